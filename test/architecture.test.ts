/**
 * The library is the one door (docs/architecture.md): the front ends (the CLI, the studio server and the
 * studio page) reach the layers below only through src/api, never src/engine, src/notation and the rest
 * directly. Every import of theirs, static or dynamic, is resolved and checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FRONT_ENDS = ['src/cli', 'src/studio', 'studio'];
/** Where a front end may import from in src/, besides its own folder (the page and its server share theirs). */
const DOOR = ['src/api/', 'src/index.ts'];
/**
 * Front-end helpers below the door that stay where they are: terminal-safe text for every message printed,
 * and "did you mean" (the loaders name the nearest variant id with it, the CLI the nearest option).
 */
const ALLOWED = ['src/printable.ts', 'src/suggest.ts'];
const OWN: Record<string, string[]> = {
  // The studio command starts the studio server.
  'src/cli': ['src/cli/', 'src/studio/'],
  'src/studio': ['src/studio/'],
  studio: ['studio/', 'src/studio/'],
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.ts$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** Every module a file imports: `from '...'`, `import '...'` and `import('...')`. */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"]+)\1/g)) found.push(m[2]!);
  return found;
}

/** The imports of `file` (relative to the repository) that go past the door, as "file: import". */
export function pastTheDoor(file: string, text: string): string[] {
  const front = FRONT_ENDS.find((f) => file.startsWith(`${f}/`))!;
  const allowed = [...DOOR, ...ALLOWED, ...OWN[front]!];
  return importsOf(text)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => relative(root, resolve(root, dirname(file), spec)).replace(/\.js$/, '.ts'))
    .filter((target) => target.startsWith('src/') && !allowed.some((a) => target === a || target.startsWith(a)))
    .map((target) => `${file}: ${target}`);
}

describe('the front ends import only the library (src/api)', () => {
  it('finds static, side-effect and dynamic imports', () => {
    const text = `import { a } from '../../engine/movegen.js';\nimport './x.js';\nconst k = await import('../../kit/index.js');`;
    expect(importsOf(text)).toEqual(['../../engine/movegen.js', './x.js', '../../kit/index.js']);
    expect(pastTheDoor('src/cli/commands/x.ts', text)).toEqual([
      'src/cli/commands/x.ts: src/engine/movegen.ts',
      'src/cli/commands/x.ts: src/kit/index.ts',
    ]);
  });

  for (const front of FRONT_ENDS) {
    it(`${front}/ imports nothing under src/ but src/api`, () => {
      const files = sourceFiles(front);
      expect(files.length).toBeGreaterThan(0);
      const past = files.flatMap((f) => pastTheDoor(f, readFileSync(join(root, f), 'utf8')));
      expect(past).toEqual([]);
    });
  }
});
