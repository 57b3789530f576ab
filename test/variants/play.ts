/** Small helpers for rule tests: positions from square → piece maps, legal moves as text, playing by text. */
import { generateLegal, MoveList } from '../../src/engine/movegen.js';
import type { Position } from '../../src/engine/position.js';
import type { Variant } from '../../src/engine/variant.js';
import { moveText } from '../../src/notation/coordinate.js';
import { parseFen, placementText } from '../../src/notation/fen.js';
import { parseSquare, squareName } from '../../src/notation/squares.js';

/**
 * A position from a map of square → piece id (upper case White, lower case Black) and the other position
 * fields, e.g. "w - -" or "b Cc - 0 1 last:e8>e9".
 */
export function positionOf(v: Variant, men: Record<string, string>, rest = 'w - -'): Position {
  const codes = new Int16Array(v.size);
  const ids = v.spec.pieces.map((p) => p.id.toUpperCase());
  for (const [sq, id] of Object.entries(men)) {
    const s = parseSquare(v, sq);
    const t = ids.indexOf(id.toUpperCase());
    if (s < 0 || t < 0) throw new Error(`positionOf: ${sq}=${id}`);
    codes[s] = id === id.toUpperCase() ? t + 1 : -(t + 1);
  }
  return parseFen(v, `${placementText(v, codes)} ${rest}`);
}

/** Legal moves as coordinate texts, sorted. */
export function legal(pos: Position): string[] {
  const list = new MoveList();
  generateLegal(pos, list);
  return list
    .toArray()
    .map((m) => moveText(pos, m))
    .sort();
}

/** Legal moves of the man on `square` (texts starting with it). */
export function movesFrom(pos: Position, square: string): string[] {
  return legal(pos).filter((t) => new RegExp(`^${square}[-x@]`).test(t));
}

/** Makes the legal move with this text; throws if there is none. */
export function play(pos: Position, ...texts: string[]): Position {
  for (const text of texts) {
    const list = new MoveList();
    generateLegal(pos, list);
    const m = list.toArray().find((x) => moveText(pos, x) === text);
    if (m === undefined) throw new Error(`not legal: ${text} (legal: ${legal(pos).join(' ')})`);
    pos.make(m);
  }
  return pos;
}

/** Piece ids per square name (upper case White), as the reference implementations take them. */
export function idsOf(pos: Position): Map<string, string> {
  const v = pos.variant;
  const out = new Map<string, string>();
  for (let sq = 0; sq < v.size; sq++) {
    const c = pos.board[sq]!;
    if (c === 0) continue;
    const id = v.spec.pieces[Math.abs(c) - 1]!.id;
    out.set(squareName(v, sq), c > 0 ? id.toUpperCase() : id.toLowerCase());
  }
  return out;
}
