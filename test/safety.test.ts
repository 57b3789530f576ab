import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.js';
import { defaultOutDir, writeAtomic } from '../src/render/backends/write.js';
import { safeSegment } from '../src/render/scene.js';
import { runCli } from './helpers/cli.js';
import { runCliProcess } from './helpers/cli-process.js';

const dir = mkdtempSync(join(tmpdir(), 'fairyprint-safety-'));
const chessYaml = readFileSync(new URL('../templates/chess.yaml', import.meta.url), 'utf8');

describe('names from definitions never leave the output folder', () => {
  it('a variant id with a path in it is refused by the schema', async () => {
    const file = join(dir, 'escape.yaml');
    writeFileSync(file, chessYaml.replace('id: chess', 'id: ../../etc'));
    const run = await runCli(['check', file]);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/escape\.yaml:\d+:\d+: id: a variant id: lower-case letters, digits and dashes/);
  });

  it('ids taken from file names become one safe path segment', () => {
    for (const [id, safe] of [
      ['../../etc', 'etc'],
      ['/abs/path', 'abs-path'],
      ['a\0b', 'a-b'],
      ['..', 'variant'],
      ['Chess Legions', 'chess-legions'],
    ] as const) {
      expect(safeSegment(id)).toBe(safe);
      expect(defaultOutDir(id)).toBe(join('out', safe));
    }
  });

  it('writeAtomic refuses names that are not plain file names', async () => {
    for (const name of ['../x.svg', '/etc/x.svg', 'a/b.svg', 'x\0.svg', '.hidden', '']) {
      await expect(writeAtomic(dir, name, new Uint8Array([1]))).rejects.toThrow(/refusing to write/);
    }
  });

  it('an output folder with a NUL byte is one clear line, exit 2', async () => {
    const run = await runCli(['board', 'chess', '--format', 'svg', '--out', `${dir}/bad\0dir`]);
    expect(run.code).toBe(2);
    expect(run.err.trim().split('\n')).toHaveLength(1);
  });
});

describe('outputs are written whole or not at all', () => {
  it('an existing file is replaced, and no temporary file is left', async () => {
    const out = join(dir, 'replace');
    await writeAtomic(out, 'board.svg', new TextEncoder().encode('old'));
    await writeAtomic(out, 'board.svg', new TextEncoder().encode('new'));
    expect(readFileSync(join(out, 'board.svg'), 'utf8')).toBe('new');
    expect(readdirSync(out)).toEqual(['board.svg']);
  });

  it('a write that fails leaves neither the file nor a temporary one', async () => {
    const out = join(dir, 'fail');
    mkdirSync(join(out, 'board.svg'), { recursive: true }); // a folder where the file should go
    await expect(writeAtomic(out, 'board.svg', new Uint8Array([1, 2, 3]))).rejects.toBeInstanceOf(InputError);
    expect(readdirSync(out)).toEqual(['board.svg']);
  });
});

describe('output folders that cannot be made, and what killed runs left', () => {
  it.skipIf(!existsSync('/proc/1'))(
    "a folder under /proc (where Node's recursive mkdir retried for ever): exit 2 at once, one line",
    async () => {
      // A process of its own, killed if it spins as it did.
      const run = await runCliProcess(['kit', 'chess', '--out', '/proc/1/nope'], { killAfterMs: 60_000 });
      expect(run.code).toBe(2);
      expect(run.err).toBe('fairyprint: cannot create the output folder /proc/1/nope: no such file or folder\n');
    },
  );

  it('a file where a parent folder should be: exit 2, one line', async () => {
    writeFileSync(join(dir, 'plain-file'), 'x');
    const run = await runCli(['board', 'chess', '--format', 'svg', '--out', join(dir, 'plain-file', 'out')]);
    expect(run).toEqual({
      code: 2,
      out: '',
      err: `fairyprint: cannot create the output folder ${join(dir, 'plain-file', 'out')}: a part of the path is a file, not a folder\n`,
    });
  });

  it("the next write into a folder removes temporary files of runs that ended, and not a live run's", async () => {
    const out = join(dir, 'killed');
    mkdirSync(out);
    // A process id no process has (above Linux's largest), the id of a running process (this one's parent), this process's own.
    const dead = `.board-map.svg.99999999.0a1b2c3d.tmp`;
    const live = `.board.svg.${process.ppid}.0a1b2c3d.tmp`;
    const ownEarlier = `.board.pdf.${process.pid}.0a1b2c3d.tmp`;
    const ownNow = `.board.png.${process.pid}.0a1b2c3e.tmp`;
    const notOurs = '.notes.tmp';
    for (const name of [dead, live, ownEarlier, ownNow, notOurs]) writeFileSync(join(out, name), 'partial');
    // The file with this process's id was written before this process started: a killed process had the id.
    utimesSync(join(out, ownEarlier), new Date('2001-01-01'), new Date('2001-01-01'));
    await writeAtomic(out, 'board.svg', new TextEncoder().encode('<svg/>'));
    expect(readdirSync(out).sort()).toEqual([live, ownNow, notOurs, 'board.svg'].sort());
  });
});
