/**
 * Fairy-Stockfish's built-in variants that fairyprint knows as parents (src/definitions/fsf-builtins.ts):
 * each, imported as `[t:NAME]` with no keys, starts where Fairy-Stockfish's built-in of that name starts
 * and plays as it plays (perft divided by first move, from the start and from random-game positions), or
 * is refused for a rule fairyprint does not play, said at the parent's name.
 * (Deep tier: some 50 variants; test/deep/fsf-reach.test.ts plays every built-in deeper.)
 */
import { describe, expect, it } from 'vitest';
import { FSF_BUILTINS } from '../../src/definitions/fsf-builtins.js';
import { checkIniSection } from '../../src/definitions/load.js';
import { startPosition } from '../../src/engine/start.js';
import { toFen } from '../../src/notation/fen.js';
import { loadFfish } from '../helpers/ffish.js';
import { ffishFen, perftDifferences, placementOf } from '../helpers/ffish-perft.js';
import { randomGamePositions } from '../helpers/fsf.js';

const ff = await loadFfish();
const names = Object.keys(FSF_BUILTINS);
const imported = names.map((name) => ({ name, ...checkIniSection(`[t:${name}]\n`, 'my.ini', 't') }));

describe("Fairy-Stockfish's built-ins as parents", () => {
  it('each imports: no built-in is refused', () => {
    expect(imported.filter((b) => !b.result).map((b) => `${b.name}: ${b.problems.map((p) => p.format())}`)).toEqual([]);
  });

  for (const { name, result } of imported.filter((b) => b.result)) {
    it(`[t:${name}] starts and plays as Fairy-Stockfish's ${name}`, () => {
      const { variant } = result!;
      const start = startPosition(variant);
      const board = new ff.Board(name);
      expect(placementOf(ffishFen(start))).toBe(placementOf(board.fen()));
      board.delete();
      expect(perftDifferences(ff, name, start, 2)).toEqual([]);
      for (const pos of randomGamePositions(() => startPosition(variant), 4, 41))
        expect(perftDifferences(ff, name, pos, 2), toFen(pos)).toEqual([]);
    });
  }
});
