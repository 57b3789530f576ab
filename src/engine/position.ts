/**
 * A position: a flat typed-array board plus the state the rules need (side to move, rights, en passant,
 * clocks, and per-man memory). `make`/`unmake` change it in place without allocating, for perft and the
 * validator; `clone` gives an independent copy where a value is wanted.
 */
import { MoveKind, moveFrom, moveKind, movePromo, moveTo, type Move } from './move.js';
import { makeCastle, unmakeCastle } from './rules/castling.js';
import { checksText, countCheck } from './rules/check-count.js';
import { captureToHand, makeDrop, unmakeDrop } from './rules/drops.js';
import { reversalMemory } from './rules/reversal.js';
import { wrapDestination } from './rules/wrap.js';
import { BLACK, WHITE, type Color, type Variant } from './variant.js';

/**
 * Per-man memory bits in `mem[square]`: moved, once-per-game move used, in variants with drops the type
 * a promoted man promoted from (+1, bits 2 to 7), and the square a man last left (+1, from bit 8 up).
 */
export const MEM_MOVED = 1;
export const MEM_ONCE_USED = 2;
const MEM_PROMO_SHIFT = 2;
const MEM_PROMO_MASK = 63 << MEM_PROMO_SHIFT;
export const MEM_FROM_SHIFT = 8;

export const lastFromOf = (mem: number): number => (mem >> MEM_FROM_SHIFT) - 1;
/** The type a promoted man promoted from, or -1 (recorded only in variants with drops). */
export const promotedFromOf = (mem: number): number => ((mem & MEM_PROMO_MASK) >> MEM_PROMO_SHIFT) - 1;
export const withLastFrom = (mem: number, from: number): number => (mem & ((1 << MEM_FROM_SHIFT) - 1)) | ((from + 1) << MEM_FROM_SHIFT);
export const withPromotedFrom = (mem: number, type: number): number => (mem & ~MEM_PROMO_MASK) | ((type + 1) << MEM_PROMO_SHIFT);

/** Undo record ints per ply. */
const UNDO = 12;

export class Position {
  readonly variant: Variant;
  readonly board: Int16Array;
  readonly mem: Int32Array;
  turn: Color = WHITE;
  rights = 0;
  epTarget = -1;
  epVictim = -1;
  halfmove = 0;
  fullmove = 1;
  readonly royal = new Int16Array([-1, -1]);
  readonly men = new Int16Array(2);
  /** [color * nTypes + type] */
  readonly typeCount: Int16Array;
  /** Men in hand, [color * nTypes + type] (variants with drops). */
  readonly hand: Int16Array;
  /** Checks each side has still to give, in variants that count them (check-count.ts); else unused. */
  readonly checksLeft: Int16Array;
  hashLo = 0;
  hashHi = 0;

  // Undo stack, one slot per ply made; grown on demand.
  private depth = 0;
  private uMove = new Float64Array(64);
  private uInt = new Int32Array(64 * UNDO);

  constructor(variant: Variant) {
    this.variant = variant;
    this.board = new Int16Array(variant.size);
    this.mem = new Int32Array(variant.size);
    this.typeCount = new Int16Array(2 * variant.nTypes);
    this.hand = new Int16Array(2 * variant.nTypes);
    this.checksLeft = new Int16Array([variant.checkCount, variant.checkCount]);
  }

  clone(): Position {
    const p = new Position(this.variant);
    p.board.set(this.board);
    p.mem.set(this.mem);
    p.turn = this.turn;
    p.rights = this.rights;
    p.epTarget = this.epTarget;
    p.epVictim = this.epVictim;
    p.halfmove = this.halfmove;
    p.fullmove = this.fullmove;
    p.royal.set(this.royal);
    p.men.set(this.men);
    p.typeCount.set(this.typeCount);
    p.hand.set(this.hand);
    p.checksLeft.set(this.checksLeft);
    p.hashLo = this.hashLo;
    p.hashHi = this.hashHi;
    return p;
  }

  /** Recomputes everything derived from the board (counts, royal squares, hash). */
  refresh(): void {
    const v = this.variant;
    this.men.fill(0);
    this.typeCount.fill(0);
    this.royal.fill(-1);
    this.hashLo = 0;
    this.hashHi = 0;
    for (let sq = 0; sq < v.size; sq++) {
      const code = this.board[sq]!;
      if (code === 0) continue;
      const color = code > 0 ? WHITE : BLACK;
      const t = Math.abs(code) - 1;
      this.men[color]!++;
      this.typeCount[color * v.nTypes + t]!++;
      if (v.royalType[t]) this.royal[color] = sq;
      this.toggle(code, sq);
    }
    if (this.turn === BLACK) {
      this.hashLo ^= v.zobristSide[0];
      this.hashHi ^= v.zobristSide[1];
    }
  }

  private toggle(code: number, sq: number): void {
    const v = this.variant;
    const i = ((code + v.codeBase) * v.size + sq) * 2;
    this.hashLo ^= v.zobrist[i]!;
    this.hashHi ^= v.zobrist[i + 1]!;
  }

  /** Places a man (rule modules' make/unmake use it beside make's own). */
  put(code: number, sq: number): void {
    this.board[sq] = code;
    const color = code > 0 ? WHITE : BLACK;
    const t = Math.abs(code) - 1;
    this.men[color]!++;
    this.typeCount[color * this.variant.nTypes + t]!++;
    if (this.variant.royalType[t]) this.royal[color] = sq;
    this.toggle(code, sq);
  }

  /** Removes the man on `sq` and returns his code. */
  lift(sq: number): number {
    const code = this.board[sq]!;
    this.board[sq] = 0;
    const color = code > 0 ? WHITE : BLACK;
    const t = Math.abs(code) - 1;
    this.men[color]!--;
    this.typeCount[color * this.variant.nTypes + t]!--;
    this.toggle(code, sq);
    return code;
  }

  /** Repetition key: board hash plus side, rights, en passant and, where rules use it, man memory. */
  key(): string {
    let memHash = 0;
    if (this.variant.spec.rules.reversal || this.variant.hasOnceMoves || this.variant.hasDrops) {
      for (let sq = 0; sq < this.mem.length; sq++) {
        const m = this.mem[sq]! & ~MEM_MOVED;
        if (m !== 0 && this.board[sq] !== 0) memHash = (Math.imul(memHash ^ m, 0x9e3779b1) + sq) | 0;
      }
    }
    const hand = this.variant.hasDrops ? `.${this.hand.join(',')}` : '';
    const checks = this.variant.checkCount > 0 ? `.${checksText(this)}` : '';
    return `${this.hashLo}.${this.hashHi}.${this.turn}.${this.rights}.${this.epTarget}.${memHash}${hand}${checks}`;
  }

  private grow(): void {
    const m = new Float64Array(this.uMove.length * 2);
    m.set(this.uMove);
    this.uMove = m;
    const u = new Int32Array(this.uInt.length * 2);
    u.set(this.uInt);
    this.uInt = u;
  }

  make(move: Move): void {
    const v = this.variant;
    if (this.depth === this.uMove.length) this.grow();
    const d = this.depth++;
    const u = this.uInt;
    const o = d * UNDO;
    const from = moveFrom(move);
    const to = moveTo(move);
    const kind = moveKind(move);
    const us = this.turn;
    this.uMove[d] = move;
    u[o] = this.rights;
    u[o + 1] = this.epTarget;
    u[o + 2] = this.epVictim;
    u[o + 3] = this.halfmove;
    u[o + 4] = this.mem[from]!;
    // White's square in the low 16 bits (masked: -1, no royal, must not spill into Black's), Black's above.
    u[o + 5] = (this.royal[0]! & 0xffff) | (this.royal[1]! << 16);
    u[o + 6] = 0; // captured code
    u[o + 7] = -1; // captured square
    u[o + 8] = 0; // captured man's memory, or the castling rook's
    u[o + 10] = -1; // type the capture put in the hand
    u[o + 11] = this.checksLeft[us]!;
    if (kind === MoveKind.Drop) {
      makeDrop(this, move);
      this.epTarget = -1;
      this.epVictim = -1;
      this.halfmove = v.spec.drops!.resetsClock ? 0 : this.halfmove + 1;
      this.endMake(us);
      return;
    }
    const code = this.board[from]!;
    u[o + 9] = code;
    const type = Math.abs(code) - 1;
    const fromMem = this.mem[from]!;
    let newMem = (fromMem & (MEM_ONCE_USED | MEM_PROMO_MASK)) | MEM_MOVED;
    newMem |= reversalMemory(v, from);
    let resetClock = v.spec.pieces[type]!.resetsClock;
    this.rights &= ~(v.rightsTouched[from]! | v.rightsTouched[to]!);
    this.epTarget = -1;
    this.epVictim = -1;

    if (kind === MoveKind.Castle) {
      makeCastle(this, move, u, o, from, to, newMem);
    } else {
      let capSq = to;
      if (kind === MoveKind.EnPassantCapture) capSq = u[o + 2]!;
      const captured = this.board[capSq]!;
      if (captured !== 0) {
        u[o + 6] = captured;
        u[o + 7] = capSq;
        u[o + 8] = this.mem[capSq]!;
        if (v.hasDrops) u[o + 10] = captureToHand(this, captured, u[o + 8]!);
        this.lift(capSq);
        this.mem[capSq] = 0;
        resetClock = true;
      }
      this.lift(from);
      this.mem[from] = 0;
      const promo = movePromo(move);
      // A promotion cannot be undone, as a pawn move cannot: it resets the move rule's clock (Fairy-Stockfish
      // counts a Shogi Rook's promotion so).
      if (promo >= 0) resetClock = true;
      const placed = promo >= 0 ? (code > 0 ? promo + 1 : -(promo + 1)) : code;
      let dest = to;
      if (kind === MoveKind.Wrap) dest = wrapDestination(move);
      if (dest >= 0) {
        this.put(placed, dest);
        // A promoted man is a new piece, with its own once-per-game moves unused.
        if (promo >= 0) newMem &= ~MEM_ONCE_USED;
        else if (kind === MoveKind.Once) newMem |= MEM_ONCE_USED;
        // Where the promoted type is not its own (a Crazyhouse queen), the man remembers what it was.
        if (promo >= 0 && v.hasDrops && v.demoteType[promo] === promo) newMem = withPromotedFrom(newMem, type);
        this.mem[dest] = newMem;
      } else if (v.royalType[type]) {
        this.royal[us] = -1;
      }
      if (kind === MoveKind.EnPassantTarget) {
        const passed = (from + to) >> 1;
        if (this.enPassantCapturable(passed, us === WHITE ? BLACK : WHITE)) {
          this.epTarget = passed;
          this.epVictim = to;
        }
      } else if (kind > MoveKind.Castle) {
        // A rule module's move that spends its once-per-game right (Nexial castling, the Guard's call).
        this.rights &= ~v.rightsSpent[kind * 2 + us]!;
      }
      if (captured !== 0 && v.royalType[Math.abs(captured) - 1]) {
        const cc = captured > 0 ? WHITE : BLACK;
        if (this.royal[cc] === capSq) this.royal[cc] = -1;
      }
    }
    this.halfmove = resetClock ? 0 : this.halfmove + 1;
    this.endMake(us);
  }

  private endMake(us: Color): void {
    const v = this.variant;
    if (us === BLACK) this.fullmove++;
    this.turn = us === WHITE ? BLACK : WHITE;
    this.hashLo ^= v.zobristSide[0];
    this.hashHi ^= v.zobristSide[1];
    // Check counting's part of make (for the hooks of make/unmake to take over).
    if (v.checkCount > 0) countCheck(this, us);
  }

  unmake(): void {
    const v = this.variant;
    const d = --this.depth;
    const move = this.uMove[d]!;
    const u = this.uInt;
    const o = d * UNDO;
    const from = moveFrom(move);
    const to = moveTo(move);
    const kind = moveKind(move);
    this.turn = this.turn === WHITE ? BLACK : WHITE;
    const us = this.turn;
    if (us === BLACK) this.fullmove--;
    this.hashLo ^= v.zobristSide[0];
    this.hashHi ^= v.zobristSide[1];

    if (kind === MoveKind.Drop) {
      unmakeDrop(this, move);
    } else if (kind === MoveKind.Castle) {
      unmakeCastle(this, move, u, o, from, to);
    } else {
      const dest = kind === MoveKind.Wrap ? wrapDestination(move) : to;
      if (dest >= 0) {
        this.lift(dest);
        this.mem[dest] = 0;
      }
      // The moved piece as it was before the move (before promotion, or before it left the board).
      this.put(u[o + 9]!, from);
      const captured = u[o + 6]!;
      if (captured !== 0) {
        const capSq = u[o + 7]!;
        this.put(captured, capSq);
        this.mem[capSq] = u[o + 8]!;
        if (u[o + 10]! >= 0) this.hand[us * v.nTypes + u[o + 10]!]!--;
      }
    }
    this.mem[from] = u[o + 4]!;
    const royals = u[o + 5]!;
    this.royal[0] = (royals << 16) >> 16;
    this.royal[1] = royals >> 16;
    this.rights = u[o]!;
    this.epTarget = u[o + 1]!;
    this.epVictim = u[o + 2]!;
    this.halfmove = u[o + 3]!;
    this.checksLeft[us] = u[o + 11]!;
  }

  /** Whether a piece of `by` could capture onto `square` en passant (so the square is recorded). */
  private enPassantCapturable(square: number, by: Color): boolean {
    const probes = this.variant.epProbes[by * this.variant.size + square]!;
    for (let i = 0; i < probes.from.length; i++) {
      if (this.board[probes.from[i]!] === probes.code[i]) return true;
    }
    return false;
  }

  /** The last move made on this object and not unmade, or null. */
  lastMove(): Move | null {
    return this.depth > 0 ? this.uMove[this.depth - 1]! : null;
  }

  /** Plies made on this object and not yet unmade. */
  get undoDepth(): number {
    return this.depth;
  }
}

/** The square across the middle rank, as Black's counterpart of White's (a variant or any board's size). */
export function mirrorSquare(board: { files: number; ranks: number }, sq: number): number {
  return (board.ranks - 1 - ((sq / board.files) | 0)) * board.files + (sq % board.files);
}
