/**
 * Rule module "volley" (Chess Legions' Bowman, move part `hopchain`): if the square at the step holds
 * any piece and the square beyond is empty, leap there; repeat from the new square; the move may stop
 * after any leap. Never captures. Generation, the landings of a volley (for move text and diagrams) and
 * why a volley cannot be made live here.
 */
import { MoveKind } from '../move.js';
import { emit, type MoveList, offsetSquare } from '../movegen.js';
import type { Position } from '../position.js';
import { squareName } from '../squares.js';
import type { Special } from '../variant.js';
import type { RuleModule } from './hooks.js';

/** Where a leap of the volley part `s` from `at` lands: over the occupied square at the step to the empty one beyond; -1 when it cannot. */
function volleyLeap(pos: Position, at: number, s: Special): number {
  const v = pos.variant;
  const over = offsetSquare(v, at, s.dx, s.dy);
  if (over < 0 || pos.board[over] === 0) return -1;
  const land = offsetSquare(v, over, s.dx, s.dy);
  return land < 0 || pos.board[land] !== 0 ? -1 : land;
}

/** The volleys of the part `s` of the man of `type` on `from`. */
function generateVolley(
  pos: Position,
  list: MoveList,
  from: number,
  s: Special,
  type: number,
  _sign: number,
  forbid: number,
): void {
  let at = from;
  for (let legs = 0; legs < s.maxLegs; legs++) {
    at = volleyLeap(pos, at, s);
    if (at < 0) return;
    if (at !== forbid) emit(pos, list, from, at, MoveKind.Normal, type);
  }
}

/**
 * The landing squares of a move: every landing square of a volley of the man on `from` that ends on
 * `to` (the generator's leaps, each of the part's own step), else just [to].
 */
export function volleyPath(pos: Position, from: number, to: number): number[] {
  const v = pos.variant;
  const code = pos.board[from]!;
  if (code === 0 || pos.board[to] !== 0) return [to];
  const tab = v.tables[((code > 0 ? 0 : 1) * v.nTypes + Math.abs(code) - 1) * v.size + from]!;
  for (const s of tab.specials) {
    if (s.kind !== 'hopchain') continue;
    const path: number[] = [];
    for (let at = from; path.length < s.maxLegs && (at = volleyLeap(pos, at, s)) >= 0; ) {
      path.push(at);
      if (at === to) return path;
    }
  }
  return [to];
}

/** Why the part `s` of the man on `from` cannot volley to `to`, or null when `to` is not in its line. */
export type VolleyBar =
  | { kind: 'occupied-target' }
  | { kind: 'empty-screen'; square: number }
  | { kind: 'occupied-landing'; square: number }
  | { kind: 'too-many-legs'; maxLegs: number }
  | null;

export function volleyBar(pos: Position, from: number, to: number, s: Special): VolleyBar {
  const v = pos.variant;
  const dx = (to % v.files) - (from % v.files);
  const dy = ((to / v.files) | 0) - ((from / v.files) | 0);
  const n = Math.max(Math.abs(dx), Math.abs(dy));
  if (dx * s.dy !== dy * s.dx || Math.sign(dx) !== Math.sign(s.dx) || Math.sign(dy) !== Math.sign(s.dy) || n % 2 !== 0)
    return null;
  if (pos.board[to] !== 0) return { kind: 'occupied-target' };
  let sq = from;
  for (let leg = 0; leg < n / 2; leg++) {
    const over = offsetSquare(v, sq, s.dx, s.dy);
    const land = offsetSquare(v, over, s.dx, s.dy);
    if (pos.board[over] === 0) return { kind: 'empty-screen', square: over };
    if (pos.board[land] !== 0 && land !== to) return { kind: 'occupied-landing', square: land };
    sq = land;
  }
  return n / 2 > s.maxLegs ? { kind: 'too-many-legs', maxLegs: s.maxLegs } : null;
}

function explainVolley(pos: Position, from: number, to: number, s: Special, name: string): string | null {
  const v = pos.variant;
  const bar = volleyBar(pos, from, to, s);
  if (!bar) return null;
  switch (bar.kind) {
    case 'occupied-target':
      return `a volley never captures, and it cannot land on the occupied ${squareName(v, to)}`;
    case 'empty-screen':
      return `a volley leaps only over an occupied square, and ${squareName(v, bar.square)} is empty`;
    case 'occupied-landing':
      return `the volley cannot land on ${squareName(v, bar.square)}: it is occupied`;
    case 'too-many-legs':
      return `the ${name}'s volley has at most ${bar.maxLegs} leaps`;
  }
}

/** Where a volley of the man on `from` lands before `to`, or null when from-to is not a volley of several leaps. */
function volleyLegs(pos: Position, from: number, to: number): number[] | null {
  const v = pos.variant;
  const atoms = v.spec.pieces[Math.abs(pos.board[from]!) - 1]!.atoms;
  const dist = Math.max(
    Math.abs((to % v.files) - (from % v.files)),
    Math.abs(((to / v.files) | 0) - ((from / v.files) | 0)),
  );
  // A volley lands on empty squares only; a one-square step of the same piece is not one.
  return pos.board[to] === 0 && dist > 1 && atoms.some((a) => a.kind === 'hopchain')
    ? volleyPath(pos, from, to).slice(0, -1)
    : null;
}

export const volley: RuleModule = {
  id: 'volley',
  uses: (spec) => spec.pieces.some((p) => p.atoms.some((a) => a.kind === 'hopchain')),
  part: 'hopchain',
  partMode: 'move',
  generatePart: generateVolley,
  // The first leap's landing: a man of either side may be leapt over, so every square of the line is one.
  reach: (v, c, t, from, arrive) => {
    for (const s of v.tables[(c * v.nTypes + t) * v.size + from]!.specials) {
      if (s.kind !== 'hopchain') continue;
      const over = offsetSquare(v, from, s.dx, s.dy);
      const land = over < 0 ? -1 : offsetSquare(v, over, s.dx, s.dy);
      if (land >= 0) arrive(land);
    }
  },
  explainPart: explainVolley,
  explainMismatch: (pos, from, _moves, a) =>
    a.path
      ? `the ${pos.variant.spec.pieces[Math.abs(pos.board[from]!) - 1]!.name} cannot volley ${a.path.map((sq) => squareName(pos.variant, sq)).join('-')}: each leap goes over the adjacent occupied square to the empty one beyond`
      : null,
  legs: volleyLegs,
  writtenLegs: volleyLegs,
  examples: (spec, type, other) =>
    spec.pieces[type]!.atoms.some((a) => a.kind === 'hopchain')
      ? [
          {
            width: 3,
            height: 9,
            subject: { x: 1, y: 0, type, white: true },
            others: [
              { x: 1, y: 1, type: other, white: false },
              { x: 1, y: 3, type: other, white: true },
              { x: 1, y: 5, type: other, white: false },
            ],
            caption:
              'volley: leap over a piece in front onto an empty square, again and again; no capture after a leap',
          },
        ]
      : [],
};
