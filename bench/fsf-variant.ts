/**
 * One row of `bench -- fsf`, run in a plain node process of its own (this file compiled beside the engine:
 * `fsf-variant.js <template> <depth> <build>`): perft of the template's start position by fairyprint in
 * this process, from the compiled engine in `<build>/dist` (what the CLI runs: the same sources run
 * through tsx counted 15-20% slower) and by Fairy-Stockfish's WebAssembly build in a
 * child process of its own, spoken to over UCI, taking turns round by round (bestInTurns); the counts must
 * agree before the speeds are printed. Both engines start fresh for each variant, as a user's run of one
 * variant does: in one process for all thirteen, the call sites of the engine's hot loops that reach rule
 * hooks have met every variant's closures before the last variants run, and those ran up to half slower.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Fsf, fsfName } from '../test/helpers/fsf.js';
import { bestInTurns, type Clock, ownCpuClock, wallClock } from './timing.js';

/**
 * Rounds each engine runs, taking turns, after one round each to warm up; the best of each is kept. At
 * least five, and more where a count is quick, so that every variant's best is picked from about two
 * seconds of fairyprint's counting: a few rounds of a tenth of a second leave the best to a burst of load.
 */
const roundsFor = (warmMs: number): number => Math.max(5, Math.min(25, Math.ceil(2000 / warmMs)));

const row = (name: string, nodes: number, ms: number, ref?: number): string => {
  const nps = (nodes / ms) * 1000;
  const ratio = ref ? `  ${(nps / ref).toFixed(2)}x` : '';
  return `${name.padEnd(30)} ${String(nodes).padStart(9)} nodes ${ms.toFixed(0).padStart(6)} ms ${(nps / 1e6).toFixed(2).padStart(6)} Mnps${ratio}`;
};

const [id, depthText, build] = process.argv.slice(2);
if (id === undefined || depthText === undefined || build === undefined)
  throw new Error('usage: fsf-variant.ts <template> <depth> <build folder holding dist/>');
const depth = Number(depthText);
const compiled = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(join(build, 'dist', path)).href)) as T;
const { loadVariant } = await compiled<typeof import('../src/definitions/load.js')>('definitions/load.js');
const { perft } = await compiled<typeof import('../src/engine/perft.js')>('engine/perft.js');
const { startPosition } = await compiled<typeof import('../src/engine/start.js')>('engine/start.js');
const { toFen } = await compiled<typeof import('../src/notation/fen.js')>('notation/fen.js');
const fsf = await Fsf.start();
try {
  const { variant } = loadVariant(id);
  const fen = toFen(startPosition(variant));
  const ourRound = () => perft(startPosition(variant), depth);
  const theirRound = async () => (await fsf.perft(fsfName(id), fen, depth)).total;
  // CPU time where the system tells it for both processes: the wall clock of a shared machine swings by
  // a third with the load, while each engine's own CPU time barely moves.
  const cpu = fsf.cpuMs() !== null;
  const clocks: [Clock, Clock] = cpu ? [ownCpuClock, () => fsf.cpuMs()!] : [wallClock, wallClock];
  const [warm] = await bestInTurns(1, ourRound, theirRound, clocks);
  const [ours, theirs] = await bestInTurns(roundsFor(warm.ms), ourRound, theirRound, clocks);
  if (ours.count !== theirs.count)
    throw new Error(`perft ${id} ${depth}: fairyprint ${ours.count}, Fairy-Stockfish ${theirs.count}`);
  const ref = (theirs.count / theirs.ms) * 1000;
  process.stdout.write(`${id} start position depth ${depth} (${cpu ? 'CPU time of each process' : 'wall clock'})\n`);
  process.stdout.write(`  ${row('fairyprint', ours.count, ours.ms, ref)}  (vs Fairy-Stockfish)\n`);
  process.stdout.write(`  ${row('Fairy-Stockfish (wasm, Node)', theirs.count, theirs.ms, ref)}\n`);
} finally {
  await fsf.close();
}
