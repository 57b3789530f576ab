/**
 * Members of the Makruk and Xiangqi families and shatar that fairyprint plays as Fairy-Stockfish's
 * built-ins (issue 31), each on what it adds to its parent: the counts are ffish's (Fairy-Stockfish
 * 0.7.10's bindings), taken from the positions shown; the deep tier compares perft move by move
 * (test/deep/east-families.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkIniSection, loadVariant } from '../src/definitions/load.js';
import { moveTo } from '../src/engine/move.js';
import { generateLegal, givesCheck, MoveList } from '../src/engine/movegen.js';
import { forcedOutcome } from '../src/engine/outcome.js';
import { perft } from '../src/engine/perft.js';
import { countOf } from '../src/engine/rules/counting.js';
import { startPosition } from '../src/engine/start.js';
import type { Variant } from '../src/engine/variant.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { ourMoves } from './helpers/ffish-games.js';
import { seededRandom } from './variants/random-play.js';

const builtin = (name: string): Variant => {
  const { result, problems } = checkIniSection(`[t:${name}]\n`, 'my.ini', 't');
  expect(problems.map((p) => p.format())).toEqual([]);
  return result!.variant;
};

describe('supply: Xiangqi whose men in hand are dropped on the own half, never giving check', () => {
  // A rook dropped on the d-file would check the king on d10.
  it('drops of every man, advisors and elephants on their points only: perft 2 = 22447 (ffish)', () => {
    const variant = builtin('supply');
    const pos = parseFen(variant, '3k5/9/9/9/9/9/9/9/9/4K4[NRPABCnrpabc] w - - 0 1');
    expect(perft(pos, 2)).toBe(22447);
  });
});

/** Plays the UCI moves `moves` on `pos` (each must be legal). */
const play = (pos: ReturnType<typeof parseFen>, moves: string[]): void => {
  for (const uci of moves) {
    const m = ourMoves(pos).get(uci);
    expect(m, uci).toBeDefined();
    pos.make(m!);
  }
};

describe("Makruk's count in position texts, where Fairy-Stockfish writes it (its limit in the en-passant field, its ply in the clock's)", () => {
  const makruk = (): Variant => loadVariant('makruk').variant;
  it("a count starting is written as ffish writes it (its FEN after a1xa2: '... b - 32 6 40')", () => {
    const pos = parseFen(makruk(), '8/8/4k3/8/8/3K4/r7/R7 w - - 0 40');
    play(pos, ['a1a2']);
    expect(toFen(pos)).toBe('8/8/4k3/8/8/3K4/R7/8 b - 32 6 40');
  });
  it('a count read from a position text runs on: one ply past its limit ends the game, drawn (ffish: 1/2-1/2)', () => {
    const pos = parseFen(makruk(), '8/8/4k3/8/8/3K4/8/R7 b - 16 16 40');
    expect(countOf(pos)).toEqual({ limit: 16, ply: 16 });
    expect(forcedOutcome(pos)).toBeNull();
    play(pos, ['e6e7']);
    expect(toFen(pos)).toBe('8/4k3/8/8/8/3K4/8/R7 w - 16 17 41');
    expect(forcedOutcome(pos)?.termination).toBe('counting');
  });
  it('an odd limit is refused at its field', () => {
    expect(() => parseFen(makruk(), '8/8/4k3/8/8/3K4/8/R7 b - 15 3 40')).toThrow(/count's limit .* not 15/);
  });
});

describe("asean: Makruk's men promoting on the last rank, ASEAN's counting", () => {
  it('promotion to rook, knight, khon or met on rank 8: perft 2 = 42 (ffish)', () => {
    const pos = parseFen(builtin('asean'), '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1');
    expect(perft(pos, 2)).toBe(42);
  });
  // Against a bare king the count starts at 1, not at the number of men as in Makruk (which would
  // end this game 6 plies sooner): a rook has 16 moves. (The deep tier plays it against ffish.)
  it("a rook's count against a bare king runs out after 34 plies", () => {
    const pos = parseFen(builtin('asean'), '8/8/3k4/8/8/8/8/R3K3 w - - 0 1');
    const rand = seededRandom(1);
    const list = new MoveList();
    for (let ply = 1; ply <= 34; ply++) {
      expect(forcedOutcome(pos), `ply ${ply}`).toBeNull();
      generateLegal(pos, list);
      const quiet = list.toArray().filter((m) => pos.board[moveTo(m)] === 0 && !givesCheck(pos, m));
      pos.make(quiet[Math.floor(rand() * quiet.length)]!);
    }
    expect(forcedOutcome(pos)?.termination).toBe('counting');
  });
  it('a met alone against a bare king starts no count', () => {
    const pos = parseFen(builtin('asean'), '8/8/3k4/8/8/8/8/Q3K3 w - - 0 1');
    pos.make(ourMoves(pos).get('a1b2')!);
    expect(countOf(pos).limit).toBe(0);
  });
});

describe("shatar: a mate needs a shak in its series of checks; a bare king draws (ffish's results)", () => {
  const play = (fen: string, moves: string[]) => {
    const pos = parseFen(builtin('shatar'), fen);
    for (const m of moves) pos.make(ourMoves(pos).get(m)!);
    const o = forcedOutcome(pos);
    return { winner: o?.winner, termination: o?.termination };
  };
  it.each([
    ['a rook mates: 1-0', '1k6/p7/2K5/8/8/8/8/7R w - - 0 1', ['h1h8'], 0, 'checkmate'],
    [
      "a rook's check, then the bishop's mate: the series holds a shak, 1-0",
      '1k6/p7/4N3/1K6/8/3B4/8/7R w - - 0 1',
      ['h1h8', 'b8b7', 'd3e4'],
      0,
      'checkmate',
    ],
    [
      "a position read in a rook's check, then the bishop's mate: the check read begins the series, 1-0",
      '1k5R/p7/4N3/1K6/8/3B4/8/8 b - - 0 1',
      ['b8b7', 'd3e4'],
      0,
      'checkmate',
    ],
    [
      'a bishop mates with no check before: niol, a draw',
      'k7/p2N4/8/8/8/3B4/8/4K3 w - - 0 1',
      ['d3e4'],
      null,
      'victory-drawn',
    ],
    [
      'a shak broken by a move without check, then the mate: niol',
      'k7/p2N4/8/8/8/3B4/8/4K2R w - - 0 1',
      ['h1h8', 'a8b7', 'h8h6', 'b7a8', 'd3e4'],
      null,
      'victory-drawn',
    ],
    ['a knight alone mates: the side mated wins, 0-1', '6rk/6pp/8/6N1/8/8/8/4K3 w - - 0 1', ['g5f7'], 1, 'victory'],
    [
      'a capture leaves a bare king: robado, a draw',
      '8/8/8/3k4/8/8/3r4/3RK3 w - - 0 1',
      ['d1d2'],
      null,
      'victory-drawn',
    ],
  ])('%s', (_, fen, moves, winner, termination) => {
    expect(play(fen, moves)).toEqual({ winner, termination });
  });
  it('perft 3 from the start = 8426 (ffish)', () => {
    expect(perft(startPosition(builtin('shatar')), 3)).toBe(8426);
  });
});

describe("cambodian and karouk: the king's leap and the met's double step as gates (DEde), Ouk Chatrang's counting", () => {
  it('the leaps and double steps from the start: perft 2 = 625 (ffish)', () => {
    const pos = startPosition(builtin('cambodian'));
    expect(toFen(pos)).toBe('rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1');
    expect(perft(pos, 2)).toBe(625);
    play(pos, ['d1b2']);
    // The king's gate closed with his leap, as ffish writes it.
    expect(toFen(pos)).toBe('rnsmksnr/8/pppppppp/8/8/PPPPPPPP/1K6/RNS1MSNR b Ede - 1 1');
  });
  it("a rook moving onto the king's rank closes his gate; onto another rank, not (ffish's rights)", () => {
    const variant = builtin('cambodian');
    const onRank = parseFen(variant, '4k3/8/8/8/8/8/R7/3KM3 w DEe - 0 1');
    play(onRank, ['a2a8']);
    expect(toFen(onRank).split(' ')[2]).toBe('DE');
    const offRank = parseFen(variant, '4k3/8/8/8/8/8/R7/3KM3 w DEe - 0 1');
    play(offRank, ['a2a7']);
    expect(toFen(offRank).split(' ')[2]).toBe('DEe');
  });
  it('no leap out of check, the met may still step two to block: perft 1 = 4, 2 = 63 (ffish)', () => {
    const pos = parseFen(builtin('cambodian'), '3rk3/8/8/8/8/8/8/3KM3 w DEe - 0 1');
    expect(perft(pos, 1)).toBe(4);
    expect(perft(pos, 2)).toBe(63);
  });
  it("a side of three men counts the board's honour, 63 moves, with pawns on the board; of four, none (ffish)", () => {
    const variant = builtin('cambodian');
    const three = parseFen(variant, '4k3/8/pppp4/8/8/4P3/8/R3K3 b - - 0 1');
    play(three, ['a6a5']);
    expect(countOf(three)).toEqual({ limit: 126, ply: 0 });
    const four = parseFen(variant, '4k3/8/pppp4/8/8/3PP3/8/R3K3 b - - 0 1');
    play(four, ['a6a5']);
    expect(countOf(four).limit).toBe(0);
  });
  it('karouk: the first check wins (ffish: 1-0)', () => {
    const pos = parseFen(builtin('karouk'), '4k3/8/8/8/8/8/8/R3K3 w - - 0 1');
    play(pos, ['a1a8']);
    expect(forcedOutcome(pos)?.winner).toBe(0);
  });
});
