/** Small helpers for the sentences rule modules write. */
import type { VariantSpec } from '../spec.js';

/** "a, b and c" (or "or"). */
export const listWords = (items: string[], last = 'and'): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;

/** "1st", "2nd", "3rd", "4th", "11th", "22nd". */
export const ordinal = (n: number): string =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** The names of piece types: "Bowman", "Guard and Assassin". */
export const pieceNames = (spec: VariantSpec, types: readonly number[], last = 'and'): string =>
  listWords(
    types.map((t) => spec.pieces[t]!.name),
    last,
  );

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

/** Black's ranks for White-relative `ranks`: their mirror images across the middle rank, as the engine takes them. */
export const blackRanks = (spec: VariantSpec, ranks: readonly number[]): number[] =>
  ranks.map((r) => spec.ranks - 1 - r);

/** White-relative ranks as both sides see them: "rank 8 (White) or rank 1 (Black)"; "ranks 2 to 7" when they are the same. */
export function bothSidesRanks(spec: VariantSpec, ranks: readonly number[]): string {
  const [white, black] = [rankWords(ranks), rankWords(blackRanks(spec, ranks))];
  return white === black ? white : `${white} (White) or ${black} (Black)`;
}
