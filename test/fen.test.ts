import { describe, expect, it } from 'vitest';
import { loadVariant } from '../src/definitions/load.js';
import { generateLegal, MoveList } from '../src/engine/movegen.js';
import { startPosition } from '../src/engine/start.js';
import { moveText } from '../src/notation/coordinate.js';
import { FenError, parseFen, toFen } from '../src/notation/fen.js';

const chess = loadVariant('chess').variant;
const wide = loadVariant(new URL('./fixtures/wide.yaml', import.meta.url).pathname).variant;

function play(fen: string, v: typeof wide, text: string): string {
  const pos = parseFen(v, fen);
  const list = new MoveList();
  generateLegal(pos, list);
  const m = list.toArray().find((x) => moveText(pos, x) === text);
  if (m === undefined) throw new Error(`${text} is not legal in ${fen}`);
  pos.make(m);
  return toFen(pos);
}

describe('FEN for orthodox chess', () => {
  it('standard FEN is accepted unchanged and written back identically', () => {
    for (const fen of [
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3',
      '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
      'r3k2r/8/8/8/8/8/8/R3K2R b Kq - 12 40',
    ]) {
      expect(toFen(parseFen(chess, fen))).toBe(fen);
    }
  });

  it('records an en-passant square only when a capture there is possible', () => {
    expect(play('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', chess, 'e2-e4')).toBe(
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    );
    expect(play('rnbqkbnr/ppp1pppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2', chess, 'f7-f5')).toBe(
      'rnbqkbnr/ppp1p1pp/8/4Pp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
    );
  });

  it('reports mistakes with the column and what was expected', () => {
    const cases: [string, number, RegExp][] = [
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1', 45, /side to move must be "w" or "b"/],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ w KQkq - 0 1', 43, /unknown piece "Z"/],
      ['rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 19, /rank 6 has more than 8 squares/],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1', 1, /placement has 7 ranks, the board has 8/],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkX - 0 1', 50, /unknown right "X"/],
      [
        'rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
        49,
        /castling right "k" needs Black's King on e8 and Rook on h8/,
      ],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1', 52, /en passant: no piece that passed e3/],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1', 54, /halfmove clock must be a whole number/],
    ];
    for (const [fen, column, words] of cases) {
      let error: unknown;
      try {
        parseFen(chess, fen);
      } catch (e) {
        error = e;
      }
      expect(error, fen).toBeInstanceOf(FenError);
      expect((error as FenError).message).toMatch(words);
      expect((error as FenError).column, fen).toBe(column);
    }
  });
});

describe('the halfmove clock against the move number', () => {
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';
  const afterE4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR';
  const refusal = (fen: string): FenError | null => {
    try {
      parseFen(chess, fen);
      return null;
    } catch (e) {
      if (e instanceof FenError) return e;
      throw e;
    }
  };

  it('is refused when more plies are counted than came before the move, at the clock', () => {
    const error = refusal(`${start} w KQkq - 1000 1`);
    expect(error?.message).toMatch(/^halfmove clock 1000 is impossible: only 0 plies come before White's move 1/);
    expect(error?.column).toBe(54);
    // A clock without a move number is counted at move 1.
    expect(refusal(`${start} w KQkq - 1`)?.message).toMatch(/^halfmove clock 1 is impossible/);
  });

  it('may count every ply before the move: 2(N-1) before White moves, one more before Black', () => {
    const cases: [string, boolean][] = [
      [`${start} w KQkq - 0 1`, true],
      [`${start} w KQkq - 1 1`, false],
      [`${afterE4} b KQkq - 1 1`, true],
      [`${afterE4} b KQkq - 2 1`, false],
      [`${start} w KQkq - 18 10`, true],
      [`${start} w KQkq - 19 10`, false],
      [`${afterE4} b KQkq - 19 10`, true],
      [`${afterE4} b KQkq - 20 10`, false],
    ];
    for (const [fen, readable] of cases) expect(refusal(fen) === null, fen).toBe(readable);
  });

  it('is never exceeded by a game played from a position at the bound', () => {
    let pos = parseFen(chess, `${start} w KQkq - 0 1`);
    for (const move of ['g1-f3', 'g8-f6', 'f3-g1', 'f6-g8', 'g1-f3'])
      pos = parseFen(chess, play(toFen(pos), chess, move));
    expect(toFen(pos)).toBe('rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 5 3');
  });
});

describe('the FEN dialect on larger boards', () => {
  it('writes multi-letter ids in braces and multi-digit empty counts', () => {
    const fen = toFen(startPosition(wide));
    expect(fen).toBe(
      '{ab}{n12}4k2{n12}{ab}1/pppppppppppw/12/12/12/12/12/12/12/12/PPPPPPPPPPPW/{AB}{N12}4K2{N12}{AB}1 w - - 0 1',
    );
    expect(toFen(parseFen(wide, fen))).toBe(fen);
  });

  it('keeps the reversal memory, once-per-game use and moved state in extension fields', () => {
    const start = toFen(startPosition(wide));
    const afterKnight = play(start, wide, 'b1-c3');
    expect(afterKnight).toMatch(/ last:b1>c3$/);
    const backAgain = play(play(afterKnight, wide, 'a11-a10'), wide, 'c3-d5');
    expect(backAgain).toMatch(/ last:b1>c3|last:c3>d5/);
    expect(toFen(parseFen(wide, backAgain))).toBe(backAgain);
    // The Warrior's two-square capture is used once, then recorded.
    const warrior = 'k11/12/12/12/12/12/12/12/11p/12/11W/K11 w - - 0 1';
    const after = play(warrior, wide, 'l2xl4');
    expect(after).toMatch(/ once:l4/);
    expect(toFen(parseFen(wide, after))).toBe(after);
    // A pawn standing on a setup square but marked as moved keeps that state.
    const moved = '6k5/12/12/12/12/12/12/12/12/12/P11/6K5 w - - 0 1 moved:a2';
    const pos = parseFen(wide, moved);
    expect(toFen(pos)).toBe(moved);
    const list = new MoveList();
    generateLegal(pos, list);
    expect(list.toArray().map((m) => moveText(pos, m))).not.toContain('a2-a4');
  });

  it('a man may not return where it came from until it has moved elsewhere (reversal rule)', () => {
    const start = toFen(startPosition(wide));
    const out = play(play(start, wide, 'b1-c3'), wide, 'b12-c10');
    const pos = parseFen(wide, out);
    const list = new MoveList();
    generateLegal(pos, list);
    const moves = list.toArray().map((m) => moveText(pos, m));
    expect(moves).not.toContain('c3-b1');
    expect(moves).toContain('c3-e4');
  });
});
