/**
 * Leniency for the FEN tags of real records, before the position is read (and checked) strictly:
 * a castling right whose king or rook is not on its square cannot be used, and other PGN readers
 * (python-chess, chess.js) drop it; so does the validator, with a warning, instead of refusing the
 * whole game. Nothing else is forgiven here.
 */
import { BLACK, type Variant, WHITE } from '../engine/variant.js';
import { PlacementError, parsePlacement } from '../notation/fen.js';
import { squareName } from '../notation/squares.js';

/**
 * The FEN with the castling rights that name a missing king or rook left out, and a warning for each.
 * Later fields keep their columns (the rights field is padded with spaces), so errors still point
 * into the tag as written.
 */
export function dropImpossibleCastlingRights(v: Variant, fen: string): { fen: string; warnings: string[] } {
  const fields = [...fen.matchAll(/\S+/g)];
  const rights = fields[2];
  if (!rights || rights[0] === '-' || v.spec.castling.length === 0) return { fen, warnings: [] };
  // Rights whose men stand anywhere (Chess960) are the castling rule's to read.
  if (v.rules.some((r) => r.ownsRightSquares?.(v.spec))) return { fen, warnings: [] };
  let board: Int16Array;
  try {
    board = parsePlacement(fields[0]![0], {
      files: v.files,
      ranks: v.ranks,
      exists: v.exists,
      pieceIds: v.spec.pieces.map((p) => p.id),
    });
  } catch (e) {
    if (e instanceof PlacementError) return { fen, warnings: [] }; // the strict reader says what is wrong
    throw e;
  }
  const warnings: string[] = [];
  let kept = '';
  for (const letter of rights[0]) {
    const missing = missingFor(v, board, letter);
    if (missing) warnings.push(`FEN: castling right "${letter}" dropped: ${missing}`);
    else kept += letter;
  }
  if (warnings.length === 0) return { fen, warnings };
  const field = (kept || '-').padEnd(rights[0].length, ' ');
  return { fen: fen.slice(0, rights.index) + field + fen.slice(rights.index! + rights[0].length), warnings };
}

/** What the castling right `letter` lacks on the board, or null (also for letters that are no castling right). */
function missingFor(v: Variant, board: Int16Array, letter: string): string | null {
  const bit = v.rightLetters.indexOf(letter);
  for (let i = 0; i < v.spec.castling.length; i++) {
    for (const color of [WHITE, BLACK] as const) {
      if (v.castleRightBit[i]![color] !== bit) continue;
      const c = v.spec.castling[i]!;
      const mirror = (sq: number): number =>
        color === WHITE ? sq : (v.ranks - 1 - ((sq / v.files) | 0)) * v.files + (sq % v.files);
      const sign = color === WHITE ? 1 : -1;
      const side = color === WHITE ? 'White' : 'Black';
      const king = board[mirror(c.king)]! * sign;
      const rook = board[mirror(c.rook)]! * sign;
      const lacks = [
        king <= 0 || !v.royalType[king - 1] ? `king on ${squareName(v, mirror(c.king))}` : '',
        rook <= 0 ? `rook on ${squareName(v, mirror(c.rook))}` : '',
      ].filter(Boolean);
      return lacks.length ? `${side} has no ${lacks.join(' and no ')}` : null;
    }
  }
  return null;
}
