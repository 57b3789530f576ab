/** Examples on a window of the variant's own board, as printed: men's letters clear of the marks, coordinates, a rule's dividing line. */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import type { VariantSpec } from '../../src/engine/spec.js';
import { pageToPng } from '../../src/render/backends/png.js';
import { cardScene } from '../../src/render/layout/cards.js';
import { type DiagramView, overlayItems } from '../../src/render/layout/diagrams.js';
import type { Item } from '../../src/render/scene.js';
import { tier } from '../helpers/tier.js';
import { decodePng } from '../render/measure.js';
import { placedTexts } from '../render/scene-walk.js';

const SQUARE = 6;
const DPI = 600;

/** The square's inked pixels (darker than near-white), drawn alone on a page one square across. */
async function inked(items: Item[]): Promise<Set<number>> {
  const png = decodePng(await pageToPng({ width: SQUARE, height: SQUARE, name: 'square', items }, 'square', DPI));
  const out = new Set<number>();
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const [r, g, b] = png.pixel(x, y);
      if (r + g + b < 3 * 200) out.add(y * png.width + x);
    }
  return out;
}

const texts = (items: readonly Item[]): Item[] =>
  items.flatMap((it): Item[] =>
    it.kind === 'text' ? [it] : it.kind === 'group' ? [{ ...it, items: texts(it.items) }] : [],
  );

/** A man on a square that a capture-or-move jump reaches once per game on his first move: every badge at once. */
function markedSquare(spec: VariantSpec, type: number): { token: Item[]; mark: Item[] } {
  const view: DiagramView = {
    spec,
    files: 1,
    ranks: 1,
    pieces: [{ x: 0, y: 0, type, abbrev: spec.pieces[type]!.abbrev, white: true }],
    marks: [{ x: 0, y: 0, mode: 'both', jump: true, initial: true, once: true }],
    subject: null,
  };
  const items = overlayItems(
    view,
    SQUARE,
    false,
    't',
    () => 0,
    () => 0,
  );
  const isMark = (it: Item): boolean => it.kind === 'group' && (it.id ?? '').includes('-mark-');
  return { token: texts(items.filter((it) => !isMark(it))), mark: items.filter(isMark) };
}

describe("examples on the variant's own board", () => {
  it("a mark on a man's square and its badges leave his letters whole (ECROS's OE read OF)", async () => {
    // ECROS's two-letter men in the deep tier (loading ECROS takes a second).
    const cases = tier<[string, string][]>(
      [
        ['chess', 'N'],
        ['chess', 'K'],
      ],
      [
        ['chess', 'N'],
        ['chess', 'K'],
        ['ecros', 'OE'],
        ['ecros', 'NS'],
        ['ecros', 'T8'],
      ],
    );
    for (const [variant, id] of cases) {
      const spec = loadVariant(variant).variant.spec;
      const type = spec.pieces.findIndex((p) => p.id === id);
      const { token, mark } = markedSquare(spec, type);
      const letters = await inked(token);
      const covered = await inked(mark);
      expect(letters.size, id).toBeGreaterThan(100);
      const hidden = [...letters].filter((px) => covered.has(px)).length;
      expect(hidden, `${id}: ${hidden} of ${letters.size} letter pixels under the mark`).toBe(0);
    }
  });

  it("a window of the board names its files and ranks at 6 pt (chess's castling)", () => {
    const scene = cardScene(loadVariant('chess'));
    // The King's card (card 2) has the castling example, a window of the first ranks of the board.
    const labels = placedTexts(scene.pages[0]!).filter((t) => t.groups.some((g) => g.endsWith('-coordinates')));
    const words = labels.map((t) => t.text);
    for (const file of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) expect(words).toContain(file);
    expect(words).toContain('1');
    // At 6 pt, as nothing in a kit prints smaller.
    for (const t of labels) expect(t.size).toBeCloseTo((6 * 25.4) / 72, 6);
  });
});
