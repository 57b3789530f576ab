/**
 * Move text as players write it, read into a description that is then matched against the legal moves
 * of a position. Two notations are read (see docs/game-records.md):
 *   - long coordinates, valid in every variant (coordinate.ts: e2-e4, e4xd5, O-O, c1-c3-c5, O:j1-k2,
 *     c5@e2, c9-c10/a1), also without the dash as engines write them (e2e4, e7e8q, and Shogi's
 *     promotion c6b7+ as Fairy-Stockfish writes it), and drops (P@e4);
 *   - SAN (san.ts): Nf3, exd5, e8=Q, Rad1, and the same form with a variant's piece ids or
 *     abbreviations (N8e5, DOc5).
 * A text may read several ways (is "N8e5" the piece N8 or a Knight from rank 8?); every reading is
 * kept and the move is the one legal move that some reading matches. A capture must be written as one
 * ("x"; a "-" or SAN without "x" does not capture), except in the engines' form (e2e4). Check and mate
 * marks (+, #) and annotation suffixes (!, ?) are accepted and not checked: the validator works out
 * check and mate.
 */
import { MoveKind, moveExtra, moveFrom, moveKind, movePromo, moveTo, type Move } from '../engine/move.js';
import { promotionOptional } from '../engine/movegen.js';
import type { Position } from '../engine/position.js';
import { castlesLong, castlingSquares } from '../engine/rules/castling.js';
import { volleyPath } from '../engine/rules/volley.js';
import { wrapDestination } from '../engine/rules/wrap.js';
import type { Variant } from '../engine/variant.js';
import { parseCoordinate } from './coordinate.js';
import { parseSan } from './san.js';

export interface ParsedMove {
  notation: 'san' | 'coordinate';
  kind: 'move' | 'castle' | 'nexial-castle' | 'guard-call' | 'drop';
  /** Piece types the text names (a letter may stand for several), or null when it names none. */
  pieces: number[] | null;
  /** SAN without a piece letter: a pawn, in variants that have one (a piece with id P). */
  pawn: boolean;
  from: number;
  fromFile: number;
  fromRank: number;
  to: number;
  /** Every landing square of a chain of leaps (c1-c3-c5 gives [c3, c5]), when more than one is named. */
  path: number[] | null;
  /** The text says the move captures ("x") or does not ("-", or SAN without "x"); null: it does not say. */
  capture: boolean | null;
  /** Candidate promotion types, when named. */
  promo: number[] | null;
  /** Where a wrapping piece reappears: a square, -1 for "removed" (/x), null when not named. */
  wrap: number | null;
  /** Castling: the long side (O-O-O), and the king's landing square when named (O-O>h1), else -1. */
  long: boolean;
  castleTo: number;
}

export function blankParsed(notation: ParsedMove['notation'], kind: ParsedMove['kind']): ParsedMove {
  return {
    notation,
    kind,
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
 * The types a piece letter group of a move may mean (Gxb2, Sxb1=G): the pieces it names, and the
 * promoted forms that move exactly as one of them. Fairy-Stockfish names a man by how it moves: in
 * Shogi a promoted Silver, Knight, Lance or Pawn moves as the Gold General, and its SAN writes them
 * all G, moving (Gxb2) or promoting (Sxb1=G).
 */
export function moverTypesNamed(v: Variant, token: string): number[] {
  const named = pieceTypesNamed(v, token);
  const moves = (t: number): string => JSON.stringify(v.spec.pieces[t]!.atoms);
  const out = [...named];
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

export function isCapture(pos: Position, m: Move): boolean {
  const kind = moveKind(m);
  if (kind === MoveKind.EnPassantCapture) return true;
  if (kind === MoveKind.Castle || kind === MoveKind.GuardCall) return false;
  return pos.board[moveTo(m)] !== 0;
}

/** Whether the legal move `m` of `pos` is what the reading `p` describes. */
export function matches(pos: Position, m: Move, p: ParsedMove): boolean {
  const v = pos.variant;
  const kind = moveKind(m);
  const from = moveFrom(m);
  const to = moveTo(m);
  switch (p.kind) {
    case 'castle':
      return (
        kind === MoveKind.Castle &&
        castlesLong(v, moveExtra(m)) === p.long &&
        to === (p.castleTo >= 0 ? p.castleTo : castlingSquares(v, moveExtra(m), pos.turn).kingTo[0]!)
      );
    case 'nexial-castle':
      return kind === MoveKind.NexialCastle && from === p.from && to === p.to;
    case 'guard-call':
      return kind === MoveKind.GuardCall && from === p.from && to === p.to;
    case 'drop':
      return kind === MoveKind.Drop && to === p.to && p.pieces!.includes(movePromo(m));
    case 'move':
      break;
  }
  if (kind === MoveKind.NexialCastle || kind === MoveKind.GuardCall || kind === MoveKind.Drop || to !== p.to) return false;
  if (p.from >= 0 && from !== p.from) return false;
  if (p.fromFile >= 0 && from % v.files !== p.fromFile) return false;
  if (p.fromRank >= 0 && ((from / v.files) | 0) !== p.fromRank) return false;
  const type = Math.abs(pos.board[from]!) - 1;
  if (p.pieces && !p.pieces.includes(type)) return false;
  if (p.pawn && type !== pawnType(v)) return false;
  // A king move written as coordinates (e1-g1, e1g1) is its castling, as engines and sites write it.
  if (kind === MoveKind.Castle) return p.from >= 0 && p.notation === 'coordinate' && p.capture !== true;
  if (p.capture !== null && p.capture !== isCapture(pos, m)) return false;
  const promo = movePromo(m);
  // Where promoting is optional, a move that names no promotion is the one that stays as it is.
  if (p.promo ? !p.promo.includes(promo) : promo >= 0 && promotionOptional(v, pos.turn, type, from, to)) return false;
  if (p.wrap !== null && (kind !== MoveKind.Wrap || wrapDestination(m) !== p.wrap)) return false;
  if (p.path && p.path.length > 1) {
    const path = volleyPath(pos, from, to);
    if (path.length !== p.path.length || path.some((sq, i) => sq !== p.path![i])) return false;
  }
  return true;
}

/** The legal moves some reading describes (one: the move; several: ambiguous; none: illegal). */
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
  return out;
}
