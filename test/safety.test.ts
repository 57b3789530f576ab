import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.js';
import { defaultOutDir, safeSegment, writeAtomic } from '../src/render/write.js';
import { runCli } from './helpers/cli.js';

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
