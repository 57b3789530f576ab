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
  /** The game's own names of the pieces this variant defines, where FSF's type has none or another (Yari shogi's Yari Knight). */
  names?: Record<string, string>;
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

const ALL_RANKS_8 = '*1 *2 *3 *4 *5 *6 *7 *8';
const NINE_BY_NINE = {
  maxRank: '9',
  maxFile: 'i',
  promotionRegionWhite: '*9',
  promotionRegionBlack: '*1',
  doubleStepRegionWhite: '*2',
  doubleStepRegionBlack: '*8',
  castlingKingsideFile: 'g',
  castlingQueensideFile: 'c',
};

/** FSF's pawn replaced by a custom piece of these moves, which promotes, takes en passant and resets the move count. */
function customPawn(betza: string): Record<string, string> {
  return {
    pawn: '-',
    customPiece1: `p:${betza}`,
    promotionPawnTypes: 'p',
    enPassantTypes: 'p',
    nMoveRuleTypes: 'p',
  };
}

/**
 * Fairy-Stockfish's base of the small Shogi boards (minishogi, judkins, gorogoro): shogi on 5x5 without
 * lance and knight, the last rank the promotion zone; its sennichite a draw, as in shogi.
 */
const MINISHOGI_BASE = {
  maxRank: '5',
  maxFile: 'e',
  lance: '-',
  shogiKnight: '-',
  startFen: 'rbsgk/4p/5/P4/KGSBR[-] w 0 1',
  promotionRegionWhite: '*5',
  promotionRegionBlack: '*1',
  promotedPieceType: 'p:g s:g b:h r:d',
};

/** The bare king (Shatranj, Courier): a side left with its king alone loses, unless it bares the other king at once; stalemate loses too. */
const BARE_KING = {
  extinctionValue: 'loss',
  extinctionClaim: 'true',
  extinctionPieceTypes: '*',
  extinctionPieceCount: '1',
  extinctionOpponentPieceCount: '2',
  stalemateValue: 'loss',
};

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
  // Chess960 and Capablanca Random (Fairy-Stockfish has no "chess960" name): the start position shown,
  // castling from wherever king and rooks stand.
  fischerandom: { parent: 'chess', keys: { chess960: 'true' } },
  caparandom: { parent: 'capablanca', keys: { chess960: 'true' } },
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
  // Grand chess with two more pieces, the knight a knight-wazir: each promoted to while a side has fewer than two.
  opulent: {
    parent: 'grand',
    keys: {
      knight: '-',
      customPiece1: 'n:NW',
      customPiece2: 'w:CF',
      customPiece3: 'l:FDH',
      startFen: 'rw6wr/clbnqknbla/pppppppppp/10/10/10/10/PPPPPPPPPP/CLBNQKNBLA/RW6WR w - - 0 1',
      promotionPieceTypes: 'acqrbnwl',
      promotionLimit: 'a:1 c:1 q:1 r:2 b:2 n:2 w:2 l:2',
    },
  },
  // Troitzky chess: a 10x10 board rounded by holes, the zone each file's last square.
  troitzky: {
    parent: 'chess',
    keys: {
      maxRank: '10',
      maxFile: 'j',
      startFen: '****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK**** w - - 0 1',
      promotionRegionWhite: 'a6 b8 c9 d9 e10 f10 g9 h9 i8 j6',
      promotionRegionBlack: 'a5 b3 c2 d2 e1 f1 g2 h2 i3 j5',
      doubleStepRegionWhite: '*3',
      doubleStepRegionBlack: '*8',
      castling: 'false',
    },
  },
  normal: { parent: 'chess', keys: {} },
  nocastle: {
    parent: 'chess',
    keys: { startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1', castling: 'false' },
  },
  raazuvaa: {
    parent: 'nocastle',
    keys: { doubleStep: 'false' },
  },
  torpedo: {
    parent: 'chess',
    keys: { doubleStepRegionWhite: ALL_RANKS_8, doubleStepRegionBlack: ALL_RANKS_8 },
  },
  // Pawns of other moves (FSF's custom pawn): Berolina, sideways, backward.
  berolina: { parent: 'chess', keys: customPawn('mfFcfeWimfnA') },
  pawnsideways: { parent: 'chess', keys: customPawn('fsmWfceFifmnD') },
  pawnback: {
    parent: 'chess',
    keys: {
      ...customPawn('fbmWfceFifmnD'),
      mobilityRegionWhiteCustomPiece1: '*2 *3 *4 *5 *6 *7 *8',
      mobilityRegionBlackCustomPiece1: '*1 *2 *3 *4 *5 *6 *7',
      nMoveRuleTypes: '-',
    },
  },
  // Armageddon: Black wins every draw.
  armageddon: { parent: 'chess', keys: { materialCounting: 'blackdrawodds' } },
  // Misère chess: the side checkmated wins.
  misere: { parent: 'chess', keys: { checkmateValue: 'win' } },
  fairy: { parent: 'chess', keys: { silver: 's', fers: 'f', archbishop: 'a', chancellor: 'c', commoner: 'm' } },
  amazon: {
    parent: 'chess',
    keys: {
      queen: '-',
      amazon: 'a',
      startFen: 'rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1',
      promotionPieceTypes: 'arbn',
    },
  },
  // Amazon chess as played in Georgia: no castling, no en passant.
  georgian: {
    parent: 'amazon',
    keys: {
      startFen: 'rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w - - 0 1',
      castling: 'false',
      enPassantRegion: '-',
    },
  },
  almost: {
    parent: 'chess',
    keys: {
      queen: '-',
      chancellor: 'c',
      startFen: 'rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1',
      promotionPieceTypes: 'crbn',
    },
  },
  sortofalmost: {
    parent: 'chess',
    keys: {
      chancellor: 'c',
      startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1',
      promotionPieceTypesWhite: 'crbn',
      promotionPieceTypesBlack: 'qrbn',
    },
  },
  chigorin: {
    parent: 'chess',
    keys: {
      chancellor: 'c',
      startFen: 'rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1',
      promotionPieceTypesWhite: 'crn',
      promotionPieceTypesBlack: 'qrb',
    },
  },
  legan: {
    parent: 'chess',
    keys: {
      pawn: '-',
      customPiece1: 'p:mflFcflW',
      promotionRegionWhite: 'a8 b8 c8 d8 a7 a6 a5',
      promotionRegionBlack: 'e1 f1 g1 h1 h2 h3 h4',
      promotionPawnTypes: 'p',
      nMoveRuleTypes: 'p',
      startFen: 'knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK w - - 0 1',
      doubleStep: 'false',
    },
  },
  perfect: {
    parent: 'chess',
    keys: {
      chancellor: 'c',
      archbishop: 'm',
      amazon: 'g',
      startFen: 'cmqgkbnr/pppppppp/8/8/8/8/PPPPPPPP/CMQGKBNR w KQkq - 0 1',
      promotionPieceTypes: 'gcmqrbn',
      castlingRookPieces: 'rc',
    },
  },
  nightrider: { parent: 'chess', keys: { knight: '-', customPiece1: 'n:NN', promotionPieceTypes: 'qrbn' } },
  paradigm: { parent: 'chess', keys: { bishop: '-', customPiece1: 'b:BnN', promotionPieceTypes: 'qbrn' } },
  grasshopper: {
    parent: 'chess',
    keys: {
      customPiece1: 'g:gQ',
      promotionPieceTypes: 'nbrqg',
      startFen: 'rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR w KQkq - 0 1',
      doubleStep: 'false',
    },
  },
  hoppelpoppel: {
    parent: 'chess',
    keys: { knight: '-', bishop: '-', knibis: 'n', biskni: 'b', promotionPieceTypes: 'qrbn' },
  },
  newzealand: {
    parent: 'chess',
    keys: { rook: '-', knight: '-', rookni: 'r', kniroo: 'n', castlingRookPieces: 'r', promotionPieceTypes: 'qrbn' },
  },
  losalamos: {
    parent: 'chess',
    keys: {
      maxRank: '6',
      maxFile: 'f',
      bishop: '-',
      startFen: 'rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1',
      promotionRegionWhite: '*6',
      promotionRegionBlack: '*1',
      promotionPieceTypes: 'qrn',
      doubleStep: 'false',
      castling: 'false',
    },
  },
  gardner: {
    parent: 'chess',
    keys: {
      maxRank: '5',
      maxFile: 'e',
      startFen: 'rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1',
      promotionRegionWhite: '*5',
      promotionRegionBlack: '*1',
      doubleStep: 'false',
      castling: 'false',
    },
  },
  // 9x9 boards: Modern chess's archbishop, Chancellor chess's chancellor.
  modern: {
    parent: 'chess',
    keys: {
      ...NINE_BY_NINE,
      archbishop: 'm',
      startFen: 'rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1',
      promotionPieceTypes: 'mqrbn',
    },
  },
  chancellor: {
    parent: 'chess',
    keys: {
      ...NINE_BY_NINE,
      chancellor: 'c',
      startFen: 'rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1',
      promotionPieceTypes: 'cqrbn',
    },
  },
  // 10x8 boards.
  embassy: {
    parent: 'capablanca',
    keys: {
      castlingKingsideFile: 'h',
      castlingQueensideFile: 'b',
      startFen: 'rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1',
    },
  },
  janus: {
    parent: 'chess',
    keys: {
      maxFile: 'j',
      castlingKingsideFile: 'i',
      castlingQueensideFile: 'b',
      archbishop: 'j',
      startFen: 'rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1',
      promotionPieceTypes: 'jqrbn',
    },
  },
  centaur: {
    parent: 'chess',
    keys: {
      maxFile: 'j',
      castlingKingsideFile: 'i',
      castlingQueensideFile: 'c',
      centaur: 'c',
      startFen: 'rcnbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBQKBNCR w KQkq - 0 1',
      promotionPieceTypes: 'cqrbn',
    },
  },
  gustav3: {
    parent: 'chess',
    keys: {
      maxFile: 'j',
      castlingKingsideFile: 'h',
      castlingQueensideFile: 'd',
      amazon: 'a',
      startFen: 'arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1',
      promotionPieceTypes: 'aqrbn',
    },
  },
  // Shatranj's men and bare king on 12x8.
  courier: {
    parent: 'chess',
    keys: {
      maxFile: 'l',
      queen: '-',
      alfil: 'e',
      fers: 'f',
      commoner: 'm',
      wazir: 'w',
      startFen: 'rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1',
      promotionPieceTypes: 'f',
      doubleStep: 'false',
      castling: 'false',
      ...BARE_KING,
    },
  },
  // 10x10 boards and larger.
  tencubed: {
    parent: 'chess',
    keys: {
      maxRank: '10',
      maxFile: 'j',
      startFen: '2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1',
      archbishop: 'a',
      chancellor: 'm',
      customPiece1: 'c:DAW',
      customPiece2: 'w:CF',
      promotionPieceTypes: 'amq',
      promotionRegionWhite: '*10',
      promotionRegionBlack: '*1',
      doubleStepRegionWhite: '*3',
      doubleStepRegionBlack: '*8',
      castling: 'false',
    },
  },
  omicron: {
    parent: 'chess',
    keys: {
      maxRank: '10',
      maxFile: 'l',
      startFen:
        'w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1',
      customPiece1: 'c:DAW',
      customPiece2: 'w:CF',
      castlingKingsideFile: 'i',
      castlingQueensideFile: 'e',
      castlingRank: '2',
      promotionRegionWhite: '*9 *10',
      promotionRegionBlack: '*2 *1',
      promotionPieceTypes: 'wcqrbn',
      doubleStepRegionWhite: '*3',
      doubleStepRegionBlack: '*8',
    },
  },
  shako: {
    parent: 'chess',
    keys: {
      maxRank: '10',
      maxFile: 'j',
      fersAlfil: 'e',
      cannon: 'c',
      startFen: 'c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1',
      promotionPieceTypes: 'qrbnce',
      promotionRegionWhite: '*10',
      promotionRegionBlack: '*1',
      castlingKingsideFile: 'h',
      castlingQueensideFile: 'd',
      castlingRookKingsideFile: 'i',
      castlingRookQueensideFile: 'b',
      castlingRank: '2',
      doubleStepRegionWhite: '*3',
      doubleStepRegionBlack: '*8',
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
      ...BARE_KING,
      nMoveRule: '70',
    },
  },
  chaturanga: {
    parent: 'shatranj',
    keys: { startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1', extinctionValue: 'none' },
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
  // Makruk in which a king in check may not move away (tie-breaks).
  makpong: { parent: 'makruk', keys: { makpongRule: 'true' } },
  'ai-wok': {
    parent: 'makruk',
    keys: {
      fers: '-',
      aiwok: 'a',
      startFen: 'rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1',
      promotionPieceTypes: 'a',
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
  // Xiangqi on 7x7 without advisors and elephants: soldiers step sideways from the start.
  minixiangqi: {
    parent: 'xiangqi',
    keys: {
      maxRank: '7',
      maxFile: 'g',
      elephant: '-',
      fers: '-',
      startFen: 'rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1',
      mobilityRegionWhiteKing: 'c1 d1 e1 c2 d2 e2 c3 d3 e3',
      mobilityRegionBlackKing: 'c5 d5 e5 c6 d6 e6 c7 d7 e7',
      soldierPromotionRank: '1',
    },
  },
  // Manchu chess: Xiangqi's base (no chasing rule) with White's chariots, horses and cannons one banner.
  manchu: {
    parent: 'xiangqi',
    keys: {
      chasingRule: 'none',
      banner: 'm',
      startFen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1',
    },
  },
  // --- makrukfam (issue 31): the Makruk and Xiangqi families' members and shatar ---
  // Supply chess: Xiangqi's base (no chasing rule) played on two boards, the men a partner passes
  // dropped on the own half, never giving check; advisors and elephants bound to their points.
  supply: {
    parent: 'xiangqi',
    keys: {
      chasingRule: 'none',
      startFen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[] w - - 0 1',
      twoBoards: 'true',
      pieceDrops: 'true',
      dropChecks: 'false',
      whiteDropRegion: '*1 *2 *3 *4 *5',
      blackDropRegion: '*6 *7 *8 *9 *10',
      mobilityRegionWhiteFers: 'd1 f1 e2 d3 f3',
      mobilityRegionBlackFers: 'd8 f8 e9 d10 f10',
      mobilityRegionWhiteElephant: 'c1 g1 a3 e3 i3 c5 g5',
      mobilityRegionBlackElephant: 'c6 g6 a8 e8 i8 c10 g10',
      mobilityRegionWhiteSoldier: 'a4 a5 c4 c5 e4 e5 g4 g5 i4 i5 *6 *7 *8 *9 *10',
      mobilityRegionBlackSoldier: '*1 *2 *3 *4 *5 a6 a7 c6 c7 e6 e7 g6 g7 i6 i7',
    },
  },
  // ASEAN chess: Makruk's men as chess letters (khon b, met q) from Makruk's start, pawns promoting on
  // the last rank to a rook, knight, khon or met; ASEAN's counting against a bare king only.
  asean: {
    parent: 'chess',
    keys: {
      bishop: '-',
      queen: '-',
      silver: 'b',
      fers: 'q',
      startFen: 'rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1',
      promotionPieceTypes: 'rnbq',
      doubleStep: 'false',
      castling: 'false',
      countingRule: 'asean',
    },
  },
  // Shatar (Mongolian chess): the bers (rook and fers) for the queen, the d-pawns a step ahead, promotion
  // to the bers only; a bare king draws (robado), and a mate needs a shak in its series of checks.
  shatar: {
    parent: 'chess',
    keys: {
      queen: '-',
      bers: 'j',
      startFen: 'rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1',
      promotionPieceTypes: 'j',
      doubleStep: 'false',
      castling: 'false',
      extinctionValue: 'draw',
      extinctionPieceTypes: '*',
      extinctionPieceCount: '1',
      shatarMateRule: 'true',
    },
  },
  // Ouk Chatrang (Cambodian chess): the king's leap and the met's double step as first moves kept as
  // gates (DEde, rule module cambodian-moves), and its own counting; Kar Ouk: the same won by the first check.
  cambodian: {
    parent: 'makruk',
    keys: {
      startFen: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1',
      gating: 'true',
      cambodianMoves: 'true',
      countingRule: 'cambodian',
    },
  },
  karouk: { parent: 'cambodian', keys: { checkCounting: 'true' } },
  // Known and refused, each at the keys of rules fairyprint does not play (docs/variants-ini.md):
  // Sittuyin (Burmese chess): the men placed from hand on the own three ranks first, rooks on the first
  // only; a pawn promotes to a met on its diagonal squares, in place or by a step, while its side has none.
  sittuyin: {
    parent: 'makruk',
    keys: {
      fers: 'f',
      startFen: '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1',
      mustDrop: 'true',
      pieceDrops: 'true',
      whiteDropRegion: '*1 *2 *3',
      blackDropRegion: '*8 *7 *6',
      sittuyinRookDrop: 'true',
      sittuyinPromotion: 'true',
      promotionRegionWhite: 'a8 b7 c6 d5 e5 f6 g7 h8',
      promotionRegionBlack: 'a1 b2 c3 d4 e4 f3 g2 h1',
      promotionLimit: 'f:1',
      immobilityIllegal: 'false',
      countingRule: 'asean',
      nMoveRule: '50',
    },
  },
  // --- end makrukfam ---
  // Janggi (issue 31): Fairy-Stockfish's xiangqi base with Janggi's men, the palace diagonals, passing,
  // bikjang and the counting of points; no flying general, no chasing rule.
  janggi: {
    parent: 'xiangqi',
    sanLetters: { janggiElephant: 'E' },
    keys: {
      fers: '-',
      cannon: '-',
      elephant: '-',
      wazir: 'a',
      janggiCannon: 'c',
      janggiElephant: 'b',
      startFen: 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1',
      mobilityRegionWhiteFers: '-',
      mobilityRegionBlackFers: '-',
      mobilityRegionWhiteElephant: '-',
      mobilityRegionBlackElephant: '-',
      mobilityRegionWhiteWazir: PALACE_WHITE,
      mobilityRegionBlackWazir: PALACE_BLACK,
      soldierPromotionRank: '1',
      flyingGeneral: 'false',
      chasingRule: 'none',
      bikjangRule: 'true',
      materialCounting: 'janggi',
      diagonalLines: 'd1 f1 e2 d3 f3 d8 f8 e9 d10 f10',
      pass: 'true',
      nMoveRule: '50',
    },
  },
  // Bikjang drawn, no counting.
  janggitraditional: { parent: 'janggi', keys: { materialCounting: 'none' } },
  // Neither bikjang nor counting.
  janggicasual: { parent: 'janggi', keys: { bikjangRule: 'false', materialCounting: 'none' } },
  // No bikjang; counting; Kakao Janggi's repetition rules.
  janggimodern: {
    parent: 'janggi',
    keys: { bikjangRule: 'false', moveRepetitionIllegal: 'true', nFoldRule: '4', nMoveRule: '100' },
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
  // Fairy-Stockfish's minishogi: its fourth occurrence of a position loses for White, the first player.
  minishogi: {
    parent: 'shogi',
    keys: { ...MINISHOGI_BASE, nFoldValue: 'loss', nFoldValueAbsolute: 'true' },
  },
  judkins: {
    parent: 'shogi',
    keys: {
      ...MINISHOGI_BASE,
      maxRank: '6',
      maxFile: 'f',
      shogiKnight: 'n',
      startFen: 'rbnsgk/5p/6/6/P5/KGSNBR[-] w 0 1',
      promotionRegionWhite: '*5 *6',
      promotionRegionBlack: '*2 *1',
      promotedPieceType: 'p:g s:g n:g b:h r:d',
    },
  },
  gorogoro: {
    parent: 'shogi',
    keys: {
      ...MINISHOGI_BASE,
      maxRank: '6',
      startFen: 'sgkgs/5/1ppp1/1PPP1/5/SGKGS[-] w 0 1',
      promotionRegionWhite: '*5 *6',
      promotionRegionBlack: '*2 *1',
    },
  },
  // Okisaki shogi: minishogi's base on 10x10 with a queen, a chess knight and a vertical slider.
  okisakishogi: {
    parent: 'shogi',
    keys: {
      ...MINISHOGI_BASE,
      maxRank: '10',
      maxFile: 'j',
      customPiece1: 'l:vR',
      knight: 'n',
      queen: 'q',
      startFen: 'lnsgkqgsnl/1r6b1/pppppppppp/10/10/10/10/PPPPPPPPPP/1B6R1/LNSGQKGSNL[-] w 0 1',
      promotionRegionWhite: '*8 *9 *10',
      promotionRegionBlack: '*3 *2 *1',
      promotedPieceType: 'p:g s:g b:h r:d l:g n:g',
    },
  },
  // Shogi won by the first check.
  checkshogi: {
    parent: 'shogi',
    keys: {
      checkCounting: 'true',
      startFen: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w - - 1+1 0 1',
    },
  },
  // -- The rest of the Shogi family (issue 31), as FSF's variant.cpp builds each. --
  // Kyoto shogi: every move of a man turns him over (promotes, or demotes a promoted one); men in hand
  // are dropped either side up.
  kyotoshogi: {
    parent: 'shogi',
    keys: {
      ...MINISHOGI_BASE,
      lance: 'l',
      shogiKnight: 'n',
      startFen: 'p+nks+l/5/5/5/+LSK+NP[-] w 0 1',
      promotionRegionWhite: '*1 *2 *3 *4 *5',
      promotionRegionBlack: '*1 *2 *3 *4 *5',
      mandatoryPiecePromotion: 'true',
      pieceDemotion: 'true',
      dropPromoted: 'true',
      promotedPieceType: 'l:g s:b n:g p:r g:- b:- r:-',
      immobilityIllegal: 'false',
      shogiPawnDropMateIllegal: 'false',
      dropNoDoubled: '-',
    },
  },
  // Micro shogi: Kyoto shogi on 4x5 where a man turns over only as he captures (refused at that key).
  micro: {
    parent: 'kyotoshogi',
    keys: {
      maxFile: 'd',
      startFen: 'kb+r+l/p3/4/3P/+L+RBK[-] w 0 1',
      promotionRegionWhite: '*1 *2 *3 *4 *5',
      promotionRegionBlack: '*1 *2 *3 *4 *5',
      piecePromotionOnCapture: 'true',
      promotedPieceType: 'l:s b:g r:g p:n s:- g:- n:-',
    },
  },
  // Dobutsu shogi on 3x4: chick, hen, giraffe (wazir), elephant (fers) and lion (a commoner, not royal):
  // taking the lion wins, and so does the lion standing unattacked on the far rank (FSF's flagPieceSafe).
  dobutsu: {
    parent: null,
    keys: {
      maxRank: '4',
      maxFile: 'c',
      shogiPawn: 'c',
      gold: 'h',
      fers: 'e',
      wazir: 'g',
      commoner: 'l',
      startFen: 'gle/1c1/1C1/ELG[-] w 0 1',
      pieceDrops: 'true',
      capturesToHand: 'true',
      promotionRegionWhite: '*4',
      promotionRegionBlack: '*1',
      promotionPieceTypes: '-',
      promotedPieceType: 'c:h',
      mandatoryPiecePromotion: 'true',
      doubleStep: 'false',
      castling: 'false',
      extinctionValue: 'loss',
      extinctionPieceTypes: 'l',
      flagPiece: 'l',
      flagRegionWhite: '*4',
      flagRegionBlack: '*1',
      flagPieceSafe: 'true',
      stalemateValue: 'loss',
      nFoldRule: '4',
      nMoveRule: '0',
    },
    names: { shogiPawn: 'Chick', gold: 'Hen', fers: 'Elephant', wazir: 'Giraffe', commoner: 'Lion' },
  },
  // Tori shogi: birds on 7x7. Known, refused: the quails move differently left and right, as each player
  // sees them (FSF turns Black's moves round; fairyprint mirrors them).
  torishogi: {
    parent: null,
    keys: {
      maxRank: '7',
      maxFile: 'g',
      shogiPawn: 's',
      king: 'k',
      customPiece1: 'f:FsfW',
      customPiece2: 'c:FvW',
      customPiece3: 'l:fRrbBlbF',
      customPiece4: 'r:fRlbBrbF',
      customPiece5: 'p:bFfD',
      customPiece6: 'g:fAbD',
      customPiece7: 'e:KbRfBbF2',
      startFen: 'rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1',
      pieceDrops: 'true',
      capturesToHand: 'true',
      promotionRegionWhite: '*6 *7',
      promotionRegionBlack: '*2 *1',
      doubleStep: 'false',
      castling: 'false',
      promotionPieceTypes: '-',
      promotedPieceType: 's:g f:e',
      mandatoryPiecePromotion: 'true',
      dropNoDoubled: 's',
      dropNoDoubledCount: '2',
      immobilityIllegal: 'true',
      shogiPawnDropMateIllegal: 'true',
      stalemateValue: 'loss',
      nFoldValue: 'win',
      nFoldRule: '4',
      nMoveRule: '0',
      perpetualCheckIllegal: 'true',
    },
  },
  // EuroShogi on 8x8: its knight leaps forward as a chess knight's two forward leaps and steps sideways.
  euroshogi: {
    parent: 'shogi',
    keys: {
      ...MINISHOGI_BASE,
      maxRank: '8',
      maxFile: 'h',
      customPiece1: 'n:fNsW',
      startFen: '1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1[-] w 0 1',
      promotionRegionWhite: '*6 *7 *8',
      promotionRegionBlack: '*3 *2 *1',
      promotedPieceType: 'n:g',
      mandatoryPiecePromotion: 'true',
    },
    names: { customPiece1: 'EuroShogi Knight' },
  },
  // Sho shogi: Shogi without drops, with a drunk elephant that promotes to a prince, a second king:
  // a side loses with its last king (FSF's commoners, pseudo-royal while one is left).
  shoshogi: {
    parent: 'shogi',
    keys: {
      king: '-',
      commoner: 'k',
      customPiece1: 'e:FsfW',
      startFen: 'lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w 0 1',
      capturesToHand: 'false',
      pieceDrops: 'false',
      promotedPieceType: 'e:k',
      castlingKingPiece: 'k',
      extinctionValue: 'loss',
      extinctionPieceTypes: 'k',
      extinctionPseudoRoyal: 'true',
      extinctionPieceCount: '0',
    },
    names: { commoner: 'King', customPiece1: 'Drunk Elephant' },
  },
  // Yari shogi on 7x9: spear-like pieces that run forward, their promoted forms back.
  yarishogi: {
    parent: null,
    keys: {
      maxRank: '9',
      maxFile: 'g',
      king: 'k',
      shogiPawn: 'p',
      rook: 'l',
      customPiece1: 'n:fRffN',
      customPiece2: 'b:fFfR',
      customPiece3: 'r:frlR',
      customPiece4: 'g:WfFbR',
      customPiece5: 's:fKbR',
      startFen: 'rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] w 0 1',
      promotionRegionWhite: '*7 *8 *9',
      promotionRegionBlack: '*3 *2 *1',
      promotionPieceTypes: '-',
      promotedPieceType: 'p:s n:g b:g r:l',
      pieceDrops: 'true',
      capturesToHand: 'true',
      doubleStep: 'false',
      castling: 'false',
      dropNoDoubled: 'p',
      immobilityIllegal: 'true',
      stalemateValue: 'loss',
      nFoldRule: '3',
      nMoveRule: '0',
      perpetualCheckIllegal: 'true',
    },
    names: {
      customPiece1: 'Yari Knight',
      customPiece2: 'Yari Bishop',
      customPiece3: 'Yari Rook',
      customPiece4: 'Yari Gold',
      customPiece5: 'Yari Silver',
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
  // Seirawan chess (S-Chess): the Hawk and Elephant start in hand and come in by gating.
  seirawan: {
    parent: 'chess',
    keys: {
      archbishop: 'h',
      chancellor: 'e',
      startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1',
      gating: 'true',
      seirawanGating: 'true',
      promotionPieceTypes: 'hebrqn',
    },
  },
  shouse: { parent: 'seirawan', keys: { pieceDrops: 'true', capturesToHand: 'true' } },
  // Crazyhouse's relatives: a promoted man captured stays promoted in hand (loop), pawns dropped on the
  // first rank too (chessgi), a knight in hand and no captures to hands (pocketknight), two boards (bughouse).
  loop: { parent: 'crazyhouse', keys: { dropLoop: 'true' } },
  chessgi: { parent: 'loop', keys: { firstRankPawnDrops: 'true' } },
  pocketknight: {
    parent: 'chess',
    keys: { startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1', pieceDrops: 'true' },
  },
  bughouse: { parent: 'crazyhouse', keys: { twoBoards: 'true', capturesToHand: 'false', stalemateValue: 'loss' } },
  // Dragon chess: a Dragon (B+N) in each hand, dropped on its own first rank only; pawns promote to it too.
  dragon: {
    parent: 'chess',
    keys: {
      archbishop: 'd',
      startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Dd] w KQkq - 0 1',
      pieceDrops: 'true',
      whiteDropRegion: '*1',
      blackDropRegion: '*8',
      promotionPieceTypes: 'dqrbn',
    },
  },
  capahouse: {
    parent: 'capablanca',
    keys: {
      startFen: 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[] w KQkq - 0 1',
      pieceDrops: 'true',
      capturesToHand: 'true',
    },
  },
  // Fairy-Stockfish's atomic is its nocheckatomic with the kings pseudo-royal.
  atomic: { parent: 'nocheckatomic', keys: { extinctionPseudoRoyal: 'true' } },
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
      // No en passant on the second rank, after a step from the first.
      enPassantRegionWhite: '*6',
      enPassantRegionBlack: '*3',
      extinctionValue: 'loss',
      extinctionPieceTypes: '*',
    },
  },
  // Losing every man of any one type loses (a man in hand counts; promoting the last pawn away loses too).
  extinction: {
    parent: 'chess',
    keys: {
      king: '-',
      commoner: 'k',
      castlingKingPiece: 'k',
      promotionPieceTypes: 'kqrbn',
      extinctionValue: 'loss',
      extinctionPieceTypes: 'kqrbnp',
    },
  },
  kinglet: { parent: 'extinction', keys: { promotionPieceTypes: 'k', extinctionPieceTypes: 'p' } },
  threekings: {
    parent: 'chess',
    keys: {
      king: '-',
      commoner: 'k',
      castlingKingPiece: 'k',
      startFen: 'knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1',
      extinctionValue: 'loss',
      extinctionPieceTypes: 'k',
      extinctionPieceCount: '2',
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
  // Giveaway in which losing one's king wins, promotion to it no more.
  // Suicide chess (FICS): Antichess whose player without a move wins with fewer men, loses with more.
  suicide: { parent: 'antichess', keys: { stalematePieceCount: 'true' } },
  codrus: {
    parent: 'giveaway',
    keys: { promotionPieceTypes: 'qrbn', extinctionPieceTypes: 'k' },
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
  // Breakthrough: men stepping forward, capturing diagonally; the first to reach the far rank wins.
  breakthrough: {
    parent: null,
    keys: {
      breakthrough: 'p',
      startFen: 'pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w 0 1',
      doubleStep: 'false',
      castling: 'false',
      stalemateValue: 'loss',
      flagPiece: 'p',
      flagRegionWhite: '*8',
      flagRegionBlack: '*1',
    },
  },
  // Clobber: a man moves only by taking an enemy man next to it; a player who cannot loses.
  clobber: {
    parent: null,
    keys: {
      maxRank: '6',
      maxFile: 'e',
      clobber: 'p',
      startFen: 'PpPpP/pPpPp/PpPpP/pPpPp/PpPpP/pPpPp w 0 1',
      doubleStep: 'false',
      castling: 'false',
      stalemateValue: 'loss',
    },
  },
  clobber10: {
    parent: 'clobber',
    keys: {
      maxRank: '10',
      maxFile: 'j',
      startFen: `${Array.from({ length: 10 }, (_, r) => (r % 2 ? 'pPpPpPpPpP' : 'PpPpPpPpPp')).join('/')} w 0 1`,
    },
  },
  // Fox and hounds: the fox (White) must reach the far rank; the hounds, moving forward, trap it.
  'fox-and-hounds': {
    parent: null,
    keys: {
      customPiece1: 'h:mfF',
      customPiece2: 'f:mF',
      startFen: '1h1h1h1h/8/8/8/8/8/8/4F3 w - - 0 1',
      stalemateValue: 'loss',
      flagPieceWhite: 'f',
      flagRegionWhite: '*8',
    },
  },
  jesonmor: {
    parent: null,
    keys: {
      maxRank: '9',
      maxFile: 'i',
      knight: 'n',
      startFen: 'nnnnnnnnn/9/9/9/9/9/9/9/NNNNNNNNN w - - 0 1',
      doubleStep: 'false',
      castling: 'false',
      stalemateValue: 'loss',
      flagPiece: 'n',
      flagRegion: 'e5',
      flagMove: 'true',
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
  // The chess family's last built-ins (chessfam): each as FSF's variant.cpp defines it.
  // mini: Fairy-Stockfish's second name for its minishogi.
  mini: { parent: 'minishogi', keys: {} },
  // Wolf chess: 8x10, the wolf (R+N), fox (B+N), sergeant (a pawn stepping forward or diagonally
  // forward), nightrider and elephant (Q+NN); pawns promote to the elephant too, sergeants do not.
  wolf: {
    parent: 'chess',
    keys: {
      maxRank: '10',
      knight: '-',
      chancellor: 'w',
      archbishop: 'f',
      customPiece1: 's:fKifmnD',
      customPiece2: 'n:NN',
      customPiece3: 'e:NNQ',
      startFen: 'qwfrbbnk/pssppssp/1pp2pp1/8/8/8/8/1PP2PP1/PSSPPSSP/KNBBRFWQ w - - 0 1',
      promotionPawnTypes: 'ps',
      promotionPieceTypes: 'qwfrb',
      promotedPieceType: 'p:e',
      promotionRegionWhite: '*10',
      promotionRegionBlack: '*1',
      doubleStepRegionWhite: '*2 b3 c3 f3 g3',
      doubleStepRegionBlack: '*9 b8 c8 f8 g8',
      enPassantTypes: 'p',
      nMoveRuleTypes: 'ps',
      castling: 'false',
    },
  },
  // Koedem: bughouse whose kings are commoners, any number of them, to be dropped first when in hand; a
  // side with none loses once the other holds both.
  koedem: {
    parent: 'bughouse',
    keys: {
      king: '-',
      commoner: 'k',
      castlingKingPiece: 'k',
      mustDrop: 'true',
      mustDropType: 'k',
      extinctionValue: 'loss',
      extinctionPieceTypes: 'k',
      extinctionOpponentPieceCount: '2',
    },
  },
  coregal: {
    parent: 'chess',
    keys: {
      extinctionValue: 'loss',
      extinctionPieceTypes: 'q',
      extinctionPseudoRoyal: 'true',
      extinctionPieceCount: '64',
    },
  },
  nocheckatomic: {
    parent: 'chess',
    keys: {
      king: '-',
      commoner: 'k',
      castlingKingPiece: 'k',
      extinctionValue: 'loss',
      extinctionPieceTypes: 'k',
      blastOnCapture: 'true',
    },
  },
  atomar: { parent: 'nocheckatomic', keys: { blastImmuneTypes: 'k', mutuallyImmuneTypes: 'k' } },
  petrified: {
    parent: 'pawnsideways',
    keys: {
      king: '-',
      commoner: 'k',
      castlingKingPiece: 'k',
      extinctionValue: 'loss',
      extinctionPieceTypes: 'k',
      extinctionPseudoRoyal: 'true',
      petrifyOnCaptureTypes: 'kqrbn',
    },
  },
  placement: {
    parent: 'chess',
    keys: {
      startFen: '8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1',
      mustDrop: 'true',
      pieceDrops: 'true',
      capturesToHand: 'false',
      dropRegionWhite: '*1',
      dropRegionBlack: '*8',
      dropOppositeColoredBishop: 'true',
      castlingDroppedPiece: 'true',
    },
  },
  spartan: {
    parent: 'threekings',
    keys: {
      customPiece4: 'g:RF',
      archbishop: 'w',
      customPiece1: 'h:fmFfcWimA',
      customPiece2: 'l:FAsmW',
      customPiece3: 'c:WD',
      startFen: 'lgkcckwl/hhhhhhhh/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1',
      promotionPawnTypesBlack: 'h',
      nMoveRuleTypesBlack: 'h',
      promotionPieceTypesBlack: 'kgwlc',
      promotionLimit: 'k:2',
      enPassantRegion: '-',
      extinctionPieceCount: '0',
      extinctionPseudoRoyal: 'true',
      dupleCheck: 'true',
    },
  },
};

/** A built-in's keys with its ancestors' merged under them (the nearest definition of a key wins). */
export function builtinKeys(name: string): Record<string, string> | null {
  const b = FSF_BUILTINS[name];
  if (!b) return null;
  return { ...(b.parent ? builtinKeys(b.parent) : {}), ...b.keys };
}
