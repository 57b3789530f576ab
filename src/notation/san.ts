/**
 * Standard algebraic notation (SAN), as chess sites export it, and the same form for every variant:
 *   [piece][from file][from rank][x]<to>[=promotion][a rule's mark: /a1][+|#]
 * The piece is the variant's piece id or abbreviation, upper case (N, Q, N8, DO); a pawn (the piece
 * with id P) has none. The from file and rank are written only as far as needed to tell the move from
 * another legal one (Nbd2, R1a3, Qh4e1); a pawn capture always names its file (exd5).
 * The marks rules write after a man's move (the wrap's /a1) follow as in coordinates, and a rule's own
 * moves are written as its module writes them in SAN (O-O, O:j1-k2, c5@e2, N@f3).
 */
import { type Move, moveFrom, movePromo, moveTo } from '../engine/move.js';
import { generateLegal, inCheck, MoveList } from '../engine/movegen.js';
import type { Position } from '../engine/position.js';
import type { Variant } from '../engine/variant.js';
import {
  anyMoveMarks,
  blankParsed,
  isCapture,
  moverTypesNamed,
  type ParsedMove,
  pawnType,
  pieceTypesNamed,
  readMarks,
  ruleOfMove,
  unknownPiece,
} from './move-reading.js';
import { parseSquare, squareName } from './squares.js';

const PROMO_RE = /(?:=([A-Za-z][A-Za-z0-9]{0,3})|(?<=[0-9])([A-Z][A-Za-z0-9]{0,3}))$/;
const RANK_RE = /[0-9]{1,2}$/;
const DISAMBIGUATION_RE = /^([a-z]{1,2})?([0-9]{1,2})?$/;

/**
 * The readings of a SAN text (several when a piece letter group could also end in a disambiguation),
 * [] when the text does not have the form of SAN, or a message naming what it refers to that the
 * variant lacks.
 */
export function parseSan(v: Variant, text: string): ParsedMove[] | string {
  const marked = readMarks(v, text);
  if (typeof marked === 'string') return marked;
  let rest = marked.before;
  let promo: number[] | null = null;
  const pr = PROMO_RE.exec(rest);
  if (pr) {
    const token = pr[1] ?? pr[2]!;
    promo = moverTypesNamed(v, token);
    if (promo.length === 0) return unknownPiece(v, token);
    rest = rest.slice(0, pr.index);
  }
  const rank = RANK_RE.exec(rest);
  if (!rank) return [];
  const readings: ParsedMove[] = [];
  let problem: string | null = null;
  for (const fileLength of [1, 2]) {
    const start = rank.index - fileLength;
    if (start < 0) break;
    const to = parseSquare(v, rest.slice(start));
    if (to < 0) continue;
    let prefix = rest.slice(0, start);
    let capture = false;
    if (prefix.endsWith('x') || prefix.endsWith(':')) {
      capture = true;
      prefix = prefix.slice(0, -1);
    }
    // Split the prefix into a piece letter group and a disambiguation, every way that reads.
    for (let k = 0; k <= prefix.length; k++) {
      const pieceToken = prefix.slice(0, k);
      if (k > 0 && !/^[A-Z]/.test(pieceToken)) break;
      const d = DISAMBIGUATION_RE.exec(prefix.slice(k));
      if (!d) continue;
      const fromFile = d[1] ? v.spec.fileLabels.indexOf(d[1]) : -1;
      const fromRank = d[2] ? Number(d[2]) - 1 : -1;
      if ((d[1] && fromFile < 0) || (d[2] && (fromRank < 0 || fromRank >= v.ranks))) continue;
      let pieces: number[] | null = null;
      if (k > 0) {
        pieces = moverTypesNamed(v, pieceToken);
        if (pieces.length === 0) {
          problem ??= unknownPiece(v, pieceToken);
          continue;
        }
      }
      const p = Object.assign(blankParsed('san'), marked.attempt);
      p.marks = marked.marks;
      p.pieces = pieces;
      p.pawn = k === 0 && pawnType(v) >= 0;
      p.to = to;
      p.capture = capture;
      p.promo = promo;
      if (fromFile >= 0 && fromRank >= 0) p.from = fromRank * v.files + fromFile;
      else {
        p.fromFile = fromFile;
        p.fromRank = fromRank;
      }
      readings.push(p);
    }
  }
  return readings.length > 0 || problem === null ? readings : problem;
}

/**
 * The letters SAN uses for a piece type: its abbreviation as printed (Bw) where it starts with a capital
 * and names only this piece, else its id in capitals.
 */
export function pieceLetters(v: Variant, type: number): string {
  const p = v.spec.pieces[type]!;
  const named = pieceTypesNamed(v, p.abbrev);
  return /^[A-Z][A-Za-z0-9]*$/.test(p.abbrev) && named.length === 1 && named[0] === type
    ? p.abbrev
    : p.id.toUpperCase();
}

/**
 * SAN of a legal move of `pos`; `legal` are all legal moves there (for disambiguation). With `check`,
 * "+" or "#" is added when the move gives check or mate (variants with royal pieces).
 */
export function sanText(pos: Position, m: Move, legal: readonly Move[], check = false): string {
  const v = pos.variant;
  const rule = ruleOfMove(m);
  let text: string;
  if (rule?.writeMove) {
    text = rule.writeMove(pos, m, 'san');
  } else {
    const from = moveFrom(m);
    const to = moveTo(m);
    const type = Math.abs(pos.board[from]!) - 1;
    const pawn = type === pawnType(v);
    const capture = isCapture(pos, m);
    const letters = pawn ? '' : pieceLetters(v, type);
    // The men the letters name when read back (G: the Gold and the promoted men that move as it does).
    const named = pawn ? [type] : moverTypesNamed(v, letters);
    // Moves a rule writes in its own form (O-O) are not told apart from a man's move.
    const rivals = legal.filter(
      (o) =>
        moveTo(o) === to &&
        moveFrom(o) !== from &&
        !ruleOfMove(o)?.writeMove &&
        named.includes(Math.abs(pos.board[moveFrom(o)]!) - 1),
    );
    const file = (sq: number): number => sq % v.files;
    const rank = (sq: number): number => (sq / v.files) | 0;
    let disambiguation = '';
    const needFile = (pawn && capture) || rivals.length > 0;
    if (needFile && (!rivals.some((o) => file(moveFrom(o)) === file(from)) || (pawn && capture))) {
      disambiguation = v.spec.fileLabels[file(from)]!;
      if (rivals.some((o) => file(moveFrom(o)) === file(from))) disambiguation += rank(from) + 1;
    } else if (rivals.length > 0) {
      disambiguation = rivals.some((o) => rank(moveFrom(o)) === rank(from))
        ? squareName(v, from)
        : String(rank(from) + 1);
    }
    text = letters + disambiguation + (capture ? 'x' : '') + squareName(v, to);
    const promo = movePromo(m);
    if (promo >= 0) text += `=${pieceLetters(v, promo)}`;
    text += rule?.writeMark?.(pos, m) ?? '';
  }
  text += anyMoveMarks(pos, m);
  if (check && v.hasRoyals) {
    pos.make(m);
    if (inCheck(pos)) {
      const replies = new MoveList();
      generateLegal(pos, replies);
      text += replies.length === 0 ? '#' : '+';
    }
    pos.unmake();
  }
  return text;
}
