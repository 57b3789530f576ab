/**
 * The start positions of a Chess960 variant (`chess960` in its definition): the setup's back-rank men
 * arranged with the colour-bound ones (bishops) on squares of both colours and the king between the
 * rooks, Black's the mirror of White's. Where the back rank is chess's (a king, a queen, two rooks, two
 * bishops and two knights on 8 files) the 960 arrangements have Reinhard Scharnagl's standard numbers,
 * 0 to 959, 518 being RNBQKBNR; any Chess960 variant (Capablanca Random too) has random arrangements.
 * A variant whose `chess960` lists pieces shuffles only their men: the others keep their squares.
 */
import { InputError } from '../errors.js';
import { quote } from '../printable.js';
import { mirrorSquare } from './geometry.js';
import type { VariantSpec } from './spec.js';
import type { Variant } from './variant.js';

/** The squares of White's back rank (the castling king's rank), from the a-file. */
function backRank(spec: VariantSpec): number[] {
  const king = spec.castling[0]!.king;
  const first = king - (king % spec.files);
  return Array.from({ length: spec.files }, (_, f) => first + f);
}

/** Types whose every move keeps to squares of one colour (bishops). */
export const colourBound = (spec: VariantSpec, type: number): boolean =>
  spec.pieces[type]!.atoms.every(
    (a) => (a.kind === 'leap' || a.kind === 'ride') && (a.offset[0] + a.offset[1]) % 2 === 0,
  );

/** Whether a man of White's (code > 0) is shuffled: every one, or those of the types `chess960` lists. */
const shuffled = (spec: VariantSpec, code: number): boolean =>
  code > 0 && (spec.chess960Shuffled?.includes(code - 1) ?? true);

/** White's back-rank men by kind: the king, the rooks, the colour-bound men, and the others shuffled. */
function backRankMen(spec: VariantSpec): { king: number; rook: number; bound: number[]; others: number[] } {
  const king = Math.abs(spec.setup[spec.castling[0]!.king]!);
  const rook = Math.abs(spec.setup[spec.castling[0]!.rook]!);
  const men = backRank(spec)
    .map((sq) => spec.setup[sq]!)
    .filter((c) => shuffled(spec, c) && c !== king && c !== rook);
  return {
    king,
    rook,
    bound: men.filter((c) => colourBound(spec, c - 1)),
    others: men.filter((c) => !colourBound(spec, c - 1)),
  };
}

/** White's back rank with only the men that keep their squares (0 where a shuffled man or nobody stands). */
const fixedMen = (spec: VariantSpec): number[] =>
  backRank(spec).map((sq) => {
    const c = spec.setup[sq]!;
    return c > 0 && !shuffled(spec, c) ? c : 0;
  });

/** The setup with White's back rank `row` (codes by file) and Black's its mirror. */
function withBackRank(spec: VariantSpec, row: number[]): Int16Array {
  const setup = Int16Array.from(spec.setup);
  backRank(spec).forEach((sq, f) => {
    setup[sq] = row[f]!;
    setup[mirrorSquare(spec, sq)] = -row[f]!;
  });
  return setup;
}

/** Puts rook, king, rook on the empty files left, in that order. */
function rooksAndKing(row: number[], king: number, rook: number): void {
  [rook, king, rook].forEach((code) => {
    row[row.indexOf(0)] = code;
  });
}

/** Whether the variant's back rank is chess's, whose arrangements Chess960 numbers. */
export function hasNumberedPositions(v: Variant): boolean {
  const spec = v.spec;
  if (!spec.chess960 || spec.files !== 8 || fixedMen(spec).some((c) => c !== 0)) return false;
  const { bound, others } = backRankMen(spec);
  const row = backRank(spec).map((sq) => spec.setup[sq]!);
  const count = (c: number): number => row.filter((x) => x === c).length;
  const single = others.find((c) => count(c) === 1);
  const pair = others.find((c) => count(c) === 2);
  return (
    bound.length === 2 && bound[0] === bound[1] && others.length === 3 && single !== undefined && pair !== undefined
  );
}

/** The knights' two files among the five left, by the number's last part (Scharnagl's table). */
const KNIGHTS = [
  [0, 1],
  [0, 2],
  [0, 3],
  [0, 4],
  [1, 2],
  [1, 3],
  [1, 4],
  [2, 3],
  [2, 4],
  [3, 4],
];

/** The setup of Chess960 start position `n` (0 to 959; 518 is RNBQKBNR). */
export function numberedSetup(v: Variant, n: number): Int16Array {
  const spec = v.spec;
  const { king, rook, bound, others } = backRankMen(spec);
  const single = others.find((c) => others.filter((x) => x === c).length === 1)!;
  const pair = others.find((c) => others.filter((x) => x === c).length === 2)!;
  const row = new Array<number>(8).fill(0);
  row[2 * (n % 4) + 1] = bound[0]!; // on a light square: b, d, f or h
  row[2 * (Math.floor(n / 4) % 4)] = bound[0]!; // on a dark one: a, c, e or g
  const empty = (): number[] => row.flatMap((c, f) => (c === 0 ? [f] : []));
  row[empty()[Math.floor(n / 16) % 6]!] = single;
  const left = empty();
  for (const i of KNIGHTS[Math.floor(n / 96)]!) row[left[i]!] = pair;
  rooksAndKing(row, king, rook);
  return withBackRank(spec, row);
}

/** The number of the setup's arrangement among the 960, or null when it is none of them (Scharnagl's, read backwards). */
export function setupNumber(v: Variant, setup: ArrayLike<number>): number | null {
  if (!hasNumberedPositions(v)) return null;
  const { bound, others } = backRankMen(v.spec);
  const single = others.find((c) => others.filter((x) => x === c).length === 1)!;
  const row = backRank(v.spec).map((sq) => setup[sq]!);
  const bishops = row.flatMap((c, f) => (c === bound[0] ? [f] : []));
  const light = bishops.find((f) => f % 2 === 1);
  const dark = bishops.find((f) => f % 2 === 0);
  if (bishops.length !== 2 || light === undefined || dark === undefined) return null;
  const queen = row.filter((c, f) => c !== bound[0] || (f !== light && f !== dark)).indexOf(single);
  const rest = row.filter((c) => c !== bound[0] && c !== single);
  const knights = rest.flatMap((c, i) => (c === others.find((o) => o !== single) ? [i] : []));
  const k = KNIGHTS.findIndex(([a, b]) => a === knights[0] && b === knights[1]);
  if (queen < 0 || k < 0) return null;
  const n = (light - 1) / 2 + 4 * (dark / 2) + 16 * queen + 96 * k;
  const expected = numberedSetup(v, n);
  return backRank(v.spec).every(
    (sq) => expected[sq] === setup[sq] && expected[mirrorSquare(v.spec, sq)] === setup[mirrorSquare(v.spec, sq)],
  )
    ? n
    : null;
}

/**
 * A random arrangement: the colour-bound men shared between the two colours, the king between the rooks;
 * men of the types `chess960` does not list keep their squares.
 */
export function randomSetup(v: Variant, random: () => number): Int16Array {
  const spec = v.spec;
  const { king, rook, bound, others } = backRankMen(spec);
  const row = fixedMen(spec);
  const squares = backRank(spec);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  bound.forEach((code, i) => {
    const colour = i % 2;
    const free = squares.flatMap((sq, f) =>
      row[f] === 0 && ((sq % spec.files) + ((sq / spec.files) | 0)) % 2 === colour ? [f] : [],
    );
    row[pick(free)] = code;
  });
  for (const code of others) row[pick(row.flatMap((c, f) => (c === 0 ? [f] : [])))] = code;
  rooksAndKing(row, king, rook);
  return withBackRank(spec, row);
}

/**
 * The setup a `--position` names: a number from 0 to 959 (where the back rank is chess's), or
 * "random"; refused with the reason for a variant without Chess960 start positions.
 */
export function chosenSetup(v: Variant, which: string, random: () => number = Math.random): Int16Array {
  if (!v.spec.chess960)
    throw new InputError(`${v.spec.name} has one start position: numbered and random ones are Chess960's`);
  if (which === 'random')
    return hasNumberedPositions(v) ? numberedSetup(v, Math.floor(random() * 960)) : randomSetup(v, random);
  if (!/^[0-9]{1,3}$/.test(which) || Number(which) > 959)
    throw new InputError(
      `a start position is a number from 0 to 959 (518 is the usual one) or "random", not ${quote(which)}`,
    );
  if (!hasNumberedPositions(v))
    throw new InputError(
      `${v.spec.name}'s start positions have no numbers (its back rank is not chess's): use "random"`,
    );
  return numberedSetup(v, Number(which));
}
