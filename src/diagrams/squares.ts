/** Square names from a spec alone (before or without a compiled variant). */
import type { VariantSpec } from '../engine/spec.js';

export function squareOfSpec(spec: Pick<VariantSpec, 'files' | 'fileLabels'>, sq: number): string {
  return `${spec.fileLabels[sq % spec.files]}${Math.floor(sq / spec.files) + 1}`;
}
