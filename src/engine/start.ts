/**
 * Start positions from the variant's data: the setup's placement and the start fields the definition
 * gave (side to move, rights, en passant, clocks), or any other placement of the men (free setups, setup
 * options). No man has moved yet, wherever he stands.
 */
import { MEM_MOVED, Position } from './position.js';
import type { Variant } from './variant.js';

/**
 * The position with this placement (piece codes per square) instead of the setup's, the other fields
 * (side to move, rights) as at the start: a player's free setup, or one with setup options applied.
 */
export function positionFromSetup(v: Variant, codes: ArrayLike<number>): Position {
  const pos = new Position(v);
  const start = v.spec.start;
  for (let sq = 0; sq < v.size; sq++) pos.board[sq] = codes[sq] ?? 0;
  // Men with a first-move-only part start unmoved; for the others "moved" changes nothing.
  const firstMoves = v.spec.pieces.map((p) => p.atoms.some((a) => a.initial === true));
  for (let sq = 0; sq < v.size; sq++) {
    const code = pos.board[sq]!;
    if (code !== 0 && !firstMoves[Math.abs(code) - 1]) pos.mem[sq] = MEM_MOVED;
  }
  pos.turn = start?.turn ?? 0;
  const rights = start?.rights ?? null;
  v.rightLetters.forEach((letter, bit) => {
    if (rights === null || rights.includes(letter)) pos.rights |= 1 << bit;
  });
  pos.epTarget = start?.epTarget ?? -1;
  pos.epVictim = start?.epVictim ?? -1;
  pos.halfmove = start?.halfmove ?? 0;
  pos.fullmove = start?.fullmove ?? 1;
  if (v.spec.hand) pos.hand.set(v.spec.hand);
  // Rules whose state comes from where the men stand (Chess960's king and rooks).
  for (const r of v.rules) r.setupState?.(pos, v.stateAt[r.id] ?? 0);
  pos.refresh();
  return pos;
}

/** The start position of the variant's setup. */
export function startPosition(v: Variant): Position {
  return positionFromSetup(v, v.spec.setup);
}
