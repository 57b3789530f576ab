/**
 * The rule modules: rules a definition switches on that plain move data cannot say. Each lives in one
 * file of this folder: its move generation, its conditions, its part of make/unmake and of the attack
 * test, and what the other layers need of it (move text, why a move is illegal, diagram examples,
 * summary wording), all as plain functions of engine data: no I/O, nothing from notation or render.
 * The engine takes each variant's generators from here when it compiles the variant, so the move
 * generator loops over the few a variant uses and nothing else. Adding a rule:
 * docs/architecture.md, "Adding a rule module".
 */
import type { Move, MoveKind } from '../move.js';
import type { MoveList } from '../movegen.js';
import type { Position } from '../position.js';
import type { VariantSpec } from '../spec.js';
import {
  type Color,
  compileTables,
  type PartChecks,
  type PartMoves,
  type Special,
  type Variant,
  type Victory,
} from '../variant.js';
import { atomic } from './atomic.js';
import { castling } from './castling.js';
import { checkCount } from './check-count.js';
import { collision } from './collision.js';
import { counting } from './counting.js';
import { drops } from './drops.js';
import type { BoardExample } from './examples.js';
import { flyingGeneral } from './flying-general.js';
import { guardCall } from './guard-call.js';
import { mustCapture } from './must-capture.js';
import { nexialCastling } from './nexial-castling.js';
import { noChecks } from './no-checks.js';
import { perpetualChase } from './perpetual-chase.js';
import { perpetualCheck } from './perpetual-check.js';
import { reversal } from './reversal.js';
import { victories } from './victories.js';
import { volley } from './volley.js';
import { wrap } from './wrap.js';

/**
 * What a move text says, as far as the rules' own parts go (O-O, O:j1-k2, c5@e2, c9-c10/a1, c1-c3-c5):
 * the notation layer fills it with the rule modules' text form hooks, then matches it against the legal
 * moves; a rule's explanations read it when it matches none.
 */
export interface RuleAttempt {
  from: number;
  to: number;
  /** Castling: the long side was named (O-O-O). */
  long: boolean;
  /** Castling: the king's landing square named (O-O>h1), else -1. */
  castleTo: number;
  /** Where a wrapping man reappears as written (-1: removed), or null when not written. */
  wrap: number | null;
  /** Every landing square of a chain of leaps, when more than one is written. */
  path: number[] | null;
  /** The piece types the text names (a drop's P@e4), or null. */
  pieces: number[] | null;
}

/**
 * The words a move text is made of, as the notation layer reads them: a rule's text form hooks own
 * their grammar (O-O, c5@e2, /a1) and ask these for what a square name or a piece letter means.
 */
export interface TextWords {
  /** The square a name means, or the message saying the board has none of that name. */
  square(name: string): number | string;
  /** The piece types a letter group names, or the message listing the pieces there are. */
  pieces(token: string): number[] | string;
  /** The type a man written without a letter is (the pawn), or -1 when the variant has none. */
  pawn(): number;
}

/** The notation a move is written in: long coordinates (e2-e4) or SAN (e4). */
export type TextStyle = 'coordinate' | 'san';

/** A piece of a diagram example, in window coordinates (y = 0 nearest White). */
export interface ExamplePiece {
  x: number;
  y: number;
  type: number;
  white: boolean;
}

/** An example position showing part of a piece's move; the engine then marks where the subject goes. */
export interface ExampleArrangement {
  width: number;
  height: number;
  subject: ExamplePiece;
  others: ExamplePiece[];
  caption: string;
}

/** A card of its own for a rule (a Shogi Pawn's drops): a title, its words and a real position showing it. */
export interface RuleCard {
  title: string;
  /** Paragraphs, separated by newlines. */
  text: string;
  example: BoardExample;
}

/**
 * What a rule says of an attempted move: the reason it breaks the rule, or the move itself when the rule
 * allows it and only the legality filter (the own king left attacked) can stop it, with the rule's own
 * words for that condition; and the squares of the mover's men the attempt concerns.
 */
export type RuleVerdict = { reason: string; pieces: number[] } | { move: Move; pieces: number[]; condition?: string };

export interface RuleModule {
  id: string;
  /** Whether the variant uses the rule. */
  uses(spec: VariantSpec): boolean;
  /** The move kinds its moves have (if it makes moves of its own). */
  kinds?: readonly MoveKind[];
  /** Its moves spend a once-per-game right (cards and diagrams mark them as once per game). */
  spendsRight?: boolean;
  /** The letter of that right in position texts (White's; Black's is its lower case), when the rule keeps one of its own. */
  right?(spec: VariantSpec): string | undefined;
  /** The move part kind it implements in the move tables (collide, hopchain). */
  part?: Special['kind'];
  /** What that part does: only capture (collision) or only move (volley); a definition's part gets this mode. */
  partMode?: 'move' | 'capture';

  /** Adds the moves of its own for the side to move. */
  generate?(pos: Position, list: MoveList): void;
  /** Narrows the side to move's legal moves, all of them at once (compulsory captures). */
  restrict?(pos: Position, list: MoveList): void;
  /** Why `restrict` takes away a move that is otherwise legal, or null when it does not. */
  explainRestriction?(pos: Position, m: Move): string | null;
  /** Adds moves allowed only while the side to move is in check. */
  generateInCheck?(pos: Position, list: MoveList): void;

  // Text form: how its moves are written and read. The notation layer asks these hooks and names no rule.
  /**
   * Reads a move written in the rule's own form (O-O, O:j1-k2, c5@e2, N@f3), in either notation: what
   * it says, a message when it has the form but names what the board lacks, or null when it is not in
   * the form. Its moves are then the legal moves `isWritten` accepts.
   */
  readMove?(text: string, words: TextWords): Partial<RuleAttempt> | string | null;
  /** Whether the legal move `m`, one of its kinds, is the one an attempt read by `readMove` (or with its `readMark`) describes. */
  isWritten?(pos: Position, m: Move, attempt: RuleAttempt): boolean;
  /** A move of its kinds in its own form, in the style asked for (the same in both unless the rule says otherwise). */
  writeMove?(pos: Position, m: Move, style: TextStyle): string;
  /**
   * When a move of its kinds may also be written as a man's move (from, to, promotion): in long
   * coordinates only (a king's castling as e1-g1, as engines write it), or in any style (a wrap,
   * then followed by its mark). Absent: only in its own form (`readMove`).
   */
  writtenAsMove?: 'coordinate' | 'any';
  /**
   * Reads the mark it writes after a man's move (c9-c10/a1: where a wrapping man reappears) at the end
   * of `text`: the text before it and what it says, a message when it names what the board lacks, or
   * null when the text does not end in it. A move then matches only if `isWritten` accepts it.
   */
  readMark?(text: string, words: TextWords): { before: string; attempt: Partial<RuleAttempt> } | string | null;
  /** The mark written after a move of its kinds written as a man's move, in both styles. */
  writeMark?(pos: Position, m: Move): string;
  /**
   * The squares a man's move written in long coordinates names between `from` and `to` (a volley's
   * landings: c1-c3-c5), or null when its text names none; a text naming them matches only so.
   */
  writtenLegs?(pos: Position, from: number, to: number): number[] | null;

  /** Why a move written in its text form is not legal (see RuleVerdict). */
  explain?(pos: Position, attempt: RuleAttempt): RuleVerdict;
  /** Why the man on `from` cannot move to `to` because of this rule, or null when the rule does not stop it. */
  explainMove?(pos: Position, from: number, to: number): string | null;
  /**
   * Why the man on `from`, whose `moves` do reach the attempt's target, cannot make it the way it is
   * written (the wrap square, the volley's landings), or null when the rule has nothing to say.
   */
  explainMismatch?(pos: Position, from: number, moves: readonly Move[], attempt: RuleAttempt): string | null;
  /** Why the move part `s` of the man on `from` does not reach `to`, or null when `to` is not in its line. */
  explainPart?(pos: Position, from: number, to: number, s: Special, name: string): string | null;
  /**
   * After a move has been made (the mover is no longer to move), why the rule leaves the mover's royal
   * exposed though no enemy man checks it (the flying general), or null.
   */
  exposure?(pos: Position): string | null;
  /** Where a move of several legs lands or turns before `to`, or null when it is not such a move of this rule. */
  legs?(pos: Position, from: number, to: number): number[] | null;
  /** Example arrangements for the card of piece `type` (`other`: the cheapest other piece, for screens and victims). */
  examples?(spec: VariantSpec, type: number, other: number): ExampleArrangement[];
  /** Examples on the variant's own board for the card of piece `type`: real positions (see examples.ts). */
  boardExamples?(v: Variant, type: number): BoardExample[];
  /** Where the man making a move of its kinds ends up when not on the move's target (a wrap; -1: removed). */
  destination?(m: Move): number;
  /** Cards of its own, after the pieces' cards. */
  cards?(v: Variant): RuleCard[];
  /** Sentences for the rules summary: special rules, and how the game ends; each true for both sides. */
  summary?(v: Variant): { special?: string[]; end?: string[] };

  // Engine hooks: the move generator, make/unmake, the legality filter and the setup check ask the modules
  // a variant uses through these (bound into the Variant when it is compiled) and name none of them.
  /** The square a man with memory `mem` may not move to now, -1 for none (the reversal rule). */
  forbiddenTarget?(mem: number): number;
  /** The memory bits a man leaving `from` records (the reversal rule). */
  leaveMemory?(from: number): number;
  /** The moves of its move part (`part`), for each such part in the move tables. */
  generatePart?: PartMoves;
  /** Whether its move part reaches a square (gives check there). */
  partChecks?: PartChecks;
  /** The piece types whose landings `emitLanding` turns into moves of its kind (wrapping men). */
  landingPieces?(spec: VariantSpec): readonly number[];
  /** Adds the moves a landing of such a man on `to` becomes and says so, or false for an ordinary move. */
  emitLanding?(pos: Position, list: MoveList, from: number, to: number): boolean;
  /** Make of a move of its kinds in place of the ordinary move (undo[o + UNDO_RULE] and the next slot are its own); says whether the move clock restarts. */
  makeMove?(pos: Position, m: Move, undo: Int32Array, o: number): boolean;
  /** Unmake of such a move. */
  unmakeMove?(pos: Position, m: Move, undo: Int32Array, o: number): void;
  /** Its part of make after every capture (its removals of men with `Position.remove`, which unmake restores). */
  afterCapture?(
    pos: Position,
    m: Move,
    dest: number,
    captured: number,
    capturedMem: number,
    undo: Int32Array,
    o: number,
  ): void;
  /** Undoes the rest of what afterCapture did (the hand). */
  undoCapture?(pos: Position, m: Move, undo: Int32Array, o: number): void;
  /** Its part of make after every move, for state of its own (checks given): undo[o + UNDO_STATE] is its own. */
  afterMove?(pos: Position, us: Color, undo: Int32Array, o: number): void;
  /** Undoes what afterMove did. */
  undoMove?(pos: Position, us: Color, undo: Int32Array, o: number): void;
  /** Its moves are tested for legality by making them, even where pins and king targets decide others'. */
  testedByMaking?: boolean;
  /** Legality needs every move made and tested: the pins-and-targets fast path does not know this rule. */
  slowLegality?: boolean;
  /**
   * Its captures change squares besides the move's own (an explosion): whether the capture `m` (a plain
   * move onto a man, or an en-passant capture) of `us` leaves his royal exposed or forbidden, decided on
   * the board alone with the men it removes lifted, in place of make and unmake. Its other moves change
   * only their own squares, so the legality filter tests them on the board as it tests any others.
   */
  captureExposes?(pos: Position, m: Move, us: Color): boolean;
  /** Whether the royal man on `sq` is in check from `by` under this rule, in place of a plain attack test. */
  checkTest?(pos: Position, sq: number, by: Color): boolean;
  /** After a move (the mover `us` no longer to move): whether the rule forbids the position it leaves. */
  forbiddenAfter?(pos: Position, us: Color): boolean;
  /** A win the position after a move decides under this rule, or null. */
  gameEnd?(pos: Position): Victory | null;
  /**
   * Setup check: the squares a man of type `t` of colour `c` on `from` can reach in one move by this rule
   * (its move part, or moves of its own), whatever stands between; over-approximated, each to `arrive`.
   */
  reach?(v: Variant, c: Color, t: number, from: number, arrive: (to: number) => void): void;
  /** Setup check: where a man of type `t` of colour `c` whose move ends on `to` is put instead (a wrap), or null. */
  relocate?(v: Variant, c: Color, t: number, to: number): readonly number[] | null;
  /** Setup check: why the rule never lets such a man stand on `sq`, or null. */
  neverOn?(v: Variant, c: Color, t: number, sq: number): string | null;
  /** Setup check: whether a side's own move can remove its own men of type `t` (a wrap with no room, ECROS castling). */
  removesOwn?(spec: VariantSpec, t: number): boolean;
  /** Setup check: whether side `c` may have lost its royal man, the game then over (a king exploded by the last move). */
  royalLost?(pos: Position, c: Color): boolean;
  /** Setup check: why the side not to move stands as no move may leave it (facing generals), or null. */
  standingProblem?(pos: Position, name: (sq: number) => string): string | null;
}

/** Every rule module, in the order the summary lists them: one line per module. */
const registry: readonly RuleModule[] = [
  castling,
  reversal,
  nexialCastling,
  guardCall,
  wrap,
  collision,
  volley,
  drops,
  flyingGeneral,
  // Restrictions narrow the legal moves in this order: a capture that gives check is no move, so it
  // cannot make capturing compulsory (Fairy-Stockfish's has_capture counts legal captures only).
  noChecks,
  mustCapture,
  atomic,
  victories,
  checkCount,
  perpetualCheck,
  perpetualChase,
  counting,
];

export const allRules = (): readonly RuleModule[] => registry;

/** Compiles a variant with the rule modules it uses bound in (the engine asks them through its hooks). */
export const compileVariant = (spec: VariantSpec): Variant => compileTables(spec, rulesOf(spec));

/** The mode of a move part a rule module implements: whether it moves, captures or both, said by its module. */
export function partMode(kind: 'collide' | 'hopchain'): 'move' | 'capture' {
  return registry.find((r) => r.part === kind)!.partMode!;
}

/** The modules a variant uses. */
export const rulesOf = (spec: VariantSpec): RuleModule[] => allRules().filter((r) => r.uses(spec));

/** The module whose moves have this kind, if any. */
export const ruleOfKind = (kind: MoveKind): RuleModule | undefined => allRules().find((r) => r.kinds?.includes(kind));
