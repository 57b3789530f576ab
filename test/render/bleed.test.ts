/** Bleed: dark counter and card-back fills run 1.5 mm past the cut; PDF TrimBox and BleedBox say where. */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { renderCards } from '../../src/kit/index.js';
import { renderCounters } from '../../src/render/index.js';
import { cardScene } from '../../src/render/layout/cards.js';
import { counterScene } from '../../src/render/layout/counters.js';
import { decodePng, luminance, readSvg, rectBox, type SvgFile } from './measure.js';

const PT = 72 / 25.4;

/** Each counter (or card back) group: its true edge (the outline, or the card's size) and its fill's box. */
function groups(
  svg: SvgFile,
  prefix: string,
): {
  id: string;
  fill: { x: number; y: number; w: number; h: number };
  fillColour: string;
  rects: { x: number; y: number; w: number; h: number }[];
}[] {
  return svg.elements
    .filter((e) => e.name === 'g' && e.attrs.id?.startsWith(prefix))
    .map((g) => {
      const rects = svg.elements.filter((e) => e.name === 'rect' && e.ancestors[e.ancestors.length - 1] === g.attrs.id);
      return {
        id: g.attrs.id!,
        fill: rectBox(rects[0]!),
        fillColour: rects[0]!.attrs.fill!,
        rects: rects.map(rectBox),
      };
    });
}

/** A PDF page box as [x0, y0, x1, y1] in mm from the top-left, from the raw file. */
function pdfBoxes(pdf: Buffer, name: 'TrimBox' | 'BleedBox', pageHeight: number): number[][] {
  return [...pdf.toString('latin1').matchAll(new RegExp(`/${name} \\[([^\\]]*)\\]`, 'g'))].map((m) => {
    const [x0, y0, x1, y1] = m[1]!
      .trim()
      .split(/\s+/)
      .map((v) => Number(v) / PT);
    return [x0!, pageHeight - y1!, x1!, pageHeight - y0!];
  });
}

describe('bleed', () => {
  it('counter fills run 1.5 mm past the outline on every side, or half the gutter when it is narrower', async () => {
    for (const [gutterMm, bleed] of [
      [3, 1.5],
      [2, 1],
    ] as const) {
      const [file] = await renderCounters(loadVariant('chess'), { format: ['svg'], gutterMm });
      for (const c of groups(readSvg(file!.data.toString('utf8')), 'counter-')) {
        const edge = c.rects[1]!;
        expect(c.fill.x).toBeCloseTo(edge.x - bleed, 3);
        expect(c.fill.y).toBeCloseTo(edge.y - bleed, 3);
        expect(c.fill.w).toBeCloseTo(edge.w + 2 * bleed, 3);
        expect(c.fill.h).toBeCloseTo(edge.h + 2 * bleed, 3);
      }
    }
  });

  it('a Black counter cut or backed up to 1.2 mm off still shows dark all round its cut (rendered pixels)', async () => {
    const files = await renderCounters(loadVariant('chess'), { format: ['svg', 'png'], dpi: 150, gutterMm: 3 });
    const [svgFile, pngFile] = [files.find((f) => f.format === 'svg'), files.find((f) => f.format === 'png')];
    const raster = decodePng(pngFile!.data);
    const px = 150 / 25.4;
    const blacks = groups(readSvg(svgFile!.data.toString('utf8')), 'counter-black');
    expect(blacks.length).toBeGreaterThan(10);
    for (const c of blacks) {
      const e = c.rects[1]!;
      for (const off of [0.4, 1.2]) {
        const probes: [number, number][] = [
          [e.x - off, e.y + e.h / 2],
          [e.x + e.w + off, e.y + e.h / 2],
          [e.x + e.w / 2, e.y - off],
          [e.x + e.w / 2, e.y + e.h + off],
        ];
        for (const [x, y] of probes) {
          const [r, g, b] = raster.pixel(Math.round(x * px), Math.round(y * px));
          expect(luminance([r, g, b]), `${c.id} ${off} mm out at ${x.toFixed(1)},${y.toFixed(1)}`).toBeLessThan(0.25);
        }
      }
    }
  });

  it('counters.pdf: TrimBox is the cut grid, BleedBox 1.5 mm beyond it', async () => {
    const files = await renderCounters(loadVariant('chess'), { format: ['svg', 'pdf'], gutterMm: 3 });
    const [svgFile, pdfFile] = [files.find((f) => f.format === 'svg'), files.find((f) => f.format === 'pdf')];
    const edges = groups(readSvg(svgFile!.data.toString('utf8')), 'counter-').map((c) => c.rects[1]!);
    const grid = [
      Math.min(...edges.map((e) => e.x)),
      Math.min(...edges.map((e) => e.y)),
      Math.max(...edges.map((e) => e.x + e.w)),
      Math.max(...edges.map((e) => e.y + e.h)),
    ];
    const [trim] = pdfBoxes(pdfFile!.data, 'TrimBox', 297);
    const [bleed] = pdfBoxes(pdfFile!.data, 'BleedBox', 297);
    trim!.forEach((v, i) => expect(v).toBeCloseTo(grid[i]!, 2));
    bleed!.forEach((v, i) => expect(v).toBeCloseTo(grid[i]! + (i < 2 ? -1.5 : 1.5), 2));
  });

  it('card backs with --backs: a back page after each sheet, mirrored, dark fill 1.5 mm past every cut', async () => {
    const files = await renderCards(loadVariant('secutor'), { format: ['svg', 'pdf'], backs: true });
    const front = readSvg(files.find((f) => f.name === 'cards.svg')!.data.toString('utf8'));
    const back = readSvg(files.find((f) => f.name === 'cards-back.svg')!.data.toString('utf8'));
    const cards = groups(front, 'card-').filter((c) => /^card-\d+$/.test(c.id));
    const backs = new Map(groups(back, 'card-').map((c) => [c.id, c]));
    // Secutor's 8 cards and a quick reference in the ninth slot.
    expect(cards).toHaveLength(9);
    for (const c of cards) {
      const edge = c.rects[0]!;
      const b = backs.get(`${c.id}-back`)!;
      // Behind its card once the sheet turns over on its long edge: mirrored left to right.
      expect(b.fill.x + 1.5).toBeCloseTo(210 - edge.x - edge.w, 2);
      expect(b.fill.y + 1.5).toBeCloseTo(edge.y, 2);
      expect(b.fill.w).toBeCloseTo(edge.w + 3, 2);
      expect(b.fill.h).toBeCloseTo(edge.h + 3, 2);
      expect(luminance(b.fillColour)).toBeLessThan(0.3);
    }
    const pdf = files.find((f) => f.format === 'pdf')!.data;
    const trims = pdfBoxes(pdf, 'TrimBox', 297);
    const bleeds = pdfBoxes(pdf, 'BleedBox', 297);
    expect(trims).toHaveLength(2);
    // The front's cut grid, and the same grid (mirrored) on the back with its bleed.
    expect(bleeds[1]![0]).toBeCloseTo(trims[1]![0]! - 1.5, 2);
    expect(bleeds[0]).toEqual(trims[0]);
  });

  it('crop marks start clear of the bleed, on the fronts and backs of counters and cards', () => {
    for (const scene of [
      counterScene(loadVariant('chess'), { backs: true, gutterMm: 3 }),
      cardScene(loadVariant('secutor'), { backs: true }),
    ]) {
      for (const page of scene.pages) {
        const [t, b] = [page.trim!, page.bleed ?? 0];
        const marks = page.items.filter((it) => it.kind === 'line' && it.strokeWidth === 0.15);
        expect(marks.length, `${scene.basename} ${page.name}`).toBeGreaterThan(0);
        for (const m of marks) {
          if (m.kind !== 'line') continue;
          for (const [x, y] of [
            [m.x1, m.y1],
            [m.x2, m.y2],
          ] as const) {
            // On its edge is clear of it.
            const e = 1e-6;
            const inBleed = x > t.x - b + e && x < t.x + t.w + b - e && y > t.y - b + e && y < t.y + t.h + b - e;
            expect(inBleed, `${scene.basename} ${page.name || 'front'}: mark end ${x},${y}`).toBe(false);
          }
        }
      }
    }
  });
});
