/** Square names: the definition's file labels (a..z by default) followed by the rank number from 1. */

export function defaultFileLabels(files: number): string[] {
  return Array.from({ length: files }, (_, i) => String.fromCharCode(97 + i));
}

/** Square names from a spec alone (before or without a compiled variant). */
export function squareOfSpec(spec: { files: number; fileLabels: readonly string[] }, sq: number): string {
  return `${spec.fileLabels[sq % spec.files]}${Math.floor(sq / spec.files) + 1}`;
}

export const squareName = (v: { spec: { files: number; fileLabels: readonly string[] } }, sq: number): string =>
  squareOfSpec(v.spec, sq);

/** A square name as move texts write it (regular expression source): one or two letters, one or two digits. */
export const SQUARE_TEXT = '[a-z]{1,2}[0-9]{1,2}';
