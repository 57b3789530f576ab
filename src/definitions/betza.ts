/**
 * Betza notation for the simple atoms, as a shorthand in definition files.
 *
 * Atoms: W (1,0) F (1,1) D (2,0) N (2,1) A (2,2) H (3,0) C (3,1) Z (3,2) G (3,3) leapers; K = WF;
 * R B Q riders. A doubled leaper rides (NN nightrider); a number after an atom limits it to that many
 * steps (R4, W2). Modifiers before an atom: m (move only), c (capture only), i (first move only),
 * n (lame: D A H G pass through the squares between, which must be empty; nN is the Xiangqi horse,
 * blocked one orthogonal step toward its longer side; nZ the Janggi elephant, one orthogonal step then
 * one diagonal, both empty), and directions f b l r v s;
 * "fl" style pairs are one diagonal direction, other letters add directions (fb = forward or backward).
 * On diagonal and oblique atoms s means l or r, and v means f or b.
 */
import type { AtomSpec, MoveMode } from '../engine/spec.js';
import { quote } from '../printable.js';

const LEAPERS: Record<string, [number, number]> = {
  W: [1, 0],
  F: [1, 1],
  D: [2, 0],
  N: [2, 1],
  A: [2, 2],
  H: [3, 0],
  C: [3, 1],
  Z: [3, 2],
  G: [3, 3],
};
/** The riders' directions (white-relative dx, dy), shared by every Betza reader. */
export const RIDERS: Record<string, [number, number][]> = {
  R: [[1, 0]],
  B: [[1, 1]],
  Q: [
    [1, 0],
    [1, 1],
  ],
};
const MODIFIERS = new Set(['m', 'c', 'i', 'n', 'f', 'b', 'l', 'r', 'v', 's']);

export class BetzaError extends Error {
  /** 0-based index of the offending character in the Betza string. */
  readonly index: number;
  constructor(message: string, index: number) {
    super(message);
    this.index = index;
  }
}

function directionTokens(letters: string, diagonal: boolean): string[] {
  const tokens: string[] = [];
  for (let i = 0; i < letters.length; i++) {
    const c = letters[i]!;
    const next = letters[i + 1];
    if ((c === 'f' || c === 'b') && next === c) {
      // ff, bb: the narrow forward or backward oblique steps (Shogi's knight ffN).
      tokens.push(c + c);
      i++;
    } else if ((c === 'f' || c === 'b') && (next === 'l' || next === 'r')) {
      tokens.push(c + next);
      i++;
    } else if (diagonal && c === 's') {
      tokens.push('l', 'r');
    } else if (diagonal && c === 'v') {
      tokens.push('f', 'b');
    } else {
      tokens.push(c);
    }
  }
  return tokens;
}

export function parseBetza(text: string): AtomSpec[] {
  const atoms: AtomSpec[] = [];
  let i = 0;
  while (i < text.length) {
    const start = i;
    let mods = '';
    while (i < text.length && MODIFIERS.has(text[i]!)) mods += text[i++];
    const letter = text[i];
    if (letter === undefined)
      throw new BetzaError(`Betza ${quote(text)} ends with modifiers ${quote(mods)} and no atom`, start);
    if (!(letter in LEAPERS) && !(letter in RIDERS) && letter !== 'K') {
      throw new BetzaError(
        `Betza letter "${letter}" is not supported (atoms: W F D N A H C Z G K R B Q; modifiers: m c i n f b l r v s)`,
        i,
      );
    }
    i++;
    let doubled = false;
    if (text[i] === letter && letter in LEAPERS) {
      doubled = true;
      i++;
    }
    let range: number | null = null;
    const digits = /^[0-9]+/.exec(text.slice(i));
    if (digits) {
      range = Number(digits[0]);
      if (range < 1 || range > 26) throw new BetzaError(`Betza range ${range} must be 1 to 26`, i);
      i += digits[0].length;
    }
    const mode: MoveMode = mods.includes('m') ? 'move' : mods.includes('c') ? 'capture' : 'both';
    if (mods.includes('m') && mods.includes('c'))
      throw new BetzaError('Betza "m" and "c" together mean nothing', start);
    const dirLetters = [...mods].filter((c) => 'fblrvs'.includes(c)).join('');
    const initial = mods.includes('i');
    const lame = mods.includes('n');
    const vectors: { v: [number, number]; ride: boolean }[] =
      letter === 'K'
        ? [
            { v: [1, 0], ride: false },
            { v: [1, 1], ride: false },
          ]
        : letter in RIDERS
          ? RIDERS[letter]!.map((v) => ({ v, ride: true }))
          : [{ v: LEAPERS[letter]!, ride: doubled || range !== null }];
    for (const { v, ride } of vectors) {
      const diagonal = v[0] !== 0 && v[1] !== 0;
      const dirs = dirLetters ? directionTokens(dirLetters, diagonal) : undefined;
      const base = { offset: v, mode, ...(dirs ? { dirs } : {}), ...(initial ? { initial } : {}) };
      if (lame && (letter === 'N' || letter === 'Z') && !ride) {
        // The Xiangqi horse (nN) and the Janggi elephant (nZ): one orthogonal step toward the longer
        // side, then diagonal steps, each square of the way empty.
        atoms.push({ ...base, kind: 'lame' });
      } else if (lame) {
        const g = gcd(v[0], v[1]);
        if (g < 2 || ride) throw new BetzaError(`Betza "n" (lame) needs N, Z, D, A, H or G, not ${letter}`, start);
        atoms.push({ ...base, kind: 'ride', offset: [v[0] / g, v[1] / g], min: g, max: g });
      } else if (ride) {
        atoms.push({ ...base, kind: 'ride', min: 1, max: range ?? 0 });
      } else {
        atoms.push({ ...base, kind: 'leap' });
      }
    }
  }
  return atoms;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Betza's letter of a leap's vector, either way round (W for (1,0) and (0,1)). */
const LEAPER_LETTER = new Map(
  Object.entries(LEAPERS).flatMap(([letter, [x, y]]) => [
    [`${x},${y}`, letter],
    [`${y},${x}`, letter],
  ]),
);

/** A plain leap or ride as Betza writes it (N, R, NN, R4), or null where Betza has no letters for it. */
function betzaLetters(a: AtomSpec): string | null {
  const letter = LEAPER_LETTER.get(`${a.offset[0]},${a.offset[1]}`);
  if (letter === undefined || a.once) return null;
  if (a.kind === 'leap') return letter;
  if (a.kind !== 'ride' || a.parity || a.passOver || (a.max !== 0 && a.min !== 1)) return null;
  const rider = letter === 'W' ? 'R' : letter === 'F' ? 'B' : letter + letter;
  return a.max === 0 ? rider : `${rider}${a.max}`;
}

/** Every order of a few direction tokens (at most 4: 24 orders), the given one first. */
function orders(tokens: readonly string[]): string[][] {
  if (tokens.length <= 1 || tokens.length > 4) return [[...tokens]];
  return tokens.flatMap((t, i) => orders([...tokens.slice(0, i), ...tokens.slice(i + 1)]).map((rest) => [t, ...rest]));
}

/** Whether Betza text reads as exactly the one atom `a` (directions in any order). */
function readsAs(text: string, a: AtomSpec): boolean {
  // Fields in any order, directions in any order, fields left undefined as absent.
  const norm = (x: AtomSpec) =>
    JSON.stringify(
      Object.entries({ ...x, dirs: x.dirs ? [...x.dirs].sort() : undefined })
        .filter(([, v]) => v !== undefined)
        .sort(([k], [l]) => k.localeCompare(l)),
    );
  try {
    const atoms = parseBetza(text);
    return atoms.length === 1 && norm(atoms[0]!) === norm(a);
  } catch {
    return false;
  }
}

/** A compact Betza-like description of atoms, for `check` and cards: Betza itself where it can say it. */
export function describeAtoms(atoms: readonly AtomSpec[]): string {
  return atoms
    .map((a) => {
      const mode = a.mode === 'move' ? 'm' : a.mode === 'capture' ? 'c' : '';
      const letters = betzaLetters(a);
      // Only where Betza reads it back as this very atom: joined direction letters can read otherwise
      // (f, l, r before R read as fl and r), so each order of them is tried.
      for (const dirs of letters === null ? [] : orders(a.dirs ?? [])) {
        const betza = `${a.initial ? 'i' : ''}${mode}${dirs.join('')}${letters}`;
        if (readsAs(betza, a)) return betza;
      }
      // Tokens of three letters (ffr: one leap of a knight) are told apart by commas.
      const dirs = a.dirs?.join(a.dirs.some((t) => t.length > 2) ? ',' : '') ?? '';
      const cond = `${a.initial ? 'i' : ''}${a.once ? '(once)' : ''}`;
      const v = `(${a.offset[0]},${a.offset[1]})`;
      switch (a.kind) {
        case 'leap':
          return `${cond}${mode}${dirs}leap${v}`;
        case 'ride': {
          const range = a.max === 0 ? '' : a.min === a.max ? `=${a.max}` : `${a.min > 1 ? a.min : ''}..${a.max}`;
          const extra = `${a.parity ? ` ${a.parity}` : ''}${a.passOver ? ` passing ${a.passOver}` : ''}`;
          return `${cond}${mode}${dirs}ride${v}${range}${extra}`;
        }
        case 'collide':
          return `${cond}collide${v}`;
        case 'hopchain':
          return `${cond}${dirs}volley${v}`;
        case 'bent':
          return `${cond}${mode}${dirs}bent-ride${v}`;
        case 'lame':
          return `${cond}${mode}${dirs}lame-leap${v}`;
        case 'hop':
          return `${cond}${mode}${dirs}hop${v}${a.range ? `=${a.range}` : ''}${a.shunsOwnType ? ' not over or onto its own type' : ''}`;
      }
    })
    .join(' + ');
}
