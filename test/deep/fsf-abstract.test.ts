/**
 * Fairy-Stockfish's built-in board games beyond chess (Reversi, ...), imported as `[x:NAME]` with no
 * keys of their own (test/fixtures/fsf/abstract.ini), play as FSF plays NAME: perft divided by first
 * move from the start to depth 3 (2 where the first moves alone are thousands) and from 20 positions of
 * seeded random games to depth 2, and the same result along random games played on both sides.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { startPosition } from '../../src/engine/start.js';
import { parseFen, toFen } from '../../src/notation/fen.js';
import { type Ffish, loadFfish } from '../helpers/ffish.js';
import { playBoth, randomPicker } from '../helpers/ffish-games.js';
import { perftDifferences } from '../helpers/ffish-perft.js';
import { randomGamePositions } from '../helpers/fsf.js';

const INI = 'test/fixtures/fsf/abstract.ini';
/** Each built-in with its perft depth from the start. */
export const ABSTRACT_BUILTINS: [string, number][] = [
  ['flipello', 3],
  ['flipello10', 3],
  ['flipersi', 3],
];
const POSITIONS = 20;
const GAMES = 6;

let ff: Ffish;
beforeAll(async () => {
  ff = await loadFfish();
});

describe("Fairy-Stockfish's board games beyond chess play as FSF plays them", () => {
  for (const [name, depth] of ABSTRACT_BUILTINS) {
    it(`${name}: FSF's start, perft ${depth} from it and 2 from ${POSITIONS} random-game positions`, () => {
      const { variant } = loadVariant(`${INI}:${name}-x`);
      const start = startPosition(variant);
      const board = new ff.Board(name);
      expect(toFen(start).split(' ')[0]).toBe(board.fen().split(' ')[0]);
      board.delete();
      expect(perftDifferences(ff, name, start, depth)).toEqual([]);
      const positions = randomGamePositions(() => startPosition(variant), POSITIONS, 0x5eed + name.length);
      // Each position as its text says it, which is all FSF reads: no passes before it.
      for (const pos of positions) {
        const read = parseFen(variant, toFen(pos));
        expect(perftDifferences(ff, name, read, 2), toFen(pos)).toEqual([]);
      }
    });

    it(`${name}: ${GAMES} random games end where FSF ends them, with its result`, () => {
      const { variant } = loadVariant(`${INI}:${name}-x`);
      const results = new Set<string>();
      for (let g = 0; g < GAMES; g++)
        results.add(playBoth(ff, name, startPosition(variant), randomPicker(ff, 700 + g, false)));
      // The games were played to their ends, not cut off.
      expect(results.has('*')).toBe(false);
    });
  }
});
