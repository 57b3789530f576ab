/**
 * `fairyprint kit FILE.ini:SECTION`: a full kit for every section of the variants.ini test file (two
 * sections in `npm test`, all of them in the deep tier), each part's pages in kit.pdf.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseIni } from '../../src/definitions/ini.js';
import { runCli } from '../helpers/cli.js';
import { pdfText } from '../helpers/pdf.js';
import { tier } from '../helpers/tier.js';
import { readPdf, tempDir } from '../render/measure.js';

const INI = 'test/fixtures/fsf/tests.ini';
const all = parseIni(readFileSync(INI, 'utf8'), INI).map((s) => s.name);
// A drop variant with promoted forms, and one of many piece kinds with hoppers' cousins and lame leapers.
const sections = tier(['minishogi2', 'oddments'], all);
const pagesOf = (file: string): number => readPdf(readFileSync(file)).length;

describe('fairyprint kit FILE.ini:SECTION', () => {
  for (const section of sections) {
    it(`${section}: board, setup, counters, cards and rules, and kit.pdf of all their pages`, async () => {
      const dir = tempDir();
      const run = await runCli(['kit', `${INI}:${section}`, '--out', dir, '--format', 'pdf']);
      expect(run).toEqual({ code: 0, out: '', err: '' });
      expect(readdirSync(dir).sort()).toEqual(['board.pdf', 'cards.pdf', 'counters.pdf', 'kit.pdf', 'manifest.json', 'rules.pdf', 'setup.pdf']);
      const parts = ['board', 'setup', 'counters', 'cards', 'rules'].map((p) => pagesOf(join(dir, `${p}.pdf`)));
      expect(pagesOf(join(dir, 'kit.pdf'))).toBe(1 + parts.reduce((a, b) => a + b, 0));
      expect(pdfText(readFileSync(join(dir, 'rules.pdf')), 1)).toContain(section);
    });
  }
});
