/**
 * Chess960 against Fairy-Stockfish (ffish, its variant fischerandom): perft to depth 3, divided by first
 * move, from every fourth of the 960 start positions (all 960 are counted to depth 3 against python-chess's
 * published suite in test/chess960.test.ts), and to depth 2 from positions of seeded random games
 * begun from start positions drawn at random; Capablanca Random (caparandom) from random arrangements. Deep tier only (test/chess960.test.ts has the fast checks).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { numberedSetup, randomSetup } from '../../src/engine/chess960.js';
import { positionFromSetup } from '../../src/engine/start.js';
import { toFen } from '../../src/notation/fen.js';
import { type Ffish, loadFfish } from '../helpers/ffish.js';
import { perftDifferences } from '../helpers/ffish-perft.js';
import { randomGamePositions } from '../helpers/fsf.js';
import { seededRandom } from '../variants/random-play.js';

const v = loadVariant('chess960').variant;
let ff: Ffish;
beforeAll(async () => {
  ff = await loadFfish();
});

describe('Chess960 plays as Fairy-Stockfish plays fischerandom', () => {
  it('perft 3 from every fourth of the 960 start positions agrees move by move', () => {
    const wrong: string[] = [];
    for (let n = 0; n < 960; n += 4) {
      const pos = positionFromSetup(v, numberedSetup(v, n));
      for (const d of perftDifferences(ff, 'fischerandom', pos, 3)) wrong.push(`${n} ${toFen(pos)}: ${d}`);
    }
    expect(wrong).toEqual([]);
  });

  it('Capablanca Random (caparandom): perft 3 from 20 random arrangements agrees move by move', () => {
    const capa = loadVariant('test/fixtures/fsf/tests.ini:caparandom2').variant;
    const draw = seededRandom(10);
    const wrong: string[] = [];
    for (let i = 0; i < 20; i++) {
      const pos = positionFromSetup(capa, randomSetup(capa, draw));
      for (const d of perftDifferences(ff, 'caparandom', pos, 3)) wrong.push(`${toFen(pos)}: ${d}`);
    }
    expect(wrong).toEqual([]);
  });

  it('perft 2 from 200 positions of random games from random start positions agrees move by move', () => {
    const draw = seededRandom(960);
    const start = () => positionFromSetup(v, numberedSetup(v, Math.floor(draw() * 960)));
    const wrong: string[] = [];
    for (const pos of randomGamePositions(start, 200, 961, 120))
      for (const d of perftDifferences(ff, 'fischerandom', pos, 2)) wrong.push(`${toFen(pos)}: ${d}`);
    expect(wrong).toEqual([]);
  });
});
