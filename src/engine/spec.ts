/**
 * The engine's input: a variant described with resolved square indices and piece indices.
 * The definitions layer builds this from a YAML/JSON file; the engine compiles it into move tables.
 * Everything is plain data so a spec can be built in tests without any file.
 */

/** Which way a move may point, relative to the mover ("forward" is up the board for White). */
export type DirToken = string; // conjunction of letters f b l r v s, e.g. "f", "fl", "s"

export type MoveMode = 'both' | 'move' | 'capture';

interface AtomBase {
  /** Step vector (x, y) in board squares; all 8 orientations unless restricted by `dirs`. */
  offset: readonly [number, number];
  /** Any of these direction tokens admits an orientation (empty or absent: all). */
  dirs?: readonly DirToken[];
  mode: MoveMode;
  /** Whether this part attacks royal pieces (gives check). Default: it can capture. */
  checks?: boolean;
  /** Only when the piece has not moved yet. */
  initial?: boolean;
  /** Once per game for each piece (tracked per man). */
  once?: boolean;
  /** This move passes over a square an enemy may capture onto en passant. */
  enPassantTarget?: boolean;
  /** Captures onto an en-passant square, removing the piece that passed it. */
  enPassantCapture?: boolean;
}

/** Leaps straight to offset, whatever stands between. */
export interface LeapAtom extends AtomBase {
  kind: 'leap';
}

/** Repeats offset through empty squares (a rider). */
export interface RideAtom extends AtomBase {
  kind: 'ride';
  /** Smallest and largest number of steps; max 0 = unlimited. */
  min: number;
  max: number;
  /** The move must end at an odd or even number of steps. */
  parity?: 'odd' | 'even';
  /** Pieces standing at this step parity neither block nor can be captured (Orthodia's Torch). */
  passOver?: 'odd' | 'even';
}

/**
 * Rule module "collision" (Secutor): slide 0+ empty squares along offset to S whose next square holds a
 * piece or does not exist (the screen), then slide diagonally along offset±perpendicular through empty
 * squares and capture the first piece met if it is an enemy. Never moves without capturing.
 */
export interface CollideAtom extends AtomBase {
  kind: 'collide';
}

/**
 * Rule module "volley" (Chess Legions' Bowman): if the square at offset holds any piece and the square
 * beyond is empty, leap there; repeat from the new square; the move may stop after any leap. Never
 * captures.
 */
export interface HopChainAtom extends AtomBase {
  kind: 'hopchain';
  /** Longest chain of leaps allowed in one move (the board bounds it anyway). */
  maxLegs: number;
}

export type AtomSpec = LeapAtom | RideAtom | CollideAtom | HopChainAtom;

export interface PieceSpec {
  id: string;
  name: string;
  abbrev: string;
  value: number | null;
  royal: boolean;
  rules: string;
  /** The piece's moves as written (Betza or structured), kept for cards and `check`. */
  summary: string;
  atoms: AtomSpec[];
  /** Moves of this piece reset the move-rule clock (pawns). */
  resetsClock: boolean;
  /** The label of spare counters of this piece, where it differs (Chess Legions' Warlord). */
  spare: { name: string; abbrev: string } | null;
}

export interface CastlingSpec {
  /** FEN letter for White's right; Black's is its lower case. */
  right: string;
  king: number;
  rook: number;
  kingTo: number[];
  rookTo: number;
}

export interface PromotionSpec {
  pieces: number[];
  /** White-relative rank indices (0-based) that promote; Black's are mirrored. */
  ranks: number[];
  to: number[];
}

export type VictorySpec =
  | { type: 'extinction'; pieces: number[] }
  | { type: 'occupy'; name: string; squares: number[] }
  | { type: 'material'; atMost: number }
  | { type: 'royal-attack'; pieces: number[] };

export interface FreeSetupSpec {
  /** Men per type for one side. */
  counts: number[];
  /** White-relative rank indices where the men stand. */
  ranks: number[];
  /** Types restricted to particular white-relative ranks. */
  placement: { pieces: number[]; ranks: number[] }[];
}

export interface SetupOptionSpec {
  id: string;
  name: string;
  /** Swap the start squares of these two piece types (Chess Legions' Masked Men). */
  swap: [number, number];
}

export interface EndSpec {
  /** Result for the side to move with no legal move, not in check. */
  stalemate: 'draw' | 'loss' | 'win';
  /** Occurrences of a position that let a player claim a draw (FIDE 9.2: 3); 0 = none. */
  repetition: number;
  /** Full moves by each side without capture or pawn move that let a player claim a draw (FIDE 9.3: 50); 0 = none. */
  moveRule: number;
  /** Occurrences that end the game drawn with no claim (FIDE 9.6.1: 5); 0 = none. */
  forcedRepetition: number;
  /** Full moves each that end the game drawn with no claim, unless the last move mated (FIDE 9.6.2: 75); 0 = none. */
  forcedMoveRule: number;
  insufficientMaterial: 'fide' | 'bare-royals' | 'none';
  victories: VictorySpec[];
}

export interface RulesSpec {
  /** ECROS: a man may not return to the square it left on its own previous move. */
  reversal: boolean;
  /** ECROS castling: remove an own man on the own half and move a Nexial there, once per game. */
  nexialCastling: { nexials: number[]; right: string } | null;
  /** Chess Legions: move the Guard next to the checked King, once per game. */
  guardCall: { piece: number; right: string } | null;
  /** Chess Legions: pieces reaching the last rank reappear on an empty square of their first rank. */
  wrap: { pieces: number[] } | null;
}

export interface VariantSpec {
  id: string;
  name: string;
  files: number;
  ranks: number;
  fileLabels: string[];
  /** Square index = rank * files + file; false where the grid has a hole. */
  exists: boolean[];
  pieces: PieceSpec[];
  /** Start position as piece codes per square (0 empty, +t+1 White type t, -(t+1) Black). */
  setup: Int16Array;
  /** The setup as written: a placement, optionally followed by the other position fields. */
  setupText: string;
  freeSetup: FreeSetupSpec | null;
  setupOptions: SetupOptionSpec[];
  castling: CastlingSpec[];
  promotion: PromotionSpec[];
  end: EndSpec;
  rules: RulesSpec;
}
