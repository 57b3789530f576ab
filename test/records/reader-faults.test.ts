/**
 * The faults of issue 28 in reading records: readers linear in any text, messages that quote a runaway
 * token in part, file encodings told and said (BOM, UTF-16, Latin-1), an unclosed variation reported at
 * its "(".
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadVariant, readRecords, validateRecords } from '../../src/index.js';
import { parsePgn } from '../../src/notation/pgn.js';
import { RecordDecoder } from '../../src/notation/records/decode.js';
import { formatText } from '../../src/validate/format.js';
import { validateText } from '../../src/validate/replay.js';
import { runCli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'fairyprint-records-'));
const file = (name: string, bytes: Uint8Array | string): string => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

const GAME =
  '[Event "e"]\n[White "Müller"]\n[Black "Ørsted"]\n[Result "1-0"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n';
const VERDICT = 'game 1 (Müller - Ørsted): legal, 7 plies, 1-0 by checkmate, recorded 1-0';

describe('reading is linear in the text', () => {
  // Each of these took the old reader time quadratic in its length (minutes at these sizes).
  it('passes over a line of white space, a word and "[" after a syntax error', () => {
    const line = `${' '.repeat(100_000)}x${'['.repeat(100_000)}`;
    const games = parsePgn(`[Event "a"]\n1. e4 ,\n${line}\n[Event "b"]\n1. d4 *\n`);
    expect(games.map((g) => [g.error?.message ?? null, g.moves.map((m) => m.text)])).toEqual([
      ['unexpected character "," in movetext', ['e4']],
      [null, ['d4']],
    ]);
  });

  it('reads a token of annotation marks ending in a letter', () => {
    const [game] = parsePgn(`1. ${'!'.repeat(300_000)}x *\n`);
    expect(game!.moves.map((m) => m.text.length)).toEqual([300_001]);
  });

  it('reads tag values, tokens and comments of megabytes whole', () => {
    const mb = 4 * 1024 * 1024;
    const [game] = parsePgn(
      `[Event "${'\\"'.repeat(mb / 2)}"]\n[Site "${'s'.repeat(mb)}"]\n\n1. e4 {${'c\n'.repeat(mb / 2)}} ${'\u2013'.repeat(mb)} *\n`,
    );
    expect(game!.tags.map((t) => t.value.length)).toEqual([mb / 2, mb]);
    expect(game!.tags[0]!.value.slice(0, 4)).toBe('""""');
    expect(game!.moves[0]!.comments![0]!.length).toBe(mb - 1);
    expect(game!.moves[1]!.text).toBe('-'.repeat(mb));
  });
});

describe('messages quote a runaway token in part', () => {
  it('a move of a megabyte: refused without reading it as a move, quoted in 60 characters', () => {
    const move = 'N'.repeat(1 << 20);
    const [report] = validateText(`[White "${'w'.repeat(1 << 20)}"]\n\n1. e4 ${move} *\n`, { file: 'big.pgn' });
    expect(report!.error).toMatchObject({
      kind: 'illegal-move',
      ply: 2,
      line: 3,
      column: 7,
      move: `${'N'.repeat(60)}... (1,048,576 characters)`,
      reason: 'not a move: 1,048,576 characters, more than any move of this notation',
    });
    expect(formatText(report!).length).toBeLessThan(800);
  });

  it('a Result or Variant tag of a megabyte', () => {
    const big = 'x'.repeat(1 << 20);
    const [result] = validateText(`[Result "${big}"]\n\n1. e4 *\n`, { file: 'r.pgn' });
    expect(result!.error!.reason).toBe(
      `the Result tag must be 1-0, 0-1, 1/2-1/2 or *, not "${'x'.repeat(60)}... (1,048,576 characters)"`,
    );
    const [variant] = validateText(`[Variant "${big}"]\n\n1. e4 *\n`, { file: 'v.pgn' });
    expect(variant!.error!.reason).toBe(`no variant is named "${'x'.repeat(60)}... (1,048,576 characters)"`);
  });
});

describe('file encodings', () => {
  const utf16le = (text: string): Uint8Array => Buffer.from(`\ufeff${text}`, 'utf16le');
  const utf16be = (text: string): Uint8Array => utf16le(text).map((_, i, b) => b[i ^ 1]!);

  it('reads UTF-16 (either byte order, by its byte order mark) and UTF-8 with a BOM as one game', async () => {
    for (const [name, bytes] of [
      ['le.pgn', utf16le(GAME)],
      ['be.pgn', utf16be(GAME)],
      ['bom.pgn', Buffer.from(`\ufeff${GAME}`, 'utf8')],
    ] as const) {
      const path = file(name, bytes);
      const run = await runCli(['validate', path]);
      expect(run.out, name).toBe(
        `${path}: ${VERDICT}\n  final position: r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4\n`,
      );
      expect(run.code).toBe(0);
    }
  });

  it('reads text that is not UTF-8 as Windows-1252 (Latin-1), from the first byte UTF-8 cannot have, and says so', async () => {
    const path = file(
      'latin1.pgn',
      Buffer.concat([Buffer.from(`[Event "1"]\n\n1. d4 *\n\n`), Buffer.from(GAME, 'latin1')]),
    );
    const run = await runCli(['validate', path, '--json']);
    const [first, second] = JSON.parse(run.out).games;
    expect(first.warnings).toEqual([]);
    expect([second.white, second.black, second.legal]).toEqual(['Müller', 'Ørsted', true]);
    expect(second.warnings).toEqual([
      'the text is not UTF-8 from line 6, column 10 (byte 0xFC at offset 43): read from there as Windows-1252 (Latin-1)',
    ]);
  });

  it("the library reads and validates a file's bytes alike", () => {
    const chess = loadVariant('chess');
    if (!chess.ok) throw chess.error;
    const read = readRecords(utf16be(GAME), { file: 'game.pgn' });
    expect(read.ok && read.value.map((g) => [g.tags.length, g.moves.length, g.warnings])).toEqual([[4, 7, []]]);
    const [report] = validateRecords(Buffer.from(GAME, 'latin1'), chess.value);
    expect([report!.white, report!.legal, report!.warnings.length]).toEqual(['Müller', true, 1]);
  });

  it('decodes bytes cut anywhere as it decodes them whole', () => {
    const text = `[White "Müller 中 𝄞"]\n\n1. e4 {€} *\n`;
    const whole = (bytes: Uint8Array): string => new RecordDecoder().decode(bytes, true);
    fc.assert(
      fc.property(
        fc.constantFrom(Buffer.from(text, 'utf8'), utf16le(text), utf16be(text), Buffer.from('Müller ß', 'latin1')),
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 6 }),
        (bytes, cuts) => {
          const decoder = new RecordDecoder();
          const at = [0, ...cuts.filter((c) => c < bytes.length).sort((a, b) => a - b), bytes.length];
          let out = '';
          for (let k = 1; k < at.length; k++)
            out += decoder.decode(bytes.subarray(at[k - 1], at[k]), k === at.length - 1);
          expect(out).toBe(whole(bytes));
          expect(out === text || out === 'Müller ß').toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('an unclosed variation', () => {
  it('is reported at its "(", also when the next game begins', () => {
    expect(parsePgn('1. e4 e5 (1... c5 2. Nf3\n2. Nf3 *\n')[0]!.error).toEqual({
      message: 'a variation "(" is not closed by ")"',
      line: 1,
      column: 10,
    });
    const games = parsePgn('[Event "a"]\n\n1. e4 (1. d4 (1. c4) d5\n\n[Event "b"]\n\n1. d4 *\n');
    expect(games.map((g) => g.error)).toEqual([
      { message: 'a variation "(" is not closed by ")"', line: 3, column: 7 },
      null,
    ]);
  });
});
