/**
 * A token too small for its label at 6 pt still tells its man: a crown for a royal, the move icon for the
 * others; never a blank counter. Checked on the scene and on the written card SVGs.
 */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { renderCards } from '../../src/kit/index.js';
import { MIN_TEXT_MM } from '../../src/render/layout/frame.js';
import { pieceLook, pieceToken } from '../../src/render/layout/token.js';
import { compiled } from '../../src/render/layout/variant.js';
import type { Item } from '../../src/render/scene.js';
import { readSvg, type SvgElement } from './measure.js';

/** Every item of a token, groups opened. */
const flat = (items: readonly Item[]): Item[] =>
  items.flatMap((it) => (it.kind === 'group' ? [it, ...flat(it.items)] : [it]));
/** A man's label: his figurine or letters as text, or a traditional face's character drawn as its outline. */
const labels = (items: readonly Item[]): { size: number }[] =>
  items.flatMap((it) =>
    it.kind === 'text' ? [{ size: it.size }] : it.kind === 'path' && it.label ? [{ size: it.size ?? 0 }] : [],
  );
/** A crown: the seven-cornered polygon token.ts draws. */
const isCrown = (it: Item): boolean => it.kind === 'poly' && it.points.length === 14;

describe('tokens too small for a label', () => {
  it('show a figurine or letters at 6 pt or more, else a crown (royals) or the move icon; nothing under 6 pt', () => {
    for (const id of ['chess', 'ecros', 'shogi', 'xiangqi']) {
      const spec = loadVariant(id).variant.spec;
      spec.pieces.forEach((p, t) => {
        for (const d of [1.5, 2.3, 3, 4, 6, 12]) {
          for (const white of [true, false]) {
            const items = flat(pieceToken(spec, t, white, d, false));
            const texts = labels(items);
            const what = `${id} ${p.name} ${d} mm`;
            for (const it of texts) expect(it.size, what).toBeGreaterThanOrEqual(MIN_TEXT_MM - 1e-9);
            if (texts.length) continue;
            // No label: a royal shows a crown, any other man the icon (a group holding his move marks).
            if (pieceLook(spec, t).royal) expect(items.some(isCrown), what).toBe(true);
            else expect(items.filter((it) => it.kind === 'group').length, what).toBeGreaterThan(0);
          }
        }
      });
    }
    // The fallback is reached: a 2.2 mm Shogi King has no room for his 6 pt character, a 3 mm one in
    // letters none for his 6 pt figurine.
    for (const [faces, d] of [
      ['traditional', 2.2],
      ['latin', 3],
    ] as const) {
      const shogi = compiled(loadVariant('shogi'), faces).spec;
      const king = flat(
        pieceToken(
          shogi,
          shogi.pieces.findIndex((p) => p.id === 'K'),
          true,
          d,
          false,
        ),
      );
      expect(labels(king), faces).toEqual([]);
      expect(king.some(isCrown), faces).toBe(true);
    }
  });

  it("no man on ECROS's or Shogi's printed cards is a blank counter", async () => {
    let fallbacks = 0;
    for (const id of ['ecros', 'shogi']) {
      for (const file of await renderCards(loadVariant(id), { format: ['svg'] })) {
        const svg = readSvg(file.data.toString('utf8'));
        const tokens = svg.elements.filter(
          (e) => e.name === 'g' && /-(subject|piece|hand)-\d*-?\d*-?[wb]\d+$/.test(e.attrs.id ?? ''),
        );
        expect(tokens.length, file.name).toBeGreaterThan(0);
        for (const t of tokens) {
          const inside = svg.elements.filter((e: SvgElement) => e.ancestors.includes(t.attrs.id!));
          const texts = inside.filter((e) => e.name === 'text' || (e.name === 'path' && e.attrs['aria-label']));
          for (const e of texts)
            expect(Number(e.attrs['font-size'] ?? e.attrs['data-em']) * e.scale, t.attrs.id).toBeGreaterThanOrEqual(
              MIN_TEXT_MM - 1e-3,
            );
          const icon = inside.some((e) => e.name === 'g');
          const crowned = inside.some(
            (e) => e.name === 'polygon' && e.attrs.points!.trim().split(/[\s,]+/).length === 14,
          );
          expect(texts.length > 0 || icon || crowned, `${id} ${t.attrs.id}`).toBe(true);
          if (!texts.length) fallbacks++;
        }
      }
    }
    // Examples too small for their men's letters beside the piece's moves go to cards of their own.
    expect(fallbacks).toBe(0);
  });
});
