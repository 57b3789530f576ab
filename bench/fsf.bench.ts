/**
 * Perft speed beside Fairy-Stockfish (the npm WebAssembly build) on orthodox chess and on every template
 * Fairy-Stockfish plays. Each variant is measured in a fresh process of its own, both engines in it
 * (fsf-variant.ts), from the engine compiled as the CLI runs it. Depths are chosen so each count takes a tenth of a second or more, so that a few
 * milliseconds of noise or of compiling do not decide a ratio.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { withCompiledPackage } from './compiled.js';

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
  // The engine as the CLI runs it: compiled, in a plain node process (the runner compiled beside it).
  await withCompiledPackage(
    'fsf',
    (build) => {
      const script = join(build, 'runners/bench/fsf-variant.js');
      for (const [id, depth] of TEMPLATES) {
        const run = spawnSync(process.execPath, [script, id, String(depth), build], { stdio: 'inherit' });
        if (run.status !== 0) throw new Error(`bench fsf ${id}: the measuring process failed`);
      }
    },
    ['bench/fsf-variant.ts'],
  );
}
