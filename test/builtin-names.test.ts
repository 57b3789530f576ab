/**
 * A Fairy-Stockfish built-in named alone is a variant (`fairyprint kit gorogoro`), read as the section
 * `[gorogoro:gorogoro]` would be: Fairy-Stockfish reads a section named after its built-in parent as
 * that built-in redefined by its own keys.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkIniSection, loadVariant } from '../src/definitions/load.js';
import { startPosition } from '../src/engine/start.js';
import { toFen } from '../src/notation/fen.js';
import { runCli } from './helpers/cli.js';

describe('Fairy-Stockfish built-ins by name', () => {
  it('loads a built-in no template is named after, with its start', () => {
    expect(toFen(startPosition(loadVariant('gorogoro').variant))).toBe('sgkgs/5/1ppp1/1PPP1/5/SGKGS[] w - - 0 1');
  });

  it('reads [NAME:NAME] as the built-in redefined, and its keys over it', () => {
    const plain = checkIniSection('[minishogi:minishogi]\n', 'x.ini', 'minishogi').result!;
    expect(plain.variant.spec.files).toBe(5);
    const changed = checkIniSection('[minishogi:minishogi]\nstartFen = 4k/5/5/5/K4[Pp] w 0 1\n', 'x.ini', 'minishogi');
    expect(toFen(startPosition(changed.result!.variant))).toBe('4k/5/5/5/K4[Pp] w - - 0 1');
    // A section not named after a built-in still may not name itself.
    expect(checkIniSection('[cycle:cycle]\n', 'x.ini', 'cycle').problems[0]!.message).toMatch(/names itself/);
  });

  // Every built-in ffish lists imports now (issue 30): none is left to be refused by name.
  it('suggests built-ins for a misspelt name', async () => {
    // Berolina has no template: only the built-ins' names can suggest it.
    const run = await runCli(['check', 'berolena']);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/unknown variant "berolena".*did you mean berolina\?/);
  });

  it('picks the built-in a record names in its Variant tag, as pychess writes it', async () => {
    // Gorogoro has no template (gorogoroplus has): the tag names the built-in.
    const file = join(mkdtempSync(join(tmpdir(), 'fairyprint-builtin-')), 'gorogoro.pgn');
    writeFileSync(file, '[Variant "Gorogoro"]\n\n1. b1b2 b6b5 2. a1a5 *\n');
    const run = await runCli(['validate', file]);
    expect(run.code).toBe(1);
    expect(run.out + run.err).toMatch(/ply 3 \(2\. a1a5\): illegal move: a Silver General cannot move from a1 to a5/);
  });
});
