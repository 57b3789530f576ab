/** Small helpers for the sentences rule modules write. */
import type { VariantSpec } from '../spec.js';

/** "a, b and c" (or "or"). */
export const listWords = (items: string[], last = 'and'): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;

/** The names of piece types: "Bowman", "Guard and Assassin". */
export const pieceNames = (spec: VariantSpec, types: readonly number[], last = 'and'): string =>
  listWords(types.map((t) => spec.pieces[t]!.name), last);

/** Rank lists as players say them (`ranks` 0-based): "rank 8", "ranks 8 or 9", "ranks 1 to 7". */
export function rankWords(ranks: readonly number[]): string {
  const sorted = [...ranks].sort((a, b) => a - b).map((r) => r + 1);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(j - i >= 2 ? `${sorted[i]} to ${sorted[j]}` : sorted.slice(i, j + 1).join(' or '));
    i = j + 1;
  }
  return `${sorted.length > 1 ? 'ranks' : 'rank'} ${runs.join(' or ')}`;
}
