/** The rules documentation lives in the repository: a page per template, linked both ways, nothing outside. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { templateIds } from '../src/definitions/load.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const rulesDir = join(root, 'docs/rules');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');
const pages = readdirSync(rulesDir).filter((f) => f.endsWith('.md'));
/** The pages of docs/ besides the rules pages: the tutorial, the references, architecture. */
const docPages = readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);

describe('rules pages', () => {
  it.each(templateIds())('%s has its page, named in the template and listed in the index', (id) => {
    expect(existsSync(join(rulesDir, `${id}.md`))).toBe(true);
    expect(read(`templates/${id}.yaml`).split('\n').slice(0, 3)).toContain(`# Rules: docs/rules/${id}.md`);
    expect(read('docs/rules/README.md')).toContain(`](${id}.md)`);
  });

  it('every page has the sections a player needs', () => {
    for (const id of templateIds()) {
      const headings = read(`docs/rules/${id}.md`).match(/^## .+$/gm) ?? [];
      expect(headings, id).toEqual(expect.arrayContaining(['## Board and setup', '## How the game ends', '## Game records', '## Decisions']));
    }
  });

  it('every relative link and picture of the pages and the README leads to a file of the repository', () => {
    const files = [...pages.map((f) => `docs/rules/${f}`), ...docPages, 'README.md'];
    let links = 0;
    for (const file of files) {
      for (const [, target] of read(file).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        links++;
        expect(existsSync(resolve(dirname(join(root, file)), target!)), `${file}: ${target}`).toBe(true);
      }
    }
    expect(links).toBeGreaterThan(20);
  });

  it('nothing in the README, the templates or the docs points outside the repository', () => {
    const files = ['README.md', ...docPages, ...readdirSync(join(root, 'templates')).map((f) => `templates/${f}`), ...pages.map((f) => `docs/rules/${f}`)];
    for (const file of files) expect(read(file), file).not.toMatch(/shared\/|RULES\.md|seeds\//);
  });
});
