import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { PngWriter, pageToPng, pixelSize, rasterise, rasterJob } from '../../src/render/backends/png.js';
import { FONT_FILE } from '../../src/render/font.js';
import type { Page } from '../../src/render/index.js';
import { cardScene } from '../../src/render/layout/cards.js';
import { decodePng, readPng } from './measure.js';

/** A small page: a 30 x 20 mm card with a 10 mm black square 5 mm in, and a line of text. */
const card: Page = {
  width: 30,
  height: 20,
  name: '',
  items: [
    { kind: 'rect', x: 5, y: 5, w: 10, h: 10, fill: '#000000' },
    { kind: 'text', x: 17, y: 12, text: 'Tercio', size: 3, anchor: 'start', fill: '#000000' },
  ],
};

describe('PNG at a chosen DPI', () => {
  it('is the page size x DPI in pixels, with pHYs saying that DPI (300 DPI)', async () => {
    const png = readPng(await pageToPng(card, 'card', 300));
    expect([png.width, png.height]).toEqual([354, 236]);
    expect(png.phys).toEqual({ x: 11811, y: 11811, unit: 1 });
    expect(png.chunks.slice(0, 2)).toEqual(['IHDR', 'pHYs']);
    expect(png.chunks.filter((c) => c === 'pHYs')).toHaveLength(1);
  });

  it('rounds pixel sizes from millimetres: A4 at 300 DPI is 2480 x 3508', () => {
    expect(pixelSize({ width: 210, height: 297 }, 300)).toEqual({ width: 2480, height: 3508 });
    expect(pixelSize({ width: 215.9, height: 279.4 }, 100)).toEqual({ width: 850, height: 1100 });
  });

  it('draws a 10 mm square as 10 mm of pixels', async () => {
    const image = decodePng(await pageToPng(card, 'card', 254));
    // 254 DPI: 10 pixels per mm. The square covers x 50..149.
    const dark = (x: number, y: number): boolean => image.pixel(x, y)[0] < 128;
    expect(dark(50, 100)).toBe(true);
    expect(dark(149, 100)).toBe(true);
    expect(dark(48, 100)).toBe(false);
    expect(dark(151, 100)).toBe(false);
    // The text is rendered: some dark pixels right of the square.
    let ink = 0;
    for (let x = 170; x < 290; x++) for (let y = 90; y < 125; y++) if (dark(x, y)) ink++;
    expect(ink).toBeGreaterThan(100);
  });

  it('encodes any pixels losslessly, RGB or grey: rows and pixels repeated or not, any width, any strips', async () => {
    const image = fc
      .record({
        w: fc.integer({ min: 1, max: 13 }),
        h: fc.integer({ min: 1, max: 9 }),
        grey: fc.boolean(),
        palette: fc.array(fc.integer({ min: 0, max: 0xffffff }), { minLength: 1, maxLength: 4 }),
      })
      .chain(({ w, h, grey, palette }) =>
        fc.record({
          w: fc.constant(w),
          h: fc.constant(h),
          grey: fc.constant(grey),
          // Few colours, so that pixels and whole rows repeat the ones above, as on printed pages.
          pixels: fc.array(fc.constantFrom(...palette.map((c) => (grey ? (c & 255) * 0x010101 : c))), {
            minLength: w * h,
            maxLength: w * h,
          }),
          cut: fc.integer({ min: 1, max: h }),
        }),
      );
    await fc.assert(
      fc.asyncProperty(image, async ({ w, h, grey, pixels, cut }) => {
        const rgba = new Uint8Array(4 * w * h);
        pixels.forEach((c, i) => rgba.set([c >> 16, (c >> 8) & 255, c & 255, 255], 4 * i));
        const writer = new PngWriter(w, h, 300, grey);
        for (let top = 0; top < h; top += cut)
          await writer.addRows(rgba.subarray(4 * w * top, 4 * w * Math.min(h, top + cut)));
        const png = await writer.finish();
        // IHDR's colour type: 0 grey, 2 RGB.
        expect(png[25]).toBe(grey ? 0 : 2);
        const decoded = decodePng(png);
        for (let i = 0; i < w * h; i++)
          expect(decoded.pixel(i % w, Math.floor(i / w)).slice(0, 3)).toEqual([...rgba.subarray(4 * i, 4 * i + 3)]);
      }),
      { numRuns: 300 },
    );
  });

  it('writes a page of greys only as a grey PNG, pixel for pixel what the RGB one holds', async () => {
    const mono = cardScene(loadVariant('chess-legions'), { mono: true }).pages[0]!;
    const colour = cardScene(loadVariant('chess-legions')).pages[0]!;
    expect(rasterJob(colour, 'cards', 100).grey).toBe(false);
    const job = rasterJob(mono, 'cards', 100);
    expect(job.grey).toBe(true);
    const [grey, rgb] = [await rasterise(job), await rasterise({ ...job, grey: false })];
    expect([grey[25], rgb[25]]).toEqual([0, 2]);
    expect(grey.length).toBeLessThan(rgb.length);
    const [a, b] = [decodePng(grey), decodePng(rgb)];
    let [differing, ink] = [0, 0];
    for (let y = 0; y < a.height; y++) {
      for (let x = 0; x < a.width; x++) {
        const [p, q] = [a.pixel(x, y), b.pixel(x, y)];
        if (p[0] !== q[0] || p[1] !== q[1] || p[2] !== q[2]) differing++;
        if (q[0] < 128) ink++;
      }
    }
    expect([a.width, a.height]).toEqual([b.width, b.height]);
    expect(differing).toBe(0);
    expect(ink).toBeGreaterThan(1000);
  });

  it('encodes pixels losslessly as RGB, strip after strip, every chunk with a valid CRC', async () => {
    const [w, h] = [7, 5];
    const rgba = new Uint8Array(w * h * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 37) % 256));
    const writer = new PngWriter(w, h, 96);
    await writer.addRows(rgba.subarray(0, 2 * w * 4));
    await writer.addRows(rgba.subarray(2 * w * 4));
    const png = await writer.finish();
    const info = readPng(png);
    expect(info.chunks).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
    expect(info.phys).toEqual({ x: 3780, y: 3780, unit: 1 });
    const image = decodePng(png);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = 4 * (y * w + x);
        expect(image.pixel(x, y).slice(0, 3)).toEqual([rgba[i], rgba[i + 1], rgba[i + 2]]);
      }
    }
  });

  it('draws a page in strips as in one piece, up to anti-aliasing where a shape crosses a seam', async () => {
    const whole = decodePng(await pageToPng(card, 'card', 200));
    // Strips of 7 rows: a seam at every 7th row, through the square and the text.
    const strips = decodePng(await pageToPng(card, 'card', 200, FONT_FILE, 7 * 4 * whole.width));
    let differing = 0;
    for (let y = 0; y < whole.height; y++) {
      for (let x = 0; x < whole.width; x++) {
        const d = Math.abs(whole.pixel(x, y)[0] - strips.pixel(x, y)[0]);
        expect(d, `${x},${y}`).toBeLessThanOrEqual(64);
        if (d > 3) differing++;
      }
    }
    expect(differing).toBeLessThan(0.005 * whole.width * whole.height);
  });

  it('draws a strip from only the items that reach it, as the whole page draws them (a card sheet)', async () => {
    const sheet = cardScene(loadVariant('secutor')).pages[0]!;
    const whole = decodePng(await pageToPng(sheet, 'cards', 60, FONT_FILE, 1 << 30));
    // Strips of 20 rows: each carries a few cards' items only.
    const strips = decodePng(await pageToPng(sheet, 'cards', 60, FONT_FILE, 20 * 4 * whole.width));
    let differing = 0;
    for (let y = 0; y < whole.height; y++) {
      for (let x = 0; x < whole.width; x++) {
        const d = Math.max(...[0, 1, 2].map((c) => Math.abs(whole.pixel(x, y)[c]! - strips.pixel(x, y)[c]!)));
        if (d > 3) differing++;
      }
    }
    expect(differing).toBeLessThan(0.005 * whole.width * whole.height);
  });

  it('gives a strip the pieces of a group that reach it, not the whole group; a clipped group stays whole', () => {
    const page: Page = {
      width: 100,
      height: 100,
      name: '',
      items: [
        {
          kind: 'group',
          translate: [10, 20],
          scale: 2,
          items: [
            { kind: 'rect', x: 0, y: 0, w: 5, h: 5, fill: '#000000' },
            {
              kind: 'group',
              translate: [0, 30],
              items: [{ kind: 'text', x: 1, y: 2, text: 'Legion', size: 3, anchor: 'start', fill: '#000000' }],
            },
            {
              kind: 'group',
              clip: { x: 0, y: 0, w: 4, h: 4 },
              items: [{ kind: 'circle', cx: 2, cy: 2, r: 3, fill: '#ff0000' }],
            },
          ],
        },
      ],
    };
    const job = rasterJob(page, 'pieces', 100);
    expect(job.units).toHaveLength(3);
    // Each piece lands where the group put it: the rect at (10, 20), 10 mm square; the text 60 mm lower,
    // its baseline at 20 + 2 x (30 + 2) = 84 mm.
    expect(job.bounds[0]).toEqual({ x: 10, y: 20, w: 10, h: 10 });
    expect(job.bounds[1]!.y).toBeGreaterThan(70);
    expect(job.bounds[1]!.y).toBeLessThan(84);
    expect(job.units[1]).toMatch(/^<g transform="translate\(10 80\) scale\(2\)"><text /);
    // The clipped group: one unit, bounded by its clip.
    expect(job.units[2]).toMatch(/clip-path="url\(#clip1\)"/);
    expect(job.bounds[2]).toEqual({ x: 10, y: 20, w: 8, h: 8 });
    expect(job.head).toContain('<clipPath id="clip1">');
  });
});
