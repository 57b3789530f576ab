/**
 * fairyprint import: variants.ini sections written as definition files that play as the sections do,
 * with the $schema line, the ini key behind each field and a rules page stub; all or nothing.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../src/definitions/load.js';
import { perft } from '../src/engine/perft.js';
import { startPosition } from '../src/engine/start.js';
import { runCli } from './helpers/cli.js';
import { runCliProcess } from './helpers/cli-process.js';
import { tempDir } from './render/measure.js';

const INI = 'test/fixtures/fsf/tests.ini';

describe('fairyprint import', () => {
  it('writes <id>.yaml and <id>.md for the sections named, and each YAML plays as its section', async () => {
    const dir = tempDir();
    const run = await runCli(['import', INI, 'shogi2', 'hoppers', 'camelbeest', '--out', dir, '--quiet']);
    expect(run).toEqual({ code: 0, out: '', err: '' });
    expect(readdirSync(dir).sort()).toEqual([
      'camelbeest.md',
      'camelbeest.yaml',
      'hoppers.md',
      'hoppers.yaml',
      'shogi2.md',
      'shogi2.yaml',
    ]);
    for (const section of ['shogi2', 'hoppers', 'camelbeest']) {
      const yaml = readFileSync(join(dir, `${section}.yaml`), 'utf8');
      const schema = /^# yaml-language-server: \$schema=(\S+)\n/.exec(yaml);
      expect(schema, section).not.toBeNull();
      expect(existsSync(resolve(dir, schema![1]!))).toBe(true);
      expect(yaml).toContain(`# Rules: ${section}.md`);
      const fromYaml = startPosition(loadVariant(join(dir, `${section}.yaml`)).variant);
      const fromIni = startPosition(loadVariant(`${INI}:${section}`).variant);
      expect(perft(fromYaml, 3), section).toBe(perft(fromIni, 3));
      expect(readFileSync(join(dir, `${section}.md`), 'utf8')).toMatch(new RegExp(`^# ${section}\\n`));
    }
    // Each field made from a key says which, above it.
    const shogi = readFileSync(join(dir, 'shogi2.yaml'), 'utf8');
    expect(shogi).toContain('# ini: promotedPieceType = p:g s:g n:g l:g b:h r:d (from the built-in shogi)\n  - id: PP');
    const hoppers = readFileSync(join(dir, 'hoppers.yaml'), 'utf8');
    expect(hoppers).toMatch(/# ini: customPiece1 = g:gRgB \(line \d+\)\n {2}- id: G/);
  });

  it('prints the YAML with --out -, every section by default', async () => {
    // Three sections of the test file (all 100 of it would take a second): each printed.
    const sections = readFileSync(INI, 'utf8')
      .split(/^(?=\[)/m)
      .filter((t) => /^\[(capa|shat|mak):/.test(t));
    expect(sections).toHaveLength(3);
    const small = join(tempDir(), 'three.ini');
    writeFileSync(small, sections.join('\n'));
    const run = await runCli(['import', small, '--out', '-']);
    expect(run.code).toBe(0);
    const docs = run.out.split(/^---$/m);
    expect(docs.length).toBe(3);
    expect(docs[0]).toMatch(/^# yaml-language-server: \$schema=schema\/variant\.schema\.json\n/);
  });

  it('writes to templates/imported/ of the working directory by default', async () => {
    const cwd = tempDir();
    const run = await runCliProcess(['import', resolve(INI), 'capa', '--quiet'], { cwd });
    expect(run.err).toBe('');
    expect(readdirSync(join(cwd, 'templates', 'imported')).sort()).toEqual(['capa.md', 'capa.yaml']);
    expect(dirname(join(cwd, 'templates', 'imported', 'capa.yaml'))).toBe(join(cwd, 'templates', 'imported'));
  });

  it('writes nothing when any section named cannot be imported, and names every problem', async () => {
    const dir = tempDir();
    const bad = join(tempDir(), 'bad.ini');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(bad, '[good:chess]\n[race:chess]\ncustomPiece1 = a:KnC\n[atom:chess]\nblastOnCapture = true\n');
    const run = await runCli(['import', bad, '--out', dir]);
    expect(run.code).toBe(2);
    expect(run.err.split('\n').filter(Boolean)).toEqual([
      `fairyprint: ${bad}:3:19: key "customPiece1" is not supported: the lame (3, 1) leap "nC" is not modelled: Fairy-Stockfish plays lame leaps only as nN, nZ, nD and nA (its magic tables) and gives this one no move at all`,
      `fairyprint: ${bad}:5:18: key "blastOnCapture" is not supported: explosions beside a royal king are not modelled: Atomic chess has none (its king is a pseudo-royal commoner)`,
    ]);
    expect(readdirSync(dir)).toEqual([]);
    const unknown = await runCli(['import', bad, 'nosuch', '--out', dir]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toBe(`fairyprint: ${bad}:1:1: no section [nosuch] in the file (sections: good race atom)\n`);
  });

  it('check FILE.ini:SECTION lists every problem of the section, or what it defines', async () => {
    const bad = join(tempDir(), 'bad.ini');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(bad, '[a:chess]\ndropOnTop = true\ncustomPiece1 = x:QjN\n');
    const run = await runCli(['check', `${bad}:a`]);
    expect(run.code).toBe(2);
    expect(run.err).toBe(
      `${bad}:2:13: key "dropOnTop" is not supported: dropping on top of other men is not modelled\n` +
        `${bad}:3:19: key "customPiece1" is not supported: Betza modifier "j" is not one Fairy-Stockfish reads (m c p g n i e, directions f b l r v s h)\n` +
        '2 problems found\n',
    );
    const good = await runCli(['check', `${INI}:kingrun`]);
    expect(good.code).toBe(0);
    expect(good.out).toContain('victories: reach');
  });

  it('validate takes FILE.ini:SECTION as the variant, by option or by a Variant tag relative to the record', async () => {
    const byOption = await runCli(['validate', 'examples/chess-checkmate.pgn', '--variant', `${INI}:chess2`]);
    expect(byOption.code).toBe(0);
    expect(byOption.out).toContain('legal, 33 plies, 1-0 by checkmate');
    const dir = tempDir();
    const { copyFileSync, writeFileSync } = await import('node:fs');
    copyFileSync(INI, join(dir, 'mine.ini'));
    writeFileSync(join(dir, 'game.pgn'), '[Variant "mine.ini:koth"]\n\n1. e3 a6 2. Ke2 a5 3. Kd3 a4 4. Kd4 1-0\n');
    const byTag = await runCli(['validate', join(dir, 'game.pgn')]);
    expect(byTag.out).toContain('legal, 7 plies, 1-0 by King on the flag region');
    expect(byTag.code).toBe(0);
  });

  it('validate explains a move refused by the imported rules in their words (compulsory capture, no checks)', async () => {
    const dir = tempDir();
    const { copyFileSync, writeFileSync } = await import('node:fs');
    copyFileSync(INI, join(dir, 'mine.ini'));
    writeFileSync(join(dir, 'anti.pgn'), '[Variant "mine.ini:antichess2"]\n\n1. e4 d5 2. a3 *\n');
    writeFileSync(join(dir, 'quiet.pgn'), '[Variant "mine.ini:nochecks"]\n\n1. e4 f6 2. Qh5 *\n');
    const anti = await runCli(['validate', join(dir, 'anti.pgn')]);
    expect(anti.code).toBe(1);
    expect(anti.out).toContain('(2. a3): illegal move: capturing is compulsory, and a capture is possible');
    const quiet = await runCli(['validate', join(dir, 'quiet.pgn')]);
    expect(quiet.out).toContain('(2. Qh5): illegal move: it would give check, and giving check is not allowed');
    expect(quiet.out).toContain('legal moves of the Queen on d1: Qe2 Qf3 Qg4');
  });
});
