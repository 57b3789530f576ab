/**
 * `fairyprint kit FILE.ini:SECTION`: a full kit for every section of the variants.ini test file (two
 * sections in `npm test`, all of them in the deep tier), each part's pages in kit.pdf.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseIni } from '../../src/definitions/ini.js';
import { runCli } from '../helpers/cli.js';
import { pdfText } from '../helpers/pdf.js';
import { tier } from '../helpers/tier.js';
import { readPdf, tempDir } from '../render/measure.js';

const INI = 'test/fixtures/fsf/tests.ini';
const all = parseIni(readFileSync(INI, 'utf8'), INI).map((s) => s.name);
// A drop variant with promoted forms, one of many piece kinds with hoppers' cousins and lame leapers,
// and a race whose rules page says how the race ends.
const sections = tier(['minishogi2', 'oddments', 'racingkings2'], all);
const pagesOf = (file: string): number => readPdf(readFileSync(file)).length;
const ENDINGS: Record<string, string> = {
  threecheck2: 'Win by giving check 3 times',
  fivecheck: 'Win by giving check 5 times',
  racingkings2: "Black's may still answer with one move",
  losers2: 'Win by losing all your men but your King',
  matewins: 'is checkmated wins',
};

describe('fairyprint kit FILE.ini:SECTION', () => {
  for (const section of sections) {
    it(`${section}: board, setup, counters, cards and rules, and kit.pdf of all their pages`, async () => {
      const dir = tempDir();
      const run = await runCli(['kit', `${INI}:${section}`, '--out', dir, '--format', 'pdf']);
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
      const parts = ['board', 'setup', 'counters', 'cards', 'rules', 'score', 'aids'].map((p) =>
        pagesOf(join(dir, `${p}.pdf`)),
      );
      expect(pagesOf(join(dir, 'kit.pdf'))).toBe(1 + parts.reduce((a, b) => a + b, 0));
      expect(pdfText(readFileSync(join(dir, 'rules.pdf')), 1)).toContain(section);
      // The endings of the built-ins the section inherits, in the rules' own words.
      const ending = ENDINGS[section];
      if (ending) expect(pdfText(readFileSync(join(dir, 'rules.pdf')), 1).replace(/\s+/g, ' ')).toContain(ending);
    });
  }
});
