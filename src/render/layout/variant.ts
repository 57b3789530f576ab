/** What render draws: a compiled variant. Render never reads definition files. */
import type { Variant } from '../../engine/variant.js';

/** A compiled variant, or anything holding one (a loaded definition). */
export type VariantSource = Variant | { readonly variant: Variant };

export const compiled = (source: VariantSource): Variant => ('variant' in source ? source.variant : source);
