/**
 * perft: the node count of a depth, from the setup or a position. Before a long count the time it
 * will take is estimated (the counts of the shallow depths, grown by their last branching factor, at
 * the speed measured on them); a count estimated to take over an hour is refused unless --force says
 * otherwise. On a terminal a progress line shows the share done and the time left.
 */
import { legalMoves, type Move, type Position, perft, play, toFen } from '../../api/position.js';
import { InputError } from '../../api/result.js';
import type { Io } from '../io.js';
import type { CommandRegistrar } from './registrar.js';
import {
  ArgumentError,
  jsonOption,
  positionArg,
  printJson,
  usage,
  variantArg,
  variantFrom,
  withPosition,
} from './shared.js';

/** Longer than this (estimated) needs --force. */
const LIMIT_SECONDS = 3600;
/** Shallow depths are counted to estimate the deep one while the next is expected to have fewer nodes than this. */
const PROBE_NODES = 250_000;
/** The speed is measured by counting the deepest probe again for this long (so the code is warm). */
const RATE_SECONDS = 0.3;

export const perftCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    usage('perft <variant> <depth>'),
    'Count legal move sequences of a given length (the node count is printed last, alone on its line)',
    (y) =>
      jsonOption(
        positionArg(
          variantArg(y)
            // A string, so that a depth that is no number is quoted as written, not as NaN.
            .positional('depth', { type: 'string', describe: 'Plies to search (0 to 12)', demandOption: true })
            .option('divide', { type: 'boolean', default: false, describe: 'Print the count below each first move' })
            .option('force', {
              type: 'boolean',
              default: false,
              describe: 'Count even when the estimate says it takes over an hour',
            }),
        ),
        '{ "variant", "fen", "depth", "nodes", "divide": [ { "move", "nodes" } ] }',
      ).example([
        ['$0 perft chess 5', 'prints 4865609'],
        ['$0 perft chess 2 --divide', 'the count below each first move, then the total'],
        ["$0 perft chess 3 --fen '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1' --json", 'from a position, as JSON'],
      ]),
    async (args) => {
      const depth = /^\d+$/.test(args.depth.trim()) ? Number(args.depth) : NaN;
      if (!(depth <= 12)) throw new ArgumentError(`<depth> must be a whole number from 0 to 12, not "${args.depth}"`);
      const variant = await variantFrom(args.variant, io);
      const pos = withPosition(variant, args.fen, args['any-position'], args.position);
      const fen = toFen(pos);
      const estimate = estimateTime(pos, depth);
      if (estimate.known === null && estimate.seconds > LIMIT_SECONDS && !args.force) {
        throw new InputError(
          `perft ${depth} would take about ${duration(estimate.seconds)} (about ${nodes(estimate.nodes)} nodes at ${nodes(estimate.rate)} nodes/s, estimated from depth ${estimate.from}); choose a smaller depth, or give --force to count anyway`,
        );
      }
      if (!args.divide && estimate.known !== null) {
        if (args.json) printJson(io, { variant: variant.id, fen, depth, nodes: estimate.known });
        else io.out(`${estimate.known}\n`);
        return;
      }
      const show = io.interactive && !args.quiet && estimate.known === null;
      if (show) io.err(`perft ${depth}: about ${nodes(estimate.nodes)} nodes, about ${duration(estimate.seconds)}\n`);
      let total = 0;
      const divide: { move: string; nodes: number }[] = [];
      const progress = show ? progressLine(io) : null;
      for await (const [m, n] of countByFirstMove(pos, depth, progress, io)) {
        if (args.divide && args.json) divide.push({ move: m.coordinate, nodes: n });
        else if (args.divide) io.out(`${m.coordinate}: ${n}\n`);
        total += n;
      }
      const count = depth === 0 ? 1 : total;
      if (args.json)
        printJson(io, { variant: variant.id, fen, depth, nodes: count, ...(args.divide ? { divide } : {}) });
      else io.out(`${count}\n`);
    },
  );

interface Estimate {
  /** The count itself, when the probe reached the depth asked for. */
  known: number | null;
  nodes: number;
  seconds: number;
  /** Nodes per second measured. */
  rate: number;
  /** The deepest depth counted. */
  from: number;
}

/** Counts shallow depths while they are small, grows the last count by its branching factor, and times it. */
function estimateTime(pos: Position, depth: number): Estimate {
  const counts = [1];
  let d = 1;
  for (; d <= depth; d++) {
    const branching = d === 1 ? 1 : counts[d - 1]! / Math.max(1, counts[d - 2]!);
    if (d > 2 && counts[d - 1]! * branching > PROBE_NODES) break;
    counts[d] = perft(pos, d);
    if (counts[d] === 0) return { known: 0, nodes: 0, seconds: 0, rate: 0, from: d };
  }
  const from = d - 1;
  if (from === depth) return { known: counts[depth]!, nodes: counts[depth]!, seconds: 0, rate: 0, from };
  // Half the time warms the code up, the other half is measured.
  const warm = performance.now();
  while (performance.now() - warm < (RATE_SECONDS * 1000) / 2) perft(pos, from);
  let counted = 0;
  const start = performance.now();
  while (performance.now() - start < (RATE_SECONDS * 1000) / 2) counted += perft(pos, from);
  const rate = counted / ((performance.now() - start) / 1000);
  const branching = from >= 2 ? counts[from]! / Math.max(1, counts[from - 1]!) : counts[from]!;
  const total = counts[from]! * branching ** (depth - from);
  return { known: null, nodes: total, seconds: total / rate, rate, from };
}

/**
 * The count below each first move, in generation order; the work is split further by the reply, so
 * progress is reported and a closed output noticed (io.flush) many times during a long count.
 */
async function* countByFirstMove(
  pos: Position,
  depth: number,
  progress: ((done: number, units: number, nodes: number) => void) | null,
  io: Io,
): AsyncGenerator<[Move, number]> {
  if (depth === 0) return;
  const firstMoves = legalMoves(pos);
  let nodes = 0;
  for (let i = 0; i < firstMoves.length; i++) {
    const m = firstMoves[i]!;
    if (depth === 1) {
      yield [m, 1];
      continue;
    }
    const after = play(pos, m);
    const answers = legalMoves(after);
    let n = 0;
    for (let j = 0; j < answers.length; j++) {
      n += perft(play(after, answers[j]!), depth - 2);
      progress?.(i + (j + 1) / answers.length, firstMoves.length, nodes + n);
      await io.flush?.();
    }
    nodes += n;
    yield [m, n];
  }
  progress?.(firstMoves.length, firstMoves.length, nodes);
}

/** One line redrawn in place at most ten times a second: share done, nodes, time spent and left. */
function progressLine(io: Io): (done: number, units: number, nodes: number) => void {
  const start = performance.now();
  let shown = 0;
  return (done, units, count) => {
    const now = performance.now();
    const finished = done >= units;
    if (!finished && now - shown < 100) return;
    shown = now;
    const spent = (now - start) / 1000;
    const left = done > 0 ? (spent * (units - done)) / done : 0;
    const share = `${((100 * done) / units).toFixed(1)}%`.padStart(6);
    io.err(
      `\r${share} ${nodes(count)} nodes, ${duration(spent)} spent${finished ? '' : `, about ${duration(left)} left`}   ${finished ? '\n' : ''}`,
    );
  };
}

function nodes(n: number): string {
  if (n >= 1e15) return n.toExponential(2);
  for (const [unit, size] of [
    ['T', 1e12],
    ['G', 1e9],
    ['M', 1e6],
    ['k', 1e3],
  ] as const)
    if (n >= size) return `${(n / size).toPrecision(3)} ${unit}`;
  return String(Math.round(n));
}

function duration(seconds: number): string {
  if (seconds < 90) return `${Math.max(0, seconds).toFixed(seconds < 10 ? 1 : 0)} s`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min`;
  if (seconds < 48 * 3600) return `${(seconds / 3600).toFixed(1)} hours`;
  if (seconds < 730 * 86400) return `${Math.round(seconds / 86400)} days`;
  const years = seconds / (365.25 * 86400);
  return `${years < 1e4 ? Math.round(years) : years.toExponential(1)} years`;
}
