/**
 * A backend for a cutting plotter or a laser is its own file and one row in the backend table. Shown
 * with a made-up one put into the table as a row: it writes each page's cut lines (the scene's shapes of
 * role 'cut', `cutLines`) as JSON, and receives every counter's outline and every card's edge where the
 * sheet puts them, and nothing else: no crop mark, no fill, no text. Its row says it is not written by
 * default: the command line offers it, the kit writes it when asked for, and neither writes it otherwise.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { boardScene } from '../../src/render/layout/board-page.js';
import { cardScene } from '../../src/render/layout/cards.js';
import { counterScene } from '../../src/render/layout/counters.js';
import type { Box, CutLine, Item, Page, Scene } from '../../src/render/scene.js';
import { pdfPageBox } from '../helpers/pdf.js';
import { PT } from './measure.js';

const TABLE = '../../src/render/backends/table.js';

/** The library and the command line as they are with the made-up row in the table. */
let lib: typeof import('../../src/render/index.js') &
  typeof import('../../src/kit/index.js') &
  typeof import('../../src/render/backends/index.js') &
  typeof import('../helpers/cli.js');

beforeAll(async () => {
  vi.doMock(TABLE, async (importOriginal) => {
    const real = await importOriginal<typeof import('../../src/render/backends/table.js')>();
    const { cutLines } = await import('../../src/render/scene.js');
    const cut: import('../../src/render/backends/table.js').Backend = {
      format: 'cut',
      multiPage: false,
      byDefault: false,
      background: false,
      draw: async (scene) => ({
        files: async function* () {
          for (const page of scene.pages) yield Buffer.from(JSON.stringify(cutLines(page)));
        },
        close: async () => {},
      }),
    };
    return { ...real, BACKENDS: [...real.BACKENDS, cut] };
  });
  // Test files share their worker's modules: everything that reads the table is loaded again, with the row.
  vi.resetModules();
  lib = {
    ...(await import('../../src/render/index.js')),
    ...(await import('../../src/kit/index.js')),
    ...(await import('../../src/render/backends/index.js')),
    ...(await import('../helpers/cli.js')),
  };
});

afterAll(() => {
  vi.doUnmock(TABLE);
  vi.resetModules();
});

/** Each page's cut lines as the made-up backend wrote them. */
const received = (files: { data: Buffer }[]): CutLine[][] => files.map((f) => JSON.parse(f.data.toString('utf8')));

/** The cells of a sheet page: its top-level groups whose id matches, with their places. */
function cells(page: Page, id: RegExp): { id: string; x: number; y: number }[] {
  return page.items
    .filter((it): it is Extract<Item, { kind: 'group' }> => it.kind === 'group' && id.test(it.id ?? ''))
    .map((g) => ({ id: g.id!, x: g.translate![0], y: g.translate![1] }));
}

/** A cut line's bounding box. */
function bounds(c: CutLine): Box {
  switch (c.kind) {
    case 'rect':
      return { x: c.x, y: c.y, w: c.w, h: c.h };
    case 'circle':
      return { x: c.cx - c.r, y: c.cy - c.r, w: 2 * c.r, h: 2 * c.r };
    case 'line':
      return { x: Math.min(c.x1, c.x2), y: Math.min(c.y1, c.y2), w: Math.abs(c.x2 - c.x1), h: Math.abs(c.y2 - c.y1) };
    case 'poly': {
      const xs = c.points.filter((_, i) => i % 2 === 0);
      const ys = c.points.filter((_, i) => i % 2 === 1);
      return {
        x: Math.min(...xs),
        y: Math.min(...ys),
        w: Math.max(...xs) - Math.min(...xs),
        h: Math.max(...ys) - Math.min(...ys),
      };
    }
  }
}

const sorted = (boxes: Box[]): string[] =>
  boxes.map((b) => [b.x, b.y, b.w, b.h].map((v) => v.toFixed(3)).join(' ')).sort();

describe('a cut-lines backend, one row in the backend table', () => {
  // 18 mm counters: 90 % of 20 mm squares.
  // With a gutter: each counter its own outline (edge to edge, the default, shares its cuts: sheet.test.ts).
  const counterOptions = { squareMm: 20, sizePct: 90, backs: true, gutterMm: 3 } as const;

  it("counters: each page's cut lines are its counters' outlines, 18 mm squares, fronts and mirrored backs", async () => {
    const scene = counterScene(loadVariant('chess'), counterOptions);
    const files = await lib.renderCounters(loadVariant('chess'), { ...counterOptions, format: 'cut' });
    expect(files.map((f) => f.name)).toEqual(['counters.cut', 'counters-back.cut']);
    const [front, back] = received(files);
    // Chess: 16 men a side and six spares each (three Queens, a Rook, a Bishop and a Knight).
    for (const [cuts, page] of [
      [front!, scene.pages[0]!],
      [back!, scene.pages[1]!],
    ] as const) {
      expect(cuts).toHaveLength(44);
      expect(cuts.every((c) => c.kind === 'rect')).toBe(true);
      const expected = cells(page, /^counter-/).map((c) => ({ x: c.x, y: c.y, w: 18, h: 18 }));
      expect(expected).toHaveLength(44);
      expect(sorted(cuts.map(bounds))).toEqual(sorted(expected));
    }
    // A back's cut lies behind its front's once the sheet is turned over on its long edge.
    expect(sorted(back!.map(bounds))).toEqual(sorted(front!.map(bounds).map((b) => ({ ...b, x: 210 - b.x - b.w }))));
  });

  it("counters: the cut lines span the PDF's TrimBox, the edge of what is printed to be cut", async () => {
    const [cuts] = received(await lib.renderCounters(loadVariant('chess'), { ...counterOptions, format: 'cut' }));
    const [pdf] = await lib.renderCounters(loadVariant('chess'), { ...counterOptions, format: 'pdf' });
    const [x0, y0, x1, y1] = pdfPageBox(pdf!.data, 1, 'TrimBox')!.map((v) => v / PT);
    const boxes = cuts!.map(bounds);
    expect(Math.min(...boxes.map((b) => b.x))).toBeCloseTo(x0!, 2);
    expect(Math.max(...boxes.map((b) => b.x + b.w))).toBeCloseTo(x1!, 2);
    expect(297 - Math.max(...boxes.map((b) => b.y + b.h))).toBeCloseTo(y0!, 2);
    expect(297 - Math.min(...boxes.map((b) => b.y))).toBeCloseTo(y1!, 2);
  });

  it("Shogi's pentagons and Xiangqi's discs: one outline of the counter's own shape in each counter's cell", async () => {
    for (const [id, kind] of [
      ['shogi', 'poly'],
      ['xiangqi', 'circle'],
    ] as const) {
      const options = { squareMm: 20, sizePct: 90, gutterMm: 3 };
      const scene = counterScene(loadVariant(id), options);
      const files = await lib.renderCounters(loadVariant(id), { ...options, format: 'cut' });
      received(files).forEach((cuts, p) => {
        const counters = cells(scene.pages[p]!, /^counter-/);
        expect(cuts, id).toHaveLength(counters.length);
        expect(cuts.every((c) => c.kind === kind)).toBe(true);
        // Each outline within its 18 mm cell, centred across it, as tall as the counter.
        const boxes = cuts.map(bounds);
        for (const c of counters) {
          const own = boxes.filter(
            (b) => Math.abs(b.x + b.w / 2 - (c.x + 9)) < 1e-6 && b.x >= c.x - 1e-6 && Math.abs(b.y - c.y) < 1e-6,
          );
          expect(own, `${id} ${c.id}`).toHaveLength(1);
          expect(own[0]!.h).toBeCloseTo(18, 3);
        }
      });
    }
  });

  it("cards: each sheet's cut lines are its cards' edges, 63 x 88 mm; the backs, one fill past every cut, have none", async () => {
    const scene: Scene = cardScene(loadVariant('chess'), { backs: true });
    const files = await lib.renderCards(loadVariant('chess'), { backs: true, format: 'cut' });
    expect(files.map((f) => f.name)).toEqual(scene.pages.map((p) => `cards${p.name ? `-${p.name}` : ''}.cut`));
    received(files).forEach((cuts, i) => {
      const page = scene.pages[i]!;
      if (page.name.endsWith('back')) return void expect(cuts, page.name).toEqual([]);
      // Every card, the quick reference in an empty slot too.
      const cards = cells(page, /^card-\d+$/);
      expect(cards.length).toBeGreaterThan(0);
      expect(cuts.every((c) => c.kind === 'rect')).toBe(true);
      expect(sorted(cuts.map(bounds))).toEqual(sorted(cards.map((c) => ({ x: c.x, y: c.y, w: 63, h: 88 }))));
    });
    // The legend and a card for each of the six pieces, at least.
    expect(received(files).flat().length).toBeGreaterThanOrEqual(7);
  });

  it("a tiled board: each tile's trim lines, where it is cut to lie on a neighbour's glue strip", async () => {
    const ecros = loadVariant('ecros');
    const scene = boardScene(ecros);
    const files = await lib.renderBoard(ecros, { format: 'cut' });
    const byName = new Map(received(files).map((cuts, i) => [scene.pages[i]!.name, cuts]));
    // Four tiles and the assembly map: the top-left tile is not cut, the others along their left or top edge.
    expect([...byName.keys()].sort()).toEqual(['map', 'r1c1', 'r1c2', 'r2c1', 'r2c2']);
    expect(byName.get('map')).toEqual([]);
    expect(byName.get('r1c1')).toEqual([]);
    const vertical = (c: CutLine): boolean => c.kind === 'line' && c.x1 === c.x2;
    const horizontal = (c: CutLine): boolean => c.kind === 'line' && c.y1 === c.y2;
    expect(byName.get('r1c2')!.map(vertical)).toEqual([true]);
    expect(byName.get('r2c1')!.map(horizontal)).toEqual([true]);
    expect(byName.get('r2c2')).toHaveLength(2);
  });

  it('is offered on the command line and written when asked for, never by default: its row says so', async () => {
    expect(lib.FORMATS).toContain('cut');
    expect(lib.checkOutput({}).formats).toEqual(['pdf', 'svg', 'png']);
    const help = (await lib.runCli(['counters', '--help'])).out;
    expect(help).toMatch(/\[choices: "pdf", "svg", "png", "cut"\] \[default: "pdf,svg,png"\]/);
    const files = (options: object): string[] =>
      lib.kitScenes(loadVariant('chess'), options).parts.flatMap((p) => p.files);
    expect(files({}).some((f) => f.includes('.cut'))).toBe(false);
    expect(files({ format: 'pdf,cut' })).toEqual(expect.arrayContaining(['counters.pdf', 'counters.cut', 'cards.cut']));
  });
});
