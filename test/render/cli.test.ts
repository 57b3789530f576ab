import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { writeAtomic } from '../../src/render/backends/write.js';
import { safeSegment } from '../../src/render/scene.js';
import { runCli } from '../helpers/cli.js';
import { fixture, readSvg, tempDir } from './measure.js';

/** Runs the CLI as if stderr were a terminal. */
async function runOnTerminal(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Io = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    interactive: true,
    stdin: async function* () {},
  };
  return { code: await main(args, io), out, err };
}

describe('fairyprint board / counters', () => {
  it('writes the formats asked for into --out, silently when not on a terminal', async () => {
    const dir = tempDir();
    const run = await runCli(['board', 'chess', '--out', dir, '--format', 'svg,pdf']);
    expect(run).toEqual({ code: 0, out: '', err: '' });
    expect(readdirSync(dir).sort()).toEqual(['board.pdf', 'board.svg', 'manifest.json']);
  });

  it('prints one progress line per file on a terminal, none with --quiet', async () => {
    const dir = tempDir();
    const run = await runOnTerminal([
      'counters',
      fixture('legions'),
      '--out',
      dir,
      '--format',
      'svg,png',
      '--dpi',
      '40',
      '--backs',
    ]);
    expect(run.code).toBe(0);
    const lines = run.err.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^wrote .*counters\.svg \(1 page, \d+ KB\)$/);
    expect(readdirSync(dir).sort()).toEqual([
      'counters-back.png',
      'counters-back.svg',
      'counters.png',
      'counters.svg',
      'manifest.json',
    ]);
    const quiet = await runOnTerminal(['counters', fixture('legions'), '--out', dir, '--format', 'svg', '--quiet']);
    expect(quiet).toEqual({ code: 0, out: '', err: '' });
  });

  it('passes the counter options through: spares, options, size', async () => {
    const dir = tempDir();
    const run = await runCli([
      'counters',
      fixture('legions'),
      '--out',
      dir,
      '--format',
      'svg',
      '--spares',
      '1',
      '--option',
      'masked-men',
      '--square-mm',
      '20',
      '--size-pct',
      '80',
    ]);
    expect(run.code).toBe(0);
    const svg = readSvg(readFileSync(join(dir, 'counters.svg'), 'utf8'));
    const counters = svg.elements.filter((e) => e.attrs.id?.startsWith('counter-'));
    // 30 men + 4 spares + 2 mercenaries a side.
    expect(counters).toHaveLength(72);
    expect(svg.elements.find((e) => e.name === 'text')!.text).toContain('16 mm (80 % of 20 mm squares)');
  });

  it('writes to out/<variant>/ by default, with a variant name made safe as a folder name', async () => {
    const dir = tempDir();
    // A definition without an id: the id comes from the file name.
    const file = join(dir, 'My Variant!.yaml');
    writeFileSync(file, readFileSync(fixture('gustavian'), 'utf8').replace(/^id: .*$/m, ''));
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect((await runCli(['board', file, '--format', 'svg'])).code).toBe(0);
      expect((await runCli(['board', 'chess', '--format', 'pdf'])).code).toBe(0);
    } finally {
      process.chdir(cwd);
    }
    expect(readdirSync(join(dir, 'out')).sort()).toEqual(['chess', 'my-variant']);
    expect(existsSync(join(dir, 'out', 'my-variant', 'board.svg'))).toBe(true);
    expect(existsSync(join(dir, 'out', 'chess', 'board.pdf'))).toBe(true);
  });

  it('rejects bad arguments with one line and exit code 2', async () => {
    const cases: [string[], RegExp][] = [
      [['board', 'chess', '--format', 'svg,gif'], /--format must be one of "pdf", "svg", "png", not "gif"/],
      [['board', 'chess', '--dpi', '10'], /--dpi must be a number from 30 to 1200, not 10/],
      [['board', 'chess', '--dpi', 'many'], /--dpi must be a number/],
      [['board', 'chess', '--square-mm', '0'], /--square-mm must be a number from 5 to 200/],
      [['board', 'chess', '--margin-mm', '90'], /--margin-mm must be a number from 0 to 40/],
      [['board', 'chess', '--paper', 'a3'], /paper/],
      [['board', 'chess', '--orientation', 'sideways'], /orientation/],
      [['board', 'nonesuch'], /unknown variant "nonesuch"/],
      [
        ['counters', fixture('legions'), '--option', 'masked'],
        /"masked" is not a setup option of Legions Test Board \(options: masked-men\)/,
      ],
      [['counters', 'chess', '--spares', '1.5'], /--spares must be a whole number/],
    ];
    for (const [args, message] of cases) {
      const run = await runCli([...args, '--out', tempDir()]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.err.trimEnd().split('\n'), args.join(' ')).toHaveLength(1);
      expect(run.err, args.join(' ')).toMatch(message);
    }
  });
});

describe('writing files', () => {
  it('replaces a file whole and leaves no temporary files', async () => {
    const dir = tempDir();
    await writeAtomic(dir, 'board.svg', Buffer.from('old'));
    await writeAtomic(dir, 'board.svg', Buffer.from('new'));
    expect(readFileSync(join(dir, 'board.svg'), 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['board.svg']);
  });

  it('leaves nothing behind when a file cannot be put in place', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'board.pdf', 'in-the-way'), { recursive: true });
    const run = await runCli(['board', 'chess', '--out', dir, '--format', 'pdf']);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/cannot write .*board\.pdf/);
    // The manifest, written first, names what the run was about to write; no file is half written.
    expect(readdirSync(dir).sort()).toEqual(['board.pdf', 'manifest.json']);
    expect(readdirSync(join(dir, 'board.pdf'))).toEqual(['in-the-way']);
  });

  it('never writes outside the output folder', async () => {
    expect(safeSegment('../../etc/passwd')).toBe('etc-passwd');
    expect(safeSegment('..')).toBe('variant');
    expect(safeSegment('Chess Legions')).toBe('chess-legions');
    const dir = tempDir();
    await expect(writeAtomic(join(dir, 'a'), '../b.svg', Buffer.from('x'))).rejects.toThrow(/outside/);
    await expect(writeAtomic(dir, '/tmp/b.svg', Buffer.from('x'))).rejects.toThrow(/outside/);
    expect(readdirSync(dir)).toEqual([]);
  });
});
