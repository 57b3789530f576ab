/**
 * Why a move text matches no legal move, in words of the rules: no piece there, not the mover's piece,
 * the piece does not move like that (its pattern, the parity of a distance, a blocked path, a used
 * first or once-per-game move, the reversal rule), castling conditions, or the own king left in check
 * and by which piece. Works from the compiled move tables, so it speaks for every variant.
 */
import { type Move, movePromo, moveTo } from '../engine/move.js';
import { capturesRoyal, checkersOf, MoveList, pieceMoves } from '../engine/movegen.js';
import { MEM_MOVED, MEM_ONCE_USED, type Position } from '../engine/position.js';
import { allRules, type RuleVerdict, rulesOf } from '../engine/rules/index.js';
import {
  BLACK,
  type Color,
  F_CAPTURE,
  F_EP_CAPTURE,
  F_INITIAL,
  F_MOVE,
  F_ONCE,
  type Variant,
  WHITE,
} from '../engine/variant.js';
import { isCapture, matches, type ParsedMove, pawnType } from '../notation/move-text.js';
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

/** "king would be in check from the Bishop on b5" for the side to move after the move `m` (pseudo-legal). */
function exposure(pos: Position, m: Move): string {
  const us = pos.turn;
  const them = opposite(us);
  const before = pos.royal[us]! >= 0 ? checkersOf(pos, pos.royal[us]!, them) : [];
  pos.make(m);
  const king = pos.royal[us]!;
  const after = king >= 0 ? checkersOf(pos, king, them) : [];
  const names = after.map((sq) => `the ${pieceOn(pos, sq)}`);
  // A rule that exposes the royal without a checker (the flying general) says so itself.
  const ruled =
    names.length === 0
      ? rulesOf(pos.variant.spec)
          .map((r) => r.exposure?.(pos) ?? null)
          .find((w) => w !== null)
      : undefined;
  pos.unmake();
  if (ruled) return ruled;
  const royal =
    pos.royal[us]! >= 0 ? typeName(pos.variant, Math.abs(pos.board[pos.royal[us]!]!) - 1).toLowerCase() : 'king';
  if (names.length === 0) return `the ${royal} would be left attacked`;
  const still = after.some((sq) => before.includes(sq)) ? 'still ' : '';
  return `${royal} would ${still}be in check from ${names.join(' and ')}`;
}

export function explain(pos: Position, readings: readonly ParsedMove[]): Explanation {
  // Several readings of one text differ only in how a piece letter group splits; the first that names
  // a piece standing on the board says most.
  let best: Explanation | null = null;
  for (const p of readings) {
    const e = explainOne(pos, p);
    if (e.pieces.length > 0) return e;
    best ??= e;
  }
  return best!;
}

function explainOne(pos: Position, p: ParsedMove): Explanation {
  if (p.rule === null) return explainMove(pos, p);
  // A rule's own form (O-O, O:j1-k2, c5@e2): the rule module says why, whether or not the variant uses it.
  return fromVerdict(pos, p.rule.explain!(pos, p));
}

/** A rule's verdict in words: its reason, or, when the rule allows the move, the own king's exposure. */
function fromVerdict(pos: Position, verdict: RuleVerdict): Explanation {
  if ('reason' in verdict) return verdict;
  // A rule narrowing the legal moves may take it away (a placement that encloses nothing).
  for (const rule of rulesOf(pos.variant.spec)) {
    const why = rule.explainRestriction?.(pos, verdict.move);
    if (why) return { reason: why, pieces: verdict.pieces };
  }
  const exposed = exposure(pos, verdict.move);
  return { reason: verdict.condition ? `${verdict.condition}, and ${exposed}` : exposed, pieces: verdict.pieces };
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
    if (code * sign < 0)
      return {
        reason: `the ${pieceOn(pos, p.from)} is ${colorName(opposite(us))}'s; it is ${colorName(us)}'s move`,
        pieces: [],
      };
    if (named && !named.includes(code * sign - 1)) {
      return {
        reason: `the piece on ${at} is ${article(typeName(v, code * sign - 1))}, not ${article(what)}`,
        pieces: [p.from],
      };
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
      const where =
        file >= 0 ? ` on the ${v.spec.fileLabels[file]}-file` : p.fromRank >= 0 ? ` on rank ${p.fromRank + 1}` : '';
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
  const to = p.to;
  const at = squareName(v, to);

  // A man's move that is a rule's own move written as coordinates (a king's castling, e1-g1): the rule says why.
  for (const rule of v.rules) {
    const verdict = rule.explainAsMove?.(pos, from, to) ?? null;
    if (verdict !== null) return { reason: fromVerdict(pos, verdict).reason, pinned: false, reaches: true };
  }

  const list = new MoveList();
  pieceMoves(pos, from, list);
  const pseudo = list.toArray();
  const exact = pseudo.filter((m) => matches(pos, m, p));
  if (exact.length > 0 && capturesRoyal(pos, exact[0]!)) {
    const victim = nameOn(pos, to);
    return {
      reason: `a ${victim} is never captured: the ${typeName(v, type)} gives no check along that line, so the ${victim} may stand on ${at}`,
      pinned: false,
      reaches: true,
    };
  }
  if (exact.length > 0) {
    for (const rule of rulesOf(v.spec)) {
      const why = rule.explainRestriction?.(pos, exact[0]!);
      if (why) return { reason: why, pinned: false, reaches: true };
    }
    return { reason: exposure(pos, exact[0]!), pinned: true, reaches: true };
  }

  const target = pos.board[to]!;
  if (target * sign > 0 && to !== from)
    return {
      reason: `${at} is occupied by ${colorName(us)}'s own ${typeName(v, target * sign - 1)}`,
      pinned: false,
      reaches: true,
    };
  for (const rule of rulesOf(v.spec)) {
    const why = rule.explainMove?.(pos, from, to);
    if (why) return { reason: why, pinned: false, reaches: true };
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
  // The wrap square or the volley's landings as written: the rule modules say what is wrong.
  for (const rule of allRules()) {
    const why = rule.explainMismatch?.(pos, from, moves, p);
    if (why) return why;
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
    if (flags & F_INITIAL && mem & MEM_MOVED)
      return `the ${name} has moved already: that move is only for its first move`;
    if (flags & F_ONCE && mem & MEM_ONCE_USED) return `the ${name} has already used its once-per-game move`;
    return null;
  };
  const occupancy = (flags: number, epCapture: boolean): string | null => {
    if (target === 0 && !(flags & F_MOVE)) {
      return `the ${name} moves to ${at} only to capture, and there is nothing to capture there${epCapture ? ', not even en passant' : ''}`;
    }
    if (enemy && !(flags & F_CAPTURE))
      return `the ${name} cannot capture on ${at}: it moves there only to an empty square`;
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
    const why = allRules()
      .find((r) => r.part === s.kind)
      ?.explainPart?.(pos, from, to, s, name);
    if (why) found.push(usable(s.flags) ?? why);
  }
  if (found.length > 0) return { reason: found[0]!, reaches: true };
  const pattern = piece.rules || piece.summary;
  return {
    reason: `${article(name)} cannot move from ${squareName(v, from)} to ${at}${pattern ? ` (${name}: ${pattern.replace(/\.$/, '')})` : ''}`,
    reaches: false,
  };
}

function blockedAt(pos: Position, squares: Int16Array, k: number, passOver: number): string | null {
  for (let j = 0; j < k; j++) {
    if (passOver !== 0 && ((j + 1) & 1) === (passOver & 1)) continue;
    const sq = squares[j]!;
    if (pos.board[sq] !== 0) return `the path is blocked on ${squareName(pos.variant, sq)} (by the ${nameOn(pos, sq)})`;
  }
  return null;
}
