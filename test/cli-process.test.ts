/** The CLI as a process of its own: what pipes do to it. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Io } from '../src/cli/io.js';
import { main } from '../src/cli/main.js';
import { runCli } from './helpers/cli.js';
import { runCliProcess } from './helpers/cli-process.js';
import { deep } from './helpers/tier.js';

describe('a closed pipe (fairyprint ... | head -1)', () => {
  it('ends perft --divide, and list and validate, quietly: no stack trace, exit 0, not the illegal-game code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairyprint-pipe-'));
    const file = join(dir, 'many.pgn');
    writeFileSync(file, '[Event "x"]\n\n1. e4 e5 2. Nf3 *\n\n'.repeat(3000));
    // Each run is a process of its own (a second or two): list's (which compiles every template first),
    // validate's and the long perft's only in the deep tier.
    const runs = await Promise.all([
      runCliProcess(['perft', 'chess', '2', '--divide'], { closeOutput: true }),
      ...(deep
        ? [
            runCliProcess(['list'], { closeOutput: true }),
            runCliProcess(['validate', file], { closeOutput: true }),
            runCliProcess(['perft', 'chess', '4', '--divide'], { closeOutput: true }),
          ]
        : []),
    ]);
    for (const run of runs) expect(run).toMatchObject({ code: 0, err: '' });
  });
});

describe('an output that cannot be written (issue 28)', () => {
  it('a full disk ends in one line and exit code 2, not a stack trace, and not the illegal-game code', async () => {
    // validate's exit code would otherwise say "illegal game": a process of its own, in the deep tier.
    const runs = await Promise.all([
      runCliProcess(['perft', 'chess', '2'], { stdoutFile: '/dev/full' }),
      ...(deep ? [runCliProcess(['validate', 'examples/chess-checkmate.pgn'], { stdoutFile: '/dev/full' })] : []),
    ]);
    for (const run of runs) {
      expect(run.code).toBe(2);
      expect(run.err).toBe('fairyprint: cannot write to standard output: no space left on the device\n');
    }
  });
});

describe('perft on long counts', () => {
  it('refuses a count estimated to take years, in one line saying how long and naming --force', async () => {
    const run = await runCli(['perft', 'chess', '12']);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(
      /^fairyprint: perft 12 would take about [\d.e+]+ years \(about [\d.]+e\+1\d nodes at [\d.]+ [kM] nodes\/s, estimated from depth \d\); .*--force[^\n]*\n$/,
    );
    expect(run.out).toBe('');
  });

  it('shows the estimate and the progress on a terminal, the count alone on stdout', async () => {
    let out = '';
    let err = '';
    const io: Io = {
      out: (t) => void (out += t),
      err: (t) => void (err += t),
      interactive: true,
      stdin: async function* () {},
    };
    // Position 3 of the classic suite: 674,624 nodes at depth 5, more than the estimate counts first.
    const args = ['perft', 'chess', '5', '--fen', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1'];
    expect(await main(args, io)).toBe(0);
    expect(out).toBe('674624\n');
    expect(err).toMatch(/^perft 5: about [\d.]+ k nodes, about [\d.]+ s\n/);
    expect(err).toMatch(/\r100\.0% 675 k nodes, [\d.]+ s spent {3}\n$/);
    if (!deep) return;
    let quiet = '';
    const silent: Io = { ...io, out: () => undefined, err: (t) => void (quiet += t) };
    expect(await main([...args, '--quiet'], silent)).toBe(0);
    expect(quiet).toBe('');
  });
});

describe('validate on a terminal', () => {
  const terminal = (outInteractive: boolean, store: { out: string; err: string }): Io => ({
    out: (t) => void (store.out += t),
    err: (t) => void (store.err += t),
    interactive: true,
    outInteractive,
    stdin: async function* () {},
  });

  it('shows a progress line on stderr when the reports go to a file or pipe, and none when they are on the terminal', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairyprint-progress-'));
    const file = join(dir, 'some.pgn');
    writeFileSync(file, `${'[Event "x"]\n\n1. e4 e5 2. Nf3 *\n\n'.repeat(299)}[Event "y"]\n\n1. e4 e5 2. Ke3 *\n`);
    const piped = { out: '', err: '' };
    expect(await main(['validate', file], terminal(false, piped))).toBe(1);
    expect(piped.out.trimEnd().split('\n').pop()).toBe('300 games: 299 legal, 1 not, 0 unreadable');
    expect(piped.err).toMatch(
      new RegExp(`\\r300 games, 1 not legal; 100% of ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n$`),
    );
    // An unreadable file's line goes above the progress line, which is drawn again below it.
    const missing = { out: '', err: '' };
    expect(await main(['validate', file, join(dir, 'missing.pgn')], terminal(false, missing))).toBe(2);
    expect(missing.err).toMatch(
      /\r +\r[^\r\n]*missing\.pgn: cannot read: no such file\n(\r[^\r\n]*)*\r301 games, 1 not legal; 100% of [^\r\n]*\n$/,
    );
    const shown = { out: '', err: '' };
    expect(await main(['validate', file], terminal(true, shown))).toBe(1);
    expect(shown.err).toBe('');
    const quiet = { out: '', err: '' };
    expect(await main(['validate', file, '--quiet'], terminal(false, quiet))).toBe(1);
    expect(quiet.err).toBe('');
  });
});
