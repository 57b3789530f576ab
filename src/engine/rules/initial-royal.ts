/**
 * Rule module "initial-royal" (`rules.noInitialRoyalMoveFromCheck`, the Chess Variant Pages' Interactive
 * Diagram): a move a royal man has only while he has not moved (XBetza `i`: Gigachess's king `KimAimDimN`
 * leaps) may not leave a square attacked after the move. The diagram's script puts a royal ghost on
 * the square left and refuses the move when the other side could take it there: no such move out of
 * check. Castling keeps its own rule.
 */
import { type Move, MoveKind, moveFrom, moveKind } from '../move.js';
import { attacked, MoveList, pieceMoves } from '../movegen.js';
import { MEM_MOVED, type Position } from '../position.js';
import { BLACK, WHITE } from '../variant.js';
import type { RuleModule } from './hooks.js';

/** Scratch for the moves the royal man would have had he moved before. */
const scratch = new MoveList();

/** Whether `m` is a move of the side to move's unmoved royal man that only his first-move parts give. */
function initialOnly(pos: Position, m: Move): boolean {
  const from = moveFrom(m);
  if (from !== pos.royal[pos.turn] || moveKind(m) !== MoveKind.Normal || pos.mem[from]! & MEM_MOVED) return false;
  const mem = pos.mem[from]!;
  scratch.length = 0;
  pos.mem[from] = mem | MEM_MOVED;
  pieceMoves(pos, from, scratch);
  pos.mem[from] = mem;
  for (let i = 0; i < scratch.length; i++) if (scratch.moves[i] === m) return false;
  return true;
}

/** Whether `m`, one of those moves, leaves its square attacked: the script's royal ghost there would be taken. */
function leavesAttacked(pos: Position, m: Move): boolean {
  const them = pos.turn === WHITE ? BLACK : WHITE;
  pos.make(m);
  const hit = attacked(pos, moveFrom(m), them);
  pos.unmake();
  return hit;
}

const barred = (pos: Position, m: Move): boolean => initialOnly(pos, m) && leavesAttacked(pos, m);

function keepInitialRoyalSafe(pos: Position, list: MoveList): void {
  const king = pos.royal[pos.turn]!;
  if (king < 0 || pos.mem[king]! & MEM_MOVED) return;
  let n = 0;
  for (let i = 0; i < list.length; i++) if (!barred(pos, list.moves[i]!)) list.moves[n++] = list.moves[i]!;
  list.length = n;
}

export const initialRoyal: RuleModule = {
  id: 'initial-royal',
  uses: (spec) => spec.rules.noInitialRoyalMoveFromCheck === true,
  restrict: keepInitialRoyalSafe,
  explainRestriction: (pos, m) =>
    barred(pos, m)
      ? "a royal man's first-move-only move may not leave a square attacked after it (no such move out of check)"
      : null,
  summary: () => ({
    special: [
      "A royal man's moves that he has only before he has moved may not be made from a square that is attacked after the move: not out of check.",
    ],
  }),
};
