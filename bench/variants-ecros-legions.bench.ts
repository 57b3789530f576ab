/**
 * Perft speed of ECROS and Chess Legions, in nodes per second (leaves counted in bulk at the last ply, as
 * in perft.bench.ts). ECROS runs from its default setup with both castlings spent: from the setup itself,
 * 76 castling moves a ply make depth 4 take well over ten seconds. Counts are checked, so a speed change
 * that breaks the move generator fails here too (depths 1-3 are cross-checked in the tests).
 */
import { loadVariant } from '../src/definitions/load.js';
import { perft } from '../src/engine/perft.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { startPosition } from '../src/notation/start.js';

function best(fn: () => number, rounds: number): { nodes: number; ms: number } {
  let ms = Infinity;
  let nodes = 0;
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    nodes = fn();
    ms = Math.min(ms, performance.now() - t);
  }
  return { nodes, ms };
}

export default async function bench(): Promise<void> {
  const ecros = loadVariant('ecros').variant;
  const legions = loadVariant('chess-legions').variant;
  const cases = [
    { name: 'ECROS setup, no castling, depth 4', fen: toFen(startPosition(ecros)).replace(' Cc ', ' - '), v: ecros, depth: 4, expected: 43125733 },
    { name: 'Chess Legions setup, depth 5', fen: toFen(startPosition(legions)), v: legions, depth: 5, expected: 14996204 },
  ];
  for (const c of cases) {
    const r = best(() => perft(parseFen(c.v, c.fen), c.depth), 3);
    if (r.nodes !== c.expected) throw new Error(`perft ${c.name}: ${r.nodes} != ${c.expected}`);
    const mnps = r.nodes / r.ms / 1000;
    process.stdout.write(`${c.name.padEnd(36)} ${String(r.nodes).padStart(10)} nodes ${r.ms.toFixed(0).padStart(6)} ms ${mnps.toFixed(2).padStart(6)} Mnps\n`);
  }
}
