/**
 * Rule module "mutual immunity" (`rules.mutuallyImmune`, Fairy-Stockfish's `mutuallyImmuneTypes`, the
 * diplomacy of Atomar's kings): a man of the listed pieces may not take a man of his own piece. The
 * capture is no move at all, as Fairy-Stockfish's legality test has it; it still attacks the square, so
 * a royal man of such a piece is checked by the other as before.
 */

import type { MoveList } from '../move.js';
import { type Move, MoveKind, moveFrom, moveKind, moveTo } from '../move.js';
import type { Position } from '../position.js';
import type { RuleModule } from './hooks.js';
import { pieceNames } from './words.js';

/** Whether `m` is a man of an immune piece taking a man of the same piece. */
function takesOwnKind(pos: Position, m: Move): boolean {
  if (moveKind(m) === MoveKind.Drop) return false;
  const taken = pos.board[moveTo(m)]!;
  const mover = pos.board[moveFrom(m)]!;
  return taken !== 0 && taken === -mover && pos.variant.spec.rules.mutuallyImmune!.pieces.includes(Math.abs(mover) - 1);
}

export const mutualImmunity: RuleModule = {
  id: 'mutual-immunity',
  uses: (spec) => spec.rules.mutuallyImmune !== undefined,
  restrict(pos: Position, list: MoveList) {
    let n = 0;
    for (let i = 0; i < list.length; i++) if (!takesOwnKind(pos, list.moves[i]!)) list.moves[n++] = list.moves[i]!;
    list.length = n;
  },
  explainRestriction: (pos, m) => {
    if (!takesOwnKind(pos, m)) return null;
    const name = pieceNames(pos.variant.spec, [Math.abs(pos.board[moveFrom(m)]!) - 1], 'or');
    return `a ${name} may not take a ${name}`;
  },
  summary: ({ spec }) => {
    const names = pieceNames(spec, spec.rules.mutuallyImmune!.pieces, 'or');
    return { special: [`Immunity: a ${names} may not take a man of its own kind.`] };
  },
};
