/**
 * Rule module "wrap" (Chess Legions' Bowmen, `rules.wrap`): a piece reaching the last rank reappears at
 * once on an empty square of its own first rank chosen by its owner; with none empty it is removed. The
 * square it reappears on is the move's extra field (square + 1, 0: removed).
 */

import { rankOf } from '../geometry.js';
import { encodeMove, type Move, MoveKind, moveExtra, moveKind } from '../move.js';
import type { MoveList } from '../movegen.js';
import type { Position } from '../position.js';
import { SQUARE_TEXT, squareName } from '../squares.js';
import { type Color, sideName, type Variant, WHITE } from '../variant.js';
import { type BoardExample, type Placement, placedPosition, royalType, squareAt } from './examples.js';
import type { RuleModule } from './hooks.js';
import { pieceNames } from './words.js';

/**
 * Adds the wrap moves of the man of the side to move going from `from` to `to` when `to` is on the last
 * rank, and says whether it did (otherwise the move is an ordinary one).
 */
function emitWrap(pos: Position, list: MoveList, from: number, to: number): boolean {
  const v = pos.variant;
  const us = pos.turn;
  const rank = (to / v.files) | 0;
  if (rank !== (us === WHITE ? v.ranks - 1 : 0)) return false;
  // Reappears on any empty square of its own first rank (its origin is empty by then).
  const firstRank = us === WHITE ? 0 : v.ranks - 1;
  let placed = false;
  for (let x = 0; x < v.files; x++) {
    const sq = firstRank * v.files + x;
    if (!v.exists[sq] || (pos.board[sq] !== 0 && sq !== from)) continue;
    list.push(encodeMove(from, to, MoveKind.Wrap, -1, sq + 1));
    placed = true;
  }
  if (!placed) list.push(encodeMove(from, to, MoveKind.Wrap, -1, 0));
  return true;
}

/** Where the man making `move` ends up: its target, or for a wrap the square it reappears on (-1: removed). */
export const wrapDestination = (move: Move): number => moveExtra(move) - 1;

/** Whether a man of type `t` of colour `c` reaching `to` wraps: a wrapping man on its last rank. */
const wraps = (v: Variant, c: Color, t: number, to: number): boolean =>
  v.spec.rules.wrap!.pieces.includes(t) && rankOf(v, to) === (c === WHITE ? v.ranks - 1 : 0);

/** The squares of the first rank of colour `c`. */
function firstRank(v: Variant, c: Color): number[] {
  const rank = c === WHITE ? 0 : v.ranks - 1;
  const out: number[] = [];
  for (let x = 0; x < v.files; x++) if (v.exists[rank * v.files + x]) out.push(rank * v.files + x);
  return out;
}

/** Written after the man's move, in both notations: c9-c10/a1, it reappears on a1; c9-c10/x, it is removed. */
const WRAP_MARK = new RegExp(`/(${SQUARE_TEXT}|x)$`);

/** A man of type `type` a step from the last rank, his first rank full but for two squares: he may reappear on either. */
function wrapExamples(v: Variant, type: number): BoardExample[] {
  const spec = v.spec;
  const rule = spec.rules.wrap;
  if (!rule?.pieces.includes(type)) return [];
  const x = Math.floor(v.files / 2) - 1;
  const from = squareAt(v, x, v.ranks - 2);
  const men: Placement = [[from, type + 1]];
  const open = [2, v.files - 3];
  for (let f = 0; f < v.files; f++) if (!open.includes(f)) men.push([f, type + 1]);
  const king = royalType(spec);
  if (king >= 0) men.push([squareAt(v, x + 1, 1), king + 1], [squareAt(v, 0, v.ranks - 3), -(king + 1)]);
  const position = placedPosition(v, men, '');
  if (!position) return [];
  const s = (sq: number): string => squareName(v, sq);
  const caption = `wrap: reaching ${s(from + v.files)}, it reappears on an empty square of its first rank (${open.map(s).join(' or ')})`;
  return [{ position, subject: from, window: [0, 0, v.files - 1, v.ranks - 1], caption }];
}

export const wrap: RuleModule = {
  id: 'wrap',
  uses: (spec) => spec.rules.wrap !== null,
  kinds: [MoveKind.Wrap],
  destination: wrapDestination,
  landingPieces: (spec) => spec.rules.wrap!.pieces,
  emitLanding: emitWrap,
  // The man lands elsewhere than on the move's target.
  testedByMaking: true,
  relocate: (v, c, t, to) => (wraps(v, c, t, to) ? firstRank(v, c) : null),
  neverOn: (v, c, t, sq) =>
    wraps(v, c, t, sq)
      ? `reappears on rank ${c === WHITE ? 1 : v.ranks} on reaching rank ${rankOf(v, sq) + 1}, so it cannot stand there`
      : null,
  removesOwn: (spec, t) => spec.rules.wrap!.pieces.includes(t),
  writtenAsMove: 'any',
  readMark: (text, words) => {
    const m = WRAP_MARK.exec(text);
    if (!m) return null;
    const wrap = m[1] === 'x' ? -1 : words.square(m[1]!);
    return typeof wrap === 'string' ? wrap : { before: text.slice(0, m.index), attempt: { wrap } };
  },
  isWritten: (_pos, m, a) => wrapDestination(m) === a.wrap,
  writeMark: (pos, m) => {
    const dest = wrapDestination(m);
    return dest >= 0 ? `/${squareName(pos.variant, dest)}` : '/x';
  },
  explainMismatch: (pos, from, moves, a) => {
    if (a.wrap === null) return null;
    const v = pos.variant;
    const name = v.spec.pieces[Math.abs(pos.board[from]!) - 1]!.name;
    if (!moves.some((m) => moveKind(m) === MoveKind.Wrap))
      return `the ${name} reappears on its first rank only when it reaches the last rank`;
    if (a.wrap < 0) return `the ${name} is removed only when its first rank has no empty square`;
    return `${squareName(v, a.wrap)} is not an empty square of ${sideName(pos.turn)}'s first rank`;
  },
  boardExamples: wrapExamples,
  summary: ({ spec }) => ({
    special: [
      `A ${pieceNames(spec, spec.rules.wrap!.pieces, 'or')} reaching the last rank reappears at once on an empty square of its own first rank, chosen by its owner; with none empty it is removed.`,
    ],
  }),
};
