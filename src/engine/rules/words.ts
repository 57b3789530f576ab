/** Small helpers for the sentences rule modules write. */
import type { VariantSpec } from '../spec.js';

/** "a, b and c" (or "or"). */
export const listWords = (items: string[], last = 'and'): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;

/** A name with its indefinite article: "a Goose", "an Eagle". */
export const article = (name: string): string => `${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name}`;

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
  return white === black ? white : eachSide(spec, white, black);
}

/**
 * One thing as each side has it: "rank 8 (White) or rank 1 (Black)", or with the game's own names of
 * the sides, "ranks 7 to 9 for Sente (Black) or ranks 1 to 3 for Gote (White)".
 */
export function eachSide(spec: Pick<VariantSpec, 'sideNames'>, white: string, black: string): string {
  const names = spec.sideNames;
  return names ? `${white} for ${names[0]} or ${black} for ${names[1]}` : `${white} (White) or ${black} (Black)`;
}

/** Squares listed in full at most: more read as a region's outline only when drawn. */
const LISTED_SQUARES = 12;

/**
 * A region as players read it from the board's coordinates, White's view: whole ranks ("ranks 6 to 10"),
 * a rectangle ("d1 to f3"), whole ranks and a few squares besides ("ranks 6 to 10, a4, a5"), a few
 * squares ("d1, f1, e2"); null for a shape none of these says.
 */
export function squaresWords(
  squares: readonly number[],
  board: { files: number; ranks: number; fileLabels: readonly string[] },
): string | null {
  const { files } = board;
  const set = new Set(squares);
  const name = (sq: number): string => `${board.fileLabels[sq % files]}${Math.floor(sq / files) + 1}`;
  const rows = [...new Set(squares.map((sq) => Math.floor(sq / files)))];
  const whole = rows.filter((r) => Array.from({ length: files }, (_, f) => r * files + f).every((sq) => set.has(sq)));
  const rest = [...set].filter((sq) => !whole.includes(Math.floor(sq / files))).sort((a, b) => a - b);
  const xs = rest.map((sq) => sq % files);
  const ys = rest.map((sq) => Math.floor(sq / files));
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const rectangle = !whole.length && x1 > x0 && y1 > y0 && (x1 - x0 + 1) * (y1 - y0 + 1) === rest.length;
  if (rectangle) return `${name(y0 * files + x0)} to ${name(y1 * files + x1)}`;
  if (rest.length > LISTED_SQUARES) return null;
  return [...(whole.length ? [rankWords(whole)] : []), ...rest.map(name)].join(', ');
}
