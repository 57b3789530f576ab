/**
 * Rule module "no checks" (`rules.noChecks`, Fairy-Stockfish's `checking = false`, as in Racing Kings):
 * a move that gives check is not legal.
 */

import type { MoveList } from '../move.js';
import { type Move, moveFrom, moveKind, movePromo, moveTo } from '../move.js';
import { givesCheck, isPlaceable, leavesRoyalAttacked, opposite } from '../movegen.js';
import { WHITE } from '../variant.js';
import type { Color, Position, RuleModule } from './hooks.js';

/**
 * For keepNonChecking, per position: lineMark marks (with lineEpoch) the squares on the lines from the
 * opponent's royal up to and including the first man, lineDir and lineDist their line and distance
 * (lineDir -1 where two lines meet); leapMark the squares a leap to that royal starts from.
 */
const lineMark = new Int32Array(1024);
const leapMark = new Int32Array(1024);
const lineDir = new Int16Array(1024);
const lineDist = new Int16Array(1024);
let lineEpoch = 0;

/**
 * Keeps the moves of `list` that do not attack the opponent's royal man. Where every check is a plain
 * leap or ride and that royal is not attacked now, a plain move or a drop attacks it only by a leap onto
 * a square marked for leaps, by standing on one of its lines, or by leaving the first man's square of
 * one (a discovery): read from marks made once, instead of testing every move.
 */
export function keepNonChecking(pos: Position, list: MoveList): void {
  const v = pos.variant;
  const us = pos.turn;
  const king = pos.royal[opposite(us)]!;
  if (king < 0) return;
  let screen = v.checkTest === null && !v.hasPathOrHopChecks && !v.hasComplexCheckers;
  if (screen) {
    if (++lineEpoch === 0x7fffffff) {
      lineMark.fill(0);
      leapMark.fill(0);
      lineEpoch = 1;
    }
    // Marking finds what attacked() would: whether the royal is attacked now (then every move is tested).
    const board = pos.board;
    const probes = v.leapProbes[us * v.size + king]!;
    for (let i = 0; i < probes.from.length; i++) {
      leapMark[probes.from[i]!] = lineEpoch;
      if (board[probes.from[i]!] === probes.code[i]) screen = false;
    }
    const nDirs = v.rideDirs.length;
    const hits = v.rideHit[us]!;
    for (let k = 0; k < nDirs; k++) {
      const ray = v.rideRays[king * nDirs + k]!;
      for (let d = 0; d < ray.length; d++) {
        const sq = ray[d]!;
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
      // Most moves neither start nor end on a marked square: they cannot check, and need no more reading.
      const to = moveTo(m);
      checks =
        (leapMark[to] === lineEpoch || lineMark[to] === lineEpoch || lineMark[moveFrom(m)] === lineEpoch) &&
        plainMoveChecks(pos, m, us, king);
    } else checks = givesCheck(pos, m);
    if (!checks) list.moves[n++] = m;
  }
  list.length = n;
}

/** Whether a plain move or a drop of `us` attacks the royal on `king`, read from keepNonChecking's marks. */
function plainMoveChecks(pos: Position, m: Move, us: Color, king: number): boolean {
  const v = pos.variant;
  const board = pos.board;
  const from = moveFrom(m);
  const to = moveTo(m);
  const promo = movePromo(m);
  const placed = promo < 0 ? board[from]! : us === WHITE ? promo + 1 : -(promo + 1);
  const hits = v.rideHit[us]!;
  const span = v.codeSpan;
  const base = v.codeBase;
  if (leapMark[to] === lineEpoch) {
    const probes = v.leapProbes[us * v.size + king]!;
    for (let i = 0; i < probes.from.length; i++) if (probes.from[i] === to && probes.code[i] === placed) return true;
  }
  const toLine = lineMark[to] === lineEpoch ? lineDir[to]! : -2;
  if (toLine === -1) return givesCheck(pos, m);
  if (toLine >= 0 && hits[toLine]![(lineDist[to]! + 1) * span + placed + base]) return true;
  if (lineMark[from] !== lineEpoch || board[from] === 0) return false;
  // The first man on a line leaves it: what stands behind him may now check along it, unless he stays on it nearer.
  const k = lineDir[from]!;
  if (k < 0) return givesCheck(pos, m);
  if (toLine === k) return false;
  const ray = v.rideRays[king * v.rideDirs.length + k]!;
  for (let e = lineDist[from]! + 1; e < ray.length; e++) {
    const sq = ray[e]!;
    const c = sq === to ? placed : board[sq]!;
    if (c !== 0) return !!hits[k]![(e + 1) * span + c + base];
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
