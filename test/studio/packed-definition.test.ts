/**
 * A variant written in the studio goes with its games: the record's [VariantDefinition] tag carries the
 * definition packed (DEFLATE, base64url), and `fairyprint validate` plays the game by it.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packDefinition, unpackDefinition } from '../../src/api/variant.js';
import { runCli } from '../helpers/cli.js';

let dir: string;
let yaml: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fairyprint-packed-'));
  yaml = await readFile(new URL('fixtures/los-alamos.yaml', import.meta.url), 'utf8');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const game = (tags: string, moves: string): string => `[Event "test"]\n${tags}\n\n${moves}\n`;

async function validate(pgn: string): Promise<{ code: number; out: string; err: string; file: string }> {
  const file = join(dir, 'game.pgn');
  await writeFile(file, pgn);
  return { ...(await runCli(['validate', file])), file };
}

describe('packed definitions', () => {
  it('unpack to the text packed, in URL-safe text', () => {
    const token = packDefinition(yaml);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token.length).toBeLessThan(yaml.length);
    expect(unpackDefinition(token)).toEqual({ ok: true, value: yaml });
    expect(unpackDefinition(packDefinition('é ♞'))).toEqual({ ok: true, value: 'é ♞' });
  });

  it('refuse what is not one, and what unpacks past the limit of a definition, in one line', () => {
    const refusal = (token: string) => {
      const r = unpackDefinition(token);
      return r.ok ? null : r.error.message;
    };
    expect(refusal('abc+/')).toBe('a packed definition is base64url text (A-Z a-z 0-9 - _)');
    expect(refusal('AAAA')).toBe('the packed definition is not DEFLATE data, or is cut short');
    expect(refusal(packDefinition(yaml).slice(0, 40))).toBe(
      'the packed definition is not DEFLATE data, or is cut short',
    );
    // A byte over the limit, of one letter, packs into a kilobyte or so.
    const bomb = packDefinition('x'.repeat((1 << 20) + 1));
    expect(bomb.length).toBeLessThan(5000);
    expect(refusal(bomb)).toBe('the packed definition unpacks to more than 1048576 bytes, the limit');
    let binary = '';
    for (const b of deflateSync(new Uint8Array([0xff, 0xfe]))) binary += String.fromCharCode(b);
    expect(refusal(btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))).toBe(
      'the packed definition is not UTF-8 text',
    );
  });
});

describe('fairyprint validate and [VariantDefinition]', () => {
  it('plays the game by the definition the record carries, not by the Variant tag alone', async () => {
    const tags = `[Variant "los-alamos"]\n[VariantDefinition "${packDefinition(yaml)}"]`;
    // On 6x6 the pawns stand on rank 2 and promote on rank 6: b2-b3 ... no two-step.
    const run = await validate(game(tags, '1. b3 a4 2. bxa4 e4 3. Nd3 *'));
    expect(run.err).toBe('');
    expect(run.out).toContain('legal, 5 plies');
    expect(run.code).toBe(0);
    // A two-step, legal in chess, is not in Los Alamos chess: refused at its ply.
    const illegal = await validate(game(tags, '1. b3 a4 2. c4 *'));
    expect(illegal.code).toBe(1);
    expect(illegal.out).toContain('2. c4');
  });

  it("refuses a record whose definition cannot be read, at the tag's line and column", async () => {
    const run = await validate(game('[Variant "x"]\n[VariantDefinition "AAAA"]', '1. e4 *'));
    expect(run.code).toBe(2);
    expect(run.out + run.err).toContain(
      `${run.file}:3:21: game 1: [VariantDefinition]: the packed definition is not DEFLATE data, or is cut short`,
    );
    const broken = await validate(
      game(`[Variant "x"]\n[VariantDefinition "${packDefinition(yaml.replace('files: 6', 'files: 0'))}"]`, '1. e4 *'),
    );
    expect(broken.code).toBe(2);
    expect(broken.out + broken.err).toMatch(/:3:21: game 1: \[VariantDefinition\]: x\.yaml:5:10: board\.files: /);
  });
});
