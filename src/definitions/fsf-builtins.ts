/**
 * Fairy-Stockfish's built-in variants that a variants.ini section may inherit from (`[name:parent]`),
 * written as the ini keys that give the same rules, so inheriting is merging keys. Each was checked
 * against Fairy-Stockfish (test/fsf-ini.test.ts: start position and perft of `[x:parent]` with no keys).
 * Keys a variant leaves at Fairy-Stockfish's defaults (docs/variants-ini.md) are not repeated.
 */

export interface BuiltinVariant {
  parent: string | null;
  keys: Record<string, string>;
  /**
   * The letter FSF's SAN writes for a piece key this variant defines, where it is not the piece's FEN
   * letter (its synonym: Xiangqi's horse Hg3, elephant Ee3). A section that gives the key anew has none.
   */
  sanLetters?: Record<string, string>;
}

/** Every square of a files x ranks board but `except`, as a region value. */
const allBut = (files: number, ranks: number, except: string[]): string =>
  Array.from(
    { length: files * ranks },
    (_, i) => `${String.fromCharCode(97 + (i % files))}${Math.floor(i / files) + 1}`,
  )
    .filter((sq) => !except.includes(sq))
    .join(' ');

const PALACE_WHITE = 'd1 e1 f1 d2 e2 f2 d3 e3 f3';
const PALACE_BLACK = 'd8 e8 f8 d9 e9 f9 d10 e10 f10';

export const FSF_BUILTINS: Record<string, BuiltinVariant> = {
  chess: {
    parent: null,
    keys: { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k', promotionPieceTypes: 'nbrq' },
  },
  capablanca: {
    parent: 'chess',
    keys: {
      maxFile: 'j',
      archbishop: 'a',
      chancellor: 'c',
      castlingKingsideFile: 'i',
      castlingQueensideFile: 'c',
      startFen: 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1',
      promotionPieceTypes: 'acqrbn',
    },
  },
  gothic: {
    parent: 'capablanca',
    keys: { startFen: 'rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1' },
  },
  grand: {
    parent: 'chess',
    keys: {
      maxRank: '10',
      maxFile: 'j',
      archbishop: 'a',
      chancellor: 'c',
      startFen: 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1',
      promotionPieceTypes: 'acqrbn',
      promotionRegionWhite: '*8 *9 *10',
      promotionRegionBlack: '*3 *2 *1',
      promotionLimit: 'a:1 c:1 q:1 r:2 b:2 n:2',
      mandatoryPawnPromotion: 'false',
      immobilityIllegal: 'true',
      doubleStepRegionWhite: '*3',
      doubleStepRegionBlack: '*8',
      castling: 'false',
    },
  },
  shatranj: {
    parent: 'chess',
    keys: {
      bishop: '-',
      queen: '-',
      alfil: 'b',
      fers: 'q',
      startFen: 'rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1',
      promotionPieceTypes: 'q',
      doubleStep: 'false',
      castling: 'false',
      // The bare king: a side left with its king alone loses, unless it bares the other king at once.
      extinctionValue: 'loss',
      extinctionClaim: 'true',
      extinctionPieceTypes: '*',
      extinctionPieceCount: '1',
      extinctionOpponentPieceCount: '2',
      stalemateValue: 'loss',
      nMoveRule: '70',
    },
  },
  makruk: {
    parent: 'chess',
    keys: {
      bishop: '-',
      queen: '-',
      silver: 's',
      fers: 'm',
      startFen: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1',
      promotionRegionWhite: '*6 *7 *8',
      promotionRegionBlack: '*3 *2 *1',
      promotionPieceTypes: 'm',
      doubleStep: 'false',
      castling: 'false',
      nMoveRule: '0',
      countingRule: 'makruk',
    },
  },
  xiangqi: {
    parent: null,
    sanLetters: { horse: 'H', elephant: 'E' },
    keys: {
      maxRank: '10',
      maxFile: 'i',
      rook: 'r',
      horse: 'n',
      king: 'k:W',
      cannon: 'c',
      soldier: 'p',
      elephant: 'b',
      fers: 'a',
      startFen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
      mobilityRegionWhiteKing: PALACE_WHITE,
      mobilityRegionBlackKing: PALACE_BLACK,
      mobilityRegionWhiteFers: PALACE_WHITE,
      mobilityRegionBlackFers: PALACE_BLACK,
      mobilityRegionWhiteElephant: '*1 *2 *3 *4 *5',
      mobilityRegionBlackElephant: '*6 *7 *8 *9 *10',
      soldierPromotionRank: '6',
      promotionPieceTypes: '-',
      doubleStep: 'false',
      castling: 'false',
      stalemateValue: 'loss',
      perpetualCheckIllegal: 'true',
      chasingRule: 'axf',
      flyingGeneral: 'true',
      nMoveRule: '0',
    },
  },
  shogi: {
    parent: null,
    keys: {
      maxRank: '9',
      maxFile: 'i',
      shogiPawn: 'p',
      silver: 's',
      gold: 'g',
      bishop: 'b',
      dragonHorse: 'h',
      rook: 'r',
      bers: 'd',
      king: 'k',
      lance: 'l',
      shogiKnight: 'n',
      startFen: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1',
      pieceDrops: 'true',
      capturesToHand: 'true',
      promotionRegionWhite: '*7 *8 *9',
      promotionRegionBlack: '*3 *2 *1',
      promotionPieceTypes: '-',
      promotedPieceType: 'p:g s:g n:g l:g b:h r:d',
      doubleStep: 'false',
      castling: 'false',
      dropNoDoubled: 'p',
      immobilityIllegal: 'true',
      shogiPawnDropMateIllegal: 'true',
      stalemateValue: 'loss',
      nFoldRule: '4',
      nMoveRule: '0',
      perpetualCheckIllegal: 'true',
    },
  },
  crazyhouse: {
    parent: 'chess',
    keys: {
      startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1',
      pieceDrops: 'true',
      capturesToHand: 'true',
    },
  },
  atomic: {
    parent: 'chess',
    keys: {
      king: '-',
      commoner: 'k',
      castlingKingPiece: 'k',
      extinctionValue: 'loss',
      extinctionPieceTypes: 'k',
      extinctionPseudoRoyal: 'true',
      blastOnCapture: 'true',
    },
  },
  kingofthehill: {
    parent: 'chess',
    keys: { flagPiece: 'k', flagRegion: 'd4 e4 d5 e5' },
  },
  racingkings: {
    parent: 'chess',
    keys: {
      startFen: '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1',
      flagPiece: 'k',
      flagRegionWhite: '*8',
      flagRegionBlack: '*8',
      flagMove: 'true',
      castling: 'false',
      checking: 'false',
    },
  },
  knightmate: {
    parent: 'chess',
    keys: {
      knight: '-',
      commoner: 'm',
      king: 'k:N',
      startFen: 'rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1',
      promotionPieceTypes: 'mqrb',
    },
  },
  // Fairy-Stockfish's names for Three-check and Five-check.
  '3check': {
    parent: 'chess',
    keys: { startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1', checkCounting: 'true' },
  },
  '5check': {
    parent: '3check',
    keys: { startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+5 0 1' },
  },
  horde: {
    parent: 'chess',
    keys: {
      startFen: 'rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1',
      doubleStepRegionWhite: '*1 *2',
      extinctionValue: 'loss',
      extinctionPieceTypes: '*',
    },
  },
  giveaway: {
    parent: 'chess',
    keys: {
      king: '-',
      commoner: 'k',
      promotionPieceTypes: 'kqrbn',
      stalemateValue: 'win',
      extinctionValue: 'win',
      extinctionPieceTypes: '*',
      mustCapture: 'true',
    },
  },
  antichess: {
    parent: 'giveaway',
    keys: { startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1', castling: 'false' },
  },
  losers: {
    parent: 'chess',
    keys: {
      checkmateValue: 'win',
      stalemateValue: 'win',
      extinctionValue: 'win',
      extinctionPieceTypes: '*',
      extinctionPieceCount: '1',
      mustCapture: 'true',
    },
  },
  // Reversi: discs placed from hand, turning over the enemy discs they enclose; the most discs wins.
  flipersi: {
    parent: null,
    keys: {
      immobile: 'p',
      startFen: `8/8/8/8/8/8/8/8[${'P'.repeat(32)}${'p'.repeat(32)}] w 0 1`,
      pieceDrops: 'true',
      doubleStep: 'false',
      castling: 'false',
      stalemateValue: 'loss',
      stalematePieceCount: 'true',
      enclosingDrop: 'reversi',
      enclosingDropStart: 'd4 e4 d5 e5',
      flipEnclosedPieces: 'reversi',
      materialCounting: 'unweighted',
      adjudicateFullBoard: 'true',
    },
  },
  flipello: {
    parent: 'flipersi',
    keys: {
      startFen: `8/8/8/3pP3/3Pp3/8/8/8[${'P'.repeat(60)}${'p'.repeat(60)}] w 0 1`,
      passOnStalemate: 'true',
    },
  },
  flipello10: {
    parent: 'flipello',
    keys: {
      maxRank: '10',
      maxFile: 'j',
      startFen: `10/10/10/10/4pP4/4Pp4/10/10/10/10[${'P'.repeat(96)}${'p'.repeat(96)}] w - - 0 1`,
      enclosingDropStart: 'e5 f5 e6 f6',
    },
  },
  // Ataxx: a man clones itself onto a square next to it or jumps two squares away, turning the enemy
  // men around where it lands; the most men wins.
  ataxx: {
    parent: null,
    keys: {
      maxRank: '7',
      maxFile: 'g',
      customPiece1: 'p:mDmNmA',
      startFen: 'P5p/7/7/7/7/7/p5P w 0 1',
      pieceDrops: 'true',
      // Not an ini key: Fairy-Stockfish's ataxx alone drops from an endless supply.
      freeDrops: 'true',
      doubleStep: 'false',
      castling: 'false',
      stalemateValue: 'loss',
      stalematePieceCount: 'true',
      passOnStalemate: 'true',
      enclosingDrop: 'ataxx',
      flipEnclosedPieces: 'ataxx',
      materialCounting: 'unweighted',
      adjudicateFullBoard: 'true',
      nMoveRule: '0',
    },
  },
  // Walls: every move leaves one (Amazons' arrows, Isolation's removed squares, the trails of Snailtrail
  // and Joust, the duck).
  amazons: {
    parent: null,
    keys: {
      maxRank: '10',
      maxFile: 'j',
      customPiece1: 'q:mQ',
      startFen: '3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1',
      doubleStep: 'false',
      stalemateValue: 'loss',
      wallingRule: 'arrow',
    },
  },
  isolation: {
    parent: null,
    keys: {
      maxFile: 'f',
      customPiece1: 'p:mK',
      startFen: '3p2/6/6/6/6/6/6/2P3 w - - 0 1',
      doubleStep: 'false',
      stalemateValue: 'loss',
      wallingRule: 'static',
      wallingRegion: allBut(6, 8, ['c1', 'd8']),
    },
  },
  isolation7x7: {
    parent: 'isolation',
    keys: {
      maxRank: '7',
      maxFile: 'g',
      startFen: '3p3/7/7/7/7/7/3P3 w - - 0 1',
      wallingRegion: allBut(7, 7, ['d1', 'd7']),
    },
  },
  snailtrail: {
    parent: null,
    keys: {
      maxRank: '7',
      maxFile: 'g',
      customPiece1: 'p:mK',
      startFen: '6p/7/7/7/7/7/P6 w - - 0 1',
      doubleStep: 'false',
      stalemateValue: 'loss',
      wallingRule: 'past',
    },
  },
  joust: {
    parent: null,
    keys: {
      customPiece1: 'n:mN',
      startFen: '8/8/8/4n3/3N4/8/8/8 w - - 0 1',
      stalemateValue: 'loss',
      wallingRule: 'past',
    },
  },
  duck: {
    parent: 'chess',
    keys: {
      king: '-',
      commoner: 'k',
      castlingKingPiece: 'k',
      extinctionValue: 'loss',
      extinctionPieceTypes: 'k',
      wallingRule: 'duck',
      stalemateValue: 'win',
    },
  },
};

/** A built-in's keys with its ancestors' merged under them (the nearest definition of a key wins). */
export function builtinKeys(name: string): Record<string, string> | null {
  const b = FSF_BUILTINS[name];
  if (!b) return null;
  return { ...(b.parent ? builtinKeys(b.parent) : {}), ...b.keys };
}
