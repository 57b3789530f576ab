/**
 * Why a move text matches no legal move, in words of the rules: no piece there, not the mover's piece,
 * the piece does not move like that (its pattern, the parity of a distance, a blocked path, a used
 * first or once-per-game move, the reversal rule), castling conditions, or the own king left in check
 * and by which piece. Works from the compiled move tables, so it speaks for every variant.
 */
import { MoveKind, encodeMove, moveFrom, moveKind, movePromo, moveTo, type Move } from '../engine/move.js';
import { MoveList, attacked, offsetSquare, pieceChecks, pieceMoves } from '../engine/movegen.js';
import { MEM_MOVED, MEM_ONCE_USED, lastFromOf, mirrorSquare, type Position } from '../engine/position.js';
import {
  BLACK,
  F_CAPTURE,
  F_EP_CAPTURE,
  F_INITIAL,
  F_MOVE,
  F_ONCE,
  WHITE,
  type Color,
  type Special,
  type Variant,
} from '../engine/variant.js';
import { isCapture, matches, pawnType, type ParsedMove } from '../notation/move-text.js';
import { squareName } from '../notation/squares.js';

export interface Explanation {
  reason: string;
  /** Squares of the mover's pieces the text may mean; their legal moves help the reader. */
  pieces: number[];
}

const colorName = (c: Color): string => (c === WHITE ? 'White' : 'Black');
const opposite = (c: Color): Color => (c === WHITE ? BLACK : WHITE);
const typeName = (v: Variant, t: number): string => v.spec.pieces[t]!.name;

const article = (name: string): string => `${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name}`;
/** The name of the piece on a square: "Knight". */
const nameOn = (pos: Position, sq: number): string => typeName(pos.variant, Math.abs(pos.board[sq]!) - 1);
/** "Knight on g1". */
const pieceOn = (pos: Position, sq: number): string => `${nameOn(pos, sq)} on ${squareName(pos.variant, sq)}`;

/** The enemy pieces that attack `target` with their checking pattern. */
export function checkersOf(pos: Position, target: number, by: Color): number[] {
  const out: number[] = [];
  const sign = by === WHITE ? 1 : -1;
  for (let sq = 0; sq < pos.variant.size; sq++) {
    if (pos.board[sq]! * sign > 0 && sq !== target && pieceChecks(pos, sq, target)) out.push(sq);
  }
  return out;
}

/** "king would be in check from the Bishop on b5" for the side to move after the move `m` (pseudo-legal). */
function exposure(pos: Position, m: Move): string {
  const us = pos.turn;
  const them = opposite(us);
  const before = pos.royal[us]! >= 0 ? checkersOf(pos, pos.royal[us]!, them) : [];
  pos.make(m);
  const king = pos.royal[us]!;
  const after = king >= 0 ? checkersOf(pos, king, them) : [];
  const names = after.map((sq) => `the ${pieceOn(pos, sq)}`);
  pos.unmake();
  const royal = pos.royal[us]! >= 0 ? typeName(pos.variant, Math.abs(pos.board[pos.royal[us]!]!) - 1).toLowerCase() : 'king';
  if (names.length === 0) return `the ${royal} would be left attacked`;
  const still = after.some((sq) => before.includes(sq)) ? 'still ' : '';
  return `${royal} would ${still}be in check from ${names.join(' and ')}`;
}

export function explain(pos: Position, legal: readonly Move[], readings: readonly ParsedMove[]): Explanation {
  // Several readings of one text differ only in how a piece letter group splits; the first that names
  // a piece standing on the board says most.
  let best: Explanation | null = null;
  for (const p of readings) {
    const e = explainOne(pos, legal, p);
    if (e.pieces.length > 0) return e;
    best ??= e;
  }
  return best!;
}

function explainOne(pos: Position, legal: readonly Move[], p: ParsedMove): Explanation {
  switch (p.kind) {
    case 'castle':
      return explainCastle(pos, p.long, p.castleTo);
    case 'nexial-castle':
      return explainNexialCastle(pos, p);
    case 'guard-call':
      return explainGuardCall(pos, legal, p);
    case 'drop':
      return explainDrop(pos, legal, p);
    case 'move':
      return explainMove(pos, p);
  }
}

function explainDrop(pos: Position, legal: readonly Move[], p: ParsedMove): Explanation {
  const v = pos.variant;
  const us = pos.turn;
  const at = squareName(v, p.to);
  const what = p.pieces!.map((t) => typeName(v, t)).join(' or ');
  if (!v.hasDrops) return { reason: 'there are no drops in this variant', pieces: [] };
  if (!p.pieces!.some((t) => pos.hand[us * v.nTypes + t]! > 0)) return { reason: `${colorName(us)} has no ${what} in hand`, pieces: [] };
  if (pos.board[p.to] !== 0) return { reason: `${at} is occupied: a man is dropped on an empty square`, pieces: [p.to] };
  if (!p.pieces!.some((t) => v.dropSquares[us * v.nTypes + t]![p.to])) return { reason: `${article(what)} may not be dropped on ${at}'s rank`, pieces: [] };
  if (!legal.some((m) => moveKind(m) === MoveKind.Drop)) return { reason: 'no drop is legal here', pieces: [] };
  return { reason: `the ${pos.royal[us]! >= 0 ? typeName(v, Math.abs(pos.board[pos.royal[us]!]!) - 1).toLowerCase() : 'king'} would be left in check`, pieces: [] };
}

function explainMove(pos: Position, p: ParsedMove): Explanation {
  const v = pos.variant;
  const us = pos.turn;
  const sign = us === WHITE ? 1 : -1;
  const named = p.pieces ? p.pieces : p.pawn ? [pawnType(v)] : null;
  const what = named ? named.map((t) => typeName(v, t)).join(' or ') : 'piece';
  let candidates: number[];
  if (p.from >= 0) {
    const code = pos.board[p.from]!;
    const at = squareName(v, p.from);
    if (code === 0) return { reason: `there is no piece on ${at}`, pieces: [] };
    if (code * sign < 0) return { reason: `the ${pieceOn(pos, p.from)} is ${colorName(opposite(us))}'s; it is ${colorName(us)}'s move`, pieces: [] };
    if (named && !named.includes(code * sign - 1)) {
      return { reason: `the piece on ${at} is ${article(typeName(v, code * sign - 1))}, not ${article(what)}`, pieces: [p.from] };
    }
    candidates = [p.from];
  } else {
    candidates = [];
    for (let sq = 0; sq < v.size; sq++) {
      const c = pos.board[sq]! * sign;
      if (c <= 0 || (named && !named.includes(c - 1))) continue;
      if (p.fromFile >= 0 && sq % v.files !== p.fromFile) continue;
      if (p.fromRank >= 0 && ((sq / v.files) | 0) !== p.fromRank) continue;
      // A pawn's move written without its file (e5) is one along the file it stands on.
      if (p.pawn && p.fromFile < 0 && p.fromRank < 0 && sq % v.files !== p.to % v.files) continue;
      candidates.push(sq);
    }
    if (candidates.length === 0) {
      const file = p.fromFile >= 0 ? p.fromFile : p.pawn ? p.to % v.files : -1;
      const where = file >= 0 ? ` on the ${v.spec.fileLabels[file]}-file` : p.fromRank >= 0 ? ` on rank ${p.fromRank + 1}` : '';
      return { reason: `${colorName(us)} has no ${what}${where}`, pieces: [] };
    }
  }
  const whys = candidates.map((from) => ({ from, ...whyNot(pos, from, p) }));
  const pinned = whys.find((w) => w.pinned);
  if (pinned) return { reason: pinned.reason, pieces: [pinned.from] };
  // Pieces whose pattern does reach the square say more than those that cannot go there at all.
  const near = whys.some((w) => w.reaches) ? whys.filter((w) => w.reaches) : whys;
  const pieces = near.map((w) => w.from);
  if (near.length === 1) return { reason: near[0]!.reason, pieces };
  if (near.length > 4) {
    return { reason: `no ${what} of ${colorName(us)}'s ${near.length} can move to ${squareName(v, p.to)}`, pieces };
  }
  const reasons = near.map((w) => `the ${pieceOn(pos, w.from)}: ${w.reason}`);
  return { reason: `no ${what} can move to ${squareName(v, p.to)}: ${reasons.join('; ')}`, pieces };
}

/**
 * Why the piece on `from` cannot make the move `p`: `pinned` when only its own king's safety stops it,
 * `reaches` when its pattern does lead to the square (and something else stops it).
 */
function whyNot(pos: Position, from: number, p: ParsedMove): { reason: string; pinned: boolean; reaches: boolean } {
  const v = pos.variant;
  const us = pos.turn;
  const sign = us === WHITE ? 1 : -1;
  const code = pos.board[from]!;
  const type = code * sign - 1;
  const name = typeName(v, type);
  const to = p.to;
  const at = squareName(v, to);

  // A king move written as coordinates onto its castling square is castling.
  if (v.royalType[type]) {
    for (const [i, c] of v.spec.castling.entries()) {
      const king = us === WHITE ? c.king : mirrorSquare(v, c.king);
      const tos = c.kingTo.map((sq) => (us === WHITE ? sq : mirrorSquare(v, sq)));
      if (king === from && tos.includes(to) && Math.abs((to % v.files) - (from % v.files)) > 1) {
        return { reason: explainCastle(pos, c.rook % v.files < c.king % v.files, to, i).reason, pinned: false, reaches: true };
      }
    }
  }

  const list = new MoveList();
  pieceMoves(pos, from, list);
  const pseudo = list.toArray();
  const exact = pseudo.filter((m) => matches(pos, m, p));
  if (exact.length > 0) return { reason: exposure(pos, exact[0]!), pinned: true, reaches: true };

  const target = pos.board[to]!;
  if (target * sign > 0 && to !== from) return { reason: `${at} is occupied by ${colorName(us)}'s own ${typeName(v, target * sign - 1)}`, pinned: false, reaches: true };
  if (v.spec.rules.reversal && lastFromOf(pos.mem[from]!) === to) {
    return { reason: `reversal rule: the ${name} came from ${at} last move`, pinned: false, reaches: true };
  }
  const sameSquare = pseudo.filter((m) => moveTo(m) === to);
  if (sameSquare.length > 0) return { reason: detailMismatch(pos, from, sameSquare, p), pinned: false, reaches: true };
  const failure = patternFailure(pos, from, to);
  return { reason: failure.reason, pinned: false, reaches: failure.reaches };
}

/** The piece does reach the square, but not in the way the text says (promotion, wrap, path, capture). */
function detailMismatch(pos: Position, from: number, moves: Move[], p: ParsedMove): string {
  const v = pos.variant;
  const name = typeName(v, Math.abs(pos.board[from]!) - 1);
  const at = squareName(v, p.to);
  if (p.capture === true && !moves.some((m) => isCapture(pos, m))) return `there is nothing to capture on ${at}`;
  if (p.capture === false && moves.every((m) => isCapture(pos, m))) {
    const victim = pos.board[p.to] !== 0 ? `${at} holds the ${nameOn(pos, p.to)}` : `it captures en passant`;
    return `the move captures (${victim}): write it with "x"`;
  }
  if (p.promo) {
    const promos = moves.map(movePromo).filter((t) => t >= 0);
    if (promos.length === 0) return `the ${name} does not promote on ${at}`;
    return `the ${name} may promote only to ${[...new Set(promos)].map((t) => typeName(v, t)).join(', ')}`;
  }
  if (p.wrap !== null) {
    const wraps = moves.filter((m) => moveKind(m) === MoveKind.Wrap);
    if (wraps.length === 0) return `the ${name} reappears on its first rank only when it reaches the last rank`;
    if (p.wrap < 0) return `the ${name} is removed only when its first rank has no empty square`;
    return `${squareName(v, p.wrap)} is not an empty square of ${colorName(pos.turn)}'s first rank`;
  }
  if (p.path) {
    return `the ${name} cannot volley ${p.path.map((sq) => squareName(v, sq)).join('-')}: each leap goes over the adjacent occupied square to the empty one beyond`;
  }
  return `the ${name} cannot make that move to ${at}`;
}

/** Where the piece's pattern fails for from → to: direction, distance, parity, path, first-move, once. */
function patternFailure(pos: Position, from: number, to: number): { reason: string; reaches: boolean } {
  const v = pos.variant;
  const us = pos.turn;
  const sign = us === WHITE ? 1 : -1;
  const type = pos.board[from]! * sign - 1;
  const piece = v.spec.pieces[type]!;
  const name = piece.name;
  const tab = v.tables[(us * v.nTypes + type) * v.size + from]!;
  const mem = pos.mem[from]!;
  const target = pos.board[to]!;
  const enemy = target * sign < 0;
  const at = squareName(v, to);
  const found: string[] = [];

  const usable = (flags: number): string | null => {
    if (flags & F_INITIAL && mem & MEM_MOVED) return `the ${name} has moved already: that move is only for its first move`;
    if (flags & F_ONCE && mem & MEM_ONCE_USED) return `the ${name} has already used its once-per-game move`;
    return null;
  };
  const occupancy = (flags: number, epCapture: boolean): string | null => {
    if (target === 0 && !(flags & F_MOVE)) {
      return `the ${name} moves to ${at} only to capture, and there is nothing to capture there${epCapture ? ', not even en passant' : ''}`;
    }
    if (enemy && !(flags & F_CAPTURE)) return `the ${name} cannot capture on ${at}: it moves there only to an empty square`;
    return null;
  };

  for (let i = 0; i < tab.leapTo.length; i++) {
    if (tab.leapTo[i] !== to) continue;
    const flags = tab.leapFlags[i]!;
    found.push(usable(flags) ?? occupancy(flags, (flags & F_EP_CAPTURE) !== 0) ?? `the ${name} cannot move to ${at}`);
  }
  for (const ray of tab.rays) {
    const k = ray.squares.indexOf(to);
    if (k < 0) continue;
    const dist = k + 1;
    const why =
      usable(ray.flags) ??
      (ray.passOver !== 0 && (dist & 1) === (ray.passOver & 1) ? `${name} cannot end at distance ${dist}` : null) ??
      (dist < ray.min ? `${name} must move at least ${ray.min} squares, not ${dist}` : null) ??
      (ray.parity !== 0 && (dist & 1) !== (ray.parity & 1) ? `${name} cannot end at distance ${dist}` : null) ??
      blockedAt(pos, ray.squares, k, ray.passOver) ??
      occupancy(ray.flags, false);
    found.push(why ?? `the ${name} cannot move to ${at}`);
  }
  for (const s of tab.specials) {
    const why = specialFailure(pos, from, to, s, name);
    if (why) found.push(usable(s.flags) ?? why);
  }
  if (found.length > 0) return { reason: found[0]!, reaches: true };
  const pattern = piece.rules || piece.summary;
  return { reason: `${article(name)} cannot move from ${squareName(v, from)} to ${at}${pattern ? ` (${name}: ${pattern.replace(/\.$/, '')})` : ''}`, reaches: false };
}

function blockedAt(pos: Position, squares: Int16Array, k: number, passOver: number): string | null {
  for (let j = 0; j < k; j++) {
    if (passOver !== 0 && ((j + 1) & 1) === (passOver & 1)) continue;
    const sq = squares[j]!;
    if (pos.board[sq] !== 0) return `the path is blocked on ${squareName(pos.variant, sq)} (by the ${nameOn(pos, sq)})`;
  }
  return null;
}

/** The collision capture and the volley, when the target lies in their direction; null otherwise. */
function specialFailure(pos: Position, from: number, to: number, s: Special, name: string): string | null {
  const v = pos.variant;
  const fx = from % v.files;
  const fy = (from / v.files) | 0;
  const dx = (to % v.files) - fx;
  const dy = ((to / v.files) | 0) - fy;
  const at = squareName(v, to);
  if (s.kind === 'hopchain') {
    const n = Math.max(Math.abs(dx), Math.abs(dy));
    if (dx * s.dy !== dy * s.dx || Math.sign(dx) !== Math.sign(s.dx) || Math.sign(dy) !== Math.sign(s.dy) || n % 2 !== 0) return null;
    if (pos.board[to] !== 0) return `a volley never captures, and it cannot land on the occupied ${at}`;
    let sq = from;
    for (let leg = 0; leg < n / 2; leg++) {
      const over = offsetSquare(v, sq, s.dx, s.dy);
      const land = offsetSquare(v, over, s.dx, s.dy);
      if (pos.board[over] === 0) return `a volley leaps only over an occupied square, and ${squareName(v, over)} is empty`;
      if (pos.board[land] !== 0 && land !== to) return `the volley cannot land on ${squareName(v, land)}: it is occupied`;
      sq = land;
    }
    return n / 2 > s.maxLegs ? `the ${name}'s volley has at most ${s.maxLegs} leaps` : null;
  }
  // Collision: the piece's ordinary moves have not reached `to`; say how it captures.
  if (pos.board[to] === 0) return null;
  return `the ${name} captures only by collision (a slide to a screen, then on along a diagonal), and no collision reaches ${at}`;
}

/** Castling that is not legal now: which condition fails. */
function explainCastle(pos: Position, long: boolean, castleTo: number, only = -1): Explanation {
  const v = pos.variant;
  const us = pos.turn;
  const them = opposite(us);
  const side = long ? 'queenside (O-O-O)' : 'kingside (O-O)';
  if (v.spec.castling.length === 0) {
    const nexial = v.spec.rules.nexialCastling ? '; its castling is written O:<Nexial square>-<square of the replaced man>' : '';
    return { reason: `${v.spec.name} has no castling of king and rook${nexial}`, pieces: [] };
  }
  const rules = v.spec.castling
    .map((c, i) => ({ c, i }))
    .filter(({ c, i }) => (only >= 0 ? i === only : (c.rook % v.files < c.king % v.files) === long));
  if (rules.length === 0) return { reason: `${v.spec.name} has no ${side} castling`, pieces: [] };
  const { c, i } = rules[0]!;
  const mirror = (sq: number): number => (us === WHITE ? sq : mirrorSquare(v, sq));
  const king = mirror(c.king);
  const rook = mirror(c.rook);
  const rookTo = mirror(c.rookTo);
  const kingTos = c.kingTo.map(mirror);
  const name = (sq: number): string => squareName(v, sq);
  const pieces = pos.board[king] !== 0 ? [king] : [];
  if (!(pos.rights & (1 << v.castleRightBit[i]![us]!))) {
    return { reason: `${colorName(us)} may no longer castle ${side}: the king or the rook on ${name(rook)} has moved`, pieces };
  }
  if (castleTo >= 0 && !kingTos.includes(castleTo)) {
    return { reason: `castling ${side} puts the king on ${kingTos.map(name).join(' or ')}, not ${name(castleTo)}`, pieces };
  }
  const kingTo = castleTo >= 0 ? castleTo : kingTos[0]!;
  const lo = Math.min(king, rook, kingTo, rookTo);
  const hi = Math.max(king, rook, kingTo, rookTo);
  for (let sq = lo; sq <= hi; sq++) {
    if (sq !== king && sq !== rook && pos.board[sq] !== 0) {
      return { reason: `castling ${side} needs ${name(sq)} empty, and the ${nameOn(pos, sq)} stands there`, pieces };
    }
  }
  const kingName = typeName(v, Math.abs(pos.board[king]!) - 1).toLowerCase();
  const checkers = checkersOf(pos, king, them);
  if (checkers.length > 0) return { reason: `the ${kingName} may not castle out of check (from the ${pieceOn(pos, checkers[0]!)})`, pieces };
  const step = kingTo > king ? 1 : -1;
  const kingCode = pos.board[king]!;
  for (let sq = king + step; sq !== kingTo; sq += step) {
    const keep = pos.board[sq]!;
    pos.board[king] = 0;
    pos.board[sq] = kingCode;
    const hit = attacked(pos, sq, them) ? checkersOf(pos, sq, them) : [];
    pos.board[sq] = keep;
    pos.board[king] = kingCode;
    if (hit.length > 0) return { reason: `the ${kingName} would cross ${name(sq)}, attacked by the ${pieceOn(pos, hit[0]!)}`, pieces };
  }
  return { reason: exposure(pos, encodeMove(king, kingTo, MoveKind.Castle, -1, i)), pieces };
}

function explainNexialCastle(pos: Position, p: ParsedMove): Explanation {
  const v = pos.variant;
  const us = pos.turn;
  const sign = us === WHITE ? 1 : -1;
  const rule = v.spec.rules.nexialCastling;
  if (!rule) return { reason: `${v.spec.name} has no ECROS castling (O:...)`, pieces: [] };
  const nexialNames = rule.nexials.map((t) => typeName(v, t)).join(' or ');
  if (!(pos.rights & (1 << v.nexialRightBit[us]!))) return { reason: `${colorName(us)} has castled already (once per game)`, pieces: [] };
  const code = pos.board[p.from]! * sign;
  const a = squareName(v, p.from);
  const b = squareName(v, p.to);
  if (code <= 0 || !rule.nexials.includes(code - 1)) return { reason: `castling moves a ${nexialNames}, and ${a} holds none of ${colorName(us)}'s`, pieces: [] };
  const target = pos.board[p.to]! * sign;
  if (target <= 0) return { reason: `castling replaces one of ${colorName(us)}'s own men, and ${b} holds none`, pieces: [p.from] };
  if (rule.nexials.includes(target - 1)) return { reason: `castling may not replace a ${typeName(v, target - 1)}`, pieces: [p.from] };
  const half = v.ranks >> 1;
  const rank = (p.to / v.files) | 0;
  if (us === WHITE ? rank >= half : rank < v.ranks - half) return { reason: `castling replaces a man on ${colorName(us)}'s own half, and ${b} is not on it`, pieces: [p.from] };
  if (v.spec.rules.reversal && lastFromOf(pos.mem[p.from]!) === p.to) {
    return { reason: `reversal rule: the ${typeName(v, code - 1)} came from ${b} last move`, pieces: [p.from] };
  }
  return { reason: `castling from ${a} to ${b} is not legal here`, pieces: [p.from] };
}

function explainGuardCall(pos: Position, legal: readonly Move[], p: ParsedMove): Explanation {
  const v = pos.variant;
  const us = pos.turn;
  const sign = us === WHITE ? 1 : -1;
  const rule = v.spec.rules.guardCall;
  if (!rule) return { reason: `${v.spec.name} has no Calling the Guard (@)`, pieces: [] };
  const guard = typeName(v, rule.piece);
  if (!(pos.rights & (1 << v.guardRightBit[us]!))) return { reason: `${colorName(us)} has called the ${guard} already (once per game)`, pieces: [] };
  if (pos.board[p.from]! * sign !== rule.piece + 1) return { reason: `there is no ${colorName(us)} ${guard} on ${squareName(v, p.from)}`, pieces: [] };
  const king = pos.royal[us]!;
  if (king < 0 || !attacked(pos, king, opposite(us))) return { reason: `the ${guard} may be called only while the king is in check`, pieces: [p.from] };
  const b = squareName(v, p.to);
  const near = Math.abs((p.to % v.files) - (king % v.files)) <= 1 && Math.abs(((p.to / v.files) | 0) - ((king / v.files) | 0)) <= 1 && p.to !== king;
  if (!near) return { reason: `the ${guard} is called to a square next to the king, and ${b} is not`, pieces: [p.from] };
  if (pos.board[p.to] !== 0) return { reason: `the ${guard} is called to an empty square, and ${b} is occupied`, pieces: [p.from] };
  if (legal.some((m) => moveFrom(m) === p.from && moveTo(m) === p.to && moveKind(m) !== MoveKind.GuardCall)) {
    return { reason: `the ${guard} reaches ${b} by its own move: write ${squareName(v, p.from)}-${b}`, pieces: [p.from] };
  }
  return { reason: `the call must end the check, and ${exposure(pos, encodeMove(p.from, p.to, MoveKind.GuardCall))}`, pieces: [p.from] };
}
