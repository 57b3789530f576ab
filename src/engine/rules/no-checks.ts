/**
 * Rule module "no checks" (`rules.noChecks`, Fairy-Stockfish's `checking = false`, as in Racing Kings):
 * a move that gives check is not legal.
 */
import { givesCheck, leavesRoyalAttacked, type MoveList } from '../movegen.js';
import type { Position } from '../position.js';
import type { RuleModule } from './index.js';

/** Keeps the legal moves after which the opponent's royal is not attacked. */
function keepQuiet(pos: Position, list: MoveList): void {
  let n = 0;
  for (let i = 0; i < list.length; i++) {
    const m = list.moves[i]!;
    if (!givesCheck(pos, m)) list.moves[n++] = m;
  }
  list.length = n;
}

export const noChecks: RuleModule = {
  id: 'no-checks',
  uses: (spec) => spec.rules.noChecks === true,
  restrict: keepQuiet,
  explainRestriction(pos, m) {
    if (leavesRoyalAttacked(pos, m)) return null;
    return givesCheck(pos, m) ? 'it would give check, and giving check is not allowed' : null;
  },
  summary: () => ({ special: ['Giving check is not allowed: a move that would attack the enemy king is no move.'] }),
};
