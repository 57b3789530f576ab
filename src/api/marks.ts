/**
 * Where a man may go, as the move cards mark it: the marks of a man's legal moves, and of the squares a
 * man in hand may be dropped on, in a real position. For a board on screen (the studio's).
 */
import { cachedPieceDiagram, type DiagramMark, type MarkMode, positionMarks } from '../diagrams/moves.js';
import { dropTargets } from '../engine/rules/drops.js';
import { squareName } from '../engine/squares.js';
import { enginePosition, type Position, squareIndex } from './position.js';
import { compiledVariant, type Variant } from './variant.js';

export type { MarkMode };

/** A marked square; file and rank count from 0 at White's a1. */
export interface Mark {
  readonly square: string;
  readonly file: number;
  readonly rank: number;
  readonly mode: MarkMode;
  /** Reached whatever stands between. */
  readonly jump: boolean;
  /** Only as the man's first move. */
  readonly initial: boolean;
  /** Only once per game. */
  readonly once: boolean;
  /** A move of several legs: the squares where it lands or turns before its last leg. */
  readonly via?: readonly string[];
  /** Reached by leaping over a screen. */
  readonly hop?: boolean;
}

/** The marks of the legal moves of the man on `square` (none for an empty square). */
export function moveMarks(pos: Position, square: string): Mark[] {
  const at = enginePosition(pos);
  const sq = squareIndex(at.variant, square);
  if (sq < 0 || at.board[sq] === 0) return [];
  const v = at.variant;
  const name = (x: number, y: number): string => squareName(v, y * v.files + x);
  return positionMarks(at, sq).map(({ x, y, via, ...m }: DiagramMark) =>
    Object.freeze({
      ...m,
      square: name(x, y),
      file: x,
      rank: y,
      ...(via ? { via: via.map((p) => name(p.x, p.y)) } : {}),
    }),
  );
}

/** The squares the side to move may drop a `piece` (by name) from the hand on, `drop-loses` where the drop mates and that loses. */
export function dropMarks(pos: Position, piece: string): Mark[] {
  const at = enginePosition(pos);
  const v = at.variant;
  const type = v.spec.pieces.findIndex((p) => p.name === piece);
  if (type < 0) return [];
  return dropTargets(at, type).map((d) =>
    Object.freeze({
      square: squareName(v, d.square),
      file: d.square % v.files,
      rank: (d.square / v.files) | 0,
      mode: d.loses ? ('drop-loses' as const) : ('drop' as const),
      jump: false,
      initial: false,
      once: false,
    }),
  );
}

/**
 * Works out ahead a kind of man's move pattern, which moveMarks reads to tell jumps (on ECROS some
 * 15 ms a kind): a page calls it in idle time so that the first click on a man does not wait.
 */
export function prepareMarks(variant: Variant, piece: string): void {
  const v = compiledVariant(variant);
  const type = v.spec.pieces.findIndex((p) => p.name === piece);
  if (type >= 0) cachedPieceDiagram(v.spec, type);
}
