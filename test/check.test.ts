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
    const text = chess.replace('board:\n  files: 8\n  ranks: 8\n', 'board:\n  files: 8\n  ranks: 8\n  marks:\n    - name: centre\n      squares: [d4, z9]\n');
    const { file, line, column } = definition('mark.yaml', text, 'z9');
    const run = await runCli(['check', file]);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`${file}:${line}:${column}: board.marks[0].squares[1]: "z9" is not a square of the 8x8 board`);
    // The same definition is not drawn either; the board command says the same.
    const board = await runCli(['board', file, '--format', 'svg', '--out', join(dir, 'out')]);
    expect(board.code).toBe(2);
    expect(board.err).toContain(`${file}:${line}:${column}:`);
  });

  it.each([
    ['a castling right without its rook', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1', 'KQkq', /castling right "K" needs White's king on e1 and rook on h1/],
    ['an unknown right', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqX - 0 1', 'X -', /unknown right "X"/],
    ['a bad side to move', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1', 'x KQkq', /side to move must be "w" or "b"/],
  ])('the setup position: %s', async (_, position, needle, message) => {
    const text = chess.replace(/position: .*/, `position: ${position}`);
    const { file, line, column } = definition('setup.yaml', text, needle);
    const run = await runCli(['check', file]);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`${file}:${line}:${column}: setup.position:`);
    expect(run.err).toMatch(message);
  });

  it('dead material naming an unknown piece, at the piece', async () => {
    const text = chess.replace('insufficientMaterial: fide', 'insufficientMaterial: { preset: fide, material: ["KB v K", "KX v K"] }');
    const { file, line, column } = definition('dead.yaml', text, 'X v K');
    const run = await runCli(['check', file]);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`${file}:${line}:${column}: end.insufficientMaterial.material[1]: unknown piece "X"`);
  });

  it('setup options: the same id twice', async () => {
    const text = chess.replace(
      /position: .*\n/,
      (m) => `${m}  options:\n    - { id: swap, name: Swap, swap: [N, B] }\n    - { id: swap, name: Again, swap: [R, Q] }\n`,
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
    const { file, line, column } = definition('collide11.yaml', secutor.replace('collide: [1, 0]', 'collide: [1, 1]'), '[1, 1]');
    // A process of its own, killed if it hangs as it did.
    const run = await runCliProcess(['check', file], { killAfterMs: 60_000 });
    expect(run.code).toBe(2);
    expect(run.err).toContain(`${file}:${line}:${column}: pieces[5].moves[1].collide: [1, 1]: a collision slides along a rank or file, one square a step`);
  });

  it.each([
    ['a longer collision step', secutor, 'collide: [1, 0]', 'collide: [2, 0]', '[2, 0]', /collide: \[2, 0\]: a collision slides along a rank or file/],
    ['a volley step longer than one square', legions, 'hopchain: [0, 1]', 'hopchain: [0, 2]', '[0, 2]', /hopchain: \[0, 2\]: a volley leaps over the adjacent square/],
  ])('%s', async (_, base, from, to, needle, message) => {
    const { file, line, column } = definition('step.yaml', base.replace(from, to), needle);
    const run = await runCli(['check', file]);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`${file}:${line}:${column}: `);
    expect(run.err).toMatch(message);
  });
});
