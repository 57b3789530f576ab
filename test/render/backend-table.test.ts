/**
 * The table of backends: every backend in it writes files of its own format at the scene's physical
 * size, one file for all pages or one a page as the table says; render/ keeps its two layers apart.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BACKENDS, FORMATS, type Format, writeScene } from '../../src/render/backends/index.js';
import type { Scene } from '../../src/render/scene.js';
import { pdfPageBox, pdfPageCount } from '../helpers/pdf.js';
import { PT, readPng, readSvg, tempDir } from './measure.js';

/** Two pages of different sizes, so that a backend writing the wrong page, or one page only, shows. */
const scene: Scene = {
  title: 'two cards',
  basename: 'cards',
  pages: [
    { width: 60, height: 40, name: 'p1', items: [{ kind: 'rect', x: 5, y: 5, w: 20, h: 10, fill: '#d01010' }] },
    {
      width: 50.8,
      height: 25.4,
      name: 'p2',
      items: [{ kind: 'text', x: 5, y: 15, text: 'Fers', size: 4, anchor: 'start', fill: '#000000' }],
    },
  ],
};
const DPI = 100;

/** Each format's file measured: its pages' sizes in mm, from what a reader of that format sees. */
const measure: Record<Format, (data: Buffer) => { width: number; height: number }[]> = {
  pdf: (data) =>
    Array.from({ length: pdfPageCount(data) }, (_, i) => {
      const [x0, y0, x1, y1] = pdfPageBox(data, i + 1, 'MediaBox')!;
      return { width: (x1! - x0!) / PT, height: (y1! - y0!) / PT };
    }),
  svg: (data) => {
    const svg = readSvg(data.toString('utf8'));
    const mm = (s: string): number => Number(/^([\d.]+)mm$/.exec(s)![1]);
    return [{ width: mm(svg.width), height: mm(svg.height) }];
  },
  png: (data) => {
    const png = readPng(data);
    // pHYs in pixels per metre (unit 1): the resolution the page was drawn at.
    expect(png.phys).toEqual({ x: Math.round(DPI / 0.0254), y: Math.round(DPI / 0.0254), unit: 1 });
    return [{ width: (png.width / DPI) * 25.4, height: (png.height / DPI) * 25.4 }];
  },
};

describe('the backend table', () => {
  it('names each format once, and every format has a measure here', () => {
    expect(new Set(FORMATS).size).toBe(BACKENDS.length);
    expect(Object.keys(measure).sort()).toEqual([...FORMATS].sort());
  });

  it.each(BACKENDS.map((b) => [b.format, b] as const))(
    "%s: writes files of its format at the pages' size",
    async (format, backend) => {
      const dir = tempDir();
      const written = await writeScene(scene, [format], DPI, dir);
      const names = backend.multiPage ? [`cards.${format}`] : ['cards-p1', 'cards-p2'].map((n) => `${n}.${format}`);
      expect(written.map((f) => f.path)).toEqual(names.map((n) => join(dir, n)));
      expect(written.every((f) => f.format === format)).toBe(true);
      expect(written.map((f) => f.pages)).toEqual(backend.multiPage ? [2] : [1, 1]);
      // The folder holds the files and the manifest listing them, nothing else.
      expect(readdirSync(dir).sort()).toEqual([...names, 'manifest.json'].sort());
      const sizes = names.flatMap((n) => measure[format](readFileSync(join(dir, n))));
      expect(sizes).toHaveLength(2);
      // A pixel is 0.254 mm at 100 dpi: PNG sizes are whole pixels.
      const tolerance = format === 'png' ? 0.26 : 0.01;
      scene.pages.forEach((page, i) => {
        expect(Math.abs(sizes[i]!.width - page.width), `${format} page ${i + 1} width`).toBeLessThan(tolerance);
        expect(Math.abs(sizes[i]!.height - page.height), `${format} page ${i + 1} height`).toBeLessThan(tolerance);
      });
    },
  );
});

describe('render/ in two layers', () => {
  const root = fileURLToPath(new URL('../../src/render/', import.meta.url));
  const imports = (folder: string): [string, string][] =>
    readdirSync(join(root, folder))
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) =>
        [...readFileSync(join(root, folder, f), 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map(
          (m): [string, string] => [`${folder}/${f}`, m[1]!],
        ),
      );

  it('layout/ holds the layouts and backends/ the writers', () => {
    for (const f of ['board', 'setup', 'counters', 'cards', 'diagrams', 'tiling', 'kit'])
      expect(existsSync(join(root, 'layout', `${f}.ts`)), f).toBe(true);
    for (const f of ['svg', 'pdf', 'png', 'write', 'manifest'])
      expect(existsSync(join(root, 'backends', `${f}.ts`)), f).toBe(true);
  });

  it('layout imports nothing from backends, and backends nothing from layout: they meet in the scene', () => {
    expect(imports('layout').filter(([, spec]) => spec.includes('/backends/'))).toEqual([]);
    expect(imports('backends').filter(([, spec]) => spec.includes('/layout/'))).toEqual([]);
  });
});
