/**
 * Traditional faces: CJK characters drawn as their outlines (cjk-glyphs.ts, from Noto Serif TC), so the
 * SVG, PDF and PNG backends and the studio's page draw the same shapes with no second font to embed,
 * subset or find. Each character is set in its em square, as CJK type is, so characters of one size
 * line up whatever their own shapes.
 */
import type { VariantSpec } from '../../engine/spec.js';
import { CJK_GLYPHS, CJK_UNITS_PER_EM } from '../cjk-glyphs.js';
import { type Item, mapPath } from '../scene.js';

/** The centre of the ideographic em square in font units, y down: Noto CJK's runs from 880 above the baseline to 120 below. */
const EM_CENTRE: readonly [number, number] = [500, -380];

/** A character `size` mm square, its em square centred on (cx, cy), as a filled outline. */
export function cjkGlyph(char: string, cx: number, cy: number, size: number, ink: string): Item {
  const glyph = CJK_GLYPHS[char];
  // The definition's loader refuses any character without an outline.
  if (!glyph) throw new Error(`no outline for ${char}`);
  const k = size / CJK_UNITS_PER_EM;
  const d = mapPath(glyph.d, (x, y) => [cx + (x - EM_CENTRE[0]) * k, cy + (y - EM_CENTRE[1]) * k]);
  return { kind: 'path', d, fill: ink, label: char, size };
}

/** Characters one below another, each `size` square, the column centred on (cx, cy), `gap` (share of size) between. */
export function cjkColumn(chars: string, cx: number, cy: number, size: number, ink: string, gap = 0.04): Item[] {
  const list = [...chars];
  const pitch = size * (1 + gap);
  return list.map((c, i) => cjkGlyph(c, cx, cy + (i - (list.length - 1) / 2) * pitch, size, ink));
}

/** How faces are printed: the definition's traditional characters where it has them, or Latin letters for all. */
export type FacesStyle = 'traditional' | 'latin';

/** A side's traditional characters for a man (on counters, or the one on small tokens), or null: he prints letters. */
export function traditionalFace(
  spec: VariantSpec,
  type: number | null,
  side: 'white' | 'black',
  on: 'counter' | 'token',
): string | null {
  const faces = type === null ? undefined : spec.pieces[type]?.faces;
  if (!faces) return null;
  return (on === 'counter' ? faces.cjk : faces.token)[side === 'white' ? 0 : 1];
}
