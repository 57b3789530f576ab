/** Reading square names; writing them is the engine's (engine/squares.ts), re-exported here beside reading. */
import type { Variant } from '../engine/variant.js';

export { defaultFileLabels, squareName } from '../engine/squares.js';

/** Parses a square name on a board of the given geometry; -1 when it is not a square of the board. */
export function parseSquareIn(
  geometry: { files: number; ranks: number; fileLabels: readonly string[]; exists: ArrayLike<boolean | number> },
  name: string,
): number {
  const m = /^([a-z]+)([1-9][0-9]?)$/.exec(name);
  if (!m) return -1;
  const file = geometry.fileLabels.indexOf(m[1]!);
  const rank = Number(m[2]) - 1;
  if (file < 0 || rank < 0 || rank >= geometry.ranks) return -1;
  const sq = rank * geometry.files + file;
  return geometry.exists[sq] ? sq : -1;
}

export function parseSquare(v: Variant, name: string): number {
  return parseSquareIn({ files: v.files, ranks: v.ranks, fileLabels: v.spec.fileLabels, exists: v.exists }, name);
}
