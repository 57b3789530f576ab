/**
 * What the project writes reads back: random games of several templates written as PGN by the records
 * writer are read back with the same tags, start, moves, comments and result, and replay as the same
 * legal game (the validator plays every move written).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  legalMoves,
  loadVariant,
  numberedMoves,
  play,
  readRecords,
  startPosition,
  toFen,
  type Variant,
  validateRecords,
  writeRecord,
} from '../../src/index.js';
import { tier } from '../helpers/tier.js';

const TEMPLATES = ['chess', 'xiangqi', 'shogi', 'crazyhouse', 'capablanca', 'ecros'];
const variants = new Map<string, Variant>(
  TEMPLATES.map((id) => {
    const v = loadVariant(id);
    if (!v.ok) throw v.error;
    return [id, v.value];
  }),
);

/**
 * A game of `plies` moves picked by `picks`; the first `skip` plies only lead to the start written in the
 * record. It stops at a position seen before: a position knows nothing of a forced repetition (Shogi's
 * fourth occurrence), which the validator, replaying the game, would rightly call the end.
 */
function randomGame(variant: Variant, skip: number, plies: number, picks: readonly number[]) {
  let pos = startPosition(variant);
  let start: string | null = null;
  const moves: string[] = [];
  const seen = new Set<string>();
  for (let k = 0; k < skip + plies; k++) {
    if (k === skip && skip > 0) start = toFen(pos);
    const key = toFen(pos).split(' ').slice(0, -2).join(' ');
    if (seen.has(key)) break;
    seen.add(key);
    const legal = legalMoves(pos);
    if (legal.length === 0) break;
    const move = legal[picks[k % picks.length]! % legal.length]!;
    if (k >= skip) moves.push(move.san);
    pos = play(pos, move);
  }
  return { start, moves };
}

// Tag values and comments as people write them: any printable text, quotes and backslashes included.
const text = fc.string({ unit: fc.constantFrom(...'ab Z9"\\\'é中-{[]();%$.'), maxLength: 40 });
const comment = fc.string({ unit: fc.constantFrom(...'ab Z9"\\\'é-{[]();%$.'), maxLength: 120 });

describe('PGN written by the records writer', () => {
  it('reads back with the same tags, start, moves, comments and result, and replays legally', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEMPLATES),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 40 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 30 }),
        fc.array(fc.tuple(fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,12}$/), text), { maxLength: 5 }),
        fc.array(fc.option(comment, { nil: undefined }), { maxLength: 8 }),
        fc.constantFrom('1-0', '0-1', '1/2-1/2', '*') as fc.Arbitrary<'1-0' | '0-1' | '1/2-1/2' | '*'>,
        (id, skip, plies, picks, extraTags, comments, result) => {
          const variant = variants.get(id)!;
          const game = randomGame(variant, skip, plies, picks);
          const tags = [
            { name: 'Variant', value: id },
            ...extraTags
              .filter(([name]) => !/^(variant|fen|setup|result)$/i.test(name))
              .map(([name, value]) => ({ name, value })),
          ];
          const record = {
            tags,
            start: game.start === null ? null : { text: game.start },
            moves: game.moves.map((m, k) => {
              const c = comments[k % Math.max(1, comments.length)]?.trim();
              return c ? { text: m, comments: [c.replace(/[}]/g, ')').replace(/\s+/g, ' ')] } : { text: m };
            }),
            result: { text: result },
          };
          const written = writeRecord(record);
          if (!written.ok) throw written.error;
          for (const line of written.value.split('\n'))
            if (!line.startsWith('[')) expect(line.length).toBeLessThanOrEqual(79);
          const read = readRecords(written.value, { file: 'written.pgn' });
          if (!read.ok) throw read.error;
          expect(read.value).toHaveLength(1);
          const back = read.value[0]!;
          expect(back.error).toBeNull();
          const expectedTags = [...tags];
          if (record.start) expectedTags.push({ name: 'SetUp', value: '1' }, { name: 'FEN', value: record.start.text });
          expect(back.tags.map((t) => ({ name: t.name, value: t.value }))).toEqual(expectedTags);
          expect(back.start?.text ?? null).toBe(game.start);
          expect(back.moves.map((m) => ({ text: m.text, ...(m.comments ? { comments: m.comments } : {}) }))).toEqual(
            record.moves,
          );
          expect(back.result?.text).toBe(result);
          const [report] = validateRecords(read.value, variant);
          expect(report!.error?.kind === 'illegal-move' ? report!.error : null).toBeNull();
          expect(report!.plies).toBe(game.moves.length);
        },
      ),
      { numRuns: tier(25, 500) },
    );
  });

  it('numbers moves from the start: Black to move begins "N...", a Black move after a comment is numbered', () => {
    const start = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    const written = writeRecord({
      start: { text: start },
      moves: [{ text: 'e5' }, { text: 'Nf3', comments: ['attacks e5'] }, { text: 'Nc6' }, { text: 'Bb5' }],
    });
    expect(written.ok && written.value).toBe(
      `[SetUp "1"]\n[FEN "${start}"]\n\n1... e5 2. Nf3 {attacks e5} 2... Nc6 3. Bb5 *\n`,
    );
    expect(numberedMoves({ start: { text: start }, moves: [{ text: 'e5' }, { text: 'Nf3' }] })).toEqual([
      { ply: 1, number: '1...', text: 'e5' },
      { ply: 2, number: '2.', text: 'Nf3' },
    ]);
  });

  it('escapes tag values and refuses what PGN cannot hold', () => {
    const ok = writeRecord({ tags: [{ name: 'Event', value: 'say "hi" \\ there' }], moves: [] });
    expect(ok.ok && ok.value).toBe('[Event "say \\"hi\\" \\\\ there"]\n\n*\n');
    const refused = (record: Parameters<typeof writeRecord>[0]): string => {
      const r = writeRecord(record);
      return r.ok ? 'written' : r.error.message;
    };
    expect(refused({ tags: [{ name: 'Two words', value: 'x' }], moves: [] })).toBe(
      'tag name "Two words" cannot be written in PGN: letters, digits and "_" only',
    );
    expect(refused({ moves: [{ text: 'e4 e5' }] })).toMatch(/^move 1 "e4 e5" cannot be written in PGN/);
    expect(refused({ moves: [{ text: 'e4', comments: ['a } b'] }] })).toBe(
      'the comment after move 1 cannot be written in PGN: it holds "}"',
    );
    expect(refused({ moves: [] }) === 'written' && writeRecord({ moves: [] }, { format: 'xqf' })).toMatchObject({
      ok: false,
      error: { message: 'no record format "xqf": there are pgn, kif, ki2, csa, usi, iccs, wxf' },
    });
  });
});
