/**
 * Board examples: real positions on a variant's own board (holes and all) in which a rule module shows
 * its rule at work on a piece's card (the `boardExamples` hook). The module places the men; the diagrams
 * layer marks the subject's legal moves as the engine finds them, never drawn by hand. The helpers here
 * are the ones every module's arrangement shares.
 */
import { MEM_MOVED, Position } from '../position.js';
import { setupProblems } from '../setup-check.js';
import type { VariantSpec } from '../spec.js';
import { squareName } from '../squares.js';
import { type Variant, WHITE } from '../variant.js';
import { victory } from './victories.js';

export type { BoardExample } from './hooks.js';

/** Men to place: square and piece code (type + 1 for White, -(type + 1) for Black). */
export type Placement = [number, number][];

export { squareAt } from '../geometry.js';

/**
 * The position with these men, White to move, and the once-per-game rights of these letters. A man
 * with first-move-only parts has not moved when he stands on a setup square of his own type, as a
 * position text reads him. Null when a man stands off the board, no game of the variant can reach the
 * position or the game has ended in it (a bare king that wins, in Losers): an example the board cannot
 * hold, or in which nothing moves, is left out.
 */
export function placedPosition(v: Variant, men: Placement, rights: string): Position | null {
  const pos = new Position(v);
  for (const [sq, code] of men) {
    if (sq < 0 || sq >= v.size || !v.exists[sq]) return null;
    pos.board[sq] = code;
  }
  for (const [sq, code] of men) {
    const type = Math.abs(code) - 1;
    if (!v.spec.pieces[type]!.atoms.some((a) => a.initial === true) || v.spec.setup[sq] !== code)
      pos.mem[sq] = MEM_MOVED;
  }
  for (const letter of rights) {
    const bit = v.rightLetters.indexOf(letter);
    if (bit < 0) throw new Error(`no right "${letter}" in ${v.spec.name}`);
    pos.rights |= 1 << bit;
  }
  pos.turn = WHITE;
  pos.refresh();
  return setupProblems(pos, (sq) => squareName(v, sq)).length || victory(pos) ? null : pos;
}

export const royalType = (spec: VariantSpec): number => spec.pieces.findIndex((p) => p.royal);

/** The cheapest non-royal type other than `not` (-1 if none), for victims, screens and fillers. */
export function fillerType(spec: VariantSpec, not: number): number {
  let best = -1;
  spec.pieces.forEach((p, t) => {
    if (t === not || p.royal) return;
    if (best < 0 || (p.value ?? 99) < (spec.pieces[best]!.value ?? 99)) best = t;
  });
  return best;
}
