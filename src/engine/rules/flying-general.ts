/**
 * Rule module "flying general" (Xiangqi, `rules.flyingGeneral`): the two royal pieces may never face
 * each other on a file with nothing between them. The legality filter refuses a move that leaves them
 * so (variants with the rule never take its fast path), and a position with them so is unreachable.
 */
import type { Position } from '../position.js';
import { BLACK, WHITE } from '../variant.js';
import type { RuleModule } from './index.js';

/** Whether both royal pieces stand on one file with nothing between them. */
export function royalsFace(pos: Position): boolean {
  const v = pos.variant;
  const a = pos.royal[WHITE]!;
  const b = pos.royal[BLACK]!;
  if (a < 0 || b < 0 || a % v.files !== b % v.files) return false;
  for (let sq = Math.min(a, b) + v.files; sq < Math.max(a, b); sq += v.files) if (pos.board[sq] !== 0) return false;
  return true;
}

const royalName = (pos: Position): string => pos.variant.spec.pieces.find((p) => p.royal)?.name ?? 'King';

export const flyingGeneral: RuleModule = {
  id: 'flying-general',
  uses: (spec) => spec.rules.flyingGeneral === true,
  exposure: (pos) => (royalsFace(pos) ? `the two ${royalName(pos).toLowerCase()}s would face each other on an open file` : null),
  summary: (spec) => ({
    special: [`The two ${spec.pieces.find((p) => p.royal)?.name ?? 'king'}s may never face each other along a file with nothing between them.`],
  }),
};
