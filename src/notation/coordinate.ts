/**
 * Long coordinate notation, valid in every variant:
 *   e2-e4  e4xd5  e7-e8=Q  (multi-letter ids: a9-a10={N8} is written =N8)
 *   O-O  O-O-O            castling; a second landing square of the king as O-O>h1 (Secutor Chess)
 *   c1-c3-c5              a chain of leaps (Bowman volley), each landing square named
 *   c9-c10/a1             the piece reached the last rank and reappears on a1; c9-c10/x: removed
 *   O:j1-k2               ECROS castling: the Nexial on j1 replaces the own man on k2
 *   c5@e2                 Calling the Guard: the Guard on c5 is called to e2
 *   N@f3                  a drop: a Knight from the hand onto f3 (Crazyhouse, Shogi; SAN writes it so too);
 *                         @g2, with no letter, drops a pawn (chess.com's Crazyhouse records)
 * A leading piece letter is allowed (Ng1-f3); the dash may be left out as engines do (g1f3, e7e8q).
 */
import { MoveKind, moveFrom, moveKind, movePromo, moveTo, type Move } from '../engine/move.js';
import type { Position } from '../engine/position.js';
import { ruleOfKind } from '../engine/rules/index.js';
import { volleyPath } from '../engine/rules/volley.js';
import { wrapDestination } from '../engine/rules/wrap.js';
import type { Variant } from '../engine/variant.js';
import { blankParsed, notSquare, pawnType, pieceTypesNamed, moverTypesNamed, unknownPiece, type ParsedMove } from './move-text.js';
import { parseSquare, squareName } from './squares.js';

export function moveText(pos: Position, m: Move): string {
  const v = pos.variant;
  const from = moveFrom(m);
  const to = moveTo(m);
  const kind = moveKind(m);
  // Moves of a rule's own (castling, Nexial castling, the Guard's call) are written as the rule says.
  const own = kind >= MoveKind.Castle ? ruleOfKind(kind)?.moveText : undefined;
  if (own) return own(pos, m);
  const name = (sq: number): string => squareName(v, sq);
  const capture = pos.board[to] !== 0 || kind === MoveKind.EnPassantCapture;
  let text = name(from) + (capture ? 'x' : '-');
  text += volleyPath(pos, from, to).map(name).join('-');
  const promo = movePromo(m);
  if (promo >= 0) text += `=${v.spec.pieces[promo]!.id.toUpperCase()}`;
  if (kind === MoveKind.Wrap) {
    const dest = wrapDestination(m);
    text += dest >= 0 ? `/${name(dest)}` : '/x';
  }
  return text;
}

const SQUARE = '[a-z]{1,2}[0-9]{1,2}';
const CASTLE_RE = /^(O-O-O|O-O|0-0-0|0-0)(?:>([a-z]{1,2}[0-9]{1,2}))?$/;
const NEXIAL_RE = new RegExp(`^O:(${SQUARE})[-x](${SQUARE})$`);
const GUARD_RE = new RegExp(`^(${SQUARE})@(${SQUARE})$`);
const DROP_RE = new RegExp(`^([A-Z][A-Za-z0-9]{0,3})?@(${SQUARE})$`);
const LEGS_RE = new RegExp(`^(${SQUARE})((?:[-x:]${SQUARE})+)(?:=([A-Za-z][A-Za-z0-9]{0,3}))?(?:/(${SQUARE}|x))?$`);
const LEG_RE = new RegExp(`([-x:])(${SQUARE})`, 'g');
const ENGINE_RE = new RegExp(`^(${SQUARE})(${SQUARE})([a-z][a-z0-9]{0,3})?$`);

/**
 * Reads the long coordinate forms above (a piece letter may lead: Ng1-f3), and the engines' form
 * without a dash (g1f3, e7e8q). Null when the text is none of these forms; a message when it is one
 * but names something the board does not have.
 */
export function parseCoordinate(v: Variant, text: string): ParsedMove | string | null {
  const castle = CASTLE_RE.exec(text);
  if (castle) {
    const p = blankParsed('coordinate', 'castle');
    p.long = castle[1]!.length === 5;
    if (castle[2]) {
      p.castleTo = parseSquare(v, castle[2]);
      if (p.castleTo < 0) return notSquare(castle[2]);
    }
    return p;
  }
  const special = NEXIAL_RE.exec(text) ?? GUARD_RE.exec(text);
  if (special) {
    const p = blankParsed('coordinate', text.startsWith('O:') ? 'nexial-castle' : 'guard-call');
    p.from = parseSquare(v, special[1]!);
    p.to = parseSquare(v, special[2]!);
    if (p.from < 0) return notSquare(special[1]!);
    if (p.to < 0) return notSquare(special[2]!);
    return p;
  }
  const drop = DROP_RE.exec(text);
  if (drop) {
    const p = blankParsed('coordinate', 'drop');
    if (drop[1] === undefined) {
      const pawn = pawnType(v);
      if (pawn < 0) return 'a drop without a piece letter drops a pawn, and this variant has none (write the piece: N@f3)';
      p.pieces = [pawn];
    } else {
      p.pieces = pieceTypesNamed(v, drop[1]);
      if (p.pieces.length === 0) return unknownPiece(v, drop[1]);
    }
    p.to = parseSquare(v, drop[2]!);
    if (p.to < 0) return notSquare(drop[2]!);
    return p;
  }
  const engine = ENGINE_RE.exec(text);
  // "a1xc3" also has this shape ("a1", "xc3"): only real squares make it the engines' form.
  if (engine && parseSquare(v, engine[1]!) >= 0 && parseSquare(v, engine[2]!) >= 0) {
    const p = blankParsed('coordinate', 'move');
    p.from = parseSquare(v, engine[1]!);
    p.to = parseSquare(v, engine[2]!);
    if (engine[3]) {
      p.promo = moverTypesNamed(v, engine[3]);
      if (p.promo.length === 0) return unknownPiece(v, engine[3]);
    }
    return p;
  }
  // A leading piece letter group (id or abbreviation), then the squares.
  const upper = /^[A-Z][A-Za-z0-9]*/.exec(text);
  const prefixes = upper ? Array.from({ length: upper[0].length }, (_, k) => k + 1) : [0];
  let found: ParsedMove | string | null = null;
  for (const k of prefixes) {
    const legs = LEGS_RE.exec(text.slice(k));
    if (!legs) continue;
    const pieces = k > 0 ? moverTypesNamed(v, text.slice(0, k)) : null;
    if (pieces && pieces.length === 0) {
      found ??= unknownPiece(v, text.slice(0, k));
      continue;
    }
    const p = blankParsed('coordinate', 'move');
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
    if (legs[4]) {
      p.wrap = legs[4] === 'x' ? -1 : parseSquare(v, legs[4]);
      if (legs[4] !== 'x' && p.wrap < 0) return notSquare(legs[4]);
    }
    return p;
  }
  return found;
}
