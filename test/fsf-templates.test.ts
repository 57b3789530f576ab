/**
 * Templates named after Fairy-Stockfish variants play FSF's rules: FSF reads our start position as its
 * own, and perft divided by first move agrees from the start and from positions that reach the
 * variant's own rules (castling to c/i, optional and limited promotion, the bare king, drops, hoppers).
 * Orthodox chess, whose numbers are published, proves the harness first. The long version, from
 * random-game positions, is test/deep/fsf-random-games.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVariant } from '../src/definitions/load.js';
import { generateLegal, MoveList } from '../src/engine/movegen.js';
import { startPosition } from '../src/engine/start.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { comparePerft, FSF_TEMPLATES, Fsf, fsfName, uciMove } from './helpers/fsf.js';
import { tier } from './helpers/tier.js';

/** Positions per template where its particular rules decide, with the depth that runs in a blink. */
const RULE_POSITIONS: Record<string, [string, string, number][]> = {
  threecheck: [
    [
      'one check left to give for White: a check wins at once',
      'rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 3',
      3,
    ],
  ],
  racingkings: [
    ["White's king steps home; Black's may follow, for a draw", '8/k5K1/8/8/8/8/1r6/6R1 w - - 0 1', 3],
    ["Black's king cannot follow: White's arrival wins", '8/6K1/8/k7/8/8/1r6/6R1 w - - 0 1', 3],
  ],
  kingofthehill: [["a king steps onto the hill and wins; the other's next to it", '8/8/3k4/8/8/3K4/8/8 w - - 0 1', 3]],
  horde: [
    [
      'no en passant after a step from the first rank, after one from the second',
      '4k3/8/8/8/1p6/1p6/8/P1P5 w - - 0 1',
      3,
    ],
    ["White's last man captured", '4k3/8/8/8/8/8/4r3/4P3 b - - 0 1', 2],
  ],
  antichess: [['compulsory captures, promotion to a king', '4k3/1P6/8/3p4/4P3/8/6p1/4K3 w - - 0 1', 3]],
  losers: [['captures are compulsory, in check too; a bare king wins', 'r3k3/8/8/8/8/8/8/R3K3 w Qq - 0 1', 3]],
  capablanca: [
    ['castling both ways, rooks on a and j', 'r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1', 3],
  ],
  grand: [
    [
      'no piece lost: the pawn on c9 may not step to c10, b8 stays a pawn',
      'r8r/2P1k5/1P8/10/10/10/10/10/1NBQKCABN1/R8R w - - 0 1',
      2,
    ],
    [
      'queen and a rook lost: promotion only to them, optional on 8 and 9',
      'r8r/2P1k5/1P8/10/10/10/10/10/1NB1KCABN1/9R w - - 0 1',
      2,
    ],
    ['everything lost', '4k5/P9/1P8/2P7/10/10/10/10/10/4K5 w - - 0 1', 3],
  ],
  shatranj: [
    ['a bare king may answer while one man is left against it', '8/8/8/3k4/8/8/3R4/3K4 b - - 0 1', 3],
    ['a bare king against two men has lost', '8/8/8/3k4/8/8/3R4/3KR3 b - - 0 1', 2],
    ['baring the other king back', '8/8/8/3k4/8/8/3r4/3KR3 w - - 0 1', 3],
    ['promotion to a ferz', '3k4/1P6/8/8/8/8/6p1/3K4 w - - 0 1', 3],
  ],
  makruk: [['promotion to a met on the sixth rank', '4k3/8/8/2P3p1/8/8/8/4K3 w - - 0 1', 4]],
  sittuyin: [
    [
      'the last men placed: the Yahhta on the first rank only, the king not where he is attacked',
      'k7/8/4pppp/pppp4/4PPPP/PPPP4/3n4/8[KRr] w - - 0 1',
      3,
    ],
    [
      "promotion on d5 in place or a step away, none attacking a man or giving check; Black's last pawn anywhere",
      '8/5k2/2s5/3P4/R7/P7/6p1/K7[] w - - 0 1',
      3,
    ],
    ['a promotion that would uncover a check, or attack the Sin', '8/8/2n5/R2P3k/4P3/8/8/4K3[] w - - 0 1', 3],
  ],
  grasshopper: [
    ['a grasshopper checks over its own screen; castling', 'r3k2r/8/4g3/8/8/1p6/4G3/R3K2R w KQkq - 0 1', 3],
    ['grasshoppers hopping over each other, promotion to one', '4k3/1P4G1/3g4/2G5/8/8/5g2/4K3 w - - 0 1', 3],
  ],
  crazyhouse: [
    ['drops, no pawn on the first or last rank', '4k3/8/8/8/8/8/8/4K3[QNPqp] w - - 0 1', 2],
    ['a drop interposes against a check', '4k3/8/8/8/8/8/8/r3K3[Nb] w - - 0 1', 3],
    ['a promoted queen goes back to the hand as a pawn', '1k6/8/8/8/8/8/1q6/Q~3K3[p] b - - 0 1', 3],
    ['promotion by capture, then dropping what was won', 'r3k3/1P6/8/8/8/8/6p1/4K2R[] w Kq - 0 1', 3],
  ],
  shogi: [
    ['a pawn drop that mates is a move that loses, as FSF counts it', 'kn7/9/1G7/9/9/9/9/9/8K[PG] w - - 0 1', 3],
    [
      'no second pawn on a file; a captured tokin goes to the hand as a pawn',
      '4k4/9/9/9/4+p4/4G4/4P4/9/4K4[P] w - - 0 1',
      3,
    ],
    [
      'promotion entering, inside and leaving the zone; forced for knight, lance and pawn',
      '4k4/1P4L2/2S3N2/9/9/9/9/9/4K3B[] w - - 0 1',
      3,
    ],
  ],
  torishogi: [
    [
      "the quails' moves, each side's as its owner sees them (Black's White's turned round); drops; compulsory promotion",
      '3k3/2l4/4Sr1/L6/1R4s/7/3K3[Ss] w - - 0 1',
      3,
    ],
  ],
  janggi: [
    [
      'cannons: a horse screens, a cannon neither screens nor is taken',
      '9/4k4/4c4/9/4c4/4n4/9/4C4/1C2A4/3K5 w - - 0 1',
      3,
    ],
    [
      'palace diagonals: the chariot and the cannon from d3 and f1, the soldier from d8; a soldier checks',
      '4k4/9/3P5/9/9/9/9/3R5/4p4/4KC3 w - - 0 1',
      3,
    ],
    [
      "bikjang: the advisor's step away faces the kings, which Black must part or pass",
      '4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1',
      4,
    ],
  ],
  xiangqi: [
    ['the advisor between the generals may not leave the file', '4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1', 3],
    ['a cannon checks over a screen; horses blocked and not', '3k5/4a4/9/9/9/2np5/9/2N6/3C5/4K4 b - - 0 1', 3],
    [
      'elephants at the river, soldiers across it, a cannon with two screens',
      '2bk5/4a4/4b4/2P1P1p2/9/2B6/4p4/4C4/4A4/4K4 w - - 0 1',
      3,
    ],
  ],
};

// One Fairy-Stockfish process for the whole file.
let fsf: Fsf;
beforeAll(async () => {
  fsf = await Fsf.start();
});
afterAll(async () => {
  await fsf?.close();
});

/** Perft depth from each template's start position: 2 in \`npm test\`, 3 in the deep tier. */
const START_DEPTH = tier(2, 3);

// Proves the Fairy-Stockfish harness on the one variant whose numbers are published: if FSF's counts
// and divides agree with ours here, disagreements in other variants are about the rules.
describe('Fairy-Stockfish oracle on orthodox chess', () => {
  const { variant } = loadVariant('chess');

  it('reads our start position as its own', async () => {
    expect(await fsf.startFen('chess')).toBe(toFen(startPosition(variant)));
  });

  for (const [name, fen, expected] of [
    ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 8902],
    ['Kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 97862],
    ['position 4 (promotions)', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 9467],
  ] as const) {
    it(`${name}: perft 3 divided by first move equals FSF's and the published ${expected}`, async () => {
      const r = await comparePerft(fsf, 'chess', parseFen(variant, fen), fen, 3);
      expect(r.differences).toEqual([]);
      expect(r.theirs).toBe(expected);
      expect(r.ours).toBe(expected);
    });
  }

  it('the comparison fails when the positions differ', async () => {
    const pos = parseFen(variant, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    const other = await comparePerft(
      fsf,
      'chess',
      pos,
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1',
      1,
    );
    expect(other.differences).toContain('e2e4: 1 (FSF has no such move)');
  });
});

describe('Grand Chess promotion', () => {
  const { variant } = loadVariant('grand');
  const pawnMoves = (fen: string, from: string): string[] => {
    const pos = parseFen(variant, fen);
    const list = new MoveList();
    generateLegal(pos, list);
    return list
      .toArray()
      .map((m) => uciMove(pos, m))
      .filter((m) => m.startsWith(from))
      .sort();
  };
  it('is optional on the eighth and ninth ranks, forced on the tenth, and only to pieces lost', () => {
    const full = 'r8r/2P1k5/1P8/10/10/10/10/10/1NBQKCABN1/R8R w - - 0 1';
    expect(pawnMoves(full, 'c9')).toEqual([]);
    expect(pawnMoves(full, 'b8')).toEqual(['b8b9']);
    const lost = 'r8r/2P1k5/1P8/10/10/10/10/10/1NB1KCABN1/9R w - - 0 1';
    expect(pawnMoves(lost, 'c9')).toEqual(['c9c10q', 'c9c10r']);
    expect(pawnMoves(lost, 'b8')).toEqual(['b8b9', 'b8b9q', 'b8b9r']);
  });
});

describe('templates named after Fairy-Stockfish variants', () => {
  for (const id of FSF_TEMPLATES.filter((t) => t !== 'chess')) {
    const { variant } = loadVariant(id);
    it(`${id}: FSF's start position is ours, and perft ${START_DEPTH} from it agrees move by move`, async () => {
      const fen = toFen(startPosition(variant));
      expect(await fsf.startFen(fsfName(id))).toBe(fen);
      const r = await comparePerft(fsf, fsfName(id), startPosition(variant), fen, START_DEPTH);
      expect(r.differences).toEqual([]);
      expect(r.ours).toBe(r.theirs);
    });
    for (const [name, fen, depth] of RULE_POSITIONS[id] ?? []) {
      it(`${id}: ${name} (perft ${depth})`, async () => {
        const pos = parseFen(variant, fen);
        const r = await comparePerft(fsf, fsfName(id), pos, fen, depth);
        expect(r.differences).toEqual([]);
        expect(r.ours).toBe(r.theirs);
      });
    }
  }
});
