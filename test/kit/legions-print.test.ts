/**
 * Chess Legions' printed kit as a player reads it: Masked Men's tokens are named only where the kit
 * prints them, the Warlord counters are explained, the board's key sits between board and footer, and
 * the Bowman's examples are drawn large enough for every man on them to show his letters.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { renderCards, writeKit } from '../../src/kit/index.js';
import { collect } from '../../src/render/index.js';
import { counterScene } from '../../src/render/layout/counters.js';
import { MIN_TEXT_MM } from '../../src/render/layout/frame.js';
import { setupScene } from '../../src/render/layout/setup.js';
import { pdfPageCount, pdfText, pdfWords } from '../helpers/pdf.js';
import { readSvg, rectBox, type SvgElement, tempDir } from '../render/measure.js';

const legions = loadVariant('chess-legions');
const spec = legions.variant.spec;
const pagesOf = (pdf: Buffer): string[] =>
  Array.from({ length: pdfPageCount(pdf) }, (_, i) => pdfText(pdf, i + 1).replace(/\s+/g, ' '));

describe('Chess Legions kit', () => {
  // The kit without options, written once for the tests that read it.
  let written: Promise<string> | null = null;
  const plainKit = (): Promise<string> => {
    written ??= (async () => {
      const dir = tempDir();
      await writeKit(legions, { out: dir, format: ['pdf'] });
      return dir;
    })();
    return written;
  };

  it('names the mercenary tokens only in a kit that prints them', async () => {
    const plain = await plainKit();
    const pages = pagesOf(readFileSync(join(plain, 'kit.pdf')));
    pages.forEach((t, i) => expect(t, `page ${i + 1}`).not.toMatch(/mercenary/i));
    expect(pages.join(' ')).toContain('Option Masked Men');

    // With the option, the two parts that speak of the tokens.
    const [counterPdf] = await collect(counterScene(legions, { option: ['masked-men'] }), ['pdf'], 96);
    const counters = pagesOf(counterPdf!.data).join(' ');
    // Guard and Assassin of each side hidden: two tokens a side.
    expect(counters.split('Mercenary').length - 1).toBe(4);
    const [setupPdf] = await collect(setupScene(legions, { option: ['masked-men'] }), ['pdf'], 96);
    const setup = pagesOf(setupPdf!.data).join(' ');
    expect(setup).toContain('covering both with the mercenary tokens of the counter sheet');
  });

  it("has no Warlord piece: the Warlord counters are the spare Queens, which the Queen's card explains", async () => {
    expect(spec.pieces.map((p) => p.name)).not.toContain('Warlord');
    const dir = await plainKit();
    expect(pagesOf(readFileSync(join(dir, 'counters.pdf'))).join(' ')).toContain('Warlord');
    const cards = pagesOf(readFileSync(join(dir, 'cards.pdf'))).join(' ');
    expect(cards).toMatch(/Queen .*A Warlord counter may stand in for a Queen gained by promotion; it is that Queen\./);
  });

  it("prints the board's key under the board, above the footer's scale bar", async () => {
    const dir = await plainKit();
    const words = pdfWords(readFileSync(join(dir, 'board.pdf')), 1);
    const key = words.find((w) => w.text === 'Central')!;
    const bar = words.find((w) => w.text === 'Print')!;
    // The lowest coordinate letters, under rank 1.
    const files = words.filter((w) => /^[a-j]$/.test(w.text));
    const boardBottom = Math.max(...files.map((w) => w.y + w.h));
    expect(key.y).toBeGreaterThan(boardBottom);
    expect(key.y + key.h).toBeLessThan(bar.y - 2);
  });

  it("draws the Bowman's volley and wrap with squares of 4 mm or more, every man on them lettered", async () => {
    const t = spec.pieces.findIndex((p) => p.id === 'M');
    const svgs = (await renderCards(legions, { format: ['svg'] })).map((f) => readSvg(f.data.toString('utf8')));
    // Its examples: windows of the piece's content (c<t + 2>) other than its main diagram d0, the wrap a window of the board (b).
    const frames = svgs.flatMap((svg) =>
      svg.elements
        .filter((e) => new RegExp(`^c${t + 2}-[db][1-9]\\d*-frame$`).test(e.attrs.id ?? ''))
        .map((frame) => ({ svg, frame })),
    );
    expect(frames.length).toBe(2);
    for (const { svg, frame } of frames) {
      const id = frame.attrs.id!.replace(/-frame$/, '');
      const box = rectBox(frame);
      const squares = svg.elements
        .filter((e) => e.name === 'rect' && e !== frame && e.ancestors[e.ancestors.length - 1] === id)
        .map((e) => rectBox(e).w);
      expect(Math.min(...squares.filter((w) => w < box.w - 1e-6)), id).toBeGreaterThanOrEqual(4);
      // A man's token holds his letters or figurine, never his moves in miniature.
      const tokens = svg.elements.filter(
        (e) => e.name === 'g' && (e.attrs.id ?? '').startsWith(`${id}-`) && /-(subject|piece)-/.test(e.attrs.id!),
      );
      expect(tokens.length, id).toBeGreaterThan(1);
      for (const token of tokens) {
        const texts = svg.elements.filter(
          (e: SvgElement) => e.name === 'text' && e.ancestors.includes(token.attrs.id!),
        );
        expect(texts.length, token.attrs.id).toBeGreaterThan(0);
        for (const e of texts)
          expect(Number(e.attrs['font-size']) * e.scale).toBeGreaterThanOrEqual(MIN_TEXT_MM - 1e-3);
      }
    }
  });
});
