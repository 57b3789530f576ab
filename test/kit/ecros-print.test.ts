/**
 * ECROS's printed kit as a player reads it: the free-setup worksheet gives the counts to place on each
 * rank and a tally of the men; the long jumpers' counters can be told apart by their icons; no letters
 * touch a counter's cut.
 */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { checkFreeSetup, freeSetupQuotas } from '../../src/engine/setup.js';
import { WHITE } from '../../src/engine/variant.js';
import { theFont } from '../../src/render/font.js';
import { collect } from '../../src/render/index.js';
import { counterScene } from '../../src/render/layout/counters.js';
import { MIN_TEXT_MM } from '../../src/render/layout/frame.js';
import { setupScene } from '../../src/render/layout/setup.js';
import type { Item } from '../../src/render/scene.js';
import { pdfText } from '../helpers/pdf.js';
import { placedTexts, textSpan } from '../render/scene-walk.js';

const ecros = loadVariant('ecros');
const spec = ecros.variant.spec;
const free = spec.freeSetup!;

describe('ECROS setup worksheet', () => {
  it('says how many men each rank takes (the rule and the default setup agree) and has a tally of every man', async () => {
    const boundTypes = free.placement.flatMap((p) => p.pieces);
    const bound = boundTypes.reduce((n, t) => n + free.counts[t]!, 0);
    const men = free.counts.reduce((a, b) => a + b, 0);
    // docs/rules/ecros.md: 2 Nexials and 10 Sliders on the back rank, the 28 Jumpers on the 28 squares left.
    expect([bound, men - bound]).toEqual([12, 28]);
    const [rank1, rank2] = freeSetupQuotas(ecros.variant);
    expect(rank1).toMatchObject({ rank: 0, squares: 20, others: 8 });
    expect(rank2).toMatchObject({ rank: 1, squares: 20, bound: [], others: 20 });
    // The default setup fills the ranks so, and passes the engine's check.
    expect(checkFreeSetup(ecros.variant, spec.setup, WHITE)).toEqual([]);
    const firstRank = [...spec.setup.slice(0, spec.files)];
    expect(firstRank.filter((c) => boundTypes.includes(c - 1)).length).toBe(12);

    const scene = setupScene(ecros);
    const [pdf] = await collect(scene, ['pdf'], 96);
    const words = pdfText(pdf!.data, 2).replace(/\s+/g, ' ');
    expect(words).not.toContain('take only');
    expect(words).toContain(
      'Rank 1 (shaded) takes the 12 men that must stand there and 8 of the 28 others; rank 2 takes 20 of the 28 others.',
    );
    expect(words).toContain(
      'Rank 20 (shaded) takes the 12 men that must stand there and 8 of the 28 others; rank 19 takes 20 of the 28 others.',
    );
    // A tally for each side: every man's abbreviation with a box per man to tick.
    const groups = (items: readonly Item[]): Extract<Item, { kind: 'group' }>[] =>
      items.flatMap((it) => (it.kind === 'group' ? [it, ...groups(it.items)] : []));
    const sheet = groups(scene.pages[1]!.items);
    for (const side of ['w', 'b']) {
      for (const [t, p] of spec.pieces.entries()) {
        const cell = sheet.find((g) => g.id === `tally-${side}-${p.id}`);
        expect(cell, `${side} ${p.id}`).toBeDefined();
        expect(cell!.items.filter((i) => i.kind === 'text').map((i) => (i as { text: string }).text)).toEqual([
          p.abbrev,
        ]);
        expect(cell!.items.filter((i) => i.kind === 'rect').length, `${side} ${p.id} boxes`).toBe(free.counts[t]);
      }
    }
  });
});

describe('ECROS counters', () => {
  for (const mono of [false, true]) {
    const page = counterScene(ecros, { mono }).pages[0]!;
    const texts = placedTexts(page);
    const cells = page.items.flatMap((it) => (it.kind === 'group' && it.id?.startsWith('counter-') ? [it] : []));
    // The counter's side, as its sheet's title gives it.
    const d = Number(/counters · ([\d.]+) mm/.exec(texts.map((t) => t.text).join(' '))![1]);

    it(`${mono ? 'mono' : 'colour'}: each long jumper's icon carries the length of its leap, at 6 pt or more`, () => {
      const long = spec.pieces.filter((p) => /^[NPST][5-8]$/.test(p.id));
      expect(long).toHaveLength(16);
      for (const cell of cells) {
        const type = spec.pieces.find((p) => texts.some((t) => t.groups.includes(cell.id!) && t.text === p.name));
        if (!type || !long.includes(type)) continue;
        const digits = texts.filter((t) => t.groups.includes(cell.id!) && t.text === type.id[1]);
        expect(digits.length, `${cell.id} (${type.name})`).toBe(1);
        expect(digits[0]!.size).toBeGreaterThanOrEqual(MIN_TEXT_MM - 1e-9);
      }
    });

    it(`${mono ? 'mono' : 'colour'}: no letters come within 0.8 mm of a counter's cut`, () => {
      expect(cells.length).toBe(80);
      for (const cell of cells) {
        const [x0] = cell.translate!;
        for (const t of texts.filter((t) => t.groups.includes(cell.id!))) {
          const [left, right] = textSpan(t, (s, size) => theFont().width(s, size));
          expect(left - x0, `${cell.id} "${t.text}"`).toBeGreaterThanOrEqual(0.8);
          expect(x0 + d - right, `${cell.id} "${t.text}"`).toBeGreaterThanOrEqual(0.8);
        }
      }
    });
  }
});
