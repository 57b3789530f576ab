/**
 * Janggi's ends that no perft sees (templates/janggi.yaml, docs/rules/janggi.md): a pass while the
 * generals face each other (bikjang) and the 50-move rule end the game counted in points, Black adding
 * 1.5, as Fairy-Stockfish's janggi ends them (the results below are ffish's for the same moves); two
 * games Fairy-Stockfish played and wrote as PyChess exports them replay to its results.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type GameReport, validateText } from '../src/validate/replay.js';

const validate = (fen: string, moves: string, result: string): GameReport =>
  validateText(`[Variant "janggi"]\n[SetUp "1"]\n[FEN "${fen}"]\n[Result "${result}"]\n\n${moves} ${result}\n`, {
    file: 'game.pgn',
  })[0]!;

describe('Janggi ends counted in points', () => {
  it("a pass under bikjang ends the game: an advisor (3) against Black's 1.5, 1-0 (ffish: 1-0)", () => {
    const report = validate('4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1', '1. e2-d2 e10e10', '1-0');
    expect({ error: report.error, result: report.result, plies: report.plies }).toEqual({
      error: null,
      result: '1-0',
      plies: 2,
    });
    expect(report.reason).toMatch(/bikjang.*3 points to 1\.5/);
  });

  it('a move while the generals face each other must part them', () => {
    const report = validate('4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1', '1. e2-d2 e10-e9', '*');
    expect({ kind: report.error?.kind, ply: report.error?.ply }).toEqual({ kind: 'illegal-move', ply: 2 });
  });

  it('the 50-move rule with equal men: Black wins by its 1.5 points, 0-1 (ffish: 0-1)', () => {
    const report = validate(
      'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 99 80',
      '80. a1-a2',
      '0-1',
    );
    expect({ error: report.error, result: report.result }).toEqual({ error: null, result: '0-1' });
    expect(report.reason).toMatch(/50-move rule.*72 points to 73\.5/);
  });
});

describe('records as Fairy-Stockfish writes them (test/validate/fixtures/ffish-janggi.pgn)', () => {
  const text = readFileSync('test/validate/fixtures/ffish-janggi.pgn', 'utf8');

  it('replay to the end and the result ffish gave: a mate, and a pass under bikjang counted', () => {
    const reports = validateText(text, { file: 'ffish-janggi.pgn' });
    expect(
      reports.map((r) => ({ error: r.error, plies: r.plies, result: r.result, termination: r.termination })),
    ).toEqual([
      { error: null, plies: 91, result: '1-0', termination: 'checkmate' },
      { error: null, plies: 133, result: '0-1', termination: 'victory' },
    ]);
  });

  it('a soldier moved two points (3. Pe6 for Pe5) is refused at its ply', () => {
    const corrupted = text.split('\n\n[Event')[0]!.replace('3. Pe5', '3. Pe6');
    const report = validateText(corrupted, { file: 'ffish-janggi.pgn' })[0]!;
    expect({ kind: report.error?.kind, ply: report.error?.ply, plies: report.plies }).toEqual({
      kind: 'illegal-move',
      ply: 5,
      plies: 4,
    });
  });
});

describe('a real game (test/validate/fixtures/janggi-2016-ha-jeon.pgn, 2016, Cho won by resignation)', () => {
  const text = readFileSync('test/validate/fixtures/janggi-2016-ha-jeon.pgn', 'utf8');

  it("replays all 73 plies from its setup (elephants on b and g) in Fairy-Stockfish's SAN, its 1-0 a resignation", () => {
    const report = validateText(text, { file: 'janggi-2016-ha-jeon.pgn' })[0]!;
    expect({ error: report.error, plies: report.plies, result: report.result, recorded: report.recorded }).toEqual({
      error: null,
      plies: 73,
      result: '*',
      recorded: '1-0',
    });
  });

  it("an elephant's move it cannot make (5. Ee6 for Ee4) is refused at its ply", () => {
    const report = validateText(text.replace('5. Ee4', '5. Ee6'), { file: 'janggi-2016-ha-jeon.pgn' })[0]!;
    expect({ kind: report.error?.kind, ply: report.error?.ply, plies: report.plies }).toEqual({
      kind: 'illegal-move',
      ply: 9,
      plies: 8,
    });
  });
});

describe("Janggi's other setups, each side's elephant and horse exchanged on either wing", () => {
  it.each([
    // White ma-sang-ma-sang against Black sang-ma-ma-sang; then the reverse.
    ['rbna1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ANBR w - - 0 1', '1. Hf3 Hf8 2. Hc3 *'],
    ['rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 0 1', '1. Hd3 Ha8 2. Hg3 *'],
  ])('are read from the FEN tag: %s', (fen, moves) => {
    const report = validate(fen, moves, '*');
    expect({ error: report.error, plies: report.plies }).toEqual({ error: null, plies: 3 });
  });
});

describe("janggimodern: Kakao Janggi's repeated move loses (rule module move-repetition)", () => {
  const modern = (moves: string): GameReport =>
    validateText(`[Variant "janggimodern"]\n\n${moves} *\n`, { file: 'modern.pgn' })[0]!;
  const HORSES = 'b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1 c8b10 b1c3';

  it('a horse brought out and moved back and forth four times loses at that fifth move, 0-1 (ffish: 0-1 at ply 9)', () => {
    const report = modern(HORSES);
    expect({ error: report.error, plies: report.plies, result: report.result }).toEqual({
      error: null,
      plies: 9,
      result: '0-1',
    });
    expect(report.termination).toBe('move-repetition');
    expect(report.reason).toMatch(/^repeated move: Cho moved one man back and forth/);
  });

  it('a move after it is refused at its ply, naming the rule', () => {
    const report = modern(`${HORSES} b10c8`);
    expect({ kind: report.error?.kind, ply: report.error?.ply }).toEqual({ kind: 'illegal-move', ply: 10 });
    expect(report.error?.reason).toMatch(/game was already over: 0-1 by repeated move/);
  });

  it('a pass stands for a move back and forth, one more move then needed (ffish: 0-1 at ply 11)', () => {
    const report = modern('b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1 h10i8 e2e2 i8h10 b1c3');
    expect({ error: report.error, plies: report.plies, result: report.result }).toEqual({
      error: null,
      plies: 11,
      result: '0-1',
    });
    expect(report.termination).toBe('move-repetition');
  });

  it('guards kept in their palace are free: their back and forth ends at the 4th occurrence, counted (ffish: 0-1 at ply 12)', () => {
    const report = modern('d1d2 d10d9 d2d1 d9d10 d1d2 d10d9 d2d1 d9d10 d1d2 d10d9 d2d1 d9d10');
    expect({ error: report.error, plies: report.plies, result: report.result }).toEqual({
      error: null,
      plies: 12,
      result: '0-1',
    });
    expect(report.termination).toBe('repetition');
  });
});
