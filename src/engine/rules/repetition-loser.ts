/**
 * Rule module "repetition loser" (`end.repetitionLoser`, Minishogi's sennichite): a repetition that no
 * perpetual check or chase decides is a loss for the named side instead of a draw (Minishogi: the first
 * player, Sente, who must avoid it). As Fairy-Stockfish decides it (`nFoldValue = loss` with
 * `nFoldValueAbsolute`): the registry asks this module after the perpetual check and chase.
 */
import { BLACK, sideName, WHITE } from '../variant.js';
import type { RuleModule } from './hooks.js';
import { ordinal } from './words.js';

export const repetitionLoser: RuleModule = {
  id: 'repetition-loser',
  uses: (spec) => spec.end.repetitionLoser !== undefined,
  judgeRepetition: (history, _first, reason) => {
    const loser = history.position.variant.spec.end.repetitionLoser === 'white' ? WHITE : BLACK;
    return {
      winner: loser === WHITE ? BLACK : WHITE,
      termination: 'repetition',
      reason: `${reason}: a loss for ${sideName(loser)}`,
    };
  },
  summary: ({ spec }) => {
    const { repetition, forcedRepetition, repetitionLoser } = spec.end;
    return {
      end: [
        `When a position stands for the ${ordinal(repetition || forcedRepetition)} time, ${repetitionLoser === 'white' ? 'White' : 'Black'} loses instead of the draw, unless a perpetual check decides it.`,
      ],
    };
  },
};
