/**
 * Explosions without a royal king beyond Atomic chess's (Atomic Giveaway, Anti-Atomic) and the
 * extinction of every man at any count (Rookmate, Elimination), as sections of Fairy-Stockfish's own
 * variants.ini (vendored, test/fixtures/fsf/): scripted moves end the game where and as ffish ends it,
 * fairyprint and ffish agreeing after every ply on the legal moves, whether the game is over and its
 * result. test/deep/fsf-reach.test.ts plays each against ffish from random-game positions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadVariant } from '../src/definitions/load.js';
import { parseFen } from '../src/notation/fen.js';
import { type Ffish, loadFfish } from './helpers/ffish.js';
import { playBoth } from './helpers/ffish-games.js';
import { type FfishWithConfig, ffishName, ffishText, REACH_SOURCES } from './helpers/fsf-reach.js';

const FSF = REACH_SOURCES.find((s) => s.id === 'fsf')!;

let ff: Ffish;
beforeAll(async () => {
  const loaded = (await loadFfish()) as FfishWithConfig;
  loaded.loadVariantConfig(ffishText(FSF));
  ff = loaded;
});

/** The result after `moves` from `fen` in the section, both engines agreeing at every ply ('*': not over). */
function play(section: string, fen: string, moves: string[]): string {
  const { variant } = loadVariant(`${FSF.file}:${section}`);
  const pos = parseFen(variant, fen, { anyPosition: true });
  let i = 0;
  return playBoth(ff, ffishName(FSF, section), pos, () => moves[i++] ?? null);
}

describe('the extinction of every man, at any count, as Fairy-Stockfish judges it', () => {
  it.each([
    // Anti-Atomic: an explosion that leaves Black no man, White keeping one, gives Black the win.
    ['antiatomic', 'r7/8/8/8/8/8/7P/R7 w - - 0 1', ['a1a8'], '0-1'],
    // Both sides' last men blown up: no side is short while the other has none (extinctionOpponentPieceCount
    // = 1), and Black, with no move, wins by Giveaway's stalemate.
    ['antiatomic', 'r7/8/8/8/8/8/8/R7 w - - 0 1', ['a1a8'], '0-1'],
    // Atomic Giveaway: the same explosion empties both sides, the mover's judged first: White wins.
    ['atomic-giveaway', 'r7/8/8/8/8/8/8/R7 w - - 0 1', ['a1a8'], '1-0'],
    // Elimination: Giveaway where a side left with one man loses.
    ['elimination', '7r/8/8/8/8/8/7P/R6n w - - 0 1', ['a1h1'], '1-0'],
    // Rookmate: the capture that leaves Black its royal rook alone wins.
    ['rookmate', '1k6/8/8/8/8/8/8/K5qR w - - 7+7 0 1', ['h1g1'], '1-0'],
  ])('%s from %s: %j ends it %s', (section, fen, moves, result) => {
    expect(play(section, fen, moves)).toBe(result);
  });
});

describe('men royal while few, with no king, mated as a king is and stalemated otherwise', () => {
  it.each([
    // Two Kings (both commoners, each royal): a rook attacking both with no move to save them mates.
    ['twokings2', 'k6k/4r3/8/8/8/8/PP4PP/K6K b - - 0 1', ['e7e1'], '0-1'],
    // No move, no king attacked: stalemate, a draw.
    ['twokings2', 'k6k/8/8/8/8/8/1r4r1/K6K b - - 0 1', ['a8a7'], '1/2-1/2'],
  ])('%s from %s: %j ends it %s', (section, fen, moves, result) => {
    expect(play(section, fen, moves)).toBe(result);
  });
});
