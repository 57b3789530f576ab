/**
 * Fairy-Stockfish's own variants.ini (vendored as test/fixtures/fsf/variants.ini): every section either
 * imports and plays as Fairy-Stockfish plays it with the same file loaded into ffish (perft divided by
 * first move, from the start and from positions of seeded random games, where the flag, compulsory
 * captures and the game's end decide; in the deep tier also random games played on both sides to their
 * end, with the same result), or is refused with located messages, never a rule dropped.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { compiledVariant } from '../src/api/variant.js';
import { parseIni } from '../src/definitions/ini.js';
import { checkIniSection, loadVariant } from '../src/definitions/load.js';
import { exampleDiagrams } from '../src/diagrams/moves.js';
import { perftDivide } from '../src/engine/perft.js';
import { startPosition } from '../src/engine/start.js';
import { loadVariant as loadVariantValue, parseFen as parseFenValue, parseMove } from '../src/index.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { type Ffish, loadFfish, scriptedFfishGame } from './helpers/ffish.js';
import { misreadFfishGame, misreadGame, ourMoves, playBoth, randomPicker } from './helpers/ffish-games.js';
import { ffishFen, perftDifferences, placementOf } from './helpers/ffish-perft.js';
import { randomGamePositions, uciMove } from './helpers/fsf.js';
import { halfInFastTier, tier } from './helpers/tier.js';

const INI = 'test/fixtures/fsf/variants.ini';
const text = readFileSync(INI, 'utf8');
const sections = parseIni(text, INI);
const checked = sections.map((s) => ({ name: s.name, problems: checkIniSection(text, INI, s.name).problems }));
const imported = checked.filter((s) => s.problems.length === 0).map((s) => s.name);

/** Perft depth from the start, and random-game positions per section with their depth. */
const START_DEPTH = tier(2, 3);
const RANDOM_POSITIONS = tier(0, 10);
const RANDOM_DEPTH = 2;
/** ffish's games per section read as records, and their length. */
const RECORD_GAMES = tier(1, 4);
const RECORD_PLIES = tier(24, 150);
/** Random games per section played on both sides to their end (deep tier only). */
const GAMES = tier(0, 4);

let ff: Ffish & { loadVariantConfig(text: string): void };
beforeAll(async () => {
  ff = (await loadFfish()) as typeof ff;
  // The ffish of the tests (0.7.10) predates the key names dropRegionWhite and dropRegionBlack: it is given
  // them under their older names, whiteDropRegion and blackDropRegion, which mean the same.
  ff.loadVariantConfig(
    text.replace(/^dropRegion(White|Black)\b/gm, (_, side: string) => `${side.toLowerCase()}DropRegion`),
  );
});

/**
 * Sections whose startFen has "*" on board squares (Fairy-Stockfish's walls), imported as holes, which
 * fairyprint's positions write without "*": ffish cannot read them back, so their perft is not compared
 * here (found merging main at 21:00, where [crossderby] began to import; not a rule of this branch).
 */
const WALLS_AS_HOLES = ['crossderby'];

/**
 * Sections played by test/deep/fsf-reach.test.ts instead, at depth 2 from the start: [screen] starts with
 * every man in hand, some 150 drops a side (perft 2 takes a second, 3 minutes). Left out before the list
 * is halved, so the fast tier's half is the same.
 */
const PLAYED_ELSEWHERE = ['screen'];

describe("Fairy-Stockfish's variants.ini", () => {
  it('imports these sections, and refuses every other one with messages located in the file', () => {
    expect(imported).toEqual([
      'allwayspawns',
      '3check-crazyhouse',
      'atomic-giveaway',
      'atomic-giveaway-hill',
      'coffeehouse',
      'makhouse',
      'xiangqihouse',
      'janggihouse',
      'anti-losalamos',
      'indiangreat',
      'centaurking',
      'upsidedown',
      'peasant',
      'weak',
      'semitorpedo',
      'gemini',
      'pawnsonly',
      'pawnsking',
      'tictactoe',
      'cfour',
      'flipello6',
      'grandhouse',
      'shogun',
      'caught-in-a-snag',
      'minihouse',
      'rookmate',
      'orda',
      'ordamirror',
      'gothhouse',
      'synochess',
      'capture',
      'doublearmy',
      'pawnsmassacre',
      'screen',
      'crossing',
      '4x5chess',
      '4x6chess',
      '5x6chess',
      'active',
      '6x6atom',
      'advancedpawn',
      'captureall',
      'cornerrook',
      'diana',
      'microchess',
      'empire',
      'shinobi',
      'wildebeest',
      'pandemonium',
      'breakthrough5',
      'breakthrough6',
      'breakthrough7',
      'mansindam',
      'crossderby',
      'elimination',
      'antiatomic',
      'atomiczh',
      'chak',
      'gorogoroplus',
      'dragonfly',
      'kamikazerooks',
      'mounted',
      'racingchess',
      'shinobimirror',
      'twokings2',
      'antiantichess',
      'antihouse',
      'coffeerace',
      'epicatomic',
      'checkmateless',
      'sixthrank',
      'fullmoon',
      'crowdedxiangqi',
      'massacre',
      'backrank',
      'cetus',
      'chessvshp',
      'ordavsempire',
      'forward',
      'kono',
      'xhess',
      'buffalo',
      'knights-halma',
      'allexplodeatomic',
      'hexapawn',
      '1d-chess',
      'tuktuk',
      'aralzaa',
      'bajr',
      'lewthwaite',
      'picaria',
      'nineholes',
      'tictacchess',
      'asimplegame',
      'alapo',
      'rooksquare',
      'allqueenschess',
      'capturethequeen',
      'river',
      'cowboys',
      'dragon-chess',
      'nuclear',
      'nim',
      'roll-ing-to-four',
      'crusade',
      'snort',
      'blackletter',
      'castle',
      'squatter',
      'opposite-castling',
      'gethenian',
      'ajax-orthodox',
      'teeko',
      'haynie',
      'la-mancha-squeez',
      'la-mancha-duel',
      'argess',
      'quasi-shatranj',
      'symphony',
      'cfour-misere',
      'three-musketeers',
      'shinobiplus',
      'khans',
      'muje',
      'andersgiveaway',
      'andersanti',
      'leaperhouse',
      'mandala',
    ]);
    const unlocated = checked.flatMap((s) =>
      s.problems.filter((p) => p.location?.file !== INI || p.location.line < 1).map((p) => `[${s.name}] ${p.format()}`),
    );
    expect(unlocated).toEqual([]);
  });

  for (const section of halfInFastTier(
    imported.filter((s) => !WALLS_AS_HOLES.includes(s) && !PLAYED_ELSEWHERE.includes(s)),
  )) {
    it(`[${section}]: the start is FSF's; perft ${START_DEPTH} from it and ${RANDOM_DEPTH} from ${RANDOM_POSITIONS} random-game positions agrees move by move`, () => {
      const { variant } = loadVariant(`${INI}:${section}`);
      const start = startPosition(variant);
      const board = new ff.Board(section);
      const fsfStart = board.fen();
      board.delete();
      expect(placementOf(ffishFen(start))).toBe(placementOf(fsfStart));
      expect(perftDifferences(ff, section, start, START_DEPTH)).toEqual([]);
      for (const pos of randomGamePositions(() => startPosition(variant), RANDOM_POSITIONS, 22)) {
        expect(perftDifferences(ff, section, pos, RANDOM_DEPTH), toFen(pos)).toEqual([]);
      }
    });
  }
});

describe('random games of every imported section end where and as Fairy-Stockfish ends them', () => {
  // Drawn towards captures, checks and forward moves so that they end: the flag, extinction, stalemate
  // and checkmate values are compared with their results.
  for (const section of imported) {
    it.runIf(GAMES > 0)(`[${section}]: ${GAMES} games, the same moves, checks left and result after every ply`, () => {
      const { variant } = loadVariant(`${INI}:${section}`);
      for (let g = 0; g < GAMES; g++)
        playBoth(ff, section, startPosition(variant), randomPicker(ff, 300 + g, g % 2 === 1));
    });
  }
});

describe("Fairy-Stockfish's UCI of a castling the king could also step to", () => {
  // [diana]: the king castles d1 to e1 with the f1 rook; d1e1 is also his step, so FSF writes the
  // castling as the king taking his rook, d1f1 (ffish's SAN: O-O).
  it.each([
    ['d1f1', 'O-O'],
    ['d1e1', 'Ke1'],
  ])('[diana]: %s reads as %s', (uci, san) => {
    const variant = loadVariantValue(`${INI}:diana`);
    if (!variant.ok) throw variant.error;
    const pos = parseFenValue(variant.value, 'rb1kbr/npp2p/3p2/3P2/PPP1PP/RB1K1R w KQkq - 0 6');
    if (!pos.ok) throw pos.error;
    const move = parseMove(pos.value, uci);
    expect(move.ok && move.value.san).toBe(san);
  });
});

describe('the verdicts of issue 28, position by position as Fairy-Stockfish gives them', () => {
  it.each([
    // [rooksquare] gives flag regions and no flagPiece: FSF's flag piece is then every piece type.
    // White's knight reached h8, a flag square of White's: White has won, Black has no move.
    ['rooksquare', 'rnbqkbnN/pppppp1p/8/8/8/8/PPPPPPPP/RNBQKB1R b KQq - 0 5'],
    // [pawnsking], flagPiece = *: a pawn promoted on rank 8 stands on White's flag region.
    ['pawnsking', 'Q3k3/8/8/8/8/8/8/4K3 b - - 0 1'],
    // [river] (no royal king, flagPiece = *): the commoner reached rank 8.
    ['river', 'rnbqKbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQ1BNR b - - 0 1'],
    // [antihouse] (Giveaway with drops; castling = false, so Giveaway's KQkq gives no rights): Black has
    // no man on the board but men in hand, which count as FSF counts them: no win yet, Black drops.
    ['antihouse', '8/8/8/1P6/2B5/8/3Q4/8[PPRpppppppppppppnnnnbbbrrrqkk] b - - 0 59'],
    // [coffeerace] (Racing Kings with mustCapture): every capture White has would give check, so none
    // is compulsory and the quiet moves stay legal (FSF: 19).
    ['coffeerace', '8/8/8/8/8/8/k1rnNBRK/qrbn1BRQ w - - 0 2'],
    // [gemini] letters Janus's archbishop a: the promotion types inherited from janus (jqrbn) are types,
    // so the pawn still promotes to it.
    ['gemini', 'k4b4/5n1RP1/10/p4p4/P3pP3p/P5R2P/8K1/10 w - - 5 122'],
    // [dragonfly], dropNoDoubledCount = 0: every file holds that many pawns already, so a pawn in hand is
    // never dropped; the knight is.
    ['dragonfly', '3k3/7/7/7/7/7/3K3[NPp] w - - 0 1'],
    // [la-mancha-duel]: the startFen's "*" under a walling rule is a wall as the moves leave them (no hole).
    ['la-mancha-duel', 'p7P/9/9/9/3p*P3/9/9/9/p7P w - - 0 1'],
    // [gorogoroplus]'s promotedPieceType (l:g n:g) is set over gorogoro's (p:g s:g): the pawn on b3
    // still promotes on b2 (b3b2+).
    ['gorogoroplus', 'sg1gs/3k1/2pN1/1pPG1/2K2/SG2S[PLppln] b - - 2 4'],
  ])('[%s] from %s: the same legal moves as Fairy-Stockfish', (section, fen) => {
    const { variant } = loadVariant(`${INI}:${section}`);
    const pos = parseFen(variant, fen, { anyPosition: true });
    expect(perftDifferences(ff, section, pos, 1)).toEqual([]);
  });

  it.each([
    // [alapo] (flagPieceSafe with flagMove): White's wazir on a6, safe, has won: Black has no move.
    ['alapo', 'W5/6/3k2/5r/2K3/6 b - - 0 1'],
    // Attacked by the rook on f6, it waits: Black may take it, any other move and White has won.
    ['alapo', 'W4r/6/3k2/6/2K3/6 b - - 0 1'],
    // [crowdedxiangqi]'s palaces share rank 3: the general may not step from d2 to d3, facing the other on f3
    // along the rank (Fairy-Stockfish's flying general bars a rank as a file).
    ['crowdedxiangqi', '9/9/5k3/3K5/R8 w - - 0 1'],
    // [synochess]: White may not castle short, the king crossing f1 facing Black's on f8 along the file.
    ['synochess', '5k2/8/8/8/8/8/8/4K2R[] w K - 0 1'],
  ])('[%s] from %s: as Fairy-Stockfish plays it, two plies deep (flags safe or held, kings facing)', (section, fen) => {
    const { variant } = loadVariant(`${INI}:${section}`);
    const pos = parseFen(variant, fen, { anyPosition: true });
    expect(perftDifferences(ff, section, pos, 2)).toEqual([]);
  });
});

/**
 * Plays `moves` (UCI) from `fen` on both sides: before each and after the last, fairyprint's legal moves,
 * repeats kept, are FSF's.
 */
function sameMovesAlong(
  section: string,
  fen: string,
  moves: string[],
  variant = loadVariant(`${INI}:${section}`).variant,
): void {
  const pos = parseFen(variant, fen, { anyPosition: true });
  const board = new ff.Board(section, ffishFen(pos));
  try {
    for (const move of [null, ...moves]) {
      if (move) {
        pos.make(ourMoves(pos).get(move)!);
        board.push(move);
      }
      const ours = perftDivide(pos, 1).map(([m]) => uciMove(pos, m));
      expect(ours.sort(), toFen(pos)).toEqual(board.legalMoves().split(' ').filter(Boolean).sort());
    }
  } finally {
    board.delete();
  }
}

/** [wildebeest] (11 x 10): White's pawn on e2 may step to e5, past Black's pawns on d4 and d5. */
const WILDEBEEST = '5k5/11/11/11/11/3p7/3p7/11/4P6/5K5 w - - 0 1';

describe('pawn rules of issue 30, position by position as Fairy-Stockfish plays them', () => {
  it("[wildebeest]: a triple step's two en-passant squares are written and read as FSF writes them (e3e4), and its moves' SAN and UCI read as FSF's", () => {
    const loaded = loadVariantValue(`${INI}:wildebeest`);
    if (!loaded.ok) throw loaded.error;
    const pos = parseFen(compiledVariant(loaded.value), WILDEBEEST);
    pos.make(ourMoves(pos).get('e2e5')!);
    const board = new ff.Board('wildebeest', WILDEBEEST);
    board.push('e2e5');
    expect(toFen(pos)).toBe(board.fen());
    expect(toFen(parseFen(pos.variant, board.fen()))).toBe(board.fen());
    board.delete();
    // With only e3 attacked FSF writes e3, the man taken the nearest beyond it: e3:e5 in fairyprint's words.
    const one = new ff.Board('wildebeest', WILDEBEEST.replace('3p7/3p7', '11/3p7'));
    one.push('e2e5');
    expect(toFen(parseFen(pos.variant, one.fen())).split(' ')[3]).toBe('e3:e5');
    one.delete();
    const game = scriptedFfishGame(ff, 'wildebeest', WILDEBEEST, ['e2e5', 'd4e3']);
    expect(misreadGame(ff, 'wildebeest', loaded.value, game)).toEqual([]);
  });

  it("[shogun]: an en-passant capture into the zone lands unpromoted (FSF's), and its SAN and UCI read as FSF's", () => {
    // b7b5 passes b6, in White's zone: c5xb6 en passant lands there as a pawn, once; b6b7 may then promote.
    const fen = '2b2bn1/rp+B1k2r/3p1+fp+P/2P1F3/2P1Pp2/pN3p2/1P1PPP1P/RN2KBNR[p] b KQ - 0 24';
    const moves = ['b7b5', 'c5b6', 'a7a8', 'b6b7+'];
    const loaded = loadVariantValue(`${INI}:shogun`);
    if (!loaded.ok) throw loaded.error;
    sameMovesAlong('shogun', fen, moves, compiledVariant(loaded.value));
    expect(misreadGame(ff, 'shogun', loaded.value, scriptedFfishGame(ff, 'shogun', fen, moves))).toEqual([]);
  });

  it("[shinobimirror]: FSF's Kf6 is the king's move, not that of the promoted pawn beside him, a commoner moving as he does", () => {
    const loaded = loadVariantValue(`${INI}:shinobimirror`);
    if (!loaded.ok) throw loaded.error;
    const game = scriptedFfishGame(ff, 'shinobimirror', 'lck5/p3+P3/p3K1p1/4P3/2+l1P3/8/8/8[] w - - 5 60', ['e6f6']);
    expect(game.san).toEqual(['Kf6']);
    expect(misreadGame(ff, 'shinobimirror', loaded.value, game)).toEqual([]);
  });

  it("[shinobiplus]: the king's cards, where only Black has rooks to castle with, draw no castling of White's", () => {
    const { variant } = loadVariant(`${INI}:shinobiplus`);
    const king = variant.spec.pieces.findIndex((p) => p.royal || p.id === 'K');
    // Drawn without throwing (they read White's rook from the setup), and none is a castling.
    const diagrams = exampleDiagrams(variant, king);
    expect(diagrams.filter((d) => /castl/i.test(JSON.stringify(d)))).toEqual([]);
  });

  it.each([
    // [shogun]'s promotionLimit (m:1) on a promoted form: Black has a promoted rook, so no second rook promotes.
    ['shogun', 'Rn4np/1p4k1/2+bfp1r1/+Nrppb2p/2P1+rPPP/pPBP4/2P4P/1P2BNKF[] b - - 3 127', []],
    // [epicatomic]: f7f5 lands in Black's zone and promotes to a bishop: no en-passant square for g5.
    ['epicatomic', '1nn2kbnnr/1p1qppppp1/2pb4b1/1N4P1P1/3P1P4/1P2B1QP2/N1PbPKbN1P/3B3N1R b - - 0 16', ['f7f5b']],
    // [shinobimirror]: promotionPieceTypes = -, yet the pawn enters the zone as its promoted form (e6xf7+).
    ['shinobimirror', 'lh1ck1hl/ppp1pppp/4P3/8/8/8/PPPP1PPP/LH1CK1HL[LHMMDJlhmmdj] w - - 0 1', ['e6f7+']],
    // [nuclear]: its custom pawn's double step leaves no en-passant square (enPassantRegion = -); d4xc5
    // turns the pawn to stone, and the explosion leaves the stone on d5 standing, as FSF's walls.
    ['nuclear', 'r3q2r/1b1k1p1p/n3p3/p1p{STONE}B1{STONE}1/1{STONE}1P4/8/2P1P2P/1RQ1KBR1 w - - 0 19', ['d4c5']],
    ['nuclear', 'rnbqkbnr/pppppppp/8/3P4/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1', ['e7e5']],
    // [backrank]: a pawn promoted to its king form (p:k) on rank 8 is a flag piece there, as FSF counts it: no reply.
    ['backrank', '1nbqk3/P7/8/8/8/8/8/4K3 w - - 0 1', ['a7a8+']],
    // [wildebeest]: the pawn's triple step passes two squares, each taken en passant where a pawn attacks it.
    ['wildebeest', WILDEBEEST, ['e2e5', 'd4e3']],
    ['wildebeest', WILDEBEEST, ['e2e5', 'd5e4']],
  ])("[%s] from %s: the legal moves are FSF's, and after %j", (section, fen, moves) => {
    sameMovesAlong(section, fen, moves);
  });
});

describe("ffish's games of every section, as records: fairyprint reads each move's SAN and UCI as FSF's move", () => {
  // In npm test, half of the sections, the other half from those whose perft is counted there.
  for (const section of halfInFastTier(imported, true)) {
    it(`[${section}]: ${RECORD_GAMES} game(s) of up to ${RECORD_PLIES} plies`, () => {
      const loaded = loadVariantValue(`${INI}:${section}`);
      if (!loaded.ok) throw loaded.error;
      for (let g = 0; g < RECORD_GAMES; g++)
        expect(misreadFfishGame(ff, section, loaded.value, 70 + g, RECORD_PLIES)).toEqual([]);
    });
  }
});
