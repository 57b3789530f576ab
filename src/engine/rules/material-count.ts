/**
 * Rule module "material count" (`end.materialCount`, `end.fullBoard`; Fairy-Stockfish's
 * `materialCounting = unweighted` and `adjudicateFullBoard`): a game that ends undecided is won by the
 * side with more men on the board, equal numbers drawing (with `materialPoints`, Fairy-Stockfish's
 * `materialCounting = janggi`: more points, each piece its own, the second player's bonus added); with
 * `fullBoard` the game ends as soon as no square is empty. The pass module asks `countedEnd` when two passes in a row end the game.
 */

import type { VariantSpec } from '../spec.js';
import { sideName } from '../variant.js';
import type { Position, RuleModule, Victory } from './hooks.js';

/** Each side's points: its men's (materialPoints), the second player's own added. */
function points(pos: Position, values: readonly number[], secondPlayer: number): [number, number] {
  const out: [number, number] = [0, secondPlayer];
  for (let sq = 0; sq < pos.variant.size; sq++) {
    const c = pos.board[sq]!;
    if (c !== 0) out[c > 0 ? 0 : 1] += values[Math.abs(c) - 1] ?? 0;
  }
  return out;
}

/** The end of a game the board decides by counting men or points (or a draw where the variant does not count): `why` names the end. */
export function countedEnd(pos: Position, why: string): Victory {
  const end = pos.variant.spec.end;
  if (!end.materialCount) return { winner: null, reason: why };
  const [white, black] = end.materialPoints
    ? points(pos, end.materialPoints.values, end.materialPoints.secondPlayer)
    : [pos.men[0]!, pos.men[1]!];
  const reason = `${why}; ${white} ${end.materialPoints ? 'points' : 'men'} to ${black}`;
  return { winner: white === black ? null : white > black ? 0 : 1, reason };
}

function fullBoard(pos: Position): Victory | null {
  const v = pos.variant;
  if (!v.spec.end.fullBoard) return null;
  for (let sq = 0; sq < v.size; sq++) if (v.exists[sq] && pos.board[sq] === 0) return null;
  return countedEnd(pos, 'the board is full');
}

function countingSentence(spec: VariantSpec): string {
  const pts = spec.end.materialPoints;
  if (!pts)
    return `At the end, the men on the board are counted: the side with more wins (${sideName(0, spec)} or ${sideName(1, spec)}), equal numbers draw.`;
  const each = spec.pieces
    .map((p, t) => (pts.values[t] ? `${p.name} ${pts.values[t]}` : ''))
    .filter(Boolean)
    .join(', ');
  const extra = pts.secondPlayer ? `; ${sideName(1, spec)} adds ${pts.secondPlayer}` : '';
  return `At the end, the men on the board are counted in points (${each}${extra}): the side with more wins, equal points draw.`;
}

export const materialCount: RuleModule = {
  id: 'material-count',
  uses: (spec) => spec.end.materialCount === true || spec.end.fullBoard === true,
  gameEnd: fullBoard,
  // A repetition or the move rule that would draw is counted too (Fairy-Stockfish's n-fold and n-move
  // rules with materialCounting).
  judgeRepetition: (history, _first, reason) => {
    if (!history.position.variant.spec.end.materialCount) return null;
    const { winner, reason: counted } = countedEnd(history.position, reason);
    return { winner, termination: 'repetition', reason: counted };
  },
  judgeMoveRule: (pos, reason) => {
    if (!pos.variant.spec.end.materialCount) return null;
    const { winner, reason: counted } = countedEnd(pos, reason);
    return { winner, termination: 'move-rule', reason: counted };
  },
  summary: ({ spec }) => ({
    end: [
      ...(spec.end.fullBoard ? ['The game ends when every square is filled.'] : []),
      ...(spec.end.materialCount ? [countingSentence(spec)] : []),
    ],
  }),
};
