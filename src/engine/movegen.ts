/**
 * Move generation: pseudo-legal moves from the precomputed tables, the special rule modules that add
 * moves (castling, ECROS castling, Calling the Guard, wrapping Bowmen), attack tests and the legality
 * filter. Allocation-free once a MoveList has grown to size.
 */
import { MoveKind, encodeMove, moveFrom, moveKind, moveTo, type Move } from './move.js';
import { MEM_MOVED, MEM_ONCE_USED, Position, lastFromOf, mirrorSquare } from './position.js';
import {
  BLACK,
  F_CAPTURE,
  F_CHECKS,
  F_EP_CAPTURE,
  F_EP_TARGET,
  F_INITIAL,
  F_MOVE,
  F_ONCE,
  WHITE,
  type Color,
  type Ray,
  type Special,
  type Variant,
} from './variant.js';

export class MoveList {
  moves = new Float64Array(256);
  length = 0;

  push(m: Move): void {
    if (this.length === this.moves.length) {
      const grown = new Float64Array(this.moves.length * 2);
      grown.set(this.moves);
      this.moves = grown;
    }
    this.moves[this.length++] = m;
  }

  toArray(): Move[] {
    return Array.from(this.moves.subarray(0, this.length));
  }
}

const opposite = (c: Color): Color => (c === WHITE ? BLACK : WHITE);

function kindFor(flags: number): MoveKind {
  if (flags & F_EP_TARGET) return MoveKind.EnPassantTarget;
  if (flags & F_ONCE) return MoveKind.Once;
  return MoveKind.Normal;
}

/** Adds a move, expanded into its promotion or wrap choices where the destination calls for them. */
function emit(pos: Position, list: MoveList, from: number, to: number, kind: MoveKind, type: number): void {
  const v = pos.variant;
  const us = pos.turn;
  // The common case first: no promotion, no wrap, nothing above the kind (encodeMove inlined).
  if (v.promoRank[us]![to] === 0 && !v.emitSpecial[type]) {
    list.push(from + to * 1024 + kind * 67108864);
    return;
  }
  const rules = v.promoRule[us * v.nTypes + type]!;
  let rule = rules[to]!;
  let optional = v.promoOptional[us * v.nTypes + type]![to] === 1;
  if (rule === 0 && v.promoLeaving[type]) {
    // Leaving the zone (Shogi): promoting is a choice.
    rule = rules[from]!;
    optional = true;
  }
  if (rule > 0) {
    if (optional) list.push(encodeMove(from, to, kind));
    const limits = v.promoLimit[rule - 1]!;
    for (const promo of v.spec.promotion[rule - 1]!.to) {
      const limit = limits[promo]!;
      if (limit === 0 || pos.typeCount[us * v.nTypes + promo]! < limit) list.push(encodeMove(from, to, kind, promo));
    }
    return;
  }
  if (v.wrapType[type]) {
    const rank = (to / v.files) | 0;
    const lastRank = us === WHITE ? v.ranks - 1 : 0;
    if (rank === lastRank) {
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
      return;
    }
  }
  list.push(encodeMove(from, to, kind));
}

/** Whether the condition flags of an atom allow it for a man with this memory. */
const atomUsable = (flags: number, mem: number): boolean =>
  !((flags & F_INITIAL && mem & MEM_MOVED) || (flags & F_ONCE && mem & MEM_ONCE_USED));

function genRay(pos: Position, list: MoveList, from: number, ray: Ray, type: number, sign: number, forbid: number): void {
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

/** Square at (x+dx, y+dy) from sq, or -1 off the board or in a hole. */
export function offsetSquare(v: Variant, sq: number, dx: number, dy: number): number {
  const x = (sq % v.files) + dx;
  const y = ((sq / v.files) | 0) + dy;
  if (x < 0 || y < 0 || x >= v.files || y >= v.ranks) return -1;
  const to = y * v.files + x;
  return v.exists[to] ? to : -1;
}

/** Capture targets found by collisionTargets (at most one per prolonged diagonal). */
const collided = new Int16Array(2);

/**
 * The capture targets of the collision atom (Secutor) from `from`, into `collided`; returns how many:
 * slide along (dx, dy) through empty squares to the square before a screen (a piece or the rim), then
 * slide along either prolonged diagonal to the first piece.
 */
function collisionTargets(pos: Position, from: number, s: Special): number {
  const v = pos.variant;
  const board = pos.board;
  let stop = from;
  for (;;) {
    const next = offsetSquare(v, stop, s.dx, s.dy);
    if (next < 0 || board[next] !== 0) break;
    stop = next;
  }
  const px = s.dy !== 0 ? 1 : 0;
  const py = s.dx !== 0 ? 1 : 0;
  let n = 0;
  for (let side = 1; side >= -1; side -= 2) {
    const ex = s.dx + side * px;
    const ey = s.dy + side * py;
    let sq = offsetSquare(v, stop, ex, ey);
    while (sq >= 0 && board[sq] === 0) sq = offsetSquare(v, sq, ex, ey);
    if (sq >= 0) collided[n++] = sq;
  }
  return n;
}

/**
 * The screen of a hop from `from`: the first occupied square along the hop's direction, or -1 when
 * there is none or `stop` comes first (the square asked about by an attack test stands before it).
 */
function screenOf(v: Variant, board: Int16Array, from: number, s: Special, stop: number): number {
  let sq = offsetSquare(v, from, s.dx, s.dy);
  while (sq >= 0 && board[sq] === 0 && sq !== stop) sq = offsetSquare(v, sq, s.dx, s.dy);
  return sq === stop ? -1 : sq;
}

/** `first`: where the moves of this piece begin in the list (a victim reached twice is one move). */
function genSpecial(pos: Position, list: MoveList, from: number, s: Special, type: number, sign: number, forbid: number, first: number): void {
  const v = pos.variant;
  const board = pos.board;
  if (s.kind === 'lame') {
    const block = offsetSquare(v, from, s.bx, s.by);
    const to = offsetSquare(v, from, s.dx, s.dy);
    if (block < 0 || board[block] !== 0 || to === forbid) return;
    const tc = board[to]!;
    if (tc === 0 ? s.flags & F_MOVE : tc * sign < 0 && s.flags & F_CAPTURE) emit(pos, list, from, to, kindFor(s.flags), type);
    return;
  }
  if (s.kind === 'hop') {
    let sq = screenOf(v, board, from, s, -1);
    if (sq < 0) return;
    for (let k = 1; (sq = offsetSquare(v, sq, s.dx, s.dy)) >= 0 && (s.range === 0 || k <= s.range); k++) {
      const tc = board[sq]!;
      if (tc !== 0) {
        if (tc * sign < 0 && s.flags & F_CAPTURE && sq !== forbid) emit(pos, list, from, sq, kindFor(s.flags), type);
        return;
      }
      if (s.flags & F_MOVE && sq !== forbid) emit(pos, list, from, sq, kindFor(s.flags), type);
    }
    return;
  }
  if (s.kind === 'collide') {
    const n = collisionTargets(pos, from, s);
    next: for (let k = 0; k < n; k++) {
      const to = collided[k]!;
      if (board[to]! * sign >= 0 || to === forbid) continue;
      // Collisions in two directions can reach the same victim (i1 via the hole i2 or the rook h1).
      for (let i = first; i < list.length; i++) if (moveTo(list.moves[i]!) === to) continue next;
      emit(pos, list, from, to, kindFor(s.flags), type);
    }
    return;
  }
  // Volley: leap over an adjacent piece onto the empty square beyond, as often as possible.
  let at = from;
  for (let legs = 0; legs < s.maxLegs; legs++) {
    const over = offsetSquare(v, at, s.dx, s.dy);
    if (over < 0 || board[over] === 0) return;
    const land = offsetSquare(v, over, s.dx, s.dy);
    if (land < 0 || board[land] !== 0) return;
    at = land;
    if (at !== forbid) emit(pos, list, from, at, MoveKind.Normal, type);
  }
}

/** The ordinary moves of the man of `type` on `from`, owned by the side to move (`sign` its sign). */
function genPiece(pos: Position, list: MoveList, from: number, type: number, sign: number): void {
  const v = pos.variant;
  const board = pos.board;
  const tab = v.tables[(pos.turn * v.nTypes + type) * v.size + from]!;
  const mem = pos.mem[from]!;
  const forbid = v.spec.rules.reversal ? lastFromOf(mem) : -1;
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
    if (atomUsable(s.flags, mem)) genSpecial(pos, list, from, s, type, sign, forbid, first);
  }
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
  if (v.spec.castling.length > 0) genCastling(pos, list);
  if (v.spec.rules.nexialCastling && pos.rights & (1 << v.nexialRightBit[us]!)) genNexialCastling(pos, list);
  if (v.hasDrops) genDrops(pos, list);
}

/** Drops: every man in hand onto every empty square its type may be dropped on. */
function genDrops(pos: Position, list: MoveList): void {
  const v = pos.variant;
  const n = v.nTypes;
  const base = pos.turn * n;
  const board = pos.board;
  const onePerFile = v.spec.drops!.onePerFile;
  for (let t = 0; t < n; t++) {
    if (pos.hand[base + t] === 0) continue;
    const allowed = v.dropSquares[base + t]!;
    const own = pos.turn === WHITE ? t + 1 : -(t + 1);
    const perFile = onePerFile?.includes(t) ?? false;
    for (let sq = 0; sq < v.size; sq++) {
      if (!allowed[sq] || board[sq] !== 0) continue;
      if (perFile) {
        let taken = false;
        for (let s = sq % v.files; s < v.size && !taken; s += v.files) taken = board[s] === own;
        if (taken) continue;
      }
      list.push(encodeMove(sq, sq, MoveKind.Drop, t));
    }
  }
}

function genCastling(pos: Position, list: MoveList): void {
  const v = pos.variant;
  const us = pos.turn;
  const them = opposite(us);
  const board = pos.board;
  const sign = us === WHITE ? 1 : -1;
  const rules = v.spec.castling;
  let checked = -1; // computed once, when a castling right is open
  for (let index = 0; index < rules.length; index++) {
    if (!(pos.rights & (1 << v.castleRightBit[index]![us]!))) continue;
    const c = rules[index]!;
    const king = us === WHITE ? c.king : mirrorSquare(v, c.king);
    const rook = us === WHITE ? c.rook : mirrorSquare(v, c.rook);
    const rookTo = us === WHITE ? c.rookTo : mirrorSquare(v, c.rookTo);
    const kingCode = board[king]!;
    if (kingCode * sign <= 0 || !v.royalType[kingCode * sign - 1] || board[rook]! * sign <= 0) continue;
    for (let j = 0; j < c.kingTo.length; j++) {
      const kingTo = us === WHITE ? c.kingTo[j]! : mirrorSquare(v, c.kingTo[j]!);
      // Every square between the outermost of king, rook and their targets must be empty but for them.
      const lo = Math.min(king, rook, kingTo, rookTo);
      const hi = Math.max(king, rook, kingTo, rookTo);
      let clear = true;
      for (let sq = lo; sq <= hi && clear; sq++) {
        if (sq !== king && sq !== rook && board[sq] !== 0) clear = false;
      }
      if (!clear) continue;
      if (checked < 0) checked = attacked(pos, king, them) ? 1 : 0;
      if (checked) return;
      // FIDE: no square the king crosses or lands on may be attacked in the position before castling,
      // the king still on its square (where screens decide, as for Secutors, that is what counts). An
      // empty square is attacked when an enemy could capture a man there. The legality filter then
      // tests the king after the move.
      const step = kingTo > king ? 1 : -1;
      let safe = true;
      for (let sq = king; sq !== kingTo && safe; ) {
        sq += step;
        const keep = board[sq]!;
        if (keep === 0) board[sq] = kingCode;
        safe = !attacked(pos, sq, them);
        board[sq] = keep;
      }
      if (safe) list.push(encodeMove(king, kingTo, MoveKind.Castle, -1, index));
    }
  }
}

/** ECROS castling: a Nexial replaces one of its own men (not a Nexial) standing on its own half. */
function genNexialCastling(pos: Position, list: MoveList): void {
  const v = pos.variant;
  const nexials = v.spec.rules.nexialCastling!.nexials;
  const us = pos.turn;
  const sign = us === WHITE ? 1 : -1;
  const board = pos.board;
  const half = v.ranks >> 1;
  for (let n = 0; n < v.size; n++) {
    const code = board[n]!;
    if (code * sign <= 0 || !nexials.includes(code * sign - 1)) continue;
    const forbid = v.spec.rules.reversal ? lastFromOf(pos.mem[n]!) : -1;
    for (let m = 0; m < v.size; m++) {
      const mc = board[m]!;
      if (mc * sign <= 0 || nexials.includes(mc * sign - 1) || m === forbid) continue;
      const rank = (m / v.files) | 0;
      if (us === WHITE ? rank >= half : rank < v.ranks - half) continue;
      list.push(encodeMove(n, m, MoveKind.NexialCastle));
    }
  }
}

/** Chess Legions: while in check, the Guard may jump next to the King (once per game). */
function genGuardCall(pos: Position, list: MoveList, scratch: MoveList): void {
  const v = pos.variant;
  const us = pos.turn;
  const sign = us === WHITE ? 1 : -1;
  const king = pos.royal[us]!;
  const guard = v.spec.rules.guardCall!.piece;
  const board = pos.board;
  for (let g = 0; g < v.size; g++) {
    if (board[g] !== sign * (guard + 1)) continue;
    // Squares the Guard reaches by its ordinary move are not calls: that move is already listed.
    scratch.length = 0;
    pieceMoves(pos, g, scratch);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if (dx === 0 && dy === 0) continue;
        const to = offsetSquare(v, king, dx, dy);
        if (to < 0 || board[to] !== 0 || to === g) continue;
        let ordinary = false;
        for (let i = 0; i < scratch.length; i++) if (moveTo(scratch.moves[i]!) === to) ordinary = true;
        if (!ordinary) list.push(encodeMove(g, to, MoveKind.GuardCall));
      }
    }
  }
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
    if (s.kind === 'collide') {
      const n = collisionTargets(pos, from, s);
      for (let k = 0; k < n; k++) if (collided[k] === target) return true;
    } else if (s.kind === 'lame') {
      if (offsetSquare(v, from, s.dx, s.dy) === target && board[offsetSquare(v, from, s.bx, s.by)] === 0) return true;
    } else if (s.kind === 'hop') {
      let sq = screenOf(v, board, from, s, target);
      if (sq < 0) continue;
      for (let k = 1; (sq = offsetSquare(v, sq, s.dx, s.dy)) >= 0 && (s.range === 0 || k <= s.range); k++) {
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
  const probes = v.leapProbes[by * v.size + sq]!;
  const pFrom = probes.from;
  const pCode = probes.code;
  for (let i = 0; i < pFrom.length; i++) if (board[pFrom[i]!] === pCode[i]) return true;
  const nDirs = v.rideDirs.length;
  const hits = v.rideHit[by]!;
  const span = v.codeSpan;
  const base = v.codeBase;
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

/** Xiangqi's flying general: both royal pieces on one file with nothing between them. */
export function royalsFace(pos: Position): boolean {
  const v = pos.variant;
  const a = pos.royal[WHITE]!;
  const b = pos.royal[BLACK]!;
  if (a < 0 || b < 0 || a % v.files !== b % v.files) return false;
  for (let sq = Math.min(a, b) + v.files; sq < Math.max(a, b); sq += v.files) if (pos.board[sq] !== 0) return false;
  return true;
}

export function inCheck(pos: Position): boolean {
  const king = pos.royal[pos.turn]!;
  return king >= 0 && attacked(pos, king, opposite(pos.turn));
}

/** The side that has won by a victory condition of the variant after the last move, with its name. */
export interface Victory {
  winner: Color;
  reason: string;
}

export function victory(pos: Position): Victory | null {
  const v = pos.variant;
  const victories = v.spec.end.victories;
  if (victories.length === 0) return null;
  const mover = opposite(pos.turn);
  const other = pos.turn;
  const sign = mover === WHITE ? 1 : -1;
  let moverShort = false;
  for (const cond of victories) {
    switch (cond.type) {
      case 'extinction':
        if (cond.pieces.every((t) => pos.typeCount[other * v.nTypes + t] === 0)) {
          return { winner: mover, reason: `extinction of the ${cond.pieces.map((t) => v.spec.pieces[t]!.name).join(' and ')}` };
        }
        break;
      case 'occupy':
        if (cond.squares.every((sq) => pos.board[sq]! * sign > 0)) return { winner: mover, reason: `occupation of the ${cond.name}` };
        break;
      case 'material':
        if (cond.reply) {
          // The mover was reduced and did not answer in kind; or the reduced side has no answer left.
          if (pos.men[mover]! <= cond.atMost && pos.men[other]! > cond.atMost) return { winner: other, reason: `opponent reduced to ${pos.men[mover]} men, unanswered` };
          if (pos.men[other]! <= cond.atMost && pos.men[mover]! > cond.atMost + 1) return { winner: mover, reason: `opponent reduced to ${pos.men[other]} men` };
          break;
        }
        if (pos.men[other]! <= cond.atMost) return { winner: mover, reason: `opponent reduced to ${pos.men[other]} men` };
        if (pos.men[mover]! <= cond.atMost) moverShort = true;
        break;
      case 'royal-attack': {
        const king = pos.royal[other]!;
        if (king < 0) break;
        for (let from = 0; from < v.size; from++) {
          const c = pos.board[from]! * sign;
          if (c > 0 && cond.pieces.includes(c - 1) && pieceChecks(pos, from, king)) {
            return { winner: mover, reason: `assassination by the ${v.spec.pieces[c - 1]!.name}` };
          }
        }
        break;
      }
    }
  }
  if (moverShort) return { winner: other, reason: `reduced to ${pos.men[mover]} men by its own move` };
  return null;
}

/** Scratch list for the Guard's call (calls do not recurse). */
const guardScratch = new MoveList();

/**
 * Pinned men of the side to move, found once per position: pinRay[i] is the ray from the king on which
 * pinSq[i] stands, pinLen[i] the index of the pinning rider on it. Module-level scratch: the legality
 * filter uses it before any recursion.
 */
const pinMark = new Int32Array(1024);
let pinEpoch = 0;
let pinCount = 0;
let pinSq: Int16Array = new Int16Array(32);
let pinLen: Int16Array = new Int16Array(32);
let pinRay: Int16Array[] = [];

function findPins(pos: Position, king: number, them: Color): void {
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
  for (let k = 0; k < nDirs; k++) {
    const ray = v.rideRays[king * nDirs + k]!;
    let blocker = -1;
    for (let d = 0; d < ray.length; d++) {
      const c = board[ray[d]!]!;
      if (c === 0) continue;
      if (blocker < 0) {
        if (c * sign < 0) break;
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
  if (v.spec.end.victories.length > 0 && victory(pos) !== null) return;
  generatePseudo(pos, list);
  const us = pos.turn;
  const king = pos.royal[us]!;
  if (!v.hasRoyals || king < 0) return;
  const them = opposite(us);
  const checked = attacked(pos, king, them);
  if (checked && v.spec.rules.guardCall && pos.rights & (1 << v.guardRightBit[us]!)) genGuardCall(pos, list, guardScratch);
  const fast = !checked && v.simpleDiscovery;
  if (fast) findPins(pos, king, them);
  const board = pos.board;
  const kingCode = board[king]!;
  let n = 0;
  for (let i = 0; i < list.length; i++) {
    const m = list.moves[i]!;
    if (v.uncheckedCaptures) {
      const victim = board[moveTo(m)]!;
      if (victim !== 0 && v.royalType[Math.abs(victim) - 1]) continue;
    }
    const from = moveFrom(m);
    const kind = moveKind(m);
    let legal: boolean;
    if (fast && kind !== MoveKind.EnPassantCapture && kind !== MoveKind.Castle && kind !== MoveKind.Wrap) {
      if (from === king) {
        board[king] = 0;
        legal = !attacked(pos, moveTo(m), them);
        board[king] = kingCode;
      } else {
        legal = pinMark[from] !== pinEpoch || staysOnPins(from, moveTo(m));
      }
    } else {
      pos.make(m);
      const k = pos.royal[us]!;
      legal = k < 0 || (!attacked(pos, k, them) && !(v.spec.rules.flyingGeneral && royalsFace(pos)));
      pos.unmake();
    }
    if (legal) list.moves[n++] = m;
  }
  list.length = n;
}
