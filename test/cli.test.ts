import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';

describe('perft and moves commands', () => {
  it('perft prints the node count last, alone on its line', async () => {
    const run = await runCli(['perft', 'chess', '3']);
    expect(run.code).toBe(0);
    expect(run.out).toBe('8902\n');
  });

  it('--divide lists each first move with its count, and the counts add up to the total', async () => {
    const run = await runCli(['perft', 'chess', '2', '--divide']);
    const lines = run.out.trim().split('\n');
    expect(lines.at(-1)).toBe('400');
    const parts = lines.slice(0, -1).map((l) => l.split(': '));
    expect(parts).toHaveLength(20);
    expect(parts.every(([, n]) => n === '20')).toBe(true);
    expect(parts.map(([m]) => m)).toContain('e2-e4');
  });

  it('perft from a --fen position', async () => {
    const run = await runCli(['perft', 'chess', '2', '--fen', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1']);
    expect(run.out).toBe('191\n');
  });

  it('moves lists legal moves in coordinate notation, one per line', async () => {
    const run = await runCli(['moves', 'chess', '--fen', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1']);
    const moves = run.out.trim().split('\n');
    expect(moves).toContain('O-O');
    expect(moves).toContain('O-O-O');
    expect(moves).toContain('a1xa8');
    expect(moves).toHaveLength(26);
  });

  it('bad arguments are one line and exit 2', async () => {
    for (const args of [
      ['perft', 'chess', '-1'],
      ['perft', 'chess'],
      ['moves', 'chess', '--fen', '8/8 w'],
      ['frobnicate'],
    ]) {
      const run = await runCli(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.err.trimEnd().split('\n'), args.join(' ')).toHaveLength(1);
      expect(run.err).toMatch(/^fairyprint: /);
    }
  });

  it('an unknown option stops the command before it does anything (no kit written for a misspelt --format)', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'fairyprint-usage-')), 'kit');
    const run = await runCli(['kit', 'chess', '--formats', 'pdf', '--out', out]);
    expect(run).toMatchObject({ code: 2, out: '' });
    expect(run.err).toBe(
      'fairyprint: unknown option --formats for kit; did you mean --format? (see fairyprint kit --help)\n',
    );
    expect(existsSync(out)).toBe(false);
  });
});
