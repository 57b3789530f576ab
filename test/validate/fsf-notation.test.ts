/**
 * What Fairy-Stockfish-based sites put in their records, case by case: real exports, the Variant tag's
 * spellings, FEN with hands as PyChess and Lichess write them, and FSF's piece letters where they differ
 * from the printed abbreviations. fsf-records.test.ts checks the same against ffish.js at random.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type GameReport, validateText } from '../../src/validate/replay.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const one = (text: string, file = 'site.pgn'): GameReport => validateText(text, { file })[0]!;
const record = (variant: string, movetext: string, fen?: string): GameReport =>
  one(`[Variant "${variant}"]\n${fen === undefined ? '' : `[FEN "${fen}"]\n[SetUp "1"]\n`}\n${movetext}\n`);

describe('real exports of Fairy-Stockfish-based sites', () => {
  it.each([
    // https://www.pychess.org/7sApQgpB, a rated game of 2024-12-26 (gbtami - PraseodymiumSpike); Black resigned.
    ['pychess-grand', 'grand', 49, '1-0', 'unfinished'],
    // An analysis-board export of https://www.pychess.org/analysis/xiangqi (2023-08-24): "1.Che3", no space.
    ['pychess-xiangqi', 'xiangqi', 24, '*', 'checkmate'],
    // https://elephantchess.io/database/game?id=B8EZo0EIzGc0, Wang Tianyi - Cao Yanlei: N and B for Horse and Elephant.
    ['elephantchess-xiangqi', 'xiangqi', 63, '1-0', 'unfinished'],
  ])('%s replays (%s, %i plies, recorded %s, %s)', (name, variant, plies, recorded, termination) => {
    const r = one(readFileSync(join(fixtures, `${name}.pgn`), 'utf8'), `${name}.pgn`);
    expect(r).toMatchObject({ variant, legal: true, error: null, plies, recorded, termination });
  });
});

describe('the Variant tag', () => {
  it.each([
    ['Xiangqi', 'xiangqi'],
    ['XIANGQI', 'xiangqi'],
    ['Shogi', 'shogi'],
    [' shogi ', 'shogi'],
    ['Crazyhouse', 'crazyhouse'],
    ['Capablanca', 'capablanca'],
    ['Capablanca Chess', 'capablanca'],
    ['capablanca chess', 'capablanca'],
    ['Grand', 'grand'],
    ['Grand Chess', 'grand'],
    ['Shatranj', 'shatranj'],
    ['Makruk', 'makruk'],
  ])('"%s" is %s', (tag, id) => {
    expect(one(`[Variant "${tag}"]\n\n*\n`)).toMatchObject({ variant: id, legal: true });
  });

  it("a variant fairyprint has no template for is Fairy-Stockfish's built-in of that name, else named in the error, at the tag", () => {
    expect(one('[Event "x"]\n[Variant "Capahouse"]\n\n1. e4 *\n')).toMatchObject({ legal: true, plies: 1 });
    const r = one('[Event "x"]\n[Variant "Capahouses"]\n\n1. e4 *\n');
    expect(r).toMatchObject({ unreadable: true, error: { kind: 'variant', line: 2, column: 11 } });
    expect(r.error!.reason).toMatch(/Capahouses/);
  });
});

describe('FEN with hands as the sites write it', () => {
  it('Shogi as PyChess and Fairy-Stockfish start it: "[-]" for empty hands, the clocks right after the side', () => {
    const r = record('Shogi', '1. Pe4 Pd6 *', 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1');
    expect(r).toMatchObject({ legal: true, plies: 2 });
    expect(r.fen).toBe('lnsgkgsnl/1r5b1/ppp1ppppp/3p5/9/4P4/PPPP1PPPP/1B5R1/LNSGKGSNL[] w - - 2 2');
  });

  it('promoted men written "+" and hands in brackets, as FSF writes a Shogi game in progress', () => {
    // White's Horse stands on b2 ("+b"); Black holds a Bishop, and drops it.
    const r = record(
      'shogi',
      '15... B@e5 *',
      'lns2gknl/r1g3s2/pp1p1p1pp/4p1p2/2p4P1/1PP1PPP1P/P2P2N1L/1+bS1K1S1R/LN1G1G3[b] b - - 0 15',
    );
    expect(r).toMatchObject({ legal: true, plies: 1 });
    expect(r.fen).toMatch(/^lns2gknl\/r1g3s2\/pp1p1p1pp\/4p1p2\/2p1b2P1\/.*\/1\+bS1K1S1R\/LN1G1G3\[\] w /);
  });

  it('Crazyhouse as FSF writes a game in progress: a promoted man marked "~" goes to the hand as a pawn', () => {
    const r = record('Crazyhouse', '36... Kxd7 *', '4k3/3Q~4/8/8/8/8/8/4K3[N] b - - 0 36');
    expect(r).toMatchObject({ legal: true, plies: 1 });
    expect(r.fen).toBe('8/3k4/8/8/8/8/8/4K3[Np] w - - 0 37');
  });

  it('Crazyhouse as Lichess writes it: the hand as a rank of its own after the board', () => {
    expect(record('Crazyhouse', '1. e4 *', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1')).toMatchObject({
      legal: true,
    });
    const r = record('Crazyhouse', '1. N@e4 P@d5 *', 'r1bqkbnr/pppp1ppp/8/4p3/8/8/PPPP1PPP/RNBQKB1R/Np w KQkq - 0 4');
    expect(r).toMatchObject({ legal: true, plies: 2 });
    expect(r.fen).toMatch(/^r1bqkbnr\/pppp1ppp\/8\/3pp3\/4N3\/8\/PPPP1PPP\/RNBQKB1R\[\] w KQkq /);
    // A man that cannot be in hand is pointed at in the tag: the FEN value starts in column 7.
    expect(
      record('Crazyhouse', '1. e4 *', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Nk w KQkq - 0 1').error,
    ).toMatchObject({
      kind: 'setup',
      line: 2,
      column: 7 + 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/N'.length,
      reason: expect.stringMatching(/^FEN: "k" cannot be in hand/),
    });
  });
});

describe("Fairy-Stockfish's piece letters", () => {
  it('Grand: C is the Marshal (its id) even where the Cardinal, printed C, could go too; A is the Cardinal', () => {
    const fen = '4k5/10/10/10/10/10/10/10/10/C1A1K5 w - - 0 1';
    expect(record('grand', '1. Cb3 *', fen).fen).toMatch(/^4k5\/.*\/1C8\/10\/2A1K5 b /);
    expect(record('grand', '1. Ab3 *', fen).fen).toMatch(/^4k5\/.*\/1A8\/10\/C3K5 b /);
    expect(record('grand', '1. Mb3 *', fen).fen).toMatch(/^4k5\/.*\/1C8\/10\/2A1K5 b /);
  });

  it('Shogi: a promotion names the piece the man then moves as (=G), and the promoted man moves as G', () => {
    const fen = '4k4/9/9/2S6/9/9/9/9/4K4[] w - - 0 1';
    expect(record('shogi', '1. Sb7=G *', fen).fen).toMatch(/^4k4\/9\/1\+S7\/9\//);
    expect(record('shogi', '1. Sb7 *', fen).fen).toMatch(/^4k4\/9\/1S7\/9\//);
    // The promoted Silver steps straight forward as a Gold does (a Silver cannot), under the letter G.
    expect(record('shogi', '1. Sb7=G Kf9 2. Gb8 *', fen)).toMatchObject({ legal: true, plies: 3 });
    expect(record('shogi', '1. Sb7 Kf9 2. Gb8', fen).error).toMatchObject({ kind: 'illegal-move', ply: 3 });
    // =G does not make a Bishop's promotion (its promoted form, the Horse, is =H).
    const bishop = 'l3k4/9/9/9/9/9/9/9/4K3B[] w - - 0 1';
    expect(record('shogi', '1. Bxa9=G', bishop).error).toMatchObject({ kind: 'illegal-move', ply: 1 });
    expect(record('shogi', '1. Bxa9=H *', bishop).fen).toMatch(/^\+B3k4\/.*\[L\] b /);
  });
});
