/**
 * A rule module's text form is read and written through its hooks (RuleModule.readMove, writeMove,
 * isWritten, readMark, writeMark): two rules the notation layer has never heard of, registered here for
 * the test, are read, matched, written in both notations and read back, and their bad text is one
 * located line. (Their forms use the characters PGN movetext allows: letters, digits and - + # = : / @ > _.)
 * Moves of their kinds are built by hand: the engine never generates them (uses: false).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { MoveKind } from '../../src/engine/move.js';
import type { RuleModule } from '../../src/engine/rules/index.js';

/** Move kinds engine/move.ts leaves free (4 bits; 0-8 are taken). */
const SWAP = 14 as MoveKind;
const PORTAL = 15 as MoveKind;

const RULES = '../../src/engine/rules/index.js';

/** The registry with the two test rules after the real ones. */
async function withTestRules(importOriginal: () => Promise<unknown>): Promise<unknown> {
  const real = (await importOriginal()) as typeof import('../../src/engine/rules/index.js');
  const { moveExtra, moveFrom, moveTo } = await import('../../src/engine/move.js');
  const { squareName } = await import('../../src/engine/squares.js');
  const sq = '([a-z]{1,2}[0-9]{1,2})';
  // "Swap": a man trades places with another, written e1_e2 in coordinates and K_e2 in SAN.
  const swap: RuleModule = {
    id: 'test-swap',
    uses: () => false,
    kinds: [SWAP],
    readMove: (text, words) => {
      const long = new RegExp(`^${sq}_${sq}$`).exec(text);
      if (long) {
        const from = words.square(long[1]!);
        const to = words.square(long[2]!);
        return typeof from === 'string' ? from : typeof to === 'string' ? to : { from, to };
      }
      const short = new RegExp(`^([A-Z]+)_${sq}$`).exec(text);
      if (!short) return null;
      const pieces = words.pieces(short[1]!);
      const to = words.square(short[2]!);
      return typeof pieces === 'string' ? pieces : typeof to === 'string' ? to : { pieces, to };
    },
    isWritten: (pos, m, a) =>
      moveTo(m) === a.to &&
      (a.from < 0 || moveFrom(m) === a.from) &&
      (a.pieces === null || a.pieces.includes(Math.abs(pos.board[moveFrom(m)]!) - 1)),
    writeMove: (pos, m, style) =>
      style === 'san'
        ? `${pos.variant.spec.pieces[Math.abs(pos.board[moveFrom(m)]!) - 1]!.id}_${squareName(pos.variant, moveTo(m))}`
        : `${squareName(pos.variant, moveFrom(m))}_${squareName(pos.variant, moveTo(m))}`,
    explain: () => ({ reason: 'nothing swaps here', pieces: [] }),
  };
  // "Portal": a man's move after which it stands on another square, written e2-e4>a3 (SAN e4>a3).
  const portal: RuleModule = {
    id: 'test-portal',
    uses: () => false,
    kinds: [PORTAL],
    writtenAsMove: 'any',
    readMark: (text, words) => {
      const m = new RegExp(`>${sq}$`).exec(text);
      if (!m) return null;
      const exit = words.square(m[1]!);
      return typeof exit === 'string' ? exit : { before: text.slice(0, m.index), attempt: { wrap: exit } };
    },
    isWritten: (_pos, m, a) => moveExtra(m) - 1 === a.wrap,
    writeMark: (pos, m) => `>${squareName(pos.variant, moveExtra(m) - 1)}`,
  };
  const rules = [...real.allRules(), swap, portal];
  return { ...real, allRules: () => rules, ruleOfKind: (kind: MoveKind) => rules.find((r) => r.kinds?.includes(kind)) };
}

// Test files share their worker's modules (isolate: false): the registry with the test rules is loaded
// into a fresh module graph for this file alone and dropped after it.
vi.resetModules();
vi.doMock(RULES, withTestRules);
const { loadVariant } = await import('../../src/definitions/load.js');
const { MoveList, generateLegal } = await import('../../src/engine/movegen.js');
const { encodeMove } = await import('../../src/engine/move.js');
const { allRules } = await import('../../src/engine/rules/index.js');
const { moveText } = await import('../../src/notation/coordinate.js');
const { parseFen } = await import('../../src/notation/fen.js');
const { matchingMoves, parseMoveText } = await import('../../src/notation/move-text.js');
const { sanText } = await import('../../src/notation/san.js');
const { validateText } = await import('../../src/validate/replay.js');
afterAll(() => {
  vi.doUnmock(RULES);
  vi.resetModules();
});

const chess = loadVariant('chess').variant;
const sq = (name: string): number => (Number(name.slice(1)) - 1) * 8 + name.charCodeAt(0) - 97;
const start = (): ReturnType<typeof parseFen> =>
  parseFen(chess, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
const legalAt = (pos: ReturnType<typeof parseFen>): number[] => {
  const list = new MoveList();
  generateLegal(pos, list);
  return list.toArray();
};

describe('a rule module owns its text form', () => {
  it('the test rules are registered', () => {
    expect(allRules().map((r) => r.id)).toEqual(expect.arrayContaining(['test-swap', 'test-portal']));
  });

  it("a move in a rule's own form is read by its readMove and matched by its isWritten", () => {
    const pos = start();
    const swap = encodeMove(sq('e1'), sq('d1'), SWAP);
    const other = encodeMove(sq('e1'), sq('f1'), SWAP);
    const legal = [...legalAt(pos), swap, other];
    const readings = parseMoveText(chess, 'e1_d1');
    expect(typeof readings).not.toBe('string');
    expect(readings).toEqual([
      expect.objectContaining({ rule: expect.objectContaining({ id: 'test-swap' }), from: sq('e1'), to: sq('d1') }),
    ]);
    expect(matchingMoves(pos, legal, readings as never)).toEqual([swap]);
    // SAN style, with the piece letter read by the notation's words.
    expect(matchingMoves(pos, legal, parseMoveText(chess, 'K_f1') as never)).toEqual([other]);
  });

  it('a move of its kind is written by its writeMove, in each style, and read back', () => {
    const pos = start();
    const swap = encodeMove(sq('e1'), sq('d1'), SWAP);
    const legal = [...legalAt(pos), swap];
    expect(moveText(pos, swap)).toBe('e1_d1');
    expect(sanText(pos, swap, legal)).toBe('K_d1');
    for (const text of [moveText(pos, swap), sanText(pos, swap, legal)]) {
      expect(matchingMoves(pos, legal, parseMoveText(chess, text) as never)).toEqual([swap]);
    }
  });

  it("a rule's mark after a man's move is read by its readMark, written by its writeMark, in both notations", () => {
    const pos = start();
    const plain = encodeMove(sq('e2'), sq('e4'), 0);
    const toA3 = encodeMove(sq('e2'), sq('e4'), PORTAL, -1, sq('a3') + 1);
    const toH3 = encodeMove(sq('e2'), sq('e4'), PORTAL, -1, sq('h3') + 1);
    const legal = [plain, toA3, toH3];
    expect(moveText(pos, toA3)).toBe('e2-e4>a3');
    expect(sanText(pos, toH3, legal)).toBe('e4>h3');
    for (const [text, move] of [
      ['e2-e4>a3', toA3],
      ['e4>h3', toH3],
      ['e2e4>a3', toA3],
    ] as const) {
      expect({ text, found: matchingMoves(pos, legal, parseMoveText(chess, text) as never) }).toEqual({
        text,
        found: [move],
      });
    }
    // Without the mark the text is the man's own move, where he has it; else both portal moves (the rule
    // says they may be written so), which it does not tell apart.
    expect(matchingMoves(pos, legal, parseMoveText(chess, 'e2-e4') as never)).toEqual([plain]);
    expect(matchingMoves(pos, [toA3, toH3], parseMoveText(chess, 'e2-e4') as never)).toEqual([toA3, toH3]);
  });

  it('a square its form names that the board lacks is one located line', () => {
    for (const [move, reason] of [
      ['e1_z9', 'z9 is not a square of this board'],
      ['e4>a9', 'a9 is not a square of this board'],
      ['X_e2', 'unknown piece "X" (pieces: K, Q, R, B, N, P)'],
    ]) {
      const report = validateText(`[Variant "chess"]\n\n1. d4 d5 2. ${move} *\n`, { file: 't.pgn' })[0]!;
      expect(report.error).toMatchObject({ kind: 'illegal-move', line: 3, column: 13, reason });
    }
  });

  it('an own form the position has no move for is explained by the rule', () => {
    const report = validateText('[Variant "chess"]\n\n1. e1_d1 *\n', { file: 't.pgn' })[0]!;
    expect(report.error).toMatchObject({ line: 3, column: 4, reason: 'nothing swaps here' });
  });
});
