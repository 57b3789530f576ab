/**
 * Rule module "reversal" (ECROS, `rules.reversal`): a man may not return to the square it left on its
 * own previous move. The square a man last left is part of its memory in the position.
 */

import { quote } from '../../printable.js';
import { lastFromOf, MEM_FROM_SHIFT, withLastFrom } from '../position.js';
import { menPerSide } from '../spec.js';
import { squareName } from '../squares.js';
import type { Variant } from '../variant.js';
import type { RuleModule } from './hooks.js';

/** The square the man with memory `mem` may not move to (-1: none, or the variant has no such rule). */
export const reversalForbidden = (v: Variant, mem: number): number => (v.spec.rules.reversal ? lastFromOf(mem) : -1);

export const reversal: RuleModule = {
  id: 'reversal',
  uses: (spec) => spec.rules.reversal,
  forbiddenTarget: lastFromOf,
  leaveMemory: (from) => (from + 1) << MEM_FROM_SHIFT,
  // Position texts: last:e3>e5, the man on e5 last left e3.
  extension: {
    key: 'last',
    write(pos, name) {
      const items: string[] = [];
      for (let sq = 0; sq < pos.variant.size; sq++) {
        const from = pos.board[sq] === 0 ? -1 : lastFromOf(pos.mem[sq]!);
        if (from >= 0) items.push(`${name(from)}>${name(sq)}`);
      }
      return items;
    },
    read(pos, item, squares, fail) {
      const [a, b] = item.split('>');
      const from = squares.at(a ?? '');
      if (from < 0 || b === undefined) fail(`${quote(item)} should read from>to, e.g. e3>e5`);
      const sq = squares.occupied(b!, a!.length + 1);
      pos.mem[sq] = withLastFrom(pos.mem[sq]!, from);
      return sq;
    },
  },
  explainMove: (pos, from, to) =>
    reversalForbidden(pos.variant, pos.mem[from]!) === to && to >= 0
      ? `reversal rule: the ${pos.variant.spec.pieces[Math.abs(pos.board[from]!) - 1]!.name} came from ${squareName(pos.variant, to)} last move`
      : null,
  // Every man that has moved remembers a square: at most one marker per man of a side.
  trackers: ({ spec }) => [
    {
      kind: 'marker',
      label: 'May not go back',
      count: menPerSide(spec),
      note: 'lay one on the square a man has just left; it moves with him when he moves again',
    },
  ],
  summary: () => ({
    special: [
      'Reversal rule: a man may not move back to the square it left on its own previous move, until it has moved elsewhere.',
    ],
  }),
};
