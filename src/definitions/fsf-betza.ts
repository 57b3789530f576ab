/**
 * Betza notation as Fairy-Stockfish reads it (its src/piece.cpp, from_betza), turned into fairyprint's
 * move parts. FSF's reading differs from fairyprint's own (betza.ts) in its directions: one letter is
 * doubled (`fN` is `ffN`, the two narrow forward leaps), two letters name one leap (`fr` the wide one,
 * `rf` the narrow one), `h` pairs with a direction for a half of the board (`fhN`: the four forward
 * leaps), and `s` and `v` of an oblique leaper are its four wide and four narrow leaps. So each atom's
 * leaps are worked out as FSF works them out and given as the directions that select exactly those
 * (betza.ts's text where both readings agree). Also read: `p` and `g` (a hopper over any atom, `g` and a
 * digit limiting the squares beyond the screen), `n` (lame; on a rider FSF reads nothing), `i` and `e`
 * (the importer's), L and J (C and Z), one digit of range.
 */
import type { AtomSpec } from '../engine/spec.js';
import { dirAllowed, orientations } from '../engine/variant.js';
import { BetzaError, parseBetza, RIDERS } from './betza.js';
import type { AtomDefinition } from './schema.js';

/** One atom of a custom piece, in fairyprint's terms. */
export interface FsfPart {
  part: AtomDefinition;
  /** Its `i`: a first move (FSF: from the double-step region). */
  initial: boolean;
  /** The atom's letter, whether it rides and its range (0: any): a double step's en-passant square needs them. */
  atom: string;
  rider: boolean;
  distance: number;
  /** Its leaps differ left and right: FSF turns Black's round, so the piece's definition says `symmetry: rotate`. */
  leftRight: boolean;
}

const LEAPERS: Record<string, [number, number][]> = {
  W: [[1, 0]],
  F: [[1, 1]],
  D: [[2, 0]],
  N: [[2, 1]],
  A: [[2, 2]],
  H: [[3, 0]],
  L: [[3, 1]],
  C: [[3, 1]],
  J: [[3, 2]],
  Z: [[3, 2]],
  G: [[3, 3]],
  K: [
    [1, 0],
    [1, 1],
  ],
};
const VERTICALS = 'fbvh';
const HORIZONTALS = 'rlsh';

/**
 * FSF's eight leaps of the atom (a, b), white-relative (dx files, dy ranks), each with the direction
 * pairs that select it (piece.cpp's table, in its order).
 */
const CANDIDATES: [(a: number, b: number) => [number, number], string[]][] = [
  [(a, b) => [b, a], ['ff', 'vv', 'rf', 'rv', 'fh', 'rh', 'hr']],
  [(a, b) => [-b, -a], ['bb', 'vv', 'lb', 'lv', 'bh', 'lh', 'hr']],
  [(a, b) => [a, -b], ['rr', 'ss', 'br', 'bs', 'bh', 'rh', 'hr']],
  [(a, b) => [-a, b], ['ll', 'ss', 'fl', 'fs', 'fh', 'lh', 'hr']],
  [(a, b) => [a, b], ['rr', 'ss', 'fr', 'fs', 'fh', 'rh', 'hl']],
  [(a, b) => [-a, -b], ['ll', 'ss', 'bl', 'bs', 'bh', 'lh', 'hl']],
  [(a, b) => [b, -a], ['bb', 'vv', 'rb', 'rv', 'bh', 'rh', 'hl']],
  [(a, b) => [-b, a], ['ff', 'vv', 'lf', 'lv', 'fh', 'lh', 'hl']],
];

const key = ([x, y]: readonly [number, number]): string => `${x},${y}`;

/** FSF's leaps of one atom vector under the direction pairs written before it. */
function fsfLeaps(a: number, b: number, pairs: string[], single: boolean): Set<string> {
  // FSF splits a pair of two letters for a lone orthogonal atom (fsW: forward and sideways).
  const dirs = pairs.flatMap((s) => (single && b === 0 && s[0] !== s[1] ? [s[0]! + s[0], s[1]! + s[1]] : [s]));
  const out = new Set<string>();
  for (const [vector, names] of CANDIDATES)
    if (dirs.length === 0 || names.some((n) => dirs.includes(n))) out.add(key(vector(a, b)));
  return out;
}

/** The one leap (dx, dy) among the atom's orientations, as a fairyprint direction token (ffr: narrow forward right). */
function tokenOf(dx: number, dy: number): string {
  const side = dx > 0 ? 'r' : 'l';
  const vertical = dy > 0 ? 'f' : 'b';
  if (dx === 0) return vertical;
  if (dy === 0) return side;
  if (Math.abs(dx) === Math.abs(dy)) return vertical + side;
  return Math.abs(dy) > Math.abs(dx) ? vertical + vertical + side : side + side + vertical;
}

/** Direction tokens, broadest first: a leap's own token (tokenOf) is the last resort. */
const TOKENS = ['f', 'b', 'l', 'r', 'ff', 'bb', 'll', 'rr', 'fl', 'fr', 'bl', 'br'];

/** The fewest tokens (greedily) that select exactly `wanted` of the atom (a, b)'s leaps. */
function directionsOf(a: number, b: number, wanted: Set<string>): string[] {
  const leaps = orientations(a, b);
  const selects = (token: string): string[] => leaps.filter(([x, y]) => dirAllowed(x, y, [token])).map(key);
  const left = new Set(wanted);
  const out: string[] = [];
  for (const token of TOKENS) {
    const set = selects(token);
    if (set.length > 0 && set.every((k) => wanted.has(k)) && set.some((k) => left.has(k))) {
      out.push(token);
      for (const k of set) left.delete(k);
    }
  }
  for (const k of left) out.push(tokenOf(...(k.split(',').map(Number) as [number, number])));
  return out;
}

/** The white-relative leaps fairyprint's atoms make. */
function ourLeaps(atoms: readonly AtomSpec[]): Set<string> {
  return new Set(
    atoms.flatMap((a) =>
      orientations(a.offset[0], a.offset[1])
        .filter(([x, y]) => dirAllowed(x, y, a.dirs))
        .map(key),
    ),
  );
}

const sameSet = (a: Set<string>, b: Set<string>): boolean => a.size === b.size && [...a].every((k) => b.has(k));

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

interface Token {
  mods: string;
  atom: string;
  /** The atom rides (doubled, a digit, or R B Q), and its digit (0: no limit). */
  rider: boolean;
  distance: number;
  start: number;
  end: number;
}

/** Splits FSF Betza into tokens (modifiers, atom, doubling or one digit); a letter FSF does not read is refused. */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  let mods = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if ('mcpgnie'.includes(c) || VERTICALS.includes(c) || HORIZONTALS.includes(c)) {
      if (mods === '') start = i;
      mods += c;
      continue;
    }
    if (!(c in LEAPERS) && !(c in RIDERS)) {
      throw new BetzaError(
        /[a-z]/.test(c)
          ? `Betza modifier "${c}" is not one Fairy-Stockfish reads (m c p g n i e, directions f b l r v s h)`
          : `Betza atom "${c}" is not one Fairy-Stockfish reads (W F D N A H L C J Z G K R B Q)`,
        i,
      );
    }
    if (mods === '') start = i;
    let rider = c in RIDERS;
    let distance = 0;
    const next = text[i + 1];
    if (next !== undefined && (/[0-9]/.test(next) || next === c)) {
      rider = true;
      if (/[0-9]/.test(next)) distance = Number(next);
      i++;
      if (/[0-9]/.test(text[i + 1] ?? ''))
        throw new BetzaError('Fairy-Stockfish reads one digit of range after an atom', i + 1);
    }
    out.push({ mods, atom: c, rider, distance, start, end: i + 1 });
    mods = '';
  }
  if (mods !== '') throw new BetzaError(`Betza ends with modifiers "${mods}" and no atom`, start);
  return out;
}

/** The direction pairs of a token's modifiers, paired as FSF pairs them. */
function directionPairs(mods: string): string[] {
  const letters = [...mods].filter((c) => VERTICALS.includes(c) || HORIZONTALS.includes(c));
  const pairs: string[] = [];
  for (let i = 0; i < letters.length; i++) {
    const c = letters[i]!;
    const c2 = letters[i + 1];
    const pairs2 =
      c2 !== undefined &&
      (c2 === c ||
        (VERTICALS.includes(c) && HORIZONTALS.includes(c2)) ||
        (HORIZONTALS.includes(c) && VERTICALS.includes(c2)));
    pairs.push(pairs2 ? c + c2 : c + c);
    if (pairs2) i++;
  }
  return pairs;
}

/** A custom piece's moves as FSF reads them; BetzaError at the first thing fairyprint cannot play so. */
export function readFsfBetza(text: string): FsfPart[] {
  const parts: FsfPart[] = [];
  for (const t of tokens(text)) {
    const vectors = (t.atom in RIDERS ? RIDERS : LEAPERS)[t.atom]!;
    const hopper = /[pg]/.test(t.mods);
    const lame = t.mods.includes('n') && !t.rider && !hopper;
    const capture = t.mods.includes('c');
    const move = t.mods.includes('m');
    const mode: AtomDefinition['mode'] = capture && !move ? 'capture' : move && !capture ? 'move' : undefined;
    const pairs = directionPairs(t.mods);
    const distance = hopper && t.mods.includes('g') && t.distance === 0 ? 1 : t.distance;
    // FSF's hoppers: along ranks, files and diagonals only; a digit limits how far from the piece it lands.
    if (hopper && (distance > 1 || vectors.some(([a, b]) => a !== 1 || b > 1)))
      throw new BetzaError(
        distance > 1
          ? 'a hopper that lands at most some squares from where it stands is not modelled'
          : `a hopper over ${t.atom} leaps (Fairy-Stockfish hops along ranks, files and diagonals only)`,
        t.start,
      );
    const fsf = vectors.map(([a, b]) => fsfLeaps(a, b, pairs, vectors.length === 1));
    const all = fsf.flatMap((s) => [...s]);
    if (all.length === 0) throw new BetzaError('these directions select no move in Fairy-Stockfish', t.start);
    // FSF turns Black's moves round (a half turn), where fairyprint mirrors them unless told to turn them.
    const leftRight = all.some((k) => !all.includes(key([-Number(k.split(',')[0]), Number(k.split(',')[1])])));
    // fairyprint's own Betza, where it reads the same leaps.
    const suffix = t.distance ? String(t.distance) : t.rider && t.atom in LEAPERS ? t.atom : '';
    const plain = t.mods.replace(/[ie]/g, '') + t.atom + suffix;
    const info = { initial: t.mods.includes('i'), atom: t.atom, rider: t.rider, distance: t.distance, leftRight };
    if (!hopper && !lame && !/[hLJ]/.test(plain) && agrees(plain, fsf)) {
      parts.push({ part: { betza: plain }, ...info });
      continue;
    }
    vectors.forEach(([a, b], n) => {
      const wanted = fsf[n]!;
      if (wanted.size === 0) return;
      const full = orientations(a, b).length === wanted.size;
      const dirs = full ? {} : { dirs: directionsOf(a, b, wanted) };
      const common: Pick<AtomDefinition, 'mode' | 'dirs'> = { ...(mode ? { mode } : {}), ...dirs };
      const g = gcd(a, b);
      let part: AtomDefinition;
      if (hopper) part = { hop: [a, b], ...(distance ? { range: distance } : {}), ...common };
      else if (t.rider) part = { ride: [a, b], ...(t.distance ? { range: t.distance } : {}), ...common };
      else if (lame && g > 1) part = { ride: [a / g, b / g], min: g, range: g, ...common };
      else if (lame && a === 2 && b === 1) part = { betza: 'nN', ...common };
      // FSF's lame Z is its Janggi elephant's leap: one orthogonal step, then two diagonal ones.
      else if (lame && a === 3 && b === 2) part = { betza: 'nZ', ...common };
      else if (lame && g === 1 && a !== 1)
        throw new BetzaError(
          `the lame (${a}, ${b}) leap "n${t.atom}" is not modelled: Fairy-Stockfish plays lame leaps only as nN, nZ, nD and nA (its magic tables) and gives this one no move at all`,
          t.start,
        );
      else part = { leap: [a, b], ...common };
      parts.push({ part, ...info });
    });
  }
  return parts;
}

/** Whether a custom piece's moves, as FSF reads them, differ left and right (false where it cannot read them). */
export function fsfDiffersLeftRight(text: string): boolean {
  try {
    return readFsfBetza(text).some((p) => p.leftRight);
  } catch (e) {
    if (e instanceof BetzaError) return false;
    throw e;
  }
}

/** Whether fairyprint's Betza `plain` makes exactly the leaps FSF reads (each atom vector's set). */
function agrees(plain: string, fsf: Set<string>[]): boolean {
  try {
    return sameSet(ourLeaps(parseBetza(plain)), new Set(fsf.flatMap((s) => [...s])));
  } catch (e) {
    if (e instanceof BetzaError) return false;
    throw e;
  }
}
