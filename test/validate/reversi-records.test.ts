/**
 * Reversi's records in Fairy-Stockfish's moves (P@e3 a placement, @@@@ a pass): a game of FSF's flipello
 * (test/validate/fixtures/reversi/reversi.pgn, a seeded random game it played) validates with the count
 * that ends it, and moves the rules forbid are refused at their ply with the rule's reason.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateText } from '../../src/validate/replay.js';

const DIR = 'test/validate/fixtures/reversi';
const read = (name: string): string => readFileSync(`${DIR}/${name}`, 'utf8');
const validate = (text: string) => validateText(text, { file: 'reversi.pgn' })[0]!;

describe('Reversi records', () => {
  it('a game of FSF flipello, with two passes, ends on the full board: Black wins 54 discs to 10', () => {
    const report = validate(read('reversi.pgn'));
    expect(report.error).toBeNull();
    expect(report.plies).toBe(62);
    expect(report.result).toBe('0-1');
    expect(report.reason).toBe('the board is full; 10 men to 54');
  });

  it('a placement that encloses nothing is refused at its ply', () => {
    const report = validate(read('reversi-no-enclosure.pgn'));
    expect(report.error?.ply).toBe(59);
    expect(report.error?.reason).toBe('a man is placed only where it encloses enemy men');
  });

  it('a pass while a placement is possible is refused, in each of its written forms', () => {
    for (const pass of ['@@@@', '--', 'd4d4']) {
      const report = validate(`[Variant "reversi"]\n\n1. ${pass} *\n`);
      expect(report.error?.ply, pass).toBe(1);
      expect(report.error?.reason, pass).toBe('a player who has a legal move may not pass');
    }
  });
});
