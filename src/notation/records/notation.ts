/**
 * A record format's own move text (USI's 7g7f, CSA's +7776FU, KIF's ７六歩(77), ICCS's h2e2, WXF's C2.5),
 * read in the position it is played from and written from a legal move. Reading translates the text
 * into the project's coordinate text (c3c4, b2h8+, P@e5), which the validator then matches against the
 * legal moves as it does any record's: a format's notation says what its words mean, never whether the
 * move is legal.
 */
import type { Move } from '../../engine/move.js';
import type { Position } from '../../engine/position.js';
import type { Variant } from '../../engine/variant.js';

export interface RecordNotation {
  /**
   * The project's move texts the format's text means in `pos` (several: any one that is legal), or a
   * message saying what was expected, which names the format.
   */
  read(pos: Position, text: string): string[] | { error: string };
  /** The legal move `move` of `pos` in the format's text. */
  write(pos: Position, move: Move): string;
  /** The start position as the project's FEN, from the format's own FEN where it writes a different one (xqbase's letters). */
  readFen?(text: string): string;
}

/** The piece type of a template id, or -1. */
export function typeOfId(v: Variant, id: string): number {
  return v.spec.pieces.findIndex((p) => p.id === id);
}

/** The type a piece of `type` promotes into (its own promoted form), or -1. */
export function promotedFormOf(v: Variant, type: number): number {
  return v.spec.pieces.findIndex((p) => p.promotedFrom === type);
}

/** Full-width digits and letters (Ｃ２＝５, １) as ASCII. */
export function halfWidth(text: string): string {
  return text.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}
