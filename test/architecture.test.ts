/**
 * The library is the one door (docs/architecture.md): the front ends (the CLI, the studio server and the
 * studio page) reach the layers below only through src/api, never src/engine, src/notation and the rest
 * directly. Every import of theirs, static or dynamic, is resolved and checked. And the door is one, not
 * a hole: src/api hands on from below types, and only the few values listed here; each of its files
 * has functions or values of its own, on the library's values.
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

/** The values src/api re-exports from below it, each for its reason; whatever else it re-exports from there is a type. */
const HANDED_ON: Record<string, string> = {
  InputError: 'the error of bad input, which results carry',
  formatPath: "how messages write a field's path (pieces[3].moves)",
  systemReason: "the system's refusal of a file in words",
  FONT_FILE: 'the font the printables embed, for a page that shows them',
  FenError: "parseFen's error",
  fenRefusal: "why a FEN is refused, from parseFen's error",
  formatBytes: 'file sizes as the command line prints them',
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

/**
 * What a file of src/api wrongly hands on from the layers below: a value re-exported (`export { x } from`
 * or `export *`) that HANDED_ON does not list, or nothing of its own (a file of re-exports only).
 */
export function handedOn(file: string, text: string): string[] {
  const wrong: string[] = [];
  for (const m of text.matchAll(/\bexport\s+(type\s+)?(\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s*(['"])([^'"]+)\3/g)) {
    const target = relative(root, resolve(root, dirname(file), m[4]!));
    if (!m[4]!.startsWith('.') || target.startsWith('src/api/')) continue;
    if (m[1]) continue;
    if (m[2]!.startsWith('*')) wrong.push(`${file}: export * from ${m[4]}`);
    else
      for (const spec of m[2]!.slice(1, -1).split(',')) {
        const name = spec.trim();
        if (name && !name.startsWith('type ') && !(name in HANDED_ON)) wrong.push(`${file}: ${name} from ${m[4]}`);
      }
  }
  if (!/^export\s+(?:async\s+)?(?:function\*?|class|const|let)\s/m.test(text))
    wrong.push(`${file}: nothing of its own`);
  return wrong;
}

describe('src/api is a door, not a hole', () => {
  it('finds values handed on from below and files of re-exports only', () => {
    const text = `export { type A, b, InputError } from '../errors.js';\nexport * from '../engine/movegen.js';\nexport type { C } from '../engine/move.js';\nexport { d } from './other.js';`;
    expect(handedOn('src/api/x.ts', text)).toEqual([
      'src/api/x.ts: b from ../errors.js',
      'src/api/x.ts: export * from ../engine/movegen.js',
      'src/api/x.ts: nothing of its own',
    ]);
    expect(handedOn('src/api/x.ts', `${text}\nexport function own(): void {}`)).toHaveLength(2);
  });

  it('hands on from below only types and the values listed, and every file has its own', () => {
    const files = sourceFiles('src/api');
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((f) => handedOn(f, readFileSync(join(root, f), 'utf8')))).toEqual([]);
  });
});
