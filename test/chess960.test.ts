/**
 * Chess960: castling with king and rooks anywhere on the back rank, the rights as X-FEN and Shredder-FEN
 * write them, the 960 numbered start positions, and records of Chess960 games. Perft is checked against
 * the published counts of python-chess's Chess960 suite (test/fixtures/chess960/README.md) and, in the
 * deep tier, against Fairy-Stockfish (test/deep/chess960-ffish.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineMove, enginePosition } from '../src/api/position.js';
import { loadVariant } from '../src/definitions/load.js';
import { hasNumberedPositions, numberedSetup, randomSetup, setupNumber } from '../src/engine/chess960.js';
import { perft } from '../src/engine/perft.js';
import { castling } from '../src/engine/rules/castling.js';
import { squareName } from '../src/engine/squares.js';
import { positionFromSetup, startPosition } from '../src/engine/start.js';
import {
  legalMoves,
  loadVariant as loadVariantValue,
  numberedStartPosition,
  parseFen as parseFenValue,
  parseMove,
  play,
  startPositionNumber,
  toFen as toFenValue,
} from '../src/index.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { validateText } from '../src/validate/replay.js';
import { runCli } from './helpers/cli.js';
import { deep, tier } from './helpers/tier.js';
import { seededRandom } from './variants/random-play.js';

const v = loadVariant('chess960').variant;

/** The suite: each position (Shredder-FEN) with its published perft counts from depth 1. */
export const CHESS960_SUITE = readFileSync(new URL('fixtures/chess960/chess960.perft', import.meta.url), 'utf8')
  .split(/\n\s*\n/)
  .flatMap((block) => {
    const fen = /^epd (.+)$/m.exec(block)?.[1];
    return fen ? [{ fen, counts: [...block.matchAll(/^perft \d+ (\d+)$/gm)].map((m) => Number(m[1])) }] : [];
  });

describe('Chess960 perft: the published counts of 960 positions', () => {
  // npm test: a twentieth of them to depth 2; the deep tier: every one to depth 3.
  const [every, depth] = tier([20, 2], [1, 3]);
  const readEvery = tier(5, 1);
  it(`has 960 positions, ${readEvery === 1 ? 'each' : `every ${readEvery}th`} read and written back in Shredder-FEN`, () => {
    expect(CHESS960_SUITE).toHaveLength(960);
    const wrong = CHESS960_SUITE.filter(
      ({ fen }, i) => i % readEvery === 0 && !toFen(parseFen(v, fen)).startsWith(`${fen} `),
    );
    expect(wrong).toEqual([]);
  });

  it(`counts as published to depth ${depth}, every ${every === 1 ? '' : `${every}th `}position`, () => {
    const wrong: string[] = [];
    CHESS960_SUITE.forEach(({ fen, counts }, i) => {
      if (i % every !== 0) return;
      const pos = parseFen(v, fen);
      for (let d = 1; d <= depth; d++)
        if (perft(pos, d) !== counts[d - 1])
          wrong.push(`${fen}: perft ${d} ${perft(pos, d)} (published ${counts[d - 1]})`);
    });
    expect(wrong).toEqual([]);
  });

  it.runIf(deep)('the first five to depth 4 (castling deep in the tree)', () => {
    for (const { fen, counts } of CHESS960_SUITE.slice(0, 5)) expect(perft(parseFen(v, fen), 4), fen).toBe(counts[3]);
  });
});

describe('Chess960 castling rights as X-FEN and Shredder-FEN', () => {
  const XFEN = 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9';
  const SHREDDER = 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9';

  it('KQkq names the outermost rooks, HFhf their files: the same position, each written back as read', () => {
    const x = parseFen(v, XFEN);
    const s = parseFen(v, SHREDDER);
    expect(toFen(x)).toBe(XFEN);
    expect(toFen(s)).toBe(SHREDDER);
    expect(x.key()).toBe(s.key());
    expect([1, 2, 3].map((d) => perft(x, d))).toEqual([21, 528, 12189]);
  });

  it('a right whose rook is not the outermost is written with its file, X-FEN being ambiguous there', () => {
    const start = parseFenValue(loadChess960(), 'rbbkqnrn/pppppppp/8/8/8/8/PPPPPPPP/RBBKQNRN w KQkq - 0 1');
    if (!start.ok) throw start.error;
    let pos = start.value;
    const fens: string[] = [];
    for (const san of 'a4 a5 h4 h5 Nhg3 Nhg6 Ne4 Ne5 Ra3 Ra6 Rh3 Rh6 R3h1 R6h8'.split(' ')) {
      const m = parseMove(pos, san);
      if (!m.ok) throw m.error;
      pos = play(pos, m.value);
      fens.push(toFenValue(pos));
    }
    // The queenside rooks left (Kk), then stood beyond the kingside ones, on h1 and h8.
    expect(fens[11]).toBe('1bbkqnr1/1pppppp1/7r/p3n2p/P3N2P/7R/1PPPPPP1/1BBKQNR1 w Kk - 8 7');
    expect(fens[13]).toBe('1bbkqnrr/1pppppp1/8/p3n2p/P3N2P/8/1PPPPPP1/1BBKQNRR w Gg - 10 8');
    expect(toFen(parseFen(v, fens[13]!))).toBe(fens[13]);
    // K now names the rook on h1 (which has no right): another position, written back as read.
    const other = fens[13]!.replace('Gg', 'Kk');
    expect(toFen(parseFen(v, other))).toBe(other);
  });

  it.each([
    [
      'rk6/8/8/8/8/8/8/RK6 w K - 0 1',
      23,
      'castling right "K" needs a rook of White\'s on rank 1, kingside of the king',
    ],
    ['rk6/8/8/8/8/8/8/RK6 w C - 0 1', 23, 'castling right "C" needs White\'s rook on c1'],
    ['rk6/8/8/8/8/8/8/R6K w - - 0 1', 1, ''],
    ['rk6/8/8/8/8/8/K7/R7 w A - 0 1', 23, 'castling right "A" needs White\'s king on rank 1'],
  ])('%s: a right its men do not back is refused at its letter', (fen, column, message) => {
    if (!message) return void expect(toFen(parseFen(v, fen))).toBe(fen);
    expect(() => parseFen(v, fen)).toThrow(expect.objectContaining({ message, column }));
  });
});

function loadChess960() {
  const loaded = loadVariantValue('chess960');
  if (!loaded.ok) throw loaded.error;
  return loaded.value;
}

describe('Chess960 castling spends the rights', () => {
  // O-O where the king already stands on g1 (the rook goes h1 to f1) and O-O-O where he stands on c1:
  // the king does not move, yet both of the side's rights are spent, as any castling spends them.
  it.each([
    ['1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1', 'O-O', '1r4kr/8/8/8/8/8/8/1R3RK1 b hb - 1 1'],
    ['1rk4r/8/8/8/8/8/8/1RK4R w HBhb - 0 1', 'O-O-O', '1rk4r/8/8/8/8/8/8/2KR3R b hb - 1 1'],
  ])('%s: %s', (fen, san, after) => {
    const v = loadChess960();
    const pos = parseFenValue(v, fen);
    if (!pos.ok) throw pos.error;
    const move = parseMove(pos.value, san);
    if (!move.ok) throw move.error;
    expect(toFenValue(play(pos.value, move.value))).toBe(after);
  });
});

describe('the 960 start positions by number', () => {
  it("numbers 0 to 959 are 960 different arrangements, each read back as its number (Scharnagl's: 0 BBQNNRKR, 518 RNBQKBNR, 959 RKRNNQBB)", () => {
    expect(hasNumberedPositions(v)).toBe(true);
    const ranks = new Set<string>();
    for (let n = 0; n < 960; n++) {
      const setup = numberedSetup(v, n);
      expect(setupNumber(v, setup)).toBe(n);
      ranks.add(setup.slice(0, 8).join());
    }
    expect(ranks.size).toBe(960);
    const fen = (n: number): string => toFen(positionFromSetup(v, numberedSetup(v, n)));
    expect(fen(0)).toBe('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1');
    expect(fen(518)).toBe(toFen(startPosition(v)));
    expect(fen(959)).toBe('rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1');
  });

  it('the library gives them by number or at random, and says which number a position is', () => {
    const chess960 = loadChess960();
    const pos = numberedStartPosition(chess960, '0');
    expect(pos.ok && toFenValue(pos.value)).toBe('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1');
    expect(pos.ok && startPositionNumber(pos.value)).toBe(0);
    const random = numberedStartPosition(chess960, 'random', seededRandom(7));
    expect(random.ok && startPositionNumber(random.value)).toEqual(expect.any(Number));
    const bad = numberedStartPosition(chess960, '960');
    expect(!bad.ok && bad.error.message).toBe(
      'a start position is a number from 0 to 959 (518 is the usual one) or "random", not "960"',
    );
    const chess = loadVariantValue('chess');
    const one = chess.ok && numberedStartPosition(chess.value, '1');
    expect(one && !one.ok && one.error.message).toBe(
      "Orthodox Chess has one start position: numbered and random ones are Chess960's",
    );
  });

  it('Capablanca Random has random arrangements: bishops on both colours, the king between the rooks', () => {
    const { variant } = loadVariant('test/fixtures/fsf/tests.ini:caparandom2');
    expect(hasNumberedPositions(variant)).toBe(false);
    const random = seededRandom(3);
    for (let i = 0; i < 50; i++) {
      const row = toFen(positionFromSetup(variant, randomSetup(variant, random)))
        .split(' ')[0]!
        .split('/')[7]!;
      expect(row).toMatch(/^[^K]*R[^R]*K[^K]*R[^R]*$/);
      const bishops = [...row].flatMap((c, f) => (c === 'B' ? [f % 2] : []));
      expect(bishops.sort()).toEqual([0, 1]);
    }
  });

  it('perft and moves start from one (--position)', async () => {
    expect((await runCli(['perft', 'chess960', '2', '--position', '0'])).out).toBe(
      `${perft(positionFromSetup(v, numberedSetup(v, 0)), 2)}\n`,
    );
    const run = await runCli(['moves', 'chess960', '--position', '959', '--json']);
    expect(JSON.parse(run.out).fen).toBe('rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1');
    const refused = await runCli(['moves', 'chess', '--position', '1']);
    expect([refused.code, refused.err]).toEqual([
      2,
      "fairyprint: --position: Orthodox Chess has one start position: numbered and random ones are Chess960's (see fairyprint moves --help)\n",
    ]);
  });
});

describe('Chess960 moves as text', () => {
  const [games, plies] = tier([1, 16], [12, 40]);
  it(`from a position where both sides may castle and in ${games} random games from random start positions, every legal move reads back from its SAN and its coordinates, castling also as the king taking his rook`, () => {
    const chess960 = loadChess960();
    const random = seededRandom(96);
    const open = parseFenValue(chess960, 'rbbk2rn/ppppqppp/4n3/4p3/4P3/4N3/PPPPQPPP/RBBK2RN w KQkq - 4 4');
    let castlings = 0;
    for (let g = 0; g <= games; g++) {
      const start = g === 0 ? open : numberedStartPosition(chess960, 'random', random);
      if (!start.ok) throw start.error;
      let pos = start.value;
      for (let ply = 0; ply < (g === 0 ? 2 : plies); ply++) {
        const moves = legalMoves(pos);
        if (moves.length === 0) break;
        for (const m of moves) {
          const texts = [m.san, m.coordinate];
          // Castling: also the king taking his rook, as UCI writes it (the rook's square from the position's rights).
          if (m.san.startsWith('O-O')) {
            castlings++;
            const at = enginePosition(pos);
            const rook = castling.coordinateTo!(at, engineMove(at, m));
            texts.push(`${m.from}${squareName(v, rook)}`);
          }
          for (const text of texts) {
            const read = parseMove(pos, text);
            expect(read.ok && read.value.san, `${toFenValue(pos)}: ${text}`).toBe(m.san);
          }
        }
        pos = play(pos, moves[Math.floor(random() * moves.length)]!);
      }
    }
    expect(castlings).toBeGreaterThan(deep ? 10 : 0);
  });
});

describe('Chess960 records', () => {
  const one = (text: string) => {
    const reports = validateText(text, { file: 'game.pgn' });
    expect(reports).toHaveLength(1);
    return reports[0]!;
  };

  it('cutechess\'s [Variant "fischerandom"] games (python-chess\'s test data) are legal to their mates', () => {
    const text = readFileSync(new URL('validate/fixtures/cutechess-fischerrandom.pgn', import.meta.url), 'utf8');
    const reports = validateText(text, { file: 'cutechess-fischerrandom.pgn' });
    expect(reports.map((r) => [r.legal, r.plies, r.termination])).toEqual([
      [true, 120, 'checkmate'],
      [true, 99, 'checkmate'],
      [true, 70, 'checkmate'],
      [true, 107, 'checkmate'],
    ]);
  });

  it("a lichess.org game (lichess.org/0Kimw9i4), both sides castling O-O-O with the king staying on c1 and c8, is legal to Black's mate", () => {
    const text = readFileSync(new URL('validate/fixtures/lichess-chess960-0Kimw9i4.pgn', import.meta.url), 'utf8');
    expect(one(text)).toMatchObject({ legal: true, plies: 52, termination: 'checkmate', recorded: '0-1' });
  });

  const START = '[FEN "rbbkqnrn/pppppppp/8/8/8/8/PPPPPPPP/RBBKQNRN w KQkq - 0 1"]\n[SetUp "1"]\n';
  // King d1 to g1 and rook g1 to f1, both sides: the squares between cleared of the queen and a knight.
  const CASTLED = 'rbb2rkn/ppppqppp/4n3/4p3/4P3/4N3/PPPPQPPP/RBB2RKN w - - 6 5';
  it.each(['Chess960', 'chess960', 'Fischerandom', 'Fischer Random'])(
    '[Variant "%s"] with a FEN tag, as Lichess and PyChess export it',
    (name) => {
      const r = one(`[Variant "${name}"]\n${START}\n1. e4 e5 2. Ne3 Ne6 3. Qe2 Qe7 4. O-O O-O *\n`);
      expect(r).toMatchObject({ legal: true, plies: 8 });
      expect(r.fen).toBe(CASTLED);
    },
  );

  it('castling written as the king taking his rook (e1h1), as UCI engines write it', () => {
    const r = one(`[Variant "Chess960"]\n${START}\n1. e2e4 e7e5 2. f1e3 f8e6 3. e1e2 e8e7 4. d1g1 d8g8 *\n`);
    expect(r).toMatchObject({ legal: true, plies: 8 });
    expect(r.fen).toBe(CASTLED);
  });

  it("castling where a man stands between is refused at its ply, in the rule's words", () => {
    const r = one(
      `[Variant "Chess960"]\n${START}\n1. a4 a5 2. h4 h5 3. Nhg3 Nhg6 4. Ne4 Ne5 5. Ra3 Ra6 6. Rh3 Rh6 7. R3h1 R6h8 8. O-O *\n`,
    );
    expect(r.legal).toBe(false);
    expect(r.error).toMatchObject({
      ply: 15,
      reason: 'castling kingside (O-O) needs e1 empty, and the Queen stands there',
    });
  });

  it('castling after the king has moved and come back is refused at its ply', () => {
    const r = one(`[Variant "Chess960"]\n${START}\n1. e4 e5 2. Ne3 Ne6 3. Qe2 Qe7 4. Ke1 Ke8 5. Kd1 Kd8 6. O-O *\n`);
    expect(r.error).toMatchObject({
      ply: 11,
      reason: 'White may no longer castle kingside (O-O): the king or the rook on g1 has moved',
    });
  });
});
