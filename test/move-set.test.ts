/**
 * A piece's moves are a set: move parts that overlap (`moves: QR`, a part listed twice, a leap a rider
 * also makes) give each move once, so perft and move texts do not count or list it twice.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDefinitionText } from '../src/definitions/load.js';
import type { Move } from '../src/engine/move.js';
import { generateLegal, MoveList } from '../src/engine/movegen.js';
import { perft } from '../src/engine/perft.js';
import { startPosition } from '../src/engine/start.js';
import { matchingMoves, parseMoveText } from '../src/notation/move-text.js';

const chess = readFileSync('templates/chess.yaml', 'utf8');
/** Orthodox chess with the queen's moves written as `moves`. */
const withQueen = (moves: string) =>
  loadDefinitionText(chess.replace(/moves: Q\n/, `moves: ${moves}\n`), 'chess.yaml').variant;

describe("a piece's moves", () => {
  it('are counted once where parts overlap: perft of QR, QQ, BRQ and QK equals perft of Q', () => {
    const q = startPosition(withQueen('Q'));
    const expected = [perft(q, 3), perft(q, 4)];
    expect(expected).toEqual([8902, 197281]);
    for (const moves of ['QR', 'QQ', 'BRQ', 'QK']) {
      const pos = startPosition(withQueen(moves));
      expect([perft(pos, 3), perft(pos, 4)], moves).toEqual(expected);
    }
  });

  it('are listed once in move texts: Qd2 is one move, not "ambiguous: Qd2, Qd2"', () => {
    const v = withQueen('QR');
    const pos = startPosition(v);
    const play = (text: string): Move[] => {
      const list = new MoveList();
      generateLegal(pos, list);
      const readings = parseMoveText(v, text);
      if (typeof readings === 'string') throw new Error(readings);
      return matchingMoves(pos, list.toArray(), readings);
    };
    pos.make(play('d4')[0]!);
    pos.make(play('d5')[0]!);
    expect(play('Qd2')).toHaveLength(1);
  });
});
