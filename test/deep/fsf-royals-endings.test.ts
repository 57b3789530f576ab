/**
 * The built-ins whose men are royal while few (issue 30: Spartan's two kings, dupleCheck; Petrified's
 * king, which turns to stone by capturing): seeded random games, played on both sides, end where and as
 * ffish ends them, fairyprint and ffish agreeing after every ply on the legal moves, on whether the game
 * is over and on its result. (The sections of FSF's variants.ini this part imports play their games in
 * test/fsf-variants-ini.test.ts's deep tier; test/deep/fsf-reach.test.ts compares every one's perft.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { checkIniSection } from '../../src/definitions/load.js';
import { startPosition } from '../../src/engine/start.js';
import { type Ffish, loadFfish } from '../helpers/ffish.js';
import { playBoth, randomPicker } from '../helpers/ffish-games.js';

const GAMES = 10;

let ff: Ffish;
beforeAll(async () => {
  ff = await loadFfish();
});

describe.each(['spartan', 'petrified'])('the built-in %s', (name) => {
  it(`${GAMES} random games end where and as ffish ends them`, () => {
    const { variant } = checkIniSection(`[t:${name}]\n`, 'builtins.ini', 't').result!;
    const results: string[] = [];
    for (let g = 0; g < GAMES; g++)
      results.push(playBoth(ff, name, startPosition(variant), randomPicker(ff, 500 + g, g % 2 === 0)));
    // Games that end, and not all alike.
    expect(new Set(results).size, results.join(' ')).toBeGreaterThan(1);
  });
});
