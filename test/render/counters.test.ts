import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { InputError } from '../../src/errors.js';
import { type CounterOptions, counterScene, renderCounters, writeCounters } from '../../src/render/index.js';
import {
  decodePng,
  fixture,
  luminance,
  pdfText,
  readPdf,
  readSvg,
  rectBox,
  type SvgElement,
  type SvgFile,
  shapeBox,
  tempDir,
} from './measure.js';

interface SheetCounter {
  id: string;
  side: 'white' | 'black';
  box: { x: number; y: number; w: number; h: number };
  fill: string;
  /** Abbreviation, then the name's lines. */
  texts: string[];
  frame: SvgElement | undefined;
}

function countersOf(svg: SvgFile): SheetCounter[] {
  const groups = svg.elements.filter((e) => e.name === 'g' && e.attrs.id?.startsWith('counter-'));
  return groups.map((g) => {
    const inside = svg.elements.filter((e) => e.ancestors[e.ancestors.length - 1] === g.attrs.id);
    // The fill (running past the cut), then the outline on the true edge, in the counter's shape.
    const [fill, edge, ...rest] = inside.filter(
      (e) => e.name === 'rect' || e.name === 'polygon' || e.name === 'circle',
    );
    const rects = [edge!, ...rest].filter((e) => e.name === 'rect');
    return {
      id: g.attrs.id!,
      side: g.attrs.id!.startsWith('counter-white') ? 'white' : 'black',
      box: shapeBox(edge!),
      fill: fill!.attrs.fill!,
      texts: inside.filter((e) => e.name === 'text').map((e) => e.text),
      // The heavy inner frame of a mono Black counter: a second rect nearly the counter's size.
      frame: rects.slice(1).find((r) => rectBox(r).w > 0.8 * rectBox(rects[0]!).w),
    };
  });
}

async function sheets(variant: string, options: CounterOptions = {}): Promise<Map<string, SvgFile>> {
  const files = await renderCounters(loadVariant(variant), { ...options, format: ['svg'] });
  return new Map(files.map((f) => [f.name, readSvg(f.data.toString('utf8'))]));
}

describe('counter sheets', () => {
  it('ECROS: 40 + 40 counters, each with its abbreviation and full name written out', async () => {
    const { variant } = loadVariant('ecros');
    const [sheet, ...more] = (await sheets('ecros')).values();
    expect(more).toHaveLength(0);
    const counters = countersOf(sheet!);
    expect(counters.filter((c) => c.side === 'white')).toHaveLength(40);
    expect(counters.filter((c) => c.side === 'black')).toHaveLength(40);
    const byName = new Map(variant.spec.pieces.map((p) => [p.name, p.abbrev]));
    // A long jumper's icon holds the length of its leap: a number, never part of a name.
    const nameOf = (c: SheetCounter): string =>
      c.texts
        .slice(1)
        .filter((t) => !/^\d+$/.test(t))
        .join(' ');
    for (const c of counters) expect(byName.get(nameOf(c))).toBe(c.texts[0]);
    // Every type of the roster is there, on both sides.
    expect(new Set(counters.map(nameOf)).size).toBe(variant.spec.pieces.length);
  });

  it('sizes counters to 90 % of the square by default, or the percentage asked for', async () => {
    const [sheet] = (await sheets(fixture('big'), { squareMm: 20 })).values();
    for (const c of countersOf(sheet!)) {
      expect(c.box.w).toBeCloseTo(18, 2);
      expect(c.box.h).toBeCloseTo(18, 2);
    }
    const [small] = (await sheets(fixture('big'), { squareMm: 20, sizePct: 75 })).values();
    expect(countersOf(small!)[0]!.box.w).toBeCloseTo(15, 2);
  });

  it('keeps a gutter between counters and crop marks continuing every cut edge', async () => {
    const [sheet] = (await sheets(fixture('legions'), { gutterMm: 4 })).values();
    const counters = countersOf(sheet!);
    const row = counters.filter((c) => Math.abs(c.box.y - counters[0]!.box.y) < 0.01).sort((a, b) => a.box.x - b.box.x);
    expect(row.length).toBeGreaterThan(2);
    expect(row[1]!.box.x - (row[0]!.box.x + row[0]!.box.w)).toBeCloseTo(4, 2);
    const top = Math.min(...counters.map((c) => c.box.y));
    const marks = sheet!.elements.filter(
      (e) => e.name === 'line' && e.attrs.x1 === e.attrs.x2 && Number(e.attrs.y2) < top,
    );
    for (const c of row) {
      for (const edge of [c.box.x, c.box.x + c.box.w])
        expect(marks.some((m) => Math.abs(Number(m.attrs.x1) - edge) < 0.01)).toBe(true);
    }
  });

  it('tells White from Black: light and dark counters in colour; in --mono white against grey with a heavy frame, no dark fill', async () => {
    const [colour] = (await sheets(fixture('big'))).values();
    for (const c of countersOf(colour!)) {
      if (c.side === 'white') expect(luminance(c.fill)).toBeGreaterThan(0.85);
      else expect(luminance(c.fill)).toBeLessThan(0.25);
    }
    const [mono] = (await sheets(fixture('big'), { mono: true })).values();
    for (const c of countersOf(mono!)) {
      if (c.side === 'white') {
        expect(c.fill).toBe('#ffffff');
        expect(c.frame).toBeUndefined();
      } else {
        expect(luminance(c.fill)).toBeGreaterThan(0.6);
        expect(luminance(c.fill)).toBeLessThan(0.8);
        expect(Number(c.frame!.attrs['stroke-width'])).toBeGreaterThan(0.5);
      }
    }
  });

  it('--mono: White and Black counters differ at a glance in the rendered pixels', async () => {
    const [svg] = (await sheets('chess', { mono: true })).values();
    const [png] = await renderCounters(loadVariant('chess'), { mono: true, format: ['png'], dpi: 100 });
    const raster = decodePng(png!.data);
    const px = 100 / 25.4;
    /** Mean luminance over the counter's area. */
    const mean = (c: SheetCounter): number => {
      let sum = 0;
      let n = 0;
      for (let y = c.box.y + 0.5; y < c.box.y + c.box.h - 0.5; y += 0.5) {
        for (let x = c.box.x + 0.5; x < c.box.x + c.box.w - 0.5; x += 0.5) {
          const [r, g, b] = raster.pixel(Math.floor(x * px), Math.floor(y * px));
          sum += luminance([r, g, b]);
          n++;
        }
      }
      return sum / n;
    };
    const counters = countersOf(svg!);
    const lightestBlack = Math.max(...counters.filter((c) => c.side === 'black').map(mean));
    const darkestWhite = Math.min(...counters.filter((c) => c.side === 'white').map(mean));
    expect(darkestWhite - lightestBlack).toBeGreaterThan(0.15);
  });

  it('adds spares of every promotion type, per side: by default one for each man that can promote, at most 3 of the strongest and 1 of each other; --spares N, 0 for none', async () => {
    const count = async (variant: string, options: CounterOptions): Promise<Record<string, number>> => {
      const tally: Record<string, number> = {};
      for (const svg of (await sheets(variant, options)).values()) {
        for (const c of countersOf(svg)) {
          // The name after the figurine or letters (the white knight's figurine is drawn four times).
          const key = `${c.side} ${c.texts.filter((t) => t !== c.texts[0]).join(' ')}`;
          tally[key] = (tally[key] ?? 0) + 1;
        }
      }
      return tally;
    };
    const none = await count(fixture('legions'), { spares: 0 });
    const byDefault = await count(fixture('legions'), {});
    const two = await count(fixture('legions'), { spares: 2 });
    for (const side of ['white', 'black']) {
      // Ten Pawns promote: three spare Queens, the strongest, and one of each other piece.
      for (const [name, spares] of [
        ['Queen', 3],
        ['Rook', 1],
        ['Bishop', 1],
        ['Knight', 1],
      ] as const) {
        expect(byDefault[`${side} ${name}`]! - none[`${side} ${name}`]!).toBe(spares);
        expect(two[`${side} ${name}`]! - none[`${side} ${name}`]!).toBe(2);
      }
      expect(two[`${side} King`]).toBe(none[`${side} King`]);
      expect(two[`${side} Pawn`]).toBe(10);
    }
    // The seeds' promotion pieces: three more Queens in chess, one more of each other piece (a third
    // Secutor), Orthodia's promotion set, its strongest three times.
    expect((await count('chess', {}))['white Queen']).toBe(4);
    expect((await count('chess', {}))['white Rook']).toBe(3);
    expect((await count('secutor', {}))['black Secutor']).toBe(3);
    const orthodia = await count('orthodia', {});
    const spares = ['Bisroos', 'Gold', 'Roobis'].map((name) => orthodia[`white ${name}`]! - 2);
    expect(spares.sort()).toEqual([1, 1, 3]);
  });

  it("chess counters carry the chess figurines, White's and Black's, as text", async () => {
    const [svg] = (await sheets('chess', { spares: 0 })).values();
    const tops = countersOf(svg!).map((c) => `${c.side} ${c.texts[0]} ${c.texts.slice(1).join(' ')}`);
    for (const [glyph, name, n] of [
      ['\u2654', 'King', 1],
      ['\u2655', 'Queen', 1],
      ['\u2656', 'Rook', 2],
      ['\u2657', 'Bishop', 2],
      ['\u2658', 'Knight', 2],
      ['\u2659', 'Pawn', 8],
    ] as const) {
      // The white knight is drawn four times over, a hair apart, to print as heavy as the others.
      expect(
        tops.filter((t) => t === `white ${glyph} ${name}` || t === `white ${glyph} ${glyph} ${glyph} ${glyph} ${name}`),
        name,
      ).toHaveLength(n);
      const black = String.fromCodePoint(glyph.codePointAt(0)! + 6);
      expect(
        tops.filter((t) => t === `black ${black} ${name}`),
        name,
      ).toHaveLength(n);
    }
  });

  it('with Masked Men and --backs, the backs of Guard, Assassin and mercenary tokens are all alike', async () => {
    const files = await renderCounters(loadVariant('chess-legions'), {
      option: ['masked-men'],
      backs: true,
      format: ['svg'],
      spares: 0,
    });
    const fronts = files
      .filter((f) => !f.name.includes('back'))
      .flatMap((f) => countersOf(readSvg(f.data.toString('utf8'))));
    const backs = new Map(
      files
        .filter((f) => f.name.includes('back'))
        .flatMap((f) => countersOf(readSvg(f.data.toString('utf8'))))
        .map((c) => [c.id, c]),
    );
    const masked = fronts.filter((c) => ['Guard', 'Assassin', 'Mercenary'].includes(c.texts.slice(1).join(' ')));
    expect(masked).toHaveLength(8);
    for (const side of ['white', 'black']) {
      const faces = new Set(
        masked
          .filter((c) => c.side === side)
          .map((c) => JSON.stringify([backs.get(c.id)!.texts, backs.get(c.id)!.fill])),
      );
      expect(faces.size, side).toBe(1);
      expect([...faces][0]).not.toMatch(/Guard|Assassin/);
    }
    // Other men keep their face on the back.
    const rook = fronts.find((c) => c.texts.includes('Rook'))!;
    expect(backs.get(rook.id)!.texts).toEqual(rook.texts);
  });

  it('prints mercenary mask tokens for Masked Men only when the option is chosen', async () => {
    const mercenaries = async (options: CounterOptions): Promise<SheetCounter[]> =>
      [...(await sheets(fixture('legions'), options)).values()]
        .flatMap(countersOf)
        .filter((c) => c.texts.includes('Mercenary'));
    expect(await mercenaries({})).toHaveLength(0);
    const masks = await mercenaries({ option: ['masked-men'] });
    // One per Guard and per Assassin, for each side.
    expect(masks.filter((c) => c.side === 'white')).toHaveLength(2);
    expect(masks.filter((c) => c.side === 'black')).toHaveLength(2);
    expect(() => counterScene(loadVariant(fixture('legions')), { option: ['masked'] })).toThrow(InputError);
    expect(() => counterScene(loadVariant(fixture('legions')), { option: ['masked'] })).toThrow(/options: masked-men/);
  });

  it('Chess Legions prints its spare Queens as Warlords, as its definition says', async () => {
    const names = [...(await sheets('chess-legions', { spares: 1 })).values()]
      .flatMap(countersOf)
      .map((c) => `${c.side} ${c.texts.join(' ')}`);
    // A Warlord is a Queen: the Queen's figurine, the Warlord's name.
    expect(names.filter((n) => n === 'white \u2655 Warlord')).toHaveLength(1);
    expect(names.filter((n) => n === 'black \u265B Warlord')).toHaveLength(1);
    // The Queens of the setup are still Queens.
    expect(names.filter((n) => n === 'white \u2655 Queen')).toHaveLength(1);
  });

  it("Chess Legions' template takes the Masked Men option", async () => {
    const masks = [...(await sheets('chess-legions', { option: ['masked-men'] })).values()]
      .flatMap(countersOf)
      .filter((c) => c.texts.includes('Mercenary'));
    expect(masks).toHaveLength(4);
  });

  it('mirrors back pages left to right for duplex printing, each after its sheet', async () => {
    const dir = tempDir();
    await writeCounters(loadVariant(fixture('big')), { squareMm: 40, backs: true, format: ['svg', 'pdf'], out: dir });
    const names = readdirSync(dir).sort();
    const fronts = names.filter((n) => /^counters-p\d+\.svg$/.test(n));
    expect(fronts.length).toBeGreaterThan(1);
    expect(names.filter((n) => n.endsWith('-back.svg'))).toHaveLength(fronts.length);
    expect(readPdf(readFileSync(join(dir, 'counters.pdf')))).toHaveLength(2 * fronts.length);
    for (const front of fronts) {
      const f = countersOf(readSvg(readFileSync(join(dir, front), 'utf8')));
      const b = new Map(
        countersOf(readSvg(readFileSync(join(dir, front.replace('.svg', '-back.svg')), 'utf8'))).map((c) => [c.id, c]),
      );
      for (const c of f) {
        const back = b.get(c.id)!;
        expect(back.box.x).toBeCloseTo(210 - c.box.x - c.box.w, 2);
        expect(back.box.y).toBeCloseTo(c.box.y, 2);
        expect(back.texts).toEqual(c.texts);
      }
    }
  });

  it('gives Shogi counters their promoted form on the back, in red, and no counters of their own', async () => {
    const files = await renderCounters(loadVariant('shogi'), { backs: true, format: ['svg'], faces: 'latin' });
    const front = countersOf(readSvg(files.find((f) => f.name === 'counters.svg')!.data.toString('utf8')));
    const backSvg = readSvg(files.find((f) => f.name === 'counters-back.svg')!.data.toString('utf8'));
    const back = new Map(countersOf(backSvg).map((c) => [c.id, c]));
    expect(front).toHaveLength(40);
    const turned = (name: string): string[] => [
      ...new Set(
        front.filter((c) => c.texts.slice(1).join(' ') === name).map((c) => back.get(c.id)!.texts.slice(1).join(' ')),
      ),
    ];
    expect(turned('Pawn')).toEqual(['Tokin']);
    expect(turned('Rook')).toEqual(['Dragon']);
    expect(turned('Silver General')).toEqual(['Promoted Silver']);
    expect(turned('Gold General')).toEqual(['Gold General']);
    expect(front.some((c) => c.texts.includes('Tokin'))).toBe(false);
    const tokinInk = backSvg.elements.find((e) => e.name === 'text' && e.text === 'Tokin')!.attrs.fill;
    const goldInk = backSvg.elements.find((e) => e.name === 'text' && e.text === 'Gold')!.attrs.fill;
    expect(tokinInk).not.toBe(goldInk);
  });

  it('writes the names into the PDF as text a PDF reader extracts', async () => {
    const [pdf] = await renderCounters(loadVariant(fixture('big')), { format: ['pdf'] });
    const text = pdfText(pdf!.data);
    for (const word of ['Nexside', 'Diagos', 'Ultangent', 'Primero', 'Tercio', 'Queen', 'Pawn'])
      expect(text).toContain(word);
  });
});
