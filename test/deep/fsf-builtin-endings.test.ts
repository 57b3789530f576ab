/**
 * The chess-family built-ins of Fairy-Stockfish whose ends are flags and extinctions, each inherited
 * with no keys of its own (`[x:NAME]`): the start position is ffish's, perft to depth 3 from it and to
 * depth 2 from 20 positions of seeded random games equals ffish's move by move, and random games
 * played on both sides end where and as ffish ends them (isGameOver, result).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { checkIniSection } from '../../src/definitions/load.js';
import { startPosition } from '../../src/engine/start.js';
import { toFen } from '../../src/notation/fen.js';
import { type Ffish, loadFfish } from '../helpers/ffish.js';
import { playBoth, randomPicker } from '../helpers/ffish-games.js';
import { perftDifferences } from '../helpers/ffish-perft.js';
import { randomGamePositions } from '../helpers/fsf.js';

const BUILTINS = [
  'kingofthehill',
  'horde',
  'extinction',
  'kinglet',
  'threekings',
  'codrus',
  'chaturanga',
  'torpedo',
  'nocheckatomic',
  'atomar',
  'coregal',
  'koedem',
];
const GAMES = 10;

let ff: Ffish & { loadVariantConfig(text: string): void };
beforeAll(async () => {
  ff = (await loadFfish()) as typeof ff;
  // ffish lists its built-ins once a configuration, even an empty one, is loaded.
  ff.loadVariantConfig('');
});

describe.each(BUILTINS)('the built-in %s as a parent', (name) => {
  const loaded = checkIniSection(`[x:${name}]\n`, 'builtins.ini', 'x');
  const variant = loaded.result!.variant;

  it("imports, and starts from ffish's start position", () => {
    expect(loaded.problems.map((p) => p.format())).toEqual([]);
    const board = new ff.Board(name);
    expect(toFen(startPosition(variant))).toBe(board.fen());
    board.delete();
  });

  it("perft 3 from the start and 2 from 20 random-game positions are ffish's", () => {
    expect(perftDifferences(ff, name, startPosition(variant), 3)).toEqual([]);
    for (const pos of randomGamePositions(() => startPosition(variant), 20, 30))
      expect(perftDifferences(ff, name, pos, 2), toFen(pos)).toEqual([]);
  });

  it(`${GAMES} random games end where and as ffish ends them`, () => {
    const results = new Set<string>();
    for (let g = 0; g < GAMES; g++)
      results.add(playBoth(ff, name, startPosition(variant), randomPicker(ff, 300 + g, name === 'kingofthehill')));
    expect(results.size, [...results].join(' ')).toBeGreaterThan(1);
  });
});
