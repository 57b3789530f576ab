/**
 * Promoted forms and duplex printing, read back from the written PDFs: a kit without backs prints the
 * promoted forms as counters of their own, and says so; a kit with backs keeps every front on an odd
 * page of kit.pdf, so the whole file printed double-sided puts each back behind its front.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { writeKit } from '../../src/kit/index.js';
import { pdfPageCount, pdfText } from '../helpers/pdf.js';
import { tempDir } from '../render/measure.js';

/** Shogi's kit with backs, written once for the tests that read it. */
let withBacks: Promise<string> | null = null;
const shogiWithBacks = (): Promise<string> => {
  withBacks ??= (async () => {
    const dir = tempDir();
    // Letters, so that the PDF's text names each counter's man (traditional faces are drawn as outlines).
    await writeKit(loadVariant('shogi'), { out: dir, format: ['pdf'], backs: true, faces: 'latin' });
    return dir;
  })();
  return withBacks;
};

const pageTexts = (pdf: Buffer): string[] =>
  Array.from({ length: pdfPageCount(pdf) }, (_, i) => pdfText(pdf, i + 1).replace(/\s+/g, ' '));
const occurrences = (text: string, word: string): number => text.split(word).length - 1;

describe('Shogi promoted forms', () => {
  it('without backs: counters.pdf has a counter of each promoted form for every man that promotes, and no page speaks of backs', async () => {
    const dir = tempDir();
    await writeKit(loadVariant('shogi'), { out: dir, format: ['pdf'], faces: 'latin' });
    const { spec } = loadVariant('shogi').variant;
    const counters = pageTexts(readFileSync(join(dir, 'counters.pdf'))).join(' ');
    const forms = spec.pieces.filter((p) => p.promotedFrom !== undefined);
    expect(forms.map((p) => p.name)).toEqual([
      'Dragon',
      'Horse',
      'Promoted Silver',
      'Promoted Knight',
      'Promoted Lance',
      'Tokin',
    ]);
    const start = spec.setup.filter((c) => c !== 0);
    for (const form of forms) {
      // Every man of both sides that can promote to it: 18 Pawns make 18 Tokins.
      const men = start.filter((c) => Math.abs(c) - 1 === form.promotedFrom).length;
      expect(occurrences(counters, form.name), form.name).toBe(men);
    }
    const kit = pageTexts(readFileSync(join(dir, 'kit.pdf')));
    kit.forEach((t, i) => expect(t, `page ${i + 1}`).not.toMatch(/\bbacks? of the counters?\b/));
    const setup = kit.find((t) => t.includes('Shogi · Setup'))!;
    expect(setup).toContain('Promoted forms (counters of their own');
  });

  it('with backs: the promoted forms are on the backs, and the setup page says so', async () => {
    const dir = await shogiWithBacks();
    const sheets = pageTexts(readFileSync(join(dir, 'counters.pdf')));
    expect(sheets.length).toBe(2);
    expect(occurrences(sheets[0]!, 'Tokin')).toBe(0);
    expect(occurrences(sheets[1]!, 'Tokin')).toBe(18);
    const setup = pageTexts(readFileSync(join(dir, 'kit.pdf'))).find((t) => t.includes('Shogi · Setup'))!;
    expect(setup).toContain('Promoted forms (on the backs of the counters');
  });
});

describe('kit.pdf printed double-sided', () => {
  it('shogi --backs: every counter and card front is on an odd page, its backs on the next', async () => {
    const dir = await shogiWithBacks();
    const texts = pageTexts(readFileSync(join(dir, 'kit.pdf')));
    const isBack = (t: string): boolean =>
      / · backs /.test(t) ||
      (t.includes('move cards') && !t.includes('Reading the move cards') && !/\bvalue\b|\bmoves:/.test(t));
    const counterFronts = texts.flatMap((t, i) => (t.includes(' · counters · ') && !isBack(t) ? [i + 1] : []));
    const cardFronts = texts.flatMap((t, i) => (/moves: /.test(t) ? [i + 1] : []));
    expect(counterFronts.length).toBeGreaterThan(0);
    expect(cardFronts.length).toBeGreaterThan(0);
    for (const page of [...counterFronts, ...cardFronts]) {
      expect(page % 2, `front on page ${page}`).toBe(1);
      expect(isBack(texts[page]!), `page ${page + 1} is the back of page ${page}`).toBe(true);
    }
  });
});
