/**
 * The East-Asian families of issue 31 that fairyprint plays as Fairy-Stockfish's parents
 * (src/definitions/fsf-builtins.ts): each, imported as `[t:NAME]`, plays as ffish's built-in of that
 * name: perft divided by first move to depth 3 from the start and to depth 2 from 20 random-game
 * positions. (Deep tier: test/deep/fsf-builtins.test.ts checks every built-in shallower.)
 */
import { describe, expect, it } from 'vitest';
import { checkIniSection } from '../../src/definitions/load.js';
import { forcedOutcome } from '../../src/engine/outcome.js';
import { countOf } from '../../src/engine/rules/counting.js';
import { startPosition } from '../../src/engine/start.js';
import { parseFen, toFen } from '../../src/notation/fen.js';
import { loadFfish } from '../helpers/ffish.js';
import { ourMoves, playBoth, quietPicker, randomPicker } from '../helpers/ffish-games.js';
import { perftDifferences } from '../helpers/ffish-perft.js';
import { randomGamePositions } from '../helpers/fsf.js';
import { seededRandom } from '../variants/random-play.js';

const ff = await loadFfish();
const members = [
  'minishogi',
  'judkins',
  'gorogoro',
  'checkshogi',
  'okisakishogi',
  'minixiangqi',
  'manchu',
  'makpong',
  'janggi',
  'janggitraditional',
  'janggicasual',
];

/** `[t:NAME]` imports, and perft equals ffish's to depth 3 from the start and to depth 2 from 20 random-game positions. */
function playsAsFfish(name: string): void {
  it(`${name}: perft = ffish to depth 3 from the start, depth 2 from 20 random-game positions`, () => {
    const { result, problems } = checkIniSection(`[t:${name}]\n`, 'my.ini', 't');
    expect(problems.map((p) => p.format())).toEqual([]);
    const variant = result!.variant;
    expect(perftDifferences(ff, name, startPosition(variant), 3)).toEqual([]);
    const positions = randomGamePositions(() => startPosition(variant), 20, 31);
    expect(positions).toHaveLength(20);
    for (const pos of positions) expect(perftDifferences(ff, name, pos, 2), toFen(pos)).toEqual([]);
  });
}

describe('East-Asian families as Fairy-Stockfish plays them', () => {
  for (const name of members) playsAsFfish(name);
});

// The rest of the Shogi family (issue 31), FSF's definitions in src/definitions/fsf-builtins.ts's block of it.
const shogiFamily = ['yarishogi', 'euroshogi', 'shoshogi', 'dobutsu', 'kyotoshogi'];

describe('the Shogi family as Fairy-Stockfish plays it', () => {
  for (const name of shogiFamily) playsAsFfish(name);
});

describe('Makpong: a king in check moves only to take the one checker', () => {
  it.each([
    ['a rook checks: the king may take it, not step aside', '8/8/8/3k4/8/8/3R4/3K4 b - - 0 1'],
    ['two men check: the king may not move at all', '8/8/8/3k4/8/2N5/3R4/3K4 b - - 0 1'],
  ])('%s: perft 3 = ffish', (_, fen) => {
    const variant = checkIniSection('[t:makpong]\n', 'my.ini', 't').result!.variant;
    expect(perftDifferences(ff, 'makpong', parseFen(variant, fen), 3)).toEqual([]);
  });
});

/** The Makruk and Xiangqi families' members and shatar (issue 31, makrukfam), played as ffish plays them. */
describe('Makruk and Xiangqi families and shatar as Fairy-Stockfish plays them', () => {
  for (const name of ['ai-wok', 'supply', 'asean', 'shatar']) playsAsFfish(name);
});

describe("ASEAN's counting ends games where and as ffish ends them (its claim)", () => {
  it.each([
    ['a rook', '8/8/3k4/8/8/8/8/R3K3 w - - 0 1'],
    ['a khon and a met', '8/8/3k4/8/8/2B5/8/3QK3 w - - 0 1'],
    ['a knight and a met', '8/8/3k4/8/8/8/8/1N1QK3 w - - 0 1'],
  ])('%s against a bare king: quiet random games, the same moves and end after every ply', (_, fen) => {
    const variant = checkIniSection('[t:asean]\n', 'my.ini', 't').result!.variant;
    for (let g = 0; g < 3; g++) {
      expect(playBoth(ff, 'asean', parseFen(variant, fen), quietPicker(ff, g))).toBe('1/2-1/2');
    }
  });
});

describe("Shatar's ends: random games end where and as ffish ends them", () => {
  // White's army against a king and pawns: mates of every kind (with a shak in their series or not,
  // niol), bare kings (robado) and the move rule.
  it("40 games from White's army against a king and eight pawns, the same moves and result after every ply", () => {
    const variant = checkIniSection('[t:shatar]\n', 'my.ini', 't').result!.variant;
    const results = new Set<string>();
    for (let g = 0; g < 40; g++) {
      const pos = parseFen(variant, '4k3/ppp1pppp/8/3p4/8/8/8/RNBJKBNR w - - 0 1');
      playBoth(ff, 'shatar', pos, randomPicker(ff, 100 + g, false));
      results.add(forcedOutcome(pos)?.termination ?? '*');
    }
    expect([...results].sort()).toEqual(['checkmate', 'victory-drawn']);
  });
});

/** Ouk Chatrang and Kar Ouk: the king's leap and the met's double step, kept as gates (DEde). */
describe('Cambodian chess and Kar Ouk as Fairy-Stockfish plays them', () => {
  for (const name of ['cambodian', 'karouk']) playsAsFfish(name);
  it.each([
    ['a rook moving onto the king’s file or rank closes his gate', '4k3/8/8/8/8/8/R7/3KM3 w DEe - 0 1'],
    ['a king in check may not leap; the met may still step two to block', '3rk3/8/8/8/8/8/8/3KM3 w DEe - 0 1'],
    [
      'no gate on an empty square (G), gates on rooks kept and closed as FSF keeps them',
      'r3k2r/8/8/8/8/8/8/R2K3R w ADGHaeh - 0 1',
    ],
  ])('%s: perft 3 = ffish', (_, fen) => {
    const variant = checkIniSection('[t:cambodian]\n', 'my.ini', 't').result!.variant;
    expect(perftDifferences(ff, 'cambodian', parseFen(variant, fen), 3)).toEqual([]);
  });
});

describe("Ouk Chatrang's counting runs as ffish's (its limit and ply, written in its FEN) and ends games as ffish ends them", () => {
  // The count ffish writes where en passant stands ("126 0"): its limit and ply, in plies.
  const ffishCount = (fen: string): { limit: number; ply: number } => {
    const fields = fen.split(' ');
    return /^[0-9]+$/.test(fields[3]!) ? { limit: Number(fields[3]), ply: Number(fields[4]) } : { limit: 0, ply: 0 };
  };
  it.each([
    // Three men count the board's honour, 63 moves, though a pawn stands on the board.
    ["the board's honour with a pawn on the board", '4k3/8/p7/8/8/8/8/R2MK3 b - - 0 1'],
    ['a pawn taken, then the pieces honour', '4k3/8/8/8/p7/8/R7/3MK3 w - - 0 1'],
  ])('%s: random games, the same count after every ply', (_, fen) => {
    const variant = checkIniSection('[t:cambodian]\n', 'my.ini', 't').result!.variant;
    for (let g = 0; g < 3; g++) {
      const rand = seededRandom(g);
      const pos = parseFen(variant, fen);
      const board = new ff.Board('cambodian', fen);
      for (let ply = 0; ply < 160 && !board.isGameOver(true); ply++) {
        const legal = board.legalMoves().split(' ').filter(Boolean);
        const uci = legal[Math.floor(rand() * legal.length)]!;
        board.push(uci);
        pos.make(ourMoves(pos).get(uci)!);
        expect(countOf(pos), `${fen} ${uci} ply ${ply}`).toEqual(ffishCount(board.fen()));
      }
      board.delete();
    }
  });
  it.each([
    ['a rook against a bare king, 15 moves', '8/8/3k4/8/8/8/8/R3K3 w - - 0 1'],
    ['a khon and a met against a bare king, 43 moves', '8/8/3k4/8/8/2S5/8/3MK3 w - - 0 1'],
  ])('%s: quiet random games, the same moves and end after every ply', (_, fen) => {
    const variant = checkIniSection('[t:cambodian]\n', 'my.ini', 't').result!.variant;
    for (let g = 0; g < 2; g++) {
      expect(playBoth(ff, 'cambodian', parseFen(variant, fen), quietPicker(ff, g))).toBe('1/2-1/2');
    }
  });
});
