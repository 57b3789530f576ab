/**
 * Traditional faces (issue 31): Shogi's, Xiangqi's and Janggi's men print the characters their players
 * know, drawn as outlines read back from the written SVG, PNG and PDF; `--faces latin` prints letters;
 * the sides are named as each game names them; the Xiangqi board writes its river and marks its points.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDefinitionText, loadVariant } from '../../src/definitions/load.js';
import type { InputError } from '../../src/errors.js';
import { collect, counterScene, renderBoard, renderCounters } from '../../src/render/index.js';
import { rulesScene } from '../../src/render/layout/kit.js';
import { scoreScene } from '../../src/render/layout/score.js';
import { setupScene } from '../../src/render/layout/setup.js';
import type { Item, Scene } from '../../src/render/scene.js';
import { runCli } from '../helpers/cli.js';
import {
  decodePng,
  pdfStrokedPolygons,
  polyPoints,
  readPdf,
  readSvg,
  renderPdfPage,
  type SvgFile,
  tempDir,
} from './measure.js';
import { pageWords } from './scene-walk.js';

const svgOf = (files: { name: string; data: Buffer }[], name: string): SvgFile =>
  readSvg(files.find((f) => f.name === name)!.data.toString('utf8'));

/** Each counter's characters, as their outlines name them (aria-label), in order, with their ink. */
function faces(svg: SvgFile): Map<string, { chars: string; ink: string }> {
  const out = new Map<string, { chars: string; ink: string }>();
  for (const g of svg.elements.filter((e) => e.name === 'g' && /^counter-(white|black)-\d+$/.test(e.attrs.id ?? ''))) {
    const glyphs = svg.elements.filter(
      (e) => e.name === 'path' && e.attrs['aria-label'] && e.ancestors.includes(g.attrs.id!),
    );
    out.set(g.attrs.id!, {
      chars: glyphs.map((e) => e.attrs['aria-label']).join(''),
      ink: glyphs[0]?.attrs.fill ?? '',
    });
  }
  return out;
}

const redness = (ink: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(ink.slice(i, i + 2), 16));
  return r! - Math.max(g!, b!);
};

describe('traditional faces', () => {
  it("Shogi's koma carry their kanji, one or two, as outlines; the promoted side red kanji on the back", async () => {
    const files = await renderCounters(loadVariant('shogi'), { backs: true, format: ['svg'] });
    const front = faces(svgOf(files, 'counters.svg'));
    const back = faces(svgOf(files, 'counters-back.svg'));
    expect(front.size).toBe(40);
    const count = (chars: string): number => [...front.values()].filter((f) => f.chars === chars).length;
    expect(['玉將', '王將', '飛車', '角行', '金將', '銀將', '桂馬', '香車', '步兵'].map(count)).toEqual([
      1, 1, 2, 2, 4, 4, 4, 4, 18,
    ]);
    const turned = (chars: string): string[] => [
      ...new Set([...front].filter(([, f]) => f.chars === chars).map(([id]) => back.get(id)!.chars)),
    ];
    expect(['步兵', '飛車', '角行', '銀將', '桂馬', '香車'].map(turned)).toEqual([
      ['と'],
      ['龍王'],
      ['龍馬'],
      ['全'],
      ['圭'],
      ['杏'],
    ]);
    for (const [id, f] of front) {
      expect(redness(f.ink), id).toBeLessThan(40);
      const promoted = !['金將', '玉將', '王將'].includes(f.chars);
      if (promoted) expect(redness(back.get(id)!.ink), id).toBeGreaterThan(80);
    }
  });

  it("Xiangqi's Red and Black men differ by character as well as by ink; Janggi's Cho and Han by their generals and soldiers", async () => {
    const sides = async (id: string): Promise<[Set<string>, Set<string>]> => {
      const all = faces(svgOf(await renderCounters(loadVariant(id), { format: ['svg'] }), 'counters.svg'));
      const side = (s: string): Set<string> =>
        new Set([...all].filter(([key]) => key.startsWith(`counter-${s}`)).map(([, f]) => f.chars));
      return [side('white'), side('black')];
    };
    const [red, black] = await sides('xiangqi');
    expect([...red].sort().join('')).toBe([...'帥仕相傌俥炮兵'].sort().join(''));
    expect([...black].sort().join('')).toBe([...'將士象馬車砲卒'].sort().join(''));
    const [cho, han] = await sides('janggi');
    expect([...cho].sort().join('')).toBe([...'楚士象馬車包卒'].sort().join(''));
    expect([...han].sort().join('')).toBe([...'漢士象馬車包兵'].sort().join(''));
  });

  it("the PNG and the PDF draw the characters: a counter's pixels differ wherever its outlines are taken away", async () => {
    // Red's General alone on a small page: his counter's group, moved to the page's corner.
    const find = (items: readonly Item[]): Item | undefined =>
      items.find((it) => it.id === 'counter-white-1') ??
      items.flatMap((it) => (it.kind === 'group' ? [find(it.items)] : [])).find(Boolean);
    const counter = find(counterScene(loadVariant('xiangqi'), {}).pages[0]!.items)!;
    if (counter.kind !== 'group') throw new Error('no counter');
    const page = (items: readonly Item[]): Scene => ({
      title: 'counter',
      basename: 'counter',
      pages: [{ width: 24, height: 24, name: '', items: [{ kind: 'group', translate: [2, 2], items }] }],
    });
    const strip = (items: readonly Item[]): Item[] =>
      items.flatMap((it): Item[] =>
        it.kind === 'path' ? [] : it.kind === 'group' ? [{ ...it, items: strip(it.items) }] : [it],
      );
    const dpi = 127;
    const files = async (sc: Scene): Promise<[Buffer, Buffer]> => {
      const out = await collect(sc, ['png', 'pdf'], dpi);
      return [out.find((f) => f.name.endsWith('.png'))!.data, out.find((f) => f.name.endsWith('.pdf'))!.data];
    };
    const [png, pdf] = await files(page(counter.items));
    const [barePng, barePdf] = await files(page(strip(counter.items)));
    const [a, b] = [decodePng(png), decodePng(barePng)];
    const [ra, rb] = [renderPdfPage(pdf, 1, dpi), renderPdfPage(barePdf, 1, dpi)];
    let [pngInk, pdfInk] = [0, 0];
    // 0.2 mm apart, one sample a pixel: the points the character's strokes cover.
    for (let y = 0.1; y < 24; y += 0.2)
      for (let x = 0.1; x < 24; x += 0.2) {
        const [px, py] = [Math.floor((x / 25.4) * dpi), Math.floor((y / 25.4) * dpi)];
        if (Math.abs(a.pixel(px, py)[1] - b.pixel(px, py)[1]) > 60) pngInk++;
        if (Math.abs(ra.at(x, y)[1] - rb.at(x, y)[1]) > 60) pdfInk++;
      }
    // 帥 about 8 mm across, its strokes covering a fifth of that: some 300 samples of 25 a square mm.
    expect(pngInk).toBeGreaterThan(200);
    expect(pdfInk).toBeGreaterThan(200);
    expect(Math.abs(pngInk - pdfInk) / pngInk).toBeLessThan(0.1);
  });

  it('--faces latin prints the letters instead; an unknown style is refused in one line', async () => {
    const out = tempDir();
    const run = await runCli(['counters', 'xiangqi', '--faces', 'latin', '--format', 'svg', '--out', out]);
    expect(run.code, run.err).toBe(0);
    const latin = readSvg(readFileSync(join(out, 'counters.svg'), 'utf8'));
    expect(latin.elements.some((e) => e.name === 'path' && e.attrs['aria-label'])).toBe(false);
    const letters = latin.elements.filter((e) => e.name === 'text').map((e) => e.text);
    for (const abbrev of ['K', 'A', 'E', 'H', 'R', 'C', 'P']) expect(letters).toContain(abbrev);
    const traditional = await renderCounters(loadVariant('xiangqi'), { format: ['svg'] });
    const texts = svgOf(traditional, 'counters.svg').elements.filter((e) => e.name === 'text');
    expect(texts.map((e) => e.text)).not.toContain('K');
    const bad = await runCli(['counters', 'xiangqi', '--faces', 'kanji', '--format', 'svg', '--out', out]);
    expect(bad.code).toBe(2);
    expect(bad.err.trim().split('\n')).toHaveLength(1);
    expect(bad.err).toContain('--faces');
  });

  it("Janggi's octagons are as wide across as the discs they replace, 90 % of the square", async () => {
    const svg = svgOf(await renderCounters(loadVariant('janggi'), { format: ['svg'], gutterMm: 3 }), 'counters.svg');
    const square = Number(
      /of ([\d.]+) mm squares/.exec(svg.elements.find((e) => e.text.includes('mm squares'))!.text)![1],
    );
    const cuts = svg.elements.filter((e) => e.name === 'polygon' && e.ancestors.some((a) => a.startsWith('counter-')));
    const octagons = cuts.filter((e) => polyPoints(e).length === 16);
    expect(octagons.length).toBeGreaterThanOrEqual(32);
    const widths = octagons.map((e) => {
      const xs = polyPoints(e).filter((_, i) => i % 2 === 0);
      return Math.max(...xs) - Math.min(...xs);
    });
    expect(widths.some((w) => Math.abs(w - 0.9 * square) < 1e-2)).toBe(true);
  });

  it("Janggi's men come in three sizes by rank, cut lines and all, in the written SVG and PDF", async () => {
    const files = await renderCounters(loadVariant('janggi'), { format: ['svg', 'pdf'] });
    const svg = svgOf(files, 'counters.svg');
    const d = Number(/counters · ([\d.]+) mm/.exec(svg.elements.find((e) => e.text.includes('mm squares'))!.text)![1]);
    // The template's sizes, 100, 85 and 70 %, each to a tenth of a millimetre.
    const tenth = (pct: number): number => Math.round((d * pct) / 10) / 10;
    const rank: Record<string, number> = { 楚: d, 漢: d, 車: tenth(85), 包: tenth(85), 馬: tenth(85), 象: tenth(85) };
    Object.assign(rank, { 士: tenth(70), 卒: tenth(70), 兵: tenth(70) });
    const width = (points: number[]): number => {
      const xs = points.filter((_, i) => i % 2 === 0);
      return Math.max(...xs) - Math.min(...xs);
    };
    // Each counter's cut line (its thin outline) is as wide as its man's rank says.
    const seen = [...faces(svg)].map(([id, { chars }]) => {
      const cut = svg.elements.find(
        (e) => e.name === 'polygon' && e.ancestors.includes(id) && e.attrs['stroke-width'] === '0.15',
      )!;
      expect(width(polyPoints(cut)), `${id} ${chars}`).toBeCloseTo(rank[chars]!, 2);
      return rank[chars]!;
    });
    const tally = (sizes: number[]): [number, number][] =>
      [...new Set(sizes)].sort((a, b) => b - a).map((s) => [s, sizes.filter((x) => x === s).length]);
    // Two generals, sixteen officers, fourteen guards and soldiers; the PDF's cuts the same.
    expect(tally(seen)).toEqual([
      [d, 2],
      [tenth(85), 16],
      [tenth(70), 14],
    ]);
    const pdf = readPdf(files.find((f) => f.name === 'counters.pdf')!.data)[0]!;
    const cuts = pdfStrokedPolygons(pdf).filter((p) => p.points.length === 16 && Math.abs(p.lineWidth - 0.15) < 1e-9);
    expect(tally(cuts.map((c) => Math.round(width(c.points) * 100) / 100))).toEqual(tally(seen));
  });
});

describe('sides named as each game names them', () => {
  it('Shogi: Sente (Black) moves first; Xiangqi: Red; Janggi: Cho and Han; chess keeps White and Black', () => {
    const words = (id: string): string =>
      [setupScene(loadVariant(id)), rulesScene(loadVariant(id)), scoreScene(loadVariant(id))]
        .flatMap((s) => s.pages.map(pageWords))
        .join(' ');
    const shogi = words('shogi');
    expect(shogi).toContain('Sente (Black) moves first');
    expect(shogi).toContain('Sente (Black) at the bottom');
    expect(shogi).toContain('Gote (White)');
    const xiangqi = words('xiangqi');
    expect(xiangqi).toContain('Red moves first');
    expect(xiangqi).toContain('Red at the bottom');
    expect(xiangqi).not.toMatch(/\bWhite\b/);
    const janggi = words('janggi');
    expect(janggi).toContain('Cho moves first');
    expect(janggi).toContain('Han');
    expect(words('chess')).toContain('White moves first');
  });
});

describe('definitions', () => {
  const base = [
    'id: mini',
    'name: Mini',
    'board: { files: 5, ranks: 6, points: { river: 3 } }',
    'pieces:',
    '  - { id: K, name: King, abbrev: K, royal: true, moves: K, faces: { cjk: [帥, 將] } }',
    'setup: { position: "2k2/5/5/5/5/2K2 w - - 0 1" }',
  ];
  it('read faces, sides and the river words; a character without an outline is refused at its line and column', () => {
    const spec = loadDefinitionText(
      [...base, 'sides: [Red, Black]'].join('\n').replace('river: 3 }', 'river: 3, riverText: [楚河, 漢界] }'),
      'mini.yaml',
    ).variant.spec;
    expect(spec.pieces[0]!.faces).toEqual({ cjk: ['帥', '將'], token: ['帥', '將'] });
    expect(spec.sideNames).toEqual(['Red', 'Black']);
    expect(spec.points!.riverText).toEqual(['楚河', '漢界']);
    const refusal = (text: string): string => {
      try {
        loadDefinitionText(text, 'mini.yaml');
      } catch (e) {
        return (e as InputError).format();
      }
      return 'loaded';
    };
    expect(refusal(base.join('\n').replace('將', '鬼'))).toMatch(
      /^mini\.yaml:5:\d+: pieces\[0\]\.faces: no outline for "鬼"/,
    );
    expect(refusal(base.join('\n').replace('[帥, 將]', '帥將王'))).toMatch(/^mini\.yaml:5:\d+: .*at most 2 characters/);
    expect(refusal(base.join('\n').replace('river: 3 }', 'riverText: [楚河, 漢界] }'))).toMatch(
      /^mini\.yaml:3:\d+: board\.points\.riverText: a board without a river/,
    );
  });
});

describe('boards of points', () => {
  it("the Xiangqi board writes 楚河 漢界 in its river and marks its cannons' and soldiers' points; Janggi's has neither", async () => {
    const board = async (id: string): Promise<SvgFile> =>
      svgOf(await renderBoard(loadVariant(id), { format: ['svg'] }), 'board.svg');
    const xiangqi = await board('xiangqi');
    const river = xiangqi.elements.filter((e) => e.attrs.id?.startsWith('river-'));
    expect(river.map((e) => e.attrs['aria-label']).join('')).toBe('楚河漢界');
    const marks = xiangqi.elements.filter((e) => e.attrs.id?.startsWith('point-mark-'));
    // Four corners round each cannon's point and inner soldier's, two at the edge files' soldiers.
    expect(marks).toHaveLength(4 * 4 + 6 * 4 + 4 * 2);
    expect(new Set(marks.map((e) => /^point-mark-([a-i]\d+)-/.exec(e.attrs.id!)![1]))).toEqual(
      new Set(['b3', 'h3', 'b8', 'h8', 'a4', 'c4', 'e4', 'g4', 'i4', 'a7', 'c7', 'e7', 'g7', 'i7']),
    );
    const janggi = await board('janggi');
    expect(janggi.elements.some((e) => /^(river|point-mark)-/.test(e.attrs.id ?? ''))).toBe(false);
    expect(janggi.elements.filter((e) => e.attrs.id?.startsWith('diagonal-'))).toHaveLength(4);
  });
});

describe("Fairy-Stockfish's families", () => {
  it('a section inheriting from shogi, xiangqi or janggi prints as its family, from the one table', () => {
    const dir = tempDir();
    const ini = join(dir, 'families.ini');
    writeFileSync(ini, '[myshogi:shogi]\n[myxiangqi:xiangqi]\n[myjanggi:janggi]\n[mymini:minixiangqi]\n');
    const spec = (name: string) => loadVariant(`${ini}:${name}`).variant.spec;
    const faces = (name: string): string[] =>
      spec(name).pieces.map((p) => (p.faces ? p.faces.cjk.join('/') : p.abbrev));
    expect(faces('myshogi')).toEqual(
      expect.arrayContaining(['步兵/步兵', '飛車/飛車', '玉將/王將', 'と/と', '全/全', '龍王/龍王', '龍馬/龍馬']),
    );
    expect(spec('myshogi').counters).toEqual({ shape: 'pentagon', sides: 'neutral' });
    expect(spec('myshogi').sideNames).toEqual(['Sente (Black)', 'Gote (White)']);
    expect(faces('myxiangqi').sort()).toEqual(['仕/士', '俥/車', '傌/馬', '兵/卒', '帥/將', '炮/砲', '相/象'].sort());
    expect(spec('myxiangqi').points!.riverText).toEqual(['楚河', '漢界']);
    expect(faces('myjanggi').sort()).toEqual(['卒/兵', '包/包', '士/士', '楚/漢', '象/象', '車/車', '馬/馬'].sort());
    expect(spec('myjanggi').counters).toMatchObject({ shape: 'octagon', sides: 'blue-red' });
    // Its men sized by rank as the template's, man by man.
    const bySize = (s: ReturnType<typeof spec>): Record<string, number> =>
      Object.fromEntries(s.pieces.map((p, t) => [p.faces!.cjk[0], s.counters!.sizes![t]!]));
    expect(bySize(spec('myjanggi'))).toEqual(bySize(loadVariant('janggi').variant.spec));
    expect(bySize(spec('myjanggi'))).toMatchObject({ 楚: 100, 車: 85, 士: 70 });
    // Minixiangqi's 7 x 7 board has no river nor palaces of the 9 x 10 one: points, plain.
    expect(spec('mymini').points).toEqual({ river: -1, diagonals: [] });
    expect(spec('mymini').sideNames).toEqual(['Red', 'Black']);
  });
});
