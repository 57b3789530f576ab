/**
 * `fairyprint check` compiles everything a definition holds, so it rejects all that `board` (or any
 * other command) would, each problem at its file:line:column: marked squares, the setup's position
 * fields, setup options and dead material lists.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { runCliProcess } from './helpers/cli-process.js';
import { tier } from './helpers/tier.js';

const chess = readFileSync(new URL('../templates/chess.yaml', import.meta.url), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'fairyprint-check-'));

/** Writes the definition and returns its path and the 1-based line and column where `needle` starts. */
function definition(name: string, text: string, needle: string): { file: string; line: number; column: number } {
  const file = join(dir, name);
  writeFileSync(file, text);
  const at = text.indexOf(needle);
  expect(at).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, at).split('\n');
  return { file, line: before.length, column: before[before.length - 1]!.length + 1 };
}

describe('fairyprint check', () => {
  it('a board mark on z9: exit 2, its line and column', async () => {
    const text = chess.replace(
      'board:\n  files: 8\n  ranks: 8\n',
      'board:\n  files: 8\n  ranks: 8\n  marks:\n    - name: centre\n      squares: [d4, z9]\n',
    );
    const { file, line, column } = definition('mark.yaml', text, 'z9');
    const run = await runCli(['check', file]);
    expect(run.code).toBe(2);
    expect(run.err).toContain(
      `${file}:${line}:${column}: board.marks[0].squares[1]: "z9" is not a square of the 8x8 board`,
    );
    // The same definition is not drawn either; the board command says the same.
    const board = await runCli(['board', file, '--format', 'svg', '--out', join(dir, 'out')]);
    expect(board.code).toBe(2);
    expect(board.err).toContain(`${file}:${line}:${column}:`);
  });

  it.each([
    [
      'a castling right without its rook',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1',
      'KQkq',
      /castling right "K" needs White's king on e1 and rook on h1/,
    ],
    ['an unknown right', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqX - 0 1', 'X -', /unknown right "X"/],
    [
      'a bad side to move',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1',
      'x KQkq',
      /side to move must be "w" or "b"/,
    ],
  ])('the setup position: %s', async (_, position, needle, message) => {
    const text = chess.replace(/position: .*/, `position: ${position}`);
    const { file, line, column } = definition('setup.yaml', text, needle);
    const run = await runCli(['check', file]);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`${file}:${line}:${column}: setup.position:`);
    expect(run.err).toMatch(message);
  });

  it('dead material naming an unknown piece, at the piece', async () => {
    const text = chess.replace(
      'insufficientMaterial: fide',
      'insufficientMaterial: { preset: fide, material: ["KB v K", "KX v K"] }',
    );
    const { file, line, column } = definition('dead.yaml', text, 'X v K');
    const run = await runCli(['check', file]);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`${file}:${line}:${column}: end.insufficientMaterial.material[1]: unknown piece "X"`);
  });

  it('setup options: the same id twice', async () => {
    const text = chess.replace(
      /position: .*\n/,
      (m) =>
        `${m}  options:\n    - { id: swap, name: Swap, swap: [N, B] }\n    - { id: swap, name: Again, swap: [R, Q] }\n`,
    );
    const { file, line, column } = definition('options.yaml', text, 'swap, name: Again');
    const run = await runCli(['check', file]);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`${file}:${line}:${column}: setup.options[1].id: setup option "swap" is defined twice`);
  });
});

describe('what rule code assumes is checked when the definition is compiled', () => {
  const secutor = readFileSync(new URL('../templates/secutor.yaml', import.meta.url), 'utf8');
  const legions = readFileSync(new URL('../templates/chess-legions.yaml', import.meta.url), 'utf8');

  it('a diagonal collision step (which turned into a step of (0, 0) and looped forever): exit 2, located', async () => {
    const { file, line, column } = definition(
      'collide11.yaml',
      secutor.replace('collide: [1, 0]', 'collide: [1, 1]'),
      '[1, 1]',
    );
    // A process of its own, killed if it hangs as it did.
    const run = await runCliProcess(['check', file], { killAfterMs: 60_000 });
    expect(run.code).toBe(2);
    expect(run.err).toContain(
      `${file}:${line}:${column}: pieces[5].moves[1].collide: [1, 1]: a collision slides along a rank or file, one square a step`,
    );
  });

  it.each([
    [
      'a longer collision step',
      secutor,
      'collide: [1, 0]',
      'collide: [2, 0]',
      '[2, 0]',
      /collide: \[2, 0\]: a collision slides along a rank or file/,
    ],
    [
      'a volley step longer than one square',
      legions,
      'hopchain: [0, 1]',
      'hopchain: [0, 2]',
      '[0, 2]',
      /hopchain: \[0, 2\]: a volley leaps over the adjacent square/,
    ],
    [
      'a Betza rider with a range shorter than its least distance',
      legions,
      '{ betza: mQ2, checks: true }',
      '{ betza: mQ2, min: 3, checks: true }',
      '3, checks',
      /moves\[0\]\.min: min 3 is more than range 2/,
    ],
  ])('%s', async (_, base, from, to, needle, message) => {
    const { file, line, column } = definition('step.yaml', base.replace(from, to), needle);
    const run = await runCli(['check', file]);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`${file}:${line}:${column}: `);
    expect(run.err).toMatch(message);
  });
});

describe('definition errors say the first cause, once', () => {
  const noRoyal = chess.replace('    royal: true\n', '');
  const noCastling = noRoyal.replace(/\ncastling:\n( {2}- .*\n)+/, '\n').replace(' w KQkq - 0 1', ' w - - 0 1');

  it('a King without royal: true is refused at its pieces entry (a game captured it as a legal move)', async () => {
    const { file, line, column } = definition('no-royal.yaml', noCastling, '- id: K');
    const run = await runCli(['check', file]);
    expect(run.code).toBe(2);
    expect(run.err).toBe(
      `${file}:${line}:${column + 2}: pieces[0]: no piece is royal (royal: true), but checkmate (with no end.victories, end.connect and stalemate a draw, the only way to win) needs a royal man, one that is checked and mated: give the King royal: true\n1 problem found\n`,
    );
    const record = join(dir, 'king-taken.pgn');
    writeFileSync(
      record,
      `[Variant "no-royal.yaml"]\n[FEN "4k3/8/8/8/8/8/8/4K2R w - - 0 1"]\n\n1. Rh8 Kd7 2. Rh7+ Kd6 3. Rh6+ Kd5 4. Rh5+ Kd4 5. Rh4+ Kd3 6. Rh3+ Kd2 7. Rh2+ Kd1 8. Rh1+ Kd2 9. Rh2+ Kd1 *\n`,
    );
    const game = await runCli(['validate', record]);
    expect(game.code).toBe(2);
    expect(game.err).toContain('no piece is royal');
  });

  it('with castling: that one error, not a false "castling right K needs White\'s king on e1"', async () => {
    const { file, line, column } = definition('no-royal-castling.yaml', noRoyal, '- id: K');
    const run = await runCli(['check', file]);
    expect(run.code).toBe(2);
    expect(run.err).toBe(
      `${file}:${line}:${column + 2}: pieces[0]: no piece is royal (royal: true), but checkmate (with no end.victories, end.connect and stalemate a draw, the only way to win) needs a royal man, one that is checked and mated: give the King royal: true\n1 problem found\n`,
    );
  });

  it.each([
    [
      'an unreadable setup placement: no castling-right complaints after it',
      chess.replace('rnbqkbnr/pppppppp', 'rnbqkbnr/ppppXppp'),
      'X',
      'setup.position: unknown piece "X"',
    ],
    [
      'a castling on a square off the board: its right letter is still known',
      chess.replace('king: e1', 'king: z9'),
      'z9',
      'castling[0].king: "z9" is not a square of this board',
    ],
  ])('%s', async (_, text, needle, message) => {
    const { file, line, column } = definition('first-cause.yaml', text, needle);
    const run = await runCli(['check', file]);
    expect(run).toEqual({
      code: 2,
      out: '',
      err: `${file}:${line}:${column}: ${message}${run.err.slice(run.err.indexOf(message) + message.length, run.err.indexOf('\n'))}\n1 problem found\n`,
    });
  });

  it('a line indented one space short: one line saying "indentation", at that line', async () => {
    const { file, line } = definition(
      'indent.yaml',
      chess.replace('    name: Queen', '   name: Queen'),
      '   name: Queen',
    );
    const run = await runCli(['check', file]);
    expect(run.code).toBe(2);
    const lines = run.err.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^${file}:${line}:1: YAML indentation: `));
    expect(lines[1]).toBe('1 problem found');
  });

  it("nested brackets beyond the parser's stack (200,000 in the deep tier): the nesting is too deep, located, with no stack overflow message", async () => {
    const file = join(dir, 'deep.yaml');
    // The YAML parser takes seconds over 200,000 levels; 5,000 overflow its stack as surely.
    const levels = tier(5_000, 200_000);
    writeFileSync(file, `name: Deep\nboard: ${'['.repeat(levels)}${']'.repeat(levels)}\n`);
    const run = await runCli(['check', file]);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(
      new RegExp(
        `^${file}:2:\\d+: the nesting is too deep: lists and mappings may be nested 64 levels at most\\n1 problem found\\n$`,
      ),
    );
    // Nesting the parser follows but the rest would not is refused the same way, at the collection too deep.
    writeFileSync(file, `name: Deep\nboard: ${'['.repeat(100)}${']'.repeat(100)}\n`);
    expect((await runCli(['check', file])).err).toMatch(new RegExp(`^${file}:2:71: the nesting is too deep`));
  });
});

describe('what the engine assumes of royal men, castling and rights', () => {
  it.each([
    [
      'promotion to the royal piece',
      chess.replace('to: [Q, R, B, N]', 'to: [Q, K]'),
      'K]',
      'promotion[0].to[1]: the King is royal: a royal piece neither promotes nor is promoted to',
    ],
    [
      'king and rook ending on one square',
      chess.replace('kingTo: [g1], rookTo: f1', 'kingTo: [g1], rookTo: g1'),
      'g1]',
      'castling[0].kingTo[0]: king and rook cannot both end on the same square',
    ],
    [
      'two castlings with one right letter',
      chess.replace('right: Q', 'right: K'),
      'K, king: e1, rook: a1',
      'castling[1].right: right letter "K" is already used by another castling',
    ],
    [
      'castling by a man that is not royal',
      chess
        .replace('kingTo: [g1], rookTo: f1', 'kingTo: [c1], rookTo: a1')
        .replace('king: e1, rook: h1', 'king: d1, rook: b1'),
      'd1, rook: b1',
      'castling[0].king: the Queen on d1 is not royal (royal: true), and only a royal man castles',
    ],
    [
      'Chess960 with two castlings on one wing',
      `${chess.replace('kingTo: [c1], rookTo: d1', 'kingTo: [g1], rookTo: f1').replace('king: e1, rook: a1', 'king: e1, rook: h1')}chess960: true\n`,
      '{ right: Q, king: e1, rook: h1',
      'castling[1]: in Chess960 there is one castling on each wing (this is a second kingside one)',
    ],
    [
      'Chess960 shuffling some pieces, the castling rook not among them',
      `${chess}chess960: [N, B, Q, K]\n`,
      '[N, B, Q, K]\n',
      'chess960: the castling Rook must be among the pieces shuffled',
    ],
    [
      'Chess960 without castling',
      `chess960: true\n${chess.replace(/castling:\n( {2}- .*\n)+/, '').replace(' KQkq ', ' - ')}`,
      'true\n',
      'chess960: Chess960 needs castling rules: where king and rook go',
    ],
    [
      'a free setup with two royal men a side',
      chess.replace(/position: .*\n/, (m) => `${m}  free: { ranks: [1, 2], counts: { K: 2, P: 8 } }\n`),
      '{ K: 2',
      'setup.free.counts: 2 royal men a side; at most one royal piece per side is supported',
    ],
  ])('%s', async (_, text, needle, message) => {
    const { file, line, column } = definition('engine.yaml', text, needle);
    const run = await runCli(['check', file]);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`${file}:${line}:${column}: ${message}`);
  });
});

describe('what check prints of a definition (issue 28)', () => {
  // A name holding a window-title sequence, a screen clear, a terminal reset, a C1 CSI and a right-to-left override.
  const evil = definition(
    'evil.yaml',
    chess.replace(/^name: .*$/m, 'name: "Evil\\e]0;pwned\\a\\e[2J\\ec\\x9b\\u202e"'),
    'name:',
  );
  const raw = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/;

  it('refuses the name on its line, and prints nothing a terminal would act on', async () => {
    const run = await runCli(['check', evil.file]);
    expect(run.code).toBe(2);
    expect(run.out + run.err).not.toMatch(raw);
    expect(run.err.startsWith(`${evil.file}:${evil.line}:`)).toBe(true);
  });

  it('--json escapes C1 controls and U+202E too, and names the problem where it stands', async () => {
    const run = await runCli(['check', evil.file, '--json']);
    expect(run.code).toBe(2);
    expect(run.out).not.toMatch(raw);
    const report = JSON.parse(run.out) as { ok: boolean; problems: { line: number; message: string }[] };
    expect(report.ok).toBe(false);
    expect(report.problems[0]!.line).toBe(evil.line);
  });
});
