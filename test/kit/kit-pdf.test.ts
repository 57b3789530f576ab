/** The kits as written: read back from kit.pdf and counters.pdf with a PDF reader (mupdf). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { writeKit } from '../../src/kit/index.js';
import { pdfPageCount, pdfText, pdfWords } from '../helpers/pdf.js';
import { tier } from '../helpers/tier.js';
import { tempDir } from '../render/measure.js';

// npm test reads back three kits (the tiled free-setup one, holes, orthodox); test:deep all six.
const KITS = tier(
  ['ecros', 'secutor', 'chess'],
  ['ecros', 'secutor', 'orthodia', 'orthodia-simplified', 'chess-legions', 'chess'],
);

describe('kit.pdf read back', () => {
  for (const id of KITS) {
    it(`${id}: a setup page naming every piece type, "N / M" on every page, no word under 6 pt`, async () => {
      const dir = tempDir();
      await writeKit(loadVariant(id), { out: dir, format: ['pdf'], backs: true });
      const pdf = readFileSync(join(dir, 'kit.pdf'));
      const total = pdfPageCount(pdf);
      const texts = Array.from({ length: total }, (_, i) => pdfText(pdf, i + 1).replace(/\s+/g, ' '));
      const { spec } = loadVariant(id).variant;
      const setup = texts.filter((t) => t.includes('Setup') && spec.pieces.every((p) => t.includes(p.name)));
      expect(setup.length, 'a setup page').toBeGreaterThanOrEqual(1);
      if (id === 'ecros')
        expect(texts.some((t) => t.includes('Setup worksheet') && t.includes('WhiteSetup'))).toBe(true);
      texts.forEach((t, i) => expect(t, `page ${i + 1}`).toContain(`${i + 1} / ${total}`));
      for (let p = 1; p <= total; p++) {
        const small = pdfWords(pdf, p).filter((w) => w.size < 6 - 0.01);
        expect(
          small.map((w) => `${w.text} ${w.size.toFixed(2)} pt`),
          `page ${p}`,
        ).toEqual([]);
      }
    });
  }

  it('chess: counters.pdf holds the figurines and, by default, spares of every promotion piece', async () => {
    const dir = tempDir();
    await writeKit(loadVariant('chess'), { out: dir, format: ['pdf'] });
    const text = pdfText(readFileSync(join(dir, 'counters.pdf')));
    for (const glyph of ['♔', '♕', '♖', '♗', '♘', '♙', '♚', '♛', '♜', '♝', '♞', '♟']) expect(text).toContain(glyph);
    // 16 men and 6 spares (three Queens, a Rook, a Bishop, a Knight) a side.
    const count = (g: string): number => text.split(g).length - 1;
    expect([count('♕'), count('♖'), count('♗'), count('♙')]).toEqual([4, 3, 3, 8]);
    expect([count('♛'), count('♜'), count('♝'), count('♞'), count('♟')]).toEqual([4, 3, 3, 3, 8]);
  });
});
