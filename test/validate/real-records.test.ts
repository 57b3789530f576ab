/** Records as they are found in real archives, and records written to attack the terminal. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePgn } from '../../src/notation/pgn.js';
import { streamPgn } from '../../src/notation/pgn-stream.js';
import { validateText } from '../../src/validate/replay.js';
import { runCli } from '../helpers/cli.js';

const one = (text: string) => {
  const reports = validateText(text, { file: 'real.pgn' });
  expect(reports).toHaveLength(1);
  return reports[0]!;
};

describe('lenient reading of real PGN', () => {
  it('results with an en dash, ½-½, and castling with a non-breaking hyphen', () => {
    expect(one('[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1–0\n')).toMatchObject({
      legal: true,
      recorded: '1-0',
      termination: 'checkmate',
    });
    expect(one('1. e4 e5 0–1\n')).toMatchObject({ legal: true, recorded: '0-1' });
    expect(one('1. e4 e5 ½-½\n')).toMatchObject({ legal: true, recorded: '1/2-1/2' });
    expect(one('1. e4 e5 ½–½\n')).toMatchObject({ legal: true, recorded: '1/2-1/2' });
    const castled = one('1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O\u2011O Nf6 *\n');
    expect(castled).toMatchObject({ legal: true, plies: 8 });
    expect(castled.fen).toMatch(/\/RNBQ1RK1 w kq /);
  });

  it('Result tags with any dash or ½-½, as the movetext reads them', () => {
    expect(one('[Result "1–0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n')).toMatchObject({
      legal: true,
      recorded: '1-0',
      error: null,
    });
    expect(one('[Result "0—1"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n')).toMatchObject({
      legal: true,
      recorded: '0-1',
      error: null,
    });
    expect(one('[Result "½-½"]\n\n1. e4 e5 ½-½\n')).toMatchObject({ legal: true, recorded: '1/2-1/2', error: null });
    // What is no result at all is still refused, at the tag's value.
    expect(one('[Result "1:0"]\n\n1. e4 e5 *\n').error).toMatchObject({ kind: 'result', line: 1, column: 10 });
  });

  it('a Red tag names the first player (Xiangqi records), as White does', async () => {
    const record = '[Variant "Xiangqi"]\n[Red "Hu Ronghua"]\n[Black "Lü Qin"]\n\n1. Che3 Che8 *\n';
    expect(one(record)).toMatchObject({ white: 'Hu Ronghua', black: 'Lü Qin', legal: true });
    expect((await runCli(['validate', '-'], record)).out).toMatch(/^-: game 1 \(Hu Ronghua - Lü Qin\): legal, 2 plies/);
  });

  it('an en passant capture followed by ep or e.p., attached or apart', () => {
    for (const ep of ['exd6ep', 'exd6e.p.', 'exd6 e.p.', 'exd6 ep']) {
      const r = one(`1. e4 Nf6 2. e5 d5 3. ${ep} *\n`);
      expect(r, ep).toMatchObject({ legal: true, plies: 5 });
      expect(r.fen, ep).toMatch(/^rnbqkb1r\/ppp1pppp\/3P1n2\/8\/8\//);
    }
  });

  it('tag sections apart from each other by a blank line, and games without tags apart by a blank line, are games of their own', () => {
    const text = '[Event "empty"]\n[Result "*"]\n\n[Event "real"]\n\n1. e4 e5 *\n\n1. d4 d5 2. c4\n\n1. Nf3 Nf6\n';
    const games = parsePgn(text);
    expect(games.map((g) => [g.tags.map((t) => t.value).join(','), g.moves.map((m) => m.text).join(' ')])).toEqual([
      ['empty,*', ''],
      ['real', 'e4 e5'],
      ['', 'd4 d5 c4'],
      ['', 'Nf3 Nf6'],
    ]);
    expect(validateText(text, { file: 'x.pgn' }).every((r) => r.legal)).toBe(true);
    // A blank line inside the movetext of a game with tags does not split it.
    expect(parsePgn('[Event "a"]\n\n1. e4 e5\n\n2. Nf3 *\n').map((g) => g.moves.length)).toEqual([3]);
  });

  it('a FEN whose castling rights name a missing rook: the right is dropped with a warning, the game read', () => {
    const record = '[FEN "r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1"]\n\n1. O-O Kd7 *\n';
    const r = one(record);
    expect(r).toMatchObject({ legal: true, plies: 2 });
    expect(r.warnings).toEqual([
      'FEN: castling right "Q" dropped: White has no rook on a1',
      'FEN: castling right "k" dropped: Black has no rook on h8',
    ]);
    expect(r.fen).toBe('r7/3k4/8/8/8/8/8/5RK1 w - - 2 2');
    // The right dropped is gone: castling on that side is illegal.
    expect(one('[FEN "r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1"]\n\n1. Kf1 O-O *\n').error).toMatchObject({
      ply: 2,
      kind: 'illegal-move',
    });
    // Other errors of the FEN are still found, at their column in the tag as written (rights dropped before them).
    expect(one('[FEN "r3k3/8/8/8/8/8/8/4K2R w KQkq x9 0 1"]\n\n1. O-O *\n').error).toMatchObject({
      kind: 'setup',
      column: 36,
    });
  });

  it('warnings are printed with the verdict and listed in --json', async () => {
    const record = '[FEN "4k3/8/8/8/8/8/4P3/4K3 w K - 0 1"]\n\n1. Kd2 *\n';
    const text = await runCli(['validate', '-'], record);
    expect(text.out.split('\n').slice(0, 2)).toEqual([
      '-: game 1: legal, 1 ply, unfinished, recorded *',
      '  warning: FEN: castling right "K" dropped: White has no rook on h1',
    ]);
    const json = JSON.parse((await runCli(['validate', '-', '--json'], record)).out);
    expect(json.games[0].warnings).toEqual(['FEN: castling right "K" dropped: White has no rook on h1']);
  });
});

describe('fivefold repetition and the 75-move rule end the game (FIDE 9.6)', () => {
  const shuffle = (cycles: number) =>
    Array.from({ length: cycles }, (_, i) => `${2 * i + 1}. Nf3 Nf6 ${2 * i + 2}. Ng1 Ng8`).join(' ');

  it('the fifth occurrence ends the game drawn, whatever the record says, and a move after it is illegal', () => {
    expect(one(`${shuffle(3)} *\n`)).toMatchObject({
      termination: 'unfinished',
      note: 'a draw by 4-fold repetition could be claimed',
    });
    expect(one(`${shuffle(4)} *\n`)).toMatchObject({
      legal: true,
      plies: 16,
      result: '1/2-1/2',
      termination: 'repetition',
      reason: '5-fold repetition',
    });
    expect(one(`[Result "1-0"]\n\n${shuffle(4)} 1-0\n`)).toMatchObject({ legal: false, error: { kind: 'result' } });
    const after = one(`${shuffle(4)} 9. e4 *\n`);
    expect(after.error).toMatchObject({
      kind: 'illegal-move',
      ply: 17,
      reason: 'the game was already over: 1/2-1/2 by 5-fold repetition',
    });
  });

  it('a threefold repetition not claimed: play goes on, and the report names the ply it could first be claimed', async () => {
    const record = `${shuffle(2)} 5. e4 *\n`;
    expect(one(record)).toMatchObject({
      legal: true,
      plies: 9,
      termination: 'unfinished',
      claim: {
        ply: 8,
        move: 'Ng8',
        moveNumber: '4...',
        result: '1/2-1/2',
        termination: 'repetition',
        reason: '3-fold repetition',
      },
    });
    expect((await runCli(['validate', '-'], record)).out.split('\n')[1]).toBe(
      '  1/2-1/2 by 3-fold repetition could first be claimed after ply 8 (4... Ng8); play went on',
    );
  });

  it('75 moves each without capture or pawn move end it, unless the last move mates', () => {
    const ended = one('[FEN "8/8/2k5/8/8/3KR3/8/8 w - - 149 80"]\n\n80. Re1 Kd6 *\n');
    expect(ended.error).toMatchObject({ ply: 2, reason: 'the game was already over: 1/2-1/2 by 75-move rule' });
    expect(one('[FEN "8/8/2k5/8/8/3KR3/8/8 w - - 149 80"]\n\n80. Re1 *\n')).toMatchObject({
      legal: true,
      termination: 'move-rule',
      reason: '75-move rule',
    });
    // Mate on the 150th half-move stands (FIDE 9.6.2).
    expect(one('[FEN "7k/8/6K1/8/8/8/8/R7 w - - 149 80"]\n\n80. Ra8# 1-0\n')).toMatchObject({
      legal: true,
      termination: 'checkmate',
      result: '1-0',
    });
  });
});

describe('hostile records on the terminal', () => {
  const hostile =
    '[White "\u001b[2J\u001b[H"]\n[Black "\u009b31m\u202eevil"]\n[Result "\u001b[1A*"]\n\n1. e4 \u0007 *\n';

  it('control characters are escaped in the text output, the JSON stays JSON and escapes them too', async () => {
    const run = await runCli(['validate', '-'], hostile);
    const shown = run.out + run.err;
    expect(shown).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(shown).toContain('\\e[2J\\e[H');
    expect(shown).toContain('\\x9b31m\\u202eevil');
    const json = await runCli(['validate', '-', '--json'], hostile);
    expect(json.out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    const parsed = JSON.parse(json.out);
    expect(parsed.games[0].white).toBe('\u001b[2J\u001b[H');
    expect(parsed.games[0].black).toBe('\u009b31m\u202eevil');
  });

  it('a record cannot fake the summary line: every line it causes starts where a report starts', async () => {
    const run = await runCli(['validate', '-'], '[White "x\\"]\n\n1. e4 *\n[Event "\r1 games: 1 legal"]\n\n1. e4 *\n');
    for (const line of run.out.split('\n').filter(Boolean)) expect(line).toMatch(/^(-[:]| {2}|\d+ games:)/);
    expect(run.out).not.toContain('\r');
  });
});

describe('reading a stream of text', () => {
  const sample = [
    '[Event "a"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n',
    '1. d4 {a comment\n\nover lines} d5 (1... Nf6 2. c4) 2. c4 *\n',
    '[Event "b"]\n\n1. e4 e5\n\n2. Nf3 $1 Nc6!? 1/2-1/2\n',
    '1. e4 e5\n\n1. d4 ) d5\n[Event "bad"]\n1. e4 *\n',
    '%escape\n; line comment\n[Event "c"]\n[Result "*"]\n\n[Event "d"]\n1. Nf3 * 1. e4 {not closed',
  ].join('');

  it('gives the games a reading of the whole text gives, wherever the text is cut', async () => {
    const whole = parsePgn(sample);
    expect(whole.length).toBe(9);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: sample.length - 1 }), { maxLength: 12 }),
        async (cuts) => {
          const at = [0, ...cuts.sort((a, b) => a - b), sample.length];
          const pieces = at.slice(1).map((end, i) => sample.slice(at[i], end));
          const games = [];
          for await (const g of streamPgn(pieces, 1)) games.push(g);
          expect(games).toEqual(whole);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a line past the limit is not kept: the game holding it is unreadable there, with its length, and the rest reads on', async () => {
    const tag = `[Annotator "${'a'.repeat(200)}"]`;
    const move = `1. e4 ${'N'.repeat(300)} 2. Nf3 *`;
    // The result of game 3 is on its cut line: the game runs on to the next tag section, the white-space line too.
    const text = ['[Event "a"]', '', '1. e4 e5 *', '', tag, '', '1. d4 *', '', '[Event "c"]', '', move, '']
      .concat([' '.repeat(120), '', '[Event "d"]', '', '1. c4 c5 *', ''])
      .join('\n');
    const whole = parsePgn(text);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: text.length - 1 }), { maxLength: 12 }),
        async (cuts) => {
          const at = [0, ...cuts.sort((a, b) => a - b), text.length];
          const games = [];
          for await (const g of streamPgn(
            at.slice(1).map((end, i) => text.slice(at[i], end)),
            1,
            50,
          ))
            games.push(g);
          expect(games.map((g) => [g.index, g.line, g.error?.message ?? null])).toEqual([
            [1, 1, null],
            [2, 5, `line 5 is ${tag.length} characters long; a PGN line holds at most 50`],
            [3, 9, `line 11 is ${move.length} characters long; a PGN line holds at most 50`],
            [4, 15, null],
          ]);
          expect(games[2]!.moves).toEqual([]);
          expect(games[0]!.moves).toEqual(whole[0]!.moves);
          expect(games[3]!.moves.map((m) => m.text)).toEqual(['c4', 'c5']);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a line past the limit between two games is a game of its own, unreadable', async () => {
    const text = `[Event "a"]\n\n1. e4 e5 *\n\n${' '.repeat(80)}x\n\n[Event "b"]\n\n1. d4 *\n`;
    const games = [];
    for await (const g of streamPgn([text], 1, 50)) games.push(g);
    expect(games.map((g) => [g.index, g.line, g.error?.message ?? null])).toEqual([
      [1, 1, null],
      [2, 5, 'line 5 is 81 characters long; a PGN line holds at most 50'],
      [3, 7, null],
    ]);
  });

  it('gives each game out as soon as the next has begun, not at the end of the text', async () => {
    const game = (i: number) => `[Event "g${i}"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 *\n\n`;
    let read = 0;
    async function* pieces() {
      for (let i = 0; i < 3000; i++) {
        read++;
        yield game(i).slice(0, 20);
        yield game(i).slice(20);
      }
    }
    let n = 0;
    for await (const g of streamPgn(pieces(), 64)) {
      n++;
      // Game n is out while game n + 3 or so is being read: only a few games are held at a time.
      expect(read).toBeLessThanOrEqual(n + 4);
      expect(g.index).toBe(n);
      expect(g.line).toBe(1 + 5 * (n - 1));
      expect(g.moves.map((m) => m.text)).toEqual(['e4', 'e5', 'Nf3']);
    }
    expect(n).toBe(3000);
  });
});
