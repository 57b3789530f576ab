import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVariant } from '../src/definitions/load.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { startPosition } from '../src/notation/start.js';
import { Fsf, comparePerft } from './helpers/fsf.js';

// Proves the Fairy-Stockfish harness on the one variant whose numbers are published: if FSF's counts
// and divides agree with ours here, disagreements in other variants are about the rules.
describe('Fairy-Stockfish oracle on orthodox chess', () => {
  let fsf: Fsf;
  beforeAll(async () => {
    fsf = await Fsf.start();
  });
  afterAll(async () => {
    await fsf?.close();
  });
  const { variant } = loadVariant('chess');

  it('reads our start position as its own', async () => {
    expect(await fsf.startFen('chess')).toBe(toFen(startPosition(variant)));
  });

  for (const [name, fen, expected] of [
    ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 8902],
    ['Kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 97862],
    ['position 4 (promotions)', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 9467],
  ] as const) {
    it(`${name}: perft 3 divided by first move equals FSF's and the published ${expected}`, async () => {
      const r = await comparePerft(fsf, 'chess', parseFen(variant, fen), fen, 3);
      expect(r.differences).toEqual([]);
      expect(r.theirs).toBe(expected);
      expect(r.ours).toBe(expected);
    });
  }

  it('the comparison fails when the positions differ', async () => {
    const pos = parseFen(variant, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    const other = await comparePerft(fsf, 'chess', pos, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1', 1);
    expect(other.differences).toContain('e2e4: 1 (FSF has no such move)');
  });
});
