/**
 * A record of runaway size reads in bounded memory: a 32 MB tag value and a 32 MB move token, validated
 * by the CLI with a 40 MB heap (the old reader, a character at a time into a string, needed over a
 * gigabyte for the tag; the one that held whole lines, 200 MB), each game holding one refused at its
 * line with the line's length, and the game after them read.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli-process.js';

describe('a record of runaway size', () => {
  it('validates a file with a 32 MB tag value and a 32 MB move in a 40 MB heap', async () => {
    const mb32 = 32 * 1024 * 1024;
    const file = join(mkdtempSync(join(tmpdir(), 'fairyprint-runaway-')), 'runaway.pgn');
    const games = [`[Annotator "${'a'.repeat(mb32)}"]\n\n1. e4 *\n`, `[Event "b"]\n\n1. e4 ${'N'.repeat(mb32)} *\n`];
    writeFileSync(file, [...games, '[Event "c"]\n\n1. e4 e5 *\n'].join('\n'));
    const run = await runCliProcess(['validate', file], { nodeOptions: ['--max-old-space-size=40'] });
    expect(run.code).toBe(2);
    expect(run.err).toContain(
      `${file}:1:1: game 1: cannot read the record: line 1 is 33,554,446 characters long; a PGN line holds at most 1,048,576`,
    );
    expect(run.err).toContain(`${file}:7:1: game 2: cannot read the record: line 7 is 33,554,440 characters long`);
    expect(run.out).toContain('game 3: legal, 2 plies');
    expect((run.out + run.err).length).toBeLessThan(1000);
  }, 120_000);
});
