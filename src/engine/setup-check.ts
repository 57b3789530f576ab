/**
 * Whether a position can arise in a game of its variant, as chessops' IllegalSetup asks for chess: the
 * royal men each side must have, the side not to move not in check, men only where their moves (from
 * their setup squares, through promotion, wrapping, castling, drops) can bring them, no more men than the
 * setup and promotions give (with drops: men in hand and promoted men counted, over both sides, as the
 * pieces they were at the start), rights and en passant matching the men, and no game already won before the
 * last move. Everything is derived from the compiled definition. Readers of positions (FEN) ask this;
 * they turn each problem into an error located in their own text.
 */

import { rankOf } from './geometry.js';
import { attacked, offsetSquare, pieceChecks, promotionRule, royalAttacked } from './movegen.js';
import {
  lastFromOf,
  MEM_MOVED,
  MEM_ONCE_USED,
  mirrorSquare,
  type Position,
  passedSquare,
  promotedFromOf,
} from './position.js';
import {
  BLACK,
  type Color,
  F_EP_CAPTURE,
  F_EP_TARGET,
  F_INITIAL,
  F_MOVE,
  sideName,
  type Variant,
  WHITE,
} from './variant.js';

export type SetupProblemCode =
  | 'royal-count'
  | 'too-many-men'
  | 'unreachable-square'
  | 'opposite-check'
  | 'game-over'
  | 'castling-right'
  | 'en-passant'
  | 'halfmove-clock'
  | 'once-used'
  | 'not-moved'
  | 'last-move';

/**
 * The problems only a game's history rules out, which a composed position (a problem, a study) may have:
 * more men than the setup, men where no game brings them, a game already won, en passant, clocks and
 * man memory that no move left. What move generation needs is always checked: the royal men, the side
 * not to move out of check, castling rights with their men in place.
 */
const HISTORY_CODES: ReadonlySet<SetupProblemCode> = new Set<SetupProblemCode>([
  'too-many-men',
  'unreachable-square',
  'game-over',
  'en-passant',
  'halfmove-clock',
  'once-used',
  'not-moved',
  'last-move',
]);

/** Whether a composed position may have the problem (`anyPosition` accepts it). */
export const composedMayHave = (code: SetupProblemCode): boolean => HISTORY_CODES.has(code);

export interface SetupCheckOptions {
  /** Accept composed positions: check only what move generation needs (see composedMayHave). */
  anyPosition?: boolean;
}

/** The part of a position text a problem concerns, so a reader can point at it. */
export type SetupField = 'placement' | 'rights' | 'en-passant' | 'halfmove' | 'moved' | 'once' | 'last';

export interface SetupProblem {
  code: SetupProblemCode;
  field: SetupField;
  /** The square concerned, -1 for the board as a whole. */
  square: number;
  /** The bit of the right concerned (field "rights"), else -1. */
  right: number;
  /** In the rules' words, naming pieces by the definition's names, e.g. "e8: Black's King is in check...". */
  message: string;
}

/** What the definition allows, worked out once per variant. */
interface SetupFacts {
  /** [color][type]: men of the type a side starts with (its setup, or its free setup's roster). */
  startCount: number[][];
  /** [color * nTypes + type]: 1 where a man of the type may stand before it has moved. */
  startSquares: Uint8Array[];
  /** [color * nTypes + type]: 1 where a man of the type can ever stand. */
  reach: Uint8Array[];
  /** [type]: the promotable types that may become it. */
  promotedFrom: number[][];
  /** [type]: the most men of the type a side can have when every promotion to it is limited; else Infinity. */
  promotionCap: number[];
  /** [type]: the type has a once-per-game move. */
  hasOnce: boolean[];
  /** [type]: the type has first-move-only parts, so whether it has moved is part of the position. */
  hasFirstMoves: boolean[];
}

const facts = new WeakMap<Variant, SetupFacts>();
const opposite = (c: Color): Color => (c === WHITE ? BLACK : WHITE);

/**
 * Every problem that keeps `pos` from being reachable in a game of its variant, most basic first (an
 * empty list: the position is fine). `name` writes a square as the caller's notation does. With
 * `anyPosition`, only those a composed position may not have.
 */
export function setupProblems(
  pos: Position,
  name: (sq: number) => string,
  options: SetupCheckOptions = {},
): SetupProblem[] {
  const problems = allSetupProblems(pos, name);
  return options.anyPosition ? problems.filter((p) => !composedMayHave(p.code)) : problems;
}

/** What every part of the setup check shares: the position, the variant's facts, and the problems found. */
interface ProblemContext {
  pos: Position;
  v: Variant;
  f: SetupFacts;
  name: (sq: number) => string;
  add(code: SetupProblemCode, field: SetupField, square: number, message: string, right?: number): void;
  pieceName(t: number): string;
  /** The squares of the men of type `t` of `c`, top rank first, as a position text lists them. */
  squaresOf(c: Color, t: number): number[];
  have(c: Color, t: number): number;
}

function allSetupProblems(pos: Position, name: (sq: number) => string): SetupProblem[] {
  const v = pos.variant;
  const problems: SetupProblem[] = [];
  const c: ProblemContext = {
    pos,
    v,
    f: setupFacts(v),
    name,
    add: (code, field, square, message, right = -1) => {
      problems.push({ code, field, square, right, message });
    },
    pieceName: (t) => v.spec.pieces[t]!.name,
    squaresOf: (side, t) => {
      const code = side === WHITE ? t + 1 : -(t + 1);
      const out: number[] = [];
      for (let r = v.ranks - 1; r >= 0; r--)
        for (let x = 0; x < v.files; x++) if (pos.board[r * v.files + x] === code) out.push(r * v.files + x);
      return out;
    },
    // A man in hand is one of the side's men (a gated one, not yet on the board).
    have: (side, t) => pos.typeCount[side * v.nTypes + t]! + pos.hand[side * v.nTypes + t]!,
  };
  royalProblems(c);
  // Men change sides where captured men go to hands; elsewhere each side's men are its own (in hand too).
  if (v.hasDrops && v.spec.drops!.capturesToHand !== false) dropProblems(c);
  else for (const side of [WHITE, BLACK] as const) menProblems(c, side);
  squareProblems(c);
  checkProblems(c);
  // Victories: one the side to move had already won before the other side's last move.
  gameAlreadyWon(pos, (message) => c.add('game-over', 'placement', -1, message));
  castlingProblems(c);
  enPassantProblems(c);
  memoryProblems(c);
  return problems;
}

/** Royal men: exactly as many as the setup gives (fewer only where losing them ends the game). */
function royalProblems(c: ProblemContext): void {
  const { pos, v, f, add, squaresOf, have } = c;
  // Royal men: exactly as many as the setup gives (fewer only where losing them ends the game).
  for (const side of [WHITE, BLACK] as const) {
    v.spec.pieces.forEach((p, t) => {
      if (!p.royal) return;
      const need = f.startCount[side]![t]!;
      const n = have(side, t);
      const mayLose =
        v.spec.end.victories.some((w) => w.type === 'extinction' && w.pieces.includes(t)) ||
        v.rules.some((r) => r.royalLost?.(pos, side));
      if (n === need || (mayLose && n < need)) return;
      const each = `each side has ${need === 1 ? 'exactly one' : `exactly ${need}`}`;
      if (n < need)
        add('royal-count', 'placement', -1, `${sideName(side)} has ${n === 0 ? 'no' : n} ${p.name}; ${each}`);
      else
        add(
          'royal-count',
          'placement',
          squaresOf(side, t)[need] ?? -1,
          `${sideName(side)} has ${n} ${p.name}; ${each}`,
        );
    });
  }
}

/** With drops men change sides: the men of each type, over both sides and hands, and what a hand may hold. */
function dropProblems(c: ProblemContext): void {
  const { pos, v, f, add, pieceName } = c;
  // Men: no more of a type than the setup gives, unless promotions of missing men explain the extra.
  // With drops men change sides: each piece of the start, on the board (a promoted man as what it was)
  // or in either hand, once over both sides.
  const pooled = new Array<number>(v.nTypes).fill(0);
  const first = new Array<number>(v.nTypes).fill(-1);
  for (let sq = v.size - 1; sq >= 0; sq--) {
    const code = pos.board[sq]!;
    if (code === 0) continue;
    const t = Math.abs(code) - 1;
    const from = promotedFromOf(pos.mem[sq]!);
    const base = from >= 0 ? from : v.demoteType[t]!;
    pooled[base]!++;
    if (first[base]! < 0) first[base] = sq;
  }
  for (let i = 0; i < pos.hand.length; i++) pooled[v.demoteType[i % v.nTypes]!]! += pos.hand[i]!;
  // The setup's men pooled the same way: a promoted man of the setup (+P) as what he promoted from.
  const startPooled = new Array<number>(v.nTypes).fill(0);
  for (let t = 0; t < v.nTypes; t++)
    startPooled[v.demoteType[t]!]! += f.startCount[WHITE]![t]! + f.startCount[BLACK]![t]!;
  const startOf = (t: number): number => startPooled[t]!;
  // Where a promoted man stays promoted in hand (Loop chess), promoted men are told from others by
  // nothing: promotions may explain as many more of what they give as there are promoting men missing.
  const loop = v.spec.drops!.keepPromoted === true;
  const given = new Set(loop ? v.spec.promotion.flatMap((r) => r.to) : []);
  const promoting = loop ? [...new Set(v.spec.promotion.flatMap((r) => r.pieces))] : [];
  const missing = promoting.reduce((n, t) => n + Math.max(0, startOf(t) - pooled[t]!), 0);
  let explained = 0;
  v.spec.pieces.forEach((p, t) => {
    if (p.royal) return;
    const start = startOf(t);
    if (given.has(t) && pooled[t]! > start && explained + pooled[t]! - start <= missing) {
      explained += pooled[t]! - start;
      return;
    }
    if (pooled[t]! > start) {
      add(
        'too-many-men',
        'placement',
        first[t]!,
        `the position has ${pooled[t]} ${p.name} on the board (promoted ones included) and in hand; the setup has ${start} over both sides`,
      );
    }
  });
  // Hands: only what a capture puts there (a piece's unpromoted form, never a royal man).
  for (let i = 0; i < pos.hand.length; i++) {
    const t = i % v.nTypes;
    if (pos.hand[i]! > 0 && (v.royalType[t] || v.demoteType[t] !== t)) {
      add(
        'too-many-men',
        'placement',
        -1,
        `${sideName(i < v.nTypes ? WHITE : BLACK)} has a ${pieceName(t)} in hand; a captured one goes to the hand as a ${pieceName(v.demoteType[t]!)}`,
      );
    }
  }
}

/** Men of one side: no more of a type than the setup gives, unless promotions of missing men explain the extra. */
function menProblems(c: ProblemContext, side: Color): void {
  const { v, f, add, pieceName, squaresOf, have } = c;
  const extra: number[] = [];
  const missing: number[] = [];
  v.spec.pieces.forEach((p, t) => {
    const n = have(side, t);
    const start = f.startCount[side]![t]!;
    missing[t] = Math.max(0, start - n);
    extra[t] = p.royal ? 0 : Math.max(0, n - start);
    if (extra[t]! > 0 && f.promotedFrom[t]!.length === 0) {
      const no = start === 0 ? `${v.spec.name} has none` : `the setup has ${start}`;
      add(
        'too-many-men',
        'placement',
        squaresOf(side, t)[0]!,
        `${sideName(side)} has ${n} ${p.name}; ${no}, and no promotion gives one`,
      );
      extra[t] = 0;
    } else if (extra[t]! > 0 && n > Math.max(start, f.promotionCap[t]!)) {
      add(
        'too-many-men',
        'placement',
        squaresOf(side, t)[0]!,
        `${sideName(side)} has ${n} ${p.name}; promotion gives one only while a side has fewer than ${Math.max(start, f.promotionCap[t]!)}`,
      );
      extra[t] = 0;
    }
  });
  const over = extra.reduce((a, b) => a + b, 0);
  const unexplained = over === 0 ? 0 : over - promotionsExplaining(f.promotedFrom, extra, missing);
  if (unexplained > 0) {
    const types = extra.flatMap((n, t) => (n > 0 ? [t] : []));
    const sources = [...new Set(types.flatMap((t) => f.promotedFrom[t]!))];
    const gone = sources.map((t) => `${missing[t]} ${pieceName(t)}`).join(', ');
    const and = (items: string[]): string => items.join(' and ');
    add(
      'too-many-men',
      'placement',
      squaresOf(side, types[0]!)[0]!,
      `${sideName(side)} has ${and(types.map((t) => `${have(side, t)} ${pieceName(t)}`))} where the setup has ${and(types.map((t) => String(f.startCount[side]![t])))}: promotions explain at most ${over - unexplained} more (${gone} missing)`,
    );
  }
}

/** Squares: every man where its moves can have brought it. */
function squareProblems(c: ProblemContext): void {
  const { pos, v, f, name, add, pieceName } = c;
  // Squares: every man where its moves can have brought it.
  for (let sq = 0; sq < v.size; sq++) {
    const code = pos.board[sq]!;
    if (code === 0) continue;
    const side: Color = code > 0 ? WHITE : BLACK;
    const t = Math.abs(code) - 1;
    if (f.reach[side * v.nTypes + t]![sq]) continue;
    add(
      'unreachable-square',
      'placement',
      sq,
      `${name(sq)}: ${sideName(side)}'s ${pieceName(t)} ${whyNotThere(v, f, side, t, sq)}`,
    );
  }
}

/** Check: the side that has just moved cannot have left its royal man attacked. */
function checkProblems(c: ProblemContext): void {
  const { pos, v, name, add, pieceName } = c;
  // Check: the side that has just moved cannot have left its royal man attacked.
  const mover = opposite(pos.turn);
  const royal = pos.royal[mover]!;
  const standing = v.rules.map((r) => r.standingProblem?.(pos, name) ?? null).find((p) => p !== null);
  if (v.hasRoyals && royal >= 0 && royalAttacked(pos, royal, pos.turn)) {
    let by = '';
    for (let from = 0; from < v.size && !by; from++) {
      const code = pos.board[from]!;
      if (code !== 0 && (code > 0 ? WHITE : BLACK) === pos.turn && pieceChecks(pos, from, royal))
        by = ` from the ${pieceName(Math.abs(code) - 1)} on ${name(from)}`;
    }
    const t = Math.abs(pos.board[royal]!) - 1;
    add(
      'opposite-check',
      'placement',
      royal,
      `${name(royal)}: ${sideName(mover)}'s ${pieceName(t)} is in check${by}, but it is ${sideName(pos.turn)}'s move`,
    );
  } else if (standing) {
    add('opposite-check', 'placement', royal, standing);
  }
}

/** Castling rights: the king and rook of each open castling still on their setup squares. */
function castlingProblems(c: ProblemContext): void {
  const { pos, v, name, add, pieceName } = c;
  // Where the rule keeps its men's squares (Chess960), its reading of the rights checked them.
  if (v.rules.some((r) => r.ownsRightSquares?.(v.spec))) return;
  // Castling rights: the king and rook of each open castling still on their setup squares.
  v.spec.castling.forEach((rule, i) => {
    for (const side of [WHITE, BLACK] as const) {
      const bit = v.castleRightBit[i]![side]!;
      if (!(pos.rights & (1 << bit))) continue;
      const king = side === WHITE ? rule.king : mirrorSquare(v, rule.king);
      const rook = side === WHITE ? rule.rook : mirrorSquare(v, rule.rook);
      const fits = (sq: number, royalMan: boolean): boolean => {
        const own = pos.board[sq]! * (side === WHITE ? 1 : -1);
        const setup = v.spec.setup[sq]! * (side === WHITE ? 1 : -1);
        return own > 0 && (setup > 0 ? own === setup : !royalMan || v.royalType[own - 1] === 1);
      };
      if (fits(king, true) && fits(rook, false)) continue;
      const man = (sq: number, fallback: string): string => {
        const setup = Math.abs(v.spec.setup[sq]!);
        return setup > 0 ? pieceName(setup - 1) : fallback;
      };
      add(
        'castling-right',
        'rights',
        -1,
        `castling right "${v.rightLetters[bit]}" needs ${sideName(side)}'s ${man(king, 'royal man')} on ${name(king)} and ${man(rook, 'man')} on ${name(rook)}`,
        bit,
      );
    }
  });
}

/** En passant: the last move was a double step of the man beyond the square, from a square now empty. */
function enPassantProblems(c: ProblemContext): void {
  const { pos, v, f, name, add, pieceName } = c;
  const mover = opposite(pos.turn);
  // En passant: the last move was a double step of the man beyond the square, from a square now empty.
  if (pos.epTarget >= 0) {
    const victim = pos.epVictim;
    const t = Math.abs(pos.board[victim]!) - 1;
    // The squares its step passed: the en-passant squares are among them (a triple step's two, or one).
    const passedFrom = (o: number): number[] =>
      [passedSquare(v.files, o, victim, false), passedSquare(v.files, o, victim, true)].filter((sq) => sq >= 0);
    const origins = doubleStepOrigins(v, f, mover, t, victim).filter(
      (o) =>
        pos.board[o] === 0 &&
        passedFrom(o).includes(pos.epTarget) &&
        (pos.epTarget2 < 0 || passedFrom(o).includes(pos.epTarget2)),
    );
    if (origins.length === 0) {
      add(
        'en-passant',
        'en-passant',
        pos.epTarget,
        `en passant on ${name(pos.epTarget)}: ${sideName(mover)}'s ${pieceName(t)} on ${name(victim)} cannot have just passed over ${name(pos.epTarget)}`,
      );
    } else if (v.spec.pieces[t]!.resetsClock && pos.halfmove !== 0) {
      add(
        'halfmove-clock',
        'halfmove',
        -1,
        `the halfmove clock is ${pos.halfmove}, but ${sideName(mover)}'s ${pieceName(t)} has just moved (en passant on ${name(pos.epTarget)}), which sets it to 0`,
      );
    }
  }
}

/** Man memory: once-per-game moves, unmoved men on setup squares, the square a man last left. */
function memoryProblems(c: ProblemContext): void {
  const { pos, v, f, name, add, pieceName } = c;
  // Man memory: once-per-game moves used only by men that have them, unmoved men on setup squares, and
  // the square a man last left (reversal rule) one it can have come from.
  for (let sq = 0; sq < v.size; sq++) {
    const code = pos.board[sq]!;
    if (code === 0) continue;
    const side: Color = code > 0 ? WHITE : BLACK;
    const t = Math.abs(code) - 1;
    const mem = pos.mem[sq]!;
    const who = `${name(sq)}: ${sideName(side)}'s ${pieceName(t)}`;
    if (mem & MEM_ONCE_USED) {
      if (!f.hasOnce[t]) add('once-used', 'once', sq, `${who} has no once-per-game move to have used`);
      else if (!(mem & MEM_MOVED))
        add('once-used', 'once', sq, `${who} has used its once-per-game move, so it has moved`);
    }
    if (f.hasFirstMoves[t] && !(mem & MEM_MOVED) && !f.startSquares[side * v.nTypes + t]![sq]) {
      add('not-moved', 'moved', sq, `${who} is off its setup squares, so it has moved`);
    }
    const promotedFrom = promotedFromOf(mem);
    if (promotedFrom >= 0 && !f.promotedFrom[t]!.includes(promotedFrom)) {
      add(
        'unreachable-square',
        'placement',
        sq,
        `${who} is marked promoted, but no ${pieceName(promotedFrom)} promotes to it`,
      );
    }
    const from = lastFromOf(mem);
    if (from >= 0 && !canComeFrom(v, side, t, from, sq))
      add('last-move', 'last', sq, `${who} cannot have come from ${name(from)} in one move`);
  }
}

/**
 * Whether a man of type `t` can stand on `to` after one move from `from`: by its pattern (whatever
 * stands between), a rule's move (castling, ECROS castling, a call), put elsewhere by a rule (a wrap), or
 * as a promoted man by its pawn's move.
 */
function canComeFrom(v: Variant, c: Color, t: number, from: number, to: number): boolean {
  if (from === to) return false;
  const { spec } = v;
  const patternReaches = (type: number, target: number): boolean => {
    const tab = v.tables[(c * v.nTypes + type) * v.size + from]!;
    if (tab.specials.length > 0 || tab.leapTo.includes(target)) return true;
    return tab.rays.some((ray) => {
      const k = ray.squares.indexOf(target);
      const dist = k + 1;
      return (
        k >= 0 &&
        dist >= ray.min &&
        (ray.parity === 0 || (dist & 1) === (ray.parity & 1)) &&
        (ray.passOver === 0 || (dist & 1) !== (ray.passOver & 1))
      );
    });
  };
  if (patternReaches(t, to)) return true;
  let byRule = false;
  for (const r of v.rules) r.reach?.(v, c, t, from, (sq) => (byRule ||= sq === to));
  if (byRule) return true;
  for (let sq = 0; sq < v.size; sq++) if (relocation(v, c, t, sq)?.includes(to) && patternReaches(t, sq)) return true;
  // A promoted man: its promotable piece's move into the zone (or, where leaving promotes, out of it).
  return spec.pieces.some((_, u) => {
    const rule = promotionRule(v, c, u, from, to);
    return rule > 0 && spec.promotion[rule - 1]!.to.includes(t) && patternReaches(u, to);
  });
}

/** Where a rule puts a man of type `t` of colour `c` whose move ends on `to` (a wrap), or null. */
function relocation(v: Variant, c: Color, t: number, to: number): readonly number[] | null {
  for (const r of v.rules) {
    const squares = r.relocate?.(v, c, t, to);
    if (squares) return squares;
  }
  return null;
}

/** Why a man cannot stand on `sq`, in the rules' words. */
function whyNotThere(v: Variant, f: SetupFacts, c: Color, t: number, sq: number): string {
  const rank = rankOf(v, sq);
  const i = c * v.nTypes + t;
  if (v.promoRule[i]![sq]! > 0 && !v.promoOptional[i]![sq])
    return `promotes on reaching rank ${rank + 1}, so it cannot stand there`;
  const ruled = v.rules.map((r) => r.neverOn?.(v, c, t, sq) ?? null).find((w) => w !== null);
  if (ruled) return ruled;
  const reach = f.reach[c * v.nTypes + t]!;
  let wholeRank = true;
  for (let x = 0; x < v.files && wholeRank; x++) if (reach[rank * v.files + x]) wholeRank = false;
  return wholeRank ? `can never stand on rank ${rank + 1}` : 'can never reach this square from its setup squares';
}

/**
 * How many of the extra men of promotion targets the missing promotable men explain: a maximum flow
 * from missing men to extra men along the promotion rules (augmenting paths; the graph is tiny).
 */
function promotionsExplaining(promotedFrom: number[][], extra: number[], missing: number[]): number {
  const n = extra.length;
  // Nodes: 0 source, 1 + t missing men of type t, 1 + n + t extra men of type t, 1 + 2n sink.
  const size = 2 * n + 2;
  const sink = size - 1;
  const cap = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (let t = 0; t < n; t++) {
    cap[0]![1 + t] = missing[t]!;
    cap[1 + n + t]![sink] = extra[t]!;
    for (const src of promotedFrom[t]!) cap[1 + src]![1 + n + t] = Infinity;
  }
  let flow = 0;
  for (;;) {
    const prev = new Array<number>(size).fill(-1);
    prev[0] = 0;
    const queue = [0];
    while (queue.length > 0 && prev[sink]! < 0) {
      const a = queue.shift()!;
      for (let b = 0; b < size; b++) {
        if (prev[b]! < 0 && cap[a]![b]! > 0) {
          prev[b] = a;
          queue.push(b);
        }
      }
    }
    if (prev[sink]! < 0) return flow;
    // Every path carries one man at a time: capacities are whole numbers.
    for (let b = sink; b !== 0; b = prev[b]!) {
      cap[prev[b]!]![b]! -= 1;
      cap[b]![prev[b]!]! += 1;
    }
    flow++;
  }
}

/** Reports victories the side to move had already won before the other side's last move. */
function gameAlreadyWon(pos: Position, report: (message: string) => void): void {
  const v = pos.variant;
  const winner = pos.turn;
  const loser = opposite(winner);
  const sign = winner === WHITE ? 1 : -1;
  for (const cond of v.spec.end.victories) {
    if (cond.type === 'extinction') {
      // A side's own move removes its men only by promotion or by a rule (wrapping off the board, ECROS castling).
      const ownMoveRemoves = cond.pieces.some(
        (t) =>
          v.spec.promotion.some((rule) => rule.pieces.includes(t)) || v.rules.some((r) => r.removesOwn?.(v.spec, t)),
      );
      const gone = cond.pieces.every((t) => pos.typeCount[loser * v.nTypes + t]! <= (cond.atMost ?? 0));
      if (!ownMoveRemoves && !cond.result && !cond.opponentAtLeast && gone) {
        const names = cond.pieces.map((t) => v.spec.pieces[t]!.name).join(' or ');
        report(
          `${sideName(loser)} has no ${names} left, so ${sideName(winner)} had already won before ${sideName(loser)}'s last move`,
        );
        return;
      }
    } else if (cond.type === 'checks') {
      // The checks left are the check-count module's state.
      if (pos.state[v.stateAt['check-count']! + winner] === 0) {
        report(
          `${sideName(winner)} has given ${cond.count} checks, so ${sideName(winner)} had already won before ${sideName(loser)}'s last move`,
        );
        return;
      }
    } else if (cond.type === 'reach' && !(cond.reply && winner === WHITE) && !cond.hold) {
      // The loser's move cannot bring the winner's flag piece onto its squares (with a reply, White home
      // with White to move is the end after Black's answer, or its lack; with hold, any side's flag
      // piece held through the other's answer).
      const squares = winner === WHITE ? cond.squares : cond.blackSquares;
      const there = squares.filter(
        (sq) => pos.board[sq]! * sign > 0 && cond.pieces.includes(pos.board[sq]! * sign - 1),
      );
      // A safe arrival under attack has not won yet (Dobutsu's Lion): it wins once the attack is gone.
      if (there.length > 0 && !(cond.safe && there.every((sq) => attacked(pos, sq, loser)))) {
        report(
          `${sideName(winner)}'s ${cond.pieces.map((t) => v.spec.pieces[t]!.name).join(' or ')} stands on the ${cond.name}, so ${sideName(winner)} had already won before ${sideName(loser)}'s last move`,
        );
        return;
      }
    } else if (cond.type === 'occupy') {
      // The loser's move cannot put the winner's men on squares.
      if (cond.squares.every((sq) => pos.board[sq]! * sign > 0)) {
        report(
          `${sideName(winner)}'s men stand on all of the ${cond.name}, so ${sideName(winner)} had already won before ${sideName(loser)}'s last move`,
        );
        return;
      }
    }
  }
}

/**
 * Squares from which a man of the type reaches `to` by a move that allows en passant (a double step);
 * a first-move-only one only from where the man can stand unmoved.
 */
function doubleStepOrigins(v: Variant, f: SetupFacts, c: Color, t: number, to: number): number[] {
  const out: number[] = [];
  const starts = f.startSquares[c * v.nTypes + t]!;
  const usable = (flags: number, from: number): boolean =>
    (flags & F_EP_TARGET) !== 0 && (!(flags & F_INITIAL) || starts[from] === 1);
  for (let from = 0; from < v.size; from++) {
    const tab = v.tables[(c * v.nTypes + t) * v.size + from]!;
    let found = false;
    for (let i = 0; i < tab.leapTo.length && !found; i++)
      found = tab.leapTo[i] === to && usable(tab.leapFlags[i]!, from);
    for (const ray of tab.rays) {
      if (found || !usable(ray.flags, from)) continue;
      for (let k = ray.min - 1; k < ray.max && !found; k++) {
        const dist = k + 1;
        found = ray.squares[k] === to && (ray.parity === 0 || (dist & 1) === (ray.parity & 1));
      }
    }
    if (found) out.push(from);
  }
  return out;
}

function setupFacts(v: Variant): SetupFacts {
  const known = facts.get(v);
  if (known) return known;
  const { spec, nTypes, size } = v;
  const startCount = [0, 1].map(() => new Array<number>(nTypes).fill(0));
  const startSquares = Array.from({ length: 2 * nTypes }, () => new Uint8Array(size));
  for (let sq = 0; sq < size; sq++) {
    const code = spec.setup[sq]!;
    if (code === 0) continue;
    const c = code > 0 ? WHITE : BLACK;
    startCount[c]![Math.abs(code) - 1]!++;
    startSquares[c * nTypes + Math.abs(code) - 1]![sq] = 1;
  }
  // Men in hand at the start (Seirawan's Hawk and Elephant) are men of the setup too.
  spec.hand?.forEach((n, i) => {
    startCount[i < nTypes ? WHITE : BLACK]![i % nTypes]! += n;
  });
  // Setup options swap the squares of two types (Masked Men).
  for (const option of spec.setupOptions) {
    const [a, b] = option.swap;
    for (let c = 0; c < 2; c++) {
      const sa = Uint8Array.from(startSquares[c * nTypes + a]!);
      const sb = startSquares[c * nTypes + b]!;
      for (let sq = 0; sq < size; sq++) {
        if (sb[sq]) startSquares[c * nTypes + a]![sq] = 1;
        if (sa[sq]) sb[sq] = 1;
      }
    }
  }
  // A free setup puts its roster anywhere on its ranks that the placement rules allow.
  const free = spec.freeSetup;
  if (free) {
    for (let c = 0; c < 2; c++) {
      const boardRank = (r: number): number => (c === WHITE ? r : v.ranks - 1 - r);
      free.counts.forEach((n, t) => {
        if (n === 0) return;
        startCount[c]![t] = Math.max(startCount[c]![t]!, n);
        const rules = free.placement.filter((p) => p.pieces.includes(t));
        for (const r of free.ranks) {
          if (!rules.every((p) => p.ranks.includes(r))) continue;
          for (let x = 0; x < v.files; x++) {
            const sq = boardRank(r) * v.files + x;
            if (v.exists[sq]) startSquares[c * nTypes + t]![sq] = 1;
          }
        }
      });
    }
  }
  const promotions = allPromotions(v);
  const promotedFrom = spec.pieces.map((_, t) => [
    ...new Set(promotions.flatMap((rule) => (rule.to.includes(t) ? rule.pieces : []))),
  ]);
  const promotionCap = spec.pieces.map((_, t) => {
    const giving = promotions.filter((rule) => rule.to.includes(t));
    return giving.length > 0 && giving.every((rule) => rule.limits?.[t])
      ? Math.max(...giving.map((rule) => rule.limits![t]!))
      : Infinity;
  });
  // Men a rule leaves anywhere, any number of them (stones, men turned): on every square, as many as
  // there are squares, and the men of that type in either hand at the start besides (Reversi's pool).
  for (let t = 0; t < nTypes; t++) {
    if (!v.rules.some((r) => r.anywhere?.(spec, t))) continue;
    const inHand = (spec.hand?.[t] ?? 0) + (spec.hand?.[nTypes + t] ?? 0);
    for (let c = 0; c < 2; c++) {
      startCount[c]![t] = size + inHand;
      startSquares[c * nTypes + t]!.set(v.exists);
    }
  }
  // With drops, every piece either side starts with can be captured and dropped by either side: its
  // drop squares are where it may arrive from (a dropped man counts as moved, off its setup squares).
  const arrivals = startSquares.map((squares) => Uint8Array.from(squares));
  if (v.hasDrops) {
    for (let c = 0; c < 2; c++) {
      for (let t = 0; t < nTypes; t++) {
        // A man captured goes to the hand as his unpromoted type: those set up promoted count too (Kyoto shogi).
        const family = spec.pieces.flatMap((_, u) => (v.demoteType[u] === t ? [u] : []));
        const inGame = family.reduce((n, u) => n + startCount[0]![u]! + startCount[1]![u]!, 0);
        // A royal man is dropped only where he starts in hand (Sittuyin's king, placed first).
        const royalInHand = (spec.hand?.[c * nTypes + t] ?? 0) > 0;
        if ((v.royalType[t] && !royalInHand) || v.demoteType[t] !== t || inGame === 0) continue;
        const drop = v.dropSquares[c * nTypes + t]!;
        // A man in hand dropped as his promoted form (drops.promoted) arrives as that form too.
        const forms = spec.drops?.promoted ? family : [t];
        for (let sq = 0; sq < size; sq++) if (drop[sq]) for (const u of forms) arrivals[c * nTypes + u]![sq] = 1;
      }
    }
  }
  const result: SetupFacts = {
    startCount,
    startSquares,
    reach: reachable(v, arrivals),
    promotedFrom,
    promotionCap,
    hasOnce: spec.pieces.map((p) => p.atoms.some((a) => a.once === true)),
    hasFirstMoves: spec.pieces.map((p) => p.atoms.some((a) => a.initial === true)),
  };
  facts.set(v, result);
  return result;
}

/** The definition's promotions and those the rule modules' own moves make (Sittuyin's). */
const allPromotions = (v: Variant): readonly { pieces: number[]; to: number[]; limits?: number[] }[] => [
  ...v.spec.promotion,
  ...v.rules.flatMap((r) => r.promotions?.(v.spec) ?? []),
];

/**
 * Every square each type of each side can ever stand on: from its start squares, all squares its move
 * patterns reach (whatever would block them), a promoted type from the promotion squares its promotable
 * men reach, wrapping men on their first rank, castling and calls to their targets. Over-approximates
 * where rules depend on other men, so only squares no game can use are missing.
 */
function reachable(v: Variant, startSquares: Uint8Array[]): Uint8Array[] {
  const { spec, nTypes, size } = v;
  const reach = Array.from({ length: 2 * nTypes }, () => new Uint8Array(size));
  // Squares found and not yet followed, as (color * nTypes + type) * size + square.
  const stack: number[] = [];
  const count = new Int32Array(2 * nTypes);
  const squares = v.exists.reduce((a, e) => a + e, 0);
  const push = (c: number, t: number, sq: number): void => {
    const found = reach[c * nTypes + t]!;
    if (found[sq]) return;
    found[sq] = 1;
    count[c * nTypes + t]!++;
    stack.push((c * nTypes + t) * size + sq);
  };
  startSquares.forEach((squares, i) => squares.forEach((on, sq) => on && push(i >= nTypes ? 1 : 0, i % nTypes, sq)));
  const ruleReach = v.rules.filter((r) => r.reach);
  // The rules' own promotions, made on any square the man stands on.
  const ruleBecomes = v.rules.flatMap((r) => r.promotions?.(spec) ?? []);
  const promotable = spec.pieces.map((_, t) => allPromotions(v).some((rule) => rule.pieces.includes(t)));
  while (stack.length > 0) {
    const item = stack.pop()!;
    const sq = item % size;
    const ct = (item - sq) / size;
    // A type found on every square has nothing left to find, unless it promotes: a man that may stay
    // unpromoted in the zone, or is dropped anywhere, can stand everywhere and still promote from there.
    const c = ct >= nTypes ? 1 : 0;
    const t = ct - c * nTypes;
    if (count[ct] === squares && !promotable[t]) continue;
    const rules = v.promoRule[ct]!;
    const arrive = (to: number, flags: number): void => {
      // Promotion on entering (or, where the rule says so, on leaving) the zone; optional ranks keep the man
      // too, and so do a move onto an empty square where only captures promote and an en-passant capture
      // where that does not.
      const rule = promotionRule(v, c, t, sq, to);
      if (rule > 0) {
        const r = spec.promotion[rule - 1]!;
        for (const u of r.to) push(c, u, to);
        const stays = (r.onCapture && flags & F_MOVE) || (r.byEnPassant === false && flags & F_EP_CAPTURE);
        if (rules[to] === 0 || v.promoOptional[ct]![to] || stays) push(c, t, to);
      } else {
        const elsewhere = relocation(v, c, t, to);
        if (elsewhere) for (const s of elsewhere) push(c, t, s);
        else push(c, t, to);
      }
    };
    const tab = v.tables[ct * size + sq]!;
    tab.leapTo.forEach((to, i) => arrive(to, tab.leapFlags[i]!));
    for (const ray of tab.rays) {
      for (let k = ray.min - 1; k < ray.max; k++) {
        const dist = k + 1;
        if (ray.parity !== 0 && (dist & 1) !== (ray.parity & 1)) continue;
        if (ray.passOver !== 0 && (dist & 1) === (ray.passOver & 1)) continue;
        arrive(ray.squares[k]!, ray.flags);
      }
    }
    for (const s of tab.specials) {
      if (s.kind === 'lame') {
        const to = offsetSquare(v, sq, s.dx, s.dy);
        if (to >= 0) arrive(to, s.flags);
      } else if (s.kind === 'hop') {
        // Over a screen somewhere on the line, then beyond it, to the line's end (a region's edge).
        for (let i = 1; i < s.line.length; i++) arrive(s.line[i]!, s.flags);
      }
    }
    // The rules' move parts (collision, volley) and moves of their own (castling, ECROS castling, calls).
    for (const r of ruleReach) r.reach!(v, c, t, sq, (to) => arrive(to, F_MOVE));
    for (const rule of ruleBecomes) if (rule.pieces.includes(t)) for (const u of rule.to) push(c, u, sq);
  }
  return reach;
}
