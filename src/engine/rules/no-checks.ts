/**
 * Rule module "no checks" (`rules.noChecks`, Fairy-Stockfish's `checking = false`, as in Racing Kings):
 * a move that gives check is not legal.
 */

import type { MoveList } from '../move.js';
import { type Move, moveFrom, moveKind, movePromo, moveTo } from '../move.js';
import { givesCheck, isPlaceable, leavesRoyalAttacked, opposite } from '../movegen.js';
import { WHITE } from '../variant.js';
import type { Color, Position, RuleModule, Variant } from './hooks.js';

/**
 * For keepNonChecking, per position (valid where the mark equals lineEpoch): checkMark and checkTypes,
 * the squares from which a man of the mover's side would attack the opponent's royal (a leap onto him, or
 * a ride with the way clear) and, as bits, the types that would (Fairy-Stockfish's check squares);
 * lineMark the squares on the royal's lines up to and including the first man, lineDir and lineDist
 * their line and distance (lineDir -1 where two lines meet).
 */
const checkMark = new Int32Array(1024);
const checkTypes = new Int32Array(1024);
const lineMark = new Int32Array(1024);
const lineDir = new Int16Array(1024);
const lineDist = new Int16Array(1024);
let lineEpoch = 0;

/** Per variant, once: rideTypes[color][k * (maxRideDist + 1) + dist], the types whose rides along line k reach that far. */
let typesVariant: Variant | null = null;
let rideTypes: Int32Array[] = [];

function rideTypesOf(v: Variant): Int32Array[] {
  if (typesVariant === v) return rideTypes;
  const span = v.maxRideDist + 1;
  rideTypes = [0, 1].map((color) => {
    const types = new Int32Array(v.rideDirs.length * span);
    const sign = color === WHITE ? 1 : -1;
    v.rideHit[color]!.forEach((hit, k) => {
      for (let d = 1; d < span; d++)
        for (let t = 0; t < v.nTypes; t++)
          if (hit[d * v.codeSpan + sign * (t + 1) + v.codeBase]) types[k * span + d]! |= 1 << t;
    });
    return types;
  });
  typesVariant = v;
  return rideTypes;
}

/** Marks `sq` as a square from which the types `bits` check. */
function markCheck(sq: number, bits: number): void {
  if (checkMark[sq] === lineEpoch) checkTypes[sq]! |= bits;
  else {
    checkMark[sq] = lineEpoch;
    checkTypes[sq] = bits;
  }
}

/** The type a plain move or a drop puts on its target: the promotion's (a drop's man), else the mover's. */
function placedType(board: Int16Array, m: Move): number {
  const promo = movePromo(m);
  return promo >= 0 ? promo : Math.abs(board[moveFrom(m)]!) - 1;
}

/**
 * Keeps the moves of `list` that do not attack the opponent's royal man. Where every check is a plain
 * leap or ride (with at most 31 piece types, one bit each) and that royal is not attacked now, a plain
 * move or a drop attacks it only by landing on a check square of its type, or by leaving the first
 * man's square of one of the royal's lines (a discovery): read from marks made once, instead of testing
 * every move.
 */
export function keepNonChecking(pos: Position, list: MoveList): void {
  const v = pos.variant;
  const us = pos.turn;
  const king = pos.royal[opposite(us)]!;
  if (king < 0) return;
  let screen = v.checkTest === null && !v.hasPathOrHopChecks && !v.hasComplexCheckers && v.nTypes <= 31;
  const board = pos.board;
  if (screen) {
    if (++lineEpoch === 0x7fffffff) {
      checkMark.fill(0);
      lineMark.fill(0);
      lineEpoch = 1;
    }
    // Marking finds what attacked() would: whether the royal is attacked now (then every move is tested).
    const probes = v.leapProbes[us * v.size + king]!;
    for (let i = 0; i < probes.from.length; i++) {
      const sq = probes.from[i]!;
      markCheck(sq, 1 << (Math.abs(probes.code[i]!) - 1));
      if (board[sq] === probes.code[i]) screen = false;
    }
    const nDirs = v.rideDirs.length;
    const hits = v.rideHit[us]!;
    const types = rideTypesOf(v)[us]!;
    const span = v.maxRideDist + 1;
    for (let k = 0; k < nDirs; k++) {
      const ray = v.rideRays[king * nDirs + k]!;
      for (let d = 0; d < ray.length; d++) {
        const sq = ray[d]!;
        const bits = types[k * span + d + 1]!;
        if (bits !== 0) markCheck(sq, bits);
        lineDir[sq] = lineMark[sq] === lineEpoch ? -1 : k;
        lineDist[sq] = d;
        lineMark[sq] = lineEpoch;
        const c = board[sq]!;
        if (c !== 0) {
          if (hits[k]![(d + 1) * v.codeSpan + c + v.codeBase]) screen = false;
          break;
        }
      }
    }
  }
  let n = 0;
  for (let i = 0; i < list.length; i++) {
    const m = list.moves[i]!;
    let checks: boolean;
    if (screen && isPlaceable(moveKind(m))) {
      // Most moves neither start on a line's first man nor end on a check square: read no more for them.
      const to = moveTo(m);
      const from = moveFrom(m);
      if (lineMark[from] === lineEpoch && board[from] !== 0) checks = discovers(pos, m, us, king);
      else checks = checkMark[to] === lineEpoch && (checkTypes[to]! & (1 << placedType(board, m))) !== 0;
    } else checks = givesCheck(pos, m);
    if (!checks) list.moves[n++] = m;
  }
  list.length = n;
}

/**
 * Whether a plain move of the first man on one of the royal's lines attacks that royal, from its target
 * or by opening the line, read from keepNonChecking's marks.
 */
function discovers(pos: Position, m: Move, us: Color, king: number): boolean {
  const v = pos.variant;
  const board = pos.board;
  const from = moveFrom(m);
  const to = moveTo(m);
  const type = placedType(board, m);
  // The target's check squares were marked with this man on his square, which lies on his own line only.
  if (checkMark[to] === lineEpoch && checkTypes[to]! & (1 << type)) return true;
  const k = lineDir[from]!;
  if (k < 0) return givesCheck(pos, m);
  // Staying on his line, nearer: he still blocks it.
  if (lineMark[to] === lineEpoch && lineDir[to] === k) return false;
  // He leaves the line, or goes along it away from the royal: what stands behind him, or he, may check along it.
  const placed = us === WHITE ? type + 1 : -(type + 1);
  const hits = v.rideHit[us]!;
  const ray = v.rideRays[king * v.rideDirs.length + k]!;
  for (let e = lineDist[from]! + 1; e < ray.length; e++) {
    const sq = ray[e]!;
    const c = sq === to ? placed : board[sq]!;
    if (c !== 0) return !!hits[k]![(e + 1) * v.codeSpan + c + v.codeBase];
  }
  return false;
}

export const noChecks: RuleModule = {
  id: 'no-checks',
  uses: (spec) => spec.rules.noChecks === true,
  restrict: keepNonChecking,
  explainRestriction(pos, m) {
    if (leavesRoyalAttacked(pos, m)) return null;
    return givesCheck(pos, m) ? 'it would give check, and giving check is not allowed' : null;
  },
  summary: () => ({ special: ['Giving check is not allowed: a move that would attack the enemy king is no move.'] }),
};
