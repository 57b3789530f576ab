/**
 * Move text as players write it, read into a description that is then matched against the legal moves
 * of a position. Two notations are read (see docs/game-records.md):
 *   - long coordinates, valid in every variant (coordinate.ts: e2-e4, e4xd5, c1-c3-c5), also without
 *     the dash as engines write them (e2e4, e7e8q, and Shogi's promotion c6b7+ as Fairy-Stockfish
 *     writes it);
 *   - SAN (san.ts): Nf3, exd5, e8=Q, Rad1, and the same form with a variant's piece ids or
 *     abbreviations (N8e5, DOc5).
 * A text may read several ways (is "N8e5" the piece N8 or a Knight from rank 8?); every reading is
 * kept and the move is the one legal move that some reading matches. A capture must be written as one
 * ("x"; a "-" or SAN without "x" does not capture), except in the engines' form (e2e4). Check and mate
 * marks (+, #) and annotation suffixes (!, ?) are accepted and not checked: the validator works out
 * check and mate. The rules' own forms (O-O, O:j1-k2, c5@e2, P@e4) and the marks they add to a man's
 * move (c9-c10/a1) are read and matched by the rule modules' text form hooks (RuleModule.readMove):
 * this layer knows the words (squares, piece letters) and no rule.
 */
import { type Move, MoveKind, moveFrom, moveKind, movePromo, moveTo } from '../engine/move.js';
import { promotionOptional } from '../engine/movegen.js';
import type { Position } from '../engine/position.js';
import { allRules, type RuleAttempt, type RuleModule, rulesOf, type TextWords } from '../engine/rules/index.js';
import { type Variant, WHITE } from '../engine/variant.js';
import { parseCoordinate } from './coordinate.js';
import { parseSan } from './san.js';
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

/** The module whose moves have each kind (kinds are 4 bits; see engine/move.ts): matching asks it for every candidate move. */
const KIND_RULES: (RuleModule | null)[] = Array.from(
  { length: 16 },
  (_, kind) => allRules().find((r) => r.kinds?.includes(kind)) ?? null,
);

/** The rule module a move of this kind belongs to, or null for a man's plain move (and en passant). */
export const ruleOfMove = (m: Move): RuleModule | null => KIND_RULES[moveKind(m)]!;

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

/** The engines' form with "+" after it: Fairy-Stockfish's (and USI's) promotion in Shogi, c6b7+. */
const ENGINE_PROMOTION_RE = /^[a-z]{1,2}[0-9]{1,2}[a-z]{1,2}[0-9]{1,2}\+$/;

/** The readings of a move text, or a message saying what was expected. */
export function parseMoveText(v: Variant, text: string): ParsedMove[] | string {
  // In variants with promoted forms of their own (Shogi) the engines write a promotion as "+", never a check.
  const promotedForms = v.spec.pieces.flatMap((p, t) => (p.promotedFrom === undefined ? [] : [t]));
  const plusPromotes = promotedForms.length > 0 && ENGINE_PROMOTION_RE.test(text);
  const bare = plusPromotes ? text.slice(0, -1) : text.replace(/[+#!?]+$/, '');
  const coordinate = parseCoordinate(v, bare);
  if (coordinate !== null && typeof coordinate !== 'string' && plusPromotes) coordinate.promo = promotedForms;
  if (coordinate !== null && typeof coordinate !== 'string') return [coordinate];
  // A coordinate reading's complaint stands only when SAN cannot read the text either: Orthodia's
  // Bi1xd2 is the Bisroos (Bi) of rank 1, not a B from a square i1.
  const san = parseSan(v, bare);
  if (typeof coordinate === 'string') return typeof san !== 'string' && san.length > 0 ? san : coordinate;
  if (san.length > 0) return san;
  if (bare === '--' || bare === 'Z0' || bare === '0000') return 'a null move (a pass) is not a legal move';
  return `"${text}" is not a move: expected SAN such as Nf3, exd5, e8=Q, O-O, or coordinates such as g1-f3`;
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
 * letters (PN, +N) is that form alone: fairyprint's SAN writes it so.
 */
export function moverTypesNamed(v: Variant, token: string): number[] {
  const named = pieceTypesNamed(v, token).filter((n) => v.spec.pieces[n]!.promotedFrom === undefined);
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
  if (p.rule !== null) return ruleOfMove(m) === p.rule && p.rule.isWritten!(pos, m, p);
  const to = moveTo(m);
  if (to !== p.to) return false;
  const v = pos.variant;
  const rule = ruleOfMove(m);
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
  for (let i = 0; i < p.marks.length; i++) if (p.marks[i] !== rule || !p.marks[i]!.isWritten!(pos, m, p)) return false;
  if (p.path && p.path.length > 1) {
    const before = landingsBefore(pos, from, to);
    if (before.length + 1 !== p.path.length || before.some((sq, i) => sq !== p.path![i])) return false;
  }
  return true;
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
  const plain = out.filter((m) => ruleOfMove(m) === null);
  return out.filter(
    (m) => ruleOfMove(m) === null || !plain.some((o) => moveFrom(o) === moveFrom(m) && moveTo(o) === moveTo(m)),
  );
}
