/**
 * A position: a flat typed-array board plus the state the rules need (side to move, rights, en passant,
 * clocks, and per-man memory). `make`/`unmake` change it in place without allocating, for perft and the
 * validator; `clone` gives an independent copy where a value is wanted.
 */
import { type Move, MoveKind, moveFrom, moveKind, movePromo, movesNoMan, moveTo } from './move.js';
import type { Color, Position as PositionType, Variant } from './rules/hooks.js';
import { BLACK, WHITE } from './variant.js';

/**
 * Per-man memory bits in `mem[square]`: moved, once-per-game move used, in variants with drops the type
 * a promoted man promoted from (+1, bits 2 to 7), and the square a man last left (+1, from bit 8 up).
 */
export const MEM_MOVED = 1;
export const MEM_ONCE_USED = 2;
const MEM_PROMO_SHIFT = 2;
const MEM_PROMO_MASK = 63 << MEM_PROMO_SHIFT;
export const MEM_FROM_SHIFT = 8;

export const lastFromOf = (mem: number): number => (mem >> MEM_FROM_SHIFT) - 1;
/** The type a promoted man promoted from, or -1 (recorded only in variants with drops). */
export const promotedFromOf = (mem: number): number => ((mem & MEM_PROMO_MASK) >> MEM_PROMO_SHIFT) - 1;
export const withLastFrom = (mem: number, from: number): number =>
  (mem & ((1 << MEM_FROM_SHIFT) - 1)) | ((from + 1) << MEM_FROM_SHIFT);
export const withPromotedFrom = (mem: number, type: number): number =>
  (mem & ~MEM_PROMO_MASK) | ((type + 1) << MEM_PROMO_SHIFT);

/**
 * The memory a man keeps when he moves from `from` (his once-per-game move and what he promoted from),
 * marked moved.
 */
export const movedMemory = (v: Variant, mem: number, from: number): number =>
  (mem & (MEM_ONCE_USED | MEM_PROMO_MASK)) | MEM_MOVED | (v.leaveMemory === null ? 0 : v.leaveMemory(from));

/** Undo record ints per ply. */
const UNDO = 12;
/** The two undo record slots a rule module's make (MoveMaker, CaptureHook) may use: undo[o + UNDO_RULE], undo[o + UNDO_RULE + 1]. */
export const UNDO_RULE = 9;
/** The undo record slot holding the moving man's code before the move (before promotion), for capture hooks. */
export const UNDO_MOVER = 8;
/** The undo record slot holding the removal count once the move has landed: men removed from there on went after it (an explosion). */
export const UNDO_LANDED = 7;

/** A position (the type every part of the engine takes is declared in rules/hooks.ts). */
export type Position = PositionType;

/** Makes positions of a variant: `new Position(variant)`, empty, White to move. */
export const Position: new (variant: Variant) => Position = class PositionImpl implements PositionType {
  readonly variant: Variant;
  readonly board: Int16Array;
  readonly mem: Int32Array;
  turn: Color = WHITE;
  rights = 0;
  epTarget = -1;
  epVictim = -1;
  halfmove = 0;
  fullmove = 1;
  readonly royal = new Int16Array([-1, -1]);
  readonly men = new Int16Array(2);
  /** [color * nTypes + type] */
  readonly typeCount: Int16Array;
  /** Men in hand, [color * nTypes + type] (variants with drops). */
  readonly hand: Int16Array;
  hashLo = 0;
  hashHi = 0;
  /** The rule modules' own state (checks left, a running count), each module's slots from `variant.stateAt`. */
  readonly state: Int32Array;

  // Undo stack, one slot per ply made; grown on demand.
  private depth = 0;
  private uMove = new Float64Array(64);
  private uInt = new Int32Array(64 * UNDO);
  /** Men removed by the moves made (square, code, memory), over all plies: a capture, an explosion's several. */
  private removed = new Int32Array(3 * 64);
  private removedTop = 0;
  /** The rule state before each ply made, restored by unmake ([ply * state.length + slot]). */
  private uState: Int32Array;

  constructor(variant: Variant) {
    this.variant = variant;
    this.board = new Int16Array(variant.size);
    this.mem = new Int32Array(variant.size);
    this.typeCount = new Int16Array(2 * variant.nTypes);
    this.hand = new Int16Array(2 * variant.nTypes);
    this.state = variant.stateStart.slice();
    this.uState = new Int32Array(64 * this.state.length);
  }

  clone(): Position {
    const p = new PositionImpl(this.variant);
    p.board.set(this.board);
    p.mem.set(this.mem);
    p.turn = this.turn;
    p.rights = this.rights;
    p.epTarget = this.epTarget;
    p.epVictim = this.epVictim;
    p.halfmove = this.halfmove;
    p.fullmove = this.fullmove;
    p.royal.set(this.royal);
    p.men.set(this.men);
    p.typeCount.set(this.typeCount);
    p.hand.set(this.hand);
    p.state.set(this.state);
    p.hashLo = this.hashLo;
    p.hashHi = this.hashHi;
    return p;
  }

  /** Recomputes everything derived from the board (counts, royal squares, hash). */
  refresh(): void {
    const v = this.variant;
    this.men.fill(0);
    this.typeCount.fill(0);
    this.royal.fill(-1);
    this.hashLo = 0;
    this.hashHi = 0;
    for (let sq = 0; sq < v.size; sq++) {
      const code = this.board[sq]!;
      if (code === 0) continue;
      const color = code > 0 ? WHITE : BLACK;
      const t = Math.abs(code) - 1;
      this.men[color]!++;
      this.typeCount[color * v.nTypes + t]!++;
      if (v.royalType[t]) this.royal[color] = sq;
      this.toggle(code, sq);
    }
    if (this.turn === BLACK) {
      this.hashLo ^= v.zobristSide[0];
      this.hashHi ^= v.zobristSide[1];
    }
  }

  private toggle(code: number, sq: number): void {
    const v = this.variant;
    const i = ((code + v.codeBase) * v.size + sq) * 2;
    this.hashLo ^= v.zobrist[i]!;
    this.hashHi ^= v.zobrist[i + 1]!;
  }

  /** Places a man (rule modules' make/unmake use it beside make's own). */
  put(code: number, sq: number): void {
    this.board[sq] = code;
    const color = code > 0 ? WHITE : BLACK;
    const t = Math.abs(code) - 1;
    this.men[color]!++;
    this.typeCount[color * this.variant.nTypes + t]!++;
    if (this.variant.royalType[t]) this.royal[color] = sq;
    this.toggle(code, sq);
  }

  /** Removes the man on `sq` and returns his code. */
  lift(sq: number): number {
    const code = this.board[sq]!;
    this.board[sq] = 0;
    const color = code > 0 ? WHITE : BLACK;
    const t = Math.abs(code) - 1;
    this.men[color]!--;
    this.typeCount[color * this.variant.nTypes + t]!--;
    this.toggle(code, sq);
    return code;
  }

  /**
   * Removes the man on `sq` as part of the move being made (a capture, an explosion): unmake puts him back
   * with his memory.
   */
  remove(sq: number): void {
    const v = this.variant;
    if (this.removedTop * 3 === this.removed.length) {
      const grown = new Int32Array(this.removed.length * 2);
      grown.set(this.removed);
      this.removed = grown;
    }
    const r = this.removedTop++ * 3;
    const code = this.lift(sq);
    this.removed[r] = sq;
    this.removed[r + 1] = code;
    this.removed[r + 2] = this.mem[sq]!;
    this.mem[sq] = 0;
    const t = Math.abs(code) - 1;
    if (v.royalType[t]) {
      const color = code > 0 ? WHITE : BLACK;
      if (this.royal[color] === sq) this.royal[color] = -1;
    }
  }

  /**
   * The men removed by the move being made since the removal count was `top` (undo[o + UNDO_LANDED]: an
   * explosion's), as (square, code, memory) triples, until unmake puts them back.
   */
  removedSince(top: number): Int32Array {
    return this.removed.subarray(top * 3, this.removedTop * 3);
  }

  /**
   * Puts back the men removed since the removal count was `top`, last first; a man a rule put in the
   * place of one removed (a flipped disc) goes first.
   */
  private restoreRemoved(top: number): void {
    while (this.removedTop > top) {
      const r = --this.removedTop * 3;
      const sq = this.removed[r]!;
      if (this.board[sq] !== 0) this.lift(sq);
      this.put(this.removed[r + 1]!, sq);
      this.mem[sq] = this.removed[r + 2]!;
    }
  }

  /** Repetition key: board hash plus side, rights, en passant and, where rules use it, man memory. */
  key(): string {
    let memHash = 0;
    if (this.variant.leaveMemory !== null || this.variant.hasOnceMoves || this.variant.hasDrops) {
      for (let sq = 0; sq < this.mem.length; sq++) {
        const m = this.mem[sq]! & ~MEM_MOVED;
        if (m !== 0 && this.board[sq] !== 0) memHash = (Math.imul(memHash ^ m, 0x9e3779b1) + sq) | 0;
      }
    }
    const hand = this.variant.hasDrops || this.variant.spec.hand ? `.${this.hand.join(',')}` : '';
    let state = '';
    for (const slot of this.variant.stateKeyed) state += `.${this.state[slot]}`;
    return `${this.hashLo}.${this.hashHi}.${this.turn}.${this.rights}.${this.epTarget}.${memHash}${hand}${state}`;
  }

  private grow(): void {
    const m = new Float64Array(this.uMove.length * 2);
    m.set(this.uMove);
    this.uMove = m;
    const u = new Int32Array(this.uInt.length * 2);
    u.set(this.uInt);
    this.uInt = u;
    const st = new Int32Array(this.uState.length * 2);
    st.set(this.uState);
    this.uState = st;
  }

  make(move: Move): void {
    const v = this.variant;
    if (this.depth === this.uMove.length) this.grow();
    const d = this.depth++;
    const u = this.uInt;
    const o = d * UNDO;
    const from = moveFrom(move);
    const to = moveTo(move);
    const kind = moveKind(move);
    const us = this.turn;
    this.uMove[d] = move;
    const st = this.state;
    const n = st.length;
    if (n > 0) {
      // A few slots: copied by hand, as TypedArray.set costs more than the copy.
      for (let i = 0; i < n; i++) this.uState[d * n + i] = st[i]!;
      const before = v.beforeMoves;
      for (let i = 0; i < before.length; i++) before[i]!.run(this, move, before[i]!.at);
    }
    u[o] = this.rights;
    u[o + 1] = this.epTarget;
    u[o + 2] = this.epVictim;
    u[o + 3] = this.halfmove;
    u[o + 4] = this.mem[from]!;
    // White's square in the low 16 bits (masked: -1, no royal, must not spill into Black's), Black's above.
    u[o + 5] = (this.royal[0]! & 0xffff) | (this.royal[1]! << 16);
    u[o + 6] = this.removedTop; // the men this move removes from here on
    this.epTarget = -1;
    this.epVictim = -1;
    // A drop or a pass moves no man off a right's square: FSF keeps the rights.
    if (!movesNoMan(move)) this.rights &= ~(v.rightsTouched[from]! | v.rightsTouched[to]!);
    const maker = v.moveMakers[kind]!;
    if (maker !== null) {
      // A rule module's move in place of the ordinary one (castling, a drop).
      this.halfmove = maker.makeMove(this, move, u, o) ? 0 : this.halfmove + 1;
      this.endMake(us);
      return;
    }
    const code = this.board[from]!;
    u[o + UNDO_MOVER] = code;
    const type = Math.abs(code) - 1;
    let newMem = movedMemory(v, this.mem[from]!, from);
    let resetClock = v.spec.pieces[type]!.resetsClock;

    let capSq = to;
    if (kind === MoveKind.EnPassantCapture) capSq = u[o + 2]!;
    const captured = this.board[capSq]!;
    let capturedMem = 0;
    if (captured !== 0) {
      capturedMem = this.mem[capSq]!;
      this.remove(capSq);
      resetClock = true;
    }
    // Men removed after this mark are removed once the move has landed (an explosion); unmake puts them back first.
    u[o + UNDO_LANDED] = this.removedTop;
    this.lift(from);
    this.mem[from] = 0;
    const promo = movePromo(move);
    // A promotion cannot be undone, as a pawn move cannot: it resets the move rule's clock (Fairy-Stockfish
    // counts a Shogi Rook's promotion so).
    if (promo >= 0) resetClock = true;
    const placed = promo >= 0 ? (code > 0 ? promo + 1 : -(promo + 1)) : code;
    const landing = v.destination[kind]!;
    const dest = landing === null ? to : landing(move);
    if (dest >= 0) {
      this.put(placed, dest);
      // A promoted man is a new piece, with its own once-per-game moves unused.
      if (promo >= 0) newMem &= ~MEM_ONCE_USED;
      else if (kind === MoveKind.Once) newMem |= MEM_ONCE_USED;
      // Where the promoted type is not its own (a Crazyhouse queen), the man remembers what it was.
      // Only where that decides what a capture puts in hand (not Loop chess's, nor Pocket Knight's), and on two boards.
      const d = v.spec.drops;
      if (
        promo >= 0 &&
        d &&
        v.demoteType[promo] === promo &&
        // A promoted form turned back (demoted, Kyoto shogi) is what it now is.
        v.demoteType[type] === type &&
        (d.twoBoards || (!d.keepPromoted && d.capturesToHand !== false))
      )
        newMem = withPromotedFrom(newMem, type);
      this.mem[dest] = newMem;
    } else if (v.royalType[type]) {
      this.royal[us] = -1;
    }
    if (kind === MoveKind.EnPassantTarget) {
      const passed = (from + to) >> 1;
      if (this.enPassantCapturable(passed, us === WHITE ? BLACK : WHITE)) {
        this.epTarget = passed;
        this.epVictim = to;
      }
    } else if (kind > MoveKind.Castle) {
      // A rule module's move that spends its once-per-game right (Nexial castling, the Guard's call).
      this.rights &= ~v.rightsSpent[kind * 2 + us]!;
    }
    if (captured !== 0) {
      const hooks = v.captureHooks;
      for (let i = 0; i < hooks.length; i++) hooks[i]!.afterCapture(this, move, dest, captured, capturedMem, u, o);
    }
    this.halfmove = resetClock ? 0 : this.halfmove + 1;
    this.endMake(us);
  }

  private endMake(us: Color): void {
    const v = this.variant;
    if (us === BLACK) this.fullmove++;
    this.turn = us === WHITE ? BLACK : WHITE;
    this.hashLo ^= v.zobristSide[0];
    this.hashHi ^= v.zobristSide[1];
    const after = v.afterMoves;
    for (let i = 0; i < after.length; i++) after[i]!.run(this, this.uMove[this.depth - 1]!, us, after[i]!.at);
  }

  unmake(): void {
    const v = this.variant;
    const d = --this.depth;
    const move = this.uMove[d]!;
    const u = this.uInt;
    const o = d * UNDO;
    const from = moveFrom(move);
    const to = moveTo(move);
    const kind = moveKind(move);
    this.turn = this.turn === WHITE ? BLACK : WHITE;
    const us = this.turn;
    if (us === BLACK) this.fullmove--;
    this.hashLo ^= v.zobristSide[0];
    this.hashHi ^= v.zobristSide[1];
    const undos = v.undoMoves;
    for (let i = 0; i < undos.length; i++) undos[i]!.run(this, move, us, undos[i]!.at);
    const st = this.state;
    const n = st.length;
    for (let i = 0; i < n; i++) st[i] = this.uState[d * n + i]!;

    const maker = v.moveMakers[kind]!;
    if (maker !== null) {
      maker.unmakeMove(this, move, u, o);
      // Men a rule removed or turned after the move (flipped discs) come back.
      if (this.removedTop > u[o + 6]!) this.restoreRemoved(u[o + 6]!);
    } else {
      const captured = u[o + 6]!;
      const landed = u[o + 7]!;
      if (landed > captured) {
        const hooks = v.captureHooks;
        for (let i = hooks.length - 1; i >= 0; i--) hooks[i]!.undoCapture?.(this, move, u, o);
      }
      // What was removed after the move landed (an explosion, the mover too) comes back first.
      if (this.removedTop > landed) this.restoreRemoved(landed);
      const landing = v.destination[kind]!;
      const dest = landing === null ? to : landing(move);
      if (dest >= 0) {
        this.lift(dest);
        this.mem[dest] = 0;
      }
      // The moved piece as it was before the move (before promotion, or before it left the board).
      this.put(u[o + 8]!, from);
      if (landed > captured) this.restoreRemoved(captured);
    }
    this.mem[from] = u[o + 4]!;
    const royals = u[o + 5]!;
    this.royal[0] = (royals << 16) >> 16;
    this.royal[1] = royals >> 16;
    this.rights = u[o]!;
    this.epTarget = u[o + 1]!;
    this.epVictim = u[o + 2]!;
    this.halfmove = u[o + 3]!;
  }

  /** Whether a piece of `by` could capture onto `square` en passant (so the square is recorded). */
  private enPassantCapturable(square: number, by: Color): boolean {
    const probes = this.variant.epProbes[by * this.variant.size + square]!;
    for (let i = 0; i < probes.from.length; i++) {
      if (this.board[probes.from[i]!] === probes.code[i]) return true;
    }
    return false;
  }

  /** The last move made on this object and not unmade, or null. */
  lastMove(): Move | null {
    return this.depth > 0 ? this.uMove[this.depth - 1]! : null;
  }

  /** Plies made on this object and not yet unmade. */
  get undoDepth(): number {
    return this.depth;
  }
};

export { mirrorSquare } from './geometry.js';
