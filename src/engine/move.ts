/**
 * Moves are plain numbers so move lists live in typed arrays without allocation.
 * Layout: from (10 bits) | to (10 bits) | promotion type + 1 (6 bits) | kind (4 bits), an `extra`
 * field of 11 bits from bit 30 (castling rule index, or wrap square + 1), and above it, from bit 41, a
 * man from hand placed as part of the move (gating): his type + 1 (6 bits) and whether he goes on the
 * move's other vacated square (a castling rook's) rather than `from` (1 bit); or, in a variant with
 * walls (which has no gating), the square of the wall the move leaves + 1 (11 bits). Numbers stay below
 * 2^53.
 */
export type Move = number;

export const enum MoveKind {
  Normal = 0,
  /** Sets an en-passant square (a double step). */
  EnPassantTarget = 1,
  EnPassantCapture = 2,
  /** Uses the piece's once-per-game move. */
  Once = 3,
  Castle = 4,
  /** ECROS: a Nexial replaces an own man, who is destroyed. */
  NexialCastle = 5,
  /** Chess Legions: the Guard is called next to the checked King. */
  GuardCall = 6,
  /** Chess Legions: the piece reached the last rank and reappears on the own first rank. */
  Wrap = 7,
  /** A man from the hand put on the board: from = to, the promotion field holds its type. */
  Drop = 8,
  /** No move (rule module pass): from = to, the square of one of the passing side's men. */
  Pass = 9,
  /**
   * A pawn turned into the promotion field's piece where he stands (from = to) or a step of that piece
   * away (rule module sittuyin-promotion).
   */
  Transform = 10,
}

const TO_SHIFT = 1 << 10;
const PROMO_SHIFT = 1 << 20;
const KIND_SHIFT = 1 << 26;
const EXTRA_SHIFT = 2 ** 30;
const EXTRA_SPAN = 2 ** 11;
const GATE_SHIFT = 2 ** 41;
/** Every move with a man placed from hand (gating) is at least this. */
export const GATED_MOVE = GATE_SHIFT;

export function encodeMove(from: number, to: number, kind: MoveKind, promo = -1, extra = 0): Move {
  return from + to * TO_SHIFT + (promo + 1) * PROMO_SHIFT + kind * KIND_SHIFT + extra * EXTRA_SHIFT;
}

export const moveFrom = (m: Move): number => m & 0x3ff;
export const moveTo = (m: Move): number => (m >>> 10) & 0x3ff;
/** Promotion piece type, or -1. */
export const movePromo = (m: Move): number => ((m >>> 20) & 0x3f) - 1;
export const moveKind = (m: Move): MoveKind => (m >>> 26) & 0xf;
/**
 * Whether `m` moves no man off a square: a drop or a pass, written from a square onto itself. A Chess960
 * castling whose king stays put is written so too, and moves its rook.
 */
export const movesNoMan = (m: Move): boolean => moveFrom(m) === moveTo(m) && moveKind(m) !== MoveKind.Castle;
export const moveExtra = (m: Move): number => Math.floor(m / EXTRA_SHIFT) % EXTRA_SPAN;
/** The type of the man from hand the move places (gating), or -1. */
export const moveGate = (m: Move): number => (Math.floor(m / GATE_SHIFT) & 0x3f) - 1;
/** Whether that man goes on the move's other vacated square (a castling rook's) rather than on `from`. */
export const moveGatesOther = (m: Move): boolean => Math.floor(m / GATE_SHIFT) >= 64;
/** The move `m` without the man it places from hand. */
export const withoutGate = (m: Move): Move => m % GATE_SHIFT;
/** `m` (a move placing no man from hand) placing a man of `type` from hand on `from` or, with `other`, its other vacated square. */
export const withGate = (m: Move, type: number, other: boolean): Move => m + (type + 1 + (other ? 64 : 0)) * GATE_SHIFT;
/** In a variant with walls (rule module walls; never with gating, whose field it shares): the square of the wall the move leaves, or -1. */
export const moveWall = (m: Move): number => Math.floor(m / GATE_SHIFT) - 1;
/** The move leaving a wall on `sq` (-1: none), in a variant with walls. */
export const withWall = (m: Move, sq: number): Move => (m % GATE_SHIFT) + (sq + 1) * GATE_SHIFT;

/** A growable list of moves in a typed array: move generation allocates nothing once it has grown. */
export class MoveList {
  moves = new Float64Array(256);
  length = 0;

  push(m: Move): void {
    if (this.length === this.moves.length) {
      const grown = new Float64Array(this.moves.length * 2);
      grown.set(this.moves);
      this.moves = grown;
    }
    this.moves[this.length++] = m;
  }

  toArray(): Move[] {
    return Array.from(this.moves.subarray(0, this.length));
  }
}
