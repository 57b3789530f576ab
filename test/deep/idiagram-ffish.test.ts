/**
 * Interactive Diagram texts of variants Fairy-Stockfish plays (Capablanca and Gothic chess, written as
 * the Chess Variant Pages' diagram documents them) play as ffish plays them: perft divided by first
 * move from the start, and from a position with castling and promotions on both sides.
 */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { startPosition } from '../../src/engine/start.js';
import { parseFen, toFen } from '../../src/notation/fen.js';
import { loadFfish } from '../helpers/ffish.js';
import { perftDifferences } from '../helpers/ffish-perft.js';

const ff = await loadFfish();

describe('interactive diagrams play as Fairy-Stockfish', () => {
  it.each([
    ['capablanca', 'capablanca'],
    ['gothic', 'gothic'],
  ])('%s diagram plays as ffish variant %s', (file, fsf) => {
    const { variant } = loadVariant(`test/fixtures/idiagram/${file}.txt`);
    const start = startPosition(variant);
    expect(toFen(start)).toBe(new ff.Board(fsf).fen());
    expect(perftDifferences(ff, fsf, start, 3)).toEqual([]);
    const busy = parseFen(variant, 'r4k3r/1P6p1/10/10/10/10/1p6P1/R4K3R w KQkq - 0 1');
    expect(perftDifferences(ff, fsf, busy, 3)).toEqual([]);
  });
});
