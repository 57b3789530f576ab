/**
 * Explosions without a royal king beyond Atomic chess's (Atomic Giveaway, Anti-Atomic) and into hands
 * (Atomic crazyhouse), the extinction of every man at any count (Rookmate) and men royal while few with
 * no king (Two Kings, Chak, Spartan, Petrified, Forward), as sections of Fairy-Stockfish's own
 * variants.ini (vendored, test/fixtures/fsf/) and built-ins: scripted moves end the game where and as
 * ffish ends it, fairyprint and ffish agreeing after every ply on the legal moves, whether the game is
 * over and its result. test/deep/fsf-reach.test.ts plays each against ffish from random-game positions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { checkIniSection, loadVariant } from '../src/definitions/load.js';
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

/**
 * The result after `moves` from `fen` in the section of FSF's file (`t:NAME`: the built-in NAME), both
 * engines agreeing on the legal moves at every ply ('*': not over).
 */
function play(section: string, fen: string, moves: string[]): string {
  const builtin = section.startsWith('t:') ? section.slice(2) : null;
  const variant = builtin
    ? checkIniSection(`[t:${builtin}]\n`, 'builtins.ini', 't').result!.variant
    : loadVariant(`${FSF.file}:${section}`).variant;
  const pos = parseFen(variant, fen, { anyPosition: true });
  let i = 0;
  return playBoth(ff, builtin ?? ffishName(FSF, section), pos, () => moves[i++] ?? null);
}

describe('the extinction of every man, at any count, as Fairy-Stockfish judges it', () => {
  it.each([
    // Anti-Atomic: both sides' last men blown up: no side is short while the other has none
    // (extinctionOpponentPieceCount = 1), and Black, with no move, wins by Giveaway's stalemate.
    ['antiatomic', 'r7/8/8/8/8/8/8/R7 w - - 0 1', ['a1a8'], '0-1'],
    // Atomic Giveaway: the same explosion empties both sides, the mover's judged first: White wins.
    ['atomic-giveaway', 'r7/8/8/8/8/8/8/R7 w - - 0 1', ['a1a8'], '1-0'],
    // Atomic crazyhouse: the men an explosion removes go to hands, each to the other side's (the capturing
    // knight and the rook beside him to Black's, the knight beside to White's), the bishop taken to White's;
    // a drop may check (no king of Fairy-Stockfish's, so dropChecks = false bars nothing).
    ['atomiczh', '4k3/8/4n3/3b4/2R5/2N5/8/4K3[] w - - 0 1', ['c3d5', 'e8d8', 'N@e6'], '*'],
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
    // Chak: the King and the Divine King each counted on their own, each royal while alone: the Divine
    // King attacked by the rook must be saved.
    ['chak', '4k4/9/9/9/r3D4/9/9/9/4K4 w - - 0 1', [], '*'],
    // Spartan: Black's two kings, neither royal, may not both be left attacked (dupleCheck): with no
    // move that saves one of them, Black is mated.
    ['t:spartan', 'k6k/hh4hh/8/8/8/8/8/3QK3 w - - 0 1', ['d1d8'], '1-0'],
    // Forward: the general promotes to the king, Fairy-Stockfish's royal king and an extinction type too:
    // the rook's attack on him must be met as a check.
    ['forward', '6g1/3G4/8/8/8/8/8/r7 w - - 0 1', ['d7d8+', 'a1a8'], '*'],
    // Petrified: the king, royal and turning to stone by capturing, may not take the knight, may stand
    // beside the enemy king (which cannot take him either) and may not castle across the rook's file.
    ['t:petrified', '5r2/8/8/8/8/4k3/3n4/R3K2R w KQ - 0 1', [], '*'],
  ])('%s from %s: %j ends it %s', (section, fen, moves, result) => {
    expect(play(section, fen, moves)).toBe(result);
  });
});
