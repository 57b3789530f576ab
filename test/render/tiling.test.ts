import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { boardScene, writeBoard } from '../../src/render/index.js';
import { splitAxis } from '../../src/render/layout/tiling.js';
import { byId, fixture, readPdf, readPng, readSvg, rectBox, type SvgFile, sceneRects, tempDir } from './measure.js';

const TILES = ['r1c1', 'r1c2', 'r1c3', 'r2c1', 'r2c2', 'r2c3'];
const FILES = 'abcdefghijklmnopqrst';

describe('a 20x20 board at 20 mm on A4 (portrait)', () => {
  const dir = tempDir();
  const tiles = new Map<string, SvgFile>();
  beforeAll(async () => {
    await writeBoard(loadVariant(fixture('big')), { squareMm: 20, dpi: 30, orientation: 'portrait', out: dir });
    for (const t of TILES) tiles.set(t, readSvg(readFileSync(join(dir, `board-${t}.svg`), 'utf8')));
  });

  /** The tile's squares with their boxes on the page. */
  const squaresOf = (t: string): Map<string, { x: number; y: number; w: number; h: number }> =>
    new Map(
      tiles
        .get(t)!
        .elements.filter((e) => e.attrs.id?.startsWith('sq-'))
        .map((e) => [e.attrs.id!.slice(3), rectBox(e)]),
    );

  it('tiles onto 2 rows x 3 columns of A4 pages after an assembly map', () => {
    // The drawing is 400 mm of squares plus two 8.6 mm coordinate bands = 417.2 mm each way. A page
    // gives 190 x 265 mm (10 mm margins, 12 mm header); a tile with a neighbour also carries the 10 mm
    // glue strip: 3 columns (at most 8 squares per 180 mm), 2 rows (at most 12 squares per 255 mm).
    const pages = readPdf(readFileSync(join(dir, 'board.pdf')));
    expect(pages).toHaveLength(1 + 6);
    for (const p of pages) expect([p.width, p.height].map((n) => n.toFixed(2))).toEqual(['595.28', '841.89']);
    const names = readdirSync(dir).sort();
    expect(names).toEqual(
      ['board.pdf', 'manifest.json', ...['map', ...TILES].flatMap((t) => [`board-${t}.png`, `board-${t}.svg`])].sort(),
    );
    const png = readPng(readFileSync(join(dir, 'board-r1c1.png')));
    expect([png.width, png.height]).toEqual([248, 351]);
  });

  it('puts every square on exactly one tile, whole, 20 mm, cut between squares', () => {
    const seen = new Map<string, number>();
    for (const t of TILES) {
      for (const [name, box] of squaresOf(t)) {
        seen.set(name, (seen.get(name) ?? 0) + 1);
        expect(Math.abs(box.w - 20)).toBeLessThan(0.1);
        expect(Math.abs(box.h - 20)).toBeLessThan(0.1);
      }
    }
    expect(seen.size).toBe(400);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    const files = (t: string): string[] => [...new Set([...squaresOf(t).keys()].map((n) => n[0]!))].sort();
    // Evened out: 7, 7 and 6 files across; ranks 20..11 on the top row of tiles.
    expect(files('r1c1').join('')).toBe(FILES.slice(0, 7));
    expect(files('r1c2').join('')).toBe(FILES.slice(7, 14));
    expect(files('r1c3').join('')).toBe(FILES.slice(14));
    const ranks = [...new Set([...squaresOf('r1c1').keys()].map((n) => Number(n.slice(1))))].sort((a, b) => a - b);
    expect(ranks).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('overlaps neighbours by a 10 mm glue strip, with trim lines and registration marks on the seams', () => {
    const a1 = tiles.get('r1c1')!;
    const a2 = tiles.get('r1c2')!;
    const right = Math.max(...[...squaresOf('r1c1').values()].map((b) => b.x + b.w));
    const bottom = Math.max(...[...squaresOf('r1c1').values()].map((b) => b.y + b.h));
    const glueRight = rectBox(byId(a1, 'glue-right'));
    const glueBottom = rectBox(byId(a1, 'glue-bottom'));
    expect(glueRight.x).toBeCloseTo(right, 2);
    expect(glueRight.w).toBeCloseTo(10, 2);
    expect(glueBottom.y).toBeCloseTo(bottom, 2);
    expect(glueBottom.h).toBeCloseTo(10, 2);
    expect(() => byId(a1, 'trim-left')).toThrow();
    expect(() => byId(tiles.get('r1c3')!, 'glue-right')).toThrow();

    // A2 is trimmed along its left edge, which lies where A1's glue strip begins.
    const left = Math.min(...[...squaresOf('r1c2').values()].map((b) => b.x));
    expect(Number(byId(a2, 'trim-left').attrs.x1)).toBeCloseTo(left, 2);
    expect(byId(a2, 'trim-left').attrs['stroke-dasharray']).toBeDefined();

    // The registration circles of the seam sit at the same height above h20 on both tiles, in the
    // coordinate band: none on a square.
    const circles = (svg: SvgFile, x: number, top: number): number[] =>
      svg.elements
        .filter((e) => e.name === 'circle' && Math.abs(e.dx + Number(e.attrs.cx) - x) < 0.01)
        .map((e) => Math.round((e.dy + Number(e.attrs.cy) - top) * 100) / 100)
        .sort((p, q) => p - q);
    const onA1 = circles(a1, right, squaresOf('r1c1').get('g20')!.y);
    const onA2 = circles(a2, left, squaresOf('r1c2').get('h20')!.y);
    expect(onA1.length).toBeGreaterThanOrEqual(1);
    expect(onA2).toEqual(onA1);
    for (const t of TILES) {
      const squares = [...squaresOf(t).values()];
      // Registration circles are outlines; the board's own dotted squares are filled.
      for (const c of tiles.get(t)!.elements.filter((e) => e.name === 'circle' && e.attrs.fill === 'none')) {
        const [cx, cy, r] = [c.dx + Number(c.attrs.cx), c.dy + Number(c.attrs.cy), Number(c.attrs.r)];
        const hit = squares.find((b) => cx + r > b.x && cx - r < b.x + b.w && cy + r > b.y && cy - r < b.y + b.h);
        expect(hit, `${t}: registration mark at ${cx.toFixed(1)},${cy.toFixed(1)} on a square`).toBeUndefined();
      }
    }
  });

  it("glue strips repeat the neighbour's squares, so a cut a little off still joins", () => {
    const a1 = tiles.get('r1c1')!;
    const strip = rectBox(byId(a1, 'glue-right'));
    const rects = a1.elements.filter(
      (e) => e.name === 'rect' && !e.attrs.id && (e.attrs.fill === '#f0d9b5' || e.attrs.fill === '#b58863'),
    );
    const a1Squares = squaresOf('r1c1');
    const a2 = tiles.get('r1c2')!;
    for (let rank = 11; rank <= 20; rank++) {
      const h = a2.elements.find((e) => e.attrs.id === `sq-h${rank}`)!;
      const y = a1Squares.get(`g${rank}`)!.y;
      const copy = rects.find((e) => Math.abs(rectBox(e).x - strip.x) < 0.01 && Math.abs(rectBox(e).y - y) < 0.01);
      expect(copy, `h${rank} on A1's strip`).toBeDefined();
      expect(copy!.attrs.fill).toBe(h.attrs.fill);
      expect(rectBox(copy!).w).toBeCloseTo(10, 2);
    }
  });

  it('no part of the board lies under two glue strips: the corners stay bare', () => {
    const scene = boardScene(loadVariant(fixture('big')), { squareMm: 20, orientation: 'portrait' });
    const strips: { tile: string; box: { x: number; y: number; w: number; h: number } }[] = [];
    for (const page of scene.pages.filter((p) => p.name !== 'map')) {
      const content = page.items.find((i) => i.id === 'tile-content');
      if (content?.kind !== 'group') throw new Error(`${page.name} has no content`);
      const [dx, dy] = content.translate!;
      for (const it of page.items) {
        if (it.kind === 'rect' && it.id?.startsWith('glue-'))
          strips.push({ tile: page.name, box: { x: it.x - dx, y: it.y - dy, w: it.w, h: it.h } });
      }
    }
    expect(strips.length).toBe(3 + 4);
    for (const [i, a] of strips.entries()) {
      for (const b of strips.slice(i + 1)) {
        const w = Math.min(a.box.x + a.box.w, b.box.x + b.box.w) - Math.max(a.box.x, b.box.x);
        const h = Math.min(a.box.y + a.box.h, b.box.y + b.box.h) - Math.max(a.box.y, b.box.y);
        expect(w > 1e-6 && h > 1e-6, `${a.tile} and ${b.tile}`).toBe(false);
      }
    }
  });

  it('labels each tile with its row, column and neighbours', () => {
    const texts = (t: string): string[] =>
      tiles
        .get(t)!
        .elements.filter((e) => e.name === 'text')
        .map((e) => e.text);
    const [title, detail] = texts('r2c2');
    expect(title).toMatch(/tile B2 of 2×3$/);
    // Pages of board.pdf: the map is page 1, then the tiles row by row.
    expect(detail).toMatch(
      /Row 2, column 2 · neighbours: above A2 \(p\. 3\), left B1 \(p\. 5\), right B3 \(p\. 7\) · assembly map: board\.pdf page 1/,
    );
    expect(texts('r1c1')[1]).toMatch(/neighbours: right A2 \(p\. 3\), below B1 \(p\. 5\) ·/);
    expect(texts('r2c3').join('\n')).toContain("lay this edge on tile B2's glue strip");
  });

  it('draws an assembly map with every tile on the whole board', () => {
    const map = readSvg(readFileSync(join(dir, 'board-map.svg'), 'utf8'));
    const texts = map.elements.filter((e) => e.name === 'text').map((e) => e.text);
    for (const label of ['A1', 'A2', 'A3', 'B1', 'B2', 'B3']) expect(texts).toContain(label);
    expect(map.elements.filter((e) => e.attrs.id?.startsWith('sq-'))).toHaveLength(400);
    expect(texts[0]).toContain('assembly map');
    // Reduced, it says so, and carries no 50 mm check bar.
    expect(texts.join(' ')).toMatch(/This map is reduced to \d+ %: it is not to scale/);
    expect(map.elements.filter((e) => e.name === 'rect' && Math.abs(rectBox(e).w - 50) < 0.01)).toHaveLength(0);
    for (const p of [2, 3, 4, 5, 6, 7]) expect(texts).toContain(`page ${p}`);
  });
});

describe('squares larger than a page', () => {
  it('are cut between tiles, each part of every square on exactly one tile', async () => {
    const scene = boardScene(loadVariant(fixture('gustavian')), { squareMm: 200, orientation: 'portrait' });
    const tiles = scene.pages.filter((p) => p.name !== 'map');
    expect(tiles.length).toBeGreaterThan(20);
    const squareFills = new Set(['#f0d9b5', '#b58863']);
    let area = 0;
    for (const tile of tiles) {
      const content = tile.items.find((i) => i.id === 'tile-content');
      if (content?.kind !== 'group') throw new Error(`${tile.name} has no content`);
      for (const r of sceneRects(content.items)) if (squareFills.has(r.fill!)) area += r.w * r.h;
    }
    expect(area / 200 ** 2).toBeCloseTo(68, 6);
    // The dots on the extra squares cannot be cut as rectangles: a tile that cuts one clips it.
    const clipping = tiles.find((t) => t.items.some((i) => i.kind === 'group' && i.clip));
    expect(clipping).toBeDefined();
    const { pageToSvg } = await import('../../src/render/backends/svg.js');
    const svg = readSvg(pageToSvg(clipping!, 'tile', null));
    const clipped = svg.elements.find((e) => e.attrs['clip-path'])!;
    const id = /url\(#(.+)\)/.exec(clipped.attrs['clip-path']!)![1]!;
    expect(svg.elements.find((e) => e.name === 'clipPath' && e.attrs.id === id)).toBeDefined();
  });
});

describe('splitting an axis into tiles', () => {
  const edges = (band: number, square: number, n: number): number[] =>
    Array.from({ length: n - 1 }, (_, k) => band + (k + 1) * square);

  it('leaves what fits alone', () => {
    expect(splitAxis(180, 190, 10, edges(5, 17, 10))).toEqual([0, 180]);
  });

  it('cuts between squares and evens the tiles out', () => {
    const cuts = splitAxis(417.2, 190, 10, edges(8.6, 20, 20));
    expect(cuts.map((c) => Number(c.toFixed(1)))).toEqual([0, 148.6, 288.6, 417.2]);
  });

  it('cuts inside a square only when no square edge is in reach', () => {
    const cuts = splitAxis(310, 100, 10, edges(5, 150, 2));
    for (let i = 1; i < cuts.length; i++)
      expect(cuts[i]! - cuts[i - 1]! + (i < cuts.length - 1 ? 10 : 0)).toBeLessThanOrEqual(100 + 1e-9);
    expect(cuts.length).toBeGreaterThan(3);
  });

  it('always fits every tile and never cuts a square when one fits a page', () => {
    let seed = 7;
    const random = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let run = 0; run < 500; run++) {
      const square = 5 + random() * 60;
      const n = 4 + Math.floor(random() * 23);
      const band = 2 + random() * 8;
      const total = 2 * band + n * square;
      const room = 100 + random() * 200;
      const overlap = 3 + random() * 20;
      const cutsAt = edges(band, square, n);
      const cuts = splitAxis(total, room, overlap, cutsAt);
      expect(cuts[0]).toBe(0);
      expect(cuts[cuts.length - 1]).toBe(total);
      for (let i = 1; i < cuts.length; i++) {
        expect(cuts[i]! - cuts[i - 1]! + (i < cuts.length - 1 ? overlap : 0)).toBeLessThanOrEqual(room + 1e-9);
      }
      if (square + 2 * band + overlap <= room) {
        for (const c of cuts.slice(1, -1)) expect(cutsAt.some((e) => Math.abs(e - c) < 1e-9)).toBe(true);
      }
    }
  });
});
