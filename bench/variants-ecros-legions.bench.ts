/**
 * Perft speed of ECROS and Chess Legions, in nodes per second (leaves counted in bulk at the last ply, as
 * in perft.bench.ts). ECROS runs from its default setup with both castlings spent: from the setup itself,
 * 76 castling moves a ply make depth 4 take well over ten seconds. Counts are checked, so a speed change
 * that breaks the move generator fails here too (depths 1-3 are cross-checked in the tests).
 */
import { loadVariant } from '../src/definitions/load.js';
import { perft } from '../src/engine/perft.js';
import { startPosition } from '../src/engine/start.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { bestOf } from './timing.js';

export default async function bench(): Promise<void> {
  const ecros = loadVariant('ecros').variant;
  const legions = loadVariant('chess-legions').variant;
  const cases = [
    {
      name: 'ECROS setup, no castling, depth 4',
      fen: toFen(startPosition(ecros)).replace(' Cc ', ' - '),
      v: ecros,
      depth: 4,
      expected: 43125733,
    },
    {
      name: 'Chess Legions setup, depth 5',
      fen: toFen(startPosition(legions)),
      v: legions,
      depth: 5,
      expected: 14996204,
    },
  ];
  for (const c of cases) {
    const r = bestOf(3, () => perft(parseFen(c.v, c.fen), c.depth));
    if (r.count !== c.expected) throw new Error(`perft ${c.name}: ${r.count} != ${c.expected}`);
    const mnps = r.count / r.ms / 1000;
    process.stdout.write(
      `${c.name.padEnd(36)} ${String(r.count).padStart(10)} nodes ${r.ms.toFixed(0).padStart(6)} ms ${mnps.toFixed(2).padStart(6)} Mnps\n`,
    );
  }
}
