/** Square names: the definition's file labels (a..z by default) followed by the rank number from 1. */

export function defaultFileLabels(files: number): string[] {
  return Array.from({ length: files }, (_, i) => String.fromCharCode(97 + i));
}

export function squareName(v: { files: number; spec: { fileLabels: readonly string[] } }, sq: number): string {
  return `${v.spec.fileLabels[sq % v.files]}${((sq / v.files) | 0) + 1}`;
}

/** Square names from a spec alone (before or without a compiled variant). */
export function squareOfSpec(spec: { files: number; fileLabels: readonly string[] }, sq: number): string {
  return `${spec.fileLabels[sq % spec.files]}${Math.floor(sq / spec.files) + 1}`;
}
