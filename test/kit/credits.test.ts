/** The kit credits a variant's designer exactly as its definition does, and no one where it names no one. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadVariant, resolveVariantFile, templateIds } from '../../src/definitions/load.js';
import { coverPage, rulesScene } from '../../src/render/layout/kit.js';
import { deep, tier } from '../helpers/tier.js';
import { pageWords } from '../render/scene-walk.js';

const authorOf = (id: string): string | undefined =>
  (parse(readFileSync(resolveVariantFile(id), 'utf8')) as { author?: string }).author;

describe('credits', () => {
  it("print each template's author on the contents and rules pages, and no other name", () => {
    const authors = new Set(templateIds().flatMap((id) => authorOf(id) ?? []));
    // Morien Jones wrote Chess Legions; the ECROS text names no author.
    expect(authors).toContain('Morien Jones');
    expect(authorOf('ecros')).toBeUndefined();
    // A few in npm test, every template (ECROS among them) in the deep tier.
    for (const id of tier(['chess-legions', 'secutor', 'chess'], templateIds())) {
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

describe('the rule as this kit plays it', () => {
  it('marks what the definition settles where its source is silent: each interpretation and deduced piece, on the rules page', () => {
    for (const id of tier(['chess-legions', 'secutor'], ['ecros', 'chess-legions', 'secutor'])) {
      const v = loadVariant(id).variant;
      const words = pageWords(rulesScene(v).pages[0]!).replace(/\s+/g, ' ');
      expect(words, id).toContain('The rule as this kit plays it');
      const said = (parse(readFileSync(resolveVariantFile(id), 'utf8')) as { interpretations?: string[] })
        .interpretations;
      expect(said?.length, id).toBeGreaterThan(0);
      // Each sentence as written, wrapped into lines: every one of its words in order.
      for (const s of said!) expect(words.includes(s.split(' ').slice(0, 4).join(' ')), `${id}: ${s}`).toBe(true);
    }
    // ECROS's deduced pieces, said as such (its variant takes a second to load: the deep tier).
    if (deep) {
      const ecros = pageWords(rulesScene(loadVariant('ecros').variant).pages[0]!);
      expect(ecros).toContain('Segundo Two and Tercio Three are not in the original text');
    }
  });
});
