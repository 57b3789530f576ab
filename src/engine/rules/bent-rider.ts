/**
 * Rule module "bent-rider" (move part `bent`: the Griffon, the Aanca, XBetza's yafsF and yafsW): one W
 * or F step onto an empty square, then a slide through empty squares along either direction 45 degrees
 * beside the step, moving to an empty square or capturing the first man met if he is an enemy. The
 * step alone is no move of the part. The move tables hold, per square and orientation, the step's
 * square (`to`) and the slide's squares (`line`); generation, the check test, where the move turns and
 * why it does not reach a square live here.
 */
import { emit, kindFor, type MoveList } from '../movegen.js';
import type { Position } from '../position.js';
import { squareName } from '../squares.js';
import { F_CAPTURE, F_MOVE, type Special } from '../variant.js';
import type { RuleModule } from './hooks.js';

/** The bent rides of the part `s` of the man on `from` (`sign` the mover's). */
function generateBent(
  pos: Position,
  list: MoveList,
  from: number,
  s: Special,
  type: number,
  sign: number,
  forbid: number,
): void {
  const board = pos.board;
  if (board[s.to] !== 0) return;
  const line = s.line;
  for (let i = 0; i < line.length; i++) {
    const to = line[i]!;
    const c = board[to]! * sign;
    if (c > 0) return;
    if (to !== forbid && s.flags & (c < 0 ? F_CAPTURE : F_MOVE)) emit(pos, list, from, to, kindFor(s.flags), type);
    if (c < 0) return;
  }
}

/** How far along the slide of `s` the square `target` is (its index in the line), or -1 when the part cannot reach it now. */
function reachAlong(pos: Position, s: Special, target: number): number {
  const board = pos.board;
  if (board[s.to] !== 0) return -1;
  for (let i = 0; i < s.line.length; i++) {
    const sq = s.line[i]!;
    if (sq === target) return i;
    if (board[sq] !== 0) return -1;
  }
  return -1;
}

/** The bent part of the man on `from` that reaches `to`, or null. */
function bentPartTo(pos: Position, from: number, to: number): Special | null {
  const v = pos.variant;
  const code = pos.board[from]!;
  if (code === 0) return null;
  const tab = v.tables[((code > 0 ? 0 : 1) * v.nTypes + Math.abs(code) - 1) * v.size + from]!;
  for (const s of tab.specials) if (s.kind === 'bent' && reachAlong(pos, s, to) >= 0) return s;
  return null;
}

export const bentRider: RuleModule = {
  id: 'bent-rider',
  uses: (spec) => spec.pieces.some((p) => p.atoms.some((a) => a.kind === 'bent')),
  part: 'bent',
  generatePart: generateBent,
  partChecks: (pos, _from, s, target) => reachAlong(pos, s, target) >= 0,
  // The step's square, then every square of either slide, whatever stands between.
  reach: (v, c, t, from, arrive) => {
    for (const s of v.tables[(c * v.nTypes + t) * v.size + from]!.specials) {
      if (s.kind === 'bent') for (const sq of s.line) arrive(sq);
    }
  },
  // The slide's line holds `to`; say what stops it.
  explainPart: (pos, _from, to, s, name) => {
    const at = s.line.indexOf(to);
    if (at < 0) return null;
    const v = pos.variant;
    if (pos.board[s.to] !== 0)
      return `the ${name} turns after one step onto ${squareName(v, s.to)}, which must be empty`;
    const blocker = s.line.slice(0, at).find((sq) => pos.board[sq] !== 0);
    return blocker === undefined
      ? null
      : `the ${name}'s slide to ${squareName(v, to)} is blocked on ${squareName(v, blocker)}`;
  },
  // Where the move turns: the square of its step.
  legs: (pos, from, to) => {
    const s = bentPartTo(pos, from, to);
    return s === null ? null : [s.to];
  },
  examples: (spec, type, other) =>
    spec.pieces[type]!.atoms.some((a) => a.kind === 'bent')
      ? [
          {
            width: 7,
            height: 7,
            subject: { x: 3, y: 1, type, white: true },
            others: [
              { x: 1, y: 5, type: other, white: false },
              { x: 5, y: 4, type: other, white: true },
            ],
            caption: 'bent ride: one step to an empty square, then a slide turning 45 degrees outward',
          },
        ]
      : [],
};
