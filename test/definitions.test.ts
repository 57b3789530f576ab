import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVariant, templateIds } from '../src/definitions/load.js';
import { runCli } from './helpers/cli.js';

const chessYaml = readFileSync(new URL('../templates/chess.yaml', import.meta.url), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'fairyprint-defs-'));

/** Writes a copy of chess.yaml with one text replaced; returns its path. */
function broken(name: string, from: string | RegExp, to: string): string {
  const text = chessYaml.replace(from, to);
  expect(text).not.toBe(chessYaml);
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

/** 1-based line and column of the first occurrence of `needle` in the file, plus `offset` characters. */
function where(file: string, needle: string, offset = 0): string {
  const text = readFileSync(file, 'utf8');
  const i = text.indexOf(needle) + offset;
  const before = text.slice(0, i).split('\n');
  return `${file}:${before.length}:${before[before.length - 1]!.length + 1}`;
}

async function expectOneLineError(file: string, location: string, words: RegExp): Promise<void> {
  const run = await runCli(['perft', file, '1']);
  expect(run.code).toBe(2);
  expect(run.out).toBe('');
  const lines = run.err.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`${location}:`);
  expect(lines[0]).toMatch(words);
  expect(run.err).not.toMatch(/\bat .*\.(ts|js):\d+/); // no stack trace
}

describe('definition files with mistakes', () => {
  it('an unknown piece in the setup names the letter, line and column', async () => {
    const file = broken('unknown-piece.yaml', 'PPPPPPPP/RNBQKBNR w', 'PPPPPPPP/RNBQKBNX w');
    await expectOneLineError(file, where(file, 'RNBQKBNX', 7), /unknown piece "X".*pieces: K Q R B N P/);
  });

  it('a bad Betza letter is pointed at inside the string', async () => {
    const file = broken('betza.yaml', 'moves: N\n', 'moves: mNY\n');
    await expectOneLineError(file, where(file, 'mNY', 2), /Betza letter "Y" is not supported/);
  });

  it('a 0x5 board is refused with the allowed range', async () => {
    const file = broken('board.yaml', /files: 8\n {2}ranks: 8/, 'files: 0\n  ranks: 5');
    await expectOneLineError(file, where(file, 'files: 0', 7), /board\.files: must be at least 1$/);
  });

  it('a YAML syntax error gives its position (a line indented too far: said so)', async () => {
    const file = broken('syntax.yaml', '  ranks: 8\n', '  ranks: 8\n   bad: [\n');
    const line = chessYaml.slice(0, chessYaml.indexOf('  ranks: 8\n')).split('\n').length; // where the mapping breaks
    const run = await runCli(['perft', file, '1']);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(
      new RegExp(`^fairyprint: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:${line}:\\d+: YAML indentation: `),
    );
  });

  it('an unknown field, a wrong type and a square off the board are each located', async () => {
    const typo = broken('typo.yaml', '    royal: true', '    royall: true');
    await expectOneLineError(typo, where(typo, 'royall'), /unknown field "royall"/);
    const type = broken('type.yaml', 'value: 9', 'value: nine');
    await expectOneLineError(type, where(type, 'nine'), /pieces\[1\]\.value: a number is expected here, not a text$/);
    const off = broken('off.yaml', 'kingTo: [g1]', 'kingTo: [g9]');
    await expectOneLineError(off, where(off, 'g9'), /"g9" is not a square of this board/);
  });

  it('JSON definitions are read and located the same way', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'x',
        board: { files: 8, ranks: 8 },
        pieces: [{ id: 'K', name: 'King', abbrev: 'K', moves: 'K', colour: 1 }],
        setup: { position: '4k3/8/8/8/8/8/8/4K3' },
      }),
    );
    await expectOneLineError(file, where(file, '"colour"'), /unknown field "colour"/);
  });

  it('an unknown variant id is a one-line error listing the known ones', async () => {
    const run = await runCli(['perft', 'no-such-variant', '1']);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/unknown variant "no-such-variant".*chess/);
  });
});

describe('a new variant needs only a data file', () => {
  it('a 6x6 variant with ordinary pieces written in Betza is playable', async () => {
    const file = join(dir, 'mini.yaml');
    writeFileSync(
      file,
      [
        'name: Mini',
        'board: { files: 6, ranks: 6 }',
        'pieces:',
        '  - { id: K, name: King, abbrev: K, royal: true, moves: K }',
        '  - { id: F, name: Ferz Rider, abbrev: F, moves: B2 }',
        '  - { id: P, name: Pawn, abbrev: P, moves: mfWcfF }',
        'setup: { position: "1fkf2/pppppp/6/6/PPPPPP/1FKF2 w - - 0 1" }',
        'promotion: [{ pieces: [P], to: [F] }]',
      ].join('\n'),
    );
    const { variant } = loadVariant(file);
    expect(variant.spec.id).toBe('mini');
    // Each of the 6 pawns steps forward; the ferz riders are blocked by their own pawns; the king's
    // forward squares are held by pawns and its sides by the riders: 6 moves.
    const run = await runCli(['moves', file]);
    expect(run.code).toBe(0);
    expect(run.out.trim().split('\n').sort()).toEqual(['a2-a3', 'b2-b3', 'c2-c3', 'd2-d3', 'e2-e3', 'f2-f3']);
  });

  it('`list` shows every template with its name and board size', async () => {
    const run = await runCli(['list']);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^chess\s+Orthodox Chess\s+8x8$/m);
    expect(run.out.trim().split('\n')).toHaveLength(templateIds().length);
  });
});

describe('the published JSON Schema', () => {
  it('is the one generated from the schema in the code (run `npm run schema` after changing it)', async () => {
    const committed = JSON.parse(readFileSync(new URL('../schema/variant.schema.json', import.meta.url), 'utf8'));
    const run = await runCli(['schema']);
    expect(JSON.parse(run.out)).toEqual(committed);
    expect(committed.properties.board.properties.files.maximum).toBe(26);
  });
});

describe('fairyprint check', () => {
  it('prints what a good definition defines', async () => {
    const run = await runCli(['check', new URL('../templates/chess.yaml', import.meta.url).pathname]);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^board: 8x8/m);
    expect(run.out).toMatch(/^ {2}N +N +Knight +N .*setup 2\+2$/m);
    expect(run.out).toMatch(/^setup: 16 White and 16 Black men$/m);
    expect(run.out).toMatch(/^castling K: king e1 to g1, rook h1 to f1$/m);
  });

  it('lists every problem, not only the first', async () => {
    const file = join(dir, 'multi.yaml');
    writeFileSync(
      file,
      [
        'name: Broken',
        'board: { files: 8, ranks: 8 }',
        'pieces:',
        '  - { id: K, name: King, abbrev: K, royal: true, moves: K }',
        '  - { id: X, name: Bad, abbrev: X, moves: mNY }',
        'setup: { position: "4k3/8/8/8/8/8/8/4K2Q w - - 0 1" }',
        'promotion: [{ pieces: [P], to: [X] }]',
      ].join('\n'),
    );
    const run = await runCli(['check', file]);
    expect(run.code).toBe(2);
    const lines = run.err.trim().split('\n');
    expect(lines).toEqual([
      `${file}:5:45: pieces[1].moves: Betza letter "Y" is not supported (atoms: W F D N A H C Z G K R B Q; modifiers: m c i n f b l r v s)`,
      `${file}:6:40: setup.position: unknown piece "Q" (pieces: K X)`,
      `${file}:7:24: promotion[0].pieces[0]: unknown piece "P" (pieces: K X)`,
      '3 problems found',
    ]);
  });
});

describe('fairyprint check on things that are not definition files', () => {
  it('a folder or a missing file is a one-line error, exit 2', async () => {
    for (const path of [dir, join(dir, 'missing.yaml')]) {
      const run = await runCli(['check', path]);
      expect(run.code).toBe(2);
      expect(run.err.trim().split('\n')).toHaveLength(1);
      expect(run.err).toMatch(/is a folder, not a definition file|no such file/);
    }
  });
});
