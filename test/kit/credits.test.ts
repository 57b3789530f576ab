/** The kit credits a variant's designer exactly as its definition does, and no one where it names no one. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadVariant, resolveVariantFile, templateIds } from '../../src/definitions/load.js';
import { coverPage, rulesScene } from '../../src/render/layout/kit.js';
import { tier } from '../helpers/tier.js';
import { pageWords } from '../render/scene-walk.js';

const authorOf = (id: string): string | undefined =>
  (parse(readFileSync(resolveVariantFile(id), 'utf8')) as { author?: string }).author;

describe('credits', () => {
  it("print each template's author on the contents and rules pages, and no other name", () => {
    const authors = new Set(templateIds().flatMap((id) => authorOf(id) ?? []));
    // Morien Jones wrote Chess Legions; the ECROS text names no author.
    expect(authors).toContain('Morien Jones');
    expect(authorOf('ecros')).toBeUndefined();
    // The seeds in npm test, every template in the deep tier.
    for (const id of tier(['ecros', 'chess-legions', 'orthodia', 'secutor', 'chess'], templateIds())) {
      const v = loadVariant(id).variant;
      const author = authorOf(id);
      const pages = [coverPage(v, [], [], 1), rulesScene(v).pages[0]!].map((p) => pageWords(p));
      for (const words of pages) {
        if (author) expect(words, id).toContain(`Designed by ${author}.`);
        else expect(words, id).not.toContain('Designed by');
        for (const other of authors) if (other !== author) expect(words, `${id}: ${other}`).not.toContain(other);
      }
    }
  });
});
