/** The PDFs as a real renderer (MuPDF) draws them, sampled where the layout put things. */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { type BoardOptions, boardScene, renderBoard, renderCounters } from '../../src/render/index.js';
import { fixture, luminance, renderPdfPage, sceneRects } from './measure.js';

const DPI = 40;

async function pdfOf(variant: string, options: BoardOptions): Promise<Buffer> {
  const [pdf] = await renderBoard(loadVariant(variant), { ...options, format: ['pdf'] });
  return pdf!.data;
}

const near = (a: [number, number, number], hex: string, tolerance = 24): boolean =>
  [1, 3, 5].every((i, k) => Math.abs(a[k]! - parseInt(hex.slice(i, i + 2), 16)) <= tolerance);

describe('boards through MuPDF', () => {
  it('paints every square light or dark as laid out (chess)', async () => {
    const options = { squareMm: 20 };
    const raster = renderPdfPage(await pdfOf('chess', options), 1, DPI);
    expect([raster.width, raster.height]).toEqual([Math.round((210 / 25.4) * DPI), Math.round((297 / 25.4) * DPI)]);
    const squares = sceneRects(boardScene(loadVariant('chess'), options).pages[0]!.items).filter((r) =>
      r.id?.startsWith('sq-'),
    );
    expect(squares).toHaveLength(64);
    for (const sq of squares) {
      const seen = raster.at(sq.abs.x + sq.abs.w / 2, sq.abs.y + sq.abs.h / 2);
      expect(near(seen, sq.fill!), `${sq.id} is ${seen} on the page, ${sq.fill} in the layout`).toBe(true);
    }
    const file = (name: string): string => squares.find((s) => s.id === `sq-${name}`)!.fill!;
    expect(luminance(file('a1'))).toBeLessThan(luminance(file('h1')));
  });

  it('leaves the holes of the Gustavian board as bare paper', async () => {
    const options = {};
    const raster = renderPdfPage(await pdfOf(fixture('gustavian'), options), 1, DPI);
    const squares = sceneRects(boardScene(loadVariant(fixture('gustavian')), options).pages[0]!.items).filter((r) =>
      r.id?.startsWith('sq-'),
    );
    const box = (name: string) => squares.find((s) => s.id === `sq-${name}`)!.abs;
    const [z1, z8, a2] = [box('z1'), box('z8'), box('a2')];
    // z2 would sit above z1 and left of a2.
    const hole = raster.at(z1.x + z1.w / 2, a2.y + a2.h / 2);
    expect(hole).toEqual([255, 255, 255]);
    expect(near(raster.at(z8.x + z8.w / 2, z8.y + z8.h * 0.85), squares.find((s) => s.id === 'sq-z8')!.fill!)).toBe(
      true,
    );
  });

  it('draws a tile of a tiled board with its squares where the layout says (page 2 is tile A1)', async () => {
    const options = { squareMm: 20 };
    const pdf = await pdfOf(fixture('big'), options);
    const page = boardScene(loadVariant(fixture('big')), options).pages[1]!;
    expect(page.name).toBe('r1c1');
    const raster = renderPdfPage(pdf, 2, DPI);
    const squares = sceneRects(page.items).filter((r) => r.id?.startsWith('sq-'));
    expect(squares.length).toBe(70);
    for (const sq of squares) expect(near(raster.at(sq.abs.x + 3, sq.abs.y + 3), sq.fill!), sq.id).toBe(true);
    // The glue strip, right of the last square, repeats the neighbour's squares under a white wash.
    const glue = sceneRects(page.items).find((r) => r.id === 'glue-right')!;
    const under = sceneRects(page.items).filter((r) => !r.id && (r.fill === '#f0d9b5' || r.fill === '#b58863'));
    for (const dy of [10, 30, 50]) {
      const [x, y] = [glue.abs.x + glue.abs.w / 2, glue.abs.y + dy];
      const square = under.find((r) => x > r.abs.x && x < r.abs.x + r.abs.w && y > r.abs.y && y < r.abs.y + r.abs.h)!;
      expect(square, `a square under the strip at ${dy} mm`).toBeDefined();
      const washed = [1, 3, 5].map((i) =>
        Math.round(parseInt(square.fill!.slice(i, i + 2), 16) * (1 - glue.opacity!) + 255 * glue.opacity!),
      );
      const want = `#${washed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
      expect(near(raster.at(x, y), want, 8), `${dy} mm: ${raster.at(x, y)} vs ${want}`).toBe(true);
    }
  });

  it('prints Black counters dark and White ones light in colour; with --mono White white, Black light grey', async () => {
    for (const mono of [false, true]) {
      const [pdf] = await renderCounters(loadVariant(fixture('legions')), { format: ['pdf'], mono, gutterMm: 3 });
      const raster = renderPdfPage(pdf!.data, 1, 100);
      const { counterScene } = await import('../../src/render/index.js');
      const page = counterScene(loadVariant(fixture('legions')), { mono, gutterMm: 3 }).pages[0]!;
      for (const it of page.items) {
        if (it.kind !== 'group' || !it.id?.startsWith('counter-')) continue;
        const [x, y] = it.translate!;
        // Just inside the cut line, clear of the text and of mono's frame.
        const seen = luminance(raster.at(x + 0.45, y + 0.45));
        if (it.id.startsWith('counter-white')) expect(seen, it.id).toBeGreaterThan(0.85);
        else if (mono) expect(seen, it.id).toBeGreaterThan(0.6);
        else expect(seen, it.id).toBeLessThan(0.3);
        if (mono && it.id.startsWith('counter-black')) expect(seen, it.id).toBeLessThan(0.85);
      }
    }
  });
});
