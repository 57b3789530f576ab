/**
 * Perft speed beside Fairy-Stockfish (the npm WebAssembly build) on orthodox chess and on every template
 * Fairy-Stockfish plays. Each variant is measured in a fresh process of its own, both engines in it
 * (fsf-variant.ts), from the engine compiled as the CLI runs it. Depths are chosen so each count takes a tenth of a second or more, so that a few
 * milliseconds of noise or of compiling do not decide a ratio.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, withCompiledPackage } from './compiled.js';

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
  const script = join(ROOT, 'bench/fsf-variant.ts');
  // The engine as the CLI runs it: compiled.
  await withCompiledPackage('fsf', (build) => {
    for (const [id, depth] of TEMPLATES) {
      // The runner's own flags (tsx's loader) let the child import the TypeScript UCI helper.
      const run = spawnSync(process.execPath, [...process.execArgv, script, id, String(depth), build], {
        stdio: 'inherit',
      });
      if (run.status !== 0) throw new Error(`bench fsf ${id}: the measuring process failed`);
    }
  });
}
