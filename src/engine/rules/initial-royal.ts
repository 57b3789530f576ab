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
import type { RuleModule } from './hooks.js';

/** Scratch: the moves the royal man would have, had he moved before. */
const later = new MoveList();

/**
 * Fills `later` with the moves of the side to move's royal man as if he had moved; false when he has
 * moved (or there is none), and no move of his is first-move-only.
 */
function movesHadHeMoved(pos: Position): boolean {
  const king = pos.royal[pos.turn]!;
  if (king < 0 || pos.mem[king]! & MEM_MOVED) return false;
  const mem = pos.mem[king]!;
  later.length = 0;
  pos.mem[king] = mem | MEM_MOVED;
  pieceMoves(pos, king, later);
  pos.mem[king] = mem;
  return true;
}

/**
 * Whether `m` (with `later` filled) is a first-move-only move of the royal man that leaves his square
 * attacked: the script's royal ghost there would be taken.
 */
function barred(pos: Position, m: Move): boolean {
  const from = moveFrom(m);
  if (from !== pos.royal[pos.turn] || moveKind(m) !== MoveKind.Normal) return false;
  for (let i = 0; i < later.length; i++) if (later.moves[i] === m) return false;
  pos.make(m);
  const hit = attacked(pos, from, pos.turn);
  pos.unmake();
  return hit;
}

function keepInitialRoyalSafe(pos: Position, list: MoveList): void {
  if (!movesHadHeMoved(pos)) return;
  let n = 0;
  for (let i = 0; i < list.length; i++) if (!barred(pos, list.moves[i]!)) list.moves[n++] = list.moves[i]!;
  list.length = n;
}

export const initialRoyal: RuleModule = {
  id: 'initial-royal',
  uses: (spec) => spec.rules.noInitialRoyalMoveFromCheck === true,
  restrict: keepInitialRoyalSafe,
  explainRestriction: (pos, m) =>
    movesHadHeMoved(pos) && barred(pos, m)
      ? "a royal man's first-move-only move may not leave a square attacked after it (no such move out of check)"
      : null,
  summary: () => ({
    special: [
      "A royal man's moves that he has only before he has moved may not be made from a square that is attacked after the move: not out of check.",
    ],
  }),
};
