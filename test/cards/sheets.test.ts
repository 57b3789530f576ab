/** Card sheets measured in the files written: sizes in mm, cards per sheet, text inside cards, marks as drawn. */

import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { ruleCardDiagrams } from '../../src/diagrams/moves.js';
import { InputError } from '../../src/errors.js';
import { renderCards } from '../../src/kit/index.js';
import { theFont } from '../../src/render/font.js';
import { cardScene, parseCardSize } from '../../src/render/layout/cards.js';
import type { Item } from '../../src/render/scene.js';
import { runCli } from '../helpers/cli.js';
import { templatesInTier } from '../helpers/family-templates.js';
import { tier } from '../helpers/tier.js';
import { luminance, pdfRects, readPdf, readSvg, rectBox, renderPdfPage, type SvgFile } from '../render/measure.js';

async function svgPages(variant: string, options: Parameters<typeof renderCards>[1] = {}): Promise<SvgFile[]> {
  return (await renderCards(loadVariant(variant), { ...options, format: ['svg'] })).map((f) =>
    readSvg(f.data.toString('utf8')),
  );
}

const edges = (svg: SvgFile) => svg.elements.filter((e) => /^card-\d+-edge$/.test(e.attrs.id ?? '')).map(rectBox);

describe('card sheets', () => {
  it('puts nine 63 x 88 mm cards edge to edge on an A4 sheet, one per piece type, one per rule card and a legend', async () => {
    for (const id of templatesInTier('odd')) {
      const loaded = loadVariant(id);
      // Rule cards follow the pieces' (a Shogi Pawn's drops).
      // Men that all move alike share one card; a legend explains the marks, where any man moves.
      const spec = loaded.variant.spec;
      const alike = spec.pieces.every((p) => JSON.stringify(p.atoms) === JSON.stringify(spec.pieces[0]!.atoms));
      const legend = spec.pieces.some((p) => p.atoms.length > 0) ? 1 : 0;
      let pieces = (alike ? 1 : spec.pieces.length) + ruleCardDiagrams(loaded.variant).length;
      const pages = await svgPages(id);
      // Examples too small to read beside their piece's moves have cards of their own.
      const apart = pages.reduce(
        (n, svg) =>
          n +
          svg.elements.filter((e) => e.name === 'text' && e.text.startsWith('examples · its moves and rules: card'))
            .length,
        0,
      );
      pieces += apart;
      expect(pages).toHaveLength(Math.ceil((pieces + legend) / 9));
      for (const svg of pages) {
        expect([svg.width, svg.height]).toEqual(['210mm', '297mm']);
        expect(svg.viewBox).toEqual([0, 0, 210, 297]);
      }
      const cards = pages.flatMap(edges);
      expect(cards, id).toHaveLength(pieces + legend);
      for (const c of cards) {
        expect(c.w).toBeCloseTo(63, 6);
        expect(c.h).toBeCloseTo(88, 6);
      }
      // 3 x 3, centred across the page, each card touching its neighbours.
      const first = edges(pages[0]!);
      const xs = [...new Set(first.map((c) => c.x.toFixed(3)))].map(Number);
      expect(xs[0]).toBeCloseTo((210 - 3 * 63) / 2, 6);
      if (first.length >= 3) expect(xs).toEqual([xs[0]!, xs[0]! + 63, xs[0]! + 126].map((x) => Number(x.toFixed(3))));
    }
  });

  it('writes the same cards as PDF pages of exactly A4, with the card outlines at 63 x 88 mm', async () => {
    const [pdf] = await renderCards(loadVariant('ecros'), { format: ['pdf'] });
    const pages = readPdf(pdf!.data);
    expect(pages).toHaveLength(5);
    for (const p of pages) {
      expect(p.width / (72 / 25.4)).toBeCloseTo(210, 2);
      expect(p.height / (72 / 25.4)).toBeCloseTo(297, 2);
    }
    const cards = pages.flatMap((p) =>
      pdfRects(p).filter((r) => Math.abs(r.w - 63) < 0.01 && Math.abs(r.h - 88) < 0.01),
    );
    // 37 cards and 8 of examples too small beside their pieces' moves: five full sheets, no slot left.
    expect(cards).toHaveLength(45);
    expect(pdf!.pages).toBe(5);
  });

  it('takes other card sizes, named or in mm, and fits as many as the paper holds', async () => {
    expect(parseCardSize('bridge')).toEqual({ w: 57, h: 89 });
    expect(parseCardSize('70x120')).toEqual({ w: 70, h: 120 });
    const tarot = await svgPages('chess', { cardSize: 'tarot' });
    // 2 x 2 tarot cards on A4: 7 cards on 2 sheets.
    expect(tarot.map((p) => edges(p).length)).toEqual([4, 3]);
    expect(edges(tarot[0]!)[0]).toMatchObject({ w: 70, h: 120 });
    // Wide cards: A4 portrait holds 2 x 4 of 88 x 63 (landscape only 3 x 2).
    const wide = cardScene(loadVariant('ecros'), { cardSize: '88x63' });
    expect(wide.pages[0]!.width).toBe(210);
    const perSheet = wide.pages.map(
      (p) => p.items.filter((i) => i.kind === 'group' && i.id?.startsWith('card-')).length,
    );
    expect(perSheet.slice(0, -1).every((n) => n === 8)).toBe(true);
    expect(perSheet[perSheet.length - 1]).toBeLessThanOrEqual(8);
    expect(cardScene(loadVariant('chess'), { cardSize: '88x63', orientation: 'landscape' }).pages[0]!.width).toBe(297);
    expect(() => cardScene(loadVariant('chess'), { cardSize: '200x250' })).toThrow(/does not fit on a4 paper/);
    for (const bad of ['63', '63x', 'x88', 'big', '10x88', '63x900'])
      expect(() => parseCardSize(bad), bad).toThrow(InputError);
  });

  it('keeps every line of text inside its card and clear of the diagrams, whatever the card size', () => {
    const cap = theFont().capHeight;
    const descent = -theFont().descent;
    const sizes = ['63x88', '57x89', '88x63', '70x120'];
    for (const [i, id] of templatesInTier().entries()) {
      // Every size for every variant in the deep tier; in npm test each variant one size, in turn.
      for (const size of tier([sizes[i % sizes.length]!], sizes)) {
        const scene = cardScene(loadVariant(id), { cardSize: size });
        const { w, h } = parseCardSize(size);
        for (const page of scene.pages) {
          for (const card of page.items) {
            if (card.kind !== 'group' || !card.id?.startsWith('card-')) continue;
            const texts: { box: { x0: number; x1: number; y0: number; y1: number }; token: boolean; s: string }[] = [];
            const windows: { x0: number; x1: number; y0: number; y1: number }[] = [];
            const walk = (items: readonly Item[], dx: number, dy: number, k: number, inWindow: boolean): void => {
              for (const it of items) {
                if (it.kind === 'group') {
                  const [tx, ty] = it.translate ?? [0, 0];
                  walk(
                    it.items,
                    dx + k * tx,
                    dy + k * ty,
                    k * (it.scale ?? 1),
                    inWindow || /-[db]\d+$/.test(it.id ?? ''),
                  );
                } else if (it.kind === 'text') {
                  const tw = theFont().width(it.text, it.size) * k;
                  const x = dx + k * it.x;
                  const x0 = it.anchor === 'start' ? x : it.anchor === 'middle' ? x - tw / 2 : x - tw;
                  const y = dy + k * it.y;
                  texts.push({
                    box: { x0, x1: x0 + tw, y0: y - cap * it.size * k, y1: y + descent * it.size * k },
                    token: inWindow,
                    s: it.text,
                  });
                } else if (it.kind === 'rect' && it.id?.endsWith('-frame')) {
                  windows.push({
                    x0: dx + k * it.x,
                    x1: dx + k * (it.x + it.w),
                    y0: dy + k * it.y,
                    y1: dy + k * (it.y + it.h),
                  });
                }
              }
            };
            walk(card.items, 0, 0, 1, false);
            expect(texts.length).toBeGreaterThan(3);
            for (const t of texts) {
              const where = `${id} ${size} ${card.id} "${t.s}"`;
              expect(t.box.x0, where).toBeGreaterThanOrEqual(0.5);
              expect(t.box.x1, where).toBeLessThanOrEqual(w - 0.5);
              expect(t.box.y0, where).toBeGreaterThanOrEqual(0.5);
              expect(t.box.y1, where).toBeLessThanOrEqual(h - 0.3);
              if (t.token) continue;
              for (const win of windows) {
                const apart = t.box.x1 <= win.x0 || t.box.x0 >= win.x1 || t.box.y1 <= win.y0 || t.box.y0 >= win.y1;
                expect(apart, `${where} overlaps a diagram`).toBe(true);
              }
            }
          }
        }
      }
    }
  });

  it('prints each kind of mark in its colour where the layout put it (MuPDF, colour)', async () => {
    const [pdf] = await renderCards(loadVariant('chess'), { format: ['pdf'] });
    const raster = renderPdfPage(pdf!.data, 1, 100);
    const page = cardScene(loadVariant('chess')).pages[0]!;
    // Each mark's centre on the page, and the colour its shape has there: the fill of a disc or diamond,
    // the fill of a hollow ring's inside, the stroke of a capture's cross.
    const seen = new Map<string, { rgb: [number, number, number]; want: string }>();
    const walk = (items: readonly Item[], dx: number, dy: number, k: number): void => {
      for (const it of items) {
        if (it.kind !== 'group') continue;
        const [tx, ty] = it.translate ?? [0, 0];
        const [x, y, s] = [dx + k * tx, dy + k * ty, k * (it.scale ?? 1)];
        const kind = /-mark-\d+-\d+-(.*)$/.exec(it.id ?? '')?.[1];
        if (kind && !seen.has(kind)) {
          const shape = it.items[0] as Extract<Item, { kind: 'group' }>;
          const [sx, sy] = shape.translate!;
          const cross = shape.items.find((i) => i.kind === 'line');
          const want = cross?.kind === 'line' ? cross.stroke! : (shape.items[0] as { fill: string }).fill;
          seen.set(kind, { rgb: raster.at(x + s * sx, y + s * sy), want });
        }
        walk(it.items, x, y, s);
      }
    };
    walk(page.items, 0, 0, 1);
    // King and Queen: both; Knight: a jump; Pawn: move only, first move only, capture only; castling: once.
    expect([...seen.keys()].sort()).toEqual(['both', 'both-jump', 'capture', 'move', 'move-initial', 'move-once']);
    for (const [kind, { rgb, want }] of seen) {
      const close = [1, 3, 5].every((i, j) => Math.abs(rgb[j]! - parseInt(want.slice(i, i + 2), 16)) <= 40);
      expect(close, `${kind}: ${rgb} on the page, ${want} in the layout`).toBe(true);
    }
    // The Interactive Diagram's colours: yellow, green, red, orange.
    const hue = (hex: string): [number, number, number] =>
      [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
    const [both, jump, capture] = ['both', 'both-jump', 'capture'].map((k) => hue(seen.get(k)!.want));
    expect(both![0] > 180 && both![1] > 150 && both![2] < 80).toBe(true);
    expect(jump![0] > 200 && jump![1] > 90 && jump![1] < 170 && jump![2] < 60).toBe(true);
    expect(capture![0] > 150 && capture![1] < 80).toBe(true);
  });

  it('tells the kinds of mark apart by shape alone in --mono, in black and greys only', async () => {
    const pages = await svgPages('orthodia', { mono: true });
    const svg = pages[0]!;
    const signatures = new Map<string, Set<string>>();
    for (const g of svg.elements.filter((e) => e.name === 'g' && /-d\d+-mark-/.test(e.attrs.id ?? ''))) {
      const kind = /-mark-\d+-\d+-(.*)$/.exec(g.attrs.id!)![1]!;
      const inside = svg.elements.filter((e) => e.ancestors.includes(g.attrs.id!) && e.name !== 'g');
      const sig = inside
        .map(
          (e) =>
            `${e.name}${e.name === 'polygon' ? `/${e.attrs.points!.split(/\s+/).length / 2}` : ''}:${e.attrs.fill === 'none' || e.attrs.fill === '#ffffff' ? 'open' : 'filled'}`,
        )
        .join(' ');
      signatures.set(kind, (signatures.get(kind) ?? new Set()).add(sig));
    }
    expect(signatures.size).toBeGreaterThanOrEqual(5);
    const byKind = [...signatures].map(([kind, sigs]) => {
      expect(sigs.size, `${kind} drawn one way`).toBe(1);
      return [kind, [...sigs][0]!] as const;
    });
    expect(new Set(byKind.map(([, sig]) => sig)).size, byKind.map((k) => k.join(' = ')).join('\n')).toBe(byKind.length);
    const colours = new Set(
      svg.elements.flatMap((e) => [e.attrs.fill, e.attrs.stroke]).filter((c) => c && c !== 'none'),
    );
    for (const c of colours) {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(c!.slice(i, i + 2), 16));
      expect(r === g && g === b, `${c} is not a grey`).toBe(true);
    }
    expect(luminance('#000000')).toBe(0);
  });

  it('fairyprint cards: bad arguments get one line and exit code 2', async () => {
    for (const [args, message] of [
      [['cards', 'chess', '--card-size', 'huge'], /--card-size must be WIDTHxHEIGHT in mm/],
      [['cards', 'chess', '--card-size', '63x20'], /--card-size height must be a number from 40 to 250, not 20/],
      [['cards', 'chess', '--card-size', '220x250'], /does not fit on a4 paper/],
      [['cards', 'chess', '--dpi', '5'], /--dpi must be a number from 30/],
      [['cards', 'nonesuch'], /unknown variant "nonesuch"/],
    ] as [string[], RegExp][]) {
      const run = await runCli(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.err).toMatch(message);
      expect(run.err.trimEnd().split('\n'), args.join(' ')).toHaveLength(1);
    }
  });
});
