/**
 * Rule module "pseudo-royal" (`rules.pseudoRoyal`, Fairy-Stockfish's `extinctionPseudoRoyal` without
 * explosions), in its two forms:
 * - every man of the listed pieces pseudo-royal, beside a royal king (Coregal's queens): no move may
 *   leave one attacked, as none may leave the king in check. A side left without a move with one of
 *   them attacked is mated as if its king were (Fairy-Stockfish's stalemate_value); the king alone is
 *   checked, though (no check evasions, no check counted).
 * - with `count`, no royal king (Sho shogi's King and Prince): the men of the listed pieces, counted
 *   together, are royal while a side has at most `count` of them on the board: no move may leave one
 *   attacked, unless it takes the opponent's last such man; with more, any may be taken. A man promoted
 *   into them by the move is not yet counted, as Fairy-Stockfish judges it.
 */
import { type Move, moveFrom, movePromo, moveTo } from '../move.js';
import { attacked, type MoveList, opposite } from '../movegen.js';
import type { VariantSpec } from '../spec.js';
import { WHITE } from '../variant.js';
import type { Color, Position, RuleModule } from './hooks.js';
import { pieceNames } from './words.js';

/** The square of a man of `us` of the listed pieces that the other side attacks, or -1. */
function exposedMan(pos: Position, us: Color): number {
  const them = opposite(us);
  return menOf(pos, us).find((sq) => attacked(pos, sq, them)) ?? -1;
}

/** Whether the rule guards every man of its pieces always (Coregal), not only while few (`count`). */
const always = (spec: VariantSpec): boolean => spec.rules.pseudoRoyal!.count === undefined;

const listed = (pos: Position): string =>
  pieceNames(pos.variant.spec, pos.variant.spec.rules.pseudoRoyal!.pieces, 'or');

/** The squares of `side`'s men of the listed pieces. */
function menOf(pos: Position, side: Color): number[] {
  const { pieces } = pos.variant.spec.rules.pseudoRoyal!;
  const sign = side === WHITE ? 1 : -1;
  const out: number[] = [];
  for (let sq = 0; sq < pos.board.length; sq++) {
    const code = pos.board[sq]! * sign;
    if (code > 0 && pieces.includes(code - 1)) out.push(sq);
  }
  return out;
}

/** Whether a man of `side` that no move may leave attacked stands attacked. */
function royalAttacked(pos: Position, side: Color): boolean {
  if (always(pos.variant.spec)) return exposedMan(pos, side) >= 0;
  return royalMen(pos, side).some((sq) => attacked(pos, sq, opposite(side)));
}

/** With `count`: those men where they are royal now (at most `count` of them), else none. */
function royalMen(pos: Position, side: Color): number[] {
  const men = menOf(pos, side);
  return men.length <= pos.variant.spec.rules.pseudoRoyal!.count! ? men : [];
}

/**
 * Whether the legal move `m` of the side to move leaves one of its royal men (`ours`, counted before
 * the move) attacked, and takes no royal man of the opponent's (`theirs`).
 */
function exposes(pos: Position, m: Move, ours: readonly number[], theirs: readonly number[]): boolean {
  if (ours.length === 0 || (theirs.includes(moveTo(m)) && pos.board[moveTo(m)] !== 0)) return false;
  const us = pos.turn;
  const { pieces } = pos.variant.spec.rules.pseudoRoyal!;
  // A man promoted into the listed pieces by this move is not one of the royals the move must keep safe.
  const promoted = movePromo(m) >= 0 && pieces.includes(movePromo(m)) && !ours.includes(moveFrom(m)) ? moveTo(m) : -1;
  pos.make(m);
  const exposed = menOf(pos, us).some((sq) => sq !== promoted && attacked(pos, sq, opposite(us)));
  pos.unmake();
  return exposed;
}

function keepRoyalsSafe(pos: Position, list: MoveList): void {
  if (always(pos.variant.spec)) return;
  const ours = royalMen(pos, pos.turn);
  if (ours.length === 0) return;
  const theirs = royalMen(pos, opposite(pos.turn));
  let n = 0;
  for (let i = 0; i < list.length; i++)
    if (!exposes(pos, list.moves[i]!, ours, theirs)) list.moves[n++] = list.moves[i]!;
  list.length = n;
}

export const pseudoRoyal: RuleModule = {
  id: 'pseudo-royal',
  uses: (spec) => spec.rules.pseudoRoyal !== undefined,
  // Pins, king targets and the lines watched from the king know only the king.
  slowLegality: true,
  guardsOtherMen: true,
  // Without a royal king, the attack tables are built for this rule alone.
  asksAttacks: () => true,
  forbiddenAfter: (pos, us) => always(pos.variant.spec) && exposedMan(pos, us) >= 0,
  restrict: keepRoyalsSafe,
  explainRestriction(pos, m) {
    if (always(pos.variant.spec)) return null;
    const ours = royalMen(pos, pos.turn);
    if (!exposes(pos, m, ours, royalMen(pos, opposite(pos.turn)))) return null;
    return `it leaves your last ${listed(pos)} attacked: while it is your only one, it is royal`;
  },
  exposure: (pos) =>
    always(pos.variant.spec) && exposedMan(pos, opposite(pos.turn)) >= 0 ? `it leaves a ${listed(pos)} attacked` : null,
  // A stalemate with a pseudo-royal man attacked (with `count`, one royal now) is a mate: Fairy-Stockfish's stalemate_value.
  settleDraw: (pos, draw) => {
    if (draw.termination !== 'stalemate' || !royalAttacked(pos, pos.turn)) return null;
    const toMove = pos.turn;
    const winner = pos.variant.spec.end.checkmate === 'win' ? toMove : opposite(toMove);
    return { winner, termination: 'checkmate', reason: `checkmate: no move saves the attacked ${listed(pos)}` };
  },
  standingProblem: (pos, name) => {
    if (!always(pos.variant.spec)) return null;
    const sq = exposedMan(pos, opposite(pos.turn));
    return sq >= 0
      ? `${name(sq)}: a ${listed(pos)} of the side that has moved stands attacked, which no move may leave`
      : null;
  },
  summary: ({ spec }) => {
    const { pieces, count } = spec.rules.pseudoRoyal!;
    const names = pieceNames(spec, pieces, 'or');
    if (count !== undefined)
      return {
        special: [
          `A side with ${count === 1 ? 'only one' : `${count} or fewer`} ${names} left may not leave one attacked: it is then royal, as a king. With more, any of them may be captured.`,
        ],
      };
    return {
      special: [
        `Pseudo-royal: no move may leave a ${names} attacked, as none may leave the King in check; a player with no move while a ${names} of his is attacked is checkmated.`,
      ],
    };
  },
};
