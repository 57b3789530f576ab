/**
 * Ataxx records in Fairy-Stockfish's SAN (P@a6 a clone, Pdf5 a jump): a game of FSF's ataxx
 * (test/validate/fixtures/ataxx/ataxx.pgn, a seeded random game it played) ends on the full board with
 * FSF's final position and the count, and a clone far from the mover's men is refused at its ply.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateText } from '../../src/validate/replay.js';

const read = (name: string): string => readFileSync(`test/validate/fixtures/ataxx/${name}`, 'utf8');
const validate = (text: string) => validateText(text, { file: 'ataxx.pgn' })[0]!;

describe('Ataxx records', () => {
  it("a game of FSF ataxx ends on the full board, in FSF's final position: White wins 30 men to 19", () => {
    const report = validate(read('ataxx.pgn'));
    expect(report.error).toBeNull();
    expect(report.plies).toBe(60);
    expect(report.result).toBe('1-0');
    expect(report.reason).toBe('the board is full; 30 men to 19');
    expect(report.fen).toBe('PpPpPPP/PPPpPPP/PPpppPP/PPppppp/PPppppp/PPPPppp/PPPPPPP w - - 0 31');
  });

  it("a clone onto a square next to none of the mover's men is refused at its ply", () => {
    const report = validate(read('ataxx-far-clone.pgn'));
    expect(report.error?.ply).toBe(3);
    expect(report.error?.reason).toBe('a man is placed only next to one of your own');
  });
});
