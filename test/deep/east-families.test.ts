/**
 * The East-Asian families of issue 31 that fairyprint plays as Fairy-Stockfish's parents
 * (src/definitions/fsf-builtins.ts): each, imported as `[t:NAME]`, plays as ffish's built-in of that
 * name: perft divided by first move to depth 3 from the start and to depth 2 from 20 random-game
 * positions. (Deep tier: test/deep/fsf-builtins.test.ts checks every built-in shallower.)
 */
import { describe, expect, it } from 'vitest';
import { checkIniSection } from '../../src/definitions/load.js';
import { startPosition } from '../../src/engine/start.js';
import { parseFen, toFen } from '../../src/notation/fen.js';
import { loadFfish } from '../helpers/ffish.js';
import { perftDifferences } from '../helpers/ffish-perft.js';
import { randomGamePositions } from '../helpers/fsf.js';

const ff = await loadFfish();
const members = [
  'minishogi',
  'judkins',
  'gorogoro',
  'checkshogi',
  'okisakishogi',
  'minixiangqi',
  'manchu',
  'makpong',
  'janggi',
  'janggitraditional',
  'janggicasual',
];

describe('East-Asian families as Fairy-Stockfish plays them', () => {
  for (const name of members) {
    it(`${name}: perft = ffish to depth 3 from the start, depth 2 from 20 random-game positions`, () => {
      const { result, problems } = checkIniSection(`[t:${name}]\n`, 'my.ini', 't');
      expect(problems.map((p) => p.format())).toEqual([]);
      const variant = result!.variant;
      expect(perftDifferences(ff, name, startPosition(variant), 3)).toEqual([]);
      const positions = randomGamePositions(() => startPosition(variant), 20, 31);
      expect(positions).toHaveLength(20);
      for (const pos of positions) expect(perftDifferences(ff, name, pos, 2), toFen(pos)).toEqual([]);
    });
  }
});

// The rest of the Shogi family (issue 31), FSF's definitions in src/definitions/fsf-builtins.ts's block of it.
const shogiFamily = ['yarishogi', 'euroshogi', 'shoshogi', 'dobutsu', 'kyotoshogi'];

describe('the Shogi family as Fairy-Stockfish plays it', () => {
  for (const name of shogiFamily) {
    it(`${name}: perft = ffish to depth 3 from the start, depth 2 from 20 random-game positions`, () => {
      const { result, problems } = checkIniSection(`[t:${name}]\n`, 'my.ini', 't');
      expect(problems.map((p) => p.format())).toEqual([]);
      const variant = result!.variant;
      expect(perftDifferences(ff, name, startPosition(variant), 3)).toEqual([]);
      const positions = randomGamePositions(() => startPosition(variant), 20, 31);
      expect(positions).toHaveLength(20);
      for (const pos of positions) expect(perftDifferences(ff, name, pos, 2), toFen(pos)).toEqual([]);
    });
  }
});

describe('Makpong: a king in check moves only to take the one checker', () => {
  it.each([
    ['a rook checks: the king may take it, not step aside', '8/8/8/3k4/8/8/3R4/3K4 b - - 0 1'],
    ['two men check: the king may not move at all', '8/8/8/3k4/8/2N5/3R4/3K4 b - - 0 1'],
  ])('%s: perft 3 = ffish', (_, fen) => {
    const variant = checkIniSection('[t:makpong]\n', 'my.ini', 't').result!.variant;
    expect(perftDifferences(ff, 'makpong', parseFen(variant, fen), 3)).toEqual([]);
  });
});
