/**
 * Rule module "pseudo-royal" (`rules.pseudoRoyal`, Fairy-Stockfish's extinctionPseudoRoyal without
 * explosions: Sho shogi's King and Prince): the men of a group (a piece type as Fairy-Stockfish counts
 * it, with the promoted forms that move as it) are royal while a side has at most `count` of them on
 * the board: no move may leave one attacked, unless it captures the opponent's last such man (the game
 * then ends by extinction). With more of them, any may be captured. A man promoted into the group by
 * the move is not yet counted, as Fairy-Stockfish judges it.
 */
import { type Move, moveFrom, movePromo, moveTo } from '../move.js';
import { attacked, type MoveList } from '../movegen.js';
import type { Position } from '../position.js';
import type { VariantSpec } from '../spec.js';
import { BLACK, type Color, WHITE } from '../variant.js';
import type { RuleModule } from './hooks.js';
import { pieceNames } from './words.js';

/** The groups whose men of `side` are royal now: at most `count` of them, and at least one. */
function royalGroups(pos: Position, side: Color): number[][] {
  const rule = pos.variant.spec.rules.pseudoRoyal!;
  const base = side * pos.variant.nTypes;
  return rule.groups.filter((group) => {
    let n = 0;
    for (const t of group) n += pos.typeCount[base + t]!;
    return n > 0 && n <= rule.count;
  });
}

/** The squares of `side`'s men of these groups. */
function menOf(pos: Position, side: Color, groups: readonly number[][]): number[] {
  const sign = side === WHITE ? 1 : -1;
  const out: number[] = [];
  for (let sq = 0; sq < pos.variant.size; sq++) {
    const c = pos.board[sq]! * sign;
    if (c > 0 && groups.some((g) => g.includes(c - 1))) out.push(sq);
  }
  return out;
}

/**
 * Whether the legal move `m` of the side to move leaves one of its royal men (as counted before the
 * move) attacked, and takes no royal man of the opponent's.
 */
function exposes(pos: Position, m: Move, ours: readonly number[][], theirs: readonly number[]): boolean {
  if (theirs.includes(moveTo(m)) && pos.board[moveTo(m)] !== 0) return false;
  const us = pos.turn;
  const them: Color = us === WHITE ? BLACK : WHITE;
  const moverType = Math.abs(pos.board[moveFrom(m)]!) - 1;
  const promo = movePromo(m);
  // A man promoted into a group by this move is not one of the royals the move must keep safe.
  const promoted = promo >= 0 && ours.some((g) => g.includes(promo) && !g.includes(moverType)) ? moveTo(m) : -1;
  pos.make(m);
  let exposed = false;
  for (const sq of menOf(pos, us, ours)) if (sq !== promoted && attacked(pos, sq, them)) exposed = true;
  pos.unmake();
  return exposed;
}

function keepRoyalsSafe(pos: Position, list: MoveList): void {
  const ours = royalGroups(pos, pos.turn);
  if (ours.length === 0) return;
  const theirs = menOf(pos, pos.turn === WHITE ? BLACK : WHITE, royalGroups(pos, pos.turn === WHITE ? BLACK : WHITE));
  let n = 0;
  for (let i = 0; i < list.length; i++)
    if (!exposes(pos, list.moves[i]!, ours, theirs)) list.moves[n++] = list.moves[i]!;
  list.length = n;
}

/** The groups in words: "King or Prince". */
const groupNames = (spec: VariantSpec): string =>
  spec.rules.pseudoRoyal!.groups.map((g) => pieceNames(spec, g, 'or')).join('; ');

export const pseudoRoyal: RuleModule = {
  id: 'pseudo-royal',
  uses: (spec) => spec.rules.pseudoRoyal !== undefined,
  asksAttacks: () => true,
  restrict: keepRoyalsSafe,
  explainRestriction(pos, m) {
    const us = pos.turn;
    const them: Color = us === WHITE ? BLACK : WHITE;
    const ours = royalGroups(pos, us);
    if (ours.length === 0 || !exposes(pos, m, ours, menOf(pos, them, royalGroups(pos, them)))) return null;
    return `it leaves your last ${groupNames(pos.variant.spec)} attacked: while it is your only one, it is royal`;
  },
  summary: ({ spec }) => {
    const rule = spec.rules.pseudoRoyal!;
    const few = rule.count === 1 ? 'only one' : `${rule.count} or fewer`;
    return {
      special: [
        `A side with ${few} ${groupNames(spec)} left may not leave one attacked: it is then royal, as a king. With more, any of them may be captured.`,
      ],
    };
  },
};
