/** Every kind of scene item drawn by all three backends, at the same place. */
import { describe, expect, it } from 'vitest';
import { type Page, renderFiles, type Scene } from '../../src/render/index.js';
import { decodePng, readSvg, renderPdfPage } from './measure.js';

const RED = '#d01010';
const BLUE = '#1030d0';
const GREEN = '#109010';

/** A 60 x 40 mm card: a triangle, a polyline, a dashed line, a ring, a rounded half-transparent square, rotated text, a scaled and clipped group. */
const card: Page = {
  width: 60,
  height: 40,
  name: '',
  items: [
    { kind: 'poly', points: [5, 35, 25, 35, 15, 5], closed: true, fill: RED, id: 'triangle' },
    { kind: 'poly', points: [30, 5, 35, 10, 40, 5], closed: false, stroke: BLUE, strokeWidth: 1 },
    { kind: 'line', x1: 30, y1: 20, x2: 58, y2: 20, stroke: BLUE, strokeWidth: 1, dash: [2, 2] },
    { kind: 'circle', cx: 50, cy: 8, r: 4, fill: '#ffffff', stroke: GREEN, strokeWidth: 1.5 },
    { kind: 'rect', x: 28, y: 24, w: 8, h: 8, r: 2, fill: BLUE, opacity: 0.5 },
    // Turned a quarter clockwise: it reads downwards, its letters standing to the right of x = 40.
    { kind: 'text', x: 40, y: 30, text: 'Diagos Odd', size: 3, anchor: 'middle', fill: '#000000', rotate: 90 },
    // Local 0..10 shown at 2x from (46, 24), clipped to its left half: green from x 46 to 56 only.
    {
      kind: 'group',
      translate: [46, 24],
      scale: 2,
      clip: { x: 0, y: 0, w: 5, h: 10 },
      items: [{ kind: 'rect', x: 0, y: 0, w: 10, h: 10, fill: GREEN }],
    },
  ],
};
const scene: Scene = { title: 'card', basename: 'card', pages: [card] };

const near = (rgb: number[], hex: string, tolerance = 30): boolean =>
  [1, 3, 5].every((i, k) => Math.abs(rgb[k]! - parseInt(hex.slice(i, i + 2), 16)) <= tolerance);

/** Points (mm) and the colour each backend must show there. */
const probes: [number, number, string][] = [
  [15, 25, RED], // inside the triangle
  [6, 8, '#ffffff'], // outside it
  [31, 20, BLUE], // first dash
  [33, 20, '#ffffff'], // first gap
  [50, 8, '#ffffff'], // the ring's middle
  [50, 4.2, GREEN], // on the ring
  [32, 28, '#8898e8'], // half-transparent blue over white
  [48, 30, GREEN], // the group's left half, scaled
  [58, 30, '#ffffff'], // its right half, clipped away
];

describe('backends draw every kind of item alike', () => {
  it('PNG, PDF (through MuPDF) and SVG agree with the scene', async () => {
    const files = new Map<string, Buffer>();
    for await (const f of renderFiles(scene, ['svg', 'pdf', 'png'], 254)) files.set(f.format, f.data);

    const png = decodePng(files.get('png')!);
    const pdf = renderPdfPage(files.get('pdf')!, 1, 254);
    for (const [x, y, color] of probes) {
      expect(near(png.pixel(Math.round(x * 10), Math.round(y * 10)), color), `PNG at ${x},${y}`).toBe(true);
      expect(near(pdf.at(x, y), color), `PDF at ${x},${y}`).toBe(true);
    }
    // Rotated text: ink in a tall narrow box right of (40, 30), none left of it.
    const ink = (at: (x: number, y: number) => number[], x0: number, x1: number, y0: number, y1: number): number => {
      let n = 0;
      for (let x = x0; x < x1; x += 0.2) for (let y = y0; y < y1; y += 0.2) if (at(x, y)[0]! < 100) n++;
      return n;
    };
    const pngAt = (x: number, y: number): number[] => png.pixel(Math.round(x * 10), Math.round(y * 10));
    for (const at of [pngAt, pdf.at]) {
      expect(ink(at, 40, 43, 22, 38)).toBeGreaterThan(20);
      expect(ink(at, 36, 38.8, 22, 38)).toBe(0); // the descender of g reaches 0.7 mm left of the baseline
    }

    const svg = readSvg(files.get('svg')!.toString('utf8'));
    const triangle = svg.elements.find((e) => e.attrs.id === 'triangle')!;
    expect(triangle.name).toBe('polygon');
    expect(triangle.attrs.points).toBe('5 35 25 35 15 5');
    expect(svg.elements.some((e) => e.name === 'polyline' && e.attrs.fill === 'none')).toBe(true);
    expect(svg.elements.some((e) => e.name === 'line' && e.attrs['stroke-dasharray'] === '2 2')).toBe(true);
    expect(svg.elements.some((e) => e.name === 'text' && e.attrs.transform === 'rotate(90 40 30)')).toBe(true);
    expect(
      svg.elements.some(
        (e) => e.name === 'g' && e.attrs.transform === 'translate(46 24) scale(2)' && e.attrs['clip-path'],
      ),
    ).toBe(true);
    // The font is embedded.
    expect(files.get('svg')!.toString('utf8')).toMatch(
      /@font-face\{font-family:'DejaVu Sans';src:url\(data:font\/ttf;base64,/,
    );
  });
});

describe('PNG pages on the worker thread', () => {
  const pages = (n: number): Scene => ({
    title: 'cards',
    basename: 'cards',
    pages: Array.from({ length: n }, (_, i) => ({ ...card, name: `p${i + 1}` })),
  });

  it('come back in page order, each the page it was sent as', async () => {
    const files: { name: string; data: Buffer }[] = [];
    for await (const f of renderFiles(pages(3), ['png'], 100)) files.push(f);
    expect(files.map((f) => f.name)).toEqual(['cards-p1.png', 'cards-p2.png', 'cards-p3.png']);
    for (const f of files) expect(near(decodePng(f.data).pixel(59, 98), RED)).toBe(true);
  });

  it('a reader who stops early gets no error, and the worker goes on to the next scene', async () => {
    for await (const f of renderFiles(pages(6), ['pdf', 'png'], 300)) {
      expect(f.format).toBe('pdf');
      break;
    }
    const next: string[] = [];
    for await (const f of renderFiles(pages(1), ['png'], 100)) next.push(f.name);
    expect(next).toEqual(['cards-p1.png']);
  });
});
