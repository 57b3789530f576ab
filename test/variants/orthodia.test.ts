import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { MoveKind, moveKind, moveTo } from '../../src/engine/move.js';
import { inCheck } from '../../src/engine/movegen.js';
import { perft, perftDivide } from '../../src/engine/perft.js';
import { startPosition } from '../../src/engine/start.js';
import { parseFen, toFen } from '../../src/notation/fen.js';
import { tier } from '../helpers/tier.js';
import { legalTexts, mirrorFiles, playTexts } from './cross-checks-sec-orth.js';
import { orthodiaCrossChecks } from './orthodia-cross-checks.js';
import { randomPlay } from './random-play.js';
import { parseReference, referencePerft } from './reference-sec-orth.js';

const { variant } = loadVariant('orthodia');
const START = 'rgbtkbgr/wppppppw/8/8/8/8/WPPPPPPW/RGBTKBGR w - - 0 1';
const legal = (fen: string): string[] => legalTexts(variant, fen);
const from = (fen: string, sq: string): string[] => legal(fen).filter((t) => t.startsWith(sq));
const play = (fen: string, ...moves: string[]): string => playTexts(variant, fen, ...moves);
const checked = (fen: string): boolean => inCheck(parseFen(variant, fen));
const TORCH = 7; // piece code: type index 6, plus one

describe('Orthodia: the definition', () => {
  it("names every piece with abbreviation, value and a rules text; the setup is the inventor's", () => {
    expect(variant.spec.pieces.map((p) => [p.id, p.name, p.abbrev, p.value])).toEqual([
      ['K', 'King', 'K', null],
      ['P', 'Pawn', 'P', 1],
      ['W', 'Warrior', 'W', 2],
      ['G', 'Gold', 'G', 4],
      ['B', 'Bisroos', 'Bi', 4.5],
      ['R', 'Roobis', 'Ro', 4.5],
      ['T', 'Torch', 'T', 8],
    ]);
    for (const p of variant.spec.pieces) expect(p.rules.length).toBeGreaterThan(30);
    expect(toFen(startPosition(variant))).toBe(START);
    expect(variant.spec.end.insufficientMaterial).toBe('fide');
  });

  it('has no castling: no such move, and no castling rights in a position text', () => {
    expect(legal('r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1').some((t) => t.startsWith('O-O'))).toBe(false);
    expect(() => parseFen(variant, 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1')).toThrow(/unknown right/);
  });
});

describe('Orthodia: perft from the start', () => {
  const pos = startPosition(variant);

  it('is 16, 256, 5049 at depths 1 to 3', () => {
    // Depth 1: each Pawn one or two squares (12); each Warrior one or two squares diagonally inward (4).
    // Nothing else can move: the Torch d1 is stopped by c1, e1, c2, d2, e2 at distance 1.
    expect(perft(pos, 1)).toBe(16);
    // Depth 2: no first move reaches Black's half or opens a Black line, so every one has 16 replies.
    expect(perftDivide(pos, 2).map(([, n]) => n)).toEqual(new Array(16).fill(16));
    expect(perft(pos, 3)).toBe(5049);
  });

  it('matches the reference model at depths 1 to 4 (3 and 4: deep tier), and the mirrored setup gives the same counts', () => {
    const counts = [1, 2, 3, 4].map((d) => perft(pos, d));
    expect(counts).toEqual([16, 256, 5049, 99024]);
    const depths = tier([1, 2], [1, 2, 3, 4]);
    expect(depths.map((d) => referencePerft(parseReference('orthodia', START), d))).toEqual(
      counts.slice(0, depths.length),
    );
    // King and Torch change places left to right: another position, the same counts by symmetry.
    const mirrored = parseFen(variant, mirrorFiles(START, 'abcdefgh'));
    expect(toFen(mirrored)).toBe('rgbktbgr/wppppppw/8/8/8/8/WPPPPPPW/RGBKTBGR w - - 0 1');
    expect([1, 2, 3, 4].map((d) => perft(mirrored, d))).toEqual(counts);
  });
});

describe('Orthodia: the Warrior', () => {
  it('moves one square diagonally forward and captures one square straight forward', () => {
    // A White Warrior strays at most one file per rank from a2 or h2: c4 is as far in as rank 4 allows.
    expect(from('4k3/8/8/8/2W5/8/8/4K3 w - - 0 1', 'c4')).toEqual(['c4-b5', 'c4-d5']);
    expect(from('4k3/8/8/1ppp4/2W5/8/8/4K3 w - - 0 1', 'c4')).toEqual(['c4xc5']);
    expect(from('4k3/8/8/8/3w4/8/8/4K3 b - - 0 1', 'd4')).toEqual(['d4-c3', 'd4-e3']);
  });

  it('moves two squares diagonally on its first move only, over an empty square', () => {
    expect(from(START, 'a2')).toEqual(['a2-b3', 'a2-c4']);
    expect(from(play(START, 'b2-b3', 'b7-b6'), 'a2')).toEqual([]);
    expect(from(play(START, 'a2-b3', 'a7-b6'), 'b3')).toEqual(['b3-a4', 'b3-c4']);
  });

  it('captures two squares straight forward once per game, not over a man', () => {
    const fen = '4k3/1p6/8/1p6/8/1W6/8/4K3 w - - 0 1';
    expect(from(fen, 'b3')).toEqual(['b3-a4', 'b3-c4', 'b3xb5']);
    const after = play(fen, 'b3xb5', 'e8-f8');
    expect(after).toBe('5k2/1p6/8/1W6/8/8/8/4K3 w - - 1 2 once:b5');
    expect(from(after, 'b5')).toEqual(['b5-a6', 'b5-c6']);
    expect(from(after.replace(' once:b5', ''), 'b5')).toEqual(['b5-a6', 'b5-c6', 'b5xb7']);
    // Over a man it is no capture: here b4 is taken the ordinary way instead.
    expect(from('4k3/8/8/1p6/1p6/1W6/8/4K3 w - - 0 1', 'b3')).toEqual(['b3-a4', 'b3-c4', 'b3xb4']);
  });

  it('gives check straight ahead and, while unused, two squares ahead; never diagonally', () => {
    expect(checked('8/8/8/2k5/2W5/8/8/4K3 b - - 0 1')).toBe(true);
    expect(checked('8/8/2k5/8/2W5/8/8/4K3 b - - 0 1')).toBe(true);
    expect(checked('8/8/2k5/8/2W5/8/8/4K3 b - - 0 1 once:c4')).toBe(false);
    expect(checked('8/8/2k5/2p5/2W5/8/8/4K3 b - - 0 1')).toBe(false);
    expect(checked('8/8/8/3k4/2W5/8/8/4K3 b - - 0 1')).toBe(false);
    // So the king may not step in front of an unused Warrior at distance two.
    expect(from('8/8/8/1k6/2W5/8/8/4K3 b - - 0 1', 'b5')).not.toContain('b5-c6');
    expect(from('8/8/8/1k6/2W5/8/8/4K3 b - - 0 1 once:c4', 'b5')).toContain('b5-c6');
  });

  it('promotes like a pawn, to a Bisroos, Gold or Roobis, with a fresh piece after its once capture', () => {
    const fen = '2r1k3/1PW5/8/8/8/8/8/4K3 w - - 0 1';
    expect(from(fen, 'b7')).toEqual(['b7-b8=B', 'b7-b8=G', 'b7-b8=R', 'b7xc8=B', 'b7xc8=G', 'b7xc8=R']);
    expect(from(fen, 'c7')).toEqual([
      'c7-b8=B',
      'c7-b8=G',
      'c7-b8=R',
      'c7-d8=B',
      'c7-d8=G',
      'c7-d8=R',
      'c7xc8=B',
      'c7xc8=G',
      'c7xc8=R',
    ]);
    expect(play('2r1k3/8/2W5/8/8/8/8/4K3 w - - 0 1', 'c6xc8=R')).toBe('2R1k3/8/8/8/8/8/8/4K3 b - - 0 1');
  });
});

describe('Orthodia: en passant as in Horizons chess', () => {
  // Black pawn a4 (capturing diagonally onto b3) and black Warrior b4 (capturing straight onto b3).
  const fen = '4k3/8/8/8/pw6/8/W7/4K3 w - - 0 1';

  it("after a Warrior's double diagonal over b3, a Pawn or Warrior whose capture reaches b3 takes it", () => {
    const after = play(fen, 'a2-c4');
    expect(after.split(' ')[3]).toBe('b3:c4');
    expect(legal(after).filter((t) => t.includes('x'))).toEqual(['a4xb3', 'b4xb3']);
    expect(play(after, 'a4xb3').split(' ')[0]).toBe('4k3/8/8/8/1w6/1p6/8/4K3');
    expect(play(after, 'b4xb3').split(' ')[0]).toBe('4k3/8/8/8/p7/1w6/8/4K3');
    // On the very next move only.
    expect(legal(play(after, 'e8-d8', 'e1-d1')).filter((t) => t.includes('x'))).toEqual([]);
  });

  it("after a Pawn's double step; a Warrior beside it only moves onto the square, taking nothing", () => {
    const after = play('4k3/8/8/8/3w1p2/8/4P3/4K3 w - - 0 1', 'e2-e4');
    expect(from(after, 'f4')).toEqual(['f4-f3', 'f4xe3']);
    expect(play(after, 'f4xe3').split(' ')[0]).toBe('4k3/8/8/8/3w4/4p3/8/4K3');
    expect(play(after, 'd4-e3').split(' ')[0]).toBe('4k3/8/8/8/4Pp2/4w3/8/4K3');
  });

  it("the Warrior's two-square capture cannot be taken en passant", () => {
    const after = play('4k3/8/8/8/rp6/8/W7/4K3 w - - 0 1', 'a2xa4');
    expect(after.split(' ')[3]).toBe('-');
    expect(from(after, 'b4')).toEqual(['b4-b3']);
  });
});

describe('Orthodia: Gold, Bisroos, Roobis, Torch', () => {
  it('the Gold steps orthogonally or diagonally forward, for either side', () => {
    expect(from('4k3/8/8/8/3G4/8/8/4K3 w - - 0 1', 'd4')).toEqual([
      'd4-c4',
      'd4-c5',
      'd4-d3',
      'd4-d5',
      'd4-e4',
      'd4-e5',
    ]);
    expect(from('4k3/8/8/3g4/8/8/8/4K3 b - - 0 1', 'd5')).toEqual([
      'd5-c4',
      'd5-c5',
      'd5-d4',
      'd5-d6',
      'd5-e4',
      'd5-e5',
    ]);
  });

  it('the Bisroos moves as a bishop and captures as a rook', () => {
    const moves = from('4k3/8/3p1p2/8/3B4/8/8/4K3 w - - 0 1', 'd4');
    expect(moves.filter((t) => t.includes('x'))).toEqual(['d4xd6']);
    expect(moves).toHaveLength(11);
    expect(moves).not.toContain('d4-d5');
  });

  it('the Bisroos checks on a diagonal and not on a file, where the king may stand and cannot be taken', () => {
    expect(checked('8/6k1/8/8/3B4/8/8/4K3 b - - 0 1')).toBe(true);
    expect(checked('3k4/8/8/8/3B4/8/8/4K3 b - - 0 1')).toBe(false);
    expect(from('3k4/8/8/8/3B4/8/8/4K3 w - - 0 1', 'd4')).not.toContain('d4xd8');
    // The king may step onto the file of the Bisroos e2, but not onto the diagonal b2-h8 of one on b2.
    expect(from('8/4k3/8/8/8/8/4B3/K7 b - - 0 1', 'e7')).toHaveLength(8);
    expect(from('8/8/4k3/8/8/8/1B6/7K b - - 0 1', 'e6')).toEqual([
      'e6-d5',
      'e6-d6',
      'e6-d7',
      'e6-e7',
      'e6-f5',
      'e6-f7',
    ]);
  });

  it('the Bisroos pins along its diagonals only', () => {
    // The black Gold f6 stands between the Bisroos d4 and the king g7: it may only go to e5.
    expect(from('8/6k1/5g2/8/3B4/8/8/4K3 b - - 0 1', 'f6')).toEqual(['f6-e5']);
    expect(from('3k4/8/3g4/8/3B4/8/8/4K3 b - - 0 1', 'd6')).toHaveLength(6);
  });

  it('the Roobis moves as a rook, captures as a bishop, checks on files and ranks only', () => {
    const moves = from('4k3/8/3p1p2/8/3R4/8/8/4K3 w - - 0 1', 'd4');
    expect(moves.filter((t) => t.includes('x'))).toEqual(['d4xf6']);
    expect(moves).toHaveLength(12); // d5; a4 b4 c4; e4 f4 g4 h4; d3 d2 d1; xf6
    expect(checked('3k4/8/8/8/3R4/8/8/4K3 b - - 0 1')).toBe(true);
    expect(checked('8/6k1/8/8/3R4/8/8/4K3 b - - 0 1')).toBe(false);
    expect(from('8/6k1/8/8/3R4/8/8/4K3 w - - 0 1', 'd4')).not.toContain('d4xg7');
    expect(from('8/4k3/8/8/8/8/4R3/K7 b - - 0 1', 'e7')).toEqual([
      'e7-d6',
      'e7-d7',
      'e7-d8',
      'e7-f6',
      'e7-f7',
      'e7-f8',
    ]);
  });

  it('the Torch goes 1, 3, 5 or 7 squares, passes a man at distance 2 but not at 3', () => {
    // a3 (distance 2) and the own king e1 (distance 4) are passed over.
    expect(from('4k3/8/8/8/8/p7/8/T3K3 w - - 0 1', 'a1')).toEqual([
      'a1-a2',
      'a1-a4',
      'a1-a6',
      'a1-a8',
      'a1-b1',
      'a1-b2',
      'a1-d1',
      'a1-d4',
      'a1-f1',
      'a1-f6',
      'a1-h1',
      'a1-h8',
    ]);
    // A man at distance 3 stops it; an enemy there may be taken.
    expect(from('4k3/8/8/8/p7/8/8/T3K3 w - - 0 1', 'a1').filter((t) => t[3] === 'a')).toEqual(['a1-a2', 'a1xa4']);
    expect(from('4k3/8/8/8/P7/8/8/T3K3 w - - 0 1', 'a1').filter((t) => t[3] === 'a')).toEqual(['a1-a2']);
  });

  it('the Torch checks at odd distances, through men at even ones', () => {
    expect(checked('8/8/8/8/k7/8/8/T3K3 b - - 0 1')).toBe(true);
    expect(checked('8/8/8/8/k7/p7/8/T3K3 b - - 0 1')).toBe(true);
    expect(checked('8/8/8/8/8/k7/8/T3K3 b - - 0 1')).toBe(false);
    expect(checked('8/8/8/8/k7/8/p7/T3K3 b - - 0 1')).toBe(false);
  });
});

describe('Orthodia: random play and cross-checks', () => {
  const games = tier(12, 200);

  it(`${games} seeded random games to the end or 300 plies: texts round-trip and undo restores`, () => {
    const used = { enPassant: 0, warriorDoubles: 0, onceCaptures: 0, promotions: 0, torchCaptures: 0 };
    const stats = randomPlay(variant, {
      games,
      maxPlies: 300,
      seed: 0x0a7,
      start: () => startPosition(variant),
      afterMove: (pos, m, text) => {
        const kind = moveKind(m);
        if (kind === MoveKind.EnPassantCapture) used.enPassant++;
        if (kind === MoveKind.Once) used.onceCaptures++;
        if (kind === MoveKind.EnPassantTarget && text[0] !== text[3]) used.warriorDoubles++;
        if (text.includes('=')) used.promotions++;
        if (text.includes('x') && Math.abs(pos.board[moveTo(m)]!) === TORCH) used.torchCaptures++;
      },
    });
    expect(stats.games).toBe(games);
    expect(stats.ended).toBeGreaterThan(tier(0, 5));
    expect(used.enPassant).toBeGreaterThan(tier(0, 5));
    for (const n of [used.warriorDoubles, used.onceCaptures, used.promotions, used.torchCaptures])
      expect(n).toBeGreaterThan(games / 4);
  });

  orthodiaCrossChecks('orthodia', 0x0a7d1a);
});
