/** fairyprint kit: every part written, kit.pdf made of their pages after a contents page that says how to print. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { loadVariant } from '../../src/definitions/load.js';
import { writeKit } from '../../src/kit/index.js';
import { theFont } from '../../src/render/font.js';
import { rulesScene } from '../../src/render/layout/kit.js';
import { runCli } from '../helpers/cli.js';
import { templatesInTier } from '../helpers/family-templates.js';
import { pdfText } from '../helpers/pdf.js';
import { pdfRects, readPdf, readPng, tempDir } from '../render/measure.js';

const pageText = (pdf: string, page: number): string => pdfText(readFileSync(pdf), page);
const pagesOf = (file: string): number => readPdf(readFileSync(file)).length;

async function onTerminal(args: string[]): Promise<{ code: number; err: string }> {
  let err = '';
  const io: Io = { out: () => undefined, err: (t) => void (err += t), interactive: true, stdin: async function* () {} };
  return { code: await main(args, io), err };
}

describe('fairyprint kit', () => {
  it('writes board, counters, cards and rules, and kit.pdf holding all their pages after a contents page', async () => {
    const dir = tempDir();
    const run = await runCli(['kit', 'chess', '--out', dir, '--format', 'pdf']);
    expect(run).toEqual({ code: 0, out: '', err: '' });
    expect(readdirSync(dir).sort()).toEqual([
      'aids.pdf',
      'board.pdf',
      'cards.pdf',
      'counters.pdf',
      'kit.pdf',
      'manifest.json',
      'rules.pdf',
      'score.pdf',
      'setup.pdf',
    ]);
    const parts = ['board', 'setup', 'counters', 'cards', 'rules', 'score', 'aids'].map((p) => join(dir, `${p}.pdf`));
    const kit = join(dir, 'kit.pdf');
    expect(pagesOf(kit)).toBe(1 + parts.reduce((n, p) => n + pagesOf(p), 0));
    expect(pagesOf(join(dir, 'rules.pdf'))).toBe(1);
    // Page for page, kit.pdf repeats the parts in order.
    let at = 2;
    for (const part of parts) {
      for (let p = 1; p <= pagesOf(part); p++) expect(pageText(kit, at++), `${part} page ${p}`).toBe(pageText(part, p));
    }
  });

  it('says on its first page what is inside, on which pages, and how to print at actual size, with a 100 mm ruler', async () => {
    const dir = tempDir();
    const result = await writeKit(loadVariant('ecros'), { out: dir, format: ['pdf'], backs: true });
    const first = pageText(join(dir, 'kit.pdf'), 1).replace(/\s+/g, ' ');
    expect(first).toContain('ECROS · print kit');
    expect(first).toMatch(/"Actual size" or a scale of 100 %/);
    expect(first).toContain('Fit to page');
    expect(first).toContain('must measure exactly 100 mm');
    // ECROS: a tiled board (map and 4 tiles), setup and worksheet, counters with backs, 37 cards on 5
    // sheets each followed by its backs, one rules page, the score sheet and its trackers, a player aid a side.
    const expected = [
      ['Board', 2, 6],
      ['Setup', 7, 8],
      ['Counters', 9, 10],
      ['Move cards', 11, 20],
      ['Rules summary', 21, 21],
      ['Score sheet and trackers', 22, 23],
      ['Player aids', 24, 25],
    ] as const;
    expect(result.parts.map((p) => [p.title, p.first, p.last])).toEqual(expected);
    expect(result.pages).toBe(25);
    expect(pagesOf(join(dir, 'kit.pdf'))).toBe(25);
    for (const [title, a, b] of expected)
      expect(first).toMatch(new RegExp(`${title} ${a === b ? a : `${a}-${b}`} A4 (portrait|landscape)`));
    expect(first).toContain('double-sided on thin card, flipping on the long edge');
    expect(first).toContain('assembly map');
    const [cover] = readPdf(readFileSync(join(dir, 'kit.pdf')));
    const ruler = pdfRects(cover!).filter((r) => Math.abs(r.w - 100) < 0.005 && Math.abs(r.h - 5) < 0.005);
    expect(ruler).toHaveLength(1);
  });

  it('writes each part as SVG and PNG pages too when asked, at the DPI asked', async () => {
    const dir = tempDir();
    const result = await writeKit(loadVariant('orthodia'), { out: dir, format: ['svg', 'png'], dpi: 40 });
    const names = readdirSync(dir).sort();
    expect(names).toEqual([
      'aids.png',
      'aids.svg',
      'board.png',
      'board.svg',
      'cards.png',
      'cards.svg',
      'counters.png',
      'counters.svg',
      'kit.pdf',
      'manifest.json',
      'rules.png',
      'rules.svg',
      'score-trackers.png',
      'score-trackers.svg',
      'score.png',
      'score.svg',
      'setup.png',
      'setup.svg',
    ]);
    expect(result.files).toHaveLength(names.length - 1);
    const png = readPng(readFileSync(join(dir, 'cards.png')));
    expect(png.phys).toEqual({ x: Math.round(40 / 0.0254), y: Math.round(40 / 0.0254), unit: 1 });
    expect(png.width).toBe(Math.round((210 / 25.4) * 40));
  });

  it('fits the rules summary of every template on one page, inside the margins', () => {
    for (const id of templatesInTier('even')) {
      const scene = rulesScene(loadVariant(id));
      expect(scene.pages, id).toHaveLength(1);
      const page = scene.pages[0]!;
      for (const it of page.items) {
        if (it.kind !== 'text') continue;
        const w = theFont().width(it.text, it.size);
        expect(it.x, `${id} "${it.text}"`).toBeGreaterThanOrEqual(10 - 1e-9);
        expect(it.x + w, `${id} "${it.text}"`).toBeLessThanOrEqual(200 + 1e-6);
        expect(it.y, `${id} "${it.text}"`).toBeLessThanOrEqual(287);
      }
    }
  });

  it('shows a progress bar on a terminal, then one summary line; nothing with --quiet', async () => {
    const dir = tempDir();
    const run = await onTerminal(['kit', 'chess', '--out', dir, '--format', 'pdf']);
    expect(run.code).toBe(0);
    const frames = run.err.split('\r').filter(Boolean);
    expect(frames).toHaveLength(8);
    expect(frames[0]).toMatch(/^\[#*\.+\] 1\/8 board\.pdf/);
    expect(frames[7]).toMatch(
      /^\[#{28}\] 8\/8 kit\.pdf\s*\n8 files \(\d+ KB\) in .*; kit\.pdf has 9 pages: contents 1, board 1, setup 1, counters 1, move cards 1, rules summary 1, score sheet and trackers 2, player aids 1\n$/,
    );
    expect(await onTerminal(['kit', 'chess', '--out', dir, '--format', 'pdf', '--quiet'])).toEqual({
      code: 0,
      err: '',
    });
  });

  it('writes to out/<variant>/ by default', async () => {
    const dir = tempDir();
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect((await runCli(['kit', 'secutor', '--format', 'pdf'])).code).toBe(0);
    } finally {
      process.chdir(cwd);
    }
    expect(readdirSync(join(dir, 'out', 'secutor')).sort()).toEqual([
      'aids.pdf',
      'board.pdf',
      'cards.pdf',
      'counters.pdf',
      'kit.pdf',
      'manifest.json',
      'rules.pdf',
      'score.pdf',
      'setup.pdf',
    ]);
  });

  it('rejects bad arguments with one line and exit code 2, writing nothing', async () => {
    const cases: [string[], RegExp][] = [
      [['kit', 'chess', '--card-size', '63x'], /--card-size must be WIDTHxHEIGHT/],
      [['kit', 'chess', '--spares', '-1'], /--spares must be a number from 0 to 64/],
      [['kit', 'chess', '--option', 'masked-men'], /"masked-men" is not a setup option of Orthodox Chess/],
      [['kit', 'chess', '--square-mm', '500'], /--square-mm must be a number from 5 to 200/],
      [['kit', 'chess', '--paper', 'a5'], /paper/],
    ];
    for (const [args, message] of cases) {
      const dir = tempDir();
      const run = await runCli([...args, '--out', dir]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.err).toMatch(message);
      expect(run.err.trimEnd().split('\n')).toHaveLength(1);
      expect(readdirSync(dir), args.join(' ')).toEqual([]);
    }
  });
});
