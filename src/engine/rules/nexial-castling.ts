/**
 * Rule module "nexial castling" (ECROS, `rules.nexialCastling`): once per game, as the move, a Nexial
 * replaces one of its own men (not a Nexial) standing on its own half of the board, who is destroyed.
 * The move is made as a capture of the own man; its right is spent by the move.
 */
import { encodeMove, MoveKind, moveFrom, moveTo } from '../move.js';
import type { MoveList } from '../movegen.js';
import type { Position } from '../position.js';
import { SQUARE_TEXT, squareName } from '../squares.js';
import { sideName, type Variant, WHITE } from '../variant.js';
import { type BoardExample, type Placement, placedPosition } from './examples.js';
import type { RuleAttempt, RuleModule, RuleVerdict } from './hooks.js';
import { reversalForbidden } from './reversal.js';
import { isBetweenWritten, readSquarePair } from './text-form.js';
import { pieceNames } from './words.js';

const ID = 'nexial-castling';

/** Written O:j1-k2 (also O:j1xk2): the Nexial on j1 replaces the own man on k2. */
const NEXIAL_TEXT = new RegExp(`^O:(${SQUARE_TEXT})[-x](${SQUARE_TEXT})$`);

/** Why the Nexial castling from `from` to `to` cannot be made now. */
export const enum NexialBar {
  None = 0,
  /** Castled already. */
  NoRight = 1,
  /** No own Nexial on `from`. */
  NoNexial = 2,
  /** No own man on `to`. */
  NoMan = 3,
  /** The man on `to` is a Nexial. */
  Nexial = 4,
  /** `to` is not on the own half. */
  OtherHalf = 5,
  /** Reversal rule: the Nexial came from `to`. */
  Reversal = 6,
}

const onOwnHalf = (pos: Position, sq: number): boolean => {
  const v = pos.variant;
  const half = v.ranks >> 1;
  const rank = (sq / v.files) | 0;
  return pos.turn === WHITE ? rank < half : rank >= v.ranks - half;
};

export function nexialBar(pos: Position, from: number, to: number): NexialBar {
  const v = pos.variant;
  const rule = v.spec.rules.nexialCastling!;
  const sign = pos.turn === WHITE ? 1 : -1;
  if (!(pos.rights & (1 << v.ruleRightBit[ID]![pos.turn]!))) return NexialBar.NoRight;
  const code = pos.board[from]! * sign;
  if (code <= 0 || !rule.nexials.includes(code - 1)) return NexialBar.NoNexial;
  const target = pos.board[to]! * sign;
  if (target <= 0) return NexialBar.NoMan;
  if (rule.nexials.includes(target - 1)) return NexialBar.Nexial;
  if (!onOwnHalf(pos, to)) return NexialBar.OtherHalf;
  if (reversalForbidden(v, pos.mem[from]!) === to) return NexialBar.Reversal;
  return NexialBar.None;
}

/** Every Nexial castling of the side to move (the conditions of nexialBar, walked square by square). */
export function generateNexialCastling(pos: Position, list: MoveList): void {
  const v = pos.variant;
  if (!(pos.rights & (1 << v.ruleRightBit[ID]![pos.turn]!))) return;
  const nexials = v.spec.rules.nexialCastling!.nexials;
  const sign = pos.turn === WHITE ? 1 : -1;
  const board = pos.board;
  // The own half: the first ranks / 2 ranks from the own side, as a range of squares.
  const halfSquares = (v.ranks >> 1) * v.files;
  const lo = pos.turn === WHITE ? 0 : v.size - halfSquares;
  const hi = lo + halfSquares;
  for (let n = 0; n < v.size; n++) {
    const code = board[n]!;
    if (code * sign <= 0 || !nexials.includes(code * sign - 1)) continue;
    const forbid = reversalForbidden(v, pos.mem[n]!);
    for (let m = lo; m < hi; m++) {
      const mc = board[m]!;
      if (mc * sign <= 0 || nexials.includes(mc * sign - 1) || m === forbid) continue;
      list.push(encodeMove(n, m, MoveKind.NexialCastle));
    }
  }
}

function explainNexial(pos: Position, a: RuleAttempt): RuleVerdict {
  const v = pos.variant;
  const us = pos.turn;
  const rule = v.spec.rules.nexialCastling;
  if (!rule) return { reason: `${v.spec.name} has no ECROS castling (O:...)`, pieces: [] };
  const typeName = (t: number): string => v.spec.pieces[t]!.name;
  const sign = us === WHITE ? 1 : -1;
  const [from, to] = [squareName(v, a.from), squareName(v, a.to)];
  const pieces = [a.from];
  switch (nexialBar(pos, a.from, a.to)) {
    case NexialBar.NoRight:
      return { reason: `${sideName(us)} has castled already (once per game)`, pieces: [] };
    case NexialBar.NoNexial:
      return {
        reason: `castling moves a ${rule.nexials.map(typeName).join(' or ')}, and ${from} holds none of ${sideName(us)}'s`,
        pieces: [],
      };
    case NexialBar.NoMan:
      return { reason: `castling replaces one of ${sideName(us)}'s own men, and ${to} holds none`, pieces };
    case NexialBar.Nexial:
      return { reason: `castling may not replace a ${typeName(pos.board[a.to]! * sign - 1)}`, pieces };
    case NexialBar.OtherHalf:
      return { reason: `castling replaces a man on ${sideName(us)}'s own half, and ${to} is not on it`, pieces };
    case NexialBar.Reversal:
      return {
        reason: `reversal rule: the ${typeName(pos.board[a.from]! * sign - 1)} came from ${to} last move`,
        pieces,
      };
    case NexialBar.None:
      return { move: encodeMove(a.from, a.to, MoveKind.NexialCastle), pieces };
  }
}

/**
 * The castling by destruction of the Nexial of type `type`: the default setup with the Nexial moved up to
 * e4, one of its men moved beyond the half and an enemy onto its half; every man stays one the setup has
 * (a reachable position counts them).
 */
function nexialExamples(v: Variant, type: number): BoardExample[] {
  const spec = v.spec;
  const rule = spec.rules.nexialCastling;
  if (!rule?.nexials.includes(type) || v.files < 8 || v.ranks < 12) return [];
  const half = Math.floor(v.ranks / 2);
  const board = Int16Array.from(spec.setup);
  const home = board.findIndex((c) => c === type + 1);
  const to = 3 * v.files + 4;
  // The man beyond the half: White's from g2; the enemy on White's half: Black's from c(last-1).
  const beyond = (half + 1) * v.files + 5;
  const mover = 1 * v.files + 6;
  const enemyFrom = (v.ranks - 2) * v.files + 2;
  const enemyTo = 5 * v.files + 2;
  if (
    home < 0 ||
    board[to] !== 0 ||
    board[beyond] !== 0 ||
    board[mover]! <= 0 ||
    board[enemyFrom]! >= 0 ||
    board[enemyTo] !== 0
  )
    return [];
  [board[to], board[home]] = [board[home]!, 0];
  [board[beyond], board[mover]] = [board[mover]!, 0];
  [board[enemyTo], board[enemyFrom]] = [board[enemyFrom]!, 0];
  const men: Placement = [];
  board.forEach((code, sq) => {
    if (code !== 0) men.push([sq, code]);
  });
  const position = placedPosition(v, men, `${rule.right}${rule.right.toLowerCase()}`);
  if (!position) return [];
  const caption = `castling, once per game (star): it replaces an own man on your half (ranks 1-${half}, below the bold line), who is destroyed`;
  return [{ position, subject: to, window: [0, 0, 7, half + 1], divide: half, caption }];
}

export const nexialCastling: RuleModule = {
  id: ID,
  uses: (spec) => spec.rules.nexialCastling !== null,
  kinds: [MoveKind.NexialCastle],
  spendsRight: true,
  right: (spec) => spec.rules.nexialCastling?.right,
  generate: generateNexialCastling,
  reach: (v, c, t, _from, arrive) => {
    if (!v.spec.rules.nexialCastling!.nexials.includes(t)) return;
    const half = (v.ranks >> 1) * v.files;
    for (let sq = c === WHITE ? 0 : v.size - half; sq < (c === WHITE ? half : v.size); sq++)
      if (v.exists[sq]) arrive(sq);
  },
  // The replaced man is destroyed.
  removesOwn: (spec, t) => !spec.rules.nexialCastling!.nexials.includes(t),
  readMove: (text, words) => readSquarePair(NEXIAL_TEXT, text, words),
  isWritten: (_pos, m, a) => isBetweenWritten(m, a),
  writeMove: (pos, m) => `O:${squareName(pos.variant, moveFrom(m))}-${squareName(pos.variant, moveTo(m))}`,
  explain: explainNexial,
  boardExamples: nexialExamples,
  trackers: () => [{ kind: 'once', label: 'Castled', note: 'once per game: tick when you castle' }],
  summary: ({ spec }) => ({
    special: [
      `Castling, once per game: as your move, a ${pieceNames(spec, spec.rules.nexialCastling!.nexials, 'or')} replaces one of your own other men on your half of the board, who is destroyed.`,
    ],
  }),
};
