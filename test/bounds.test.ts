import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDefinitionText, loadVariant } from '../src/definitions/load.js';
import { InputError } from '../src/errors.js';

const base = (
  extra: Record<string, unknown> = {},
  board = { files: 8, ranks: 8 },
  pieces: unknown[] = [{ id: 'K', name: 'King', abbrev: 'K', royal: true, moves: 'K' }],
): string => JSON.stringify({ name: 'Bounds', board, pieces, setup: { position: `${'8/'.repeat(7)}K7` }, ...extra });

function problems(text: string): string[] {
  const r = checkDefinitionText(text, 'b.json');
  return r.problems.map((p) => p.format());
}

describe('bounds on definitions', () => {
  it('boards from 4x4 to 26x26 only', () => {
    expect(problems(base({}, { files: 27, ranks: 8 }))[0]).toMatch(/board\.files: must be at most 26$/);
    expect(problems(base({}, { files: 8, ranks: 0 }))[0]).toMatch(/board\.ranks: must be at least 1$/);
    const ok = JSON.stringify({
      name: 'Big',
      board: { files: 26, ranks: 26 },
      pieces: [{ id: 'K', name: 'King', abbrev: 'K', royal: true, moves: 'K' }],
      setup: { position: `${'26/'.repeat(25)}K25` },
    });
    expect(problems(ok)).toEqual([]);
  });

  it('at most 60 piece types, rider ranges and volley chains up to 26', () => {
    const many = Array.from({ length: 61 }, (_, i) => ({ id: `P${i}`, name: `P${i}`, abbrev: 'P', moves: 'W' }));
    expect(problems(base({}, undefined, many))[0]).toMatch(/pieces: needs at most 60 items$/);
    const ranged = [{ id: 'K', name: 'K', abbrev: 'K', moves: [{ ride: [1, 0], range: 27 }] }];
    expect(problems(base({}, undefined, ranged))[0]).toMatch(/pieces\[0\]\.moves\[0\]\.range: must be at most 26$/);
    const chain = [{ id: 'K', name: 'K', abbrev: 'K', moves: [{ hopchain: [0, 1], maxLegs: 99 }] }];
    expect(problems(base({}, undefined, chain))[0]).toMatch(/maxLegs: must be at most 26$/);
    expect(problems(base({}, undefined, [{ id: 'K', name: 'K', abbrev: 'K', moves: 'R99' }]))[0]).toMatch(
      /range 99 must be 1 to 26/,
    );
  });

  it('YAML alias bombs are refused quickly', () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 12; i++)
      lines.push(
        `a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    lines.push('name: *a11');
    expect(problems(lines.join('\n'))[0]).toMatch(/resource exhaustion/);
  });

  it('files over 1 MiB are refused before parsing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairyprint-bounds-'));
    const file = join(dir, 'huge.yaml');
    writeFileSync(file, `name: x\n#${'a'.repeat(1 << 20)}\n`);
    expect(() => loadVariant(file)).toThrow(InputError);
    expect(() => loadVariant(file)).toThrow(/limit is 1048576/);
  });
});

describe('bounds on free setups', () => {
  it('more men than the setup ranks hold is refused', () => {
    const def = JSON.parse(base()) as Record<string, unknown>;
    def.setup = { position: `${'8/'.repeat(7)}K7`, free: { ranks: [1], counts: { K: 9 } } };
    expect(problems(JSON.stringify(def))[0]).toMatch(/setup\.free\.counts: 9 men do not fit the 8 squares of ranks 1/);
  });
});
