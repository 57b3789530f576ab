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
import { generateLegal, MoveList } from '../src/engine/movegen.js';
import { forcedOutcome, resultText } from '../src/engine/outcome.js';
import type { Position } from '../src/engine/position.js';
import { startPosition } from '../src/engine/start.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { type Ffish, type FfishBoard, loadFfish } from './helpers/ffish.js';
import { uciMove } from './helpers/fsf.js';
import { tier } from './helpers/tier.js';
import { seededRandom } from './variants/random-play.js';

const INI = 'test/fixtures/fsf/tests.ini';
const GAMES = tier(3, 20);
const MAX_PLIES = 300;

let ff: Ffish & { loadVariantConfig(text: string): void };
beforeAll(async () => {
  ff = (await loadFfish()) as typeof ff;
  ff.loadVariantConfig(readFileSync(INI, 'utf8'));
});

const ourMoves = (pos: Position): Map<string, number> => {
  const list = new MoveList();
  generateLegal(pos, list);
  return new Map(list.toArray().map((m) => [uciMove(pos, m), m]));
};

/** The check field of a FEN with check counting ("3+2"), or null. */
const checksField = (fen: string): string | null => fen.split(' ').find((f) => /^\d+\+\d+$/.test(f)) ?? null;

/**
 * Plays from `pos` on both sides, the moves `script` gives (a UCI move or null for a random one), until
 * the game ends; after each ply both must agree. Returns our result ('*' while not over).
 * (`pick` gets FSF's legal moves and board: a UCI move, or null to stop.)
 */
function playBoth(section: string, pos: Position, pick: (legal: string[], board: FfishBoard) => string | null): string {
  const board = new ff.Board(section, toFen(pos));
  try {
    for (let ply = 0; ply <= MAX_PLIES; ply++) {
      const fen = toFen(pos);
      const theirs = board.legalMoves().split(' ').filter(Boolean).sort();
      const ours = ourMoves(pos);
      expect([...ours.keys()].sort(), fen).toEqual(theirs);
      expect(checksField(fen), fen).toBe(checksField(board.fen()));
      const outcome = forcedOutcome(pos);
      // FSF's own adjudication of insufficient material (a draw with moves left) is not imported
      // (docs/variants-ini.md): the game is compared up to there.
      if (!outcome && board.isGameOver(false) && theirs.length > 0 && board.result(false) === '1/2-1/2') return '*';
      // FSF's end without claims; a forced move-rule draw is its claim (the sections' nMoveRule).
      const fsfOver = board.isGameOver(false) || (outcome?.termination === 'move-rule' && board.isGameOver(true));
      expect(outcome !== null, `${fen}: ours ${outcome?.reason ?? 'not over'}`).toBe(fsfOver);
      if (outcome) {
        expect(resultText(outcome), `${fen}: ${outcome.reason}`).toBe(
          board.result(fsfOver && !board.isGameOver(false)),
        );
        return resultText(outcome);
      }
      const move = pick(theirs, board);
      if (move === null) return '*';
      pos.make(ours.get(move)!);
      board.push(move);
    }
    return '*';
  } finally {
    board.delete();
  }
}

/** A random move, drawn towards captures and checks (and, where `forward`, moves up the board for White, down for Black). */
function randomPicker(seed: number, forward: boolean): (legal: string[], board: FfishBoard) => string {
  const rand = seededRandom(seed);
  return (legal, board) => {
    const white = board.turn();
    const rank = (sq: string): number => Number(sq.slice(1));
    const ahead = (m: string): boolean => {
      const [from, to] = [m.slice(0, 2), m.slice(2, 4)];
      return forward ? rank(to) > rank(from) : white ? rank(to) > rank(from) : rank(to) < rank(from);
    };
    // Asking FSF about every move is slow: the forcing moves only when drawn towards them.
    const forcing =
      rand() < 0.6 ? legal.filter((m) => board.isCapture(m) || /[+#]$/.test(board.sanMove(m, ff.Notation.SAN))) : [];
    const advancing = rand() < 0.7 ? legal.filter(ahead) : [];
    const pool = forcing.length ? forcing : advancing.length ? advancing : legal;
    return pool[Math.floor(rand() * pool.length)]!;
  };
}

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
        results.add(playBoth(section, startPosition(variant), randomPicker(100 + g, forward)));
      // The games do end, and not all alike.
      expect(results.size, [...results].join(' ')).toBeGreaterThan(1);
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
    return playBoth('racingkings2', pos, () => (i < moves.length ? moves[i++]! : null));
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
    expect(playBoth('racingkings2', pos, () => (i++ === 0 ? 'a7a8' : null))).toBe('0-1');
  });
  it('White arriving where Black cannot follow wins at once', () => {
    const pos = parseFen(variant, '8/6K1/8/k7/8/8/8/8 w - - 0 1', { anyPosition: true });
    let i = 0;
    expect(playBoth('racingkings2', pos, () => (i++ === 0 ? 'g7g8' : null))).toBe('1-0');
  });
});

describe('Three-check: the checks left are in the position text', () => {
  it("a check counts down its giver's field, and the third wins", () => {
    const { variant } = loadVariant(`${INI}:threecheck2`);
    const pos = parseFen(variant, 'rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 3');
    let i = 0;
    expect(playBoth('threecheck2', pos, () => (i++ === 0 ? 'f1b5' : null))).toBe('1-0');
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
