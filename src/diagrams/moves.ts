/**
 * Move diagrams computed by the rules engine, never drawn by hand. A piece is placed on an otherwise
 * empty window of squares and the engine is asked where it can go: without a victim (moves), with a
 * victim on the square (captures), with every other square filled (jumps), as an unmoved or a moved
 * man (first-move-only), with its once-per-game move unused or used. Moves that only show with other
 * pieces (collisions, volleys, pieces passed over, parity sliders blocked) get small example diagrams
 * with those pieces placed, again computed by the engine.
 */
import type { AtomSpec, RideAtom, VariantSpec } from '../engine/spec.js';
import { MoveList, pieceMoves } from '../engine/movegen.js';
import { moveTo } from '../engine/move.js';
import { MEM_MOVED, MEM_ONCE_USED, Position } from '../engine/position.js';
import { WHITE, compileVariant, type Variant } from '../engine/variant.js';
import { defaultFileLabels } from '../notation/squares.js';

export type MarkMode = 'move' | 'capture' | 'both';

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
}

export interface DiagramPiece {
  x: number;
  y: number;
  /** Piece type in the variant. */
  type: number;
  white: boolean;
}

export interface MoveDiagram {
  width: number;
  height: number;
  /** The piece whose moves are shown. */
  subject: DiagramPiece;
  /** Other pieces placed for an example. */
  others: DiagramPiece[];
  marks: DiagramMark[];
  caption: string;
}

/** Steps at which unlimited riders are shown: enough to show a parity or a piece passed over. */
const UNLIMITED_REACH = 4;
const PATTERN_REACH = 6;

function atomReach(a: AtomSpec): number {
  const step = Math.max(a.offset[0], a.offset[1]);
  if (a.kind === 'leap') return step;
  if (a.kind === 'ride') {
    if (a.max > 0) return a.max * step;
    return (a.parity || a.passOver ? PATTERN_REACH : UNLIMITED_REACH) * step;
  }
  return 0;
}

/** A square board of this size that knows the variant's pieces and nothing else of its rules. */
const windows = new WeakMap<VariantSpec, Map<string, Variant>>();
export function windowVariant(spec: VariantSpec, width: number, height: number): Variant {
  let byVariant = windows.get(spec);
  if (!byVariant) {
    byVariant = new Map();
    windows.set(spec, byVariant);
  }
  const key = `${width}x${height}`;
  let v = byVariant.get(key);
  if (!v) {
    const size = width * height;
    v = compileVariant({
      id: `${spec.id}-window`,
      name: spec.name,
      files: width,
      ranks: height,
      fileLabels: defaultFileLabels(width),
      exists: new Array<boolean>(size).fill(true),
      pieces: spec.pieces,
      setup: new Int16Array(size),
      setupText: '',
      freeSetup: null,
      setupOptions: [],
      castling: [],
      promotion: [],
      end: { stalemate: 'draw', repetition: 0, moveRule: 0, insufficientMaterial: 'none', victories: [] },
      rules: { reversal: false, nexialCastling: null, guardCall: null, wrap: null },
    });
    byVariant.set(key, v);
  }
  return v;
}

/** Targets of the piece on `from` in this arrangement, as a set of squares. */
export function targetsOf(v: Variant, pieces: readonly DiagramPiece[], subject: DiagramPiece, mem: number): Set<number> {
  const pos = new Position(v);
  for (const p of [subject, ...pieces]) pos.board[p.y * v.files + p.x] = (p.white ? 1 : -1) * (p.type + 1);
  const from = subject.y * v.files + subject.x;
  pos.mem[from] = mem;
  pos.turn = subject.white ? WHITE : 1;
  pos.refresh();
  const list = new MoveList();
  pieceMoves(pos, from, list);
  return new Set(list.toArray().map(moveTo));
}

/** The main diagram: every square the piece reaches alone, with what each move needs. */
export function pieceDiagram(spec: VariantSpec, type: number): MoveDiagram {
  const piece = spec.pieces[type]!;
  const reach = Math.max(2, ...piece.atoms.map(atomReach));
  const n = 2 * reach + 1;
  const v = windowVariant(spec, n, n);
  const subject: DiagramPiece = { x: reach, y: reach, type, white: true };
  // The four states of a man's memory: first move and once-per-game move each still open or used.
  const MEMS = [0, MEM_MOVED, MEM_ONCE_USED, MEM_MOVED | MEM_ONCE_USED] as const;
  const moves = MEMS.map((mem) => targetsOf(v, [], subject, mem));
  const marks: DiagramMark[] = [];
  const crowd = (except: number): DiagramPiece[] => {
    const out: DiagramPiece[] = [];
    for (let sq = 0; sq < n * n; sq++) {
      if (sq === except || sq === subject.y * n + subject.x) continue;
      out.push({ x: sq % n, y: (sq / n) | 0, type, white: true });
    }
    return out;
  };
  for (let sq = 0; sq < n * n; sq++) {
    const x = sq % n;
    const y = (sq / n) | 0;
    if (x === subject.x && y === subject.y) continue;
    const victim: DiagramPiece = { x, y, type, white: false };
    const captures = MEMS.map((mem) => targetsOf(v, [victim], subject, mem).has(sq));
    const reach = MEMS.map((_, i) => moves[i]!.has(sq) || captures[i]!);
    if (!reach[0]) continue;
    const canMove = moves[0]!.has(sq);
    const mode: MarkMode = canMove && captures[0] ? 'both' : canMove ? 'move' : 'capture';
    const far = Math.max(Math.abs(x - subject.x), Math.abs(y - subject.y)) > 1;
    const others = crowd(sq);
    const jump = far && targetsOf(v, canMove ? others : [...others, victim], subject, 0).has(sq);
    marks.push({ x, y, mode, jump, initial: !reach[1], once: !reach[2] });
  }
  return { width: n, height: n, subject, others: [], marks, caption: 'moves' };
}

/** Marks of an example arrangement: the squares the engine lets the subject reach. */
function exampleMarks(v: Variant, subject: DiagramPiece, others: DiagramPiece[]): DiagramMark[] {
  const targets = targetsOf(v, others, subject, MEM_MOVED);
  return [...targets].map((sq) => {
    const x = sq % v.files;
    const y = (sq / v.files) | 0;
    const occupied = others.some((o) => o.x === x && o.y === y);
    return { x, y, mode: occupied ? 'capture' : 'move', jump: false, initial: false, once: false };
  });
}

/** The cheapest other piece of the variant, used as screens and victims in examples. */
function extraType(spec: VariantSpec, type: number): number {
  let best = -1;
  spec.pieces.forEach((p, t) => {
    if (t === type || p.royal) return;
    if (best < 0 || (p.value ?? 99) < (spec.pieces[best]!.value ?? 99)) best = t;
  });
  return best < 0 ? type : best;
}

/** Example diagrams for the parts of a piece's move that need other pieces to show. */
export function exampleDiagrams(spec: VariantSpec, type: number): MoveDiagram[] {
  const piece = spec.pieces[type]!;
  const other = extraType(spec, type);
  const out: MoveDiagram[] = [];
  const make = (width: number, height: number, subject: DiagramPiece, others: DiagramPiece[], caption: string): void => {
    const v = windowVariant(spec, width, height);
    out.push({ width, height, subject, others, marks: exampleMarks(v, subject, others), caption });
  };
  if (piece.atoms.some((a) => a.kind === 'collide')) {
    // A screen stops the slide; the prolonged diagonals then capture; the rim is a screen too.
    make(
      7,
      7,
      { x: 1, y: 3, type, white: true },
      [
        { x: 4, y: 3, type: other, white: true },
        { x: 5, y: 5, type: other, white: false },
        { x: 5, y: 1, type: other, white: false },
        { x: 3, y: 5, type: other, white: false },
      ],
      'collision: slide to a screen, then diagonally onward to capture',
    );
  }
  const hop = piece.atoms.find((a) => a.kind === 'hopchain');
  if (hop) {
    make(
      3,
      9,
      { x: 1, y: 0, type, white: true },
      [
        { x: 1, y: 1, type: other, white: false },
        { x: 1, y: 3, type: other, white: true },
        { x: 1, y: 5, type: other, white: false },
      ],
      'volley: leap over a piece in front onto an empty square, again and again; no capture after a leap',
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
  return out;
}
