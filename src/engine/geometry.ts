/**
 * Board geometry, in one place for the whole engine: squares are numbered rank by rank from White's
 * left corner (sq = rank * files + file), and holes are squares a board has not (`exists`).
 */

/** A board's shape: its size, and which squares it has. */
export interface BoardShape {
  readonly files: number;
  readonly ranks: number;
  readonly exists: ArrayLike<number | boolean>;
}

export const fileOf = (b: { files: number }, sq: number): number => sq % b.files;
export const rankOf = (b: { files: number }, sq: number): number => (sq / b.files) | 0;

/** The square at file x, rank y, or -1 off the grid (holes included). */
export const squareAt = (b: { files: number; ranks: number }, x: number, y: number): number =>
  x >= 0 && y >= 0 && x < b.files && y < b.ranks ? y * b.files + x : -1;

/** The square (dx, dy) away from `sq`, or -1 off the board or in a hole. */
export function offsetSquare(b: BoardShape, sq: number, dx: number, dy: number): number {
  const to = squareAt(b, fileOf(b, sq) + dx, rankOf(b, sq) + dy);
  return to >= 0 && b.exists[to] ? to : -1;
}

/** The square across the middle rank, as Black's counterpart of White's. */
export const mirrorSquare = (b: { files: number; ranks: number }, sq: number): number =>
  (b.ranks - 1 - rankOf(b, sq)) * b.files + fileOf(b, sq);

/** The 1, 4 or 8 distinct orientations of a step vector. */
export function orientations(dx: number, dy: number): [number, number][] {
  const out: [number, number][] = [];
  for (const [a, b] of [
    [dx, dy],
    [dy, dx],
  ] as const) {
    for (const sx of [1, -1]) {
      for (const sy of [1, -1]) {
        const v: [number, number] = [a * sx, b * sy];
        if (!out.some((o) => o[0] === v[0] && o[1] === v[1])) out.push(v);
      }
    }
  }
  return out;
}
