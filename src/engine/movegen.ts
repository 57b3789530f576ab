/**
 * Move generation: pseudo-legal moves from the precomputed tables, the moves rule modules add (their
 * generators, chosen per variant when it is compiled: see rules/index.ts), attack tests and the one
 * legality filter every caller goes through. Allocation-free once a MoveList has grown to size.
 */
import {
  encodeMove,
  GATED_MOVE,
  type Move,
  MoveKind,
  MoveList,
  moveFrom,
  moveKind,
  movePromo,
  moveTo,
  withoutGate,
} from './move.js';

export { MoveList } from './move.js';

import { MEM_MOVED, MEM_ONCE_USED, type Position } from './position.js';
import {
  BLACK,
  type Color,
  F_CAPTURE,
  F_CHECKS,
  F_EP_CAPTURE,
  F_EP_TARGET,
  F_INITIAL,
  F_MOVE,
  F_ONCE,
  type Ray,
  type Special,
  type Variant,
  type Victory,
  WHITE,
} from './variant.js';

export const opposite = (c: Color): Color => (c === WHITE ? BLACK : WHITE);

export function kindFor(flags: number): MoveKind {
  if (flags & F_EP_TARGET) return MoveKind.EnPassantTarget;
  if (flags & F_ONCE) return MoveKind.Once;
  return MoveKind.Normal;
}

/**
 * The promotion rule (index + 1, 0: none) that promotes a man of `type` of `color` moving from `from`
 * to `to`: the first rule covering `to`, or, where a rule also promotes on leaving its zone (Shogi),
 * the one covering `from`.
 */
export function promotionRule(v: Variant, color: Color, type: number, from: number, to: number): number {
  const rules = v.promoRule[color * v.nTypes + type]!;
  return rules[to]! > 0 || !v.promoLeaving[type] ? rules[to]! : rules[from]!;
}

/** Whether that promotion is a choice: the man may also make the move as it is (optional ranks, leaving the zone). */
export function promotionOptional(v: Variant, color: Color, type: number, from: number, to: number): boolean {
  const i = color * v.nTypes + type;
  if (v.promoOptional[i]![to] === 1) return true;
  return (
    v.promoRule[i]![to] === 0 && v.promoLeaving[type] !== 'compulsory' && promotionRule(v, color, type, from, to) > 0
  );
}

/** Adds a move, expanded into its promotion or wrap choices where the destination calls for them. */
export function emit(pos: Position, list: MoveList, from: number, to: number, kind: MoveKind, type: number): void {
  const v = pos.variant;
  // The common case here, the rest apart: small enough for V8 to inline into every generator's loop.
  if (v.promoRank[pos.turn]![to] === 0 && !v.emitSpecial[type]) list.push(from + to * 1024 + kind * 67108864);
  else emitChoices(pos, list, from, to, kind, type);
}

/** emit's moves that promote or land specially (wrap): one for each choice. */
function emitChoices(pos: Position, list: MoveList, from: number, to: number, kind: MoveKind, type: number): void {
  const v = pos.variant;
  const us = pos.turn;
  const rule = promotionRule(v, us, type, from, to);
  if (rule > 0) {
    if (promotionOptional(v, us, type, from, to)) list.push(encodeMove(from, to, kind));
    const limits = v.promoLimit[rule - 1]!;
    for (const promo of v.spec.promotion[rule - 1]!.to) {
      const limit = limits[promo]!;
      if (limit === 0 || pos.typeCount[us * v.nTypes + promo]! < limit) list.push(encodeMove(from, to, kind, promo));
    }
    return;
  }
  const landing = v.landingMoves[type]!;
  if (landing?.(pos, list, from, to)) return;
  list.push(encodeMove(from, to, kind));
}

/** Whether the condition flags of an atom allow it for a man with this memory. */
const atomUsable = (flags: number, mem: number): boolean =>
  !((flags & F_INITIAL && mem & MEM_MOVED) || (flags & F_ONCE && mem & MEM_ONCE_USED));

function genRay(
  pos: Position,
  list: MoveList,
  from: number,
  ray: Ray,
  type: number,
  sign: number,
  forbid: number,
): void {
  const board = pos.board;
  const { squares, flags, min, max, parity, passOver } = ray;
  for (let k = 0; k < max; k++) {
    const dist = k + 1;
    const to = squares[k]!;
    if (passOver !== 0 && (dist & 1) === (passOver & 1)) continue;
    const tc = board[to]!;
    if (dist >= min && (parity === 0 || (dist & 1) === (parity & 1)) && to !== forbid) {
      if (tc === 0) {
        if (flags & F_MOVE) emit(pos, list, from, to, kindFor(flags), type);
      } else if (tc * sign < 0 && flags & F_CAPTURE) {
        emit(pos, list, from, to, kindFor(flags), type);
      }
    }
    if (tc !== 0) return;
  }
}

export { offsetSquare } from './geometry.js';

/**
 * Where a hop's screen stands on its line: the index of the first occupied square, or -1 when there is
 * none or `stop` comes first (the square asked about by an attack test stands before it).
 */
function screenOf(board: Int16Array, line: Int16Array, stop: number): number {
  for (let i = 0; i < line.length; i++) {
    const sq = line[i]!;
    if (sq === stop) return -1;
    if (board[sq] !== 0) return i;
  }
  return -1;
}

/** Whether every square on a lame leap's way is empty (a hole, -1, blocks it for good). */
function pathClear(board: Int16Array, blocks: Int16Array): boolean {
  for (let i = 0; i < blocks.length; i++) if (blocks[i]! < 0 || board[blocks[i]!] !== 0) return false;
  return true;
}

/** Whether the man on `sq` is of the type a hop shuns as screen and prey (Janggi's cannon). */
const shunned = (board: Int16Array, sq: number, s: Special): boolean =>
  s.shuns >= 0 && Math.abs(board[sq]!) === s.shuns + 1;

/** The moves of a lame leap (blocked on its way) or a hop over a screen, the move parts movegen itself knows. */
function genLameOrHop(
  pos: Position,
  list: MoveList,
  from: number,
  s: Special,
  type: number,
  sign: number,
  forbid: number,
): void {
  const board = pos.board;
  if (s.kind === 'lame') {
    const to = s.to;
    if (to === forbid || !pathClear(board, s.blocks)) return;
    const tc = board[to]!;
    if (tc === 0 ? s.flags & F_MOVE : tc * sign < 0 && s.flags & F_CAPTURE)
      emit(pos, list, from, to, kindFor(s.flags), type);
    return;
  }
  const line = s.line;
  const screen = screenOf(board, line, -1);
  if (screen < 0 || shunned(board, line[screen]!, s)) return;
  const end = s.range === 0 ? line.length : Math.min(line.length, screen + 1 + s.range);
  for (let i = screen + 1; i < end; i++) {
    const sq = line[i]!;
    const tc = board[sq]!;
    if (tc !== 0) {
      if (tc * sign < 0 && s.flags & F_CAPTURE && sq !== forbid && !shunned(board, sq, s))
        emit(pos, list, from, sq, kindFor(s.flags), type);
      return;
    }
    if (s.flags & F_MOVE && sq !== forbid) emit(pos, list, from, sq, kindFor(s.flags), type);
  }
}

/** The ordinary moves of the man of `type` on `from`, owned by the side to move (`sign` its sign). */
function genPiece(pos: Position, list: MoveList, from: number, type: number, sign: number): void {
  const v = pos.variant;
  const board = pos.board;
  const tab = v.tables[(pos.turn * v.nTypes + type) * v.size + from]!;
  const mem = pos.mem[from]!;
  const forbid = v.forbiddenTarget === null ? -1 : v.forbiddenTarget(mem);
  const first = list.length;
  const leapTo = tab.leapTo;
  const leapFlags = tab.leapFlags;
  for (let i = 0; i < leapTo.length; i++) {
    const to = leapTo[i]!;
    const flags = leapFlags[i]!;
    if (to === forbid || !atomUsable(flags, mem)) continue;
    const tc = board[to]!;
    if (tc === 0) {
      if (flags & F_MOVE) emit(pos, list, from, to, kindFor(flags), type);
      else if (to === pos.epTarget && flags & F_EP_CAPTURE) emit(pos, list, from, to, MoveKind.EnPassantCapture, type);
    } else if (tc * sign < 0 && flags & F_CAPTURE) {
      emit(pos, list, from, to, kindFor(flags), type);
    }
  }
  const rays = tab.rays;
  for (let i = 0; i < rays.length; i++) {
    const ray = rays[i]!;
    if (atomUsable(ray.flags, mem)) genRay(pos, list, from, ray, type, sign, forbid);
  }
  const specials = tab.specials;
  for (let i = 0; i < specials.length; i++) {
    const s = specials[i]!;
    if (!atomUsable(s.flags, mem)) continue;
    if (s.moves !== null) s.moves(pos, list, from, s, type, sign, forbid, first);
    else genLameOrHop(pos, list, from, s, type, sign, forbid);
  }
  if (tab.overlaps) dropRepeats(list, first);
}

/** Keeps one of each move in list[first..] (a man whose parts overlap: his moves are a set). */
function dropRepeats(list: MoveList, first: number): void {
  const moves = list.moves;
  let n = first;
  for (let i = first; i < list.length; i++) {
    const m = moves[i]!;
    let j = first;
    while (j < n && moves[j] !== m) j++;
    if (j === n) moves[n++] = m;
  }
  list.length = n;
}

/** All pseudo-legal moves of the side to move (own royal may be left attacked). */
export function generatePseudo(pos: Position, list: MoveList): void {
  const v = pos.variant;
  const board = pos.board;
  const us = pos.turn;
  const sign = us === WHITE ? 1 : -1;
  for (let from = 0; from < v.size; from++) {
    const code = board[from]! * sign;
    if (code > 0) genPiece(pos, list, from, code - 1, sign);
  }
  // Rule modules that add moves of their own (castling), chosen when the variant was compiled.
  const rules = v.ruleMoves;
  for (let i = 0; i < rules.length; i++) rules[i]!(pos, list);
  const expanders = v.expanders;
  for (let i = 0; i < expanders.length; i++) expanders[i]!(pos, list, 0);
}

/** Pseudo-legal ordinary moves of the piece on `from` (no castling), for the side to move. */
export function pieceMoves(pos: Position, from: number, list: MoveList): void {
  const sign = pos.turn === WHITE ? 1 : -1;
  const code = pos.board[from]! * sign;
  if (code > 0) genPiece(pos, list, from, code - 1, sign);
}

/**
 * Whether the piece on `from` attacks `target` with a part of its move that gives check (its royal
 * pattern), whatever stands on `target`. The slow, general test behind `attacked` for special pieces.
 */
export function pieceChecks(pos: Position, from: number, target: number): boolean {
  const v = pos.variant;
  const code = pos.board[from]!;
  if (code === 0) return false;
  const color = code > 0 ? WHITE : BLACK;
  const type = Math.abs(code) - 1;
  const tab = v.tables[(color * v.nTypes + type) * v.size + from]!;
  const mem = pos.mem[from]!;
  for (let i = 0; i < tab.leapTo.length; i++) {
    if (tab.leapTo[i] === target && tab.leapFlags[i]! & F_CHECKS && atomUsable(tab.leapFlags[i]!, mem)) return true;
  }
  const board = pos.board;
  for (const ray of tab.rays) {
    if (!(ray.flags & F_CHECKS) || !atomUsable(ray.flags, mem)) continue;
    for (let k = 0; k < ray.max; k++) {
      const dist = k + 1;
      const sq = ray.squares[k]!;
      if (ray.passOver !== 0 && (dist & 1) === (ray.passOver & 1)) continue;
      if (sq === target) {
        if (dist >= ray.min && (ray.parity === 0 || (dist & 1) === (ray.parity & 1))) return true;
        break;
      }
      if (board[sq] !== 0) break;
    }
  }
  for (const s of tab.specials) {
    if (!(s.flags & F_CHECKS) || !atomUsable(s.flags, mem)) continue;
    if (s.checks !== null) {
      if (s.checks(pos, from, s, target)) return true;
    } else if (s.kind === 'lame') {
      if (s.to === target && pathClear(board, s.blocks)) return true;
    } else if (s.kind === 'hop') {
      const screen = screenOf(board, s.line, target);
      if (screen < 0 || shunned(board, s.line[screen]!, s)) continue;
      const end = s.range === 0 ? s.line.length : Math.min(s.line.length, screen + 1 + s.range);
      for (let i = screen + 1; i < end; i++) {
        const sq = s.line[i]!;
        if (sq === target) return true;
        if (board[sq] !== 0) break;
      }
    }
  }
  return false;
}

/** Whether `by` attacks `sq` with a checking pattern. */
export function attacked(pos: Position, sq: number, by: Color): boolean {
  const v = pos.variant;
  const board = pos.board;
  const span = v.codeSpan;
  const base = v.codeBase;
  if (leapAttacked(pos, sq, by)) return true;
  const nDirs = v.rideDirs.length;
  const hits = v.rideHit[by]!;
  for (let k = 0; k < nDirs; k++) {
    const ray = v.rideRays[sq * nDirs + k]!;
    for (let d = 0; d < ray.length; d++) {
      const c = board[ray[d]!]!;
      if (c !== 0) {
        if (hits[k]![(d + 1) * span + c + base]) return true;
        break;
      }
    }
  }
  if (v.hasPathOrHopChecks && pathOrHopAttack(pos, sq, by)) return true;
  if (v.hasComplexCheckers) {
    const sign = by === WHITE ? 1 : -1;
    for (let from = 0; from < v.size; from++) {
      const c = board[from]! * sign;
      if (c > 0 && v.complexCheckers[c - 1] && from !== sq && pieceChecks(pos, from, sq)) return true;
    }
  }
  return false;
}

/** Whether a leaper of `by` attacks `sq` with a checking pattern. */
function leapAttacked(pos: Position, sq: number, by: Color): boolean {
  const v = pos.variant;
  const board = pos.board;
  const span = v.codeSpan;
  const base = v.codeBase;
  // Each square a leaper could attack from is read once, whatever number of leapers could stand there.
  const probes = v.leapProbes[by * v.size + sq]!;
  const pSquares = probes.squares;
  const pHit = probes.hit;
  const bySign = by === WHITE ? 1 : -1;
  for (let i = 0; i < pSquares.length; i++) {
    const c = board[pSquares[i]!]!;
    if (c * bySign > 0 && pHit[i * span + c + base] === 1) return true;
  }
  return false;
}

/** Checks along fixed paths (lame leaps, slides bound to regions) and by hoppers over a screen. */
function pathOrHopAttack(pos: Position, sq: number, by: Color): boolean {
  const v = pos.variant;
  const board = pos.board;
  const paths = v.pathProbes[by * v.size + sq]!;
  next: for (let i = 0; i < paths.from.length; i++) {
    if (board[paths.from[i]!] !== paths.code[i]) continue;
    for (let b = paths.start[i]!; b < paths.start[i + 1]!; b++) if (board[paths.blocks[b]!] !== 0) continue next;
    return true;
  }
  const nHops = v.hopDirs.length;
  for (let k = 0; k < nHops; k++) {
    const ray = v.hopRays[sq * nHops + k]!;
    let d = 0;
    while (d < ray.length && board[ray[d]!] === 0) d++;
    // ray[d] is the screen, d + 1 squares from the target; the hopper is the next man beyond it.
    for (let e = d + 1; e < ray.length; e++) {
      const c = board[ray[e]!]!;
      if (c === 0) continue;
      const reach = v.hopHit[by]![k]![c + v.codeBase]!;
      if (reach !== 0 && (reach === 255 || d + 1 <= reach)) return true;
      break;
    }
  }
  return false;
}

/** A man moving from one square to another, taking what stands there: no other square changes. */
const isPlain = (kind: MoveKind): boolean =>
  kind === MoveKind.Normal || kind === MoveKind.EnPassantTarget || kind === MoveKind.Once;

/** A plain move or a drop: placePlain can put it on the board alone. */
export const isPlaceable = (kind: MoveKind): boolean => isPlain(kind) || kind === MoveKind.Drop;

/** Whether the royal man on `sq` is in check from `by`: attacked, unless a rule of the variant says otherwise. */
export function royalAttacked(pos: Position, sq: number, by: Color): boolean {
  const test = pos.variant.checkTest;
  return test === null ? attacked(pos, sq, by) : test(pos, sq, by);
}

/** Whether a pseudo-legal move leaves the mover's own royal man attacked. */
export function leavesRoyalAttacked(pos: Position, m: Move): boolean {
  const us = pos.turn;
  pos.make(m);
  const king = pos.royal[us]!;
  const attackedNow = king >= 0 && royalAttacked(pos, king, pos.turn);
  pos.unmake();
  return attackedNow;
}

/**
 * Whether a pseudo-legal move attacks the opponent's royal man. A plain move or a drop is tested on the
 * board alone where `boardTests` holds (Racing Kings asks it of every move).
 */
export function givesCheck(pos: Position, m: Move): boolean {
  if (isPlaceable(moveKind(m)) && pos.variant.boardTests && !capturesRoyal(pos, m)) {
    const us = pos.turn;
    const them = opposite(us);
    const king = pos.royal[them]!;
    if (king < 0) return false;
    placePlain(pos, m, us);
    const checks = royalAttacked(pos, king, us);
    restorePlain(pos, m, us);
    return checks;
  }
  pos.make(m);
  const checks = inCheck(pos);
  pos.unmake();
  return checks;
}

export function inCheck(pos: Position): boolean {
  const king = pos.royal[pos.turn]!;
  return king >= 0 && royalAttacked(pos, king, opposite(pos.turn));
}

/** The win the position decides under the variant's rules after the last move (a victory condition, an explosion), or null. */
export function decidedWin(pos: Position): Victory | null {
  const ends = pos.variant.gameEnds;
  for (let i = 0; i < ends.length; i++) {
    const won = ends[i]!(pos);
    if (won !== null) return won;
  }
  return null;
}

/** Whether a rule of the variant forbids what the move just made leaves for the mover `us`. */
function forbiddenAfter(pos: Position, us: Color): boolean {
  const tests = pos.variant.forbiddenAfter;
  for (let i = 0; i < tests.length; i++) if (tests[i]!(pos, us)) return true;
  return false;
}

/**
 * Pinned men of the side to move, found once per position: pinRay[i] is the ray from the king on which
 * pinSq[i] stands, pinLen[i] the index of the pinning rider on it. Module-level scratch: the legality
 * filter uses it before any recursion. Returns whether a rider of `them` checks the king.
 */
const pinMark = new Int32Array(1024);
let pinEpoch = 0;
let pinCount = 0;
let pinSq: Int16Array = new Int16Array(32);
let pinLen: Int16Array = new Int16Array(32);
const pinRay: Int16Array[] = [];

function findPins(pos: Position, king: number, them: Color): boolean {
  const v = pos.variant;
  const board = pos.board;
  const sign = them === WHITE ? -1 : 1; // sign of the side to move
  const nDirs = v.rideDirs.length;
  const hits = v.rideHit[them]!;
  const span = v.codeSpan;
  const base = v.codeBase;
  pinCount = 0;
  if (++pinEpoch === 0x7fffffff) {
    pinMark.fill(0);
    pinEpoch = 1;
  }
  let checked = false;
  for (let k = 0; k < nDirs; k++) {
    const ray = v.rideRays[king * nDirs + k]!;
    let blocker = -1;
    for (let d = 0; d < ray.length; d++) {
      const c = board[ray[d]!]!;
      if (c === 0) continue;
      if (blocker < 0) {
        if (c * sign < 0) {
          if (hits[k]![(d + 1) * span + c + base]) checked = true;
          break;
        }
        blocker = d;
        continue;
      }
      if (c * sign < 0 && hits[k]![(d + 1) * span + c + base]) {
        if (pinCount === pinSq.length) {
          const grow = (a: Int16Array): Int16Array => {
            const b = new Int16Array(a.length * 2);
            b.set(a);
            return b;
          };
          pinSq = grow(pinSq);
          pinLen = grow(pinLen);
        }
        pinSq[pinCount] = ray[blocker]!;
        pinLen[pinCount] = d;
        pinRay[pinCount] = ray;
        pinCount++;
        pinMark[ray[blocker]!] = pinEpoch;
      }
      break;
    }
  }
  return checked;
}

/**
 * Where checks come by screens (hoppers, lame leaps) or a rule exposes a royal along a line (the
 * flying general), the squares where a move of the side to move, not in check, could expose its royal:
 * a man leaving a `vacate` square, or one arriving on an empty `fill` square. A move touching neither
 * cannot, so it needs no test; a capture leaves its square occupied. Module-level scratch like the pins.
 */
const vacateMark = new Int32Array(1024);
const fillMark = new Int32Array(1024);
let markEpoch = 0;

/** The index of the first occupied square of `ray` from index `d` on, or -1. */
function nextMan(board: Int16Array, ray: Int16Array, d: number): number {
  for (; d < ray.length; d++) if (board[ray[d]!] !== 0) return d;
  return -1;
}

/** Whether index `d` of `ray` (-1: none) holds a man of the side whose men have sign `themSign`. */
const enemyAt = (board: Int16Array, ray: Int16Array, d: number, themSign: number): boolean =>
  d >= 0 && board[ray[d]!]! * themSign > 0;

function markExposure(pos: Position, king: number, them: Color): void {
  const v = pos.variant;
  const board = pos.board;
  if (++markEpoch === 0x7fffffff) {
    vacateMark.fill(0);
    fillMark.fill(0);
    markEpoch = 1;
  }
  const themSign = them === WHITE ? 1 : -1;
  const nWatch = v.watchDirs.length;
  // The first watched directions are the riders' own (variant.ts), whose reach rideHit tells.
  const nRide = v.rideDirs.length;
  const rideHits = v.rideHit[them]!;
  const screens = v.hopDirs.length > 0;
  for (let k = 0; k < nWatch; k++) {
    const ray = v.watchRays[king * nWatch + k]!;
    // The first man leaving opens the line to the second (a rider, the other royal) or makes the second
    // a screen for the third (a hopper): only an enemy there can then reach the royal. Without hoppers,
    // an enemy second is asked whether he is the other royal or a rider that reaches this far.
    const first = nextMan(board, ray, 0);
    const second = first < 0 ? -1 : nextMan(board, ray, first + 1);
    if (second < 0) continue;
    const c = board[ray[second]!]!;
    const opens =
      c * themSign > 0
        ? screens ||
          v.royalType[Math.abs(c) - 1] === 1 ||
          (k < nRide && rideHits[k]![(second + 1) * v.codeSpan + c + v.codeBase] !== 0)
        : screens && enemyAt(board, ray, nextMan(board, ray, second + 1), themSign);
    if (opens) vacateMark[ray[first]!] = markEpoch;
  }
  const nHops = v.hopDirs.length;
  const hopHit = v.hopHit[them]!;
  for (let k = 0; k < nHops; k++) {
    const ray = v.hopRays[king * nHops + k]!;
    const first = nextMan(board, ray, 0);
    if (first < 0) continue;
    // A man arriving before the first makes it a screen, so the first checks if it is an enemy hopper.
    if (hopHit[k]![board[ray[first]!]! + v.codeBase] !== 0)
      for (let d = 0; d < first; d++) fillMark[ray[d]!] = markEpoch;
    // The second man leaving makes the third the hopper over the first.
    const second = nextMan(board, ray, first + 1);
    if (second >= 0 && enemyAt(board, ray, nextMan(board, ray, second + 1), themSign))
      vacateMark[ray[second]!] = markEpoch;
  }
  const paths = v.pathProbes[them * v.size + king]!;
  for (let i = 0; i < paths.from.length; i++) {
    if (board[paths.from[i]!] !== paths.code[i]) continue;
    for (let b = paths.start[i]!; b < paths.start[i + 1]!; b++) vacateMark[paths.blocks[b]!] = markEpoch;
  }
}

/** Whether a move of a pinned man from `from` to `to` keeps every pin it is under blocked. */
function staysOnPins(from: number, to: number): boolean {
  for (let i = 0; i < pinCount; i++) {
    if (pinSq[i] !== from) continue;
    const ray = pinRay[i]!;
    let on = false;
    for (let d = 0; d <= pinLen[i]!; d++) {
      if (ray[d] === to) {
        on = true;
        break;
      }
    }
    if (!on) return false;
  }
  return true;
}

/**
 * Legal moves of the side to move. A position in which the game has already ended by a victory
 * condition has none. Where every check is a plain leap or ride (`simpleDiscovery`) and the king is
 * not in check, legality follows from pins and from the king's target squares; otherwise each move is
 * made and the king tested.
 */
export function generateLegal(pos: Position, list: MoveList): void {
  list.length = 0;
  const v = pos.variant;
  if (v.gameEnds.length > 0 && decidedWin(pos) !== null) return;
  generateByMoveRules(pos, list);
}

/**
 * The moves the rules of movement allow the side to move, whether or not a victory condition has ended
 * the game: what a victory condition asks when the other side may still answer (the Racing Kings flag).
 */
export function generateByMoveRules(pos: Position, list: MoveList): void {
  list.length = 0;
  if (!generateLegalDirect(pos, list)) {
    generatePseudo(pos, list);
    keepLegal(pos, list, 0);
  }
  for (const restrict of pos.variant.restrictions) restrict(pos, list);
}

/**
 * Legal moves man by man, where pins and the king's target squares decide (`directLegal`) and the royal is
 * not in check: only the king's moves, a pinned man's, the moves rule modules add and, with an en-passant
 * square, every man's go through the filter; any other man's moves are legal as generated, and are not
 * read again. Returns false, having added nothing, where it does not apply.
 */
function generateLegalDirect(pos: Position, list: MoveList): boolean {
  const v = pos.variant;
  const us = pos.turn;
  const king = pos.royal[us]!;
  if (!v.directLegal || king < 0 || (v.pinsHold !== null && !v.pinsHold(pos))) return false;
  const them = opposite(us);
  // A check (even one a rule's checkTest would not count) sends the position to the filter.
  if (findPins(pos, king, them) || leapAttacked(pos, king, them)) return false;
  const board = pos.board;
  const sign = us === WHITE ? 1 : -1;
  // An en-passant capture may expose the king along the rank both pawns leave: tested by making.
  const testEvery = pos.epTarget >= 0;
  const captureExposes = v.captureExposes;
  for (let from = 0; from < v.size; from++) {
    const code = board[from]! * sign;
    if (code <= 0) continue;
    const start = list.length;
    genPiece(pos, list, from, code - 1, sign);
    if (testEvery || from === king || pinMark[from] === pinEpoch) filterLegal(pos, list, start, true, false);
    else if (captureExposes !== null) dropExposingCaptures(pos, list, start, captureExposes);
  }
  const start = list.length;
  const rules = v.ruleMoves;
  for (let i = 0; i < rules.length; i++) rules[i]!(pos, list);
  filterLegal(pos, list, start, true, false);
  return true;
}

/** Keeps the moves of list[start..] but the captures that `exposes` (an explosion's rule) finds leave the own royal exposed. */
function dropExposingCaptures(
  pos: Position,
  list: MoveList,
  start: number,
  exposes: (pos: Position, m: number, us: Color) => boolean,
): void {
  const board = pos.board;
  const us = pos.turn;
  let n = start;
  for (let i = start; i < list.length; i++) {
    const m = list.moves[i]!;
    if (board[moveTo(m)] === 0 || !exposes(pos, m, us)) list.moves[n++] = m;
  }
  list.length = n;
}

/** Scratch for the moves rule modules add, in generateLegalFrom. */
let ruleScratch: MoveList | null = null;

/**
 * The legal moves of the men on `squares` only: exactly the moves of generateLegal that start there
 * (castlings from the king's square, Nexial castlings, calls of the Guard included), found without
 * generating the other men's moves. The validator resolves move texts with it.
 */
export function generateLegalFrom(pos: Position, squares: readonly number[], list: MoveList): void {
  list.length = 0;
  const v = pos.variant;
  if (v.gameEnds.length > 0 && decidedWin(pos) !== null) return;
  if (v.restrictions.length > 0) {
    // What a rule keeps depends on every move of the side (is there a capture?): all are generated.
    generateLegal(pos, list);
    let n = 0;
    for (let i = 0; i < list.length; i++)
      if (squares.includes(moveFrom(list.moves[i]!))) list.moves[n++] = list.moves[i]!;
    list.length = n;
    return;
  }
  for (const sq of squares) pieceMoves(pos, sq, list);
  if (v.ruleMoves.length > 0) {
    const extra = (ruleScratch ??= new MoveList());
    extra.length = 0;
    for (const generate of v.ruleMoves) generate(pos, extra);
    for (let i = 0; i < extra.length; i++) if (squares.includes(moveFrom(extra.moves[i]!))) list.push(extra.moves[i]!);
  }
  for (const expand of v.expanders) expand(pos, list, 0);
  keepLegal(pos, list, 0, squares);
}

/**
 * Kings are never taken: where some piece captures along lines on which it gives no check (Orthodia's
 * Bisroos and Roobis), a royal piece may stand there, and such a capture is no move.
 */
export const capturesRoyal = (pos: Position, m: Move): boolean => {
  const victim = pos.board[moveTo(m)]!;
  // The mover's own royal on the target is no capture: a pass names the king's square as from and to.
  return victim * (pos.turn === WHITE ? 1 : -1) < 0 && pos.variant.royalType[Math.abs(victim) - 1] === 1;
};

/**
 * The legality filter: keeps the moves of list[start..] that do not leave the own royal attacked and do
 * not capture a royal piece, after adding the moves rule modules allow only in check (Calling the
 * Guard; those of the men on `only`, when given).
 */
function keepLegal(pos: Position, list: MoveList, start: number, only?: readonly number[]): void {
  const v = pos.variant;
  const us = pos.turn;
  const king = pos.royal[us]!;
  if (!v.hasRoyals) return;
  if (king < 0) {
    if (v.hasDrops) keepSafeRoyalDrops(pos, list, start);
    return;
  }
  const them = opposite(us);
  // Where every check is a plain leap or ride, the scan for pins finds the riders' checks on the way.
  const pinScan = v.simpleDiscovery && v.checkTest === null;
  const checked = pinScan ? findPins(pos, king, them) || leapAttacked(pos, king, them) : royalAttacked(pos, king, them);
  if (checked && v.inCheckMoves.length > 0) {
    const from = list.length;
    for (const generate of v.inCheckMoves) generate(pos, list);
    if (only) {
      let n = from;
      for (let i = from; i < list.length; i++)
        if (only.includes(moveFrom(list.moves[i]!))) list.moves[n++] = list.moves[i]!;
      list.length = n;
    }
  }
  const fast = !checked && v.simpleDiscovery && (v.pinsHold === null ? v.checkTest === null : v.pinsHold(pos));
  const watched = !checked && v.watchDirs.length > 0 && !forbiddenAfter(pos, us);
  if (fast && !pinScan) findPins(pos, king, them);
  else if (watched) markExposure(pos, king, them);
  filterLegal(pos, list, start, fast, watched);
}

/**
 * With the own royal in hand (Sittuyin's and Placement chess's kings, placed first), nothing is in check:
 * only the royal's own drop must not put him where he is attacked, as Fairy-Stockfish judges a king's move.
 */
function keepSafeRoyalDrops(pos: Position, list: MoveList, start: number): void {
  const v = pos.variant;
  const us = pos.turn;
  let n = start;
  for (let i = start; i < list.length; i++) {
    const m = list.moves[i]!;
    let legal = true;
    if (moveKind(m) === MoveKind.Drop && v.royalType[movePromo(m)] === 1) {
      pos.make(m);
      legal = !royalAttacked(pos, moveTo(m), opposite(us)) && !forbiddenAfter(pos, us);
      pos.unmake();
    }
    if (legal) list.moves[n++] = m;
  }
  list.length = n;
}

/**
 * keepLegal's test of each move of list[start..], once the position has been read: `fast` where the
 * pins found decide (not in check, every check a plain leap or ride), `watched` where the marks of
 * markExposure do.
 */
function filterLegal(pos: Position, list: MoveList, start: number, fast: boolean, watched: boolean): void {
  const v = pos.variant;
  const us = pos.turn;
  const them = opposite(us);
  const king = pos.royal[us]!;
  const board = pos.board;
  const kingCode = board[king]!;
  const captureExposes = v.captureExposes;
  let n = start;
  for (let i = start; i < list.length; i++) {
    const listed = list.moves[i]!;
    // A move placing a man from hand (gating) is legal where the same move without him is, as
    // Fairy-Stockfish judges it: the man placed never shields the own royal.
    const m = listed >= GATED_MOVE ? withoutGate(listed) : listed;
    if (v.uncheckedCaptures && capturesRoyal(pos, m)) continue;
    const from = moveFrom(m);
    const to = moveTo(m);
    const kind = moveKind(m);
    const plain = isPlain(kind);
    let legal: boolean;
    if (captureExposes !== null && (kind === MoveKind.EnPassantCapture || (plain && board[to] !== 0))) {
      legal = !captureExposes(pos, m, us);
    } else if (fast && v.testByMaking[kind] === 0) {
      if (from === king) {
        board[king] = 0;
        legal = !royalAttacked(pos, to, them);
        board[king] = kingCode;
      } else {
        legal = pinMark[from] !== pinEpoch || staysOnPins(from, to);
      }
    } else if (watched && kind === MoveKind.Drop) {
      legal = fillMark[to] !== markEpoch || !plainMoveExposes(pos, m, us, them);
    } else if (
      watched &&
      plain &&
      from !== king &&
      vacateMark[from] !== markEpoch &&
      (board[to] !== 0 || fillMark[to] !== markEpoch)
    ) {
      legal = true;
    } else if (isPlaceable(kind) && v.boardTests && !capturesRoyal(pos, m)) {
      legal = !plainMoveExposes(pos, m, us, them);
    } else {
      pos.make(m);
      const k = pos.royal[us]!;
      legal = (k < 0 || !royalAttacked(pos, k, them)) && !forbiddenAfter(pos, us);
      pos.unmake();
    }
    if (legal) list.moves[n++] = listed;
  }
  list.length = n;
}

/**
 * Whether the royal of `us` on `king` is in check from `them`, or left as a rule forbids (the flying
 * general): asked of the board alone, before the turn passes.
 */
const royalExposed = (pos: Position, king: number, them: Color, us: Color): boolean =>
  royalAttacked(pos, king, them) || forbiddenAfter(pos, us);

/** What placePlain changed, for restorePlain: the man taken, the man moved and the mover's royal square. */
let placedHeld = 0;
let placedMoved = 0;
let placedRoyal = -1;

/**
 * Puts a plain move or a drop on the board alone, for tests that (where `boardTests` holds) read only the
 * board and the royals' squares: cheaper than make and unmake, which keep hashes, counts and memory.
 * restorePlain takes it back.
 */
function placePlain(pos: Position, m: Move, us: Color): void {
  const board = pos.board;
  const from = moveFrom(m);
  const to = moveTo(m);
  const promo = movePromo(m);
  placedRoyal = pos.royal[us]!;
  placedHeld = board[to]!;
  placedMoved = board[from]!;
  board[from] = 0;
  // A drop's man (from = to, standing nowhere before) and a promoted man are the type the promotion field names.
  board[to] = promo < 0 ? placedMoved : us === WHITE ? promo + 1 : -(promo + 1);
  if (from === placedRoyal) pos.royal[us] = to;
}

function restorePlain(pos: Position, m: Move, us: Color): void {
  pos.royal[us] = placedRoyal;
  pos.board[moveTo(m)] = placedHeld;
  pos.board[moveFrom(m)] = placedMoved;
}

/** Whether a plain move or a drop leaves the mover's royal exposed, tested on the board alone. */
function plainMoveExposes(pos: Position, m: Move, us: Color, them: Color): boolean {
  placePlain(pos, m, us);
  const exposed = royalExposed(pos, pos.royal[us]!, them, us);
  restorePlain(pos, m, us);
  return exposed;
}

/** The men of `by` that attack `target` with their checking pattern (for explanations). */
export function checkersOf(pos: Position, target: number, by: Color): number[] {
  const out: number[] = [];
  const sign = by === WHITE ? 1 : -1;
  for (let sq = 0; sq < pos.variant.size; sq++) {
    if (pos.board[sq]! * sign > 0 && sq !== target && pieceChecks(pos, sq, target)) out.push(sq);
  }
  return out;
}
