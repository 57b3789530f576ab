/** Illegal orthodox moves are rejected with the rule they break, and results are checked against the record. */
import { describe, expect, it } from 'vitest';
import { type GameReport, validateText } from '../../src/validate/replay.js';

const check = (movetext: string, tags: Record<string, string> = {}): GameReport => {
  const head = Object.entries(tags)
    .map(([k, v]) => `[${k} "${v}"]\n`)
    .join('');
  return validateText(`${head}\n${movetext}\n`, { file: 't.pgn' })[0]!;
};
const fen = (f: string): Record<string, string> => ({ SetUp: '1', FEN: f });

describe('why a move is illegal', () => {
  it.each([
    ['e3-e4', {}, 'there is no piece on e3', null],
    ['e7-e5', {}, "the Pawn on e7 is Black's; it is White's move", null],
    ['Bg1-f3', {}, 'the piece on g1 is a Knight, not a Bishop', 'Knight on g1'],
    ['Bc4', {}, 'the path is blocked on e2 (by the Pawn)', 'Bishop on f1'],
    ['Bf1-c4', {}, 'the path is blocked on e2 (by the Pawn)', 'Bishop on f1'],
    [
      'Ng1-g3',
      {},
      'a Knight cannot move from g1 to g3 (Knight: Leaps two squares one way and one square the other, over anything between)',
      'Knight on g1',
    ],
    ['Ng1-e2', {}, "e2 is occupied by White's own Pawn", 'Knight on g1'],
    ['Qd4', {}, 'the path is blocked on d2 (by the Pawn)', 'Queen on d1'],
    ['Ra3', {}, 'the path is blocked on a2 (by the Pawn)', 'Rook on a1'],
    [
      'Ng3',
      {},
      'no Knight can move to g3: the Knight on b1: a Knight cannot move from b1 to g3 (Knight: Leaps two squares one way and one square the other, over anything between); the Knight on g1: a Knight cannot move from g1 to g3 (Knight: Leaps two squares one way and one square the other, over anything between)',
      'Knights on b1, g1',
    ],
    ['1. e3 a6 2. e5', {}, 'the Pawn has moved already: that move is only for its first move', 'Pawn on e3'],
    ['1. e4 e5 2. exe5', {}, 'the Pawn cannot capture on e5: it moves there only to an empty square', 'Pawn on e4'],
    [
      '1. e4 e5 2. d3 d6 3. exd5',
      {},
      'the Pawn moves to d5 only to capture, and there is nothing to capture there, not even en passant',
      'Pawn on e4',
    ],
    ['1. e4 e5 2. d3 d6 3. Qd1xc2', {}, "c2 is occupied by White's own Pawn", 'Queen on d1'],
    ['1. e4 e5 2. Nf3 d6 3. Nf3xg5', {}, 'there is nothing to capture on g5', 'Knight on f3'],
    ['1. e4 d5 2. ed5', {}, 'the move captures (d5 holds the Pawn): write it with "x"', 'Pawn on e4'],
    ['1. d4 c6 2. e3 Qa5+ 3. Nc3 e6 4. Nb5', {}, 'king would be in check from the Queen on a5', 'Knight on c3'],
    [
      '1. e4 e5 2. Ke2 Ke7 3. Kf3 Nf6 4. Nc3 Nxe4 5. Kxe4 d5 6. Bb5',
      {},
      'king would still be in check from the Pawn on d5',
      'Bishop on f1',
    ],
    [
      '1. e4 e5 2. Ke2 Ke7 3. Kf3 Nf6 4. Nc3 Nxe4 5. Kxe4 d5 6. Kf5',
      {},
      'king would be in check from the Bishop on c8',
      'King on e4',
    ],
    ['Ke2', fen('4k3/8/8/8/8/8/r7/4K3 w - - 0 1'), 'king would be in check from the Rook on a2', 'King on e1'],
    [
      'O-O',
      fen('4k3/8/8/8/2b5/8/8/4K2R w K - 0 1'),
      'the king would cross f1, attacked by the Bishop on c4',
      'King on e1',
    ],
    [
      'O-O',
      fen('4k3/8/8/8/1b6/8/8/4K2R w K - 0 1'),
      'the king may not castle out of check (from the Bishop on b4)',
      'King on e1',
    ],
    [
      'O-O',
      fen('4k3/8/8/8/8/8/8/4K2R w - - 0 1'),
      'White may no longer castle kingside (O-O): the king or the rook on h1 has moved',
      'King on e1',
    ],
    [
      'O-O-O',
      fen('4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1'),
      'castling queenside (O-O-O) needs b1 empty, and the Knight stands there',
      'King on e1',
    ],
    [
      'e1-g1',
      fen('4k3/8/8/8/8/8/8/4K1NR w K - 0 1'),
      'castling kingside (O-O) needs g1 empty, and the Knight stands there',
      'King on e1',
    ],
    ['O-O', fen('4k3/8/8/8/8/7n/8/4K2R w K - 0 1'), 'king would be in check from the Knight on h3', 'King on e1'],
    [
      'Nd2',
      fen('4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1'),
      'ambiguous: several pieces can make this move: Nbd2, Nfd2',
      'Knights on b1, f3',
    ],
    [
      'b8',
      fen('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1'),
      'ambiguous: the move has several forms here; name the choice: b8=Q, b8=R, b8=B, b8=N',
      'Pawn on b7',
    ],
    [
      'b8=K',
      fen('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1'),
      'the Pawn may promote only to Queen, Rook, Bishop, Knight',
      'Pawn on b7',
    ],
    ['Kd2=Q', fen('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1'), 'the King does not promote on d2', 'King on e1'],
    ['Qb3', fen('4k2r/8/8/8/8/8/8/4K3 w - - 0 1'), 'White has no Queen', null],
    ['Nbd2', fen('4k2r/8/8/8/8/5N2/8/4K3 w - - 0 1'), 'White has no Knight on the b-file', null],
    [
      '1. e4 e5 2. d5',
      {},
      'a Pawn cannot move from d2 to d5 (Pawn: Moves one square straight forward, or two from its first square; captures one square diagonally forward, also en passant. Promotes on the last rank to a queen, rook, bishop or knight)',
      'Pawn on d2',
    ],
    [
      '1. e4 e5 2. Pxd5',
      {},
      'the Pawn moves to d5 only to capture, and there is nothing to capture there, not even en passant',
      'Pawn on e4',
    ],
    ['1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# a6', {}, 'the game was already over: 1-0 by checkmate', null],
    ['1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4', {}, null, null],
    ['Kb3', fen('8/8/8/8/8/k7/8/K7 w - - 0 1'), 'the game was already over: 1/2-1/2 by insufficient material', null],
  ] as const)('%s', (movetext, tags, reason, piece) => {
    const r = check(movetext, tags);
    if (reason === null) {
      expect(r.legal).toBe(true);
      return;
    }
    expect(r.legal).toBe(false);
    expect(r.error).toMatchObject({ kind: 'illegal-move', reason, piece });
    expect(r.error!.ply).toBe(r.plies + 1);
  });

  it('lists the legal moves of the piece meant, in the notation of the record', () => {
    expect(check('Ng1-g3').error!.legalMoves).toEqual(['g1-h3', 'g1-f3']);
    expect(check('Ng3').error!.legalMoves).toEqual(['Nc3', 'Na3', 'Nh3', 'Nf3']);
    expect(check('1. e4 e5 2. Ke2 Ke7 3. Kf3 Nf6 4. Nc3 Nxe4 5. Kxe4 d5 6. Bb5').error).toMatchObject({
      ply: 11,
      move: 'Bb5',
      moveNumber: '6.',
      legalMoves: [],
    });
  });

  it('counts plies from the position the record starts in', () => {
    const r = check('12... Kb7 13. Kb1 Kc9', fen('7r/k7/8/8/8/8/8/K7 b - - 0 12'));
    expect(r.error).toMatchObject({
      ply: 3,
      move: 'Kc9',
      moveNumber: '13...',
      reason: expect.stringMatching(/not a move/),
    });
  });
});

describe('the result reached against the record', () => {
  const mate = '1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#';
  it('a forced end is the result, and must agree with the Result tag and the termination marker', () => {
    expect(check(`${mate} 1-0`, { Result: '1-0' })).toMatchObject({
      legal: true,
      plies: 7,
      result: '1-0',
      termination: 'checkmate',
      recorded: '1-0',
      error: null,
    });
    expect(check(`${mate} 0-1`, { Result: '0-1' }).error).toMatchObject({
      kind: 'result',
      reason: 'the game ended 1-0 by checkmate, but the record gives 0-1',
    });
    expect(check(`${mate} 1-0`, { Result: '1/2-1/2' }).error).toMatchObject({
      kind: 'result',
      reason: 'the Result tag says 1/2-1/2 but the movetext ends 1-0',
    });
    expect(check(`${mate} *`, { Result: '*' })).toMatchObject({
      legal: true,
      result: '1-0',
      note: 'the record gives no result (*)',
    });
    expect(check(`${mate}`, { Result: 'White wins' }).error).toMatchObject({ kind: 'result', line: 1, column: 10 });
    const stalemate = check('Qb6', { ...fen('k7/8/8/2Q5/8/8/8/K7 w - - 0 1'), Result: '1/2-1/2' });
    expect(stalemate).toMatchObject({ legal: true, result: '1/2-1/2', termination: 'stalemate' });
  });

  it('a claimable draw counts only with 1/2-1/2; otherwise the game is unfinished', () => {
    const shuffle = '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8';
    expect(check(shuffle, { Result: '1/2-1/2' })).toMatchObject({
      legal: true,
      result: '1/2-1/2',
      termination: 'repetition',
      reason: '3-fold repetition',
    });
    expect(check(shuffle, { Result: '1-0' })).toMatchObject({
      legal: true,
      result: '*',
      termination: 'unfinished',
      note: "unfinished on the board: 1-0 stands for Black's resignation or loss on time",
    });
    expect(check(shuffle)).toMatchObject({
      termination: 'unfinished',
      note: 'a draw by 3-fold repetition could be claimed',
    });
    const fifty = check('Kb2', { ...fen('k7/8/8/8/8/8/8/K6R w - - 99 80'), Result: '1/2-1/2' });
    expect(fifty).toMatchObject({ legal: true, termination: 'move-rule', reason: '50-move rule' });
    expect(check('1. d4 d5', { Result: '1/2-1/2' }).note).toBe(
      'unfinished on the board: 1/2-1/2 stands for a draw agreed or adjudicated',
    );
  });
});

describe('records that cannot be read', () => {
  it('names the tag and column of an unknown variant or a bad FEN', () => {
    const text = '[Event "x"]\n[Variant "Bughouse"]\n\n1. e4 *\n';
    expect(validateText(text, { file: 'v.pgn' })[0]).toMatchObject({
      unreadable: true,
      error: { kind: 'variant', line: 2, column: 11 },
    });
    // The names there are, nearest first, and how to name a definition file or a section of a variants.ini.
    expect(validateText('[Variant "Kingofhill"]\n\n*\n', { file: 'v.pgn' })[0]!.error!.reason).toMatch(
      /^no variant is named "Kingofhill" \(names, nearest first: kingofthehill, .*, \.\.\.; or a built-in of Fairy-Stockfish by its name, a definition file, or FILE\.ini:SECTION for a section of a Fairy-Stockfish variants\.ini\)$/,
    );
    const bad = validateText('[SetUp "1"]\n[FEN "8/8/8/8/8/8/8/K6k x - - 0 1"]\n\n*\n', { file: 'f.pgn' })[0]!;
    expect(bad).toMatchObject({
      unreadable: true,
      error: { kind: 'setup', line: 2, column: 25, reason: 'FEN: side to move must be "w" or "b", not "x"' },
    });
    expect(validateText('[Event "x" ]\n1. e4 ,\n', { file: 's.pgn' })[0]).toMatchObject({
      unreadable: true,
      error: { kind: 'syntax', line: 2, column: 7 },
    });
    expect(validateText('', { file: 'e.pgn' })[0]).toMatchObject({
      unreadable: true,
      error: { kind: 'syntax', reason: expect.stringMatching(/no game found/) },
    });
  });

  it('accepts the common names of orthodox chess and --variant over the tag', () => {
    for (const name of ['Standard', 'chess', 'From Position', 'Orthodox Chess']) {
      expect(validateText(`[Variant "${name}"]\n1. e4 *`, { file: 'n.pgn' })[0]).toMatchObject({
        legal: true,
        variant: 'chess',
      });
    }
    expect(validateText('[Variant "Crazyhouse"]\n1. e4 *', { file: 'n.pgn', variant: 'chess' })[0]).toMatchObject({
      legal: true,
    });
  });
});
