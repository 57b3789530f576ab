/**
 * The variant definition file format, as a zod schema. `schema/variant.schema.json` is generated from
 * it (npm run schema) so editors can complete and check definition files.
 */
import { z } from 'zod';

const squareName = z.string().regex(/^[a-z]+[1-9][0-9]?$/, 'a square name such as e4');
/** A square, or a rectangle "a1:h8" of squares. */
const squareOrRange = z
  .string()
  .regex(/^[a-z]+[1-9][0-9]?(:[a-z]+[1-9][0-9]?)?$/, 'a square such as e4 or a range such as a1:h2');
const pieceId = z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,3}$/, 'a piece id: a letter, then up to 3 letters or digits');
const direction = z.string().regex(/^[fblrvs]+$/, 'direction letters f b l r v s (e.g. f, fl, s)');
const vector = z.tuple([z.number().int().min(0).max(25), z.number().int().min(0).max(25)]);

const atomCommon = {
  dirs: z.array(direction).optional().describe('Directions allowed (any of these); each a conjunction of f b l r v s'),
  mode: z.enum(['both', 'move', 'capture']).optional().describe('Move only, capture only, or both (default)'),
  checks: z.boolean().optional().describe('Whether this part gives check (default: when it can capture)'),
  initial: z.boolean().optional().describe("Only on the piece's first move"),
  once: z.boolean().optional().describe('Once per game for each piece'),
  enPassant: z.enum(['target', 'capture']).optional().describe('Creates an en-passant square / captures en passant'),
  within: z
    .string()
    .min(1)
    .optional()
    .describe("A board region (board.regions) the move stays inside: Xiangqi's palace, Janggi's palace diagonals"),
  whenOn: z.string().min(1).optional().describe('A board region the piece must stand on for this part to apply'),
};

export const atomSchema = z
  .object({
    betza: z.string().min(1).optional().describe('Betza shorthand, e.g. "N", "mfW", "B4"; other keys refine it'),
    leap: vector.optional().describe('Leap by (x, y) in all orientations'),
    ride: vector.optional().describe('Ride by steps of (x, y) through empty squares'),
    collide: vector.optional().describe('Secutor collision capture along this orthogonal step'),
    hopchain: vector.optional().describe('Bowman volley: chained leaps over an adjacent piece'),
    bent: vector
      .optional()
      .describe(
        'Bent rider (Griffon [1, 1], Aanca [1, 0]): one step of this vector onto an empty square, then a slide turning 45 degrees outward',
      ),
    hop: vector
      .optional()
      .describe(
        'Hopper: slides to a screen and on beyond it, `range` squares at most (cannon: capture, any range; grasshopper: range 1)',
      ),
    range: z
      .number()
      .int()
      .min(0)
      .max(26)
      .optional()
      .describe('Rider: most steps; hopper: most squares beyond the screen (0 = unlimited)'),
    min: z.number().int().min(1).max(26).optional().describe('Rider: fewest steps'),
    parity: z.enum(['odd', 'even']).optional().describe('Rider: must end at an odd/even number of steps'),
    passOver: z.enum(['odd', 'even']).optional().describe('Rider: pieces at these step counts are passed over'),
    maxLegs: z.number().int().min(1).max(26).optional().describe('Hop chain: most leaps in one move'),
    shunsOwnType: z
      .boolean()
      .optional()
      .describe("Hopper: men of its own type, either side's, are never its screen nor its prey (Janggi's cannon)"),
    ...atomCommon,
  })
  .strict();

/** Characters printed for both sides alike, or [White's, Black's]: at most `max` of them. */
const sidesText = (max: number) => {
  const chars = z
    .string()
    .min(1)
    .refine((t) => [...t].length <= max, `at most ${max} character${max > 1 ? 's' : ''}`);
  return z.union([chars, z.tuple([chars, chars])]);
};

export const pieceSchema = z
  .object({
    id: pieceId.describe('Letter(s) used in positions; upper case White, lower case Black'),
    name: z.string().min(1).max(40),
    abbrev: z.string().min(1).max(3).describe('Printed on counters and cards'),
    value: z.number().nullable().optional(),
    royal: z.boolean().optional().describe('Can be checked and mated'),
    resetsClock: z.boolean().optional().describe('Its moves reset the fifty-move clock (pawns)'),
    moves: z
      .union([z.string().min(1), z.array(atomSchema)])
      .describe('Betza string or a list of move parts (none: a man that never moves)'),
    rules: z.string().optional().describe('Rules text for players, printed on the reference card'),
    symmetry: z
      .enum(['mirror', 'rotate'])
      .optional()
      .describe(
        "How Black's moves follow White's: mirror (the default: front and back swap, left and right stay) or rotate (turned half round, left and right swap too, as Fairy-Stockfish plays pieces)",
      ),
    deduced: z.boolean().optional().describe('Not in the source text; deduced (see notes)'),
    promotedFrom: pieceId
      .optional()
      .describe('This piece is the promoted form of that one (Shogi): written +P in positions, back in hand as it'),
    spare: z
      .object({ name: z.string().min(1).max(40), abbrev: z.string().min(1).max(3) })
      .strict()
      .optional()
      .describe('How spare counters of this piece (for promotions) are labelled, e.g. a Queen printed as a Warlord'),
    faces: z
      .object({
        cjk: sidesText(2).describe(
          "The characters of the man's traditional face, one or two (written top to bottom): the same for both sides, or [White's, Black's] (Xiangqi: [帥, 將])",
        ),
        token: sidesText(1)
          .optional()
          .describe('The one character small tokens show (setup page, diagrams); default the first of cjk'),
      })
      .strict()
      .optional()
      .describe(
        'How the man looks on traditional counters (Shogi, Xiangqi, Janggi): printed by default, Latin letters with --faces latin',
      ),
  })
  .strict();

const deadPreset = z.enum(['fide', 'bare-royals', 'none']);

const victorySchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('extinction'),
      pieces: z.array(pieceId).min(1),
      atMost: z
        .number()
        .int()
        .min(0)
        .optional()
        .describe('Men of each listed type a side may keep and still lose (default 0)'),
      opponentAtLeast: z
        .number()
        .int()
        .min(0)
        .optional()
        .describe('The rule holds only while the other side has at least this many of them (default 0)'),
      result: z.enum(['win', 'draw']).optional().describe('What the side reduced so far gets instead of a loss'),
    })
    .strict()
    .describe(
      'A side reduced to atMost men of every listed type (on the board and in hand) loses, judged first for the side that just moved',
    ),
  z.object({ type: z.literal('occupy'), name: z.string().min(1), squares: z.array(squareName).min(1) }).strict(),
  z
    .object({
      type: z.literal('material'),
      atMost: z.number().int().min(0),
      opponentAtLeast: z
        .number()
        .int()
        .min(1)
        .optional()
        .describe('A side counts as reduced only while the other has at least this many men (Anti-Atomic: 1)'),
      reply: z
        .boolean()
        .optional()
        .describe('The side reduced may answer by reducing the other as far on its next move (Shatranj: a draw)'),
      wins: z
        .boolean()
        .optional()
        .describe('The side reduced to atMost men wins instead of losing (Antichess: atMost 0)'),
      draws: z
        .boolean()
        .optional()
        .describe('Either side reduced to atMost men ends the game drawn (Shatar: a bare king, robado)'),
    })
    .strict(),
  z.object({ type: z.literal('royal-attack'), pieces: z.array(pieceId).min(1) }).strict(),
  z
    .object({
      type: z.literal('reach'),
      name: z.string().min(1),
      pieces: z.array(pieceId).min(1).describe('The pieces that win by standing on the squares'),
      squares: z.array(squareName).describe("White's squares (empty: White never wins so)"),
      blackSquares: z
        .array(squareName)
        .optional()
        .describe("Black's squares (default: White's; empty: Black never wins so, as Fox and Hounds' hounds)"),
      reply: z
        .boolean()
        .optional()
        .describe(
          "White's arrival gives Black one more move: a royal piece of Black's that reaches its squares with it draws (Racing Kings)",
        ),
      hold: z
        .boolean()
        .optional()
        .describe(
          'The arrival wins only if a listed piece still stands there when its side is next to move: the other side has one move to take it (Jeson Mor); with safe, only an arrival under attack waits so (Alapo)',
        ),
      count: z
        .number()
        .int()
        .min(1)
        .optional()
        .describe('Listed pieces that must stand on the squares at once (default 1)'),
      blockedWins: z
        .boolean()
        .optional()
        .describe('One listed piece there wins too when every one of the squares is occupied'),
      safe: z
        .boolean()
        .optional()
        .describe(
          'The listed pieces there win only while no enemy man attacks them; both sides there safe draw (Dobutsu)',
        ),
    })
    .strict()
    .describe('A listed piece of the side that just moved standing on one of its squares wins (King of the Hill)'),
  z
    .object({ type: z.literal('checks'), count: z.number().int().min(1).max(9).describe('Checks a side gives to win') })
    .strict()
    .describe('Giving check so many times wins (Three-check: 3)'),
]);

export const definitionSchema = z
  .object({
    $schema: z.string().optional(),
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a variant id: lower-case letters, digits and dashes')
      .optional(),
    name: z.string().min(1).max(80),
    description: z.string().optional(),
    author: z
      .string()
      .optional()
      .describe("Who designed the variant, as the source names them (printed as the kit's credit; absent: none named)"),
    source: z.string().optional(),
    board: z
      .object({
        files: z.number().int().min(1).max(26).describe('Number of files (columns), 1 to 26'),
        ranks: z.number().int().min(1).max(26).describe('Number of ranks (rows), 1 to 26'),
        fileLabels: z
          .array(z.string().regex(/^[a-z]{1,2}$/))
          .optional()
          .describe('File names, left to right'),
        holes: z.array(squareOrRange).optional().describe('Squares that do not exist'),
        marks: z
          .array(
            z
              .object({
                name: z.string().min(1),
                squares: z.array(squareOrRange).min(1),
                style: z
                  .enum(['dot', 'tint', 'outline', 'corners'])
                  .optional()
                  .describe(
                    "tint (default), dot on each square, outline around each range, or corners: a small dot at each inner corner of each range (Shogi's hoshi)",
                  ),
              })
              .strict(),
          )
          .optional()
          .describe('Special squares drawn on printed boards'),
        regions: z
          .array(
            z
              .object({
                name: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a region name: lower-case letters, digits and dashes'),
                squares: z.array(squareOrRange).min(1),
                black: z
                  .array(squareOrRange)
                  .min(1)
                  .optional()
                  .describe(
                    "Black's own squares, as on the board, where they are not White's turned over (Fairy-Stockfish's mobilityRegionBlack); absent, Black's are White's mirrored",
                  ),
                label: z
                  .string()
                  .min(1)
                  .optional()
                  .describe(
                    'The region as players read it, a noun phrase ("the far side of the river"): the cards and rules name it so; absent, they name its squares ("ranks 6 to 10")',
                  ),
              })
              .strict(),
          )
          .optional()
          .describe(
            "Named regions, as White's (Black's are mirrored, or given as black), that moves may be bound to (within, whenOn)",
          ),
        points: z
          .object({
            river: z
              .number()
              .int()
              .min(1)
              .max(25)
              .optional()
              .describe('A river crosses the board above this rank: inner files are not drawn across it'),
            diagonals: z
              .array(squareOrRange)
              .optional()
              .describe("Rectangles whose two diagonals are drawn (Xiangqi's palaces: d1:f3, d8:f10)"),
            riverText: z
              .tuple([z.string().min(1).max(4), z.string().min(1).max(4)])
              .optional()
              .describe("Written in the river, the first player's half at the left (Xiangqi: [楚河, 漢界])"),
            marks: z
              .array(squareOrRange)
              .optional()
              .describe(
                "Points marked with small corners, where men start (Xiangqi's cannons and soldiers: b3, h3, a4, c4...)",
              ),
          })
          .strict()
          .optional()
          .describe('Printed boards: the men stand on the intersections of lines, not in squares (Xiangqi)'),
        style: z
          .enum(['checkered', 'lines', 'points'])
          .optional()
          .describe(
            'Printed boards: checkered squares (default), squares of one colour drawn as lines (Shogi), or lines whose intersections the men stand on (Xiangqi; the default when `points` is given)',
          ),
      })
      .strict(),
    pieces: z.array(pieceSchema).min(1).max(60),
    counters: z
      .object({
        shape: z
          .enum(['square', 'pentagon', 'disc', 'octagon'])
          .optional()
          .describe('square (default); pentagon, pointing at the opponent (Shogi); disc (Xiangqi); octagon (Janggi)'),
        sides: z
          .enum(['light-dark', 'red-black', 'blue-red', 'neutral'])
          .optional()
          .describe(
            'How the sides differ: light and dark counters (default); red and black ink on pale counters (Xiangqi); blue and red ink (Janggi: Cho and Han); neutral, one colour for both, the owner shown by which way a man faces, for men that change sides (Shogi)',
          ),
        sizes: z
          .record(pieceId, z.number().int().min(30).max(100))
          .optional()
          .describe(
            "Men of different sizes, by piece id: each one's size in percent of the counter size (default 100), cut line and all (Janggi: the general largest, the guards and soldiers smallest)",
          ),
      })
      .strict()
      .optional()
      .describe('How the men look on printed counters, the setup page and diagrams'),
    sides: z
      .tuple([z.string().min(1).max(20), z.string().min(1).max(20)])
      .optional()
      .describe(
        "The players as the game names them, the first player's first (Shogi: [Sente (Black), Gote (White)]; Xiangqi: [Red, Black]); default [White, Black]",
      ),
    setup: z
      .object({
        position: z.string().min(1).describe('Start position: FEN-style piece placement (or a full position)'),
        free: z
          .object({
            ranks: z.array(z.number().int().min(1).max(26)).min(1).describe('White-relative ranks where men stand'),
            counts: z.record(pieceId, z.number().int().min(0).max(676)),
            placement: z
              .array(
                z
                  .object({ pieces: z.array(pieceId).min(1), ranks: z.array(z.number().int().min(1).max(26)).min(1) })
                  .strict(),
              )
              .optional(),
          })
          .strict()
          .optional()
          .describe('Free setup: the players place their men within these constraints'),
        options: z
          .array(
            z.object({ id: z.string().min(1), name: z.string().min(1), swap: z.tuple([pieceId, pieceId]) }).strict(),
          )
          .optional(),
      })
      .strict(),
    castling: z
      .array(
        z
          .object({
            right: z.string().regex(/^[A-Z]$/),
            king: squareName,
            rook: squareName,
            kingTo: z.array(squareName).min(1),
            rookTo: squareName,
          })
          .strict(),
      )
      .optional()
      .describe("White's castling moves; Black's mirror them"),
    chess960: z
      .union([z.boolean(), z.array(pieceId).min(1)])
      .optional()
      .describe(
        "Chess960: the setup's back-rank men start in any arrangement with bishops on both colours and the king between the rooks, and castling takes king and rook from wherever they stand to the castling rules' squares. A list of piece ids shuffles only those pieces' back-rank men; the others keep their squares",
      ),
    promotion: z
      .array(
        z
          .object({
            pieces: z.array(pieceId).min(1),
            ranks: z
              .array(z.number().int().min(1).max(26))
              .optional()
              .describe('White-relative; default the last rank'),
            squares: z
              .array(squareOrRange)
              .min(1)
              .optional()
              .describe("The zone as squares, in place of ranks: White's (Black's turned over), as ranks are"),
            side: z
              .enum(['white', 'black'])
              .optional()
              .describe("Only this side's men promote by the rule (default both): sides that promote differently"),
            to: z.array(pieceId).min(1),
            optional: z
              .array(z.number().int().min(1).max(26))
              .optional()
              .describe('Ranks of the zone where promoting is optional: the man may also stay as it is'),
            leaving: z
              .union([z.boolean(), z.literal('compulsory')])
              .optional()
              .describe(
                'A move starting in the zone may promote too, wherever it ends (Shogi); compulsory: it must (EuroShogi)',
              ),
            limits: z
              .record(pieceId, z.number().int().min(1).max(676))
              .optional()
              .describe(
                'Most men of a type a side may have after promoting to it (Grand Chess: only captured pieces come back)',
              ),
          })
          .strict(),
      )
      .optional(),
    drops: z
      .object({
        ranks: z
          .record(pieceId, z.array(z.number().int().min(1).max(26)))
          .optional()
          .describe('Per piece, the White-relative ranks it may be dropped on (default: any; none: never dropped)'),
        onePerFile: z
          .array(pieceId)
          .optional()
          .describe('Pieces not dropped on a file holding an own man of the type (Shogi: pawns)'),
        noMate: z.array(pieceId).optional().describe('Pieces whose drop may not checkmate (Shogi: pawns)'),
        free: z
          .boolean()
          .optional()
          .describe('Men are dropped from an endless supply, not from a hand (Ataxx); default false'),
        resetsClock: z
          .boolean()
          .optional()
          .describe(
            'A drop resets the halfmove clock of the move rule, as a pawn move does (default false; Crazyhouse and Shogi as Fairy-Stockfish and Lichess count: true)',
          ),
        perFile: z
          .number()
          .int()
          .min(1)
          .max(26)
          .optional()
          .describe('How many men of a onePerFile piece a file may hold before no more is dropped there (default 1)'),
        capturesToHand: z
          .boolean()
          .optional()
          .describe(
            "Captured men go to the captor's hand (default true); false: only the men in hand at the start are dropped (Pocket Knight)",
          ),
        keepPromoted: z
          .boolean()
          .optional()
          .describe('A captured promoted man goes to the hand as he stands, not as what he promoted from (Loop chess)'),
        promoted: z
          .boolean()
          .optional()
          .describe('A man in hand may also be dropped as his promoted form (Kyoto shogi)'),
        checks: z.boolean().optional().describe('A drop may give check (default true)'),
        twoBoards: z
          .boolean()
          .optional()
          .describe(
            "Bughouse: the hands are filled from a partner's board; printed, but its records are refused (one board is played)",
          ),
        regions: z
          .object({ white: z.string().min(1).optional(), black: z.string().min(1).optional() })
          .strict()
          .optional()
          .describe(
            "Board regions (board.regions, White-relative: Black's mirrored) each side may drop on; absent: anywhere",
          ),
      })
      .strict()
      .optional()
      .describe("Captured men go to the captor's hand and may be dropped on an empty square instead of a move"),
    end: z
      .object({
        stalemate: z
          .enum(['draw', 'loss', 'win', 'count', 'count-fewer'])
          .optional()
          .describe(
            'Result for a player with no legal move, not in check (count: the side with more men wins; count-fewer: the side with fewer)',
          ),
        materialCount: z
          .union([
            z.boolean(),
            z
              .object({
                points: z
                  .record(pieceId, z.number().min(0).max(1000))
                  .describe("Each piece's points (pieces not named count 0)"),
                secondPlayer: z
                  .number()
                  .min(0)
                  .max(1000)
                  .optional()
                  .describe('Points the second player (Black) has besides its men (Janggi: 1.5)'),
              })
              .strict(),
          ])
          .optional()
          .describe(
            "A game ending undecided (two passes, a full board, facing kings) is won by the side with more men on the board (Reversi), or with `points`, more points (Janggi's counting)",
          ),
        fullBoard: z.boolean().optional().describe('The game ends when no square is empty'),
        connect: z
          .object({
            row: z.number().int().min(2).max(26).optional().describe('Men in an unbroken line (Tic-tac-toe: 3)'),
            square: z.number().int().min(2).max(26).optional().describe('Men filling a square block this many a side'),
            collinear: z
              .number()
              .int()
              .min(2)
              .max(26)
              .optional()
              .describe('Men on one line, other squares between them allowed'),
            directions: z
              .array(z.enum(['horizontal', 'vertical', 'diagonal']))
              .min(1)
              .optional()
              .describe('The lines a row or line runs along (default all three)'),
            pieces: z.array(pieceId).min(1).optional().describe('The pieces whose men count (default every one)'),
            result: z
              .enum(['win', 'loss', 'draw'])
              .optional()
              .describe('What making it does for the mover (default win)'),
          })
          .strict()
          .optional()
          .describe('A player whose move leaves their men in a row, a square block or on one line wins (Connect Four)'),
        checkmate: z
          .enum(['loss', 'win'])
          .optional()
          .describe('Result for the side checkmated (default loss; Losers: win)'),
        repetition: z
          .number()
          .int()
          .min(0)
          .max(10)
          .optional()
          .describe('Occurrences of a position that let a player claim a draw (default 3; 0: none)'),
        moveRule: z
          .number()
          .int()
          .min(0)
          .max(1000)
          .optional()
          .describe('Moves each without capture or pawn move that let a player claim a draw (default 50; 0: none)'),
        forcedRepetition: z
          .number()
          .int()
          .min(0)
          .max(20)
          .optional()
          .describe('Occurrences of a position that end the game drawn, no claim needed (default 5; 0: none)'),
        forcedMoveRule: z
          .number()
          .int()
          .min(0)
          .max(2000)
          .optional()
          .describe(
            'Moves each without capture or pawn move that end the game drawn unless the last move mates (default 75; 0: none)',
          ),
        drawOdds: z
          .enum(['white', 'black'])
          .optional()
          .describe(
            'Every game that would end drawn (stalemate, repetition, the move rule, a dead position) is won by this side: Armageddon (Black)',
          ),
        castlingWins: z
          .array(z.enum(['K', 'Q', 'k', 'q']))
          .min(1)
          .optional()
          .describe(
            "Castlings that win, as castling rights (K: White's kingside, q: Black's queenside); a side that can no longer make any of its own loses",
          ),
        perpetualCheck: z
          .enum(['loses'])
          .optional()
          .describe(
            'At the repetition (claimed: repetition; or forced: forcedRepetition), a side that gave check with every move since the position first stood there loses instead of the draw (Xiangqi, Shogi)',
          ),
        repetitionLoser: z
          .enum(['to-move', 'not-to-move', 'white', 'black'])
          .optional()
          .describe(
            'At the repetition (claimed or forced), unless perpetual check or chase decides it, this side loses instead of the draw: the side to move in the repeated position, the other, White or Black',
          ),
        moveRepetition: z
          .enum(['loses'])
          .optional()
          .describe(
            "A side that moves one man back and forth between two squares, not in check, loses at the fifth of those moves (its arrival and four moves back and forth; a pass may stand for the second): Kakao Janggi's rule. Kings and men bound to a region the enemy king's does not meet (Janggi's guards) are free",
          ),
        perpetualChase: z
          .object({
            ranks: z
              .record(pieceId, z.number().int().min(0).max(100))
              .describe(
                'Men that chase, and can be chased, by rank: an attacked man of a higher rank than its attacker is chased even when protected',
              ),
            chasedOn: z
              .record(pieceId, z.string())
              .optional()
              .describe(
                'Men that never chase but can be chased on a region, by region name (soldiers across the river)',
              ),
          })
          .strict()
          .optional()
          .describe(
            'At the repetition, when no side checked throughout, a side that chased an enemy man with every move since the position first stood there loses (the Asian rule of Xiangqi)',
          ),
        counting: z
          .object({
            pawns: z
              .array(pieceId)
              .min(1)
              .describe('Men whose presence on the board, on either side, keeps any count from starting'),
            boardHonour: z
              .number()
              .int()
              .min(0)
              .max(1000)
              .describe(
                "Board's honour: moves the side with more than its royal alone has to mate once no pawn is left (0: no count then)",
              ),
            piecesHonour: z
              .array(
                z
                  .object({
                    least: z
                      .record(pieceId, z.number().int().min(1).max(676))
                      .describe('Men the stronger side has at least, by piece id ({} matches any material)'),
                    moves: z.number().int().min(1).max(1000),
                  })
                  .strict(),
              )
              .min(1)
              .describe(
                "Pieces' honour, against a bare royal: the first entry whose material the stronger side has gives the moves (none matching: the board's honour)",
              ),
            piecesHonourFrom: z
              .enum(['men', 'start'])
              .optional()
              .describe(
                "Where the pieces' honour counts from: the number of men on the board (Makruk, the default), or its start (ASEAN chess)",
              ),
            boardHonourMostMen: z
              .number()
              .int()
              .min(2)
              .max(1000)
              .optional()
              .describe(
                "Ouk Chatrang: a side with more men never counts, and one with at most this many but more than its royal counts the board's honour even while pawns stand on the board",
              ),
          })
          .strict()
          .optional()
          .describe('Makruk counting: the game is drawn when the count runs out before mate'),
        insufficientMaterial: z
          .union([
            deadPreset,
            z
              .object({
                preset: deadPreset.optional().describe('Dead positions known by rule (default none)'),
                material: z
                  .array(
                    z
                      .string()
                      .regex(
                        /^\s*[A-Za-z{}0-9]+\s+v\s+[A-Za-z{}0-9]+\s*$/,
                        'material such as "KB v K": the men of each side by piece id, {..} around ids longer than one letter',
                      ),
                  )
                  .min(1)
                  .describe('Material with which neither side can mate, e.g. "KB v K"'),
              })
              .strict(),
          ])
          .optional()
          .describe('Dead positions: a preset (fide, bare-royals, none), or a preset and a list of material'),
        victories: z.array(victorySchema).optional(),
      })
      .strict()
      .optional(),
    rules: z
      .object({
        reversal: z
          .boolean()
          .optional()
          .describe('ECROS: no man may return to the square it left on its previous move'),
        nexialCastling: z
          .object({
            nexials: z.array(pieceId).min(1),
            right: z
              .string()
              .regex(/^[A-Z]$/)
              .optional(),
          })
          .strict()
          .optional(),
        guardCall: z
          .object({
            piece: pieceId,
            right: z
              .string()
              .regex(/^[A-Z]$/)
              .optional(),
          })
          .strict()
          .optional(),
        wrap: z
          .object({ pieces: z.array(pieceId).min(1) })
          .strict()
          .optional(),
        oppositeCastling: z
          .boolean()
          .optional()
          .describe(
            "A side that castles closes the opponent's castling on the same wing: the players castle on opposite wings",
          ),
        flyingGeneral: z
          .boolean()
          .optional()
          .describe('Xiangqi: the royal pieces may never face each other on an open file or rank'),
        bikjang: z
          .boolean()
          .optional()
          .describe(
            'Janggi: a player whose king faces the other on an open line must break it or pass; a pass ends the game, drawn or counted',
          ),
        mustCapture: z.boolean().optional().describe('Antichess: a player who can capture must'),
        makpong: z
          .boolean()
          .optional()
          .describe('Makpong: a king in check may not move away, only take the one man checking him'),
        noInitialRoyalMoveFromCheck: z
          .boolean()
          .optional()
          .describe(
            "A royal man's first-move-only moves (initial) may not leave a square attacked after them: not out of check (the Interactive Diagram's)",
          ),
        shatarMate: z
          .object({
            shak: z
              .array(pieceId)
              .min(1)
              .describe('Pieces whose check is a shak: a mate stands only if its unbroken series of checks held one'),
            alone: z
              .array(pieceId)
              .describe('Pieces whose mate, given by them alone, loses for the side that gives it'),
          })
          .strict()
          .optional()
          .describe("Shatar's mates: a mate without a shak in its series of checks is a draw"),
        cambodianMoves: z
          .object({
            king: pieceId.describe('The king, who may leap once like a knight to the rank ahead'),
            met: pieceId.describe('The met, who may step two squares straight ahead once'),
            rook: pieceId.describe("The rook, whose move onto the enemy king's rank or file takes away his leap"),
          })
          .strict()
          .optional()
          .describe(
            "Ouk Chatrang's first moves, kept as gates in the rights field (DEde): the king's leap and the met's double step",
          ),
        mustDrop: z
          .union([z.literal(true), pieceId])
          .optional()
          .describe(
            'A player with men in hand (true: of any piece; a piece id: of that piece) must place one where a drop is legal (Picaria)',
          ),
        oppositeColourDrops: pieceId
          .optional()
          .describe(
            "Placement chess: a side's men of this piece (the bishops) are dropped half on light squares and half on dark; no drop may take the last square of a colour one still needs",
          ),
        castlingDropped: z
          .object({ rooks: z.array(pieceId).min(1).describe('the pieces that castle with the royal man') })
          .strict()
          .optional()
          .describe(
            "Placement chess: the royal man dropped on a castling's king square with a rook on its rook square, or a rook dropped there with the royal in place, opens that castling",
          ),
        sittuyinPromotion: z
          .object({
            pieces: z.array(pieceId).min(1).describe('the pieces that promote (the pawns)'),
            squares: z
              .array(squareOrRange)
              .min(1)
              .describe("White's promotion squares (Black's turned over); anywhere for a side's last pawn"),
            to: z.array(pieceId).min(1).describe('what a pawn becomes'),
            limits: z
              .record(pieceId, z.number().int().min(1).max(676))
              .optional()
              .describe('a pawn promotes to a piece only while his side has fewer men of it than this'),
          })
          .strict()
          .optional()
          .describe(
            'Sittuyin: a pawn does not promote by moving; as a move of its own, a pawn on a promotion square becomes the new piece where he stands or a step of its move away, the new man attacking no enemy man and giving no check',
          ),
        noChecks: z.boolean().optional().describe('Racing Kings: a move that gives check is not legal'),
        atomic: z
          .object({
            immune: z.array(pieceId).describe('the pieces an explosion spares on the squares around (pawns)'),
            blastImmune: z
              .array(pieceId)
              .optional()
              .describe("the pieces no explosion removes, not even the capturer (Atomar's kings)"),
          })
          .strict()
          .optional()
          .describe('Atomic chess: a capture explodes, removing the capturer and every man around but the immune ones'),
        pseudoRoyal: z
          .object({
            pieces: z.array(pieceId).min(1).describe('the pieces whose men no move may leave attacked'),
            count: z
              .number()
              .int()
              .min(1)
              .max(99)
              .optional()
              .describe(
                'only while a side has at most this many of them, counted together, with no royal king (Sho shogi)',
              ),
            apart: z
              .array(z.array(pieceId).min(1))
              .optional()
              .describe(
                'with count: further pieces, each list counted on its own, not with `pieces` (Chak: the King apart from the Divine King)',
              ),
            duple: z
              .boolean()
              .optional()
              .describe(
                "with count: no move may leave every man of the pieces attacked either, however many (Fairy-Stockfish's dupleCheck: Spartan's two kings)",
              ),
          })
          .strict()
          .optional()
          .describe(
            "Fairy-Stockfish's extinctionPseudoRoyal (Coregal's queens): no move may leave a man of these pieces attacked, though he is not checked",
          ),
        mutuallyImmune: z
          .object({
            pieces: z.array(pieceId).min(1).describe('the pieces whose men may not take men of their own piece'),
          })
          .strict()
          .optional()
          .describe(
            "Fairy-Stockfish's mutuallyImmuneTypes: a man of these pieces may not take a man of his own piece (Atomar's kings)",
          ),
        petrifyOnCapture: z
          .object({ pieces: z.array(pieceId).min(1).describe('the pieces whose men turn to stone when they capture') })
          .strict()
          .optional()
          .describe(
            "Fairy-Stockfish's petrifyOnCaptureTypes: a man of these pieces that captures turns to stone, a wall no one moves or takes",
          ),
        flip: z
          .enum(['reversi', 'ataxx'])
          .optional()
          .describe(
            'Enemy men a move encloses change sides: reversi, lines between the man placed and another of the mover; ataxx, the men next to it',
          ),
        enclosingDrop: z
          .object({
            rule: z.enum(['reversi', 'ataxx', 'top', 'snort']),
            start: z.array(squareName).optional().describe('Squares filled first, before the rule applies'),
          })
          .strict()
          .optional()
          .describe(
            'Where men are dropped: reversi, only where the drop encloses enemy men; ataxx, next to an own man; top, on the first rank or on another man (Connect Four); snort, not beside an enemy man',
          ),
        walls: z
          .object({
            rule: z.enum(['arrow', 'duck', 'past', 'static', 'edge']),
            region: z.string().optional().describe('The region walls may go on (default: anywhere)'),
          })
          .strict()
          .optional()
          .describe(
            'Every move leaves a wall on an empty square: arrow, where the moved man could move next (Amazons); duck, the one wall moves anywhere; past, the square left; static, anywhere; edge, by the edge or another wall',
          ),
        pass: z
          .enum(['always', 'no-move'])
          .optional()
          .describe(
            'A player may pass: always (not in check), or only with no legal move; two passes in a row end the game',
          ),
        gating: z
          .boolean()
          .optional()
          .describe(
            "Seirawan chess: a first-rank man leaving his square for the first time may bring a man from hand onto it (the setup's hand: [HEhe]; its rights' file letters name the gates)",
          ),
      })
      .strict()
      .optional(),
    notes: z.string().optional(),
    interpretations: z
      .array(z.string().min(1))
      .optional()
      .describe(
        'Points the source leaves open that the definition settles, each a sentence; the kit prints them as the rule as this kit plays it',
      ),
  })
  .strict();

export type DefinitionFile = z.infer<typeof definitionSchema>;
export type AtomDefinition = z.infer<typeof atomSchema>;
