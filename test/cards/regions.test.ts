/** Region marks on printed cards: a man bound to a region shows it, read back from the written PDF. */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { exampleDiagrams } from '../../src/diagrams/moves.js';
import { renderCards } from '../../src/kit/index.js';
import { renderPdfPage } from '../helpers/pdf.js';
import { readSvg, rectBox } from '../render/measure.js';
import { drawnDiagrams } from './cards.js';

const cache = new Map<string, ReturnType<typeof renderCards>>();
/** A variant's cards written once as SVG and PDF. */
const rendered = (id: string): ReturnType<typeof renderCards> => {
  if (!cache.has(id)) cache.set(id, renderCards(loadVariant(id), { format: ['svg', 'pdf'] }));
  return cache.get(id)!;
};

describe('region marks and hops on cards', () => {
  it("xiangqi: the Advisor's and Elephant's squares outside their region print greyed, inside as the board; the regions are outlined", async () => {
    const loaded = loadVariant('xiangqi');
    const spec = loaded.variant.spec;
    const files = await rendered('xiangqi');
    const svg = readSvg(files.find((f) => f.name.endsWith('.svg'))!.data.toString('utf8'));
    const raster = renderPdfPage(files.find((f) => f.name.endsWith('.pdf'))!.data, 1, 200);
    const sq = (name: string): [number, number] => [name.charCodeAt(0) - 97, Number(name.slice(1)) - 1];
    for (const [pid, inside, outside] of [
      ['A', ['d1', 'f3', 'd2'], ['c1', 'g3', 'e4', 'a10']],
      ['B', ['a1', 'i5', 'c3'], ['a6', 'i10', 'e6']],
    ] as const) {
      const t = spec.pieces.findIndex((p) => p.id === pid);
      const id = `c${t + 2}-d0`;
      const d = drawnDiagrams(svg).find((x) => x.id === id)!;
      expect([d.files, d.ranks], pid).toEqual([9, 10]);
      expect(
        svg.elements.some((e) => e.attrs.id === `${id}-region-within`),
        pid,
      ).toBe(true);
      const frame = rectBox(svg.elements.find((e) => e.attrs.id === `${id}-frame`)!);
      // A point's colour near its square's top-left corner (clear of its lines, marks, men and outlines), as printed.
      const light = (name: string): [number, number, number] => {
        const [x, y] = sq(name);
        return raster.at(frame.x + (x + 0.15) * d.square, frame.y + (d.ranks - 1 - y + 0.15) * d.square);
      };
      const lum = ([r, g, b]: [number, number, number]): number => r + g + b;
      // A board of points has one colour: every point inside is lighter than every point outside.
      for (const a of inside)
        for (const b of outside) expect(lum(light(a)) - lum(light(b)), `${pid} ${a} vs ${b}`).toBeGreaterThan(60);
    }
    // The Soldier's sideways steps hold across the river: a dashed line, nothing greyed.
    const soldier = `c${spec.pieces.findIndex((p) => p.id === 'P') + 2}-d0`;
    expect(svg.elements.some((e) => e.attrs.id === `${soldier}-region-whenOn`)).toBe(true);
    expect(svg.elements.some((e) => e.attrs.id === `${soldier}-region-within`)).toBe(false);
  });

  it('hoppers: every target reached over a screen is tagged and drawn as a hop, the slides are not', async () => {
    for (const [id, pid] of [
      ['xiangqi', 'C'],
      ['grasshopper', 'G'],
    ] as const) {
      const loaded = loadVariant(id);
      const t = loaded.variant.spec.pieces.findIndex((p) => p.id === pid);
      const files = await rendered(id);
      const d = drawnDiagrams(readSvg(files.find((f) => f.name.endsWith('.svg'))!.data.toString('utf8'))).find(
        (x) => x.id === `c${t + 2}-d1`,
      )!;
      const subject = d.pieces.find((p) => p.subject)!;
      const over = (m: { x: number; y: number }): boolean => {
        const steps = Math.max(Math.abs(m.x - subject.x), Math.abs(m.y - subject.y));
        const [dx, dy] = [(m.x - subject.x) / steps, (m.y - subject.y) / steps];
        return Array.from({ length: steps - 1 }, (_, k) => k + 1).some((k) =>
          d.pieces.some((p) => p.x === subject.x + k * dx && p.y === subject.y + k * dy),
        );
      };
      const hops = d.marks.filter((m) => m.tags.includes('hop'));
      expect(hops.length, id).toBeGreaterThan(1);
      for (const m of d.marks) expect(m.tags.includes('hop'), `${id} ${m.x},${m.y}`).toBe(over(m));
    }
  });

  it('promotion zones: a zone of more than the last rank prints blue on the example, the rest of the board as usual; chess has none', async () => {
    for (const [id, first] of [
      ['shogi', 7],
      ['makruk', 6],
    ] as const) {
      const loaded = loadVariant(id);
      const t = loaded.variant.spec.pieces.findIndex((p) => p.id === 'P');
      const files = await rendered(id);
      const svgIndex = files
        .filter((f) => f.name.endsWith('.svg'))
        .findIndex((f) => f.data.toString('utf8').includes(`id="c${t + 2}-b`));
      const svg = readSvg(files.filter((f) => f.name.endsWith('.svg'))[svgIndex]!.data.toString('utf8'));
      const zoneIds = svg.elements
        .map((e) => /^c\d+-b\d+-zone-(\d+)-(\d+)$/.exec(e.attrs.id ?? ''))
        .filter((m) => m?.[0].startsWith(`c${t + 2}-`));
      const frameEl = svg.elements.find((e) => new RegExp(`^c${t + 2}-b\\d+-frame$`).test(e.attrs.id ?? ''))!;
      const frame = rectBox(frameEl);
      const v = loaded.variant;
      const square = frame.w / v.files;
      const rows = Math.round(frame.h / square);
      // The window runs to the top of the board: its row y is rank (ranks - rows + y), numbered from 1.
      const rank = (y: number): number => v.ranks - rows + y + 1;
      const zoneRanks = [...new Set(zoneIds.map((m) => rank(Number(m![2]))))].sort((a, b) => a - b);
      expect(zoneRanks, id).toEqual(Array.from({ length: v.ranks - first + 1 }, (_, i) => first + i));
      expect(zoneIds, id).toHaveLength(zoneRanks.length * v.files);
      const raster = renderPdfPage(files.find((f) => f.name.endsWith('.pdf'))!.data, svgIndex + 1, 200);
      // Near the top-left corner of the window's squares: the top row (in the zone) blue, the bottom row not.
      const at = (x: number, row: number): [number, number, number] =>
        raster.at(frame.x + (x + 0.15) * square, frame.y + (row + 0.15) * square);
      const blue = ([r, , b]: [number, number, number]): boolean => b > r + 20;
      const occupied = new Set(
        svg.elements
          .map((e) => /^c\d+-b\d+-(?:piece|subject)-(\d+)-(\d+)-/.exec(e.attrs.id ?? ''))
          .filter((m) => m !== null)
          .map((m) => `${m![1]},${m![2]}`),
      );
      for (let x = 0; x < v.files; x++) {
        if (!occupied.has(`${x},${rows - 1}`)) expect(blue(at(x, 0)), `${id} top row ${x}`).toBe(true);
        expect(blue(at(x, rows - 1)), `${id} bottom row ${x}`).toBe(false);
      }
    }
    // Chess promotes on the last rank only: no zone example.
    const chess = loadVariant('chess').variant;
    expect(chess.spec.pieces.flatMap((_, t) => exampleDiagrams(chess, t)).filter((d) => d.zone)).toEqual([]);
  });
});
