import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { InputError } from '../../src/errors.js';
import { boardScene, writeBoard } from '../../src/render/index.js';
import {
  byId,
  fixture,
  luminance,
  PT,
  pdfRects,
  readPdf,
  readPng,
  readSvg,
  rectBox,
  type SvgFile,
  sceneRects,
  tempDir,
} from './measure.js';

describe('a one-page board at a chosen square size (chess, A4, 20 mm)', () => {
  const dir = tempDir();
  let svg: SvgFile;
  beforeAll(async () => {
    await writeBoard(loadVariant('chess'), { squareMm: 20, dpi: 72, out: dir });
    svg = readSvg(readFileSync(join(dir, 'board.svg'), 'utf8'));
  });

  it('writes board.pdf, board.svg and board.png and nothing else', () => {
    expect(readdirSync(dir).sort()).toEqual(['board.pdf', 'board.png', 'board.svg', 'manifest.json']);
  });

  it('PDF: one A4 page of 595.28 x 841.89 pt whose squares measure 20 mm on a 20 mm grid', () => {
    const pages = readPdf(readFileSync(join(dir, 'board.pdf')));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.width).toBeCloseTo(595.28, 1);
    expect(pages[0]!.height).toBeCloseTo(841.89, 1);
    const squares = pdfRects(pages[0]!).filter((r) => Math.abs(r.w - 20) < 0.1 && Math.abs(r.h - 20) < 0.1);
    expect(squares.length).toBe(64);
    const xs = [...new Set(squares.map((r) => r.x.toFixed(1)))].map(Number).sort((a, b) => a - b);
    const ys = [...new Set(squares.map((r) => r.y.toFixed(1)))].map(Number).sort((a, b) => a - b);
    expect(xs).toHaveLength(8);
    expect(ys).toHaveLength(8);
    for (let i = 1; i < 8; i++) {
      expect(Math.abs(xs[i]! - xs[i - 1]! - 20)).toBeLessThan(0.1);
      expect(Math.abs(ys[i]! - ys[i - 1]! - 20)).toBeLessThan(0.1);
    }
  });

  it('SVG: size in mm with a matching viewBox; a square rect is 20 mm, where the PDF draws it', () => {
    expect(svg.width).toBe('210mm');
    expect(svg.height).toBe('297mm');
    expect(svg.viewBox).toEqual([0, 0, 210, 297]);
    const a1 = rectBox(byId(svg, 'sq-a1'));
    const b1 = rectBox(byId(svg, 'sq-b1'));
    const a2 = rectBox(byId(svg, 'sq-a2'));
    expect(Math.abs(a1.w - 20)).toBeLessThan(0.1);
    expect(Math.abs(a1.h - 20)).toBeLessThan(0.1);
    expect(b1.x - a1.x).toBeCloseTo(20, 2);
    expect(a1.y - a2.y).toBeCloseTo(20, 2);
    const pdfSquares = pdfRects(readPdf(readFileSync(join(dir, 'board.pdf')))[0]!);
    expect(
      pdfSquares.some((r) => Math.abs(r.x - a1.x) < 0.05 && Math.abs(r.y - a1.y) < 0.05 && Math.abs(r.w - 20) < 0.05),
    ).toBe(true);
  });

  it('PNG: paper size x DPI in pixels, with a pHYs chunk before the image data saying 72 DPI', () => {
    const png = readPng(readFileSync(join(dir, 'board.png')));
    expect([png.width, png.height]).toEqual([Math.round((210 / 25.4) * 72), Math.round((297 / 25.4) * 72)]);
    expect(png.phys).toEqual({ x: 2835, y: 2835, unit: 1 });
    expect(png.chunks.indexOf('pHYs')).toBeLessThan(png.chunks.indexOf('IDAT'));
    expect(Math.round((png.phys!.x * 25.4) / 1000)).toBe(72);
  });

  it('puts coordinates on all four sides and a title line', () => {
    const texts = svg.elements.filter((e) => e.name === 'text');
    const a1 = rectBox(byId(svg, 'sq-a1'));
    const a8 = rectBox(byId(svg, 'sq-a8'));
    const h1 = rectBox(byId(svg, 'sq-h1'));
    const at = (t: (typeof texts)[number]): { x: number; y: number } => ({
      x: t.dx + Number(t.attrs.x),
      y: t.dy + Number(t.attrs.y),
    });
    const fileA = texts.filter((t) => t.text === 'a').map(at);
    const rank1 = texts.filter((t) => t.text === '1').map(at);
    expect(fileA.some((p) => p.y > a1.y + a1.h)).toBe(true);
    expect(fileA.some((p) => p.y < a8.y)).toBe(true);
    expect(rank1.some((p) => p.x < a1.x)).toBe(true);
    expect(rank1.some((p) => p.x > h1.x + h1.w)).toBe(true);
    expect(texts[0]!.text).toBe('Orthodox Chess · 8×8 board · 20 mm squares');
  });
});

describe('square size and paper', () => {
  it('by default takes the largest whole-mm square that fits one page', async () => {
    const square = rectBox(byId(readSvg(await svgOf('chess', {})), 'sq-a1')).w;
    expect(square).toBe(Math.round(square));
    expect(square).toBeGreaterThanOrEqual(15);
    expect(boardScene(loadVariant('chess'), { squareMm: square }).pages).toHaveLength(1);
    expect(boardScene(loadVariant('chess'), { squareMm: square + 1 }).pages.length).toBeGreaterThan(1);
  });

  it('never goes below 15 mm by default: a 20x20 board gets 15 mm squares and tiles', () => {
    const scene = boardScene(loadVariant(fixture('big')));
    expect(scene.title).toContain('15 mm squares');
    expect(scene.pages.length).toBeGreaterThan(1);
  });

  it('letter paper is 612 x 792 pt; landscape swaps the sides', async () => {
    const dir = tempDir();
    await writeBoard(loadVariant('chess'), { paper: 'letter', format: ['pdf'], out: dir });
    const [letter] = readPdf(readFileSync(join(dir, 'board.pdf')));
    expect([letter!.width, letter!.height].map((n) => Math.round(n * 100) / 100)).toEqual([612, 792]);
    await writeBoard(loadVariant('chess'), { orientation: 'landscape', format: ['pdf'], out: dir });
    const [landscape] = readPdf(readFileSync(join(dir, 'board.pdf')));
    expect(landscape!.width / PT).toBeCloseTo(297, 1);
    expect(landscape!.height / PT).toBeCloseTo(210, 1);
  });
});

describe('special squares and holes', () => {
  it("tints the definition's central 8x8 and nothing else", async () => {
    const svg = readSvg(await svgOf(fixture('legions'), {}));
    const squares = new Map(
      svg.elements.filter((e) => e.attrs.id?.startsWith('sq-')).map((e) => [e.attrs.id!.slice(3), rectBox(e)]),
    );
    const tints = svg.elements.filter((e) => e.name === 'rect' && e.attrs['fill-opacity'] && !e.attrs.id).map(rectBox);
    const tinted = [...squares]
      .filter(([, b]) => tints.some((t) => Math.abs(t.x - b.x) < 0.01 && Math.abs(t.y - b.y) < 0.01))
      .map(([n]) => n);
    expect(tinted).toHaveLength(64);
    for (const name of tinted) expect(name).toMatch(/^[b-i]([2-9])$/);
  });

  it('outlines the corners, tints the centre and dots the dotted squares of a 20x20 board', () => {
    const scene = boardScene(loadVariant(fixture('big')), { squareMm: 8 });
    expect(scene.pages).toHaveLength(1);
    const rects = sceneRects(scene.pages[0]!.items);
    const square = new Map(rects.filter((r) => r.id?.startsWith('sq-')).map((r) => [r.id!.slice(3), r.abs]));
    const inside = (b: { x: number; y: number; w: number; h: number }, name: string): boolean => {
      const q = square.get(name)!;
      return b.x >= q.x - 1e-6 && b.y >= q.y - 1e-6 && b.x + b.w <= q.x + q.w + 1e-6 && b.y + b.h <= q.y + q.h + 1e-6;
    };
    const outlined = rects
      .filter((r) => r.stroke && !r.fill)
      .flatMap((r) => [...square.keys()].filter((name) => inside(r.abs, name)));
    expect(outlined.sort()).toEqual(['a1', 'a20', 't1', 't20']);
    const tinted = rects
      .filter((r) => r.opacity !== undefined)
      .flatMap((r) => [...square.keys()].filter((name) => inside(r.abs, name)));
    expect(tinted.sort()).toEqual(['j10', 'j11', 'k10', 'k11']);
    const board = scene.pages[0]!.items.find((i) => i.kind === 'group');
    if (board?.kind !== 'group') throw new Error('no board group');
    const [gx, gy] = board.translate!;
    const dotted = board.items
      .filter((i) => i.kind === 'circle')
      .map((d) => [...square].find(([name]) => inside({ x: d.cx + gx, y: d.cy + gy, w: 0, h: 0 }, name))![0]);
    expect(dotted.sort()).toEqual(['e5', 'p16']);
  });

  it('draws a board with holes as it is: the Gustavian board has no z2..z7 and i2..i7', async () => {
    const svg = readSvg(await svgOf(fixture('gustavian'), {}));
    const ids = svg.elements.map((e) => e.attrs.id).filter((id): id is string => id?.startsWith('sq-') ?? false);
    expect(ids).toHaveLength(68);
    for (const r of [2, 3, 4, 5, 6, 7]) {
      expect(ids).not.toContain(`sq-z${r}`);
      expect(ids).not.toContain(`sq-i${r}`);
    }
    for (const id of ['sq-z1', 'sq-i1', 'sq-z8', 'sq-i8']) expect(ids).toContain(id);
    // a1 is dark and z1 light, as on the Gustavian board.
    const fill = (id: string): number => luminance(byId(svg, id).attrs.fill!);
    expect(fill('sq-a1')).toBeLessThan(fill('sq-z1'));
    expect(fill('sq-h1')).toBeGreaterThan(fill('sq-i1'));
    // Rank labels hug the squares that exist: "2" stands just left of a2, not out at file z.
    const a2 = rectBox(byId(svg, 'sq-a2'));
    const two = svg.elements.filter((e) => e.name === 'text' && e.text === '2').map((e) => e.dx + Number(e.attrs.x));
    expect(two.some((x) => x < a2.x && x > a2.x - 10)).toBe(true);
  });
});

describe("the rules' regions, drawn where the definition marks no squares", () => {
  /** The squares a scene's board covers with tints, and those inside outlines. */
  const drawn = (variant: string): { tinted: string[]; outlined: string[]; legend: string[] } => {
    const scene = boardScene(loadVariant(variant), { squareMm: 15 });
    const rects = sceneRects(scene.pages[0]!.items);
    const square = new Map(rects.filter((r) => r.id?.startsWith('sq-')).map((r) => [r.id!.slice(3), r.abs]));
    const holds = (b: { x: number; y: number; w: number; h: number }, x: number, y: number): boolean =>
      x > b.x && x < b.x + b.w && y > b.y && y < b.y + b.h;
    const covered = (b: { x: number; y: number; w: number; h: number }): string[] =>
      [...square]
        .filter(
          ([, q]) =>
            b.x <= q.x + 1e-6 && b.y <= q.y + 1e-6 && b.x + b.w >= q.x + q.w - 1e-6 && b.y + b.h >= q.y + q.h - 1e-6,
        )
        .map(([n]) => n);
    const texts = JSON.stringify(scene.pages[0]!.items);
    return {
      tinted: rects
        .filter((r) => r.opacity !== undefined)
        .flatMap((r) => covered(r.abs))
        .sort(),
      // An outline is drawn inside its squares' edges: the squares whose centres it holds.
      outlined: rects
        .filter((r) => r.stroke && !r.fill && !r.id)
        .flatMap((r) => [...square].filter(([, q]) => holds(r.abs, q.x + q.w / 2, q.y + q.h / 2)).map(([n]) => n))
        .sort(),
      legend: ['Hill', 'Eighth rank', "White's promotion zone", "Black's promotion zone"].filter((t) =>
        texts.includes(`"${t}"`),
      ),
    };
  };

  it("King of the Hill's hill is tinted and named in the key", () => {
    expect(drawn('kingofthehill')).toMatchObject({ tinted: ['d4', 'd5', 'e4', 'e5'], legend: ['Hill'] });
  });

  it("Racing Kings' eighth rank", () => {
    expect(drawn('racingkings')).toMatchObject({
      tinted: ['a8', 'b8', 'c8', 'd8', 'e8', 'f8', 'g8', 'h8'],
      legend: ['Eighth rank'],
    });
  });

  it("Makruk's promotion zones, White's from rank 6 and Black's to rank 3, each outlined", () => {
    const makruk = drawn('makruk');
    expect(makruk.legend).toEqual(["White's promotion zone", "Black's promotion zone"]);
    expect(makruk.outlined.filter((n) => /[678]$/.test(n))).toHaveLength(24);
    expect(makruk.outlined.filter((n) => /[123]$/.test(n))).toHaveLength(24);
    expect(makruk.outlined.filter((n) => /[45]$/.test(n))).toEqual([]);
  });

  it('chess promotes on the last rank only: nothing is drawn', () => {
    expect(drawn('chess')).toEqual({ tinted: [], outlined: [], legend: [] });
  });
});

describe('a definition whose marks name squares off the board', () => {
  it('is refused with the field named', () => {
    const dir = tempDir();
    const file = join(dir, 'bad-marks.yaml');
    const chess = readFileSync(new URL('../../templates/chess.yaml', import.meta.url), 'utf8');
    writeFileSync(
      file,
      chess.replace('  ranks: 8\n', "  ranks: 8\n  marks: [{ name: centre, squares: ['d4:e5', 'i9'] }]\n"),
    );
    expect(() => boardScene(loadVariant(file))).toThrow(InputError);
    expect(() => boardScene(loadVariant(file))).toThrow(
      /board\.marks\[0\]\.squares\[1\]: "i9" is not a square of the 8x8 board/,
    );
  });
});

describe('--mono', () => {
  it('has no solid dark fills where colour prints dark squares', async () => {
    const darkFills = (svg: SvgFile): number =>
      svg.elements.filter((e) => {
        if (!['rect', 'circle', 'polygon'].includes(e.name) || !e.attrs.fill || e.attrs.fill === 'none') return false;
        const box = e.name === 'circle' ? { w: 2 * Number(e.attrs.r), h: 2 * Number(e.attrs.r) } : rectBox(e);
        return Math.min(box.w, box.h) > 2 && luminance(e.attrs.fill) < 0.5;
      }).length;
    for (const f of ['big', 'legions', 'gustavian']) {
      expect(darkFills(readSvg(await svgOf(fixture(f), {})))).toBeGreaterThan(0);
      expect(darkFills(readSvg(await svgOf(fixture(f), { mono: true })))).toBe(0);
    }
  });
});

/** The first SVG page of a board, in memory. */
async function svgOf(variant: string, options: { mono?: boolean }): Promise<string> {
  const { renderBoard } = await import('../../src/render/index.js');
  const files = await renderBoard(loadVariant(variant), { ...options, format: ['svg'] });
  const page = files.find((f) => f.name === 'board.svg' || f.name === 'board-r1c1.svg')!;
  return page.data.toString('utf8');
}
