/**
 * Interactive Diagram texts of variants Fairy-Stockfish plays (Capablanca chess, Gothic chess and
 * Shako, written as the Chess Variant Pages' diagram documents them) play as ffish plays them: perft
 * divided by first move from the start, and from a position with castling and promotions on both sides. The XBetza and
 * parameters the importer reads beyond fairyprint's Betza (a deeper promotion zone where promoting is
 * forced, hoppers, en-passant rights left by a double step on any rank, the script's default moves of
 * named pieces) play as the same rules written in Fairy-Stockfish's variants.ini.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkDiagrams } from '../../src/definitions/idiagram.js';
import { loadVariant } from '../../src/definitions/load.js';
import { randomSetup } from '../../src/engine/chess960.js';
import { positionFromSetup, startPosition } from '../../src/engine/start.js';
import { parseFen, toFen } from '../../src/notation/fen.js';
import { type Ffish, loadFfish } from '../helpers/ffish.js';
import { perftDifferences } from '../helpers/ffish-perft.js';
import { seededRandom } from '../variants/random-play.js';

const ff = (await loadFfish()) as Ffish & { loadVariantConfig(ini: string): void };

describe('interactive diagrams play as Fairy-Stockfish', () => {
  it.each([
    ['capablanca', 'r4k3r/1P6p1/10/10/10/10/1p6P1/R4K3R w KQkq - 0 1'],
    ['gothic', 'r4k3r/1P6p1/10/10/10/10/1p6P1/R4K3R w KQkq - 0 1'],
    // Its king's KisjO2 castles with the rook inside the corner elephant; its cannons are the script's default.
    ['shako', 'c8c/er1P1k2re/10/10/10/10/10/10/ER1p1K2RE/C8C w KQkq - 0 1'],
  ])('%s diagram plays as the ffish variant', (name, busy) => {
    const { variant } = loadVariant(`test/fixtures/idiagram/${name}.txt`);
    const start = startPosition(variant);
    expect(toFen(start)).toBe(new ff.Board(name).fen());
    expect(perftDifferences(ff, name, start, 3)).toEqual([]);
    expect(perftDifferences(ff, name, parseFen(variant, busy), 3)).toEqual([]);
  });
});

const CHESS_LINES = 'knight:N:N::b1,g1\nbishop:B:B::c1,f1\nrook:R:R::a1,h1\nqueen:Q:Q::d1\nking:K:KisO2::e1';

/** Each case: a diagram written for the test, the same rules as a variants.ini section, positions and depth. */
const CASES: [string, string, string, string[]][] = [
  [
    // promoZone=2: a pawn's move that ends on either of the last two ranks must promote.
    `promoZone=2\npromoChoice=QRBN\npawn:P:fmWfceFifmnD::a2-h2\n${CHESS_LINES}`,
    '[idzone:chess]\npromotionRegionWhite = *7 *8\npromotionRegionBlack = *1 *2\n',
    'idzone',
    ['r3k2r/8/1P4P1/8/8/1p4p1/8/R3K2R w KQkq - 0 1', 'n3k3/8/2P5/3pP3/8/2p5/8/4K2N w - d6 0 1'],
  ],
  [
    // The pieces' moves left empty: the script's cannon (mRcpR), elephant (mafF), horse (mafsW), grasshopper (gQ); and a vao.
    'maxPromote=0\npawn:P:fmWfcF::a2-h2\ncannon:C:::a1\nvao:V:mBcpB::h1\nelephant:E:::c1\nhorse:H:::b1\ngrasshopper:G:::d1\nking:K:K::e1',
    '[idhop:chess]\ncustomPiece1 = c:mRcpR\ncustomPiece2 = v:mBcpB\ncustomPiece3 = e:nA\ncustomPiece4 = h:nN\ncustomPiece5 = g:gQ\n' +
      'pawn = p\npromotionPieceTypes = -\ndoubleStep = false\ncastling = false\n',
    'idhop',
    [
      'chegkv2/pp1p1ppp/2p5/4p3/3P4/2P1E3/PP2PPPP/CH1GK2V w - - 0 1',
      'c3k2v/1p1g2p1/2h1e3/1P1p1p2/5P2/2H1E3/1G4P1/C3K2V w - - 0 1',
    ],
  ],
  [
    // fmnnD: a double step from any rank, which leaves en-passant rights.
    'maxPromote=0\npawn:P:fmWfceFfmnnD::a2-h2\nking:K:K::e1',
    '[idanydouble:chess]\ndoubleStepRegionWhite = *2 *3 *4 *5 *6\ndoubleStepRegionBlack = *7 *6 *5 *4 *3\npromotionRegionWhite = -\npromotionRegionBlack = -\ncastling = false\n',
    'idanydouble',
    ['4k3/1p3p2/8/2p1P3/1P4p1/8/5P2/4K3 w - - 0 1', '4k3/8/1p6/8/2P1p3/5p2/3P4/4K3 w - - 0 1'],
  ],
];

describe('what the importer reads beyond Betza plays as Fairy-Stockfish', () => {
  beforeAll(() => ff.loadVariantConfig(CASES.map(([, ini]) => ini).join('\n')));

  it.each(CASES)('%s', (text, _, fsf, fens) => {
    const [diagram] = checkDiagrams(text, 'case.txt');
    expect(diagram!.problems).toEqual([]);
    for (const fen of fens) expect(perftDifferences(ff, fsf, parseFen(diagram!.result!.variant, fen), 3)).toEqual([]);
  });
});

/** Real diagrams (test/fixtures/idiagram/real/, sources in its README) and the same rules as a variants.ini section. */
const GENERALS =
  'customPiece1 = g:QN\nchancellor = -\nstartFen = rnbxqkgbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBXQKGBNR w KQkq - 0 1\n';
const REAL: [string, string, string][] = [
  // Dominique Leste's General Chess: two Generals (QN) in place of Archbishop and Chancellor, the king castling three squares.
  [
    'general-chess.html#1',
    `[idgeneral:capablanca]\narchbishop = -\npromotionPieceTypes = gqrbn\n${GENERALS.replace('x', 'g').replace('X', 'G')}`,
    'idgeneral',
  ],
  [
    'general-chess.html#2',
    `[idarchgeneral:capablanca]\npromotionPieceTypes = gqarbn\n${GENERALS.replace('x', 'a').replace('X', 'A')}`,
    'idarchgeneral',
  ],
];

describe('real diagrams play as Fairy-Stockfish plays the same rules', () => {
  beforeAll(() => ff.loadVariantConfig(REAL.map(([, ini]) => ini).join('\n')));

  it.each(REAL)('%s', (name, _, fsf) => {
    const [page, n] = name.split('#') as [string, string];
    const file = `test/fixtures/idiagram/real/${page}`;
    const diagram = checkDiagrams(readFileSync(file, 'utf8'), file)[Number(n) - 1]!;
    const start = startPosition(diagram.result!.variant);
    expect(toFen(start)).toBe(new ff.Board(fsf).fen());
    expect(perftDifferences(ff, fsf, start, 3)).toEqual([]);
    // Castling both ways, promotions on both sides, a General on each side.
    const busy = parseFen(diagram.result!.variant, 'r4k3r/1P4g1p1/10/3G6/10/10/1p6P1/R4K3R w KQkq - 0 1');
    expect(perftDifferences(ff, fsf, busy, 3)).toEqual([]);
  });
});

describe('eight kings a side (extinction=0) play as Fairy-Stockfish plays pseudo-royal men', () => {
  // No move may leave any king attacked; a side left without a move loses (stalemate=win in the script).
  const ini =
    '[ideightkings:chess]\nking = -\ncommoner = k\ncastling = false\nextinctionValue = loss\nextinctionPieceTypes = k\n' +
    'extinctionPieceCount = 7\nextinctionPseudoRoyal = true\nstalemateValue = loss\n' +
    'startFen = kkkkkkkk/pppppppp/8/8/8/8/PPPPPPPP/KKKKKKKK w - - 0 1\n';
  beforeAll(() => ff.loadVariantConfig(ini));

  it('Eight Kings (Sergey Sirotkin): perft 3 from the start and with a king attacked by a promoted queen', () => {
    const file = 'test/fixtures/idiagram/real/eight-kings.txt';
    const { variant } = checkDiagrams(readFileSync(file, 'utf8'), file)[0]!.result!;
    const start = startPosition(variant);
    expect(toFen(start)).toBe(new ff.Board('ideightkings').fen());
    expect(perftDifferences(ff, 'ideightkings', start, 3)).toEqual([]);
    const attacked = parseFen(variant, 'kkkk1kkk/pppp1ppp/4k3/8/2Q5/8/PPPP1PPP/KKKK1KKK b - - 0 1');
    expect(perftDifferences(ff, 'ideightkings', attacked, 3)).toEqual([]);
  });
});

describe('a shuffle diagram plays as Fairy-Stockfish', () => {
  it("Carrera-960 (shuffle=N!BRQK): perft 3 from 6 drawn arrangements agrees with ffish's caparandom, Fischer castling too", () => {
    const { variant } = loadVariant('test/fixtures/idiagram/real/carrera-960.txt');
    const draw = seededRandom(35);
    const wrong: string[] = [];
    for (let i = 0; i < 6; i++) {
      const pos = positionFromSetup(variant, randomSetup(variant, draw));
      for (const d of perftDifferences(ff, 'caparandom', pos, 3)) wrong.push(`${toFen(pos)}: ${d}`);
      // Only kings and rooks left on the back ranks: castling both ways from where they were drawn.
      const rows = toFen(pos).split(' ')[0]!.split('/');
      const bare = (row: string): string => row.replace(/[^kKrR]/g, '1').replace(/1+/g, (ones) => String(ones.length));
      const open = parseFen(variant, `${bare(rows[0]!)}/${rows.slice(1, 7).join('/')}/${bare(rows[7]!)} w KQkq - 0 1`);
      for (const d of perftDifferences(ff, 'caparandom', open, 3)) wrong.push(`${toFen(open)}: ${d}`);
    }
    expect(wrong).toEqual([]);
  });
});
