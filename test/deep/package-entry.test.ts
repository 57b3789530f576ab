/**
 * The package works by its name once built: src/ is built as `npm run build` builds it (into a folder of
 * its own, so the repository's dist/ is left alone), a project that depends on `fairyprint` runs every
 * example of docs/api.md with plain Node.js in one child process, and TypeScript finds the types through
 * package.json's exports.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiExamples } from '../helpers/api-examples.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsc = join(root, 'node_modules/typescript/bin/tsc');

describe('the built package, imported by its name', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fairyprint-package-'));
  const pkg = join(dir, 'fairyprint');
  const app = join(dir, 'app');

  beforeAll(() => {
    mkdirSync(pkg);
    execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json'), '--outDir', join(pkg, 'dist')]);
    copyFileSync(join(root, 'package.json'), join(pkg, 'package.json'));
    for (const shared of ['templates', 'node_modules']) symlinkSync(join(root, shared), join(pkg, shared));
    mkdirSync(join(app, 'node_modules'), { recursive: true });
    symlinkSync(pkg, join(app, 'node_modules', 'fairyprint'));
    symlinkSync(join(root, 'node_modules', '@types'), join(app, 'node_modules', '@types'));
    writeFileSync(join(app, 'package.json'), JSON.stringify({ type: 'module', dependencies: { fairyprint: '*' } }));
  }, 120_000);

  it('runs every example of docs/api.md and prints what the page shows', () => {
    const examples = apiExamples(readFileSync(join(root, 'docs/api.md'), 'utf8'));
    const files = examples.map((e, i) => {
      const file = join(app, `example-${i}.mjs`);
      writeFileSync(file, e.code);
      return file;
    });
    // One process: a line before each example's output tells them apart.
    writeFileSync(
      join(app, 'run.mjs'),
      "for (const f of process.argv.slice(2)) { console.log('=== ' + f); await import(f); }\n",
    );
    const out = execFileSync(process.execPath, ['run.mjs', ...files], { cwd: app, encoding: 'utf8' });
    const printed = out.split(/^=== .*\n/m).slice(1);
    expect(printed).toEqual(examples.map((e) => e.printed));
  });

  it('gives TypeScript the types of its exports', () => {
    writeFileSync(
      join(app, 'typed.ts'),
      [
        "import { legalMoves, loadVariant, play, startPosition, writeKit, type KitOptions, type Move, type Position, type Result, type Variant } from 'fairyprint';",
        "const chess: Result<Variant> = loadVariant('chess');",
        'if (!chess.ok) throw chess.error;',
        'const start: Position = startPosition(chess.value);',
        'const first: Move = legalMoves(start)[0]!;',
        'const next: Position = play(start, first);',
        "const options: KitOptions = { format: 'pdf', marginMm: 12, option: [] };",
        'void writeKit(chess.value, options);',
        'export { next };',
        '// @ts-expect-error: formats is not an option',
        "void writeKit(chess.value, { formats: 'pdf' });",
      ].join('\n'),
    );
    const args = [
      '--noEmit',
      '--strict',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      '--types',
      'node',
      '--skipLibCheck',
      'typed.ts',
    ];
    expect(() => execFileSync(process.execPath, [tsc, ...args], { cwd: app, encoding: 'utf8' })).not.toThrow();
  });
});
