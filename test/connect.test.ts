/**
 * Rule modules connect (n in a row, a square block, men on one line) and must-drop, against
 * Fairy-Stockfish with the same sections loaded (test/fixtures/fsf/tests.ini: rowsteppers,
 * blockloses): the move that makes the shape ends the game with FSF's result, and the drops a player
 * must make are FSF's. The sections' perft from the start and random positions is test/fsf-ini.test.ts's.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadVariant } from '../src/definitions/load.js';
import { perftDivide } from '../src/engine/perft.js';
import { parseFen } from '../src/notation/fen.js';
import { type Ffish, loadFfish } from './helpers/ffish.js';
import { playBoth } from './helpers/ffish-games.js';
import { perftDifferences } from './helpers/ffish-perft.js';
import { uciMove } from './helpers/fsf.js';

const INI = 'test/fixtures/fsf/tests.ini';
let ff: Ffish & { loadVariantConfig(text: string): void };
beforeAll(async () => {
  ff = (await loadFfish()) as typeof ff;
  ff.loadVariantConfig(readFileSync(INI, 'utf8'));
});

const position = (section: string, fen: string) =>
  parseFen(loadVariant(`${INI}:${section}`).variant, fen, { anyPosition: true });

/** Plays `move` on both sides (each ply's legal moves and end compared) and returns our result. */
const after = (section: string, fen: string, move: string): string => {
  let played = false;
  return playBoth(ff, section, position(section, fen), (legal) => {
    if (played) return null;
    played = true;
    expect(legal).toContain(move);
    return move;
  });
};

describe('the move that makes the shape ends the game as Fairy-Stockfish ends it', () => {
  it.each([
    // Three steppers on file a (connectN = 3): White wins.
    ['rowsteppers', 's3s/5/5/P4/P3S[PPpppp] w - - 0 1', 'P@a3', '1-0'],
    // Three along rank 5 by Black.
    ['rowsteppers', 'pp2s/5/5/P4/P3S[PPppp] b - - 0 1', 'P@c5', '0-1'],
    // A 2 x 2 block (connectNxN = 2) loses (connectValue = loss).
    ['blockloses', '5/5/5/PP3/P4[PPppppp] w - - 0 1', 'P@b1', '0-1'],
    // Four on file a with a gap (collinearN = 4) loses too.
    ['blockloses', 'P4/5/P4/P4/5[Ppppppp] w - - 0 1', 'P@a1', '0-1'],
  ])('[%s] %s, %s: %s', (section, fen, move, result) => {
    expect(after(section, fen, move)).toBe(result);
  });

  it('a row along a direction the section leaves out (connectDiagonal = false), or of men that do not count, does not end it', () => {
    // Three steppers on a diagonal; three sliders on a rank.
    expect(after('rowsteppers', 's3s/5/2P2/1P3/4S[PPpppp] w - - 0 1', 'P@a1')).toBe('*');
    expect(after('rowsteppers', '5/5/5/5/SS2s[Sspp] w - - 0 1', 'S@c1')).toBe('*');
  });
});

describe('must drop', () => {
  it('with the mustDropType in hand only its drops are legal, then the men on the board move (mustDropType = p)', () => {
    const holding = position('rowsteppers', 's3s/5/5/5/S3S[PSps] w - - 0 1');
    expect(perftDifferences(ff, 'rowsteppers', holding, 2)).toEqual([]);
    const first = perftDivide(holding, 1).map(([m]) => uciMove(holding, m));
    expect(first.every((m) => m.startsWith('P@'))).toBe(true);
    const noSteppers = position('rowsteppers', 's3s/5/5/5/S3S[Ss] w - - 0 1');
    expect(perftDifferences(ff, 'rowsteppers', noSteppers, 2)).toEqual([]);
    expect(perftDivide(noSteppers, 1).some(([m]) => !uciMove(noSteppers, m).includes('@'))).toBe(true);
  });
});
