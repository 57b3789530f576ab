/**
 * Move diagrams computed by the rules engine, never drawn by hand. A piece is placed on an otherwise
 * empty window of squares and the engine is asked where it can go: without a victim (moves), with a
 * victim on the square (captures), with every other square filled (jumps), as an unmoved or a moved
 * man (first-move-only), with its once-per-game move unused or used. Moves that only show with other
 * pieces (collisions, volleys, pieces passed over, parity sliders blocked) get small example diagrams
 * with those pieces placed, again computed by the engine. Rule modules add examples of their own: piece
 * arrangements on a bare window, and real positions on the variant's own board (castling, a wrap...)
 * shown through a window of that board with the engine's legal moves.
 */

import { MoveKind, moveKind, moveTo } from '../engine/move.js';
import { generateLegalFrom, MoveList, pieceMoves } from '../engine/movegen.js';
import { MEM_MOVED, MEM_ONCE_USED, Position } from '../engine/position.js';
import { dropTargets } from '../engine/rules/drops.js';
import { type BoardExample, fillerType, type Placement, placedPosition, squareAt } from '../engine/rules/examples.js';
import { allRules, compileVariant, type ExamplePiece, ruleOfKind, rulesOf } from '../engine/rules/index.js';
import { rankWords } from '../engine/rules/words.js';
import type { AtomSpec, PieceSpec, RideAtom, VariantSpec } from '../engine/spec.js';
import { defaultFileLabels } from '../engine/squares.js';
import { BLACK, type Variant, WHITE } from '../engine/variant.js';

/** What a man may do on a marked square; `drop`: a man from hand may be put there, `drop-loses`: so, but it mates and that loses. */
export type MarkMode = 'move' | 'capture' | 'both' | 'drop' | 'drop-loses';

export interface DiagramMark {
  /** Window coordinates; y = 0 is the row nearest White. */
  x: number;
  y: number;
  mode: MarkMode;
  /** Reached whatever stands between. */
  jump: boolean;
  /** Only as the man's first move. */
  initial: boolean;
  /** Only once per game. */
  once: boolean;
  /**
   * Present for a move of several legs (a volley, a collision): the squares where it lands or turns
   * before its last leg, in order from the subject (empty when the first leg has no length).
   */
  via?: { x: number; y: number }[];
  /** Reached by leaping over the piece between (a hopper's screen): drawn as an arc from the subject. */
  hop?: boolean;
}

/** A man in a diagram, in window coordinates; `type` is the piece type in the variant. */
export type DiagramPiece = ExamplePiece;

export interface MoveDiagram {
  width: number;
  height: number;
  /** The piece whose moves are shown. */
  subject: DiagramPiece;
  /** Other pieces placed for an example. */
  others: DiagramPiece[];
  marks: DiagramMark[];
  caption: string;
  /** Window squares that are not on the board (the Gustavian board's holes). */
  holes?: { x: number; y: number }[];
  /**
   * A window of the variant's own board, not a bare board of its own: a special rule's example, or the
   * moves of a piece bound to regions (Xiangqi's palace), which depend on where it stands.
   */
  onBoard?: boolean;
  /** Whether the window's bottom-left square is dark (default: yes, as a1 is). */
  darkOrigin?: boolean;
  /** Where an on-board window's bottom-left square is on the board (file, rank): its lines (a river) are the board's. */
  origin?: { x: number; y: number };
  /** The subject is in hand, beside the window (its x, y are not squares): the marks are its drops. */
  inHand?: boolean;
  /**
   * Regions of the board the subject's moves depend on, in window coordinates: `within`, the squares
   * its moves never leave (Xiangqi's palace); `whenOn`, where it must stand for part of its move.
   */
  regions?: DiagramRegion[];
  /** The promotion zone of the subject, in window coordinates. */
  zone?: { x: number; y: number }[];
  /** The window row a rule divides the board below (a bold line under it). */
  divide?: number;
}

export interface DiagramRegion {
  kind: 'within' | 'whenOn';
  squares: { x: number; y: number }[];
}

/** Steps at which unlimited riders are shown: enough to show a parity or a piece passed over. */
const UNLIMITED_REACH = 4;
const PATTERN_REACH = 6;

function atomReach(a: AtomSpec): number {
  const step = Math.max(a.offset[0], a.offset[1]);
  if (a.kind === 'leap' || a.kind === 'lame') return step;
  if (a.kind === 'hop') return (a.range > 0 ? a.range + 1 : UNLIMITED_REACH) * step;
  // A step, then a slide beside it.
  if (a.kind === 'bent') return UNLIMITED_REACH + 1;
  if (a.kind === 'ride') {
    if (a.max > 0) return a.max * step;
    return (a.parity || a.passOver ? PATTERN_REACH : UNLIMITED_REACH) * step;
  }
  return 0;
}

/** A window: a bare board of its own and the variant's piece types it knows, in its own numbering. */
export interface DiagramWindow {
  variant: Variant;
  /** The window's piece type i is the variant's types[i]. */
  types: readonly number[];
  /** Reused for every arrangement: a diagram asks the engine about hundreds of them. */
  scratch: Position;
  list: MoveList;
}

/**
 * A board of this size that knows the given piece types of the variant and nothing else of its rules.
 * Only the types a diagram places are compiled: all 36 of ECROS on every window size would cost half a
 * second.
 */
export function windowVariant(
  spec: VariantSpec,
  width: number,
  height: number,
  types: readonly number[],
): DiagramWindow {
  const size = width * height;
  // Regions are squares of the variant's board: they hold in a window of its size only.
  const sameBoard = width === spec.files && height === spec.ranks;
  const unbound = (p: PieceSpec): PieceSpec =>
    sameBoard || !p.atoms.some((a) => a.within || a.whenOn)
      ? p
      : { ...p, atoms: p.atoms.map(({ within: _w, whenOn: _o, blackWithin: _bw, blackWhenOn: _bo, ...a }) => a) };
  const variant = compileVariant({
    id: `${spec.id}-window`,
    name: spec.name,
    files: width,
    ranks: height,
    fileLabels: defaultFileLabels(width),
    exists: new Array<boolean>(size).fill(true),
    pieces: types.map((t) => unbound(spec.pieces[t]!)),
    setup: new Int16Array(size),
    setupText: '',
    freeSetup: null,
    setupOptions: [],
    castling: [],
    promotion: [],
    end: {
      stalemate: 'draw',
      repetition: 0,
      moveRule: 0,
      forcedRepetition: 0,
      forcedMoveRule: 0,
      insufficientMaterial: 'none',
      victories: [],
    },
    rules: { reversal: false, nexialCastling: null, guardCall: null, wrap: null },
  });
  return { variant, types: [...types], scratch: new Position(variant), list: new MoveList() };
}

/**
 * The arrangement as a position, the subject's side to move and its memory `mem`: the window's scratch
 * position, valid until the next arrangement.
 */
function arrange(win: DiagramWindow, pieces: readonly DiagramPiece[], subject: DiagramPiece, mem: number): Position {
  const v = win.variant;
  const pos = win.scratch;
  pos.board.fill(0);
  pos.mem.fill(0);
  for (const p of [subject, ...pieces])
    pos.board[p.y * v.files + p.x] = (p.white ? 1 : -1) * (win.types.indexOf(p.type) + 1);
  pos.mem[subject.y * v.files + subject.x] = mem;
  pos.turn = subject.white ? WHITE : 1;
  pos.refresh();
  return pos;
}

/** Targets of the piece on `from` in this arrangement, as a set of squares. */
export function targetsOf(
  win: DiagramWindow,
  pieces: readonly DiagramPiece[],
  subject: DiagramPiece,
  mem: number,
): Set<number> {
  const pos = arrange(win, pieces, subject, mem);
  const from = subject.y * win.variant.files + subject.x;
  const list = win.list;
  list.length = 0;
  pieceMoves(pos, from, list);
  return new Set(list.toArray().map(moveTo));
}

/** The main diagram: every square the piece reaches alone, with what each move needs. */
export function pieceDiagram(spec: VariantSpec, type: number): MoveDiagram {
  const piece = spec.pieces[type]!;
  if (piece.atoms.some((a) => a.within || a.whenOn)) return onBoardDiagram(spec, type);
  const reach = Math.max(2, ...piece.atoms.map(atomReach));
  const n = 2 * reach + 1;
  const v = windowVariant(spec, n, n, [type]);
  return markDiagram(v, { x: reach, y: reach, type, white: true }, n, n);
}

const diagrams = new WeakMap<VariantSpec, Map<number, MoveDiagram>>();

/**
 * pieceDiagram, computed once per variant and type: cards, counters and the marks of a position share it
 * (each diagram compiles a window variant of its own).
 */
export function cachedPieceDiagram(spec: VariantSpec, type: number): MoveDiagram {
  let byType = diagrams.get(spec);
  if (!byType) diagrams.set(spec, (byType = new Map()));
  let d = byType.get(type);
  if (!d) byType.set(type, (d = pieceDiagram(spec, type)));
  return d;
}

/** A piece bound to regions, on the variant's own board, on the square where it has the most moves. */
function onBoardDiagram(spec: VariantSpec, type: number): MoveDiagram {
  const v = windowVariant(spec, spec.files, spec.ranks, [type]);
  let best: DiagramPiece = { x: 0, y: 0, type, white: true };
  let most = -1;
  for (let sq = 0; sq < spec.files * spec.ranks; sq++) {
    if (!spec.exists[sq]) continue;
    const at: DiagramPiece = { x: sq % spec.files, y: (sq / spec.files) | 0, type, white: true };
    const n = targetsOf(v, [], at, 0).size;
    if (n > most) [best, most] = [at, n];
  }
  return {
    ...markDiagram(v, best, spec.files, spec.ranks),
    onBoard: true,
    origin: { x: 0, y: 0 },
    regions: pieceRegions(spec, type),
  };
}

/** The regions the piece's move parts are bound to, each once (White's squares: the card shows a White man). */
function pieceRegions(spec: VariantSpec, type: number): DiagramRegion[] {
  const seen = new Set<string>();
  const out: DiagramRegion[] = [];
  for (const a of spec.pieces[type]!.atoms) {
    for (const kind of ['within', 'whenOn'] as const) {
      const squares = a[kind];
      const key = `${kind}:${squares?.join(',')}`;
      if (!squares || seen.has(key)) continue;
      seen.add(key);
      out.push({ kind, squares: squares.map((sq) => ({ x: sq % spec.files, y: (sq / spec.files) | 0 })) });
    }
  }
  return out;
}

/** Every square the subject reaches alone in the window, with what each move needs. */
function markDiagram(v: DiagramWindow, subject: DiagramPiece, width: number, height: number): MoveDiagram {
  const type = subject.type;
  // The four states of a man's memory: first move and once-per-game move each still open or used. A
  // piece with neither kind of move is the same in all four: the engine is asked about one.
  const atoms = v.variant.spec.pieces[v.types.indexOf(type)]!.atoms;
  const MEMS = atoms.some((a) => a.initial || a.once) ? [0, MEM_MOVED, MEM_ONCE_USED, MEM_MOVED | MEM_ONCE_USED] : [0];
  const state = <T>(perMem: T[], i: number): T => perMem[Math.min(i, perMem.length - 1)]!;
  const moves = MEMS.map((mem) => targetsOf(v, [], subject, mem));
  const marks: DiagramMark[] = [];
  const crowd = (except: number): DiagramPiece[] => {
    const out: DiagramPiece[] = [];
    for (let sq = 0; sq < width * height; sq++) {
      if (sq === except || sq === subject.y * width + subject.x) continue;
      out.push({ x: sq % width, y: (sq / width) | 0, type, white: true });
    }
    return out;
  };
  for (let sq = 0; sq < width * height; sq++) {
    const x = sq % width;
    const y = (sq / width) | 0;
    if (x === subject.x && y === subject.y) continue;
    const victim: DiagramPiece = { x, y, type, white: false };
    const captures = MEMS.map((mem) => targetsOf(v, [victim], subject, mem).has(sq));
    const reach = [0, 1, 2].map((i) => state(moves, i).has(sq) || state(captures, i));
    if (!reach[0]) continue;
    const canMove = moves[0]!.has(sq);
    const mode: MarkMode = canMove && captures[0] ? 'both' : canMove ? 'move' : 'capture';
    const far = Math.max(Math.abs(x - subject.x), Math.abs(y - subject.y)) > 1;
    const others = crowd(sq);
    const jump = far && targetsOf(v, canMove ? others : [...others, victim], subject, 0).has(sq);
    marks.push({ x, y, mode, jump, initial: !reach[1], once: !reach[2] });
  }
  return { width, height, subject, others: [], marks, caption: 'moves' };
}

/**
 * The squares where a move of several legs lands or turns before reaching `to`, or null for a move of
 * one leg (the landings of a volley, the square where a collision turns onto its diagonal): the rule
 * modules of the variant say.
 */
export function moveLegs(pos: Position, from: number, to: number): number[] | null {
  for (const rule of allRules()) {
    const legs = rule.legs?.(pos, from, to);
    if (legs) return legs;
  }
  return null;
}

/** Marks of an example arrangement: the squares the engine lets the subject, a man that has moved, reach. */
function exampleMarks(
  win: DiagramWindow,
  subject: DiagramPiece,
  others: DiagramPiece[],
  victimType: number,
): DiagramMark[] {
  const v = win.variant;
  const targets = targetsOf(win, others, subject, MEM_MOVED);
  const spent = targetsOf(win, others, subject, MEM_MOVED | MEM_ONCE_USED);
  const from = subject.y * v.files + subject.x;
  return [...targets].map((sq) => {
    const pos = arrange(win, others, subject, MEM_MOVED);
    const x = sq % v.files;
    const y = (sq / v.files) | 0;
    const occupied = others.some((o) => o.x === x && o.y === y);
    const legs = moveLegs(pos, from, sq);
    // The mark says what the man can do there, as the legend reads: asked again with the square's
    // occupant swapped (an enemy on an empty square, the square emptied of its victim).
    const swapped = occupied
      ? others.filter((o) => o.x !== x || o.y !== y)
      : [...others, { x, y, type: victimType, white: !subject.white }];
    const also = legs ? false : targetsOf(win, swapped, subject, MEM_MOVED).has(sq);
    const mode: MarkMode = also ? 'both' : occupied ? 'capture' : 'move';
    const mark: DiagramMark = { x, y, mode, jump: false, initial: false, once: !spent.has(sq) };
    if (legs) mark.via = legs.map((l) => ({ x: l % v.files, y: (l / v.files) | 0 }));
    return mark;
  });
}

/**
 * Example diagrams for a piece's card, in the order the card shows them: first the parts of its move
 * that need other pieces to show, on bare windows, then the rule modules' examples on the variant's own
 * board.
 */
export function exampleDiagrams(v: Variant, type: number): MoveDiagram[] {
  return [
    ...windowExamples(v.spec, type),
    ...zoneExamples(v, type),
    ...rulesOf(v.spec)
      .flatMap((rule) => rule.boardExamples?.(v, type) ?? [])
      .map(boardExampleDiagram),
  ];
}

/**
 * The promotion zone where it is more than the last rank (Shogi's three ranks, Makruk's sixth): the man
 * a rank short of it on the variant's own board, the kings on their setup squares, his legal moves as
 * the engine gives them and the zone washed blue, the top of the board shown from two ranks below it.
 */
function zoneExamples(v: Variant, type: number): MoveDiagram[] {
  const spec = v.spec;
  return spec.promotion.flatMap((p) => {
    const first = Math.min(...p.ranks);
    // White's man is shown: a zone of squares, or Black's alone, has no rank to show him below.
    if (p.squares || p.side === BLACK) return [];
    if (!p.pieces.includes(type) || (p.ranks.length === 1 && first === v.ranks - 1) || first < 1) return [];
    const kings: Placement = [];
    spec.setup.forEach((code, sq) => {
      if (code !== 0 && spec.pieces[Math.abs(code) - 1]!.royal) kings.push([sq, code]);
    });
    // The file farthest from every king, so that none stands in the way, where the man gives no check.
    const distance = (x: number): number => Math.min(...kings.map(([sq]) => Math.abs((sq % v.files) - x)));
    const files = Array.from({ length: v.files - 2 }, (_, i) => i + 1).sort((a, b) => distance(b) - distance(a));
    let placed: { from: number; position: Position } | null = null;
    for (const x of files) {
      const from = squareAt(v, x, first - 1);
      const position = kings.some(([k]) => k === from) ? null : placedPosition(v, [...kings, [from, type + 1]], '');
      if (position) {
        placed = { from, position };
        break;
      }
    }
    if (!placed) return [];
    const { from, position } = placed;
    const y0 = Math.max(0, first - 2);
    const diagram = boardExampleDiagram({
      position,
      subject: from,
      window: [0, y0, v.files - 1, v.ranks - 1],
      caption: `promotion zone (blue): ${rankWords(p.ranks)}`,
    });
    const zone: { x: number; y: number }[] = [];
    for (const r of p.ranks)
      for (let f = 0; f < v.files; f++) if (v.exists[squareAt(v, f, r)]) zone.push({ x: f, y: r - y0 });
    return [{ ...diagram, zone }];
  });
}

/** Example diagrams on bare windows for the parts of a piece's move that need other pieces to show. */
function windowExamples(spec: VariantSpec, type: number): MoveDiagram[] {
  const piece = spec.pieces[type]!;
  // The cheapest other piece of the variant, as screens and victims.
  const filler = fillerType(spec, type);
  const other = filler < 0 ? type : filler;
  const out: MoveDiagram[] = [];
  const make = (
    width: number,
    height: number,
    subject: DiagramPiece,
    others: DiagramPiece[],
    caption: string,
  ): void => {
    const win = windowVariant(spec, width, height, [...new Set([type, ...others.map((o) => o.type)])]);
    out.push({ width, height, subject, others, marks: exampleMarks(win, subject, others, other), caption });
  };
  // Rule modules show their own parts (a collision, a volley, ...).
  for (const rule of allRules()) {
    for (const e of rule.examples?.(spec, type, other) ?? []) make(e.width, e.height, e.subject, e.others, e.caption);
  }
  const hopper = piece.atoms.find((a) => a.kind === 'hop');
  if (hopper) {
    // Up the file: an own screen, an enemy beyond it; along the rank: enemy screens, one with an enemy behind.
    make(
      7,
      7,
      { x: 3, y: 1, type, white: true },
      [
        { x: 3, y: 3, type: other, white: true },
        { x: 3, y: 5, type: other, white: false },
        { x: 5, y: 1, type: other, white: false },
        { x: 1, y: 1, type: other, white: false },
        { x: 0, y: 1, type: other, white: false },
      ],
      hopper.range === 1
        ? 'leaps over the first piece in line to the square just beyond, capturing an enemy there (arcs)'
        : 'leaps over one piece of either side (the screen) to capture the first enemy beyond it (arcs)',
    );
    // The engine's targets reached over a piece of the example are its hops.
    const example = out[out.length - 1]!;
    const occupied = new Set(example.others.map((o) => `${o.x},${o.y}`));
    for (const m of example.marks) if (passesPiece(example.subject, m, occupied)) m.hop = true;
  }
  if (piece.atoms.some((a) => a.kind === 'lame')) {
    make(
      5,
      5,
      { x: 2, y: 2, type, white: true },
      [{ x: 2, y: 3, type: other, white: true }],
      'a piece next to it blocks the leaps that pass that side',
    );
  }
  const passing = piece.atoms.find((a) => a.kind === 'ride' && a.passOver);
  if (passing) {
    make(
      9,
      9,
      { x: 4, y: 4, type, white: true },
      [
        { x: 4, y: 6, type: other, white: true },
        { x: 7, y: 4, type: other, white: true },
        { x: 1, y: 1, type: other, white: false },
      ],
      'passes over pieces at even distances; stopped by a piece at an odd one',
    );
  }
  const parity = piece.atoms.find((a): a is RideAtom => a.kind === 'ride' && a.parity !== undefined && !a.passOver);
  if (parity) {
    make(
      9,
      9,
      { x: 4, y: 4, type, white: true },
      [
        { x: 4, y: 6, type: other, white: true },
        { x: 6, y: 6, type: other, white: false },
        { x: 1, y: 4, type: other, white: false },
      ],
      `${parity.parity} distances only; every square passed must be empty`,
    );
  }
  if (piece.atoms.some((a) => a.once)) {
    // Enemies on the once-per-game targets, in a window cut to them: the man has moved, the move is unused.
    const main = pieceDiagram(spec, type);
    const targets = main.marks.filter((m) => m.once);
    const xs = [main.subject.x, ...targets.map((m) => m.x)];
    const ys = [main.subject.y, ...targets.map((m) => m.y)];
    const [x0, y0] = [Math.max(0, Math.min(...xs) - 1), Math.max(0, Math.min(...ys) - 1)];
    const [x1, y1] = [Math.min(main.width - 1, Math.max(...xs) + 1), Math.min(main.height - 1, Math.max(...ys) + 1)];
    make(
      x1 - x0 + 1,
      y1 - y0 + 1,
      { ...main.subject, x: main.subject.x - x0, y: main.subject.y - y0 },
      targets.map((m) => ({ x: m.x - x0, y: m.y - y0, type: other, white: false })),
      'the once-per-game move (star), an enemy placed on its target; once used, it is gone',
    );
  }
  return out;
}

/** Targets of the legal moves from `from`, with their kinds. */
function legalFrom(pos: Position, from: number): Map<number, MoveKind[]> {
  const list = new MoveList();
  generateLegalFrom(pos, [from], list);
  const out = new Map<number, MoveKind[]>();
  for (const m of list.toArray()) out.set(moveTo(m), [...(out.get(moveTo(m)) ?? []), moveKind(m)]);
  return out;
}

/** Whether a straight leg from a to b (window or board coordinates) passes over an occupied square, given as "x,y". */
export function passesPiece(
  a: { x: number; y: number },
  b: { x: number; y: number },
  occupied: ReadonlySet<string>,
): boolean {
  const steps = Math.max(Math.abs(b.x - a.x), Math.abs(b.y - a.y));
  const [dx, dy] = [(b.x - a.x) / steps, (b.y - a.y) / steps];
  for (let k = 1; k < steps; k++) if (occupied.has(`${a.x + k * dx},${a.y + k * dy}`)) return true;
  return false;
}

/**
 * The legal moves of the man on `from` in a real position, as marks in board coordinates (x file, y rank):
 * what the side to move may do there now. A mark is first-move-only or once-per-game when the same
 * position with that man moved, or his once-per-game move spent, lacks it; castlings and calls, which
 * use a once-per-game right, count as once. Jumps are the squares his pattern reaches by jumping. A move
 * that puts the man elsewhere than its target (a wrap) is marked where he ends up, reached through its
 * target (none when he leaves the board).
 */
export function positionMarks(pos: Position, from: number): DiagramMark[] {
  const v = pos.variant;
  const code = pos.board[from]!;
  const list = new MoveList();
  generateLegalFrom(pos, [from], list);
  const moves = new Map<number, MoveKind[]>();
  const relocated = new Map<number, number[]>();
  for (const m of list.toArray()) {
    const to = moveTo(m);
    const dest = ruleOfKind(moveKind(m))?.destination?.(m);
    if (dest !== undefined && dest !== to) relocated.set(to, [...(relocated.get(to) ?? []), dest]);
    else moves.set(to, [...(moves.get(to) ?? []), moveKind(m)]);
  }
  const without = (flag: number): Set<number> => {
    const p = pos.clone();
    p.mem[from] = p.mem[from]! | flag;
    return new Set(legalFrom(p, from).keys());
  };
  const [moved, spent] = [without(MEM_MOVED), without(MEM_ONCE_USED)];
  const pattern = cachedPieceDiagram(v.spec, Math.abs(code) - 1);
  const forward = code > 0 ? 1 : -1;
  const [fx, fy] = [from % v.files, (from / v.files) | 0];
  const xy = (sq: number): { x: number; y: number } => ({ x: sq % v.files, y: (sq / v.files) | 0 });
  const marks = [...moves]
    .filter(([to]) => !relocated.has(to))
    .map(([to, kinds]) => {
      const { x, y } = xy(to);
      const capture = pos.board[to]! * code < 0 || kinds.includes(MoveKind.EnPassantCapture);
      const rights = kinds.some((k) => ruleOfKind(k)?.spendsRight === true);
      const jump = pattern.marks.some(
        (m) => m.jump && m.x - pattern.subject.x === x - fx && (m.y - pattern.subject.y) * forward === y - fy,
      );
      const mark: DiagramMark = {
        x,
        y,
        mode: capture ? 'capture' : 'move',
        jump,
        initial: !moved.has(to),
        once: rights || !spent.has(to),
      };
      const legs = moveLegs(pos, from, to);
      if (legs) mark.via = legs.map(xy);
      return mark;
    });
  for (const [to, dests] of relocated) {
    for (const dest of dests)
      if (dest >= 0) marks.push({ ...xy(dest), mode: 'move', jump: false, initial: false, once: false, via: [xy(to)] });
  }
  return marks;
}

/**
 * A legal move's mark read as the cards' legend reads it: what the man can do on that square. A move
 * to an empty square is "both" when an enemy there could be taken; a capture is "both" when the man
 * could also move there were the square empty. The engine is asked each time.
 */
function capability(pos: Position, from: number, to: number, mark: DiagramMark, victimType: number): MarkMode {
  if (mark.once || mark.via) return mark.mode;
  const p = pos.clone();
  const code = p.board[from]!;
  if (mark.mode === 'move' && p.board[to] === 0) {
    p.board[to] = -Math.sign(code) * (victimType + 1);
    p.refresh();
    return legalFrom(p, from).has(to) ? 'both' : 'move';
  }
  if (mark.mode === 'capture') {
    p.board[to] = 0;
    p.refresh();
    return legalFrom(p, from).has(to) ? 'both' : 'capture';
  }
  return mark.mode;
}

/**
 * A rule module's example on the variant's own board as a diagram: the window of the board it shows
 * (holes and all) and the subject's legal moves as legend-true marks (a wrap where he ends up).
 */
export function boardExampleDiagram(e: BoardExample): MoveDiagram {
  if (e.inHand !== undefined) return dropDiagram(e, e.inHand);
  const { position: pos, subject: from } = e;
  const v = pos.variant;
  const shown = (sq: number): boolean => !e.targets || e.targets.includes(sq);
  const victim = fillerType(v.spec, Math.abs(pos.board[from]!) - 1);
  const marks: DiagramMark[] = positionMarks(pos, from)
    .filter((m) => shown(m.y * v.files + m.x))
    .map((m) => ({ ...m, mode: capability(pos, from, m.y * v.files + m.x, m, victim) }));
  const [x0, y0, x1, y1] = e.window;
  const inside = (x: number, y: number): boolean => x >= x0 && x <= x1 && y >= y0 && y <= y1;
  const piece = (sq: number): DiagramPiece => ({
    x: (sq % v.files) - x0,
    y: ((sq / v.files) | 0) - y0,
    type: Math.abs(pos.board[sq]!) - 1,
    white: pos.board[sq]! > 0,
  });
  const { others, holes } = windowContents(pos, e.window, from);
  const shifted = marks
    .filter((m) => inside(m.x, m.y))
    .map((m) => ({
      ...m,
      x: m.x - x0,
      y: m.y - y0,
      ...(m.via ? { via: m.via.map((p) => ({ x: p.x - x0, y: p.y - y0 })) } : {}),
    }));
  // Squares keep the board's colours: a1 is dark, whatever file comes first (the Gustavian z).
  const a = v.spec.fileLabels.indexOf('a');
  const darkOrigin = (x0 + y0) % 2 === (a >= 0 ? a % 2 : 0);
  // A man bound to regions shows them here too (White's: the subject of an example is White's).
  const regions = pieceRegions(v.spec, Math.abs(pos.board[from]!) - 1)
    .map((r) => ({
      kind: r.kind,
      squares: r.squares.filter((p) => inside(p.x, p.y)).map((p) => ({ x: p.x - x0, y: p.y - y0 })),
    }))
    .filter((r) => r.squares.length > 0);
  return {
    width: x1 - x0 + 1,
    height: y1 - y0 + 1,
    subject: piece(from),
    others,
    marks: shifted,
    caption: e.caption,
    holes,
    onBoard: true,
    darkOrigin,
    origin: { x: x0, y: y0 },
    ...(regions.length ? { regions } : {}),
    ...(e.divide !== undefined && e.divide > y0 && e.divide <= y1 ? { divide: e.divide - y0 } : {}),
  };
}

/** The men on the board inside the window, in window coordinates, and its holes. */
function windowContents(
  pos: Position,
  window: BoardExample['window'],
  except: number,
): { others: DiagramPiece[]; holes: { x: number; y: number }[] } {
  const v = pos.variant;
  const [x0, y0, x1, y1] = window;
  const others: DiagramPiece[] = [];
  const holes: { x: number; y: number }[] = [];
  for (let sq = 0; sq < v.size; sq++) {
    const [x, y] = [sq % v.files, (sq / v.files) | 0];
    if (x < x0 || x > x1 || y < y0 || y > y1) continue;
    const code = pos.board[sq]!;
    if (!v.exists[sq]) holes.push({ x: x - x0, y: y - y0 });
    else if (code !== 0 && sq !== except)
      others.push({ x: x - x0, y: y - y0, type: Math.abs(code) - 1, white: code > 0 });
  }
  return { others, holes };
}

/** A drop example: the man of type `type` in White's hand beside the window, his legal drops marked as the engine finds them. */
function dropDiagram(e: BoardExample, type: number): MoveDiagram {
  const pos = e.position;
  const v = pos.variant;
  const [x0, y0, x1, y1] = e.window;
  const [width, height] = [x1 - x0 + 1, y1 - y0 + 1];
  const marks: DiagramMark[] = dropTargets(pos, type)
    .map(({ square, loses }) => ({ x: (square % v.files) - x0, y: ((square / v.files) | 0) - y0, loses }))
    .filter(({ x, y }) => x >= 0 && y >= 0 && x < width && y < height)
    .map(({ x, y, loses }) => ({
      x,
      y,
      mode: loses ? 'drop-loses' : 'drop',
      jump: false,
      initial: false,
      once: false,
    }));
  const { others, holes } = windowContents(pos, e.window, -1);
  const a = v.spec.fileLabels.indexOf('a');
  const darkOrigin = (x0 + y0) % 2 === (a >= 0 ? a % 2 : 0);
  const subject: DiagramPiece = { x: width, y: height - 1, type, white: true };
  return {
    width,
    height,
    subject,
    others,
    marks,
    caption: e.caption,
    holes,
    onBoard: true,
    darkOrigin,
    origin: { x: x0, y: y0 },
    inHand: true,
  };
}

/** A rule's own card: its title, its words and its example drawn from the engine. */
export interface RuleCardDiagram {
  title: string;
  text: string;
  diagram: MoveDiagram;
}

/** The cards the rule modules of the variant add after the pieces' (a Shogi Pawn's drops). */
export function ruleCardDiagrams(v: Variant): RuleCardDiagram[] {
  return rulesOf(v.spec)
    .flatMap((rule) => rule.cards?.(v) ?? [])
    .map((c) => ({ title: c.title, text: c.text, diagram: boardExampleDiagram(c.example) }));
}
