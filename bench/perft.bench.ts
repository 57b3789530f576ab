/**
 * Perft speed of orthodox chess against chessops and chess.js, measured in the same process.
 * Every engine counts the same positions; counts are checked against the published numbers.
 * fairyprint and chessops take turns round by round (bestInTurns).
 */
import { Chess as ChessJs } from 'chess.js';
import { Chess } from 'chessops/chess';
import { perft as chessopsPerft } from 'chessops/debug';
import { parseFen as chessopsFen } from 'chessops/fen';
import { loadVariant } from '../src/definitions/load.js';
import { perft } from '../src/engine/perft.js';
import { parseFen } from '../src/notation/fen.js';
import { bestInTurns, bestOf } from './timing.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

const nodes = (r: { count: number; ms: number }): { nodes: number; ms: number } => ({ nodes: r.count, ms: r.ms });

const row = (name: string, r: { nodes: number; ms: number }, ref?: number): string => {
  const nps = (r.nodes / r.ms) * 1000;
  const ratio = ref ? `  ${(nps / ref).toFixed(2)}x` : '';
  return `${name.padEnd(30)} ${String(r.nodes).padStart(9)} nodes ${r.ms.toFixed(0).padStart(6)} ms ${(nps / 1e6).toFixed(2).padStart(6)} Mnps${ratio}`;
};

export default async function bench(): Promise<void> {
  const { variant } = loadVariant('chess');
  for (const [name, fen, depth, expected] of [
    ['start position depth 5', START, 5, 4865609],
    ['Kiwipete depth 4', KIWIPETE, 4, 4085603],
    ['position 3 depth 6', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 6, 11030083],
    ['position 4 depth 5', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 5, 15833292],
    ['position 5 depth 4', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', 4, 2103487],
    ['position 6 depth 4', 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10', 4, 3894594],
  ] as const) {
    const setup = chessopsFen(fen).unwrap();
    const turns = await bestInTurns(
      3,
      () => perft(parseFen(variant, fen), depth),
      () => chessopsPerft(Chess.fromSetup(setup).unwrap(), depth, false),
    );
    const [ours, theirs] = [nodes(turns[0]), nodes(turns[1])];
    // chess.js is an order of magnitude slower: it counts one ply less, and only where that is quick.
    const cjDepth = Math.min(depth - 1, 4);
    const cj = nodes(bestOf(1, () => new ChessJs(fen).perft(cjDepth)));
    for (const r of [ours, theirs])
      if (r.nodes !== expected) throw new Error(`perft ${name}: ${r.nodes} != ${expected}`);
    const ref = (theirs.nodes / theirs.ms) * 1000;
    process.stdout.write(`${name}\n`);
    process.stdout.write(`  ${row('fairyprint', ours, ref)}  (vs chessops)\n`);
    process.stdout.write(`  ${row('chessops', theirs, ref)}\n`);
    process.stdout.write(`  ${row(`chess.js (depth ${cjDepth})`, cj, ref)}\n`);
    process.stdout.write(
      `  fairyprint / chessops: ${(ours.nodes / ours.ms / (theirs.nodes / theirs.ms)).toFixed(2)}x, fairyprint / chess.js: ${(ours.nodes / ours.ms / (cj.nodes / cj.ms)).toFixed(2)}x\n`,
    );
  }
}
