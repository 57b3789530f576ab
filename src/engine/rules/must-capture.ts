/**
 * Rule module "must capture" (`rules.mustCapture`, Antichess and Giveaway): when the side to move can
 * capture, it must; among its legal moves only the captures remain. Where no capture is legal every
 * move is. Check evasion comes first, as the legality filter already kept only moves that answer it.
 */
import { type Move, MoveKind, moveKind, moveTo } from '../move.js';
import { generateLegal, leavesRoyalAttacked, MoveList } from '../movegen.js';
import type { Position } from '../position.js';
import type { RuleModule } from './hooks.js';

/** Whether a legal move takes an enemy man (en passant included; drops and castling never do). */
export function takes(pos: Position, m: Move): boolean {
  const kind = moveKind(m);
  if (kind === MoveKind.EnPassantCapture) return true;
  if (kind === MoveKind.Drop || kind === MoveKind.Castle) return false;
  return pos.board[moveTo(m)]! * (pos.turn === 0 ? 1 : -1) < 0;
}

/** Keeps only the captures of a list of legal moves, when it has any. */
function keepCaptures(pos: Position, list: MoveList): void {
  let n = 0;
  for (let i = 0; i < list.length; i++) if (takes(pos, list.moves[i]!)) list.moves[n++] = list.moves[i]!;
  if (n > 0) list.length = n;
}

export const mustCapture: RuleModule = {
  id: 'must-capture',
  uses: (spec) => spec.rules.mustCapture === true,
  restrict: keepCaptures,
  explainRestriction(pos, m) {
    if (takes(pos, m) || leavesRoyalAttacked(pos, m)) return null;
    const legal = new MoveList();
    generateLegal(pos, legal);
    return legal.length > 0 && takes(pos, legal.moves[0]!)
      ? 'capturing is compulsory, and a capture is possible'
      : null;
  },
  summary: () => ({
    special: ['Capturing is compulsory: a player who can capture must, choosing among the captures.'],
  }),
};
