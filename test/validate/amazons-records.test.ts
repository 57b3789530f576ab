/**
 * Amazons records in Fairy-Stockfish's SAN, the arrow after a comma (Qda1,b1): a game of FSF's amazons
 * (test/validate/fixtures/amazons/amazons.pgn, a seeded random game it played) validates to FSF's own
 * final position and result, and an arrow shot over an amazon is refused at its ply with the reason.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateText } from '../../src/validate/replay.js';

const read = (name: string): string => readFileSync(`test/validate/fixtures/amazons/${name}`, 'utf8');
const validate = (text: string) => validateText(text, { file: 'amazons.pgn' })[0]!;

describe('Amazons records', () => {
  it("a game of FSF amazons ends where FSF ended it: Black cannot move, in FSF's final position", () => {
    const report = validate(read('amazons.pgn'));
    expect(report.error).toBeNull();
    expect(report.plies).toBe(69);
    expect(report.result).toBe('1-0');
    expect(report.reason).toBe('Black has no legal move');
    expect(report.fen).toBe(
      '**3*q***/1*1*1****1/1*********/2*q****QQ/*****q****/Q******2*/***1*1*3/**1******1/2***Q*q**/**1******1 b - - 69 35',
    );
  });

  it('an arrow shot over an amazon is refused at its ply', () => {
    const report = validate(read('amazons-blocked-arrow.pgn'));
    expect(report.error?.ply).toBe(4);
    expect(report.error?.reason).toBe('an arrow flies from d7 as the man moves, and cannot reach d3');
  });
});
