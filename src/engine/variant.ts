/**
 * Compiles a VariantSpec into move tables: for every colour, piece type and square, the leap targets and
 * rider rays that piece has there, plus reverse tables that answer "is this square attacked" without
 * generating moves. Built once per variant; the move generator only reads them.
 */

import { mirrorSquare, orientations, squareAt } from './geometry.js';
import { MoveKind } from './move.js';
import type {
  CaptureHook,
  Color,
  LeapProbes,
  MoveMaker,
  PartChecks,
  PartMoves,
  PathProbes,
  Ray,
  RuleModule,
  Special,
  SquareMoves,
  StateHook,
  Variant,
} from './rules/hooks.js';
import type { AtomSpec, DirToken, HopAtom, PieceSpec, PromotionSpec, RideAtom, VariantSpec } from './spec.js';

// The engine's types are declared with the rule modules' hooks (rules/hooks.ts), which take them.
export type {
  CaptureHook,
  Color,
  LeapProbes,
  MoveMaker,
  PartChecks,
  PartMoves,
  PathProbes,
  Ray,
  Special,
  SquareMoves,
  StateHook,
  Variant,
  Victory,
} from './rules/hooks.js';

export const WHITE = 0;
export const BLACK = 1;

/** A side as the rules' sentences name it: as the game names its players (Shogi's Sente and Gote), else White and Black. */
export const sideName = (c: number, spec?: { readonly sideNames?: readonly [string, string] }): string =>
  spec?.sideNames?.[c] ?? (c === WHITE ? 'White' : 'Black');

/** Atom flags stored beside each precomputed target. */
export const F_MOVE = 1;
export const F_CAPTURE = 2;
export const F_CHECKS = 4;
export const F_INITIAL = 8;
export const F_ONCE = 16;
export const F_EP_TARGET = 32;
export const F_EP_CAPTURE = 64;

/** Shared by every square without rays or special atoms. */
const NO_RAYS: Ray[] = [];
const NO_SPECIALS: Special[] = [];
const NO_BLOCKS = new Int16Array(0);

/** Whether the leaps hold one to `to` with these flags already (a part listed twice, Q and R's shared steps). */
function hasLeap(leapTo: readonly number[], leapFlags: readonly number[], to: number, flags: number): boolean {
  for (let i = 0; i < leapTo.length; i++) if (leapTo[i] === to && leapFlags[i] === flags) return true;
  return false;
}

/** Whether the rays hold this one already: the same squares (so the same direction and reach) and conditions. */
function hasRay(rays: readonly Ray[], squares: readonly number[], flags: number, atom: RideAtom): boolean {
  const parity = atom.parity ? PARITY[atom.parity] : 0;
  const passOver = atom.passOver ? PARITY[atom.passOver] : 0;
  return rays.some(
    (r) =>
      r.flags === flags &&
      r.min === Math.max(1, atom.min) &&
      r.parity === parity &&
      r.passOver === passOver &&
      r.max === squares.length &&
      r.squares.every((sq, i) => sq === squares[i]),
  );
}

/** Whether a special part already stands for this atom in this orientation. */
function sameSpecial(s: Special, atom: AtomSpec, dx: number, dy: number, flags: number): boolean {
  return (
    s.kind === atom.kind &&
    s.dx === dx &&
    s.dy === dy &&
    s.flags === flags &&
    s.maxLegs === (atom.kind === 'hopchain' ? atom.maxLegs : 0) &&
    s.range === (atom.kind === 'hop' ? atom.range : 0) &&
    s.shuns >= 0 === (atom.kind === 'hop' && atom.shunsOwnType === true)
  );
}

/** The two directions 45 degrees beside a one-square step (a W step's diagonals, an F step's orthogonals), where a bent ride slides. */
function besideStep(dx: number, dy: number): [number, number][] {
  return [
    [Math.sign(dx - dy), Math.sign(dx + dy)],
    [Math.sign(dx + dy), Math.sign(dy - dx)],
  ];
}

/**
 * Whether two different parts of a man on one square can make the same move: both may move to, or both
 * capture on, some square (a rider's ray and a leap, two rays of different reach along one line). A part
 * that only moves and one that only captures (Xiangqi's cannon) never make the same move.
 */
function partsOverlap(leapTo: number[], leapFlags: number[], rays: Ray[], specials: Special[]): boolean {
  const seen = new Map<number, number>();
  const add = (sq: number, flags: number): boolean => {
    const modes = flags & (F_MOVE | F_CAPTURE | F_EP_CAPTURE);
    const before = seen.get(sq) ?? 0;
    seen.set(sq, before | modes);
    return (before & modes) !== 0;
  };
  let overlap = false;
  leapTo.forEach((to, i) => (overlap ||= add(to, leapFlags[i]!)));
  for (const r of rays) {
    // Only the squares it may end on: from its least distance, of its parity, not those it passes over.
    for (let dist = r.min; dist <= r.max; dist++) {
      if ((r.parity !== 0 && (dist & 1) !== (r.parity & 1)) || (r.passOver !== 0 && (dist & 1) === (r.passOver & 1)))
        continue;
      overlap ||= add(r.squares[dist - 1]!, r.flags);
    }
  }
  for (const s of specials) {
    if (s.kind === 'lame') overlap ||= add(s.to, s.flags);
    else if (s.kind === 'hop' || s.kind === 'bent') for (const sq of s.line) overlap ||= add(sq, s.flags);
  }
  return overlap;
}

/** The rule modules' state in positions: each module's slots, their start values, which are keyed, and who keeps them. */
function ruleState(
  spec: VariantSpec,
  rules: readonly RuleModule[],
): Pick<Variant, 'beforeMoves' | 'afterMoves' | 'undoMoves' | 'stateAt' | 'stateStart' | 'stateKeyed'> {
  const stateAt: Record<string, number> = {};
  const start: number[] = [];
  const keyed: number[] = [];
  // A module whose state takes no slots in this variant (castling but in Chess960) has no part in make.
  const slots = (r: RuleModule): number =>
    r.state === undefined ? -1 : typeof r.state.slots === 'number' ? r.state.slots : r.state.slots(spec);
  for (const r of rules) {
    if (!r.state || slots(r) === 0) continue;
    stateAt[r.id] = start.length;
    const values = r.state.start(spec);
    for (let i = 0; i < slots(r); i++) {
      if (r.state.keyed) keyed.push(start.length);
      start.push(values[i] ?? 0);
    }
  }
  const stateHooks = rules.filter((r): r is RuleModule & StateHook => r.afterMove !== undefined && slots(r) !== 0);
  return {
    beforeMoves: stateHooks.flatMap((r) => (r.beforeMove ? [{ run: r.beforeMove, at: stateAt[r.id] ?? 0 }] : [])),
    afterMoves: stateHooks.map((r) => ({ run: r.afterMove, at: stateAt[r.id] ?? 0 })),
    undoMoves: stateHooks.flatMap((r) => (r.undoMove ? [{ run: r.undoMove, at: stateAt[r.id] ?? 0 }] : [])).reverse(),
    stateAt,
    stateStart: Int32Array.from(start),
    stateKeyed: Int16Array.from(keyed),
  };
}

export { orientations } from './geometry.js';

/**
 * Whether a white-relative vector passes a direction filter (any token, each a conjunction of letters).
 * A doubled letter is the narrow half of its side: `ff` steps more forward than sideways (Shogi's knight
 * is ffN), `rr` more right than up or down; `ffr` and `rrf` are then each one leap of a knight.
 */
export function dirAllowed(dx: number, dy: number, dirs: readonly DirToken[] | undefined): boolean {
  if (!dirs || dirs.length === 0) return true;
  return dirs.some((token) => {
    for (let i = 0; i < token.length; i++) {
      const c = token[i]!;
      const doubled = token[i + 1] === c;
      if (doubled) i++;
      if (!dirHolds(c, doubled, dx, dy)) return false;
    }
    return true;
  });
}

function dirHolds(c: string, doubled: boolean, dx: number, dy: number): boolean {
  switch (c) {
    case 'f':
      return doubled ? dy > Math.abs(dx) : dy > 0;
    case 'b':
      return doubled ? -dy > Math.abs(dx) : dy < 0;
    case 'l':
      return doubled ? -dx > Math.abs(dy) : dx < 0;
    case 'r':
      return doubled ? dx > Math.abs(dy) : dx > 0;
    case 's':
      return dy === 0;
    case 'v':
      return dx === 0;
    default:
      return false;
  }
}

function atomFlags(a: AtomSpec): number {
  let f = 0;
  if (a.mode !== 'capture') f |= F_MOVE;
  if (a.mode !== 'move') f |= F_CAPTURE;
  const checks = a.checks ?? (f & F_CAPTURE) !== 0;
  if (checks) f |= F_CHECKS;
  if (a.initial) f |= F_INITIAL;
  if (a.once) f |= F_ONCE;
  if (a.enPassantTarget) f |= F_EP_TARGET;
  if (a.enPassantCapture) f |= F_EP_CAPTURE;
  return f;
}

const PARITY = { odd: 1, even: 2 } as const;

/** 32-bit pseudo-random numbers from a fixed seed, so hashes are the same in every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) | 0;
  };
}

/**
 * The move tables' many small typed arrays, packed as views into shared buffers: ECROS has some 60,000
 * of them, and an ArrayBuffer each cost as much memory again as the tables themselves.
 */
function typedPacker<T extends Int16Array | Int32Array>(make: (n: number) => T): (values: readonly number[]) => T {
  const CHUNK = 1 << 15;
  const empty = make(0);
  let buf = make(CHUNK);
  let used = 0;
  return (values) => {
    const n = values.length;
    if (n === 0) return empty;
    if (used + n > buf.length) [buf, used] = [make(Math.max(CHUNK, n)), 0];
    buf.set(values, used);
    used += n;
    return buf.subarray(used - n, used) as T;
  };
}

/** A compiled atom: its flags and the orientations its directions allow, flat (x, y, x, y, ...). */
interface CompiledAtom {
  atom: AtomSpec;
  flags: number;
  steps: number[];
}

/** The generators and check tests of the move parts rule modules implement, by part kind. */
interface Parts {
  partMoves: Record<Special['kind'], PartMoves | null>;
  partChecks: Record<Special['kind'], PartChecks | null>;
}

/** What every table of a variant is built from: the board, its packed arrays and its piece codes. */
interface Board {
  spec: VariantSpec;
  files: number;
  ranks: number;
  size: number;
  nTypes: number;
  exists: Uint8Array;
  /** The square at (x, y), or -1 off the board or in a hole. */
  at(x: number, y: number): number;
  /** Whether `sq` is in `region` (written for White; Black's is its mirror image), true for none. */
  inRegion(region: readonly number[] | undefined, sq: number, color: number): boolean;
  i16: (values: readonly number[]) => Int16Array;
  i32: (values: readonly number[]) => Int32Array;
  codeBase: number;
  codeSpan: number;
  /** Only variants with royal pieces, or a rule module that asks (`asksAttacks`), ask whether a square is attacked. */
  anyRoyal: boolean;
}

function boardOf(spec: VariantSpec, rules: readonly RuleModule[]): Board {
  const { files, ranks } = spec;
  const exists = Uint8Array.from(spec.exists, (e) => (e ? 1 : 0));
  const regionSets = new Map<readonly number[], Set<number>>();
  return {
    spec,
    files,
    ranks,
    size: files * ranks,
    nTypes: spec.pieces.length,
    exists,
    at: (x, y) => {
      const sq = squareAt(spec, x, y);
      return sq >= 0 && exists[sq] ? sq : -1;
    },
    inRegion: (region, sq, color) => {
      if (!region) return true;
      let set = regionSets.get(region);
      if (!set) regionSets.set(region, (set = new Set(region)));
      return set.has(color === WHITE ? sq : mirrorSquare(spec, sq));
    },
    i16: typedPacker((n) => new Int16Array(n)),
    i32: typedPacker((n) => new Int32Array(n)),
    codeBase: spec.pieces.length,
    codeSpan: 2 * spec.pieces.length + 1,
    anyRoyal: spec.pieces.some((p) => p.royal) || rules.some((r) => r.asksAttacks?.(spec)),
  };
}

/**
 * How a side's men turn a piece's White-relative steps: [x, y] signs. Black's steps are mirrored front to
 * back, or turned half round (left and right swapped too) for a piece that says so.
 */
function sideSigns(piece: PieceSpec, color: number): [number, number] {
  if (color === WHITE) return [1, 1];
  return [piece.rotated ? -1 : 1, -1];
}

/** Whether Black's men of the piece move otherwise than mirrored: turned round, with moves that differ left and right. */
export function turnedOtherwise(piece: PieceSpec): boolean {
  if (!piece.rotated) return false;
  // Each step with what the part does (the part but its offset and directions).
  const steps = piece.atoms.flatMap((a) => {
    const what = JSON.stringify({ ...a, offset: undefined, dirs: undefined });
    return orientations(a.offset[0], a.offset[1])
      .filter(([x, y]) => dirAllowed(x, y, a.dirs))
      .map(([x, y]) => ({ what, x, y }));
  });
  const keys = new Set(steps.map((s) => `${s.what}@${s.x},${s.y}`));
  return steps.some((s) => !keys.has(`${s.what}@${-s.x},${s.y}`));
}

/**
 * The moves of a man of type `t` of `color` on `sq`: his leaps, rays and special parts there, each part
 * once (a part listed twice, or Q and R's shared steps, is compiled once).
 */
function squareMoves(
  b: Board,
  atoms: readonly CompiledAtom[],
  type: number,
  color: number,
  sq: number,
  parts: Parts,
): SquareMoves {
  const { files, exists, at, i16, i32, inRegion } = b;
  const { partMoves, partChecks } = parts;
  const [xSign, sign] = sideSigns(b.spec.pieces[type]!, color);
  const leapTo: number[] = [];
  const leapFlags: number[] = [];
  const rays: Ray[] = [];
  const specials: Special[] = [];
  if (exists[sq]) {
    const x = sq % files;
    const y = (sq / files) | 0;
    for (const { atom, flags, steps } of atoms) {
      // Black's own regions where the part has them (Fairy-Stockfish's mobilityRegionBlack).
      const whenOn = color === BLACK && atom.blackWhenOn ? atom.blackWhenOn : atom.whenOn;
      const within = color === BLACK && atom.blackWithin ? atom.blackWithin : atom.within;
      if (!inRegion(whenOn, sq, color)) continue;
      for (let i = 0; i < steps.length; i += 2) {
        const dx = steps[i]! * xSign;
        const dy = steps[i + 1]! * sign;
        if (atom.kind === 'leap') {
          const to = at(x + dx, y + dy);
          if (to >= 0 && inRegion(within, to, color) && !hasLeap(leapTo, leapFlags, to, flags)) {
            leapTo.push(to);
            leapFlags.push(flags);
          }
        } else if (atom.kind === 'ride') {
          let squares: number[] = [];
          // A ride of one length only (a lame leap, Xiangqi's elephant nA) need only land inside its
          // region, as Fairy-Stockfish's mobility region says; any other stops at the region's edge.
          const landingOnly = within !== undefined && atom.max > 1 && atom.min === atom.max;
          for (let k = 1; ; k++) {
            if (atom.max > 0 && k > atom.max) break;
            const to = at(x + dx * k, y + dy * k);
            if (to < 0 || (!landingOnly && !inRegion(within, to, color))) break;
            squares.push(to);
          }
          if (landingOnly && !inRegion(within, squares[squares.length - 1] ?? -1, color)) squares = [];
          if (squares.length >= atom.min && squares.length > 0 && !hasRay(rays, squares, flags, atom)) {
            rays.push({
              squares: i16(squares),
              flags,
              min: Math.max(1, atom.min),
              max: squares.length,
              parity: atom.parity ? PARITY[atom.parity] : 0,
              passOver: atom.passOver ? PARITY[atom.passOver] : 0,
            });
          }
        } else if (atom.kind === 'lame') {
          const to = at(x + dx, y + dy);
          if (to < 0 || !inRegion(within, to, color)) continue;
          // One orthogonal step toward the longer side of the leap, then diagonal steps to the target.
          const [bx, by] = Math.abs(dx) > Math.abs(dy) ? [Math.sign(dx), 0] : [0, Math.sign(dy)];
          const blocks: number[] = [];
          for (let k = 0; k < Math.min(Math.abs(dx), Math.abs(dy)); k++)
            blocks.push(at(x + bx + k * Math.sign(dx), y + by + k * Math.sign(dy)));
          specials.push({
            kind: 'lame',
            dx,
            dy,
            flags,
            maxLegs: 0,
            range: 0,
            bx,
            by,
            moves: null,
            checks: null,
            to,
            blocks: i16(blocks),
            line: i16([]),
            shuns: -1,
          });
        } else if (atom.kind === 'bent') {
          const step = at(x + dx, y + dy);
          for (const [tx, ty] of besideStep(dx, dy)) {
            const line: number[] = [];
            for (
              let k = 1, to = at(x + dx + tx, y + dy + ty);
              to >= 0 && step >= 0;
              to = at(x + dx + tx * ++k, y + dy + ty * k)
            )
              line.push(to);
            if (line.length === 0) continue;
            specials.push({
              kind: 'bent',
              dx,
              dy,
              flags,
              maxLegs: 0,
              range: 0,
              bx: tx,
              by: ty,
              moves: partMoves.bent,
              checks: partChecks.bent,
              to: step,
              blocks: NO_BLOCKS,
              line: i16(line),
              shuns: -1,
            });
          }
        } else if (!specials.some((s) => sameSpecial(s, atom, dx, dy, flags))) {
          // A hop's line ends at the edge of the region it stays within (a palace's diagonals).
          const line: number[] = [];
          for (
            let k = 1, to = at(x + dx, y + dy);
            atom.kind === 'hop' && to >= 0 && inRegion(within, to, color);
            to = at(x + dx * ++k, y + dy * k)
          )
            line.push(to);
          specials.push({
            kind: atom.kind,
            dx,
            dy,
            flags,
            maxLegs: atom.kind === 'hopchain' ? atom.maxLegs : 0,
            range: atom.kind === 'hop' ? atom.range : 0,
            bx: 0,
            by: 0,
            moves: partMoves[atom.kind],
            checks: partChecks[atom.kind],
            to: -1,
            blocks: NO_BLOCKS,
            line: i16(line),
            shuns: atom.kind === 'hop' && atom.shunsOwnType ? type : -1,
          });
        }
      }
    }
  }
  return {
    leapTo: i16(leapTo),
    leapFlags: i32(leapFlags),
    rays: rays.length ? rays : NO_RAYS,
    specials: specials.length ? specials : NO_SPECIALS,
    overlaps: partsOverlap(leapTo, leapFlags, rays, specials),
  };
}

/** The moves of every man on every square: tables[(color * nTypes + type) * size + square]. */
function moveTables(b: Board, rules: readonly RuleModule[]): SquareMoves[] {
  const { spec, size, nTypes } = b;
  const partOf = (kind: Special['kind']): RuleModule | undefined => rules.find((r) => r.part === kind);
  const parts: Parts = {
    partMoves: {
      collide: partOf('collide')?.generatePart ?? null,
      hopchain: partOf('hopchain')?.generatePart ?? null,
      bent: partOf('bent')?.generatePart ?? null,
      lame: null,
      hop: null,
    },
    partChecks: {
      collide: partOf('collide')?.partChecks ?? null,
      hopchain: partOf('hopchain')?.partChecks ?? null,
      bent: partOf('bent')?.partChecks ?? null,
      lame: null,
      hop: null,
    },
  };
  // Each atom's flags and the orientations its directions allow, worked out once, not per square; the
  // orientations flat (x, y, x, y, ...), as destructuring pairs in this loop cost more than the rest.
  const atomsOf = spec.pieces.map((p) =>
    p.atoms.map((atom) => ({
      atom,
      flags: atomFlags(atom),
      steps: orientations(atom.offset[0], atom.offset[1])
        .filter(([wx, wy]) => dirAllowed(wx, wy, atom.dirs))
        .flat(),
    })),
  );
  const tables: SquareMoves[] = [];
  for (let color = 0; color < 2; color++)
    for (let t = 0; t < nTypes; t++)
      for (let sq = 0; sq < size; sq++) tables.push(squareMoves(b, atomsOf[t]!, t, color, sq, parts));
  return tables;
}

/** A part that gives check with no condition of its own (first move only, once per game). */
function simpleChecker(a: AtomSpec): boolean {
  const f = atomFlags(a);
  return (f & F_CHECKS) !== 0 && (f & (F_INITIAL | F_ONCE)) === 0;
}

/** A part that checks along a fixed path whose squares must be empty: a lame leap, a slide bound to a region. */
const pathChecker = (a: AtomSpec): boolean =>
  simpleChecker(a) &&
  (a.kind === 'lame' || (a.kind === 'ride' && !a.passOver && (a.within !== undefined || a.whenOn !== undefined)));

/** A hop bound to a region or barred by men of its type: the reverse hop tables see neither. */
const complexHop = (a: HopAtom): boolean => a.whenOn !== undefined || a.within !== undefined || a.shunsOwnType === true;

/** Per type: whether it checks in ways the reverse tables cannot answer. */
const complexCheckersOf = (spec: VariantSpec): boolean[] =>
  spec.pieces.map((p) =>
    p.atoms.some((a) => {
      const f = atomFlags(a);
      if (!(f & F_CHECKS)) return false;
      if (f & (F_INITIAL | F_ONCE)) return true;
      if (a.kind === 'ride') return a.passOver !== undefined;
      if (a.kind === 'hop') return complexHop(a);
      return a.kind === 'collide' || a.kind === 'hopchain' || a.kind === 'bent';
    }),
  );

/** Reverse leap tables: per colour and square, the men that attack it by a leap, and those that could take on it en passant. */
function leapTables(b: Board, tables: readonly SquareMoves[]): { leapProbes: LeapProbes[]; epProbes: LeapProbes[] } {
  const { size, nTypes, i16, codeBase, codeSpan, anyRoyal } = b;
  // Reverse leap probes: a piece at `from` attacks `sq` when one of its leaps lands there. Only
  // variants with royal pieces ask whether a square is attacked.
  const leapProbes: LeapProbes[] = [];
  const epProbes: LeapProbes[] = [];
  const probeLists = Array.from({ length: 2 * size }, () => ({
    from: [] as number[],
    code: [] as number[],
    seen: new Set<number>(),
  }));
  const epLists = Array.from({ length: 2 * size }, () => ({ from: [] as number[], code: [] as number[] }));
  for (let color = 0; color < 2; color++) {
    const sign = color === WHITE ? 1 : -1;
    for (let t = 0; t < nTypes; t++) {
      const code = sign * (t + 1);
      for (let from = 0; from < size; from++) {
        const tab = tables[(color * nTypes + t) * size + from]!;
        for (let i = 0; i < tab.leapTo.length; i++) {
          const to = tab.leapTo[i]!;
          const f = tab.leapFlags[i]!;
          if (f & F_EP_CAPTURE) {
            epLists[color * size + to]!.from.push(from);
            epLists[color * size + to]!.code.push(code);
          }
          // Read from the tables, so a leap bound to a region attacks only from where it applies.
          if (!anyRoyal || !(f & F_CHECKS) || f & (F_INITIAL | F_ONCE)) continue;
          const list = probeLists[color * size + to]!;
          const key = from * codeSpan + code + codeBase;
          if (!list.seen.has(key)) {
            list.seen.add(key);
            list.from.push(from);
            list.code.push(code);
          }
        }
      }
    }
  }
  const bySquare = (l: { from: number[]; code: number[] }): LeapProbes => {
    const squares = [...new Set(l.from)];
    const hit = new Uint8Array(squares.length * codeSpan);
    l.from.forEach((from, i) => {
      hit[squares.indexOf(from) * codeSpan + l.code[i]! + codeBase] = 1;
    });
    return { from: i16(l.from), code: i16(l.code), squares: i16(squares), hit };
  };
  for (const l of probeLists) leapProbes.push(bySquare(l));
  for (const l of epLists) epProbes.push(bySquare(l));

  return { leapProbes, epProbes };
}

/** Per square, the ray along each of `dirs` to the edge: [sq * dirs.length + k]. */
function raysAlong(b: Board, dirs: readonly [number, number][]): Int16Array[] {
  const { files, size, exists, at, i16 } = b;
  const rays: Int16Array[] = [];
  for (let sq = 0; sq < size; sq++) {
    const x = sq % files;
    const y = (sq / files) | 0;
    for (const [dx, dy] of dirs) {
      const squares: number[] = [];
      if (exists[sq]) {
        for (let k = 1; ; k++) {
          const to = at(x + dx * k, y + dy * k);
          if (to < 0) break;
          squares.push(to);
        }
      }
      rays.push(i16(squares));
    }
  }
  return rays;
}

/** Reverse rider tables, by unit direction as seen from the attacked square. */
function riderTables(b: Board): Pick<Variant, 'rideDirs' | 'rideRays' | 'rideHit' | 'maxRideDist'> {
  const { spec, files, ranks, nTypes, codeBase, codeSpan, anyRoyal } = b;
  // Reverse rider tables, by unit direction as seen from the attacked square.
  const rideDirs: [number, number][] = [];
  const dirIndex = (dx: number, dy: number): number => {
    let k = rideDirs.findIndex((d) => d[0] === dx && d[1] === dy);
    if (k < 0) {
      rideDirs.push([dx, dy]);
      k = rideDirs.length - 1;
    }
    return k;
  };
  const maxRideDist = Math.max(files, ranks);
  const hits: Map<number, Uint8Array>[] = [new Map(), new Map()];
  for (let color = 0; color < 2; color++) {
    for (let t = 0; t < nTypes; t++) {
      const [xSign, sign] = sideSigns(spec.pieces[t]!, color);
      const code = sign * (t + 1);
      for (const atom of spec.pieces[t]!.atoms) {
        if (!anyRoyal || atom.kind !== 'ride' || !simpleChecker(atom) || atom.passOver || atom.within || atom.whenOn)
          continue;
        const ride = atom as RideAtom;
        for (const [wx, wy] of orientations(ride.offset[0], ride.offset[1])) {
          if (!dirAllowed(wx, wy, ride.dirs)) continue;
          // The attacker moves (wx*xSign, wy*sign); seen from the target the ray points back.
          const k = dirIndex(-wx * xSign, -wy * sign);
          let hit = hits[color]!.get(k);
          if (!hit) {
            hit = new Uint8Array((maxRideDist + 1) * codeSpan);
            hits[color]!.set(k, hit);
          }
          const max = ride.max > 0 ? ride.max : maxRideDist;
          for (let d = Math.max(1, ride.min); d <= Math.min(max, maxRideDist); d++) {
            if (ride.parity === 'odd' && d % 2 === 0) continue;
            if (ride.parity === 'even' && d % 2 === 1) continue;
            hit[d * codeSpan + code + codeBase] = 1;
          }
        }
      }
    }
  }
  const rideHit = [0, 1].map((c) =>
    rideDirs.map((_, k) => hits[c]!.get(k) ?? new Uint8Array((maxRideDist + 1) * codeSpan)),
  );
  return { rideDirs, rideRays: raysAlong(b, rideDirs), rideHit, maxRideDist };
}

/** Path probes, read from the tables so that regions hold: lame leaps and slides bound to regions. */
function pathTables(b: Board, tables: readonly SquareMoves[]): PathProbes[] {
  const { spec, files, size, nTypes, at, i16, i32, anyRoyal } = b;
  // Path probes, read from the tables so that regions hold: lame leaps and slides bound to regions.
  const pathLists = Array.from({ length: 2 * size }, () => ({
    from: [] as number[],
    code: [] as number[],
    start: [] as number[],
    blocks: [] as number[],
  }));
  const addPath = (color: number, to: number, from: number, code: number, blocks: number[]): void => {
    const l = pathLists[color * size + to]!;
    l.from.push(from);
    l.code.push(code);
    l.start.push(l.blocks.length);
    l.blocks.push(...blocks);
  };
  for (let color = 0; color < 2; color++) {
    const sign = color === WHITE ? 1 : -1;
    for (let t = 0; t < nTypes; t++) {
      const atoms = spec.pieces[t]!.atoms;
      if (!anyRoyal || !atoms.some(pathChecker)) continue;
      const code = sign * (t + 1);
      const boundRides = atoms.some((a) => a.kind === 'ride' && pathChecker(a));
      for (let from = 0; from < size; from++) {
        const tab = tables[(color * nTypes + t) * size + from]!;
        for (const s of tab.specials) {
          if (s.kind !== 'lame' || !(s.flags & F_CHECKS) || s.flags & (F_INITIAL | F_ONCE)) continue;
          const x = from % files;
          const y = (from / files) | 0;
          addPath(color, at(x + s.dx, y + s.dy), from, code, Array.from(s.blocks));
        }
        if (!boundRides) continue;
        for (const ray of tab.rays) {
          if (!(ray.flags & F_CHECKS) || ray.flags & (F_INITIAL | F_ONCE) || ray.passOver) continue;
          for (let k = ray.min; k <= ray.max; k++) {
            if (ray.parity !== 0 && (k & 1) !== (ray.parity & 1)) continue;
            addPath(color, ray.squares[k - 1]!, from, code, Array.from(ray.squares.subarray(0, k - 1)));
          }
        }
      }
    }
  }
  return pathLists.map((l) => ({
    from: i16(l.from),
    code: i16(l.code),
    start: i32([...l.start, l.blocks.length]),
    blocks: i16(l.blocks),
  }));
}

/** Reverse hopper tables. */
function hopperTables(b: Board): Pick<Variant, 'hopDirs' | 'hopRays' | 'hopHit' | 'hasScreenedChecks'> {
  const { spec, nTypes, codeBase, codeSpan, anyRoyal } = b;
  // Reverse hopper tables: from the attacked square, past empty squares to the screen, then past empty
  // squares to the hopper.
  const hopDirs: [number, number][] = [];
  const hopHitMaps: Map<number, Uint8Array>[] = [new Map(), new Map()];
  for (let color = 0; color < 2; color++) {
    for (let t = 0; t < nTypes; t++) {
      const [xSign, sign] = sideSigns(spec.pieces[t]!, color);
      const code = sign * (t + 1);
      for (const atom of spec.pieces[t]!.atoms) {
        if (!anyRoyal || atom.kind !== 'hop' || !simpleChecker(atom) || complexHop(atom)) continue;
        for (const [wx, wy] of orientations(atom.offset[0], atom.offset[1])) {
          if (!dirAllowed(wx, wy, atom.dirs)) continue;
          const [bx, by] = [-wx * xSign, -wy * sign];
          let k = hopDirs.findIndex((d) => d[0] === bx && d[1] === by);
          if (k < 0) k = hopDirs.push([bx, by]) - 1;
          let hit = hopHitMaps[color]!.get(k);
          if (!hit) hopHitMaps[color]!.set(k, (hit = new Uint8Array(codeSpan)));
          hit[code + codeBase] = atom.range === 0 ? 255 : Math.min(254, atom.range);
        }
      }
    }
  }
  const hopHit = [0, 1].map((c) => hopDirs.map((_, k) => hopHitMaps[c]!.get(k) ?? new Uint8Array(codeSpan)));
  const hasScreenedChecks = spec.pieces.some((p) =>
    p.atoms.some((a) => (a.kind === 'hop' || a.kind === 'lame') && simpleChecker(a)),
  );

  return { hopDirs, hopRays: raysAlong(b, hopDirs), hopHit, hasScreenedChecks };
}

/** The rights: the castling rules' bits, then the rule modules' own, and the squares that clear them. */
function rightTables(
  b: Board,
  rules: readonly RuleModule[],
): Pick<Variant, 'rightLetters' | 'castleRightBit' | 'ruleRightBit' | 'rightsSpent' | 'rightsTouched'> {
  const { spec, size } = b;
  // Rights.
  const rightLetters: string[] = [];
  const castleRightBit = spec.castling.map((c) => {
    rightLetters.push(c.right.toUpperCase());
    rightLetters.push(c.right.toLowerCase());
    return [rightLetters.length - 2, rightLetters.length - 1];
  });
  const pair = (letter: string | undefined): number[] => {
    if (!letter) return [-1, -1];
    rightLetters.push(letter.toUpperCase(), letter.toLowerCase());
    return [rightLetters.length - 2, rightLetters.length - 1];
  };
  // Rule modules with a once-per-game right, after the castling rules' (registry order).
  const ruleRightBit: Record<string, number[]> = {};
  const rightsSpent = new Int32Array(32);
  for (const r of rules) {
    const letter = r.right?.(spec);
    if (!letter) continue;
    const bits = pair(letter);
    ruleRightBit[r.id] = bits;
    for (const kind of r.kinds ?? [])
      for (const c of [0, 1]) rightsSpent[kind * 2 + c] = rightsSpent[kind * 2 + c]! | (1 << bits[c]!);
  }
  const rightsTouched = new Int32Array(size);
  // Where the castling men's squares are the position's (Chess960), their rule clears the rights.
  const castlingSquaresFixed = !rules.some((r) => r.ownsRightSquares?.(spec));
  spec.castling.forEach((c, i) => {
    if (!castlingSquaresFixed) return;
    const [wb, bb] = castleRightBit[i]!;
    const mirror = (sq: number): number => mirrorSquare(spec, sq);
    rightsTouched[c.king] = rightsTouched[c.king]! | (1 << wb!);
    rightsTouched[c.rook] = rightsTouched[c.rook]! | (1 << wb!);
    rightsTouched[mirror(c.king)] = rightsTouched[mirror(c.king)]! | (1 << bb!);
    rightsTouched[mirror(c.rook)] = rightsTouched[mirror(c.rook)]! | (1 << bb!);
  });

  return { rightLetters, castleRightBit, ruleRightBit, rightsSpent, rightsTouched };
}

/** The squares of a promotion rule's zone for one side (none where the rule is the other side's). */
export function promotionZone(
  b: { files: number; ranks: number },
  rule: Pick<PromotionSpec, 'ranks' | 'squares' | 'side'>,
  color: Color,
): number[] {
  if (rule.side !== undefined && rule.side !== color) return [];
  const white = rule.squares ?? rule.ranks.flatMap((r) => Array.from({ length: b.files }, (_, f) => r * b.files + f));
  return white.map((sq) => (color === WHITE ? sq : mirrorSquare(b, sq))).sort((x, y) => x - y);
}

/** The promotion rules by piece type and square. */
function promotionTables(
  b: Board,
): Pick<Variant, 'promoRule' | 'promoOptional' | 'promoRank' | 'promoLeaving' | 'promoLimit'> {
  const { spec, files, ranks, size, nTypes } = b;
  // Rules by piece type: a type's first rule that covers a square decides there.
  const promoRule: Uint8Array[] = [];
  const promoOptional: Uint8Array[] = [];
  const promoRank = [0, 1].map(() => new Uint8Array(size));
  for (const color of [WHITE, BLACK] as const) {
    for (let t = 0; t < nTypes; t++) {
      const rules = new Uint8Array(size);
      const optional = new Uint8Array(size);
      spec.promotion.forEach((rule, i) => {
        if (!rule.pieces.includes(t)) return;
        const zone = new Set(promotionZone(b, rule, color));
        for (let sq = 0; sq < size; sq++) {
          const rank = (sq / files) | 0;
          const white = color === WHITE ? rank : ranks - 1 - rank;
          if (rules[sq] || !zone.has(sq)) continue;
          rules[sq] = i + 1;
          promoRank[color]![sq] = 1;
          if (rule.optional?.includes(white)) optional[sq] = 1;
        }
      });
      promoRule.push(rules);
      promoOptional.push(optional);
    }
  }
  const promoLeaving = spec.pieces.map(
    (_, t) => spec.promotion.find((rule) => rule.leaving && rule.pieces.includes(t))?.leaving ?? false,
  );
  const promoLimit = spec.promotion.map((rule) => Int16Array.from(spec.pieces, (_, t) => rule.limits?.[t] ?? 0));
  return { promoRule, promoOptional, promoRank, promoLeaving, promoLimit };
}

/** Drops: [color * nTypes + type][sq] = 1 where a man of the type may be dropped. */
function dropTables(b: Board): Uint8Array[] {
  const { spec, files, ranks, size, exists } = b;
  const drops = spec.drops ?? null;
  return !drops
    ? []
    : [0, 1].flatMap((color) =>
        spec.pieces.map((_, t) => {
          const a = new Uint8Array(size);
          const allowed = drops.ranks[t];
          // The side's region and where the man may stand (his moves' `within`), White-relative: Black's mirrored.
          const sideRegion = drops.regions?.[color] ?? null;
          const stands = standRegion(spec, t, color);
          const region = sideRegion && stands ? sideRegion.filter((sq) => stands.includes(sq)) : (sideRegion ?? stands);
          for (let sq = 0; sq < size; sq++) {
            const rank = (sq / files) | 0;
            const own = color === WHITE ? sq : mirrorSquare(b, sq);
            if (
              exists[sq] &&
              (!allowed || allowed.includes(color === WHITE ? rank : ranks - 1 - rank)) &&
              (!region || region.includes(own))
            )
              a[sq] = 1;
          }
          return a;
        }),
      );
}

/**
 * The squares a man of type `t` may stand on, White-relative, where every move of his is bound to a
 * region (`within`: Xiangqi's palace): the union of those regions, as Fairy-Stockfish's mobility region
 * bounds his drops too; null where he may stand anywhere.
 */
export function standRegion(spec: VariantSpec, t: number, color: number): readonly number[] | null {
  const atoms = spec.pieces[t]!.atoms;
  if (atoms.length === 0 || atoms.some((a) => !a.within)) return null;
  return [...new Set(atoms.flatMap((a) => (color === BLACK && a.blackWithin ? a.blackWithin : a.within!)))];
}

/** The hooks of the rule modules a variant uses, bound per move kind, piece type or part (see Variant). */
function ruleHooks(spec: VariantSpec, rules: readonly RuleModule[], promoLeaving: Variant['promoLeaving']) {
  const used = rules;
  const landingMoves = spec.pieces.map(
    (_, t) => used.find((r) => r.landingPieces?.(spec).includes(t))?.emitLanding ?? null,
  );
  const emitSpecial = Uint8Array.from(spec.pieces, (_, t) => (landingMoves[t] || promoLeaving[t] ? 1 : 0));
  // Per move kind, the module whose kind it is.
  const kindRule = Array.from({ length: 16 }, (_, kind) => used.find((r) => r.kinds?.includes(kind)));
  const testByMaking = Uint8Array.from(kindRule, (r, kind) =>
    kind === MoveKind.EnPassantCapture || r?.testedByMaking ? 1 : 0,
  );
  return {
    rules,
    forbiddenTarget: used.find((r) => r.forbiddenTarget)?.forbiddenTarget ?? null,
    leaveMemory: used.find((r) => r.leaveMemory)?.leaveMemory ?? null,
    landingMoves,
    emitSpecial,
    destination: kindRule.map((r) => r?.destination ?? null),
    moveMakers: kindRule.map((r) => (r?.makeMove && r.unmakeMove ? (r as MoveMaker) : null)),
    testByMaking,
    ...ruleState(spec, used),
    captureHooks: used.filter((r): r is RuleModule & CaptureHook => r.afterCapture !== undefined),
    checkTest: used.find((r) => r.checkTest)?.checkTest ?? null,
    captureExposes: used.find((r) => r.captureExposes)?.captureExposes ?? null,
    pinsHold: used.find((r) => r.pinsHold)?.pinsHold ?? null,
    forbiddenAfter: used.flatMap((r) => (r.forbiddenAfter ? [r.forbiddenAfter] : [])),
    gameEnds: used.flatMap((r) => (r.gameEnd ? [r.gameEnd] : [])),
    ruleMoves: used.flatMap((r) => (r.generate ? [r.generate] : [])),
    inCheckMoves: used.flatMap((r) => (r.generateInCheck ? [r.generateInCheck] : [])),
    restrictions: used.flatMap((r) => (r.restrict ? [r.restrict] : [])),
    expanders: used.flatMap((r) => (r.expand ? [r.expand] : [])),
  } satisfies Partial<Variant>;
}

/**
 * The variant's tables, with the hooks of the rule modules it uses (`rules`, the registry's choice:
 * rules/index.ts compiles a variant through it, so this file imports no rule module).
 */
export function compileTables(spec: VariantSpec, rules: readonly RuleModule[]): Variant {
  const b = boardOf(spec, rules);
  const { files, ranks, size, nTypes, exists, codeBase, codeSpan, anyRoyal } = b;
  const tables = moveTables(b, rules);
  const complexCheckers = complexCheckersOf(spec);
  const { leapProbes, epProbes } = leapTables(b, tables);
  const riders = riderTables(b);
  const { rideDirs } = riders;
  const pathProbes = pathTables(b, tables);
  const hoppers = hopperTables(b);
  const { hopDirs, hasScreenedChecks } = hoppers;
  const hasComplexCheckers = complexCheckers.some(Boolean);

  const royalType = spec.pieces.map((p) => (p.royal ? 1 : 0));
  const hasRoyals = royalType.some(Boolean);
  const uncheckedCaptures =
    hasRoyals && spec.pieces.some((p) => p.atoms.some((a) => (atomFlags(a) & (F_CAPTURE | F_CHECKS)) === F_CAPTURE));

  const promotions = promotionTables(b);
  const rand = mulberry32(0x5eed ^ (size * 131 + nTypes));
  const zobrist = new Int32Array(codeSpan * size * 2);
  for (let i = 0; i < zobrist.length; i++) zobrist[i] = rand();

  const hasPathOrHopChecks = hopDirs.length > 0 || pathProbes.some((p) => p.from.length > 0);
  // Pins and king targets decide legality only where every check is a plain leap or slide.
  const simpleDiscovery =
    !hasComplexCheckers && !hasScreenedChecks && !hasPathOrHopChecks && !rules.some((r) => r.slowLegality);
  // Elsewhere, the filter watches the lines from the royal where checks can open or close: those of
  // the riders and hoppers, and the files and ranks, along which a rule may expose a royal (the flying
  // general); it tests a move on the board alone (a capture that changes other squares by its rule's test).
  const boardTests = !hasComplexCheckers && !rules.some((r) => r.guardsOtherMen);
  const hooks = ruleHooks(spec, rules, promotions.promoLeaving);
  // Legal moves man by man (movegen's generateLegalDirect): where pins decide (under a rule's own check
  // test, where the rule says when they do), and every move a man's tables give is plain (no module's
  // part or landing, which may be tested by making) and judged as it is (no gating's expansion, no
  // capture a royal could suffer unchecked; a capture that explodes is asked of its rule).
  const directLegal =
    hasRoyals &&
    simpleDiscovery &&
    (hooks.checkTest === null || hooks.pinsHold !== null) &&
    hooks.expanders.length === 0 &&
    !uncheckedCaptures &&
    hooks.landingMoves.every((l) => l === null) &&
    tables.every((tab) => tab.specials.every((s) => s.moves === null));
  const watchDirs: [number, number][] = [];
  if (anyRoyal && !simpleDiscovery && boardTests) {
    for (const [dx, dy] of [...rideDirs, ...hopDirs, ...orientations(1, 0)]) {
      if (!watchDirs.some((d) => d[0] === dx && d[1] === dy)) watchDirs.push([dx, dy]);
    }
  }
  const hasOnceMoves = spec.pieces.some((p) => p.atoms.some((a) => a.once));

  return {
    spec,
    files,
    ranks,
    size,
    exists,
    nTypes,
    tables,
    ...riders,
    ...hoppers,
    ...rightTables(b, rules),
    ...promotions,
    ...hooks,
    codeBase,
    leapProbes,
    pathProbes,
    watchDirs,
    watchRays: raysAlong(b, watchDirs),
    hasPathOrHopChecks,
    codeSpan,
    complexCheckers,
    hasComplexCheckers,
    simpleDiscovery,
    directLegal,
    boardTests,
    hasRoyals,
    uncheckedCaptures,
    hasOnceMoves,
    royalType,
    dropSquares: dropTables(b),
    hasDrops: spec.drops != null,
    checkCount: spec.end.victories.find((w) => w.type === 'checks')?.count ?? 0,
    demoteType: Int16Array.from(spec.pieces, (p, t) => p.promotedFrom ?? t),
    epProbes,
    zobrist,
    zobristSide: [rand(), rand()],
  };
}
