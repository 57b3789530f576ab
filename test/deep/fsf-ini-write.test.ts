/**
 * The sections the ini writer writes, loaded into Fairy-Stockfish (ffish's loadVariantConfig), play as
 * the templates they were written from: the start position, perft 3 from it and perft 2 from positions
 * of random games. The fast check, read back by fairyprint's own reader: test/fsf-ini-write.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { definitionAsIni } from '../../src/definitions/fsf-ini-write.js';
import { type LoadedVariant, loadDefinitionText, loadVariant } from '../../src/definitions/load.js';
import { startPosition } from '../../src/engine/start.js';
import { toFen } from '../../src/notation/fen.js';
import { loadFfish } from '../helpers/ffish.js';
import { ffishFen, perftDifferences, placementOf } from '../helpers/ffish-perft.js';
import { randomGamePositions } from '../helpers/fsf.js';
import type { FfishWithConfig } from '../helpers/fsf-reach.js';
import { INI_EXPORTED, SIX_BY_SIX } from '../helpers/ini-write.js';

/** Each written variant under a section name no other test loads into the same ffish. */
const written: [string, LoadedVariant][] = [
  ...INI_EXPORTED.map((id): [string, LoadedVariant] => [`fpw-${id}`, loadVariant(id)]),
  ['fpw-six', loadDefinitionText(SIX_BY_SIX, 'six.yaml')],
  // What the studio's Chromium test saves as .ini: a custom pawn without double step, no piece resetting the clock.
  ['fpw-los-alamos', loadVariant('test/studio/fixtures/los-alamos.yaml')],
];

let ff: FfishWithConfig;
beforeAll(async () => {
  ff = (await loadFfish()) as FfishWithConfig;
  ff.loadVariantConfig(written.map(([name, loaded]) => definitionAsIni(loaded, name)).join('\n'));
});

describe('sections written by fairyprint, played by Fairy-Stockfish', () => {
  it.each(written)('[%s] plays as the definition it was written from', (name, loaded) => {
    const start = startPosition(loaded.variant);
    const board = new ff.Board(name);
    const fsfStart = board.fen();
    board.delete();
    expect(placementOf(fsfStart)).toBe(placementOf(ffishFen(start)));
    expect(perftDifferences(ff, name, start, 3)).toEqual([]);
    for (const pos of randomGamePositions(() => startPosition(loaded.variant), 10, 32))
      expect(perftDifferences(ff, name, pos, 2), toFen(pos)).toEqual([]);
  });
});
