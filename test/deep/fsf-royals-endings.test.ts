/**
 * The variants that play by explosions without a royal king, the extinction of every man at any count
 * and men royal while few (issue 30: Atomic Giveaway, Anti-Atomic, Atomic crazyhouse, Rookmate, Elimination, Two Kings,
 * Chak, Forward, Spartan, Petrified): seeded random games, played on both sides, end where and as
 * ffish ends them, fairyprint and ffish agreeing after every ply on the legal moves, on whether the game
 * is over and on its result (test/deep/fsf-reach.test.ts compares their perft).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { checkIniSection, loadVariant } from '../../src/definitions/load.js';
import { startPosition } from '../../src/engine/start.js';
import { loadFfish } from '../helpers/ffish.js';
import { playBoth, randomPicker } from '../helpers/ffish-games.js';
import { type FfishWithConfig, ffishName, ffishText, REACH_SOURCES } from '../helpers/fsf-reach.js';

const FSF = REACH_SOURCES.find((s) => s.id === 'fsf')!;
const SECTIONS = [
  'atomic-giveaway',
  'atomic-giveaway-hill',
  'antiatomic',
  'atomiczh',
  'rookmate',
  'elimination',
  // Quasi-Shatranj is Two Kings' rule on 10x10, its games five times as long: its perft is the reach test's.
  'twokings2',
  'chak',
  'forward',
];
const BUILTINS = ['spartan', 'petrified'];
const GAMES = 6;

let ff: FfishWithConfig;
beforeAll(async () => {
  ff = (await loadFfish()) as FfishWithConfig;
  ff.loadVariantConfig(ffishText(FSF));
});

const decisive = new Set<string>();

describe.each([
  ...SECTIONS.map((name) => [name, () => loadVariant(`${FSF.file}:${name}`).variant, ffishName(FSF, name)] as const),
  ...BUILTINS.map(
    (name) => [name, () => checkIniSection(`[t:${name}]\n`, 'builtins.ini', 't').result!.variant, name] as const,
  ),
])('%s', (name, variant, fsfName) => {
  it(`${GAMES} random games end where and as ffish ends them`, () => {
    const v = variant();
    for (let g = 0; g < GAMES; g++) {
      const result = playBoth(ff, fsfName, startPosition(v), randomPicker(ff, 500 + g, false));
      if (result === '1-0' || result === '0-1') decisive.add(name);
    }
  });
});

it('most of them see games won', () => {
  expect(decisive.size, [...decisive].join(' ')).toBeGreaterThanOrEqual(6);
});
