/**
 * Rule module "makpong" (Makpong, Makruk's defensive variant used for tie-breaks; `rules.makpong`,
 * Fairy-Stockfish's `makpongRule`): a king in check may not move away; he moves only to take the one
 * man that checks him. Other men answer the check as usual.
 */
import { type Move, moveFrom, moveTo } from '../move.js';
import { inCheck, type MoveList, pieceChecks } from '../movegen.js';
import type { Position } from '../position.js';
import type { RuleModule } from './hooks.js';

/** The squares of the enemy men that check the royal of the side to move. */
function checkers(pos: Position): number[] {
  const king = pos.royal[pos.turn]!;
  const enemy = pos.turn === 0 ? -1 : 1;
  const out: number[] = [];
  for (let sq = 0; sq < pos.variant.size; sq++)
    if (pos.board[sq]! * enemy > 0 && pieceChecks(pos, sq, king)) out.push(sq);
  return out;
}

/** Whether a legal move of the king in check goes anywhere but onto the one checker. */
function kingFlees(pos: Position, m: Move, by: readonly number[]): boolean {
  return moveFrom(m) === pos.royal[pos.turn] && (by.length !== 1 || moveTo(m) !== by[0]);
}

function keepKingHome(pos: Position, list: MoveList): void {
  if (pos.royal[pos.turn]! < 0 || !inCheck(pos)) return;
  const by = checkers(pos);
  let n = 0;
  for (let i = 0; i < list.length; i++) if (!kingFlees(pos, list.moves[i]!, by)) list.moves[n++] = list.moves[i]!;
  list.length = n;
}

export const makpong: RuleModule = {
  id: 'makpong',
  uses: (spec) => spec.rules.makpong === true,
  restrict: keepKingHome,
  explainRestriction(pos, m) {
    if (pos.royal[pos.turn]! < 0 || !inCheck(pos) || !kingFlees(pos, m, checkers(pos))) return null;
    return 'a king in check may not move away (Makpong): he may only take the one man that checks him';
  },
  summary: () => ({
    special: [
      'A king in check may not move away: he may only take the one man checking him; other men answer the check.',
    ],
  }),
};
