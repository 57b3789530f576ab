/**
 * Rule module "perpetual check" (`end.perpetualCheck: loses`, Xiangqi and Shogi's sennichite): when a
 * position stands for the repetition's n-th time, the repetition is a draw unless one side gave check
 * with every one of its moves since the first of those n occurrences: that side loses. When both did,
 * it is a draw. As Fairy-Stockfish decides it (`perpetualCheckIllegal` at its n-fold repetition). The
 * variant's data says whether that result is a claim (`repetition`, Xiangqi: play after it is legal
 * until it is claimed or adjudicated) or ends the game (`forcedRepetition`, Shogi's fourth occurrence).
 *
 * The history is game state a position alone does not hold: the game (game.ts) keeps, for every
 * position of the game, its repetition key and whether the side to move stood in check.
 */
import type { Move } from '../move.js';
import type { Outcome } from '../outcome.js';
import { BLACK, type Color, sideName, WHITE } from '../variant.js';
import type { RuleModule } from './hooks.js';
import { chaseEnd } from './perpetual-chase.js';
import { ordinal } from './words.js';

/** A game's chases, where perpetual chase is a rule: move i leads from position i to i + 1. */
export interface ChaseHistory {
  moves: readonly Move[];
  /** Per position from `first` to `last`, the men the move to it chased (the start's: none). */
  chasedBetween(first: number, last: number): readonly (readonly number[])[];
}

/**
 * The result of the `count`-fold repetition of the last position, judged over its last `count`
 * occurrences (`keys`, `checked`: one entry per position from the start; `toMove`: who is to move in the
 * last; `occurrences`: how often it has stood, for the words; `chases`: where perpetual chase decides
 * when no side checked throughout), or null when it has not stood that often.
 */
export function repetitionEnd(
  keys: readonly string[],
  checked: readonly boolean[] | null,
  toMove: Color,
  count: number,
  occurrences = count,
  chases: ChaseHistory | null = null,
): Outcome | null {
  const last = keys.length - 1;
  const key = keys[last]!;
  // The positions with the same side to move, back to the first of `count` occurrences.
  let seen = 1;
  let first = -1;
  for (let i = last - 2; i >= 0; i -= 2) {
    if (keys[i] === key && ++seen === count) {
      first = i;
      break;
    }
  }
  if (first < 0) return null;
  const reason = `${occurrences}-fold repetition`;
  const byChase = (): Outcome => {
    const chased = chases && chaseEnd(chases.chasedBetween(first, last), chases.moves, first, last, toMove, reason);
    return chased
      ? { ...chased, termination: chased.winner === null ? 'repetition' : 'perpetual-chase' }
      : { winner: null, termination: 'repetition', reason };
  };
  if (!checked) return byChase();
  // Positions after the other side's moves are last, last - 2 ... first + 2; after ours, last - 1 ...
  let theyChecked = true;
  let weChecked = true;
  for (let i = last; i > first; i -= 2) {
    theyChecked &&= checked[i]!;
    weChecked &&= checked[i - 1]!;
  }
  if (theyChecked === weChecked)
    return theyChecked
      ? { winner: null, termination: 'repetition', reason: `${reason}, both sides checking throughout` }
      : byChase();
  const other: Color = toMove === WHITE ? BLACK : WHITE;
  const checker = theyChecked ? other : toMove;
  return {
    winner: checker === WHITE ? BLACK : WHITE,
    termination: 'perpetual-check',
    reason: `perpetual check: ${sideName(checker)} repeated the position checking with every move (${reason})`,
  };
}

export const perpetualCheck: RuleModule = {
  id: 'perpetual-check',
  uses: (spec) => spec.end.perpetualCheck === 'loses',
  summary: ({ spec }) => {
    const { repetition, forcedRepetition } = spec.end;
    const nth = ordinal(repetition || forcedRepetition);
    const outcome = repetition ? 'a player may claim the result (play goes on until it is claimed)' : 'the game ends';
    return {
      end: [
        `Perpetual check loses: when a position stands for the ${nth} time (same men${spec.drops ? ', hands' : ''} and side to move), ${outcome}: a draw, unless one side gave check with every move since it first stood there, and that side loses.`,
      ],
    };
  },
};
