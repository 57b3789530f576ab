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
  /**
   * White-relative squares (Black's mirrored) the move must stay inside: a leap must land there, a
   * slide stops at the edge (Xiangqi's palace, the elephant's own side of the river).
   */
  within?: readonly number[];
  /** White-relative squares (Black's mirrored) the piece must stand on for this part to apply. */
  whenOn?: readonly number[];
  /** Black's own `within`, where it is not White's turned over (White-relative, as `within` is read for Black). */
  blackWithin?: readonly number[];
  /** Black's own `whenOn`, likewise. */
  blackWhenOn?: readonly number[];
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

/**
 * A leap blocked by a man on its way: one orthogonal step toward its longer side, then diagonal steps to
 * the target (Xiangqi's horse, Betza nN; Janggi's elephant, nZ). The long side is one more than the short.
 */
export interface LameLeapAtom extends AtomBase {
  kind: 'lame';
}

/**
 * Slides through empty squares to the first piece of either side (the screen), then on beyond it
 * through empty squares, at most `range` of them (0: any): onto an empty one it moves, the first piece
 * met it captures if an enemy. Xiangqi's cannon captures this way (range 0), the grasshopper lands
 * just beyond the screen (range 1).
 */
export interface HopAtom extends AtomBase {
  kind: 'hop';
  range: number;
  /** Men of its own type, of either side, are never its screen nor its prey (Janggi's cannon). */
  shunsOwnType?: boolean;
}

/**
 * Rule module "bent-rider" (the Griffon, the Aanca): one step along offset, a W or F step, onto an empty
 * square, then a slide through empty squares along either direction 45 degrees beside that step, to an
 * empty square or onto the first man met if he is an enemy (XBetza yafsF, yafsW). The step alone is no move.
 */
export interface BentAtom extends AtomBase {
  kind: 'bent';
}

export type AtomSpec = LeapAtom | RideAtom | CollideAtom | HopChainAtom | LameLeapAtom | HopAtom | BentAtom;

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
  /** Not in the source text: the definition's own deduction, printed as the rule as the kit plays it. */
  deduced?: boolean;
  /** The type this piece is the promoted form of (Shogi's Tokin of the Pawn): written +P, and back in hand as that. */
  promotedFrom?: number;
  /** The characters of its traditional face, White's and Black's: on counters, and one on small tokens. */
  faces?: { cjk: readonly [string, string]; token: readonly [string, string] };
  /**
   * Black's moves are White's turned half round (left and right swap, as Fairy-Stockfish plays every
   * piece), not mirrored front to back (absent: mirrored). Alike for a piece whose left and right agree.
   */
  rotated?: boolean;
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
  /** White-relative rank indices (0-based) that promote; Black's are mirrored. Empty where `squares` is the zone. */
  ranks: number[];
  /** The zone as White-relative squares (Black's mirrored), where it is not whole ranks (Troitzky chess). */
  squares?: number[];
  /** The one side whose men it promotes (0 White, 1 Black: Chigorin's pawns promote to different pieces); absent: both. */
  side?: 0 | 1;
  to: number[];
  /** Ranks of the zone where the man may also stay as it is (Grand Chess's eighth and ninth). */
  optional?: number[];
  /** Per piece type, most men of it a side may have on the board after promoting to it; 0 = any. */
  limits?: number[];
  /**
   * A move that starts in the zone may promote too, wherever it ends (Shogi); optional then, or
   * `compulsory` (EuroShogi: every move into, within and out of the zone promotes).
   */
  leaving?: boolean | 'compulsory';
}

export type VictorySpec =
  /**
   * A side with at most `atMost` (default 0) men of every listed type, on the board and in hand, while
   * the other has at least `opponentAtLeast` of them, has lost, or with `result` won or drawn
   * (Fairy-Stockfish's extinction rules). The side that just moved is judged first: promoting its last
   * pawn away in Extinction chess loses.
   */
  | {
      type: 'extinction';
      pieces: number[];
      atMost?: number;
      opponentAtLeast?: number;
      result?: 'win' | 'draw';
    }
  | { type: 'occupy'; name: string; squares: number[] }
  /**
   * A side reduced to at most atMost men loses. With `reply` (Shatranj's bare king) it may first answer
   * by reducing the other side as far on its next move, which then draws; it loses at once when no
   * single capture could do that. With `wins` (Antichess) the side reduced so far wins instead; with
   * `draws` (Shatar's robado) either side reduced so far ends the game drawn. With `opponentAtLeast`
   * (Anti-Atomic), a side is reduced only while the other has at least that many men.
   */
  | { type: 'material'; atMost: number; opponentAtLeast?: number; reply?: boolean; wins?: boolean; draws?: boolean }
  | { type: 'royal-attack'; pieces: number[] }
  /**
   * A listed piece of the mover standing on one of its side's squares wins (King of the Hill's centre).
   * With `reply` (Racing Kings, Fairy-Stockfish's flagMove) White's arrival gives Black one more move:
   * a royal flag piece that can then reach its squares may answer, and when it does the game is drawn.
   */
  | {
      type: 'reach';
      name: string;
      pieces: number[];
      squares: number[];
      blackSquares: number[];
      reply?: boolean;
      /**
       * The arrival wins only if a flag piece still stands there when its side is next to move (Jeson
       * Mor; Fairy-Stockfish's flagMove with flag pieces that are not the royal king).
       */
      hold?: boolean;
      /** Flag pieces that must stand there at once (Fairy-Stockfish's flagPieceCount); default 1. */
      count?: number;
      /** One flag piece there wins too when every square of the region is occupied (flagPieceBlockedWin). */
      blockedWins?: boolean;
      /**
       * The flag pieces there win only while no enemy man attacks them (Dobutsu's lion; Fairy-Stockfish's
       * flagPieceSafe): an arrival under attack wins once the attack is gone; both sides there safe, a draw.
       */
      safe?: boolean;
    }
  /** Giving check `count` times wins (Three-check); the checks each side has still to give are in the position. */
  | { type: 'checks'; count: number };

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

/**
 * Material with which neither side can ever mate, whoever has which half: the men of one side and of the
 * other, as counts per piece type (royal pieces included).
 */
export interface DeadMaterialSpec {
  sides: [number[], number[]];
  /** As written: "KB v K". */
  text: string;
}

/**
 * Counting as Makruk plays it (Fairy-Stockfish's `countingRule = makruk`), in moves: no count while a
 * pawn stands on the board; once none does, the side with more than its royal alone counts
 * `boardHonour` moves; a side reduced to its bare royal counts the first `piecesHonour` entry whose
 * material the other side has, starting from the number of men on the board.
 */
export interface CountingSpec {
  /** Types whose presence on the board, on either side, keeps any count from starting. */
  pawns: number[];
  /** Moves the side with more than its royal has to mate; 0: that side never counts (ASEAN chess). */
  boardHonour: number;
  /** In order: the moves allowed against the first material (counts per type, at least) the stronger side has. */
  piecesHonour: { least: number[]; moves: number }[];
  /**
   * Where the pieces' honour starts counting: `men`, from the number of men on the board (Makruk; a bare
   * royal taking the last pawn starts its count at once), or `start`, from its first move (ASEAN chess).
   */
  piecesHonourFrom: 'men' | 'start';
  /**
   * Ouk Chatrang's counting: a side with more men than this never counts, and one with this many at most
   * (more than its royal) counts the board's honour whether or not pawns stand on the board.
   */
  boardHonourMostMen?: number;
}

/**
 * Who chases whom under the rule against perpetual chasing (Fairy-Stockfish's `chasingRule = axf`): a
 * man chases an enemy man it attacks that is unprotected, or of a higher rank whatever protects it.
 */
export interface ChaseSpec {
  /** Per piece type: its rank; -1 for men that never chase (the general, the soldier). */
  ranks: number[];
  /**
   * Per piece type that never chases: the region where it can be chased (soldiers across the river), in
   * words as players read it ("the far side of the river") and as White-relative squares; null: never chased.
   */
  chasedOn: ({ words: string; squares: readonly number[] } | null)[];
}

/**
 * N in a row (rule module connect; Fairy-Stockfish's connectN, connectNxN, collinearN and their keys):
 * after a move, the mover's men of `pieces` standing `row` in an unbroken line along one of the
 * `directions`, filling a `square` by `square` block, or standing `collinear` on one line (gaps
 * allowed) end the game with `result` for the mover. A count of 0 is not used.
 */
export interface ConnectSpec {
  row: number;
  square: number;
  collinear: number;
  directions: ConnectDirection[];
  /** The piece types that count; null: every one. */
  pieces: number[] | null;
  result: 'win' | 'loss' | 'draw';
}

export type ConnectDirection = 'horizontal' | 'vertical' | 'diagonal';

export interface EndSpec {
  /** Result for the side to move with no legal move, not in check; `count`: the side with more men wins, equal draws. */
  stalemate: 'draw' | 'loss' | 'win' | 'count' | 'count-fewer';
  /** Result for the side checkmated (Losers: a win); absent: a loss. */
  checkmate?: 'win';
  /**
   * Occurrences of a position that let a player claim a draw (FIDE 9.2: 3; Xiangqi, where perpetual
   * check may decide it otherwise); 0 = none. A claim ends nothing: play after it is legal.
   */
  repetition: number;
  /** Full moves by each side without capture or pawn move that let a player claim a draw (FIDE 9.3: 50); 0 = none. */
  moveRule: number;
  /** Occurrences that end the game drawn with no claim (FIDE 9.6.1: 5); 0 = none. */
  forcedRepetition: number;
  /**
   * At the repetition, claimed or forced, a side that gave check with every move since the position
   * first stood there loses instead of the draw (Xiangqi's claim, Shogi's sennichite); absent: every
   * repetition draws.
   */
  perpetualCheck?: 'loses';
  /**
   * At the repetition, when no side checked throughout, a side that chased with every move since the
   * position first stood there loses (Xiangqi's Asian rule, rule module perpetual-chase); absent: no chases.
   */
  perpetualChase?: ChaseSpec;
  /**
   * At the repetition, claimed or forced, when no rule decides it otherwise (perpetual check, chase),
   * this side loses instead of the draw (rule module repetition-result, Fairy-Stockfish's nFoldValue):
   * the side to move in the repeated position, the other, or White or Black whoever moves
   * (nFoldValueAbsolute: Minishogi's sente loses).
   */
  repetitionLoser?: 'to-move' | 'not-to-move' | 'white' | 'black';
  /**
   * A side that moves one man back and forth, out of check, the enemy king's region within his, loses
   * at the fifth of those moves (rule module move-repetition, Kakao Janggi's rule, Fairy-Stockfish's
   * moveRepetitionIllegal).
   */
  moveRepetition?: 'loses';
  /** Makruk's counting: a draw when the stronger side fails to mate within a count of moves. */
  counting?: CountingSpec;
  /** Full moves each that end the game drawn with no claim, unless the last move mated (FIDE 9.6.2: 75); 0 = none. */
  forcedMoveRule: number;
  /**
   * The side with more men on the board wins when the game ends otherwise drawn or undecided (rule module
   * material-count, Fairy-Stockfish's `materialCounting = unweighted`): at two passes in a row, a full board
   * (`fullBoard`), a stalemate scored `count`.
   */
  materialCount?: boolean;
  /** Points instead of men (Janggi's counting): per piece type, and what the second player has besides its men. */
  materialPoints?: { values: number[]; secondPlayer: number };
  /**
   * Per side, the castling rules (indices of `castling`) whose castling wins; a side that can castle by
   * none of them any more loses (rule module castling-wins, Fairy-Stockfish's `castlingWins`).
   */
  castlingWins?: [number[], number[]];
  /** Every game that would end drawn is won by this side (0 White, 1 Black: Armageddon; rule module draw-odds). */
  drawOdds?: 0 | 1;
  /** The game ends when no square is empty (Fairy-Stockfish's `adjudicateFullBoard`). */
  fullBoard?: boolean;
  /** Men in a row, in a square block or on one line end the game (rule module connect). */
  connect?: ConnectSpec;
  /** A preset of dead positions: FIDE's (kings with a lone bishop or knight, bishops all on one colour), bare royals, none. */
  insufficientMaterial: 'fide' | 'bare-royals' | 'none';
  /** Further material listed as dead, beside the preset. */
  deadMaterial?: DeadMaterialSpec[];
  victories: VictorySpec[];
}

export type EnclosingRule = 'reversi' | 'ataxx' | 'top' | 'snort';

export interface RulesSpec {
  /** ECROS: a man may not return to the square it left on its own previous move. */
  reversal: boolean;
  /** ECROS castling: remove an own man on the own half and move a Nexial there, once per game. */
  nexialCastling: { nexials: number[]; right: string } | null;
  /** Chess Legions: move the Guard next to the checked King, once per game. */
  guardCall: { piece: number; right: string } | null;
  /** Chess Legions: pieces reaching the last rank reappear on an empty square of their first rank. */
  wrap: { pieces: number[] } | null;
  /** Xiangqi: the two royal pieces may never face each other along a file or a rank with nothing between. */
  flyingGeneral?: boolean;
  /** A side that castles closes the opponent's castling on the same wing (Fairy-Stockfish's oppositeCastling). */
  oppositeCastling?: boolean;
  /** Makpong (rule module makpong): a king in check moves only to take the one man checking him. */
  makpong?: boolean;
  /** Rule module initial-royal: a royal man's first-move-only moves may not leave a square attacked after them (the Interactive Diagram's). */
  noInitialRoyalMoveFromCheck?: boolean;
  /**
   * Shatar's mates (rule module shatar-mate): a mate stands only if the series of checks that gave it held
   * a shak, a check by one of `shak`; without, it is a draw; a mate by `alone` pieces only loses.
   */
  shatarMate?: { shak: number[]; alone: number[] };
  /**
   * Ouk Chatrang's first moves (rule module cambodian-moves): the `king`'s leap to the rank ahead and the
   * `met`'s double step while each stands on its gate; an enemy `rook` moving onto the king's line closes his.
   */
  cambodianMoves?: { king: number; met: number; rook: number };
  /** Janggi's bikjang (rule module bikjang): facing kings must be parted or the game ends at a pass. */
  bikjang?: boolean;
  /** Antichess: a player who can capture must (rule module must-capture). */
  mustCapture?: boolean;
  /**
   * A player with men in hand (of `piece`, or of any type where null) must drop one where a drop is
   * legal (rule module must-drop, Fairy-Stockfish's mustDrop and mustDropType).
   */
  mustDrop?: { piece: number | null };
  /**
   * A side's men of `piece` are dropped so that as many stand on light squares as on dark, an odd one
   * either (rule module opposite-colour-drops, Fairy-Stockfish's `dropOppositeColoredBishop`).
   */
  oppositeColourDrops?: { piece: number };
  /**
   * A royal man dropped on his castling square, or a man of the `rooks` on a castling rook's square
   * with the royal on his, opens that castling (rule module castling-dropped, Fairy-Stockfish's
   * `castlingDroppedPiece`).
   */
  castlingDropped?: { rooks: number[] };
  /**
   * Sittuyin's promotion (rule module sittuyin-promotion, Fairy-Stockfish's `sittuyinPromotion`): a man
   * of the `pieces` on the zone (White's `squares`, Black's mirrored; anywhere when he is his side's last
   * such man) becomes a man of `to` where he stands or a step of that piece's move away, as a move of its
   * own, while his side has fewer than `limits[t]` of that type (0: any), the new man attacking no enemy
   * man and giving no check. A man entering the zone does not promote.
   */
  sittuyinPromotion?: { pieces: number[]; squares: number[]; to: number[]; limits: number[] };
  /** Racing Kings: a move that gives check is not legal (rule module no-checks). */
  noChecks?: boolean;
  /**
   * Atomic chess: a capture explodes, removing the capturer and the men around but the `immune` types
   * (rule module atomic); men of the `blastImmune` types no explosion removes, not even the capturer
   * (Atomar's kings).
   */
  atomic?: { immune: number[]; blastImmune: number[] };
  /**
   * No move may leave a man of these pieces attacked, though he is not checked (rule module pseudo-royal,
   * Coregal's queens); with `count`, only while a side has at most so many of them, counted together,
   * and with no royal king (Sho shogi's King and Prince).
   */
  /**
   * Rule module pseudo-royal: `pieces` every listed piece; with `count`, `groups` the pieces counted
   * apart (default: all of them together), `duple` no move leaving every listed man attacked.
   */
  pseudoRoyal?: { pieces: number[]; count?: number; groups?: number[][]; duple?: boolean };
  /** A man of these pieces may not take a man of his own piece (rule module mutual-immunity, Atomar's kings). */
  mutuallyImmune?: { pieces: number[] };
  /**
   * A man of the `pieces` that captures turns to stone (rule module petrify): a man of the `stone` type,
   * the last piece, which compile adds, has no moves and is taken by no one.
   */
  petrify?: { pieces: number[]; stone: number };
  /**
   * The men a move encloses change sides (rule module flip, Fairy-Stockfish's `flipEnclosedPieces`):
   * `reversi`, the enemy men in an unbroken line between the man placed and another of the mover's;
   * `ataxx`, every enemy man next to where the man lands.
   */
  flip?: 'reversi' | 'ataxx';
  /**
   * Where a man may be dropped (rule module enclosing-drop, Fairy-Stockfish's `enclosingDrop`):
   * `reversi`, only where the drop encloses enemy men (on the `start` squares while any is empty);
   * `ataxx`, only next to a man of the dropper's; `top`, on the first rank or on a man (Connect Four);
   * `snort`, not beside an enemy man (diagonals do not count).
   */
  enclosingDrop?: { rule: EnclosingRule; start: number[] };
  /** A player may pass (rule module pass): `always` when not in check, `no-move` only when it has no move. Two passes in a row end the game. */
  pass?: 'always' | 'no-move';
  /**
   * Every move leaves a wall on an empty square (rule module walls, Fairy-Stockfish's `wallingRule`):
   * `arrow`, one the moved man could move to from where it landed (Amazons); `duck`, anywhere, the
   * wall moving there from where it stood (duck chess); `past`, the square the man left; `static`,
   * anywhere; `edge`, on the board's edge or next to another wall. Only on `region` (absolute squares;
   * null: anywhere). A wall is a man of the `wall` type, the last piece, which compile adds.
   */
  walls?: { rule: 'arrow' | 'duck' | 'past' | 'static' | 'edge'; region: number[] | null; wall: number };
  /**
   * Gating (Seirawan chess, rule module gating): a man leaving a gate (a first-rank square whose man has
   * not moved yet) may bring a man from hand onto the square he leaves; a castling, onto the king's or
   * the rook's. A side whose hand is empty has no gates left, unless captured men go to hands.
   */
  gating?: boolean;
}

/**
 * Drops (Crazyhouse, Shogi): a captured man goes to the captor's hand (a promoted man as the piece it
 * promoted from) and may be put back on an empty square instead of a move.
 */
export interface DropSpec {
  /** Per piece type: the white-relative ranks it may be dropped on (Black's mirrored); null: any. */
  ranks: (number[] | null)[];
  /** Types not dropped on a file that holds a man of the type of the same side (Shogi's pawns). */
  onePerFile?: number[];
  /**
   * Types whose drop may not checkmate (Shogi's pawns): such a drop is a move, but it loses, the mated
   * side winning (as Fairy-Stockfish plays it).
   */
  noMate?: number[];
  /** A drop resets the halfmove clock of the move rule, as a pawn move does (Crazyhouse and Shogi, as Fairy-Stockfish and Lichess count). */
  resetsClock?: boolean;
  /** Men are dropped from an endless supply, not from a hand (Ataxx's clones, Fairy-Stockfish's freeDrops). */
  free?: boolean;
  /** How many men of a `onePerFile` type a file may hold before no more is dropped there (default 1; Fairy-Stockfish's dropNoDoubledCount). */
  perFile?: number;
  /** Captured men go to the captor's hand (default); false: only the men in hand at the start are dropped (Pocket Knight). */
  capturesToHand?: boolean;
  /** A captured promoted man goes to the hand as he stands, not as what he promoted from (Loop chess, Chessgi). */
  keepPromoted?: boolean;
  /** A man in hand may also be dropped as his promoted form, where his piece has one (Kyoto shogi; FSF's dropPromoted). */
  promoted?: boolean;
  /** A drop may not give check (Fairy-Stockfish's dropChecks = false). */
  noChecks?: boolean;
  /** The squares each side may drop on, White's and Black's, White-relative (Black's mirrored); null: anywhere. */
  regions?: [number[] | null, number[] | null];
  /** Bughouse: the hands are filled from a partner's board, which is not played here (its records are refused). */
  twoBoards?: boolean;
}

/** The start position's fields beside the placement, as the definition's setup gives them. */
export interface StartSpec {
  turn: 0 | 1;
  /** Letters of the rights open at the start (KQkq); null: every right the variant has. */
  rights: string | null;
  /** En-passant square and the man who passed it, or -1. */
  epTarget: number;
  epVictim: number;
  halfmove: number;
  fullmove: number;
}

/** A board of points: its river and the rectangles whose two diagonals are drawn (palaces). */
export interface BoardPointsSpec {
  /** Rank index below the river (the river runs between it and the next); -1: none. */
  river: number;
  diagonals: { f0: number; r0: number; f1: number; r1: number }[];
  /** Written in the river, the first player's half at the left (absent: nothing). */
  riverText?: readonly [string, string];
  /** Square indices of the points marked with small corners (Xiangqi's cannons' and soldiers'). */
  marks?: number[];
}

/**
 * Printed men: their outline, and how the two sides differ. `neutral` men (Shogi's, which change sides
 * when captured) are all one colour; each faces its owner's opponent.
 */
export interface CounterLookSpec {
  shape: 'square' | 'pentagon' | 'disc' | 'octagon';
  sides: 'light-dark' | 'red-black' | 'blue-red' | 'neutral';
  /** Per piece type, its counter's size in percent of the counter size (Janggi's three sizes); absent: all 100. */
  sizes?: number[];
}

/** A marked square group drawn on printed boards: rectangles of the grid (holes in them are not drawn). */
export interface BoardMarkSpec {
  name: string;
  /** `corners`: a dot at each corner of a rectangle that lies inside the board (Shogi's hoshi). */
  style: 'dot' | 'tint' | 'outline' | 'corners';
  rects: { f0: number; r0: number; f1: number; r1: number }[];
}

export interface VariantSpec {
  id: string;
  name: string;
  /** The definition's description, for printed matter. */
  description?: string;
  /** Who designed the variant, as the definition credits them (absent: none named). */
  author?: string;
  /** Points the source leaves open that the definition settles: printed as the rule as this kit plays it. */
  interpretations?: string[];
  /** The name of the file the definition was read from, for printed matter. */
  definitionFile?: string;
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
  /** Those fields, read (absent: White to move, every right open, no en passant, clocks 0 and 1). */
  start?: StartSpec;
  /** Men in hand at the start, [color * pieces + type] (Seirawan's Hawk and Elephant); absent: none. */
  hand?: number[];
  /** Special squares drawn on printed boards (absent: none). */
  marks?: BoardMarkSpec[];
  /** A board of lines whose men stand on the intersections (Xiangqi); absent: a board of squares. */
  points?: BoardPointsSpec;
  /** A board of squares all of one colour, drawn as lines (Shogi); absent: checkered, or points. */
  linesBoard?: boolean;
  /** How the men look in print (absent: square counters, light and dark). */
  counters?: CounterLookSpec;
  /** The players as the game names them, the first player's first (absent: White and Black). */
  sideNames?: readonly [string, string];
  freeSetup: FreeSetupSpec | null;
  setupOptions: SetupOptionSpec[];
  castling: CastlingSpec[];
  /**
   * Chess960: the start position is any arrangement of the setup's back-rank men with bishops on both
   * colours and the king between the rooks, and castling takes king and rook from wherever they start
   * to the squares the castling rules name (absent: false).
   */
  chess960?: boolean;
  /** Chess960: the piece types (indices) whose back-rank men are shuffled; absent: all of them. */
  chess960Shuffled?: number[];
  promotion: PromotionSpec[];
  end: EndSpec;
  rules: RulesSpec;
  drops?: DropSpec | null;
}

/** The men a side starts with: the free-setup roster's, else White's in the setup position. */
export function menPerSide(spec: VariantSpec): number {
  if (spec.freeSetup) return spec.freeSetup.counts.reduce((a, b) => a + b, 0);
  return spec.setup.reduce((n, code) => n + (code > 0 ? 1 : 0), 0);
}
