/**
 * Long coordinate notation, valid in every variant:
 *   e2-e4  e4xd5  e7-e8=Q  (multi-letter ids: a9-a10={N8} is written =N8)
 *   c1-c3-c5              a move of several legs (a volley), each landing square named, where the
 *                         rule making it says it has them (RuleModule.legs)
 * A leading piece letter is allowed (Ng1-f3); the dash may be left out as engines do (g1f3, e7e8q).
 * A rule's own moves are read and written by its module (RuleModule.readMove, writeMove): O-O, O-O>h1,
 * O:j1-k2, c5@e2, N@f3; and the marks it writes after a man's move (readMark, writeMark): c9-c10/a1.
 */
import { type Move, moveFrom, movePromo, moveTo } from '../engine/move.js';
import type { Position } from '../engine/position.js';
import { SQUARE_TEXT } from '../engine/squares.js';
import type { Variant } from '../engine/variant.js';
import {
  anyMoveMarks,
  blankParsed,
  isCapture,
  landingsBefore,
  moverTypesNamed,
  notSquare,
  type ParsedMove,
  readMarks,
  readOwnForm,
  ruleOfMove,
  unknownPiece,
} from './move-reading.js';
import { parseSquare, squareName } from './squares.js';

export function moveText(pos: Position, m: Move): string {
  const v = pos.variant;
  const rule = ruleOfMove(m);
  if (rule?.writeMove) return rule.writeMove(pos, m, 'coordinate') + anyMoveMarks(pos, m);
  const name = (sq: number): string => squareName(v, sq);
  const from = moveFrom(m);
  const to = moveTo(m);
  let text = name(from) + (isCapture(pos, m) ? 'x' : '-');
  for (const sq of landingsBefore(pos, from, to)) text += `${name(sq)}-`;
  text += name(to);
  const promo = movePromo(m);
  if (promo >= 0) text += `=${v.spec.pieces[promo]!.id.toUpperCase()}`;
  return text + (rule?.writeMark?.(pos, m) ?? '') + anyMoveMarks(pos, m);
}

const LEGS_RE = new RegExp(`^(${SQUARE_TEXT})((?:[-x:]${SQUARE_TEXT})+)(?:=([A-Za-z][A-Za-z0-9]{0,3}))?$`);
const LEG_RE = new RegExp(`([-x:])(${SQUARE_TEXT})`, 'g');
const ENGINE_RE = new RegExp(`^(${SQUARE_TEXT})(${SQUARE_TEXT})([a-z][a-z0-9]{0,3})?$`);

/**
 * Reads the long coordinate forms above (a piece letter may lead: Ng1-f3), and the engines' form
 * without a dash (g1f3, e7e8q). Null when the text is none of these forms; a message when it is one
 * but names something the board does not have. Without `marks`, no rule's mark is taken off the end.
 */
export function parseCoordinate(v: Variant, text: string, marks = true): ParsedMove | string | null {
  const own = readOwnForm(v, text);
  if (own !== null) return own;
  const marked = marks ? readMarks(v, text) : { before: text, attempt: {}, marks: [] };
  if (typeof marked === 'string') return marked;
  const withMarks = (p: ParsedMove): ParsedMove =>
    marked.marks.length === 0 ? p : Object.assign(p, marked.attempt, { marks: marked.marks });
  const body = marked.before;
  // A rule's own move with a mark after it (O-O/Hh1: a castling that gates).
  if (marked.marks.length > 0) {
    const ownMarked = readOwnForm(v, body);
    if (ownMarked !== null) return typeof ownMarked === 'string' ? ownMarked : withMarks(ownMarked);
  }
  const engine = ENGINE_RE.exec(body);
  // "a1xc3" also has this shape ("a1", "xc3"): only real squares make it the engines' form.
  if (engine && parseSquare(v, engine[1]!) >= 0 && parseSquare(v, engine[2]!) >= 0) {
    const p = blankParsed('coordinate');
    p.from = parseSquare(v, engine[1]!);
    p.to = parseSquare(v, engine[2]!);
    if (engine[3]) {
      p.promo = moverTypesNamed(v, engine[3]);
      if (p.promo.length === 0) return unknownPiece(v, engine[3]);
    }
    return withMarks(p);
  }
  // A leading piece letter group (id or abbreviation), then the squares.
  const upper = /^[A-Z][A-Za-z0-9]*/.exec(body);
  const prefixes = upper ? Array.from({ length: upper[0].length }, (_, k) => k + 1) : [0];
  let found: ParsedMove | string | null = null;
  for (const k of prefixes) {
    const legs = LEGS_RE.exec(body.slice(k));
    if (!legs) continue;
    const pieces = k > 0 ? moverTypesNamed(v, body.slice(0, k)) : null;
    if (pieces && pieces.length === 0) {
      found ??= unknownPiece(v, body.slice(0, k));
      continue;
    }
    const p = blankParsed('coordinate');
    p.pieces = pieces;
    p.from = parseSquare(v, legs[1]!);
    if (p.from < 0) return notSquare(legs[1]!);
    const landings: number[] = [];
    for (const leg of legs[2]!.matchAll(LEG_RE)) {
      const sq = parseSquare(v, leg[2]!);
      if (sq < 0) return notSquare(leg[2]!);
      p.capture = p.capture === true || leg[1] !== '-';
      landings.push(sq);
    }
    p.to = landings[landings.length - 1]!;
    if (landings.length > 1) p.path = landings;
    if (legs[3]) {
      p.promo = moverTypesNamed(v, legs[3]);
      if (p.promo.length === 0) return unknownPiece(v, legs[3]);
    }
    return withMarks(p);
  }
  return found;
}
