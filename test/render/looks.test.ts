/**
 * How men and boards look, as each definition says (`counters`, `board.style`), read back from the
 * written files: Shogi's pentagons pointing at the opponent, one colour for both sides, backs that
 * register; Xiangqi's discs on the points, red against black; Shogi's board of lines with its hoshi.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadDefinitionText, loadVariant } from '../../src/definitions/load.js';
import { InputError } from '../../src/errors.js';
import { collect, renderBoard, renderCounters } from '../../src/render/index.js';
import { setupScene } from '../../src/render/layout/setup.js';
import { halfTurn, type Item, itemBounds, type TextItem } from '../../src/render/scene.js';
import { runCli } from '../helpers/cli.js';
import {
  byId,
  polyPoints,
  readSvg,
  rectBox,
  renderPdfPage,
  type SvgElement,
  type SvgFile,
  shapeBox,
} from './measure.js';

const svgOf = (files: { name: string; data: Buffer }[], name: string): SvgFile =>
  readSvg(files.find((f) => f.name === name)!.data.toString('utf8'));

/** Each counter group of a sheet with the shapes drawn in it (its bleed fill first, then its cut line). */
function counters(svg: SvgFile): { id: string; shapes: SvgElement[]; texts: SvgElement[] }[] {
  return svg.elements
    .filter((e) => e.name === 'g' && e.attrs.id?.startsWith('counter-'))
    .map((g) => {
      const inside = svg.elements.filter((e) => e.ancestors.includes(g.attrs.id!));
      return {
        id: g.attrs.id!,
        shapes: inside.filter((e) => ['rect', 'polygon', 'circle'].includes(e.name)),
        // Letters as text, a traditional face's characters as their outlines.
        texts: inside.filter((e) => e.name === 'text' || (e.name === 'path' && e.attrs['aria-label'])),
      };
    });
}

/** The square the counters are sized to, read from the sheet's heading ("... of 19 mm squares"). */
const squareOf = (svg: SvgFile): number =>
  Number(
    /of ([\d.]+) mm squares/.exec(
      svg.elements.find((e) => e.name === 'text' && e.text.includes('mm squares'))!.text,
    )![1],
  );

describe('Shogi: pentagons of one colour, pointing at the opponent', () => {
  it('cuts every counter along a pentagon that points up, fits the square, and prints both sides alike', async () => {
    const files = await renderCounters(loadVariant('shogi'), { format: ['svg'], backs: true });
    const front = svgOf(files, 'counters.svg');
    const square = squareOf(front);
    const all = counters(front);
    expect(all).toHaveLength(40);
    const fills = new Set<string>();
    for (const c of all) {
      const [fill, cut] = c.shapes;
      expect([fill!.name, cut!.name], c.id).toEqual(['polygon', 'polygon']);
      expect(cut!.attrs.stroke, c.id).toBeDefined();
      fills.add(fill!.attrs.fill!);
      const p = polyPoints(cut!);
      expect(p, c.id).toHaveLength(10);
      const pts = Array.from({ length: 5 }, (_, i) => ({ x: p[2 * i]!, y: p[2 * i + 1]! }));
      const box = shapeBox(cut!);
      // 90 % of the square, within it.
      expect(box.h).toBeCloseTo(0.9 * square, 2);
      expect(box.w).toBeLessThanOrEqual(box.h);
      const mid = box.x + box.w / 2;
      // One corner alone on top, in the middle: the point; two at the bottom: the widest part, the base.
      const byY = [...pts].sort((a, b) => a.y - b.y);
      expect(byY[0]!.x).toBeCloseTo(mid, 2);
      expect(byY[1]!.y - byY[0]!.y).toBeGreaterThan(0.15 * box.h);
      const base = byY.slice(3);
      const shoulders = byY.slice(1, 3);
      expect(base[0]!.y).toBeCloseTo(box.y + box.h, 2);
      expect(base[1]!.y).toBeCloseTo(box.y + box.h, 2);
      expect(Math.abs(base[0]!.x - base[1]!.x)).toBeCloseTo(box.w, 2);
      expect(Math.abs(shoulders[0]!.x - shoulders[1]!.x)).toBeLessThan(0.9 * box.w);
      // Symmetric about its middle, so a mirrored back is the same outline.
      for (const q of pts)
        expect(
          pts.some((o) => Math.abs(o.x - (2 * mid - q.x)) < 1e-3 && Math.abs(o.y - q.y) < 1e-3),
          c.id,
        ).toBe(true);
    }
    // A captured man serves his captor: White's and Black's counters look the same.
    expect(fills.size).toBe(1);
    const ink = (side: string): Set<string> =>
      new Set(all.filter((c) => c.id.startsWith(`counter-${side}`)).flatMap((c) => c.texts.map((t) => t.attrs.fill!)));
    expect(ink('white')).toEqual(ink('black'));
  });

  it("runs each fill 1.5 mm past every edge of its pentagon, as a square counter's runs past its square", async () => {
    const files = await renderCounters(loadVariant('shogi'), { format: ['svg'], gutterMm: 3 });
    for (const c of counters(svgOf(files, 'counters.svg'))) {
      const [fill, cut] = [polyPoints(c.shapes[0]!), polyPoints(c.shapes[1]!)];
      for (let i = 0; i < 5; i++) {
        const j = (i + 1) % 5;
        const [ax, ay, bx, by] = [cut[2 * i]!, cut[2 * i + 1]!, cut[2 * j]!, cut[2 * j + 1]!];
        const len = Math.hypot(bx - ax, by - ay);
        // Both ends of the fill's edge lie 1.5 mm out from the line of the cut's edge.
        for (const k of [i, j]) {
          const [px, py] = [fill[2 * k]!, fill[2 * k + 1]!];
          expect(((bx - ax) * (ay - py) - (by - ay) * (ax - px)) / len, `${c.id} edge ${i}`).toBeCloseTo(1.5, 2);
        }
      }
    }
  });

  it('puts each back where its front is, mirrored left to right, cut along the same pentagon', async () => {
    const files = await renderCounters(loadVariant('shogi'), { format: ['svg'], backs: true });
    const [front, back] = [svgOf(files, 'counters.svg'), svgOf(files, 'counters-back.svg')];
    const pageWidth = front.viewBox[2]!;
    const backs = new Map(counters(back).map((c) => [c.id, c]));
    for (const c of counters(front)) {
      const f = polyPoints(c.shapes[1]!);
      const b = polyPoints(backs.get(c.id)!.shapes[1]!);
      const mirrored = f.map((v, i) => (i % 2 === 0 ? pageWidth - v : v));
      // The same corners, as a set (mirroring reverses their order).
      const key = (p: number[]): string[] =>
        Array.from({ length: p.length / 2 }, (_, i) => `${p[2 * i]!.toFixed(2)},${p[2 * i + 1]!.toFixed(2)}`).sort();
      expect(key(b), c.id).toEqual(key(mirrored));
    }
  });

  it('prints the pentagon in the PDF: fill inside it, paper at the corners of its box', async () => {
    const [pdf] = await renderCounters(loadVariant('shogi'), { format: ['pdf'] });
    const [svg] = await renderCounters(loadVariant('shogi'), { format: ['svg'] });
    const sheet = readSvg(svg!.data.toString('utf8'));
    const raster = renderPdfPage(pdf!.data, 1, 150);
    for (const c of counters(sheet).slice(0, 20)) {
      const box = shapeBox(c.shapes[1]!);
      const near = (p: [number, number, number], q: [number, number, number]): boolean =>
        p.every((v, i) => Math.abs(v - q[i]!) < 12);
      const fill = raster.at(box.x + 0.15 * box.w, box.y + 0.9 * box.h);
      expect(near(fill, [0xf8, 0xe6, 0xbd]), `${c.id} inside ${fill}`).toBe(true);
      // Beside the point, past the bleed: the paper.
      expect(raster.at(box.x + 0.5, box.y + 0.5), c.id).toEqual([255, 255, 255]);
      expect(raster.at(box.x + box.w - 0.5, box.y + 0.5), c.id).toEqual([255, 255, 255]);
    }
  });

  it("stands White's men on the setup page pointing up the board and Black's pointing down (PDF pixels)", async () => {
    const scene = setupScene(loadVariant('shogi'));
    const files = await collect(scene, ['pdf', 'svg'], 96);
    const svg = readSvg(files.find((f) => f.name.endsWith('.svg'))!.data.toString('utf8'));
    const raster = renderPdfPage(files.find((f) => f.name.endsWith('.pdf'))!.data, 1, 300);
    const square = rectBox(byId(svg, 'sq-e5'));
    const s = square.w;
    const tokens = svg.elements.filter((e) => e.name === 'g' && /^setup-piece-/.test(e.attrs.id ?? ''));
    expect(tokens).toHaveLength(40);
    for (const t of tokens) {
      const white = t.attrs.id!.includes('-w');
      // The token's width at a row: from the first to the last pixel that is not the board's.
      const width = (y: number): number => {
        const ground = raster.at(t.dx - 0.49 * s, y);
        const xs: number[] = [];
        for (let x = t.dx - 0.47 * s; x <= t.dx + 0.47 * s; x += 0.05) {
          const c = raster.at(x, y);
          if (Math.abs(c[0] - ground[0]) + Math.abs(c[1] - ground[1]) + Math.abs(c[2] - ground[2]) > 60) xs.push(x);
        }
        return xs.length ? xs[xs.length - 1]! - xs[0]! : 0;
      };
      const [top, bottom] = [width(t.dy - 0.36 * s), width(t.dy + 0.36 * s)];
      // The point's row is narrower than the base's.
      if (white) expect(top, t.attrs.id).toBeLessThan(0.8 * bottom);
      else expect(bottom, t.attrs.id).toBeLessThan(0.8 * top);
      // The token fits its square.
      expect(Math.max(top, bottom)).toBeLessThan(s);
    }
  });
});

describe('Xiangqi: discs, red against black, on the points', () => {
  it('cuts each counter along a circle of the counter size, red ink for White and black for Black', async () => {
    const files = await renderCounters(loadVariant('xiangqi'), { format: ['svg'], gutterMm: 3 });
    const sheet = svgOf(files, 'counters.svg');
    const d = 0.9 * squareOf(sheet);
    const all = counters(sheet);
    expect(all).toHaveLength(32);
    for (const c of all) {
      const [fill, cut] = c.shapes;
      expect([fill!.name, cut!.name], c.id).toEqual(['circle', 'circle']);
      expect(2 * Number(cut!.attrs.r), c.id).toBeCloseTo(d, 2);
      expect(Number(fill!.attrs.r)).toBeGreaterThan(Number(cut!.attrs.r));
      expect(cut!.attrs.stroke).toBeDefined();
    }
    const inks = (side: string): Set<string> =>
      new Set(all.filter((c) => c.id.startsWith(`counter-${side}`)).flatMap((c) => c.texts.map((t) => t.attrs.fill!)));
    const [white, black] = [inks('white'), inks('black')];
    expect(white.size).toBe(1);
    expect(black.size).toBe(1);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt([...white][0]!.slice(i, i + 2), 16));
    expect(r! - Math.max(g!, b!)).toBeGreaterThan(80);
    expect(Math.max(...[1, 3, 5].map((i) => parseInt([...black][0]!.slice(i, i + 2), 16)))).toBeLessThan(60);
  });

  it('tells the sides apart without colour in --mono: a heavy ring on Black, a thin one on White', async () => {
    const files = await renderCounters(loadVariant('xiangqi'), { format: ['svg'], mono: true });
    const all = counters(svgOf(files, 'counters.svg'));
    const heaviest = (c: { shapes: SvgElement[] }): number =>
      Math.max(
        ...c.shapes.filter((e) => e.name === 'circle' && e.attrs.stroke).map((e) => Number(e.attrs['stroke-width'])),
      );
    for (const c of all) {
      if (c.id.startsWith('counter-black')) expect(heaviest(c), c.id).toBeGreaterThan(0.5);
      else expect(heaviest(c), c.id).toBeLessThan(0.5);
      const colours = c.shapes.flatMap((e) => [e.attrs.fill, e.attrs.stroke]).filter((v) => v && v !== 'none');
      for (const v of colours)
        expect(new Set([v!.slice(1, 3), v!.slice(3, 5), v!.slice(5, 7)]).size, `${c.id} ${v}`).toBe(1);
    }
  });

  it('stands the discs on the points of the setup page, each within the spacing of the lines', async () => {
    const files = await collect(setupScene(loadVariant('xiangqi')), ['svg'], 96);
    const svg = readSvg(files[0]!.data.toString('utf8'));
    const line = (id: string): { x: number; y: number } => {
      const l = byId(svg, id);
      return { x: l.dx + l.scale * Number(l.attrs.x1), y: l.dy + l.scale * Number(l.attrs.y1) };
    };
    const spacing = line('rank-2').y - line('rank-3').y;
    expect(spacing).toBeGreaterThan(0);
    const tokens = svg.elements.filter((e) => e.name === 'g' && /^setup-piece-/.test(e.attrs.id ?? ''));
    expect(tokens).toHaveLength(32);
    for (const t of tokens) {
      const [, x, y] = /^setup-piece-(\d+)-(\d+)-/.exec(t.attrs.id!)!.map(Number);
      expect(t.dy, t.attrs.id).toBeCloseTo(line(`rank-${y! + 1}`).y, 2);
      expect(t.dx, t.attrs.id).toBeCloseTo(line('rank-1').x + x! * spacing, 2);
      const disc = svg.elements.find((e) => e.name === 'circle' && e.ancestors.includes(t.attrs.id!))!;
      expect(2 * disc.scale * Number(disc.attrs.r)).toBeLessThan(spacing);
    }
  });
});

describe('Shogi: a board of lines', () => {
  it('has squares of one colour, the grid drawn in lines, and the four hoshi where the zones meet files c|d and f|g', async () => {
    const [file] = await renderBoard(loadVariant('shogi'), { format: ['svg'] });
    const svg = readSvg(file!.data.toString('utf8'));
    const squares = svg.elements.filter((e) => e.attrs.id?.startsWith('sq-'));
    expect(squares).toHaveLength(81);
    expect(new Set(squares.map((e) => e.attrs.fill)).size).toBe(1);
    const box = (name: string): { x: number; y: number; w: number; h: number } => rectBox(byId(svg, `sq-${name}`));
    const grid = svg.elements.filter((e) => e.attrs.id?.startsWith('grid-'));
    expect(grid).toHaveLength(16);
    for (const l of grid) {
      const len =
        Math.hypot(Number(l.attrs.x2) - Number(l.attrs.x1), Number(l.attrs.y2) - Number(l.attrs.y1)) * l.scale;
      expect(len, l.attrs.id).toBeCloseTo(9 * box('a1').w, 2);
    }
    const hoshi = svg.elements
      .filter((e) => e.name === 'circle')
      .map((e) => ({ x: e.dx + e.scale * Number(e.attrs.cx), y: e.dy + e.scale * Number(e.attrs.cy) }));
    const corners = [box('d4'), box('f4'), box('d6'), box('f6')];
    const want = [
      { x: corners[0]!.x, y: corners[0]!.y + corners[0]!.h },
      { x: corners[1]!.x + corners[1]!.w, y: corners[1]!.y + corners[1]!.h },
      { x: corners[2]!.x, y: corners[2]!.y },
      { x: corners[3]!.x + corners[3]!.w, y: corners[3]!.y },
    ];
    for (const w of want)
      expect(
        hoshi.some((h) => Math.abs(h.x - w.x) < 1e-3 && Math.abs(h.y - w.y) < 1e-3),
        JSON.stringify(w),
      ).toBe(true);
  });

  it('keeps the checkerboard where the definition says nothing', async () => {
    const [file] = await renderBoard(loadVariant('chess'), { format: ['svg'] });
    const svg = readSvg(file!.data.toString('utf8'));
    expect(new Set(svg.elements.filter((e) => e.attrs.id?.startsWith('sq-')).map((e) => e.attrs.fill)).size).toBe(2);
    expect(svg.elements.some((e) => e.attrs.id?.startsWith('grid-'))).toBe(false);
  });
});

describe('the look as data', () => {
  const base = [
    'name: Mini',
    'pieces:',
    '  - { id: K, name: King, abbrev: K, royal: true, moves: K }',
    'setup: { position: "2k2/5/5/5/2K2 w - - 0 1" }',
  ];
  const define = (...extra: string[]): string => [...base, ...extra].join('\n');

  it('reads counters and board style from a definition file', () => {
    const spec = loadDefinitionText(
      define('board: { files: 5, ranks: 5, style: lines }', 'counters: { shape: disc }'),
      'mini.yaml',
    ).variant.spec;
    expect(spec.linesBoard).toBe(true);
    expect(spec.counters).toEqual({ shape: 'disc', sides: 'light-dark' });
    const points = loadDefinitionText(define('board: { files: 5, ranks: 5, style: points }'), 'mini.yaml').variant.spec;
    expect(points.points).toEqual({ river: -1, diagonals: [] });
    const plain = loadDefinitionText(define('board: { files: 5, ranks: 5 }'), 'mini.yaml').variant.spec;
    expect(plain.counters).toBeUndefined();
    expect(plain.linesBoard).toBeUndefined();
  });

  it('is said by `fairyprint check`', async () => {
    const template = (id: string): string => fileURLToPath(new URL(`../../templates/${id}.yaml`, import.meta.url));
    const shogi = await runCli(['check', template('shogi')]);
    expect(shogi.code).toBe(0);
    expect(shogi.out).toContain('print: board of lines; counters: pentagon, neutral');
    const chess = await runCli(['check', template('chess')]);
    expect(chess.code).toBe(0);
    expect(chess.out).not.toContain('print:');
  });

  it('names the field of a look it cannot use', () => {
    const wrong = (text: string): string => {
      try {
        loadDefinitionText(text, 'mini.yaml');
      } catch (e) {
        expect(e).toBeInstanceOf(InputError);
        return (e as InputError).format();
      }
      throw new Error('accepted');
    };
    // The line of the file where the field is written.
    expect(wrong(define('board: { files: 5, ranks: 5 }', 'counters: { shape: hexagon }'))).toMatch(
      /^mini\.yaml:6:\d+: counters\.shape: .*"pentagon"/,
    );
    expect(wrong(define('board: { files: 5, ranks: 5, style: lines, points: { river: 2 } }'))).toMatch(
      /^mini\.yaml:5:\d+: board\.style: a board with points is drawn as points, not lines$/,
    );
  });
});

describe('items turned half a turn', () => {
  it('puts every point p at -p, inside groups too, texts turned about their anchors', () => {
    const turned = halfTurn([
      { kind: 'rect', x: 1, y: 2, w: 3, h: 4 },
      { kind: 'poly', closed: true, points: [0, -5, 4, 3, -4, 3] },
      { kind: 'text', x: 2, y: 1, text: 'P', size: 3, anchor: 'middle', fill: '#000000' },
      {
        kind: 'group',
        translate: [2, 3],
        scale: 2,
        clip: { x: 0, y: 0, w: 1, h: 1 },
        items: [{ kind: 'circle', cx: 1, cy: 1, r: 0.5 }],
      },
    ]);
    expect(turned[0]).toMatchObject({ x: -4, y: -6, w: 3, h: 4 });
    expect(turned[1]).toMatchObject({ points: [-0, 5, -4, -3, 4, -3] });
    expect(turned[2]).toMatchObject({ x: -2, y: -1, rotate: 180 });
    const g = turned[3] as Extract<Item, { kind: 'group' }>;
    const circle = g.items[0] as Extract<Item, { kind: 'circle' }>;
    // The circle was at (2 + 2 * 1, 3 + 2 * 1) = (4, 5) on the page.
    expect([g.translate![0] + g.scale! * circle.cx, g.translate![1] + g.scale! * circle.cy]).toEqual([-4, -5]);
    expect(g.clip).toEqual({ x: -1, y: -1, w: 1, h: 1 });
  });

  it('is bounded where it paints, so PNG strips need not draw it everywhere', () => {
    const upright: TextItem = { kind: 'text', x: 10, y: 20, text: 'Gold', size: 3, anchor: 'middle', fill: '#000000' };
    const a = itemBounds(upright)!;
    const b = itemBounds({ ...upright, rotate: 180 })!;
    expect(b.w).toBeCloseTo(a.w, 9);
    expect(b.x).toBeCloseTo(a.x, 9);
    // Above the baseline upright, below it turned: mirrored about the baseline.
    expect(b.y).toBeCloseTo(2 * upright.y - (a.y + a.h), 9);
    expect(b.y).toBeLessThan(upright.y);
  });
});
