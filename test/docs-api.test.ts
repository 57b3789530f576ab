/**
 * docs/api.md runs as written: every ```js block is a module importing 'fairyprint', run here against
 * src/index.ts (test/deep/package-entry.test.ts runs them against the built package), and what it
 * prints with console.log must be the ```text block after it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as lib from '../src/index.js';
import { apiExamples } from './helpers/api-examples.js';

const page = readFileSync(fileURLToPath(new URL('../docs/api.md', import.meta.url)), 'utf8');
const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));

describe('docs/api.md', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fairyprint-api-docs-'));
  const examples = apiExamples(page);
  afterEach(() => void vi.restoreAllMocks());

  it('has examples, each followed by what it prints', () => expect(examples.length).toBeGreaterThan(5));

  for (const [i, example] of examples.entries()) {
    it(`line ${example.line}: prints what the page shows`, async () => {
      const file = join(dir, `example-${i}.mjs`);
      writeFileSync(file, example.code.replaceAll("from 'fairyprint'", `from ${JSON.stringify(entry)}`));
      let printed = '';
      vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void (printed += `${format(...args)}\n`));
      await import(file);
      expect(printed).toBe(example.printed);
    });
  }

  it('names every function and value the package exports', () => {
    // In code: `perft(pos, depth)` in the text, or imported by an example.
    for (const name of Object.keys(lib)) expect(page, name).toMatch(new RegExp(`[\`{ ]${name}[\`(,} ]`));
  });
});
