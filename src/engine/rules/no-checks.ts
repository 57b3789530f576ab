/**
 * Rule module "no checks" (`rules.noChecks`, Fairy-Stockfish's `checking = false`, as in Racing Kings):
 * a move that gives check is not legal.
 */
import { givesCheck, keepNonChecking, leavesRoyalAttacked } from '../movegen.js';
import type { RuleModule } from './hooks.js';

export const noChecks: RuleModule = {
  id: 'no-checks',
  uses: (spec) => spec.rules.noChecks === true,
  restrict: keepNonChecking,
  explainRestriction(pos, m) {
    if (leavesRoyalAttacked(pos, m)) return null;
    return givesCheck(pos, m) ? 'it would give check, and giving check is not allowed' : null;
  },
  summary: () => ({ special: ['Giving check is not allowed: a move that would attack the enemy king is no move.'] }),
};
