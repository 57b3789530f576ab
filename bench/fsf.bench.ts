/**
 * Perft speed beside Fairy-Stockfish (the npm WebAssembly build, in a child Node process) on orthodox
 * chess and on every template Fairy-Stockfish plays, in the same run. FSF's time is the round trip of `go perft N`, which on
 * these sizes is its counting. Counts must agree before a speed is printed. The two take turns round
 * by round (bestInTurns). Depths are chosen so each count takes a tenth of a second or more, so that
 * a few milliseconds of noise or of compiling do not decide a ratio.
 */
import { loadVariant } from '../src/definitions/load.js';
import { perft } from '../src/engine/perft.js';
import { startPosition } from '../src/engine/start.js';
import { toFen } from '../src/notation/fen.js';
import { Fsf, fsfName } from '../test/helpers/fsf.js';
import { bestInTurns } from './timing.js';

const row = (name: string, nodes: number, ms: number, ref?: number): string => {
  const nps = (nodes / ms) * 1000;
  const ratio = ref ? `  ${(nps / ref).toFixed(2)}x` : '';
  return `${name.padEnd(30)} ${String(nodes).padStart(9)} nodes ${ms.toFixed(0).padStart(6)} ms ${(nps / 1e6).toFixed(2).padStart(6)} Mnps${ratio}`;
};

export default async function bench(): Promise<void> {
  const fsf = await Fsf.start();
  try {
    for (const [id, depth] of [
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
    ] as const) {
      const { variant } = loadVariant(id);
      const fen = toFen(startPosition(variant));
      const [ours, theirs] = await bestInTurns(
        3,
        () => perft(startPosition(variant), depth),
        async () => (await fsf.perft(fsfName(id), fen, depth)).total,
      );
      if (ours.count !== theirs.count)
        throw new Error(`perft ${id} ${depth}: fairyprint ${ours.count}, Fairy-Stockfish ${theirs.count}`);
      const ref = (theirs.count / theirs.ms) * 1000;
      process.stdout.write(`${id} start position depth ${depth}\n`);
      process.stdout.write(`  ${row('fairyprint', ours.count, ours.ms, ref)}  (vs Fairy-Stockfish)\n`);
      process.stdout.write(`  ${row('Fairy-Stockfish (wasm, Node)', theirs.count, theirs.ms, ref)}\n`);
    }
  } finally {
    await fsf.close();
  }
}
