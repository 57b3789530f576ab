/**
 * Perft speed of Secutor Chess, Orthodia and Simplified Orthodia from their setups at depth 5, in nodes
 * per second. All three have checks the attack tables cannot answer alone (Secutor collisions, the
 * Torch, the Warrior's once-per-game capture), so every move is made and the king tested: the slow
 * legality path. Counts are checked (the reference model in test/variants agrees to depth 5), so a speed
 * change that breaks the move generator fails here too.
 */
import { loadVariant } from '../src/definitions/load.js';
import { perft } from '../src/engine/perft.js';
import { startPosition } from '../src/engine/start.js';

export default async function bench(): Promise<void> {
  const cases = [
    { id: 'secutor', depth: 5, expected: 4965755 },
    { id: 'orthodia', depth: 5, expected: 2272908 },
    { id: 'orthodia-simplified', depth: 5, expected: 1763424 },
  ];
  for (const c of cases) {
    const pos = startPosition(loadVariant(c.id).variant);
    perft(pos, c.depth - 1); // warm-up
    const t = performance.now();
    const nodes = perft(pos, c.depth);
    const ms = performance.now() - t;
    if (nodes !== c.expected) throw new Error(`perft ${c.id} depth ${c.depth}: ${nodes} != ${c.expected}`);
    const name = `${c.id} setup, depth ${c.depth}`;
    process.stdout.write(
      `${name.padEnd(36)} ${String(nodes).padStart(10)} nodes ${ms.toFixed(0).padStart(6)} ms ${(nodes / ms / 1000).toFixed(2).padStart(6)} Mnps\n`,
    );
  }
}
