/** Small helpers for the sentences rule modules write. */
import type { VariantSpec } from '../spec.js';

/** "a, b and c" (or "or"). */
export const listWords = (items: string[], last = 'and'): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;

/** The names of piece types: "Bowman", "Guard and Assassin". */
export const pieceNames = (spec: VariantSpec, types: readonly number[], last = 'and'): string =>
  listWords(types.map((t) => spec.pieces[t]!.name), last);
