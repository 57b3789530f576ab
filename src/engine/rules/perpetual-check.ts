/**
 * Rule module "perpetual check" (`end.perpetualCheck: loses`, Xiangqi and Shogi's sennichite): when a
 * position stands for the repetition's n-th time, the repetition is a draw unless one side gave check
 * with every one of its moves since the first of those n occurrences: that side loses. When both did,
 * it is a draw. As Fairy-Stockfish decides it (`perpetualCheckIllegal` at its n-fold repetition). The
 * variant's data says whether that result is a claim (`repetition`, Xiangqi: play after it is legal
 * until it is claimed or adjudicated) or ends the game (`forcedRepetition`, Shogi's fourth occurrence).
 *
 * The history is game state a position alone does not hold: the game (game.ts) keeps, for every
 * position of the game, its repetition key and whether the side to move stood in check (this rule
 * `remembers` checks), and asks this module to judge (`judgeRepetition`).
 */
import { BLACK, type Color, sideName, WHITE } from '../variant.js';
import type { GameHistory, Outcome, RuleModule } from './hooks.js';
import { ordinal } from './words.js';

/**
 * The result of a repetition whose first counted occurrence is position `first` (the last is the
 * current one), judged by checks: a loss for a side that gave check with every move since, a draw when
 * both did, null when neither did (perpetual chase, or a plain draw, then decides).
 */
function checksEnd(history: GameHistory, first: number, reason: string): Outcome | null {
  const checked = history.checked!;
  const last = checked.length - 1;
  const toMove = history.position.turn;
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
      : null;
  const other: Color = toMove === WHITE ? BLACK : WHITE;
  const checker = theyChecked ? other : toMove;
  return {
    winner: checker === WHITE ? BLACK : WHITE,
    termination: 'perpetual-check',
    reason: `perpetual check: ${sideName(checker, history.position.variant.spec)} repeated the position checking with every move (${reason})`,
  };
}

export const perpetualCheck: RuleModule = {
  id: 'perpetual-check',
  uses: (spec) => spec.end.perpetualCheck === 'loses',
  remembers: ['checks'],
  judgeRepetition: checksEnd,
  endings: () => ['perpetual check (the checking side loses)'],
  summary: ({ spec }) => {
    const { repetition, forcedRepetition } = spec.end;
    const nth = ordinal(repetition || forcedRepetition);
    // A claim where both counts allow one and the forced count is no lower.
    const claimed = repetition > 0 && (forcedRepetition === 0 || repetition < forcedRepetition);
    const outcome = claimed ? 'a player may claim the result (play goes on until it is claimed)' : 'the game ends';
    const otherwise = spec.end.materialCount
      ? 'counted as the game ends otherwise'
      : spec.end.repetitionLoser
        ? 'decided as the rule on repetition says'
        : 'a draw';
    return {
      end: [
        `Perpetual check loses: when a position stands for the ${nth} time (same men${spec.drops ? ', hands' : ''} and side to move), ${outcome}: ${otherwise}, unless one side gave check with every move since it first stood there, and that side loses.`,
      ],
    };
  },
};
