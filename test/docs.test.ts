/** The rules documentation lives in the repository: a page per template, linked both ways, nothing outside. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadVariant, templateIds } from '../src/definitions/load.js';
import { generateLegal, MoveList } from '../src/engine/movegen.js';
import { parseFen } from '../src/notation/fen.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const rulesDir = join(root, 'docs/rules');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');
const pages = readdirSync(rulesDir).filter((f) => f.endsWith('.md'));
/** The pages of docs/ besides the rules pages: the tutorial, the references, architecture. */
const docPages = readdirSync(join(root, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`);

describe('rules pages', () => {
  it.each(templateIds())('%s has its page, named in the template and listed in the index', (id) => {
    expect(existsSync(join(rulesDir, `${id}.md`))).toBe(true);
    expect(read(`templates/${id}.yaml`).split('\n').slice(0, 3)).toContain(`# Rules: docs/rules/${id}.md`);
    expect(read('docs/rules/README.md')).toContain(`](${id}.md)`);
  });

  it('every page has the sections a player needs', () => {
    for (const id of templateIds()) {
      const headings = read(`docs/rules/${id}.md`).match(/^## .+$/gm) ?? [];
      expect(headings, id).toEqual(
        expect.arrayContaining(['## Board and setup', '## How the game ends', '## Game records', '## Decisions']),
      );
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
    const files = [
      'README.md',
      ...docPages,
      ...readdirSync(join(root, 'templates')).map((f) => `templates/${f}`),
      ...pages.map((f) => `docs/rules/${f}`),
    ];
    for (const file of files) expect(read(file), file).not.toMatch(/shared\/|RULES\.md|seeds\//);
  });
});

describe('the Betza atlas of the tutorial (docs/betza.yaml)', () => {
  it('every piece alone on e5 of the empty board has moves to draw (the atlas is composed positions, never a finished game)', () => {
    const { variant } = loadVariant(join(root, 'docs/betza.yaml'));
    for (const piece of variant.spec.pieces) {
      const letter = piece.id.length === 1 ? piece.id : `{${piece.id}}`;
      const pos = parseFen(variant, `9/9/9/9/4${letter}4/9/9/9/9 w - - 0 1`, { anyPosition: true });
      const list = new MoveList();
      generateLegal(pos, list);
      expect(list.length, piece.name).toBeGreaterThan(0);
    }
  });
});
