import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { InputError } from '../../src/errors.js';
import { counterScene, renderCounters, writeCounters, type CounterOptions } from '../../src/render/index.js';
import { fixture, luminance, pdfText, readPdf, readSvg, rectBox, tempDir, type SvgElement, type SvgFile } from './measure.js';

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
    const rects = inside.filter((e) => e.name === 'rect');
    return {
      id: g.attrs.id!,
      side: g.attrs.id!.startsWith('counter-white') ? 'white' : 'black',
      box: rectBox(rects[0]!),
      fill: rects[0]!.attrs.fill!,
      texts: inside.filter((e) => e.name === 'text').map((e) => e.text),
      frame: rects[1],
    };
  });
}

async function sheets(variant: string, options: CounterOptions = {}): Promise<Map<string, SvgFile>> {
  const files = await renderCounters(loadVariant(variant), { ...options, formats: ['svg'] });
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
    for (const c of counters) {
      const [abbrev, ...name] = c.texts;
      expect(byName.get(name.join(' '))).toBe(abbrev);
    }
    // Every type of the roster is there, on both sides.
    expect(new Set(counters.map((c) => c.texts.slice(1).join(' '))).size).toBe(variant.spec.pieces.length);
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
    const marks = sheet!.elements.filter((e) => e.name === 'line' && e.attrs.x1 === e.attrs.x2 && Number(e.attrs.y2) < top);
    for (const c of row) {
      for (const edge of [c.box.x, c.box.x + c.box.w]) expect(marks.some((m) => Math.abs(Number(m.attrs.x1) - edge) < 0.01)).toBe(true);
    }
  });

  it('tells White from Black: light and dark counters in colour, a heavy frame on Black in --mono', async () => {
    const [colour] = (await sheets(fixture('big'))).values();
    for (const c of countersOf(colour!)) {
      if (c.side === 'white') expect(luminance(c.fill)).toBeGreaterThan(0.85);
      else expect(luminance(c.fill)).toBeLessThan(0.25);
    }
    const [mono] = (await sheets(fixture('big'), { mono: true })).values();
    for (const c of countersOf(mono!)) {
      expect(c.fill).toBe('#ffffff');
      if (c.side === 'white') expect(c.frame).toBeUndefined();
      else expect(Number(c.frame!.attrs['stroke-width'])).toBeGreaterThan(0.5);
    }
  });

  it('adds spares of every promotion type, per side', async () => {
    const count = async (options: CounterOptions): Promise<Record<string, number>> => {
      const tally: Record<string, number> = {};
      for (const svg of (await sheets(fixture('legions'), options)).values()) {
        for (const c of countersOf(svg)) tally[`${c.side} ${c.texts[0]}`] = (tally[`${c.side} ${c.texts[0]}`] ?? 0) + 1;
      }
      return tally;
    };
    const plain = await count({});
    const spared = await count({ spares: 2 });
    for (const side of ['white', 'black']) {
      for (const abbrev of ['Q', 'R', 'B', 'N']) expect(spared[`${side} ${abbrev}`]! - plain[`${side} ${abbrev}`]!).toBe(2);
      expect(spared[`${side} K`]).toBe(plain[`${side} K`]);
      expect(spared[`${side} P`]).toBe(10);
    }
  });

  it("prints mercenary mask tokens for Masked Men only when the option is chosen", async () => {
    const mercenaries = async (options: CounterOptions): Promise<SheetCounter[]> =>
      [...(await sheets(fixture('legions'), options)).values()].flatMap(countersOf).filter((c) => c.texts.includes('Mercenary'));
    expect(await mercenaries({})).toHaveLength(0);
    const masks = await mercenaries({ options: ['masked-men'] });
    // One per Guard and per Assassin, for each side.
    expect(masks.filter((c) => c.side === 'white')).toHaveLength(2);
    expect(masks.filter((c) => c.side === 'black')).toHaveLength(2);
    expect(() => counterScene(loadVariant(fixture('legions')), { options: ['masked'] })).toThrow(InputError);
    expect(() => counterScene(loadVariant(fixture('legions')), { options: ['masked'] })).toThrow(/options: masked-men/);
  });

  it("Chess Legions prints its spare Queens as Warlords, as its definition says", async () => {
    const names = [...(await sheets('chess-legions', { spares: 1 })).values()].flatMap(countersOf).map((c) => `${c.side} ${c.texts.join(' ')}`);
    expect(names.filter((n) => n === 'white WL Warlord')).toHaveLength(1);
    expect(names.filter((n) => n === 'black WL Warlord')).toHaveLength(1);
    // The Queens of the setup are still Queens.
    expect(names.filter((n) => n === 'white Q Queen')).toHaveLength(1);
  });

  it("Chess Legions' template takes the Masked Men option", async () => {
    const masks = [...(await sheets('chess-legions', { options: ['masked-men'] })).values()]
      .flatMap(countersOf)
      .filter((c) => c.texts.includes('Mercenary'));
    expect(masks).toHaveLength(4);
  });

  it('mirrors back pages left to right for duplex printing, each after its sheet', async () => {
    const dir = tempDir();
    await writeCounters(loadVariant(fixture('big')), { squareMm: 40, backs: true, formats: ['svg', 'pdf'], outDir: dir });
    const names = readdirSync(dir).sort();
    const fronts = names.filter((n) => /^counters-p\d+\.svg$/.test(n));
    expect(fronts.length).toBeGreaterThan(1);
    expect(names.filter((n) => n.endsWith('-back.svg'))).toHaveLength(fronts.length);
    expect(readPdf(readFileSync(join(dir, 'counters.pdf')))).toHaveLength(2 * fronts.length);
    for (const front of fronts) {
      const f = countersOf(readSvg(readFileSync(join(dir, front), 'utf8')));
      const b = new Map(countersOf(readSvg(readFileSync(join(dir, front.replace('.svg', '-back.svg')), 'utf8'))).map((c) => [c.id, c]));
      for (const c of f) {
        const back = b.get(c.id)!;
        expect(back.box.x).toBeCloseTo(210 - c.box.x - c.box.w, 2);
        expect(back.box.y).toBeCloseTo(c.box.y, 2);
        expect(back.texts).toEqual(c.texts);
      }
    }
  });

  it('gives Shogi counters their promoted form on the back, in red, and no counters of their own', async () => {
    const files = await renderCounters(loadVariant('shogi'), { backs: true, formats: ['svg'] });
    const front = countersOf(readSvg(files.find((f) => f.name === 'counters.svg')!.data.toString('utf8')));
    const backSvg = readSvg(files.find((f) => f.name === 'counters-back.svg')!.data.toString('utf8'));
    const back = new Map(countersOf(backSvg).map((c) => [c.id, c]));
    expect(front).toHaveLength(40);
    const turned = (name: string): string[] => [...new Set(front.filter((c) => c.texts.slice(1).join(' ') === name).map((c) => back.get(c.id)!.texts.slice(1).join(' ')))];
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
    const [pdf] = await renderCounters(loadVariant(fixture('big')), { formats: ['pdf'] });
    const text = pdfText(pdf!.data);
    for (const word of ['Nexside', 'Diagos', 'Ultangent', 'Primero', 'Tercio', 'Queen', 'Pawn']) expect(text).toContain(word);
  });
});
