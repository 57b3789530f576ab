/**
 * Rule module "repetition result" (`end.repetitionLoser`, Fairy-Stockfish's nFoldValue and
 * nFoldValueAbsolute): a repetition that no other rule decides (perpetual check, perpetual chase, which
 * the registry asks first) is lost by one side instead of drawn: the side to move in the repeated
 * position, the other, or White or Black whoever is to move (Minishogi: sente loses). Claimed or forced
 * as the variant's `repetition` and `forcedRepetition` say.
 */
import type { VariantSpec } from '../spec.js';
import { BLACK, type Color, sideName, WHITE } from '../variant.js';
import type { GameHistory, Outcome, RuleModule } from './hooks.js';
import { ordinal } from './words.js';

/** The side that loses the repetition of `history`'s current position. */
function loser(spec: VariantSpec, toMove: Color): Color {
  const other: Color = toMove === WHITE ? BLACK : WHITE;
  switch (spec.end.repetitionLoser) {
    case 'white':
      return WHITE;
    case 'black':
      return BLACK;
    case 'not-to-move':
      return other;
    default:
      return toMove;
  }
}

function judge(history: GameHistory, _first: number, reason: string): Outcome {
  const pos = history.position;
  const lost = loser(pos.variant.spec, pos.turn);
  return {
    winner: lost === WHITE ? BLACK : WHITE,
    termination: 'repetition',
    reason: `${reason}, which ${sideName(lost, pos.variant.spec)} loses`,
  };
}

const WHO: Record<NonNullable<VariantSpec['end']['repetitionLoser']>, string> = {
  'to-move': 'the player to move in it loses',
  'not-to-move': 'the player whose move repeated it loses',
  white: 'White loses',
  black: 'Black loses',
};

export const repetitionResult: RuleModule = {
  id: 'repetition-result',
  uses: (spec) => spec.end.repetitionLoser !== undefined,
  judgeRepetition: judge,
  summary: ({ spec }) => {
    const { repetition, forcedRepetition } = spec.end;
    const how = repetition ? 'a player may claim it' : 'the game ends';
    return {
      end: [
        `Repetition is no draw: when a position stands for the ${ordinal(repetition || forcedRepetition)} time (${how}), ${WHO[spec.end.repetitionLoser!]}${spec.end.perpetualCheck ? ', unless perpetual check decides it' : ''}.`,
      ],
    };
  },
};
