/** Crazyhouse records as the sites export them: the Variant tag, drops in SAN (P@e4), hands in FEN. */
import { describe, expect, it } from 'vitest';
import { validateText } from '../../src/validate/replay.js';

const game = (movetext: string, fen?: string): ReturnType<typeof validateText>[number] =>
  validateText(`[Variant "Crazyhouse"]\n${fen ? `[SetUp "1"]\n[FEN "${fen}"]\n` : ''}\n${movetext}\n`, {
    file: 'zh.pgn',
  })[0]!;

describe('Crazyhouse records', () => {
  it('replay drops of captured men, and end in a position whose hand is written as Fairy-Stockfish does', () => {
    // exd5 puts a black pawn in White's hand, Qxd5 a white one in Black's; P@b4 spends White's.
    const r = game('1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@b4 Qxb4 5. Rb1 Qa5 *');
    expect(r).toMatchObject({ legal: true, plies: 10, error: null });
    expect(r.fen).toMatch(/^rnb1kbnr\/ppp1pppp\/8\/q7\/8\/2N5\/PPPP1PPP\/1RBQKBNR\[pp\] w Kkq /);
    expect(game('1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@b4 Qxb4 5. Rb1 Qa5 6. P@b4').error).toMatchObject({
      reason: 'White has no Pawn in hand',
    });
  });

  it('a promoted man captured goes to the hand as a pawn', () => {
    const r = game('1. bxc8=Q+ Kxc8 2. Kd1 P@c2+ *', '1kr5/1P6/8/8/8/8/8/4K3[] w - - 0 1');
    expect(r).toMatchObject({ legal: true, error: null });
    expect(r.fen).toMatch(/^2k5\/8\/8\/8\/8\/8\/2p5\/3K4\[R\] w /);
  });

  it('a drop resets the halfmove clock, as Lichess and Fairy-Stockfish count (drops.resetsClock)', () => {
    // The clock stands at 5 after Nf3 ... Ng1; P@e3 resets it to 0, Nf3 starts it again.
    const r = game(
      '1. Nf3 Nf6 2. Ng1 Ng8 3. P@e3 Nf6 *',
      'rnbqkbnr/ppp1pppp/8/8/8/8/PPP1PPPP/RNBQKBNR[Pp] w KQkq - 1 2',
    );
    expect(r.fen).toBe('rnbqkb1r/ppp1pppp/5n2/8/8/4P3/PPP1PPPP/RNBQKBNR[p] w KQkq - 1 5');
    // Shogi counts alike: a knight's drop resets it, a pawn's step does not.
    const shogi = validateText(
      '[Variant "Shogi"]\n[FEN "lnsgkgs1l/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGS1L[Nn] w - - 5 10"]\n\n10. N@e5 N@e4 11. h4 *\n',
      { file: 's.pgn' },
    )[0]!;
    expect(shogi.fen).toBe('lnsgkgs1l/1r5b1/ppppppppp/9/4N4/4n2P1/PPPPPPP1P/1B5R1/LNSGKGS1L[] b - - 1 11');
  });

  it("read chess.com's pawn drop without a letter (@g7#)", () => {
    // A pawn dropped on g7, held by the pawn on f6, mates the king boxed in by his own men.
    const r = game('1. @g7# 1-0', '6nk/7p/5P2/8/8/8/8/7K[P] w - - 0 1');
    expect(r).toMatchObject({ error: null, legal: true, termination: 'checkmate', result: '1-0' });
    expect(r.fen).toBe('6nk/6Pp/5P2/8/8/8/8/7K[] b - - 0 1');
    // In a variant without pawns the letter is needed, and the message says so.
    expect(validateText('[Variant "chess"]\n\n1. @e4 *\n', { file: 'c.pgn' })[0]!.error).toMatchObject({
      kind: 'illegal-move',
      ply: 1,
    });
  });

  it('reject a drop with nothing in hand, on an occupied square, or of a pawn on the last rank', () => {
    expect(game('1. N@f3').error).toMatchObject({ reason: 'White has no Knight in hand' });
    expect(game('1. e4 d5 2. exd5 Qxd5 3. P@d5').error).toMatchObject({
      reason: 'd5 is occupied: a man is dropped on an empty square',
    });
    expect(game('1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@d8').error).toMatchObject({
      reason: "a Pawn may not be dropped on d8's rank",
    });
  });
});

const record = (variant: string, fen: string, movetext: string): ReturnType<typeof validateText>[number] =>
  validateText(`[Variant "${variant}"]\n[SetUp "1"]\n[FEN "${fen}"]\n\n${movetext}\n`, { file: 'x.pgn' })[0]!;

describe('rules the drops and flying-general modules explain', () => {
  it('Shogi: a second pawn on a file, and a drop that leaves the king in check', () => {
    expect(record('shogi', '4k4/9/9/9/9/9/4P4/9/4K4[P] w - - 0 1', '1. P@e5').error).toMatchObject({
      reason: 'a Pawn may not be dropped on a file that holds one of your own',
    });
    expect(record('shogi', '4k4/4r4/9/9/9/9/9/9/4K4[G] w - - 0 1', '1. G@a5').error).toMatchObject({
      reason: expect.stringMatching(/^king would still be in check from the Rook on e8$/),
    });
    expect(record('shogi', '4k4/4r4/9/9/9/9/9/9/4K4[G] w - - 0 1', '1. G@e5 *')).toMatchObject({ legal: true });
  });

  it('Xiangqi: a move that leaves the generals facing each other is illegal, and says why', () => {
    const r = record('xiangqi', '3k4r/9/9/9/9/9/9/9/9/R3K4 w - - 0 1', '1. e1-d1');
    expect(r.error).toMatchObject({ reason: 'the two generals would face each other on an open file' });
    expect(record('xiangqi', '3k4r/9/9/9/9/9/9/9/9/R3K4 w - - 0 1', '1. e1-e2 *')).toMatchObject({ legal: true });
  });
});
