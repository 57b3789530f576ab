import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { MoveKind, moveKind } from '../../src/engine/move.js';
import { inCheck } from '../../src/engine/movegen.js';
import { perft, perftDivide } from '../../src/engine/perft.js';
import { startPosition } from '../../src/engine/start.js';
import { parseFen, toFen } from '../../src/notation/fen.js';
import { tier } from '../helpers/tier.js';
import { legalTexts, mirrorFiles, playTexts } from './cross-checks-sec-orth.js';
import { orthodiaCrossChecks } from './orthodia-cross-checks.js';
import { randomPlay } from './random-play.js';
import { parseReference, referencePerft } from './reference-sec-orth.js';

const { variant } = loadVariant('orthodia-simplified');
const START = 'rgbtkbgr/wppppppw/8/8/8/8/WPPPPPPW/RGBTKBGR w - - 0 1';
const legal = (fen: string): string[] => legalTexts(variant, fen);
const from = (fen: string, sq: string): string[] => legal(fen).filter((t) => t.startsWith(sq));
const play = (fen: string, ...moves: string[]): string => playTexts(variant, fen, ...moves);
const checked = (fen: string): boolean => inCheck(parseFen(variant, fen));

describe('Simplified Orthodia: the definition', () => {
  it("is its own variant with Orthodia's pieces, values and setup", () => {
    const orthodia = loadVariant('orthodia').variant;
    expect(variant.spec.id).toBe('orthodia-simplified');
    expect(variant.spec.pieces.map((p) => [p.id, p.name, p.abbrev, p.value])).toEqual(
      orthodia.spec.pieces.map((p) => [p.id, p.name, p.abbrev, p.value]),
    );
    for (const p of variant.spec.pieces) expect(p.rules.length).toBeGreaterThan(30);
    expect(toFen(startPosition(variant))).toBe(START);
  });
});

describe('Simplified Orthodia: perft from the start', () => {
  const pos = startPosition(variant);

  it('is 16, 256, 4697 at depths 1 to 3, and the reference model (to depth 2; 4 in the deep tier) and mirrored setup agree to depth 4', () => {
    // Depths 1 and 2 as in Orthodia: the swapped Bisroos and Roobis are as boxed in at the start.
    expect(perft(pos, 1)).toBe(16);
    expect(perftDivide(pos, 2).map(([, n]) => n)).toEqual(new Array(16).fill(16));
    const counts = [1, 2, 3, 4].map((d) => perft(pos, d));
    expect(counts).toEqual([16, 256, 4697, 85611]);
    const depths = tier([1, 2], [1, 2, 3, 4]);
    expect(depths.map((d) => referencePerft(parseReference('orthodia-simplified', START), d))).toEqual(
      counts.slice(0, depths.length),
    );
    const mirrored = parseFen(variant, mirrorFiles(START, 'abcdefgh'));
    expect([1, 2, 3, 4].map((d) => perft(mirrored, d))).toEqual(counts);
  });
});

describe('Simplified Orthodia: the swapped pieces', () => {
  it('the Bisroos moves as a rook, captures as a bishop and checks on its diagonals only', () => {
    const moves = from('4k3/8/3p1p2/8/3B4/8/8/4K3 w - - 0 1', 'd4');
    expect(moves.filter((t) => t.includes('x'))).toEqual(['d4xf6']);
    expect(moves).toHaveLength(12);
    expect(checked('8/6k1/8/8/3B4/8/8/4K3 b - - 0 1')).toBe(true);
    expect(checked('3k4/8/8/8/3B4/8/8/4K3 b - - 0 1')).toBe(false);
    // The king may step onto its file, not onto its diagonals.
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

  it('the Roobis moves as a bishop, captures as a rook and checks on files and ranks only', () => {
    const moves = from('4k3/8/3p1p2/8/3R4/8/8/4K3 w - - 0 1', 'd4');
    expect(moves.filter((t) => t.includes('x'))).toEqual(['d4xd6']);
    expect(moves).toHaveLength(11);
    expect(checked('3k4/8/8/8/3R4/8/8/4K3 b - - 0 1')).toBe(true);
    expect(checked('8/6k1/8/8/3R4/8/8/4K3 b - - 0 1')).toBe(false);
    expect(from('8/4k3/8/8/8/8/4R3/K7 b - - 0 1', 'e7')).toEqual([
      'e7-d6',
      'e7-d7',
      'e7-d8',
      'e7-f6',
      'e7-f7',
      'e7-f8',
    ]);
  });
});

describe('Simplified Orthodia: no en passant', () => {
  it("neither a Pawn's double step nor a Warrior's double diagonal can be taken in passing", () => {
    const pawn = play('4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1', 'e2-e4');
    expect(pawn.split(' ')[3]).toBe('-');
    expect(from(pawn, 'd4')).toEqual(['d4-d3']);
    const warrior = play('4k3/8/8/8/pw6/8/W7/4K3 w - - 0 1', 'a2-c4');
    expect(warrior.split(' ')[3]).toBe('-');
    expect(legal(warrior).filter((t) => t.includes('x'))).toEqual([]);
  });

  it("the Warrior's other rules are Orthodia's: double diagonal first move, once-per-game capture", () => {
    expect(from(START, 'h2')).toEqual(['h2-f4', 'h2-g3']);
    const fen = '4k3/1p6/8/1p6/8/1W6/8/4K3 w - - 0 1';
    expect(from(fen, 'b3')).toEqual(['b3-a4', 'b3-c4', 'b3xb5']);
    expect(from(play(fen, 'b3xb5', 'e8-f8'), 'b5')).toEqual(['b5-a6', 'b5-c6']);
    expect(checked('8/8/2k5/8/2W5/8/8/4K3 b - - 0 1')).toBe(true);
  });
});

describe('Simplified Orthodia: random play and cross-checks', () => {
  const games = tier(12, 200);

  it(`${games} seeded random games to the end or 300 plies: texts round-trip and undo restores`, () => {
    let enPassant = 0;
    let onceCaptures = 0;
    const stats = randomPlay(variant, {
      games,
      maxPlies: 300,
      seed: 0x5170,
      start: () => startPosition(variant),
      afterMove: (_pos, m) => {
        if (moveKind(m) === MoveKind.EnPassantCapture) enPassant++;
        if (moveKind(m) === MoveKind.Once) onceCaptures++;
      },
    });
    expect(stats.games).toBe(games);
    expect(stats.ended).toBeGreaterThan(tier(0, 5));
    expect(enPassant).toBe(0);
    expect(onceCaptures).toBeGreaterThan(games / 4);
  });

  orthodiaCrossChecks('orthodia-simplified', 0x51e);
});
