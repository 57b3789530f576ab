/**
 * Rule module "counting" (`end.counting`, Makruk): once no pawn is left, or a side is down to its bare
 * royal, the side that is counting must be mated, or mate, within a number of moves, else the game is
 * drawn. Played as Fairy-Stockfish plays `makruk` (its `countingRule = makruk`), in plies:
 *
 * - A count is for one side and starts after a move when none runs and that side, now to move, can
 *   count: no pawn stands on the board and the other side has more than its royal. The side with men
 *   beside its royal counts the board's honour from 0; a bare royal counts the pieces' honour, by the
 *   other side's material, from twice the number of men on the board. A capture or promotion that
 *   leaves the side to move bare starts its count afresh; a bare royal that captures the last pawn
 *   starts its own, from one ply less.
 * - Every ply adds one while a count runs. When the count passes its limit the game is drawn, unless the
 *   side to move is checkmated then (the mate on the last counted move stands).
 *
 * The count is game state a position alone does not hold, so the game (game.ts) keeps it ply by ply
 * through these functions.
 */
import { type Move, movePromo } from '../move.js';
import type { Position } from '../position.js';
import type { CountingSpec } from '../spec.js';
import { BLACK, type Color, WHITE } from '../variant.js';
import type { RuleModule } from './hooks.js';
import { pieceNames } from './words.js';

/** A running count in plies (limit 0: none runs). */
export interface Count {
  limit: number;
  ply: number;
}

export const NO_COUNT: Count = { limit: 0, ply: 0 };

function pawnsOf(pos: Position, c: CountingSpec, side: Color): number {
  const n = pos.variant.nTypes;
  let pawns = 0;
  for (const t of c.pawns) pawns += pos.typeCount[side * n + t]!;
  return pawns;
}

const pawnsOnBoard = (pos: Position, c: CountingSpec): number => pawnsOf(pos, c, WHITE) + pawnsOf(pos, c, BLACK);

/** Moves `side` may count now, or 0 when it may not (Fairy-Stockfish's count_limit). */
function countLimit(pos: Position, c: CountingSpec, side: Color): number {
  const other: Color = side === WHITE ? BLACK : WHITE;
  if (pawnsOnBoard(pos, c) > 0 || pos.men[other]! === 1) return 0;
  if (pos.men[side]! > 1) return c.boardHonour;
  const n = pos.variant.nTypes;
  const honour = c.piecesHonour.find((h) => h.least.every((least, t) => pos.typeCount[other * n + t]! >= least));
  return honour?.moves ?? c.boardHonour;
}

/** What the count needs of the position before a move: the men and pawns of the side not moving. */
export function beforeMove(pos: Position): { men: number; pawns: number } {
  const other = pos.turn === WHITE ? BLACK : WHITE;
  return { men: pos.men[other]!, pawns: pawnsOf(pos, pos.variant.spec.end.counting!, other) };
}

/** The count after `move`, made on `pos`, given the count and `before` of the position it was made on. */
export function countAfter(pos: Position, count: Count, before: { men: number; pawns: number }, move: Move): Count {
  const c = pos.variant.spec.end.counting!;
  const toMove = pos.turn;
  const mover: Color = toMove === WHITE ? BLACK : WHITE;
  let { limit, ply } = count;
  if (limit > 0) ply++;
  const captured = pos.men[toMove]! < before.men;
  const total = pos.men[WHITE]! + pos.men[BLACK]!;
  if (captured && before.pawns > pawnsOf(pos, c, toMove) && pos.men[mover] === 1 && pawnsOnBoard(pos, c) === 0) {
    const moves = countLimit(pos, c, mover);
    if (moves > 0) {
      limit = 2 * moves;
      ply = 2 * total - 1;
    }
  }
  if (limit === 0 || ((captured || movePromo(move) >= 0) && pos.men[toMove] === 1)) {
    const moves = countLimit(pos, c, toMove);
    if (moves > 0) {
      limit = 2 * moves;
      ply = pos.men[toMove]! > 1 ? 0 : 2 * total;
    }
  }
  return limit === count.limit && ply === count.ply ? count : { limit, ply };
}

/** Whether the count has run out (the caller has already ruled out a checkmate, which stands). */
export const countRunOut = (count: Count): boolean => count.limit > 0 && count.ply > count.limit;

/** In words, for the game's end: "counting: the 16-move count ran out". */
export const countReason = (count: Count): string => `counting: the ${count.limit / 2}-move count ran out`;

export const counting: RuleModule = {
  id: 'counting',
  uses: (spec) => spec.end.counting !== undefined,
  summary: ({ spec }) => {
    const c = spec.end.counting!;
    const honours = c.piecesHonour.map((h) => {
      const types = h.least.flatMap((n, t) =>
        n > 0 ? [`${n > 1 ? `${n} or more` : 'a'} ${pieceNames(spec, [t])}`] : [],
      );
      return `${types.length ? types.join(' and ') : 'anything else'}: ${h.moves}`;
    });
    const king = spec.pieces.find((p) => p.royal)?.name ?? 'king';
    return {
      end: [
        `Counting: once no ${pieceNames(spec, c.pawns)} is left, the side with more than its ${king} must mate within ${c.boardHonour} moves (board's honour); against a bare ${king}, within a number of moves by its material, counted from the number of men on the board (${honours.join('; ')}). Else the game is drawn.`,
      ],
    };
  },
};
