/**
 * A record of runaway size reads in bounded memory: a 32 MB tag value and a 32 MB move token, validated
 * by the CLI with a 200 MB heap (the old reader, a character at a time into a string, needed over a
 * gigabyte for the tag), with the move quoted in part.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli-process.js';

describe('a record of runaway size', () => {
  it('validates a 32 MB tag value and a 32 MB move in a 200 MB heap', async () => {
    const mb32 = 32 * 1024 * 1024;
    const file = join(mkdtempSync(join(tmpdir(), 'fairyprint-runaway-')), 'runaway.pgn');
    writeFileSync(file, `[Annotator "${'a'.repeat(mb32)}"]\n\n1. e4 ${'N'.repeat(mb32)} *\n`);
    const run = await runCliProcess(['validate', file], { nodeOptions: ['--max-old-space-size=200'] });
    expect(run.err).toBe('');
    expect(run.code).toBe(1);
    expect(run.out).toContain(
      `ply 2 (1... ${'N'.repeat(60)}... (33,554,432 characters)): illegal move: not a move: 33,554,432 characters`,
    );
    expect(run.out.length).toBeLessThan(1000);
  }, 120_000);
});
