/**
 * Check counting (the `end.victories` entry `{ type: checks, count: N }`: Three-check, Five-check;
 * Fairy-Stockfish's `checkCounting`): a side that gives its N-th check wins at once, mate or not. The
 * checks each side has still to give are state of the position (`Position.checksLeft`), which make
 * counts down here and unmake restores; position texts write them after the en-passant field as
 * Fairy-Stockfish does, White's then Black's ("3+2": White has three checks to give, Black two). The
 * win itself is a victory condition (victories.ts).
 */
import { inCheck } from '../movegen.js';
import { type Position, UNDO_STATE } from '../position.js';
import type { Color } from '../variant.js';
import type { RuleModule } from './index.js';
import { ordinal } from './words.js';

/** Whether `side` has given all its checks. */
export const checksGiven = (pos: Position, side: Color): boolean => pos.checksLeft[side] === 0;

/** The checks left of both sides as position texts write them: "3+2". */
export const checksText = (pos: Position): string => `${pos.checksLeft[0]}+${pos.checksLeft[1]}`;

/** In words, for the game's end: "third check". */
export const checksReason = (count: number): string => `${ordinal(count)} check`;

export const checkCount: RuleModule = {
  id: 'check-count',
  uses: (spec) => spec.end.victories.some((w) => w.type === 'checks'),
  // The move that attacks the enemy royal is one check more for the mover.
  afterMove(pos, us, undo, o) {
    undo[o + UNDO_STATE] = pos.checksLeft[us]!;
    if (inCheck(pos)) pos.checksLeft[us]!--;
  },
  undoMove(pos, us, undo, o) {
    pos.checksLeft[us] = undo[o + UNDO_STATE]!;
  },
};
