/**
 * The endings Fairy-Stockfish's built-ins 3check, 5check, racingkings, losers and giveaway add (check
 * counting, the flag with Black's answer, checkmate that wins, a bare king that wins, losing every man,
 * castling with a king that is not royal), as sections of
 * test/fixtures/fsf/tests.ini: in seeded random games, drawn towards captures, checks and forward moves so
 * they end, fairyprint and Fairy-Stockfish (ffish, same file loaded) agree after every ply on the legal
 * moves, on the checks left, on whether the game is over and on its result. Scripted positions show
 * the Racing Kings answer both ways.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadVariant } from '../src/definitions/load.js';
import { Game } from '../src/engine/game.js';
import { resultText } from '../src/engine/outcome.js';
import { startPosition } from '../src/engine/start.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { validateText } from '../src/validate/replay.js';
import { type Ffish, loadFfish } from './helpers/ffish.js';
import { ourMoves, playBoth, randomPicker } from './helpers/ffish-games.js';
import { tier } from './helpers/tier.js';

const INI = 'test/fixtures/fsf/tests.ini';
const GAMES = tier(3, 20);

let ff: Ffish & { loadVariantConfig(text: string): void };
beforeAll(async () => {
  ff = (await loadFfish()) as typeof ff;
  ff.loadVariantConfig(readFileSync(INI, 'utf8'));
});

describe('random games end where and as Fairy-Stockfish ends them', () => {
  // Racing Kings' kings both run up the board.
  for (const [section, forward] of [
    ['threecheck2', false],
    ['fivecheck', false],
    ['racingkings2', true],
    ['kingrace', true],
    ['losers2', false],
    ['matewins', false],
    ['giveaway2', false],
  ] as const) {
    it(`${section}: ${GAMES} games, the same moves, checks left and result after every ply`, () => {
      const { variant } = loadVariant(`${INI}:${section}`);
      const results = new Set<string>();
      for (let g = 0; g < GAMES; g++)
        results.add(playBoth(ff, section, startPosition(variant), randomPicker(ff, 100 + g, forward)));
      // The games do end, and not all alike.
      expect(results.size, [...results].join(' ')).toBeGreaterThan(1);
    });
  }
});

describe('random games of the flag and extinction keys end where and as Fairy-Stockfish ends them', () => {
  // One game each in npm test; the deep tier plays 20 and wants them not all alike.
  const games = tier(1, 20);
  for (const [section, forward] of [
    ['extinction2', false],
    ['kinglet2', false],
    ['threekings2', false],
    ['knightsdraw', false],
    ['rookswin', false],
    ['pawnwall', true],
    ['horde2', true],
    ['koth', true],
    ['twoonhill', true],
    ['blockedhill', true],
  ] as const) {
    it(`${section}: ${games} game(s), the same moves and result after every ply`, () => {
      const { variant } = loadVariant(`${INI}:${section}`);
      const results = new Set<string>();
      for (let g = 0; g < games; g++)
        results.add(playBoth(ff, section, startPosition(variant), randomPicker(ff, 100 + g, forward)));
      if (games > 1) expect(results.size, [...results].join(' ')).toBeGreaterThan(1);
    });
  }
});

describe("Racing Kings: Black's answer to White's arrival", () => {
  const { variant } = loadVariant(`${INI}:racingkings2`);
  // White's king steps onto the eighth rank; Black's, on a7, can follow.
  const before = '8/k5K1/8/8/8/8/8/8 w - - 0 1';
  const play = (moves: string[]): string => {
    const pos = parseFen(variant, before, { anyPosition: true });
    let i = 0;
    return playBoth(ff, 'racingkings2', pos, () => (i < moves.length ? moves[i++]! : null));
  };

  it('the game goes on while Black can answer', () => {
    expect(play(['g7g8'])).toBe('*');
  });
  it('Black answering draws', () => {
    expect(play(['g7g8', 'a7a8'])).toBe('1/2-1/2');
  });
  it('Black not answering loses', () => {
    expect(play(['g7g8', 'a7a6'])).toBe('1-0');
  });
  it('Black arriving first wins at once', () => {
    const pos = parseFen(variant, '8/k7/8/8/8/8/6K1/8 b - - 0 1', { anyPosition: true });
    let i = 0;
    expect(playBoth(ff, 'racingkings2', pos, () => (i++ === 0 ? 'a7a8' : null))).toBe('0-1');
  });
  it('White arriving where Black cannot follow wins at once', () => {
    const pos = parseFen(variant, '8/6K1/8/k7/8/8/8/8 w - - 0 1', { anyPosition: true });
    let i = 0;
    expect(playBoth(ff, 'racingkings2', pos, () => (i++ === 0 ? 'g7g8' : null))).toBe('1-0');
  });
});

describe('Three-check: the checks left are in the position text', () => {
  it("a check counts down its giver's field, and the third wins", () => {
    const { variant } = loadVariant(`${INI}:threecheck2`);
    const pos = parseFen(variant, 'rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 3');
    let i = 0;
    expect(playBoth(ff, 'threecheck2', pos, () => (i++ === 0 ? 'f1b5' : null))).toBe('1-0');
    expect(toFen(startPosition(variant))).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1');
  });
});

describe('Giveaway: the commoner king castles, attacks barring nothing', () => {
  it('out of, through and into attacks, as Fairy-Stockfish: the same moves two plies deep', () => {
    const { variant } = loadVariant(`${INI}:giveaway2`);
    // Black's queen attacks e1, g1 and c1, its rook on f8 attacks f1; White has no capture.
    const pos = parseFen(variant, 'r3kr2/8/8/8/8/4q3/P7/R3K2R w KQq - 0 1', { anyPosition: true });
    const board = new ff.Board('giveaway2', toFen(pos));
    try {
      const first = ourMoves(pos);
      expect([...first.keys()].sort()).toEqual(board.legalMoves().split(' ').filter(Boolean).sort());
      expect(first.has('e1g1') && first.has('e1c1'), [...first.keys()].join(' ')).toBe(true);
      for (const [uci, m] of first) {
        pos.make(m);
        board.push(uci);
        expect([...ourMoves(pos).keys()].sort(), uci).toEqual(board.legalMoves().split(' ').filter(Boolean).sort());
        board.pop();
        pos.unmake();
      }
    } finally {
      board.delete();
    }
  });
});

describe('Extinction: the mover is judged first, as Fairy-Stockfish does', () => {
  it.each([
    // Kinglet: promoting White's last pawn leaves White without pawns, which loses at once.
    ['kinglet2', '4k3/P6p/8/8/8/8/8/4K3 w - - 0 1', 'a7a8k', '0-1'],
    // Extinction chess: the same with Black's last pawn, promoted to a queen.
    ['extinction2', 'rnbqkbnr/8/8/8/8/8/p6P/RNBQKBNR b - - 0 1', 'a2b1q', '1-0'],
    // Three Kings: the capture of a third king of three leaves two, and loses.
    ['threekings2', 'k6k/8/8/8/8/8/4k3/K2QK2K w - - 0 1', 'd1e2', '1-0'],
  ])('%s from %s: %s ends the game %s', (section, fen, move, result) => {
    const { variant } = loadVariant(`${INI}:${section}`);
    const pos = parseFen(variant, fen, { anyPosition: true });
    let i = 0;
    expect(playBoth(ff, section, pos, () => (i++ === 0 ? move : null))).toBe(result);
  });
});

/** ffish's result after the UCI moves from `fen` (default: the start) of `variant`, '*' while not over. */
function ffishResult(variant: string, fen: string | undefined, uci: string[]): string {
  const board = fen ? new ff.Board(variant, fen) : new ff.Board(variant);
  try {
    for (const m of uci) expect(board.push(m), m).toBe(true);
    return board.isGameOver(false) ? board.result(false) : '*';
  } finally {
    board.delete();
  }
}

describe("records of games that end by the variant's own rule end there, as ffish ends them", () => {
  it.each([
    // White's king reaches d4, on the hill.
    [
      'kingofthehill',
      'King of the Hill',
      '1. e3 e6 2. Ke2 Ke7 3. Kd3 Kd6 4. Kd4 1-0',
      ['e2e3', 'e7e6', 'e1e2', 'e8e7', 'e2d3', 'e7d6', 'd3d4'],
    ],
    // Black's queen takes White's last man.
    ['horde', 'Horde', '[FEN "4k3/8/8/8/8/8/8/P3q3 b - - 0 1"]\n\n1... Qxa1 0-1', ['e1a1']],
  ])('%s: %s', (fsfName, tag, game, uci) => {
    const fen = /FEN "([^"]+)"/.exec(game)?.[1];
    const verdict = ffishResult(fsfName, fen, uci);
    const [r] = validateText(`[Variant "${tag}"]\n${game.startsWith('[') ? '' : '\n'}${game}\n`, { file: 'game.pgn' });
    expect(r).toMatchObject({ legal: true, termination: 'victory', result: verdict, recorded: verdict, error: null });
  });
});

describe('nFoldValue: a repetition lost, as ffish decides the claim', () => {
  // Knights out and back: the start stands a third time after 8 plies (White to move), the position
  // after 1. Nf3 a third time after 9 (Black to move).
  const shuffle = ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3'];
  it.each([
    ['reploses', 8, '0-1'],
    ['reploses', 9, '1-0'],
    ['repwins', 8, '1-0'],
    ['repwins', 9, '0-1'],
    ['repabsolute', 8, '0-1'],
    ['repabsolute', 9, '0-1'],
  ])('%s after %i plies: %s', (section, plies, result) => {
    const game = new Game(startPosition(loadVariant(`${INI}:${section}`).variant));
    for (const uci of shuffle.slice(0, plies)) game.play(ourMoves(game.position).get(uci)!);
    const board = new ff.Board(section);
    for (const uci of shuffle.slice(0, plies)) board.push(uci);
    expect(board.result(true)).toBe(result);
    board.delete();
    const ended = game.forcedOutcome();
    expect(ended && resultText(ended)).toBe(result);
    // Before the eighth ply nothing had ended.
    while (game.moves.length > 7) game.undo();
    expect(game.forcedOutcome()).toBeNull();
  });

  it('the validator reports the repetition won', () => {
    const { variant } = loadVariant(`${INI}:reploses`);
    const [r] = validateText('1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 0-1\n', {
      file: 'rep.pgn',
      loaded: loadVariant(`${INI}:reploses`),
    });
    expect(variant.spec.end.repetitionLoser).toBe('to-move');
    expect(r).toMatchObject({ legal: true, result: '0-1', recorded: '0-1', termination: 'repetition', error: null });
  });
});
