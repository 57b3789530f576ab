/**
 * Rule module "draw odds" (`end.drawOdds`, Fairy-Stockfish's `materialCounting = whitedrawodds` or
 * `blackdrawodds`): a game that would end drawn, whatever drew it, is won by that side (Armageddon, in
 * which Black wins every draw).
 */
import { sideName } from '../variant.js';
import type { RuleModule } from './hooks.js';

export const drawOdds: RuleModule = {
  id: 'draw-odds',
  uses: (spec) => spec.end.drawOdds !== undefined,
  settleDraw: (pos, draw) => ({
    winner: pos.variant.spec.end.drawOdds!,
    termination: draw.termination,
    reason: `${draw.reason}: a draw, won by ${sideName(pos.variant.spec.end.drawOdds!)} (draw odds)`,
  }),
  summary: ({ spec }) => ({
    end: [`Draw odds: a game that ends drawn, however, is won by ${sideName(spec.end.drawOdds!)}.`],
  }),
  endings: ({ spec }) => [`a draw (${sideName(spec.end.drawOdds!)} wins)`],
};
