/**
 * Rule module "counting" (`end.counting`, Makruk): once no pawn is left, or a side is down to its bare
 * royal, the side that is counting must be mated, or mate, within a number of moves, else the game is
 * drawn. Played as Fairy-Stockfish plays `makruk` and `asean` (its `countingRule = makruk` and `asean`),
 * in plies:
 *
 * - A count is for one side and starts after a move when none runs and that side, now to move, can
 *   count: no pawn stands on the board and the other side has more than its royal. The side with men
 *   beside its royal counts the board's honour from 0; a bare royal counts the pieces' honour, by the
 *   other side's material, from twice the number of men on the board (`piecesHonourFrom: men`) or from
 *   0 (`start`, ASEAN's). A capture or promotion that leaves the side to move bare starts its count
 *   afresh; counting from the men, a bare royal that captures the last pawn starts its own, from one ply
 *   less.
 * - Every ply adds one while a count runs. When the count passes its limit the game is drawn, unless the
 *   side to move is checkmated then (the mate on the last counted move stands).
 *
 * The count is state of the position (its slots of `Position.state`, not part of the position's
 * identity), kept by make and unmake; a count run out ends the game (`forcedEnd`), which outcome.ts, the
 * game and the validator all ask. Position texts write a running count where Fairy-Stockfish does: its
 * limit in the en-passant field, its ply in the halfmove clock's.
 */
import { type Move, movePromo } from '../move.js';
import type { CountingSpec } from '../spec.js';
import { BLACK, WHITE } from '../variant.js';
import type { Color, Outcome, Position, RuleModule } from './hooks.js';
import { pieceNames } from './words.js';

/** A running count in plies (limit 0: none runs). */
export interface Count {
  limit: number;
  ply: number;
}

const ID = 'counting';
/** Its slots of `Position.state`: the count's limit and ply, then the men and pawns of the side not moving before the move. */
const LIMIT = 0;
const PLY = 1;
const MEN_BEFORE = 2;
const PAWNS_BEFORE = 3;

/** The count running in the position (limit 0: none). */
export function countOf(pos: Position): Count {
  const at = pos.variant.stateAt[ID];
  return at === undefined ? { limit: 0, ply: 0 } : { limit: pos.state[at + LIMIT]!, ply: pos.state[at + PLY]! };
}

function pawnsOf(pos: Position, c: CountingSpec, side: Color): number {
  const base = side * pos.variant.nTypes;
  const types = c.pawns;
  let pawns = 0;
  for (let i = 0; i < types.length; i++) pawns += pos.typeCount[base + types[i]!]!;
  return pawns;
}

function pawnsOnBoard(pos: Position, c: CountingSpec): number {
  const n = pos.variant.nTypes;
  const types = c.pawns;
  let pawns = 0;
  for (let i = 0; i < types.length; i++) pawns += pos.typeCount[types[i]!]! + pos.typeCount[n + types[i]!]!;
  return pawns;
}

/** Moves `side` may count now, or 0 when it may not (Fairy-Stockfish's count_limit). */
function countLimit(pos: Position, c: CountingSpec, side: Color): number {
  const other: Color = side === WHITE ? BLACK : WHITE;
  const most = c.boardHonourMostMen;
  if (most !== undefined) {
    if (pos.men[side]! > most || pos.men[other]! === 1) return 0;
    if (pos.men[side]! > 1) return c.boardHonour;
  }
  if (pawnsOnBoard(pos, c) > 0 || pos.men[other]! === 1) return 0;
  if (pos.men[side]! > 1) return c.boardHonour;
  const n = pos.variant.nTypes;
  const honour = c.piecesHonour.find((h) => h.least.every((least, t) => pos.typeCount[other * n + t]! >= least));
  return honour?.moves ?? c.boardHonour;
}

/** The count after `move`, made on `pos`, given the count and `before` of the position it was made on. */
function countAfter(pos: Position, count: Count, before: { men: number; pawns: number }, move: Move): Count {
  const c = pos.variant.spec.end.counting!;
  const toMove = pos.turn;
  const mover: Color = toMove === WHITE ? BLACK : WHITE;
  let { limit, ply } = count;
  if (limit > 0) ply++;
  const captured = pos.men[toMove]! < before.men;
  const total = pos.men[WHITE]! + pos.men[BLACK]!;
  const fromMen = c.piecesHonourFrom === 'men';
  if (
    fromMen &&
    captured &&
    before.pawns > pawnsOf(pos, c, toMove) &&
    pos.men[mover] === 1 &&
    pawnsOnBoard(pos, c) === 0
  ) {
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
      ply = pos.men[toMove]! > 1 || !fromMen ? 0 : 2 * total;
    }
  }
  return limit === count.limit && ply === count.ply ? count : { limit, ply };
}

export const counting: RuleModule = {
  id: ID,
  uses: (spec) => spec.end.counting !== undefined,
  state: { slots: 4, keyed: false, start: () => [0, 0, 0, 0] },
  beforeMove(pos, _m, at) {
    const c = pos.variant.spec.end.counting!;
    // With two pawns or more on the board and no count, none can start after this move, which takes or
    // promotes one man at most (unless a rule's capture removes more): afterMove reads nothing.
    if (
      pos.state[at + LIMIT] === 0 &&
      c.boardHonourMostMen === undefined &&
      pos.variant.captureHooks.length === 0 &&
      pawnsOnBoard(pos, c) > 1
    )
      return;
    const other = pos.turn === WHITE ? BLACK : WHITE;
    pos.state[at + MEN_BEFORE] = pos.men[other]!;
    pos.state[at + PAWNS_BEFORE] = pawnsOf(pos, c, other);
  },
  afterMove(pos, m, _us, at) {
    const st = pos.state;
    // No count runs, nor can one start, while a pawn stands on the board (but Ouk Chatrang's board's honour).
    const c = pos.variant.spec.end.counting!;
    if (st[at + LIMIT] === 0 && c.boardHonourMostMen === undefined && pawnsOnBoard(pos, c) > 0) return;
    const before = { men: st[at + MEN_BEFORE]!, pawns: st[at + PAWNS_BEFORE]! };
    const count = countAfter(pos, { limit: st[at + LIMIT]!, ply: st[at + PLY]! }, before, m);
    st[at + LIMIT] = count.limit;
    st[at + PLY] = count.ply;
  },
  // Position texts: a running count in the en-passant and halfmove fields, as Fairy-Stockfish writes it.
  writeCountFields(pos) {
    const count = countOf(pos);
    return count.limit > 0 ? count : null;
  },
  readCountFields(pos, limit, ply, fail) {
    if (limit === 0 || limit % 2 !== 0)
      fail(`a count's limit is a whole number of moves, in plies (even, at least 2), not ${limit}`);
    if (ply > limit + 1)
      fail(`a count's ply ${ply} is past its limit ${limit}: the game ended ${ply - limit - 1} plies before`);
    const at = pos.variant.stateAt[ID]!;
    pos.state[at + LIMIT] = limit;
    pos.state[at + PLY] = ply;
  },
  // The count run out draws (a checkmate on the last counted move, found first, stands).
  forcedEnd(pos): Outcome | null {
    const { limit, ply } = countOf(pos);
    return limit > 0 && ply > limit
      ? { winner: null, termination: 'counting', reason: `counting: the ${limit / 2}-move count ran out` }
      : null;
  },
  trackers: ({ spec }) => {
    const c = spec.end.counting!;
    return [
      {
        kind: 'count',
        label: 'Count',
        from: 1,
        to: Math.max(c.boardHonour, ...c.piecesHonour.map((h) => h.moves)),
        perSide: false,
        note: "the counting side's moves, from where the count starts (see the rules)",
      },
    ];
  },
  endings: () => ['count run out (draw)'],
  summary: ({ spec }) => {
    const c = spec.end.counting!;
    const honours = c.piecesHonour.map((h) => {
      const types = h.least.flatMap((n, t) =>
        n > 0 ? [`${n > 1 ? `${n} or more` : 'a'} ${pieceNames(spec, [t])}`] : [],
      );
      return `${types.length ? types.join(' and ') : 'anything else'}: ${h.moves}`;
    });
    const king = spec.pieces.find((p) => p.royal)?.name ?? 'king';
    const from = c.piecesHonourFrom === 'men' ? 'counted from the number of men on the board' : 'counted from 1';
    const pieces = `within a number of moves by its material, ${from} (${honours.join('; ')})`;
    // Without a board's honour (ASEAN chess) only a bare king's opponent counts.
    const rule =
      c.boardHonour > 0
        ? `the side with more than its ${king} must mate within ${c.boardHonour} moves (board's honour); against a bare ${king}, ${pieces}. Else the game is drawn.`
        : `a side down to its bare ${king} counts: the other must mate ${pieces}, else the game is drawn; with other material there is no count.`;
    return { end: [`Counting: once no ${pieceNames(spec, c.pawns)} is left, ${rule}`] };
  },
};
