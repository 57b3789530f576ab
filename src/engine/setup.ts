/**
 * Start positions other than the definition's fixed setup: checking a player's free setup against the
 * definition's `setup.free` constraints (ECROS), building the position from the two players' setups, and
 * applying setup options chosen per side (Chess Legions' Masked Men). Used by the game validator, whose
 * records carry both setups or both choices, and by the counter sheets.
 */
import { InputError } from '../errors.js';
import { mirrorSquare, type Position } from './position.js';
import type { VariantSpec } from './spec.js';
import { squareName } from './squares.js';
import { positionFromSetup } from './start.js';
import { BLACK, type Color, sideName, type Variant, WHITE } from './variant.js';

/** How Black's start position relates to White's: mirrored across the middle rank, turned half round, or neither. */
export function blackSetupSymmetry(spec: VariantSpec): 'mirrored' | 'turned' | null {
  const { files, ranks, setup } = spec;
  const every = (other: (sq: number) => number): boolean => setup.every((c, sq) => c === -setup[other(sq)]!);
  if (every((sq) => mirrorSquare(spec, sq))) return 'mirrored';
  if (every((sq) => files * ranks - 1 - sq)) return 'turned';
  return null;
}

export interface SetupProblem {
  /** The square concerned, e.g. "d3"; null for a problem of the whole setup (a missing man). */
  square: string | null;
  message: string;
}

/**
 * The problems of one player's free setup: men outside the setup ranks, men on ranks their type may not
 * use, men of types not in the roster, and counts per type that differ from the roster. `codes` holds
 * piece codes per square (as parsePlacement gives them); only the men of `color` are judged. Ranks in
 * messages are the board's (Black's setup ranks are the mirrored ones).
 */
export function checkFreeSetup(v: Variant, codes: ArrayLike<number>, color: Color): SetupProblem[] {
  const free = v.spec.freeSetup;
  if (!free) return [{ square: null, message: `${v.spec.name} has no free setup` }];
  const sign = color === WHITE ? 1 : -1;
  const side = sideName(color);
  const boardRank = (r: number): number => (color === WHITE ? r : v.ranks - 1 - r);
  const rankList = (ranks: number[]): string => {
    const names = ranks.map((r) => boardRank(r) + 1).sort((a, b) => a - b);
    return names.length === 1 ? `rank ${names[0]}` : `ranks ${names.join(', ')}`;
  };
  const problems: SetupProblem[] = [];
  const found = new Array<number>(v.nTypes).fill(0);
  for (let sq = 0; sq < v.size; sq++) {
    const c = (codes[sq] ?? 0) * sign;
    if (c <= 0) continue;
    const t = c - 1;
    const piece = v.spec.pieces[t]!;
    const name = squareName(v, sq);
    found[t]!++;
    const rank = (sq / v.files) | 0;
    if (free.counts[t] === 0) {
      problems.push({ square: name, message: `${name}: ${side}'s ${piece.name} is not part of the setup` });
    } else if (!free.ranks.some((r) => boardRank(r) === rank)) {
      problems.push({
        square: name,
        message: `${name}: ${side}'s ${piece.name} must stand on ${rankList(free.ranks)}`,
      });
    } else {
      for (const rule of free.placement) {
        if (rule.pieces.includes(t) && !rule.ranks.some((r) => boardRank(r) === rank)) {
          problems.push({
            square: name,
            message: `${name}: ${side}'s ${piece.name} must stand on ${rankList(rule.ranks)}`,
          });
        }
      }
    }
  }
  free.counts.forEach((need, t) => {
    if (need === 0 || found[t] === need) return;
    const piece = v.spec.pieces[t]!;
    problems.push({ square: null, message: `${side} has ${found[t]} ${piece.name}, the setup needs ${need}` });
  });
  return problems;
}

/** What a free setup puts on one of its ranks (White-relative index). */
export interface SetupRankQuota {
  rank: number;
  /** Squares of the rank (holes left out). */
  squares: number;
  /** Men bound to this rank alone by a placement rule, per type. */
  bound: { type: number; count: number }[];
  /** Squares left for the men no rule binds to one rank. */
  others: number;
}

/**
 * How a free setup fills its ranks: the men each rank must take (their placement allows that rank
 * only) and the squares left there for the rest, which may stand on any setup rank their rules allow.
 * Every square is filled, so the counts add up to the roster (ECROS: rank 1 takes the 12 Nexials and
 * Sliders and 8 of the 28 jumpers, rank 2 the other 20).
 */
export function freeSetupQuotas(v: Variant): SetupRankQuota[] {
  const free = v.spec.freeSetup;
  if (!free) return [];
  return free.ranks.map((rank) => {
    let squares = 0;
    for (let f = 0; f < v.files; f++) squares += v.exists[rank * v.files + f] === 1 ? 1 : 0;
    const bound = free.placement
      .filter((rule) => rule.ranks.length === 1 && rule.ranks[0] === rank)
      .flatMap((rule) => rule.pieces.map((type) => ({ type, count: free.counts[type]! })));
    return { rank, squares, bound, others: squares - bound.reduce((n, b) => n + b.count, 0) };
  });
}

export { positionFromSetup } from './start.js';

/** Setup option ids chosen per side (absent or null: the plain setup). */
export interface SetupChoice {
  white?: string | null;
  black?: string | null;
}

/**
 * The definition's setup with each side's chosen options applied: an option swaps the start squares of
 * two piece types for that side (Masked Men: Guard and Assassin). Unknown option ids are input errors.
 */
export function setupWithOptions(v: Variant, choice: SetupChoice): Int16Array {
  const board = Int16Array.from(v.spec.setup);
  (
    [
      [WHITE, choice.white],
      [BLACK, choice.black],
    ] as const
  ).forEach(([color, id]) => {
    if (id === undefined || id === null) return;
    const option = v.spec.setupOptions.find((o) => o.id === id);
    if (!option) {
      const known = v.spec.setupOptions.map((o) => o.id).join(', ') || 'none';
      throw new InputError(`unknown setup option "${id}" for ${sideName(color)} (options: ${known})`);
    }
    const sign = color === WHITE ? 1 : -1;
    const [a, b] = option.swap.map((t) => sign * (t + 1)) as [number, number];
    for (let sq = 0; sq < v.size; sq++) {
      if (board[sq] === a) board[sq] = b;
      else if (board[sq] === b) board[sq] = a;
    }
  });
  return board;
}

/** The start position with each side's setup options applied (see setupWithOptions). */
export function startPositionWith(v: Variant, choice: SetupChoice): Position {
  return positionFromSetup(v, setupWithOptions(v, choice));
}
