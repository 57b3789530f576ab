/**
 * The hooks of a rule module and the engine types they take: what the engine asks a rule module, and the
 * position and compiled variant it hands it. A leaf: it imports types of the two leaf modules only (moves,
 * specs), so rule modules import it, not the registry, and nothing in the engine imports a rule module
 * for a type. Adding a rule: docs/architecture.md, "Adding a rule module".
 */
import type { Move, MoveKind, MoveList } from '../move.js';
import type { VariantSpec } from '../spec.js';

/** A side: 0 White, 1 Black (WHITE and BLACK in variant.ts). */
export type Color = 0 | 1;

/**
 * A position as every part of the engine sees it (position.ts makes them): a flat typed-array board plus
 * the state the rules need. Declared here, beside the hooks that take it, so that no engine module and
 * no rule module imports another for a type.
 */
export interface Position {
  readonly variant: Variant;
  readonly board: Int16Array;
  readonly mem: Int32Array;
  turn: Color;
  rights: number;
  epTarget: number;
  epVictim: number;
  halfmove: number;
  fullmove: number;
  readonly royal: Int16Array;
  readonly men: Int16Array;
  /** [color * nTypes + type] */
  readonly typeCount: Int16Array;
  /** Men in hand, [color * nTypes + type] (variants with drops). */
  readonly hand: Int16Array;
  hashLo: number;
  hashHi: number;
  /** The rule modules' own state (checks left, a running count): each module's slots from its `stateAt`. */
  readonly state: Int32Array;
  clone(): Position;
  /** Recomputes everything derived from the board (counts, royal squares, hash). */
  refresh(): void;
  /** Places a man (rule modules' make/unmake use it beside make's own). */
  put(code: number, sq: number): void;
  /** Removes the man on `sq` and returns his code. */
  lift(sq: number): number;
  /** Removes the man on `sq` as part of the move being made (a capture, an explosion): unmake puts him back. */
  remove(sq: number): void;
  /** The men removed since the removal count `top` (undo[o + UNDO_LANDED]: an explosion's), as (square, code, memory) triples. */
  removedSince(top: number): Int32Array;
  /** Repetition key: board hash plus side, rights, en passant, man memory where rules use it, and rule state. */
  key(): string;
  make(move: Move): void;
  unmake(): void;
  /** The last move made on this object and not unmade, or null. */
  lastMove(): Move | null;
  /** Plies made on this object and not yet unmade. */
  readonly undoDepth: number;
}

export interface Ray {
  squares: Int16Array;
  flags: number;
  min: number;
  /** Largest number of steps (already cut to the ray's length). */
  max: number;
  /** 0 any, 1 odd, 2 even. */
  parity: number;
  /** 0 none, 1 odd, 2 even: steps at which pieces are passed over. */
  passOver: number;
}

/**
 * The moves of a move part a rule module implements (`part`: collision, volley) for the man of `type`
 * on `from`; `first` is where this man's moves begin in the list.
 */
export type PartMoves = (
  pos: Position,
  list: MoveList,
  from: number,
  s: Special,
  type: number,
  sign: number,
  forbid: number,
  first: number,
) => void;
/** Whether that part of the man on `from` reaches `target` (gives check there). */
export type PartChecks = (pos: Position, from: number, s: Special, target: number) => boolean;

/** A special atom instance at one square: its kind and the orientation it points to. */
export interface Special {
  kind: 'collide' | 'hopchain' | 'lame' | 'hop' | 'bent';
  dx: number;
  dy: number;
  flags: number;
  maxLegs: number;
  /** Hop: most squares beyond the screen (0: any). */
  range: number;
  /** Lame leap: its first step, one square orthogonally toward its longer side. Bent ride: the direction it slides in after its step. */
  bx: number;
  by: number;
  /** The generator of the rule module whose part this is, or null for the parts movegen knows (lame, hop). */
  moves: PartMoves | null;
  /** Its check test, or null (movegen's own, or a part that never checks). */
  checks: PartChecks | null;
  /** Lame leap: its target; bent ride: the square of its step; else -1. Lame leap: the squares on its way whose occupants block it (-1: off the board or a hole). */
  to: number;
  blocks: Int16Array;
  /** Hop: the men of this type (of either side) are neither its screen nor its prey (Janggi's cannon); else -1. */
  shuns: number;
  /** Hop: the squares from the man's square along (dx, dy) to the edge or a hole; bent ride: those of its slide; else empty. */
  line: Int16Array;
}

/** A side's win decided by the position after a move (a victory condition, an exploded king); null: drawn by it (a race both sides finish). */
export interface Victory {
  winner: Color | null;
  reason: string;
}

/**
 * What players at a table keep track of for a rule, where the board alone does not show it (the score
 * sheet's trackers draw any of these, with no layout of their own per rule):
 * - `count`: a number that runs from `from` to `to` (checks given, men left, a count of moves), one
 *   track of numbered boxes per side (`perSide`) or one for the game, with a marker to move along it;
 * - `once`: a once-per-game right, a box to tick when it is spent, per side, or per man of `pieces`
 *   (`perMan`: the men of those types in a side's setup, each his own right);
 * - `marker`: `count` tokens per side to lay on the board (a square a man may not go back to).
 */
export type Trackable =
  | { kind: 'count'; label: string; from: number; to: number; perSide: boolean; note?: string }
  | { kind: 'once'; label: string; perMan?: { pieces: readonly number[] }; note?: string }
  | { kind: 'marker'; label: string; count: number; note?: string };

/** Make and unmake of a move of a rule module's kind, done in place of the ordinary move (castling, drops). */
export interface MoveMaker {
  /** Makes the move after make's common part (undo record, en passant cleared); says whether it resets the move clock. */
  makeMove(pos: Position, m: number, undo: Int32Array, o: number): boolean;
  /** Takes it back before unmake's common part (the side to move is the mover again). */
  unmakeMove(pos: Position, m: number, undo: Int32Array, o: number): void;
}

/** A rule's part of make after a capture (the captured man and his memory, already removed), and of unmake. */
export interface CaptureHook {
  /** `dest` is where the capturing man stands now (-1: removed). */
  afterCapture(
    pos: Position,
    m: number,
    dest: number,
    captured: number,
    capturedMem: number,
    undo: Int32Array,
    o: number,
  ): void;
  /** Undoes what afterCapture did besides removing men (make's removals are undone by unmake itself). */
  undoCapture?(pos: Position, m: number, undo: Int32Array, o: number): void;
}

/**
 * A rule's state of its own in the position that every move may change (checks left, a running count),
 * in its slots of `Position.state`: make saves every slot before the move and unmake restores them.
 */
export interface StateHook {
  /** Before the move `m` is made (its slots already saved). */
  beforeMove?(pos: Position, m: Move, at: number): void;
  /** After the move `m` of `us` has been made (the other side to move). */
  afterMove(pos: Position, m: Move, us: Color, at: number): void;
  /** Takes back what afterMove did besides its slots (a man it placed), before the move is unmade (its slots not yet restored). */
  undoMove?(pos: Position, m: Move, us: Color, at: number): void;
}

/** How a game ended, in the terms the engine reports (outcome.ts). */
export type Termination =
  | 'checkmate'
  | 'stalemate'
  | 'no-moves'
  | 'victory'
  | 'victory-drawn'
  | 'insufficient-material'
  | 'repetition'
  | 'perpetual-check'
  | 'perpetual-chase'
  | 'move-repetition'
  | 'counting'
  | 'move-rule';

export interface Outcome {
  /** null for a draw. */
  winner: Color | null;
  termination: Termination;
  /** In words, e.g. "checkmate", "occupation of the four corners". */
  reason: string;
}

/**
 * What a game (game.ts) keeps of its history for the rules that judge a repetition by how it came
 * about. Positions are numbered from the game's start (0); move i leads from position i to i + 1.
 */
export interface GameHistory {
  /** The game's position, the last one: a rule may unmake and make moves on it, leaving it as it was. */
  readonly position: Position;
  readonly moves: readonly Move[];
  /** Per position, its repetition key. */
  readonly keys: readonly string[];
  /** Per position, whether the side to move stood in check (kept where a rule `remembers` checks), else null. */
  readonly checked: readonly boolean[] | null;
  /** Per move, whether it took a man (kept where a rule `remembers` captures), else null. */
  readonly captures: readonly boolean[] | null;
}

export interface SquareMoves {
  leapTo: Int16Array;
  leapFlags: Int32Array;
  rays: Ray[];
  specials: Special[];
  /**
   * Two of these parts can make the same move (a leap a rider also makes: `moves: QK`), so the move
   * generator drops repeats of this man's moves. Parts that are the same are kept once here already.
   */
  overlaps: boolean;
}

/** Per colour and target square: pieces that attack it by an unconditional leap. */
export interface LeapProbes {
  from: Int16Array;
  code: Int16Array;
  /** The same by square, for attack tests: each `from` square once, and hit[i * codeSpan + code + codeBase] = 1 where the man of `code` on squares[i] is one of them. */
  squares: Int16Array;
  hit: Uint8Array;
}

/**
 * Per colour and target square: pieces that attack it along a fixed path whose squares must be empty
 * (lame leaps, slides bound to a region): squares blocks[start[i]] .. blocks[start[i + 1] - 1].
 */
export interface PathProbes {
  from: Int16Array;
  code: Int16Array;
  start: Int32Array;
  blocks: Int16Array;
}

export interface Variant {
  readonly spec: VariantSpec;
  readonly files: number;
  readonly ranks: number;
  readonly size: number;
  readonly exists: Uint8Array;
  readonly nTypes: number;
  /** tables[(color * nTypes + type) * size + square] */
  readonly tables: SquareMoves[];
  /** Offset added to a piece code to index code tables (code + nTypes >= 0). */
  readonly codeBase: number;
  readonly leapProbes: LeapProbes[]; // [color * size + sq]
  /** Unit vectors of all checking riders, and per square the ray along each. */
  readonly rideDirs: [number, number][];
  readonly rideRays: Int16Array[]; // [sq * rideDirs.length + k]
  /** rideHit[color][k][dist * codeSpan + code + codeBase] = 1 when that piece attacks at that distance. */
  readonly rideHit: Uint8Array[][];
  readonly maxRideDist: number;
  readonly pathProbes: PathProbes[]; // [color * size + sq]
  /** Unit vectors against which checking hoppers move, and per square the ray along each. */
  readonly hopDirs: [number, number][];
  readonly hopRays: Int16Array[]; // [sq * hopDirs.length + k]
  /** hopHit[color][k][code + codeBase]: 0 no hopper, 255 any distance beyond the screen, else the most. */
  readonly hopHit: Uint8Array[][];
  /**
   * No check needs the forward test (which reads men's memory), so attacks are read from the board
   * alone and a plain move changes only its two squares: the legality filter may test such a move on
   * the board alone, without make and unmake. A rule whose captures change more squares tests them
   * itself (`captureExposes`).
   */
  readonly boardTests: boolean;
  /**
   * Where legality is not decided by pins (`simpleDiscovery`) but `boardTests` holds: directions from a
   * royal along which the legality filter watches the men (see movegen's `markExposure`), and per
   * square the ray along each. Empty elsewhere.
   */
  readonly watchDirs: [number, number][];
  readonly watchRays: Int16Array[]; // [sq * watchDirs.length + k]
  /** Some piece checks by a hop or a lame leap, which moves of other men can open or close. */
  readonly hasScreenedChecks: boolean;
  /** Some path probe or hopper table is not empty (attack tests read them). */
  readonly hasPathOrHopChecks: boolean;
  readonly codeSpan: number;
  /** Piece types whose checking moves need the slow, forward test (conditions, special atoms). */
  readonly complexCheckers: boolean[];
  readonly hasComplexCheckers: boolean;
  /** True when every check is a plain leap or ride, so pins and king targets decide legality. */
  readonly simpleDiscovery: boolean;
  /**
   * Pins decide, and every move of a man's tables is plain and judged as it is (no module's part,
   * landing or expansion, no capture with a rule's own test): legal moves are generated man by man.
   */
  readonly directLegal: boolean;
  readonly hasRoyals: boolean;
  /**
   * Some piece captures along lines on which it gives no check (Orthodia's Bisroos and Roobis), so a
   * royal piece may stand where it could be captured; such a capture is no move (kings are not taken).
   */
  readonly uncheckedCaptures: boolean;
  /** Some piece has a once-per-game move (so man memory is part of the position's identity). */
  readonly hasOnceMoves: boolean;
  readonly royalType: number[]; // per type: 1 if royal
  /** Bits of the rights word: castling rules, then the rule modules' own rights (registry order), per colour. */
  readonly rightLetters: string[];
  readonly castleRightBit: number[][]; // [castling index][color]
  /** The bit per colour of each once-per-game right a rule module has (Nexial castling, the Guard's call), by module id. */
  readonly ruleRightBit: Readonly<Record<string, number[]>>;
  /** Rights cleared when a move leaves from or lands on the square. */
  readonly rightsTouched: Int32Array;
  /** [color][sq] = 1 where some promotion rule promotes a move ending there. */
  readonly promoRank: Uint8Array[];
  /** [color * nTypes + type][sq] = index + 1 of the rule that promotes this type on the square. */
  readonly promoRule: Uint8Array[];
  /** [color * nTypes + type][sq] = 1 where promoting is optional (the man may stay as it is). */
  readonly promoOptional: Uint8Array[];
  /** Per type: a rule promotes it when it leaves the zone too; `compulsory`: it must promote then. */
  readonly promoLeaving: readonly (boolean | 'compulsory')[];
  /** Per type: its moves need more than the plain emit (wrapping, promotion on leaving the zone). */
  readonly emitSpecial: Uint8Array;
  /** [rule][type]: most men of the type a side may have after promoting to it; 0 = any. */
  readonly promoLimit: Int16Array[];
  /** The rule modules the variant uses, registry order: bound when it is compiled (rules/index.ts). */
  readonly rules: readonly RuleModule[];
  /** The square a man with memory `mem` may not move to now, -1 for none (the reversal rule); null without such a rule. */
  readonly forbiddenTarget: ((mem: number) => number) | null;
  /** Memory bits a man leaving `from` records (the reversal rule), or null. */
  readonly leaveMemory: ((from: number) => number) | null;
  /** Per type: the rule turning a landing into moves of its own kind (a wrap), which adds them and says so; else null. */
  readonly landingMoves: (((pos: Position, list: MoveList, from: number, to: number) => boolean) | null)[];
  /** Per move kind: where the moving man ends up (a wrap), or null for the move's target. */
  readonly destination: (((m: number) => number) | null)[];
  /** Per move kind: the rule module making and unmaking the move instead of make's ordinary move, or null. */
  readonly moveMakers: (MoveMaker | null)[];
  /** Per move kind: 1 where legality is tested by making the move even on the fast path (castling, wraps, en passant). */
  readonly testByMaking: Uint8Array;
  /** Rule modules with a part in captures (the hand, explosions). */
  readonly captureHooks: CaptureHook[];
  /**
   * The parts of make of the rule modules keeping state that every move changes (check counting, a
   * count), registry order, before and after every move: bound, for one call site each, with where each
   * one's slots begin.
   */
  readonly beforeMoves: { run: NonNullable<StateHook['beforeMove']>; at: number }[];
  readonly afterMoves: { run: StateHook['afterMove']; at: number }[];
  /** Their undoMove hooks, reverse registry order, for unmake. */
  readonly undoMoves: { run: NonNullable<StateHook['undoMove']>; at: number }[];
  /** The rule modules' additions to the pseudo-legal moves from list[start..] (gating: the same move placing a man from hand). */
  readonly expanders: ((pos: Position, list: MoveList, start: number) => void)[];
  /** Where each such module's slots of `Position.state` begin, by module id. */
  readonly stateAt: Readonly<Record<string, number>>;
  /** The rule state of a game's first position. */
  readonly stateStart: Int32Array;
  /** The slots of `Position.state` that are part of a position's identity (its repetition key). */
  readonly stateKeyed: Int16Array;
  /** The rule's own test whether the royal man on `sq` is in check from `by`, or null for `attacked` (atomic: not by an adjacent king). */
  readonly checkTest: ((pos: Position, sq: number, by: Color) => boolean) | null;
  /** The rule's board-alone legality test of a capture that changes other squares (an explosion), or null. */
  readonly captureExposes: ((pos: Position, m: number, us: Color) => boolean) | null;
  /** Where a rule's checkTest departs from a plain attack: whether pins and king targets still decide this position, or null. */
  readonly pinsHold: ((pos: Position) => boolean) | null;
  /** Tests after a move: whether it leaves the mover (`us`) in a way the rule forbids (facing generals, an exploded king). */
  readonly forbiddenAfter: ((pos: Position, us: Color) => boolean)[];
  /** Wins decided by the position after a move, asked before any move is generated. */
  readonly gameEnds: ((pos: Position) => Victory | null)[];
  /** Generators of the rule modules this variant uses that add moves of their own (castling). */
  readonly ruleMoves: ((pos: Position, list: MoveList) => void)[];
  /** The same for moves allowed only while in check (Calling the Guard). */
  readonly inCheckMoves: ((pos: Position, list: MoveList) => void)[];
  /** The rule modules' narrowing of the legal moves (compulsory captures), applied to all of them at once. */
  readonly restrictions: ((pos: Position, list: MoveList) => void)[];
  /** Rights a move of a rule module's kind spends: [kind * 2 + color]. */
  readonly rightsSpent: Int32Array;
  /** Drops: [color * nTypes + type][sq] = 1 where a man of the type may be dropped; empty without drops. */
  readonly dropSquares: Uint8Array[];
  readonly hasDrops: boolean;
  /** Checks a side gives to win (an n-check victory), or 0: make counts them only where this is set. */
  readonly checkCount: number;
  /** Per type: the type a captured man of it goes to the hand as (a promoted type's base type). */
  readonly demoteType: Int16Array;
  /** Per colour and square: squares holding pieces that could capture onto it en passant. */
  readonly epProbes: LeapProbes[];
  readonly zobrist: Int32Array; // [(code + codeBase) * size + sq] * 2 (lo, hi)
  readonly zobristSide: [number, number];
}

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
  /** A drop written +P@e4: the man named dropped as his promoted form (Kyoto shogi). */
  promotedDrop?: boolean;
  /** Of `pieces`, those the letters name themselves, before the promoted men that move as them. */
  namedFirst?: number[];
  /** The square of the wall written after the move (e2-e4,c5), or null when none is written. */
  wall: number | null;
  /** The types a gating mark names (Nf3/H), or null; and the square it names (O-O/Hh1), else -1. */
  gate: number[] | null;
  gateAt: number;
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
  /** The same with the promoted men that move as the piece named (SAN's G: the Gold and Shogi's +S). */
  movers(token: string): number[] | string;
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
  /** It asks whether squares are attacked though no piece is royal (pseudo-royal men, a safe flag): the engine builds its attack tables. */
  asksAttacks?(spec: VariantSpec): boolean;
  /** Narrows the side to move's legal moves, all of them at once (compulsory captures). */
  restrict?(pos: Position, list: MoveList): void;
  /** Why `restrict` takes away a move that is otherwise legal, or null when it does not. */
  explainRestriction?(pos: Position, m: Move): string | null;
  /** Adds moves allowed only while the side to move is in check. */
  generateInCheck?(pos: Position, list: MoveList): void;
  /**
   * Adds, for the pseudo-legal moves list[start..], the moves each may also be (gating: the same move
   * placing a man from hand on the square it vacates). Such moves are tested by making them.
   */
  expand?(pos: Position, list: MoveList, start: number): void;

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
   * Another square a coordinate text of its move `m` may name as the target (Chess960 castling written
   * as the king taking his own rook, e1h1, as UCI and Lichess write it), or -1.
   */
  coordinateTo?(pos: Position, m: Move): number;
  /**
   * Reads the mark it writes after a man's move (c9-c10/a1: where a wrapping man reappears) at the end
   * of `text`: the text before it and what it says, a message when it names what the board lacks, or
   * null when the text does not end in it. A move then matches only if `isWritten` accepts it.
   */
  readMark?(text: string, words: TextWords): { before: string; attempt: Partial<RuleAttempt> } | string | null;
  /** The mark written after a move of its kinds written as a man's move, in both styles. */
  writeMark?(pos: Position, m: Move): string;
  /**
   * Whether its mark follows the move `m`, whatever its kind (gating's Nf3/H, O-O/Hh1): a move it marks
   * matches only a text with its mark that `isWritten` accepts, and any other move only a text without.
   */
  marksMove?(m: Move): boolean;
  /**
   * The squares a man's move written in long coordinates names between `from` and `to` (a volley's
   * landings: c1-c3-c5), or null when its text names none; a text naming them matches only so.
   */
  writtenLegs?(pos: Position, from: number, to: number): number[] | null;

  // Position text: what the rule adds to a position text (FEN). notation/fen.ts asks these hooks and names no rule.
  /**
   * Its part of the placement field, after the board (the men in hand, "[Qpp]"): written with `letter`
   * (a man's letter by his code), or "".
   */
  writePlacementPart?(pos: Position, letter: (code: number) => string): string;
  /**
   * Finds its part at the end of a placement text (the hand, in brackets or as one more rank): the
   * index where the board's part ends and where its own begins, or null when the text has none.
   */
  findPlacementPart?(v: Variant, text: string): { boardEnd: number; start: number; end: number } | null;
  /** Reads its part into the position; `fail(message, offset)` refuses it at that offset of the part. */
  readPlacementPart?(pos: Position, text: string, fail: (message: string, offset: number) => never): void;
  /**
   * Reads one letter of the rights field in a form of its own (Chess960's X-FEN KQkq naming the
   * outermost rook, Shredder's HAha naming the rook's file) into the position and says so; false for a
   * letter it leaves to the table of rights. `fail` refuses the letter.
   */
  readRight?(pos: Position, letter: string, fail: (message: string) => never): boolean;
  /** The letter it writes for the right of bit `bit` (in its own form), or null for the table's letter. */
  writeRight?(pos: Position, bit: number): string | null;
  /**
   * Its letters in the rights field (gating's gates, B and c), read before the castling rights: sets its
   * part of the position from the whole field and returns the field without its own letters.
   */
  readRightLetters?(pos: Position, text: string): string;
  /** Its letters of the rights field, White's (written after White's castling rights) and Black's. */
  writeRightLetters?(pos: Position): [string, string];
  /**
   * A count of its own written in the en-passant and halfmove fields while it runs, as Fairy-Stockfish
   * writes Makruk's (its limit and ply, "b - 16 3 40"), or null when none runs.
   */
  writeCountFields?(pos: Position): { limit: number; ply: number } | null;
  /** Reads such a count (a number where the en-passant square stands, the halfmove field its ply); `fail` refuses it. */
  readCountFields?(pos: Position, limit: number, ply: number, fail: (message: string) => never): void;
  /** A field of its own after the en-passant field (the checks left, "3+2"). */
  writeField?(pos: Position): string;
  /** Reads that field if `text` is one (else false: it is the clocks'); `fail` refuses it. */
  readField?(pos: Position, text: string, fail: (message: string) => never): boolean;
  /**
   * An extension field of its own, `key:item,item` (the reversal rule's last:e3>e5): its key, its items
   * for a position (`name`: a square's name), and the reading of one item into the position, which
   * returns the square of the man it concerns (`squares.at`: a square by name, -1 for none;
   * `squares.occupied(name, offset)`: an occupied square, refused at that offset of the item otherwise).
   */
  extension?: {
    key: string;
    write(pos: Position, name: (sq: number) => string): string[];
    read(
      pos: Position,
      item: string,
      squares: { at(name: string): number; occupied(name: string, offset: number): number },
      fail: (message: string) => never,
    ): number;
  };

  /** Why a move written in its text form is not legal (see RuleVerdict). */
  explain?(pos: Position, attempt: RuleAttempt): RuleVerdict;
  /**
   * When a man's move from `from` to `to` written in coordinates is one of this rule's moves (a king's
   * castling written e1-g1): what the rule says of it (see RuleVerdict), or null when it is not.
   */
  explainAsMove?(pos: Position, from: number, to: number): RuleVerdict | null;
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
  /** What players track at the table for this rule (the score sheet's trackers); see Trackable. */
  trackers?(v: Variant): Trackable[];
  /** The ways a game can end by this rule, as the score sheet's tick boxes ("occupation of the four corners"). */
  endings?(v: Variant): string[];
  /** Sentences for the rules summary: special rules, and how the game ends; each true for both sides. */
  summary?(v: Variant): { special?: string[]; end?: string[] };
  /** A sentence for the setup page on how the men in hand at the start come in (a placement phase), or null. */
  setupWords?(v: Variant): string | null;

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
  /**
   * State of its own in the position (checks left, a running count): how many slots of `Position.state`
   * it takes (from `variant.stateAt[id]`), their values at a game's start, and whether they are part of
   * the position's identity (a repetition needs the same checks left, not the same count).
   */
  state?: { slots: number | ((spec: VariantSpec) => number); keyed: boolean; start(spec: VariantSpec): number[] };
  /**
   * Its state for a position built from a placement with no move made (a setup, a numbered start
   * position): Chess960 castling finds its king and rooks where they stand. `at`: where its slots begin.
   */
  setupState?(pos: Position, at: number): void;
  /**
   * The squares its castling rights hang on are the position's (Chess960's king and rooks), not the
   * definition's: make's table of squares that clear rights leaves them out (the rule clears them in
   * afterMove), and the setup check leaves them to the rule's reading of the rights.
   */
  ownsRightSquares?(spec: VariantSpec): boolean;
  /** Its part of make before every move, for its state (make has saved the slots; unmake restores them); `at`: where its slots begin. */
  beforeMove?(pos: Position, m: Move, at: number): void;
  /** Its part of make after every move (the other side to move), for its state. */
  afterMove?(pos: Position, m: Move, us: Color, at: number): void;
  /** Unmake's part before the move is taken back: what afterMove did besides its slots (a man placed from hand). */
  undoMove?(pos: Position, m: Move, us: Color, at: number): void;
  /** Its moves are tested for legality by making them, even where pins and king targets decide others'. */
  testedByMaking?: boolean;
  /** Legality needs every move made and tested: the pins-and-targets fast path does not know this rule. */
  slowLegality?: boolean;
  /**
   * Besides: the rule guards men other than the royal (pseudo-royal queens), whom the lines the filter
   * watches from the royal do not see, so no move is judged on the board alone.
   */
  guardsOtherMen?: boolean;
  /**
   * Its captures change squares besides the move's own (an explosion): whether the capture `m` (a plain
   * move onto a man, or an en-passant capture) of `us` leaves his royal exposed or forbidden, decided on
   * the board alone with the men it removes lifted, in place of make and unmake. Its other moves change
   * only their own squares, so the legality filter tests them on the board as it tests any others.
   */
  captureExposes?(pos: Position, m: Move, us: Color): boolean;
  /** Whether the royal man on `sq` is in check from `by` under this rule, in place of a plain attack test. */
  checkTest?(pos: Position, sq: number, by: Color): boolean;
  /**
   * With checkTest: whether, in this position, pins decide the legality of the moves of men other than
   * the royal (his own are tested with checkTest, captures with captureExposes). Without it, a rule with
   * a checkTest has every move tested on the board or by making it.
   */
  pinsHold?(pos: Position): boolean;
  /** After a move (the mover `us` no longer to move): whether the rule forbids the position it leaves. */
  forbiddenAfter?(pos: Position, us: Color): boolean;
  /** A win the position after a move decides under this rule, or null. */
  gameEnd?(pos: Position): Victory | null;
  /**
   * An end its state forces though moves are left and no mate stands (a count run out), or null: the
   * one answer to whether the game is over, which outcome.ts, the game and the validator all ask.
   */
  forcedEnd?(pos: Position): Outcome | null;
  /**
   * A game that would end drawn (any draw: stalemate, repetition, the move rule, a dead position, a
   * claim) ends so instead under this rule (Armageddon's draw odds), or null to leave it drawn.
   */
  settleDraw?(pos: Position, draw: Outcome): Outcome | null;
  /** The checkmated side to move wins instead, by this rule (a mate by a pawn drop): the reason, or null. */
  mateReversed?(pos: Position): string | null;
  /** The checkmate is a draw instead, by this rule (Shatar's niol, a mate with no shak): the reason, or null. */
  mateDrawn?(pos: Position): string | null;
  /** What the game must keep of its history for `judgeRepetition` and `judgeHistory`: checks given, captures made. */
  remembers?: readonly ('checks' | 'captures')[];
  /**
   * An end the game's history forces after its last move though moves are left (Kakao Janggi's repeated
   * move), or null; `plies`, how far back the rule looked to find it: a repetition the game finds within
   * fewer plies decides first, as Fairy-Stockfish walks the history once for both.
   */
  judgeHistory?(history: GameHistory): { outcome: Outcome; plies: number } | null;
  /**
   * The result of a repetition whose first counted occurrence is position `first` (the last is the
   * current one), when this rule decides it (perpetual check, perpetual chase), or null to leave it to
   * the next rule or a plain draw. `reason` names the repetition ("3-fold repetition").
   */
  judgeRepetition?(history: GameHistory, first: number, reason: string): Outcome | null;
  /** The result of the move rule reached (`reason`: "50-move rule"), when this rule decides it (counting the board), or null: a draw. */
  judgeMoveRule?(pos: Position, reason: string): Outcome | null;
  /**
   * Setup check: the squares a man of type `t` of colour `c` on `from` can reach in one move by this rule
   * (its move part, or moves of its own), whatever stands between; over-approximated, each to `arrive`.
   */
  reach?(v: Variant, c: Color, t: number, from: number, arrive: (to: number) => void): void;
  /**
   * Setup check: promotions its own moves make besides the definition's (Sittuyin's pawn becoming a met
   * where he stands or a step away): a man of `pieces` may become one of `to` on any square he stands on,
   * while his side has fewer than `limits[u]` of that type (0 or absent: any number).
   */
  promotions?(spec: VariantSpec): readonly { pieces: number[]; to: number[]; limits?: number[] }[];
  /** Setup check: where a man of type `t` of colour `c` whose move ends on `to` is put instead (a wrap), or null. */
  relocate?(v: Variant, c: Color, t: number, to: number): readonly number[] | null;
  /** Setup check: why the rule never lets such a man stand on `sq`, or null. */
  neverOn?(v: Variant, c: Color, t: number, sq: number): string | null;
  /** Setup check: whether men of type `t` may stand on any square, any number of them (stones a capture leaves). */
  anywhere?(spec: VariantSpec, t: number): boolean;
  /** Setup check: whether a side's own move can remove its own men of type `t` (a wrap with no room, ECROS castling). */
  removesOwn?(spec: VariantSpec, t: number): boolean;
  /** Setup check: whether side `c` may have lost its royal man, the game then over (a king exploded by the last move). */
  royalLost?(pos: Position, c: Color): boolean;
  /** Setup check: why the side not to move stands as no move may leave it (facing generals), or null. */
  standingProblem?(pos: Position, name: (sq: number) => string): string | null;
}

export interface BoardExample {
  /** White, the subject's side, to move. */
  position: Position;
  /** The square of the man whose moves are shown (-1 when he is in hand: `inHand`). */
  subject: number;
  /** The type of the man in White's hand whose drops are shown, instead of a man on the board. */
  inHand?: number;
  /** The part of the board shown: x0, y0, x1, y1 in board coordinates (file, rank), inclusive. */
  window: [number, number, number, number];
  /** Only the moves to these squares are shown (default: every legal move of the subject). */
  targets?: number[];
  /** A rank the rule divides the board below (ECROS's castling: the first rank of the far half), drawn as a bold line. */
  divide?: number;
  caption: string;
}
