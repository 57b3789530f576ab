/**
 * Positions as values and moves as objects: every function takes a position and leaves it as it was;
 * `play` returns a new one. The engine's position (mutable, made and unmade in place for speed) stays
 * behind each value and is copied, never shared, when a move is played.
 */

import { chosenSetup, setupNumber } from '../engine/chess960.js';
import { type Move as EngineMove, MoveKind, moveFrom, moveKind, movePromo, moveTo } from '../engine/move.js';
import { generateLegal, generateLegalFrom, inCheck, MoveList } from '../engine/movegen.js';
import { type Outcome as EngineOutcome, forcedOutcome, resultText, type Termination } from '../engine/outcome.js';
import { perft as enginePerft } from '../engine/perft.js';
import { Position as EnginePosition } from '../engine/position.js';
import { ruleOfKind } from '../engine/rules/index.js';
import { squareName } from '../engine/squares.js';
import { startPosition as engineStart, positionFromSetup } from '../engine/start.js';
import { BLACK, type Color, WHITE } from '../engine/variant.js';
import { InputError } from '../errors.js';
import { moveText } from '../notation/coordinate.js';
import { parseFen as engineParseFen, toFen as engineToFen, placementText } from '../notation/fen.js';
import { isCapture, matchingMoves, parseMoveText } from '../notation/move-text.js';
import { sanText } from '../notation/san.js';
import { quote } from '../printable.js';
import { knownOptions } from './options.js';
import { attempt, err, ok, type Result } from './result.js';
import { compiledVariant, type Variant } from './variant.js';

export { FenError, fenRefusal } from '../notation/fen.js';

export type Side = 'white' | 'black';

export interface Position {
  readonly variant: Variant;
  /** The side to move. */
  readonly turn: Side;
  /** The number of the move to be made, counted from 1 as FEN counts it (it grows after Black's move). */
  readonly fullmove: number;
}

export interface Move {
  /** The square the man leaves; absent for a drop. */
  readonly from?: string;
  /** The square the move is written to (the king's square for castling). */
  readonly to: string;
  /** The name of the man moving (or dropped). */
  readonly piece: string;
  /** The name of the piece he becomes, for a promotion. */
  readonly promotion?: string;
  /** A man put on the board from the hand. */
  readonly drop?: true;
  readonly capture: boolean;
  /** Where the man ends up when elsewhere than `to` (a wrap takes him round the board), null when he leaves it. */
  readonly landing?: string | null;
  /** Standard algebraic notation, with + or # for check and mate (e4, Nxf7+, O-O, N@f3). */
  readonly san: string;
  /** Long coordinate notation (e2-e4, e7-e8=Q, c1-c3-c5), valid in every variant. */
  readonly coordinate: string;
}

/** A man on the board. */
export interface Placed {
  readonly square: string;
  readonly piece: string;
  readonly side: Side;
}

/** Men in a hand (variants with drops). */
export interface InHand {
  readonly side: Side;
  readonly piece: string;
  readonly count: number;
}

export interface Outcome {
  /** null for a draw. */
  winner: Side | null;
  termination: Termination;
  /** In words: "checkmate", "occupation of the four corners". */
  reason: string;
  /** As PGN writes it. */
  result: '1-0' | '0-1' | '1/2-1/2';
}

export interface FenOptions {
  /** Accept composed positions no game reaches (the command line's --any-position). */
  anyPosition?: boolean;
}

const engineOf = new WeakMap<Position, EnginePosition>();
/** Each move object's engine move and the engine position it was generated in. */
const moveOf = new WeakMap<Move, { at: EnginePosition; move: EngineMove }>();

const side = (c: Color): Side => (c === WHITE ? 'white' : 'black');

/** A position value owning `pos`: nobody else may hold the engine position given here. */
export function positionValue(pos: EnginePosition, variant: Variant): Position {
  const value = Object.freeze({ variant, turn: side(pos.turn), fullmove: pos.fullmove });
  engineOf.set(value, pos);
  return value;
}

/** The engine position behind a value; the caller must leave it as it found it. */
export function enginePosition(pos: Position): EnginePosition {
  const engine = engineOf.get(pos);
  if (!engine) throw new TypeError('not a position of this library: make one with startPosition, parseFen or play');
  return engine;
}

/** The variant's start position (a free setup's standard arrangement). */
export function startPosition(variant: Variant): Position {
  return positionValue(engineStart(compiledVariant(variant)), variant);
}

/**
 * A Chess960 variant's start position by its number, "0" to "959" ("518": RNBQKBNR), or "random" (drawn
 * with `random`, default Math.random); refused, as a result, for a variant with one start position.
 */
export function numberedStartPosition(variant: Variant, which: string, random?: () => number): Result<Position> {
  return attempt(() => {
    const v = compiledVariant(variant);
    return positionValue(positionFromSetup(v, chosenSetup(v, which, random)), variant);
  });
}

/** The number of the position's back-rank arrangement among Chess960's 960, or null (not a Chess960 variant, or none of them). */
export function startPositionNumber(pos: Position): number | null {
  const engine = enginePosition(pos);
  return setupNumber(engine.variant, engine.board);
}

/** A position from FEN (the dialect of docs/positions.md); refused, as a result, when no game of the variant reaches it. */
export function parseFen(variant: Variant, fen: string, options?: FenOptions): Result<Position> {
  const { anyPosition } = knownOptions('parseFen', options, ['anyPosition']);
  return attempt(() =>
    positionValue(engineParseFen(compiledVariant(variant), fen, { anyPosition: anyPosition ?? false }), variant),
  );
}

export function toFen(pos: Position): string {
  return engineToFen(enginePosition(pos));
}

/** The men on the board, rank by rank from White's first rank, each rank from its first file. */
export function pieces(pos: Position): Placed[] {
  const at = enginePosition(pos);
  const v = at.variant;
  const out: Placed[] = [];
  for (let sq = 0; sq < v.size; sq++) {
    const code = at.board[sq]!;
    if (code !== 0 && v.exists[sq])
      out.push({
        square: squareName(v, sq),
        piece: v.spec.pieces[Math.abs(code) - 1]!.name,
        side: code > 0 ? 'white' : 'black',
      });
  }
  return out;
}

/** The men in hand, White's first; empty in variants without drops. */
export function hand(pos: Position): InHand[] {
  const at = enginePosition(pos);
  const { spec, nTypes } = at.variant;
  const out: InHand[] = [];
  for (const color of [WHITE, BLACK] as const) {
    for (let type = 0; type < nTypes; type++) {
      const count = at.hand[color * nTypes + type]!;
      if (count > 0) out.push({ side: side(color), piece: spec.pieces[type]!.name, count });
    }
  }
  return out;
}

/** Whether the side to move stands in check. */
export function isCheck(pos: Position): boolean {
  return inCheck(enginePosition(pos));
}

/** The squares of the side to move's royal men when it stands in check (none otherwise): where a board marks check. */
export function checkedRoyals(pos: Position): string[] {
  const at = enginePosition(pos);
  if (!inCheck(at)) return [];
  const v = at.variant;
  const own = at.turn === WHITE ? 1 : -1;
  const out: string[] = [];
  for (let sq = 0; sq < v.size; sq++) {
    const code = at.board[sq]! * own;
    if (code > 0 && v.spec.pieces[code - 1]!.royal) out.push(squareName(v, sq));
  }
  return out;
}

/** Every legal move, in the engine's order. */
export function legalMoves(pos: Position): Move[] {
  const at = enginePosition(pos);
  const list = new MoveList();
  generateLegal(at, list);
  const legal = list.toArray();
  return legal.map((m) => moveValue(at, m, legal));
}

/** The legal moves of the man on `square` (none for an empty or unknown square), in the engine's order. */
export function legalMovesFrom(pos: Position, square: string): Move[] {
  const at = enginePosition(pos);
  const sq = squareIndex(at.variant, square);
  if (sq < 0 || at.board[sq] === 0) return [];
  const list = new MoveList();
  generateLegal(at, list);
  const legal = list.toArray();
  generateLegalFrom(at, [sq], list);
  return list
    .toArray()
    .filter((m) => moveKind(m) !== MoveKind.Drop)
    .map((m) => moveValue(at, m, legal));
}

/** The index of a square by name, -1 for a name the board lacks. */
export function squareIndex(v: EnginePosition['variant'], name: string): number {
  for (let sq = 0; sq < v.size; sq++) if (v.exists[sq] && squareName(v, sq) === name) return sq;
  return -1;
}

/**
 * A position text of men set up by hand: no castling right, no en passant, move 1. It is read by
 * parseFen as any other, so one a game cannot reach is refused there with the reason.
 */
export function placementFen(variant: Variant, men: readonly Placed[], turn: Side): string {
  const pos = setupPosition(variant, men);
  return `${placementText(pos.variant, pos.board)} ${turn === 'white' ? 'w' : 'b'} - - 0 1`;
}

/** An engine position of only these men (unchecked); a TypeError for a man or square the variant lacks. */
export function setupPosition(variant: Variant, men: readonly Placed[]): EnginePosition {
  const v = compiledVariant(variant);
  const pos = new EnginePosition(v);
  for (const man of men) {
    const sq = squareIndex(v, man.square);
    const type = v.spec.pieces.findIndex((p) => p.name === man.piece);
    if (sq < 0 || type < 0) throw new TypeError(`no ${man.piece} on ${man.square} in ${variant.name}`);
    pos.board[sq] = (type + 1) * (man.side === 'white' ? 1 : -1);
  }
  return pos;
}

export function moveValue(at: EnginePosition, m: EngineMove, legal: readonly EngineMove[]): Move {
  const v = at.variant;
  const drop = moveKind(m) === MoveKind.Drop;
  // A drop's promotion field holds the type dropped.
  const type = drop ? movePromo(m) : Math.abs(at.board[moveFrom(m)]!) - 1;
  const promo = drop ? -1 : movePromo(m);
  const lands = ruleOfKind(moveKind(m))?.destination?.(m);
  const move: Move = Object.freeze({
    ...(drop ? {} : { from: squareName(v, moveFrom(m)) }),
    to: squareName(v, moveTo(m)),
    piece: v.spec.pieces[type]!.name,
    ...(promo >= 0 ? { promotion: v.spec.pieces[promo]!.name } : {}),
    ...(drop ? { drop: true as const } : {}),
    capture: isCapture(at, m),
    ...(lands === undefined || lands === moveTo(m) ? {} : { landing: lands < 0 ? null : squareName(v, lands) }),
    san: sanText(at, m, legal, true),
    coordinate: moveText(at, m),
  });
  moveOf.set(move, { at, move: m });
  return move;
}

/** The legal move a text means, in SAN or coordinates as records write them (Nf3, g1-f3, g1f3, O-O). */
export function parseMove(pos: Position, text: string): Result<Move> {
  const at = enginePosition(pos);
  const readings = parseMoveText(at.variant, text);
  if (typeof readings === 'string') return err(new InputError(readings));
  const list = new MoveList();
  generateLegal(at, list);
  const legal = list.toArray();
  const found = matchingMoves(at, legal, readings);
  if (found.length === 1) return ok(moveValue(at, found[0]!, legal));
  const options = found.map((m) => moveText(at, m)).join(', ');
  return err(
    new InputError(
      found.length === 0
        ? `${quote(text)} is not a legal move in ${engineToFen(at)}`
        : `${quote(text)} is ambiguous here: ${options}`,
    ),
  );
}

/**
 * The position after a legal move of `pos` (from legalMoves or parseMove); `pos` is unchanged. A move
 * that is not legal there is a bug of the caller's, a TypeError: read move texts with parseMove.
 */
export function play(pos: Position, move: Move): Position {
  const at = enginePosition(pos);
  const next = at.clone();
  next.make(engineMove(at, move));
  return positionValue(next, pos.variant);
}

/** The engine move a move object stands for in `at`; a TypeError when it is not legal there. */
export function engineMove(at: EnginePosition, move: Move): EngineMove {
  const known = moveOf.get(move);
  let m = known?.at === at ? known.move : undefined;
  if (m === undefined) {
    // A move object of another position (or rebuilt from JSON) is found by its coordinate text.
    const list = new MoveList();
    generateLegal(at, list);
    m = list.toArray().find((c) => moveText(at, c) === move.coordinate);
  }
  if (m === undefined) throw new TypeError(`${String(move.coordinate)} is not a legal move in ${engineToFen(at)}`);
  return m;
}

/** How the position ends the game (checkmate, stalemate, a variant's victory, a dead position), or null while it goes on. */
export function outcome(pos: Position): Outcome | null {
  return outcomeValue(forcedOutcome(enginePosition(pos)));
}

export function outcomeValue(o: EngineOutcome | null): Outcome | null {
  return (
    o && {
      winner: o.winner === null ? null : side(o.winner),
      termination: o.termination,
      reason: o.reason,
      result: resultText(o) as Outcome['result'],
    }
  );
}

/** The number of move sequences of `depth` plies: the standard check of a move generator (docs/perft.md). */
export function perft(pos: Position, depth: number): number {
  if (!Number.isInteger(depth) || depth < 0)
    throw new RangeError(`perft depth must be a whole number from 0, not ${depth}`);
  return enginePerft(enginePosition(pos), depth);
}
