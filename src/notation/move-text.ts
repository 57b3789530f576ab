/**
 * Move text as players write it, read into a description that is then matched against the legal moves
 * of a position. Two notations are read (see docs/game-records.md):
 *   - long coordinates, valid in every variant (coordinate.ts: e2-e4, e4xd5, c1-c3-c5), also without
 *     the dash as engines write them (e2e4, e7e8q, and Shogi's promotion c6b7+ as Fairy-Stockfish
 *     writes it, Kyoto shogi's man turned back b3c2-);
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
import type { Variant } from '../engine/variant.js';
import { quote } from '../printable.js';
import { parseCoordinate } from './coordinate.js';
import type { ParsedMove } from './move-reading.js';
import { parseSan } from './san.js';

export * from './move-reading.js';

/** The engines' form with "+" after it: Fairy-Stockfish's (and USI's) promotion in Shogi, c6b7+. */
const ENGINE_PROMOTION_RE = /^[a-z]{1,2}[0-9]{1,2}[a-z]{1,2}[0-9]{1,2}\+$/;
/** The same with "-": Fairy-Stockfish's promoted man turned back (Kyoto shogi), b3c2-. */
const ENGINE_DEMOTION_RE = /^[a-z]{1,2}[0-9]{1,2}[a-z]{1,2}[0-9]{1,2}-$/;

/** The readings of a move text, or a message saying what was expected. */
export function parseMoveText(v: Variant, text: string): ParsedMove[] | string {
  // In variants with promoted forms of their own (Shogi) the engines write a promotion as "+", never a check.
  const promotedForms = v.spec.pieces.flatMap((p, t) => (p.promotedFrom === undefined ? [] : [t]));
  const plusPromotes = promotedForms.length > 0 && ENGINE_PROMOTION_RE.test(text);
  const minusDemotes = promotedForms.length > 0 && ENGINE_DEMOTION_RE.test(text);
  const bare = plusPromotes || minusDemotes ? text.slice(0, -1) : text.replace(/[+#!?]+$/, '');
  const coordinate = parseCoordinate(v, bare);
  if (coordinate !== null && typeof coordinate !== 'string' && plusPromotes) coordinate.promo = promotedForms;
  if (coordinate !== null && typeof coordinate !== 'string' && minusDemotes)
    coordinate.promo = promotedForms.map((t) => v.spec.pieces[t]!.promotedFrom!);
  if (coordinate !== null && typeof coordinate !== 'string') {
    // The engines' letter after the squares may be a mark (a gated man, g1f3h) or a promotion (e7e8h).
    const unmarked = coordinate.marks.length > 0 ? parseCoordinate(v, bare, false) : null;
    return unmarked !== null && typeof unmarked !== 'string' ? [coordinate, unmarked] : [coordinate];
  }
  // A coordinate reading's complaint stands only when SAN cannot read the text either: Orthodia's
  // Bi1xd2 is the Bisroos (Bi) of rank 1, not a B from a square i1.
  const san = parseSan(v, bare);
  if (typeof coordinate === 'string') return typeof san !== 'string' && san.length > 0 ? san : coordinate;
  if (san.length > 0) return san;
  if (bare === '--' || bare === 'Z0' || bare === '0000') return 'a null move (a pass) is not a legal move';
  return `${quote(text)} is not a move: expected SAN such as Nf3, exd5, e8=Q, O-O, or coordinates such as g1-f3`;
}
