/**
 * Rule module "pseudo-royal" (`rules.pseudoRoyal`, Fairy-Stockfish's `extinctionPseudoRoyal` where every
 * man of the extinction pieces is pseudo-royal, as Coregal's queens): no move may leave a man of the
 * listed pieces attacked, as none may leave the king in check. A side left without a move with one of
 * them attacked is mated as if its king were (Fairy-Stockfish's stalemate_value); the king alone is
 * checked, though (no check evasions, no check counted).
 */
import { attacked, opposite } from '../movegen.js';
import type { Color, Position, RuleModule } from './hooks.js';
import { pieceNames } from './words.js';

/** The square of a man of `us` of the listed pieces that the other side attacks, or -1. */
function exposedMan(pos: Position, us: Color): number {
  const { pieces } = pos.variant.spec.rules.pseudoRoyal!;
  const sign = us === 0 ? 1 : -1;
  const them = opposite(us);
  for (let sq = 0; sq < pos.board.length; sq++) {
    const code = pos.board[sq]! * sign;
    if (code > 0 && pieces.includes(code - 1) && attacked(pos, sq, them)) return sq;
  }
  return -1;
}

const listed = (pos: Position): string =>
  pieceNames(pos.variant.spec, pos.variant.spec.rules.pseudoRoyal!.pieces, 'or');

export const pseudoRoyal: RuleModule = {
  id: 'pseudo-royal',
  uses: (spec) => spec.rules.pseudoRoyal !== undefined,
  // Pins, king targets and the lines watched from the king know only the king.
  slowLegality: true,
  guardsOtherMen: true,
  forbiddenAfter: (pos, us) => exposedMan(pos, us) >= 0,
  exposure: (pos) => (exposedMan(pos, opposite(pos.turn)) >= 0 ? `it leaves a ${listed(pos)} attacked` : null),
  // A stalemate with a pseudo-royal man attacked is a mate.
  settleDraw: (pos, draw) => {
    if (draw.termination !== 'stalemate' || exposedMan(pos, pos.turn) < 0) return null;
    const toMove = pos.turn;
    const winner = pos.variant.spec.end.checkmate === 'win' ? toMove : opposite(toMove);
    return { winner, termination: 'checkmate', reason: `checkmate: no move saves the attacked ${listed(pos)}` };
  },
  standingProblem: (pos, name) => {
    const sq = exposedMan(pos, opposite(pos.turn));
    return sq >= 0
      ? `${name(sq)}: a ${listed(pos)} of the side that has moved stands attacked, which no move may leave`
      : null;
  },
  summary: ({ spec }) => {
    const names = pieceNames(spec, spec.rules.pseudoRoyal!.pieces, 'or');
    return {
      special: [
        `Pseudo-royal: no move may leave a ${names} attacked, as none may leave the King in check; a player with no move while a ${names} of his is attacked is checkmated.`,
      ],
    };
  },
};
