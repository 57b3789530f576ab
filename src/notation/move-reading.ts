/**
 * The words of move text shared by the two notations (coordinate.ts, san.ts) and by matching: what a
 * reading of a move text holds, the rules' own forms and marks read through their text form hooks,
 * piece letters, and whether a legal move is the one a reading describes. move-text.ts reads a whole
 * text with them.
 */
import { type Move, MoveKind, moveFrom, moveKind, movePromo, moveTo } from '../engine/move.js';
import { promotionOptional } from '../engine/movegen.js';
import type { Position } from '../engine/position.js';
import {
  allRules,
  type RuleAttempt,
  type RuleModule,
  ruleOfKind,
  rulesOf,
  type TextWords,
} from '../engine/rules/index.js';
import { type Variant, WHITE } from '../engine/variant.js';
import { parseSquare } from './squares.js';

/** A reading of a move text: what it says of the move (RuleAttempt's fields), and how it says it. */
export interface ParsedMove extends RuleAttempt {
  notation: 'san' | 'coordinate';
  /** The rule whose own form the text is in (O-O: castling), or null for a man's move. */
  rule: RuleModule | null;
  /** The rules whose marks follow the man's move (c9-c10/a1: the wrap); each must accept the move. */
  marks: readonly RuleModule[];
  /** SAN without a piece letter: a pawn, in variants that have one (a piece with id P). */
  pawn: boolean;
  fromFile: number;
  fromRank: number;
  /** The text says the move captures ("x") or does not ("-", or SAN without "x"); null: it does not say. */
  capture: boolean | null;
  /** Candidate promotion types, when named. */
  promo: number[] | null;
}

export function blankParsed(notation: ParsedMove['notation'], rule: RuleModule | null = null): ParsedMove {
  // One literal, so that every reading has the same shape where matching reads it.
  return {
    notation,
    rule,
    marks: NO_MARKS,
    pieces: null,
    pawn: false,
    from: -1,
    fromFile: -1,
    fromRank: -1,
    to: -1,
    path: null,
    capture: null,
    promo: null,
    wrap: null,
    long: false,
    castleTo: -1,
    wall: null,
    gate: null,
    gateAt: -1,
  };
}

const NO_MARKS: readonly RuleModule[] = [];

/** The words of move texts in `v` for the rules' text form hooks: square names and piece letters. */
function textWords(v: Variant): TextWords {
  return {
    square: (name) => {
      const sq = parseSquare(v, name);
      return sq >= 0 ? sq : notSquare(name);
    },
    pieces: (token) => {
      const types = pieceTypesNamed(v, token);
      return types.length > 0 ? types : unknownPiece(v, token);
    },
    movers: (token) => {
      const types = moverTypesNamed(v, token);
      return types.length > 0 ? types : unknownPiece(v, token);
    },
    pawn: () => pawnType(v),
  };
}

/**
 * The reading of a move written in a rule's own form (O-O, c5@e2, N@f3), whether or not the variant
 * uses the rule (its explanation then says so); a message when the text names what the board lacks;
 * null when it is in no rule's form.
 */
export function readOwnForm(v: Variant, text: string): ParsedMove | string | null {
  const words = textWords(v);
  for (const rule of allRules()) {
    const said = rule.readMove?.(text, words);
    if (said === undefined || said === null) continue;
    return typeof said === 'string' ? said : Object.assign(blankParsed('coordinate', rule), said);
  }
  return null;
}

/**
 * Takes the rules' marks off the end of a man's move (c9-c10/a1): the text before them, what they say
 * and the rules that wrote them; a message when a mark names what the board lacks.
 */
export function readMarks(
  v: Variant,
  text: string,
): { before: string; attempt: Partial<RuleAttempt>; marks: readonly RuleModule[] } | string {
  let before = text;
  let attempt: Partial<RuleAttempt> = {};
  let marks = NO_MARKS;
  const words = textWords(v);
  for (const rule of allRules()) {
    if (!rule.readMark) continue;
    const mark = rule.readMark(before, words);
    if (mark === null) continue;
    if (typeof mark === 'string') return mark;
    before = mark.before;
    attempt = { ...attempt, ...mark.attempt };
    marks = [...marks, rule];
  }
  return { before, attempt, marks };
}

/** The rule module a move of this kind belongs to, or null for a man's plain move (and en passant). */
export const ruleOfMove = (m: Move): RuleModule | null => ruleOfKind(moveKind(m)) ?? null;

const legRulesOf = new WeakMap<Variant, RuleModule[]>();
const ONE_LEG: readonly number[] = [];

/** The squares the variant's rules write between `from` and `to` (a volley: c1-c3-c5); [] for none. */
export function landingsBefore(pos: Position, from: number, to: number): readonly number[] {
  const v = pos.variant;
  let rules = legRulesOf.get(v);
  if (!rules) {
    rules = rulesOf(v.spec).filter((r) => r.writtenLegs);
    legRulesOf.set(v, rules);
  }
  for (const rule of rules) {
    const legs = rule.writtenLegs!(pos, from, to);
    if (legs) return legs;
  }
  return ONE_LEG;
}

/**
 * Piece types a letter group names, ignoring case: the piece whose id it is, else those whose
 * abbreviation it is. The id wins because positions and Fairy-Stockfish's SAN write ids: in Grand
 * Chess, C is the Marshal's id and the Cardinal's printed abbreviation, and FSF's Cf2 is the Marshal.
 */
export function pieceTypesNamed(v: Variant, token: string): number[] {
  const t = token.toUpperCase();
  const byId = v.spec.pieces.findIndex((p) => p.id.toUpperCase() === t);
  if (byId >= 0) return [byId];
  const out: number[] = [];
  v.spec.pieces.forEach((p, i) => {
    if (p.abbrev.toUpperCase() === t) out.push(i);
  });
  return out;
}

/**
 * The types a piece letter group of a move may mean (Gxb2, Sxb1=G): the pieces it names, and where it
 * names an unpromoted piece, the promoted forms that move exactly as it does. Fairy-Stockfish names a
 * man by how it moves: in Shogi a promoted Silver, Knight, Lance or Pawn moves as the Gold General, and
 * its SAN writes them all G, moving (Gxb2) or promoting (Sxb1=G). A promoted form named by its own
 * letters (PN, +N) is that form alone: fairyprint's SAN writes it so. No promoted form is royal, so a
 * royal piece's letter names none ([shinobimirror]'s promoted pawn, a commoner, is no K).
 */
export function moverTypesNamed(v: Variant, token: string): number[] {
  const named = pieceTypesNamed(v, token).filter(
    (n) => v.spec.pieces[n]!.promotedFrom === undefined && !v.spec.pieces[n]!.royal,
  );
  const moves = (t: number): string => JSON.stringify(v.spec.pieces[t]!.atoms);
  const out = pieceTypesNamed(v, token);
  v.spec.pieces.forEach((p, t) => {
    if (p.promotedFrom !== undefined && !out.includes(t) && named.some((n) => moves(n) === moves(t))) out.push(t);
  });
  return out;
}

export const notSquare = (name: string): string => `${name} is not a square of this board`;
export const unknownPiece = (v: Variant, token: string): string =>
  `unknown piece "${token}" (pieces: ${v.spec.pieces.map((p) => (p.abbrev.toUpperCase() === p.id.toUpperCase() ? p.id : `${p.id} or ${p.abbrev}`)).join(', ')})`;

/** The type SAN means when no piece letter is written, or -1 when the variant has no pawn. */
export function pawnType(v: Variant): number {
  return v.spec.pieces.findIndex((p) => p.id.toUpperCase() === 'P');
}

/** Whether `m` takes an enemy man (en passant too); the side to move makes it. */
export function isCapture(pos: Position, m: Move): boolean {
  if (moveKind(m) === MoveKind.EnPassantCapture) return true;
  const target = pos.board[moveTo(m)]!;
  return pos.turn === WHITE ? target < 0 : target > 0;
}

/** Whether the legal move `m` of `pos` is what the reading `p` describes. */
export function matches(pos: Position, m: Move, p: ParsedMove): boolean {
  if (!marksMatch(pos, m, p)) return false;
  if (p.rule !== null) return ruleOfMove(m) === p.rule && p.rule.isWritten!(pos, m, p);
  const to = moveTo(m);
  const rule = ruleOfMove(m);
  // A rule's move may name another target in coordinates (Chess960's king taking his rook, e1h1).
  if (to !== p.to && !(p.notation === 'coordinate' && rule?.coordinateTo?.(pos, m) === p.to)) return false;
  const v = pos.variant;
  const from = moveFrom(m);
  // A move of a rule's own kind is a man's move as written only where the rule says so (e1-g1 castles).
  if (
    rule !== null &&
    (rule.writtenAsMove === undefined || (rule.writtenAsMove === 'coordinate' && p.notation !== 'coordinate'))
  )
    return false;
  if (p.from >= 0 && from !== p.from) return false;
  if (p.fromFile >= 0 && from % v.files !== p.fromFile) return false;
  if (p.fromRank >= 0 && ((from / v.files) | 0) !== p.fromRank) return false;
  const type = Math.abs(pos.board[from]!) - 1;
  if (p.pieces && !p.pieces.includes(type)) return false;
  if (p.pawn && type !== pawnType(v)) return false;
  if (p.capture !== null && p.capture !== isCapture(pos, m)) return false;
  const promo = movePromo(m);
  // Where promoting is optional, a move that names no promotion is the one that stays as it is.
  if (p.promo ? !p.promo.includes(promo) : promo >= 0 && promotionOptional(v, pos.turn, type, from, to)) return false;
  for (let i = 0; i < p.marks.length; i++) {
    const mark = p.marks[i]!;
    if (!mark.marksMove && (mark !== rule || !mark.isWritten!(pos, m, p))) return false;
  }
  if (p.path && p.path.length > 1) {
    const before = landingsBefore(pos, from, to);
    if (before.length + 1 !== p.path.length || before.some((sq, i) => sq !== p.path![i])) return false;
  }
  return true;
}

/**
 * Whether the marks of the rules that mark moves of any kind (gating's /H) are as the move needs: each
 * such rule's mark written exactly where it marks the move, and describing it.
 */
function marksMatch(pos: Position, m: Move, p: ParsedMove): boolean {
  const rules = pos.variant.rules;
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i]!;
    if (!r.marksMove) continue;
    const marked = r.marksMove(m);
    if (marked !== p.marks.includes(r) || (marked && !r.isWritten!(pos, m, p))) return false;
  }
  for (const mark of p.marks) if (mark.marksMove && !pos.variant.rules.includes(mark)) return false;
  return true;
}

/** The marks of the rules that mark moves of any kind (gating's /H) that follow the move `m`, in either style. */
export function anyMoveMarks(pos: Position, m: Move): string {
  let text = '';
  for (const r of pos.variant.rules) if (r.marksMove?.(m)) text += r.writeMark!(pos, m);
  return text;
}

/**
 * The legal moves some reading describes (one: the move; several: ambiguous; none: illegal). A move of a
 * rule's kind written as a man's move (a castling king's d1-e1) yields to the man's own move with the
 * same squares: that is the move the text writes, the rule's has its own form (O-O).
 */
export function matchingMoves(pos: Position, legal: readonly Move[], readings: readonly ParsedMove[]): Move[] {
  const out: Move[] = [];
  for (const m of legal) {
    for (const p of readings) {
      if (matches(pos, m, p)) {
        out.push(m);
        break;
      }
    }
  }
  if (out.length < 2) return out;
  // A drop's letter names its own piece before the promoted men that move as it (G@b2: the Gold).
  const named = out.filter(
    (m) => moveKind(m) === MoveKind.Drop && readings.some((p) => p.namedFirst?.includes(movePromo(m))),
  );
  if (named.length > 0 && named.length < out.length) return plainOf(named);
  // A text naming no promotion means, beside a man's move without one, not another man's compulsory
  // promotion: that one is written with its mark (a promoted Kyoto man turning back as he takes, Gxa2-).
  const promotes = (m: Move): boolean => moveKind(m) !== MoveKind.Drop && movePromo(m) >= 0;
  if (readings.every((p) => !p.promo) && out.some(promotes) && !out.every(promotes))
    return plainOf(out.filter((m) => !promotes(m)));
  return plainOf(out);
}

/** Of several moves a text describes, a rule's move written as a man's yields to the man's own move on the same squares. */
function plainOf(out: Move[]): Move[] {
  if (out.length < 2) return out;
  const plain = out.filter((m) => ruleOfMove(m) === null);
  return out.filter(
    (m) => ruleOfMove(m) === null || !plain.some((o) => moveFrom(o) === moveFrom(m) && moveTo(o) === moveTo(m)),
  );
}
