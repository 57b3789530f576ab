/**
 * Perft speed beside Fairy-Stockfish (the npm WebAssembly build) on orthodox chess and on every template
 * Fairy-Stockfish plays. Each variant is measured in a fresh process of its own, both engines in it
 * (fsf-variant.ts), from the engine compiled as the CLI runs it. Depths are chosen so each count takes a tenth of a second or more, so that a few
 * milliseconds of noise or of compiling do not decide a ratio.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATES = [
  ['chess', 5],
  ['capablanca', 5],
  ['grand', 4],
  ['makruk', 5],
  ['xiangqi', 4],
  ['shogi', 5],
  ['crazyhouse', 5],
  ['grasshopper', 4],
  ['atomic', 5],
  ['threecheck', 5],
  ['racingkings', 5],
  ['antichess', 5],
  ['losers', 5],
] as const;

export default async function bench(): Promise<void> {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const script = join(root, 'bench/fsf-variant.ts');
  // The engine as the CLI runs it: compiled, into a temporary folder so that a stale dist/ cannot mislead.
  const build = mkdtempSync(join(tmpdir(), 'fairyprint-fsf-build-'));
  try {
    execFileSync(process.execPath, [
      join(root, 'node_modules/typescript/bin/tsc'),
      '-p',
      join(root, 'tsconfig.build.json'),
      '--outDir',
      join(build, 'dist'),
    ]);
    symlinkSync(join(root, 'templates'), join(build, 'templates'));
    symlinkSync(join(root, 'node_modules'), join(build, 'node_modules'));
    writeFileSync(join(build, 'package.json'), '{ "type": "module" }\n');
    for (const [id, depth] of TEMPLATES) {
      // The runner's own flags (tsx's loader) let the child import the TypeScript UCI helper.
      const run = spawnSync(process.execPath, [...process.execArgv, script, id, String(depth), build], {
        stdio: 'inherit',
      });
      if (run.status !== 0) throw new Error(`bench fsf ${id}: the measuring process failed`);
    }
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
}
