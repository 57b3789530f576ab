/**
 * Rule module "drop-checks" (`drops.checks: false`, Fairy-Stockfish's dropChecks = false): a drop may not
 * give check. A restriction of the legal moves: the drops that would check are taken away.
 */
import { type Move, MoveKind, moveKind } from '../move.js';
import { inCheck, type MoveList } from '../movegen.js';
import type { Position, RuleModule } from './hooks.js';

/** Whether the drop `m` gives check. */
function dropChecks(pos: Position, m: Move): boolean {
  pos.make(m);
  const checks = inCheck(pos);
  pos.unmake();
  return checks;
}

/** Takes away the drops that give check. */
function dropsWithoutCheck(pos: Position, list: MoveList): void {
  let n = 0;
  for (let i = 0; i < list.length; i++) {
    const m = list.moves[i]!;
    if (moveKind(m) !== MoveKind.Drop || !dropChecks(pos, m)) list.moves[n++] = m;
  }
  list.length = n;
}

export const dropChecksRule: RuleModule = {
  id: 'drop-checks',
  uses: (spec) => spec.drops?.noChecks === true,
  restrict: dropsWithoutCheck,
  explainRestriction: (pos, m) =>
    moveKind(m) === MoveKind.Drop && dropChecks(pos, m) ? 'a drop may not give check' : null,
  summary: () => ({ special: ['A drop may not give check.'] }),
};
