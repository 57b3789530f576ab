/**
 * Check counting (the `end.victories` entry `{ type: checks, count: N }`: Three-check, Five-check;
 * Fairy-Stockfish's `checkCounting`): a side that gives its N-th check wins at once, mate or not. The
 * checks each side has still to give are state of the position (its slots of `Position.state`), which make
 * counts down here and unmake restores; position texts write them after the en-passant field as
 * Fairy-Stockfish does, White's then Black's ("3+2": White has three checks to give, Black two). The
 * win itself is a victory condition (victories.ts).
 */

import { quote } from '../../printable.js';
import { inCheck } from '../movegen.js';
import type { Color, Position, RuleModule } from './hooks.js';
import { ordinal } from './words.js';

const ID = 'check-count';

/** The checks `side` has still to give. */
export const checksLeft = (pos: Position, side: Color): number => pos.state[pos.variant.stateAt[ID]! + side]!;

/** Whether `side` has given all its checks. */
export const checksGiven = (pos: Position, side: Color): boolean => checksLeft(pos, side) === 0;

/** In words, for the game's end: "third check". */
export const checksReason = (count: number): string => `${ordinal(count)} check`;

export const checkCount: RuleModule = {
  id: ID,
  uses: (spec) => spec.end.victories.some((w) => w.type === 'checks'),
  // Checks left, White's and Black's: part of the position's identity.
  state: {
    slots: 2,
    keyed: true,
    start: (spec) => {
      const n = spec.end.victories.find((w) => w.type === 'checks')?.count ?? 0;
      return [n, n];
    },
  },
  trackers: ({ spec }) => [
    {
      kind: 'count',
      label: 'Checks given',
      from: 0,
      to: spec.end.victories.find((w) => w.type === 'checks')?.count ?? 0,
      perSide: true,
    },
  ],
  // Position texts: the checks left after the en-passant field, White's then Black's ("3+2").
  writeField: (pos) => `${checksLeft(pos, 0)}+${checksLeft(pos, 1)}`,
  readField(pos, text, fail) {
    if (!/^[0-9]+\+[0-9]+$/.test(text)) return false;
    const most = pos.variant.checkCount;
    text.split('+').forEach((n, side) => {
      if (Number(n) > most) fail(`checks left must be at most ${most} for each side, not ${quote(text)}`);
      pos.state[pos.variant.stateAt[ID]! + side] = Number(n);
    });
    return true;
  },
  // The move that attacks the enemy royal is one check more for the mover.
  afterMove(pos, _m, us, at) {
    if (inCheck(pos)) pos.state[at + us]!--;
  },
};
