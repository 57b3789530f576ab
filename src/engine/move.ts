/**
 * Moves are plain numbers so move lists live in typed arrays without allocation.
 * Layout: from (10 bits) | to (10 bits) | promotion type + 1 (6 bits) | kind (4 bits), and an `extra`
 * field above bit 30 (castling rule index, or wrap square + 1, below 1024) and above that the wall square + 1
 * (rule module walls). Numbers stay below 2^53.
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
}

const TO_SHIFT = 1 << 10;
const PROMO_SHIFT = 1 << 20;
const KIND_SHIFT = 1 << 26;
const EXTRA_SHIFT = 2 ** 30;

export function encodeMove(from: number, to: number, kind: MoveKind, promo = -1, extra = 0): Move {
  return from + to * TO_SHIFT + (promo + 1) * PROMO_SHIFT + kind * KIND_SHIFT + extra * EXTRA_SHIFT;
}

export const moveFrom = (m: Move): number => m & 0x3ff;
export const moveTo = (m: Move): number => (m >>> 10) & 0x3ff;
/** Promotion piece type, or -1. */
export const movePromo = (m: Move): number => ((m >>> 20) & 0x3f) - 1;
export const moveKind = (m: Move): MoveKind => (m >>> 26) & 0xf;
export const moveExtra = (m: Move): number => Math.floor(m / EXTRA_SHIFT) % 1024;

/** Above the extra field: the square of the wall a move leaves (+1; rule module walls). */
const WALL_SHIFT = EXTRA_SHIFT * 1024;
/** The square of the wall the move leaves, or -1. */
export const moveWall = (m: Move): number => Math.floor(m / WALL_SHIFT) - 1;
/** The move leaving a wall on `sq`. */
export const withWall = (m: Move, sq: number): Move => (m % WALL_SHIFT) + (sq + 1) * WALL_SHIFT;

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
