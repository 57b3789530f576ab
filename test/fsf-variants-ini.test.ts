/**
 * Fairy-Stockfish's own variants.ini (vendored as test/fixtures/fsf/variants.ini) plays as Fairy-Stockfish
 * plays it with the same file loaded into ffish: the positions of issue 28's verdicts.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadVariant } from '../src/definitions/load.js';
import { parseFen } from '../src/notation/fen.js';
import { type Ffish, loadFfish } from './helpers/ffish.js';
import { perftDifferences } from './helpers/ffish-perft.js';

const INI = 'test/fixtures/fsf/variants.ini';
const text = readFileSync(INI, 'utf8');

let ff: Ffish & { loadVariantConfig(text: string): void };
beforeAll(async () => {
  ff = (await loadFfish()) as typeof ff;
  ff.loadVariantConfig(text);
});

describe('the verdicts of issue 28, position by position as Fairy-Stockfish gives them', () => {
  it.each([
    // [coffeerace] (Racing Kings with mustCapture): every capture White has would give check, so none
    // is compulsory and the quiet moves stay legal (FSF: 19).
    ['coffeerace', '8/8/8/8/8/8/k1rnNBRK/qrbn1BRQ w - - 0 2'],
  ])('[%s] from %s: the same legal moves as Fairy-Stockfish', (section, fen) => {
    const { variant } = loadVariant(`${INI}:${section}`);
    const pos = parseFen(variant, fen, { anyPosition: true });
    expect(perftDifferences(ff, section, pos, 1)).toEqual([]);
  });
});
