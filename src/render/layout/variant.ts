/** What render draws: a compiled variant. Render never reads definition files. */
import type { Variant } from '../../engine/variant.js';
import { InputError } from '../../errors.js';

/** A compiled variant, or anything holding one (a loaded definition). */
export type VariantSource = Variant | { readonly variant: Variant };

/** How the men's faces print: the definition's traditional characters where it has them (default), or Latin letters. */
export type FacesStyle = 'traditional' | 'latin';

const FACES_STYLES: readonly FacesStyle[] = ['traditional', 'latin'];

/** The variant with its men's traditional faces left out, made once per variant. */
const latinVariants = new WeakMap<Variant, Variant>();

/** The variant to draw, its men's faces as asked (`--faces latin`: letters, as the variant's other men). */
export function compiled(source: VariantSource, faces: FacesStyle = 'traditional'): Variant {
  const v = 'variant' in source ? source.variant : source;
  if (!FACES_STYLES.includes(faces))
    throw new InputError(`faces must be ${FACES_STYLES.join(' or ')}, not ${String(faces)}`, null, 'faces');
  if (faces === 'traditional' || !v.spec.pieces.some((p) => p.faces)) return v;
  let latin = latinVariants.get(v);
  if (!latin) {
    const pieces = v.spec.pieces.map(({ faces: _, ...p }) => p);
    latin = { ...v, spec: { ...v.spec, pieces } };
    latinVariants.set(v, latin);
  }
  return latin;
}
