/**
 * The kit in memory (renderKit, what the studio page zips) is the kit writeKit writes: the same files
 * under the same names, and kit.pdf the same page for page. In the deep tier: it makes a kit twice.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/api/files.js';
import { renderKit, writeKit } from '../../src/api/print.js';
import { pdfPageBox, pdfPageCount, pdfText } from '../helpers/pdf.js';

describe('renderKit', () => {
  it('gives the files writeKit writes, kit.pdf equal page for page', async () => {
    const loaded = loadVariant('chess-legions');
    if (!loaded.ok) throw loaded.error;
    const options = { format: ['pdf', 'svg'], backs: true, option: ['masked-men'] };
    const dir = await mkdtemp(join(tmpdir(), 'fairyprint-render-kit-'));
    try {
      const written = await writeKit(loaded.value, { ...options, out: dir });
      const { files, pages } = await renderKit(loaded.value, options);
      expect(files.map((f) => f.name).sort()).toEqual(written.files.map((f) => f.path.slice(dir.length + 1)).sort());
      expect(pages).toBe(written.pages);
      const mine = files.find((f) => f.name === 'kit.pdf')!.data;
      const theirs = await readFile(join(dir, 'kit.pdf'));
      expect(pdfPageCount(mine)).toBe(pages);
      for (let p = 1; p <= pages; p++) {
        expect(pdfPageBox(mine, p, 'MediaBox')).toEqual(pdfPageBox(theirs, p, 'MediaBox'));
        expect(pdfText(mine, p)).toBe(pdfText(theirs, p));
      }
      // Every SVG is the file writeKit wrote.
      for (const f of files.filter((f) => f.format === 'svg'))
        expect(f.data.equals(await readFile(join(dir, f.name)))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
