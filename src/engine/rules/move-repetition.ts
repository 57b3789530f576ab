/**
 * Rule module "move repetition" (`end.moveRepetition: loses`, Kakao Janggi's rule as Fairy-Stockfish's
 * `moveRepetitionIllegal` plays it, janggimodern): a side that brings a man to a square and then moves
 * him back and forth between it and another four times, never in check before those moves, loses at the
 * fifth move; a pass may stand for the second of them, one more move back and forth then needed. Only a
 * man whose region meets the enemy king's counts (Janggi's generals and guards, bound to their own
 * palace, are free), his last move a plain move. Fairy-Stockfish looks for it within the plies since
 * the last capture or irreversible move (and since the game's first position), at each position as it
 * looks for a repetition (`is_optional_game_end`), and scores it as a loss for that side. The game's
 * history holds what it needs (game.ts): the moves, which took a man, and who stood in check.
 */

import { mirrorSquare } from '../geometry.js';
import { GATED_MOVE, type Move, MoveKind, moveFrom, moveKind, movePromo, moveTo } from '../move.js';
import { BLACK, type Color, sideName, standRegion, WHITE } from '../variant.js';
import type { GameHistory, Outcome, RuleModule, Variant } from './hooks.js';

/** What Fairy-Stockfish finds before the game's first position: no move, read as one to its square 0. */
const NO_MOVE = -1;

/** A plain move (Fairy-Stockfish's NORMAL: no drop, promotion, castling, en passant capture, pass or gate). */
const plain = (m: Move): boolean =>
  m !== NO_MOVE &&
  m < GATED_MOVE &&
  movePromo(m) < 0 &&
  (moveKind(m) === MoveKind.Normal || moveKind(m) === MoveKind.EnPassantTarget);

/** Whether `m` is `other` played back: from its target to its origin, a plain move. */
const reverses = (m: Move, other: Move): boolean =>
  plain(m) && moveFrom(m) === moveTo(other) && moveTo(m) === moveFrom(other);

const isPass = (m: Move): boolean => m !== NO_MOVE && moveKind(m) === MoveKind.Pass;
const targetOf = (m: Move): number => (m === NO_MOVE ? 0 : moveTo(m));

/** The squares a man of type `t` of colour `c` may stand on, or null for anywhere. */
function region(v: Variant, c: Color, t: number): Set<number> | null {
  const own = standRegion(v.spec, t, c);
  return own === null ? null : new Set(own.map((sq) => (c === WHITE ? sq : mirrorSquare(v.spec, sq))));
}

const reachCache = new WeakMap<Variant, Uint8Array>();

/**
 * Per [colour * nTypes + type], whether a man's region meets the enemy king's (Fairy-Stockfish: his
 * mobility region and the enemy KING's; without a royal type, the whole board).
 */
function reaching(v: Variant): Uint8Array {
  let table = reachCache.get(v);
  if (table) return table;
  table = new Uint8Array(2 * v.nTypes);
  const king = v.royalType.indexOf(1);
  for (const c of [WHITE, BLACK] as const) {
    const theirs = king < 0 ? null : region(v, c === WHITE ? BLACK : WHITE, king);
    for (let t = 0; t < v.nTypes; t++) {
      const ours = region(v, c, t);
      let meets = false;
      for (let sq = 0; sq < v.size && !meets; sq++)
        meets = v.exists[sq] === 1 && (ours === null || ours.has(sq)) && (theirs === null || theirs.has(sq));
      table[c * v.nTypes + t] = meets ? 1 : 0;
    }
  }
  reachCache.set(v, table);
  return table;
}

/** Fairy-Stockfish's walk back from the last move (position.cpp, `moveRepetition`), ply by ply. */
function judge(history: GameHistory): { outcome: Outcome; plies: number } | null {
  const { position: pos, moves } = history;
  const checked = history.checked!;
  const captures = history.captures!;
  const n = moves.length;
  // Fairy-Stockfish looks back over min(rule50, pliesFromNull) plies (all of them where captures go to
  // hand), and at the move into the earliest.
  const drops = pos.variant.spec.drops;
  const end = drops && drops.capturesToHand !== false ? n : Math.min(pos.halfmove, n);
  if (end < 4) return null;
  const move = (k: number): Move => (k < n ? moves[n - 1 - k]! : NO_MOVE);
  const inCheck = (k: number): boolean => checked[n - k]!;
  const last = move(0);
  const mover: Color = pos.turn === WHITE ? BLACK : WHITE;
  const man = Math.abs(pos.board[moveTo(last)]!) - 1;
  if (!plain(last) || inCheck(1) || inCheck(3) || !reaching(pos.variant)[mover * pos.variant.nTypes + man]) return null;
  let run = reverses(move(2), last) ? 2 : isPass(move(2)) ? 1 : 0;
  for (let i = 4; run > 0 && i <= end; i += 2) {
    if (i + 1 <= end && inCheck(i + 1)) return null;
    if (run < 4) {
      run = reverses(move(i), run === 1 ? last : move(i - 2)) ? run + 1 : 0;
      continue;
    }
    const tookNone = i >= n || !captures[n - 1 - i];
    if (!tookNone || moveFrom(move(i - 2)) !== targetOf(move(i))) return null;
    const name = sideName(mover, pos.variant.spec);
    return {
      plies: i,
      outcome: {
        winner: pos.turn,
        termination: 'move-repetition',
        reason: `repeated move: ${name} moved one man back and forth a fourth time, which ${name} loses`,
      },
    };
  }
  return null;
}

export const moveRepetition: RuleModule = {
  id: 'move-repetition',
  uses: (spec) => spec.end.moveRepetition === 'loses',
  remembers: ['checks', 'captures'],
  judgeHistory: judge,
  endings: () => ['repeated move (moving one man back and forth loses)'],
  summary: () => ({
    end: [
      "Repeating a move loses: a player who brings a man to a square and then moves him back and forth between it and another four times, never in check before those moves, loses at the fifth of them (a pass may stand for the second, and then one more is needed). Men bound to a region the enemy king's does not meet (Janggi's general and guards, in their palace) are free to.",
    ],
  }),
};
