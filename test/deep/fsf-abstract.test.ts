/**
 * Fairy-Stockfish's built-in board games beyond chess (Reversi, ...), imported as `[x:NAME]` with no
 * keys of their own (test/fixtures/fsf/abstract.ini), play as FSF plays NAME: perft divided by first
 * move from the start to depth 3 (2 where the first moves alone are thousands: Amazons, duck chess, and
 * Isolation 7x7 to keep the tier's time) and from 20 positions of seeded random games to depth 2, and the
 * same legal moves and result at every ply of random games played on both sides. The same for the
 * sections of FSF's own variants.ini built on them and on n-in-a-row (Tic-tac-toe, Connect Four, Teeko,
 * ...; test/fixtures/fsf/variants.ini loaded into ffish), and for the games on tiny boards (Hexapawn, 1D chess),
 * whose games ffish plays are read back as records, move by move in FSF's SAN and UCI.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { startPosition } from '../../src/engine/start.js';
import { loadVariant as loadVariantValue } from '../../src/index.js';
import { toFen } from '../../src/notation/fen.js';
import { type Ffish, loadFfish } from '../helpers/ffish.js';
import { misreadFfishGame, playBoth } from '../helpers/ffish-games.js';
import { ffishFen, perftDifferences, placementOf } from '../helpers/ffish-perft.js';
import { randomGamePositions } from '../helpers/fsf.js';
import { type FfishWithConfig, ffishName, ffishText, REACH_SOURCES } from '../helpers/fsf-reach.js';
import { seededRandom } from '../variants/random-play.js';

const INI = 'test/fixtures/fsf/abstract.ini';
/** Each built-in with its perft depth from the start and the random games played to their end. */
export const ABSTRACT_BUILTINS: [string, number, number][] = [
  ['flipello', 3, 6],
  ['flipello10', 3, 6],
  ['flipersi', 3, 6],
  ['ataxx', 3, 6],
  ['breakthrough', 3, 6],
  ['clobber', 3, 6],
  ['clobber10', 2, 2],
  // Every move with each square its arrow or duck may go to: thousands of first moves, so depth 2.
  ['amazons', 2, 2],
  ['isolation', 3, 4],
  ['isolation7x7', 2, 4],
  ['snailtrail', 3, 6],
  ['joust', 3, 6],
  ['duck', 2, 2],
  // The fox alone has a flag (flagPieceWhite); Jeson Mor's knight on e5 wins if it is still there a move later (flagMove).
  ['fox-and-hounds', 3, 10],
  ['jesonmor', 2, 4],
];
const POSITIONS = 20;

const FSF_INI = REACH_SOURCES.find((s) => s.id === 'fsf')!;
/**
 * Sections of FSF's variants.ini, with the random games played on both sides and whether they all end
 * (Teeko's may go on for ever: it has no move or repetition rule; FSF calls Snort's empty board a draw
 * by insufficient material, which is not imported, and the games are compared up to there).
 */
export const ABSTRACT_SECTIONS: [string, number, boolean][] = [
  // connectN with drops; on Connect Four's board, enclosingDrop = top; with connectValue = loss.
  ['tictactoe', 10, true],
  ['cfour', 10, true],
  ['cfour-misere', 6, true],
  // mustDrop, then men that move anywhere; nineholes without diagonal rows.
  ['picaria', 6, true],
  ['nineholes', 6, true],
  // connectN or connectNxN, after mustDrop.
  ['teeko', 6, false],
  // collinearN of one piece type, the rows losing.
  ['three-musketeers', 6, true],
  // enclosingDrop = snort.
  ['snort', 4, false],
  // Tiny boards: flag pieces on 3 x 3, chess on 1 x 8.
  ['hexapawn', 10, true],
  ['1d-chess', 10, true],
];

/** A seeded uniform pick among FSF's legal moves (asking FSF which capture, as randomPicker does, costs too much with thousands of moves). */
const uniform = (seed: number): ((legal: string[]) => string) => {
  const rand = seededRandom(seed);
  return (legal) => legal[Math.floor(rand() * legal.length)]!;
};

let ff: Ffish;
beforeAll(async () => {
  ff = await loadFfish();
  (ff as FfishWithConfig).loadVariantConfig(ffishText(FSF_INI));
});

describe("Fairy-Stockfish's board games beyond chess play as FSF plays them", () => {
  for (const [name, depth, games] of ABSTRACT_BUILTINS) {
    it(`${name}: FSF's start, perft ${depth} from it and 2 from ${POSITIONS} random-game positions`, () => {
      const { variant } = loadVariant(`${INI}:${name}-x`);
      const start = startPosition(variant);
      const board = new ff.Board(name);
      expect(toFen(start).split(' ')[0]).toBe(board.fen().split(' ')[0]);
      board.delete();
      expect(perftDifferences(ff, name, start, depth)).toEqual([]);
      const positions = randomGamePositions(() => startPosition(variant), POSITIONS, 0x5eed + name.length);
      for (const pos of positions) expect(perftDifferences(ff, name, pos, 2), toFen(pos)).toEqual([]);
    });

    it(`${name}: ${games} random games end where FSF ends them, with its result`, () => {
      const { variant } = loadVariant(`${INI}:${name}-x`);
      const results = new Set<string>();
      for (let g = 0; g < games; g++) results.add(playBoth(ff, name, startPosition(variant), uniform(700 + g)));
      // The games were played to their ends, not cut off.
      expect(results.has('*')).toBe(false);
    });
  }
});

describe("The sections of FSF's variants.ini built on them play as FSF plays them", () => {
  for (const [section, games, ends] of ABSTRACT_SECTIONS) {
    const name = ffishName(FSF_INI, section);
    it(`[${section}]: FSF's start, perft 3 from it and 2 from ${POSITIONS} random-game positions`, () => {
      const { variant } = loadVariant(`${FSF_INI.file}:${section}`);
      const start = startPosition(variant);
      const board = new ff.Board(name);
      expect(placementOf(ffishFen(start))).toBe(placementOf(board.fen()));
      board.delete();
      expect(perftDifferences(ff, name, start, 3)).toEqual([]);
      const positions = randomGamePositions(() => startPosition(variant), POSITIONS, 0x5eed + section.length);
      for (const pos of positions) expect(perftDifferences(ff, name, pos, 2), toFen(pos)).toEqual([]);
    });

    it(`[${section}]: ${games} random games end where FSF ends them, with its result`, () => {
      const { variant } = loadVariant(`${FSF_INI.file}:${section}`);
      const results = new Set<string>();
      for (let g = 0; g < games; g++) results.add(playBoth(ff, name, startPosition(variant), uniform(900 + g)));
      if (ends) expect(results.has('*')).toBe(false);
    });

    it(`[${section}]: FSF's games as records, each move's SAN and UCI read as FSF's move`, () => {
      const loaded = loadVariantValue(`${FSF_INI.file}:${section}`);
      if (!loaded.ok) throw loaded.error;
      for (let g = 0; g < 2; g++) expect(misreadFfishGame(ff, name, loaded.value, 90 + g, 150)).toEqual([]);
    });
  }
});

describe("The Connect Four template plays as FSF's cfour", () => {
  const name = ffishName(FSF_INI, 'cfour');
  it('connect-four: the start, perft 5 from it and 2 from 20 random-game positions, random games to their end', () => {
    const { variant } = loadVariant('connect-four');
    const start = startPosition(variant);
    const board = new ff.Board(name);
    expect(placementOf(ffishFen(start))).toBe(placementOf(board.fen()));
    board.delete();
    expect(perftDifferences(ff, name, start, 5)).toEqual([]);
    for (const pos of randomGamePositions(() => startPosition(variant), POSITIONS, 0xc4))
      expect(perftDifferences(ff, name, pos, 2), toFen(pos)).toEqual([]);
    const results = new Set<string>();
    for (let g = 0; g < 10; g++) results.add(playBoth(ff, name, startPosition(variant), uniform(1100 + g)));
    expect(results.has('*')).toBe(false);
  });
});
