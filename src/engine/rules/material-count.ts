/**
 * Rule module "material count" (`end.materialCount`, `end.fullBoard`; Fairy-Stockfish's
 * `materialCounting = unweighted` and `adjudicateFullBoard`): a game that ends undecided is won by the
 * side with more men on the board, equal numbers drawing; with `fullBoard` the game ends as soon as no
 * square is empty. The pass module asks `countedEnd` when two passes in a row end the game.
 */
import { sideName } from '../variant.js';
import type { Position, RuleModule, Victory } from './hooks.js';

/** The end of a game the board decides by counting men (or a draw where the variant does not count): `why` names the end. */
export function countedEnd(pos: Position, why: string): Victory {
  const [white, black] = [pos.men[0]!, pos.men[1]!];
  if (!pos.variant.spec.end.materialCount) return { winner: null, reason: why };
  const reason = `${why}; ${white} men to ${black}`;
  return { winner: white === black ? null : white > black ? 0 : 1, reason };
}

function fullBoard(pos: Position): Victory | null {
  const v = pos.variant;
  if (!v.spec.end.fullBoard) return null;
  for (let sq = 0; sq < v.size; sq++) if (v.exists[sq] && pos.board[sq] === 0) return null;
  return countedEnd(pos, 'the board is full');
}

export const materialCount: RuleModule = {
  id: 'material-count',
  uses: (spec) => spec.end.materialCount === true || spec.end.fullBoard === true,
  gameEnd: fullBoard,
  // A repetition that would draw is counted too (Fairy-Stockfish's n-fold with materialCounting).
  judgeRepetition: (history, _first, reason) => {
    if (!history.position.variant.spec.end.materialCount) return null;
    const { winner, reason: counted } = countedEnd(history.position, reason);
    return { winner, termination: 'repetition', reason: counted };
  },
  summary: ({ spec }) => ({
    end: [
      ...(spec.end.fullBoard ? ['The game ends when every square is filled.'] : []),
      ...(spec.end.materialCount
        ? [
            `At the end, the men on the board are counted: the side with more wins (${sideName(0)} or Black), equal numbers draw.`,
          ]
        : []),
    ],
  }),
};
