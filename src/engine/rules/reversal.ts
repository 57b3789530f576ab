/**
 * Rule module "reversal" (ECROS, `rules.reversal`): a man may not return to the square it left on its
 * own previous move. The square a man last left is part of its memory in the position.
 */
import { lastFromOf, MEM_FROM_SHIFT } from '../position.js';
import { squareName } from '../squares.js';
import type { Variant } from '../variant.js';
import type { RuleModule } from './index.js';

/** The square the man with memory `mem` may not move to (-1: none, or the variant has no such rule). */
export const reversalForbidden = (v: Variant, mem: number): number => (v.spec.rules.reversal ? lastFromOf(mem) : -1);

export const reversal: RuleModule = {
  id: 'reversal',
  uses: (spec) => spec.rules.reversal,
  forbiddenTarget: lastFromOf,
  leaveMemory: (from) => (from + 1) << MEM_FROM_SHIFT,
  explainMove: (pos, from, to) =>
    reversalForbidden(pos.variant, pos.mem[from]!) === to && to >= 0
      ? `reversal rule: the ${pos.variant.spec.pieces[Math.abs(pos.board[from]!) - 1]!.name} came from ${squareName(pos.variant, to)} last move`
      : null,
  summary: () => ({
    special: [
      'Reversal rule: a man may not move back to the square it left on its own previous move, until it has moved elsewhere.',
    ],
  }),
};
