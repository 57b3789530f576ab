/**
 * Fairy-Stockfish's own variants.ini (vendored as test/fixtures/fsf/variants.ini) plays as Fairy-Stockfish
 * plays it with the same file loaded into ffish: the positions of issue 28's verdicts.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkIniSection, loadVariant } from '../src/definitions/load.js';
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
    // [rooksquare] gives flag regions and no flagPiece: FSF's flag piece is then every piece type.
    // White's knight reached h8, a flag square of White's: White has won, Black has no move.
    ['rooksquare', 'rnbqkbnN/pppppp1p/8/8/8/8/PPPPPPPP/RNBQKB1R b KQq - 0 5'],
    // [pawnsking], flagPiece = *: a pawn promoted on rank 8 stands on White's flag region.
    ['pawnsking', 'Q3k3/8/8/8/8/8/8/4K3 b - - 0 1'],
    // [river] (no royal king, flagPiece = *): the commoner reached rank 8.
    ['river', 'rnbqKbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQ1BNR b - - 0 1'],
    // [coffeerace] (Racing Kings with mustCapture): every capture White has would give check, so none
    // is compulsory and the quiet moves stay legal (FSF: 19).
    ['coffeerace', '8/8/8/8/8/8/k1rnNBRK/qrbn1BRQ w - - 0 2'],
  ])('[%s] from %s: the same legal moves as Fairy-Stockfish', (section, fen) => {
    const { variant } = loadVariant(`${INI}:${section}`);
    const pos = parseFen(variant, fen, { anyPosition: true });
    expect(perftDifferences(ff, section, pos, 1)).toEqual([]);
  });

  it('[crowdedxiangqi]: kings that can share a rank, which the flying general there bars, are refused', () => {
    expect(checkIniSection(text, INI, 'crowdedxiangqi').problems.map((p) => p.format())).toEqual([
      `${INI}:1241:17: key "flyingGeneral" (from the built-in xiangqi) is not supported: kings facing each other along a rank (Fairy-Stockfish's flying general bars it as along a file) are not modelled: the kings' mobility regions must share no rank`,
    ]);
  });
});
