import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { moveTo } from '../../src/engine/move.js';
import { inCheck } from '../../src/engine/movegen.js';
import { deadPosition, forcedOutcome } from '../../src/engine/outcome.js';
import { perft, perftDivide } from '../../src/engine/perft.js';
import { startPosition } from '../../src/engine/start.js';
import { moveText } from '../../src/notation/coordinate.js';
import { parseFen, toFen } from '../../src/notation/fen.js';
import { parseSquare } from '../../src/notation/squares.js';
import { tier } from '../helpers/tier.js';
import {
  bruteForceLegal,
  flipColours,
  legalTexts,
  legalTextsWithoutCastling,
  mirrorFiles,
  playTexts,
  royalTwin,
  sampledPositions,
} from './cross-checks-sec-orth.js';
import { randomPlay } from './random-play.js';
import { parseReference, referenceMoves, referencePerft } from './reference-sec-orth.js';

const { variant } = loadVariant('secutor');
const START = 'srnbqkbnrs/pppppppp/8/8/8/8/PPPPPPPP/SRNBQKBNRS w KQkq - 0 1';
const legal = (fen: string): string[] => legalTexts(variant, fen);
const from = (fen: string, sq: string): string[] => legal(fen).filter((t) => t.startsWith(sq));
const play = (fen: string, ...moves: string[]): string => playTexts(variant, fen, ...moves);
const SECUTOR = 6; // piece code: type index 5, plus one

describe('Secutor Chess: the definition', () => {
  it('is the 8x8 board plus z1, i1, z8, i8 (the Gustavian board)', () => {
    const squares = (names: string[]): number[] => names.map((n) => parseSquare(variant, n));
    expect(squares(['z1', 'i1', 'z8', 'i8', 'a1', 'h8']).every((s) => s >= 0)).toBe(true);
    for (let r = 2; r <= 7; r++) expect(squares([`z${r}`, `i${r}`])).toEqual([-1, -1]);
    expect(variant.exists.reduce((n, e) => n + e, 0)).toBe(68);
  });

  it('names every piece with abbreviation, value and a rules text, Secutors on the extra squares', () => {
    expect(variant.spec.pieces.map((p) => [p.id, p.name, p.abbrev, p.value])).toEqual([
      ['K', 'King', 'K', null],
      ['Q', 'Queen', 'Q', 9],
      ['R', 'Rook', 'R', 5],
      ['B', 'Bishop', 'B', 3],
      ['N', 'Knight', 'N', 3],
      ['S', 'Secutor', 'S', 3],
      ['P', 'Pawn', 'P', 1],
    ]);
    for (const p of variant.spec.pieces) expect(p.rules.length).toBeGreaterThan(30);
    expect(toFen(startPosition(variant))).toBe(START);
    // Only bare kings are dead: a lone knight, bishop or Secutor can mate (see below).
    expect(variant.spec.end.insufficientMaterial).toBe('bare-royals');
  });
});

describe('Secutor Chess: perft from the start', () => {
  const pos = startPosition(variant);

  it('is 20, 400, 8978 at depths 1 to 3', () => {
    // Depth 1: 16 pawn and 4 knight moves. The Secutors cannot move: z1 is boxed in by the hole z2 and
    // the rook a1, and every collision from z1 (from i1) meets its own pawn a2 (h2) on the diagonal.
    // Depth 2: no first move of White changes Black's 20 replies.
    expect([1, 2, 3].map((d) => perft(pos, d))).toEqual([20, 400, 8978]);
  });

  it('differs from orthodox chess at depth 3 exactly where the Secutors come into play', () => {
    // After a3/a4 (h3/h4) the diagonal a2-g8 (h2-b8) of the z1 (i1) Secutor is open: every Black reply
    // leaves a black man first on it, so White has one capture more (+20). After f3/f4 answered by ...a6
    // or ...a5, the z8 Secutor's diagonal a7-g1 runs through f2, so Kf2 is not possible (-1 each).
    const chess = loadVariant('chess').variant;
    const orthodox = new Map(
      perftDivide(startPosition(chess), 3).map(([m, n]) => [moveText(startPosition(chess), m), n] as const),
    );
    const extra: Record<string, number> = {
      'a2-a3': 20,
      'a2-a4': 20,
      'h2-h3': 20,
      'h2-h4': 20,
      'f2-f3': -2,
      'f2-f4': -2,
    };
    const divide = perftDivide(pos, 3).map(([m, n]) => [moveText(pos, m), n] as const);
    expect(divide).toHaveLength(20);
    for (const [text, n] of divide) expect([text, n]).toEqual([text, orthodox.get(text)! + (extra[text] ?? 0)]);
  });

  it('matches the independent reference model at depths 1 to 4 (3 and 4: deep tier)', () => {
    const ref = parseReference('secutor', START);
    const depths = tier([1, 2], [1, 2, 3, 4]);
    expect(depths.map((d) => referencePerft(ref, d))).toEqual([20, 400, 8978, perft(pos, 4)].slice(0, depths.length));
    expect(perft(pos, 4)).toBe(199753);
  });
});

describe('Secutor Chess: collision captures', () => {
  it("The rules' worked example: after 1. h3, the Secutor on i1 takes on c7 along h2-g3-f4-e5-d6", () => {
    const fen = play(START, 'h2-h3', 'a7-a6');
    // It collides with the hole i2 going up and with the rook h1 going left: one move, not two.
    expect(from(fen, 'i1')).toEqual(['i1xc7']);
    const after = parseFen(variant, play(fen, 'i1xc7'));
    expect(after.board[parseSquare(variant, 'c7')]).toBe(6); // the white Secutor
    expect(after.board[parseSquare(variant, 'h1')]).toBe(3); // the screen is not touched
    expect(after.board[parseSquare(variant, 'i1')]).toBe(0);
    // With c7 empty the slide goes on to the next man, the knight b8.
    expect(from(play(START, 'h2-h3', 'c7-c6'), 'i1')).toEqual(['i1xb8']);
  });

  it('takes only the first man on the diagonal, and only if it is an enemy', () => {
    expect(from(play(START, 'h2-h3', 'e7-e5'), 'i1')).toEqual(['i1xe5']);
    expect(from(play(START, 'h2-h3', 'a7-a6', 'g2-g3', 'a6-a5'), 'i1')).toEqual([]);
  });

  it('cannot capture without a screen', () => {
    // d4 to e5 needs a screen on d5 (sliding up) or e4 (sliding right); the rim is far away elsewhere:
    // up the slide ends on d8, whose diagonals leave the board; right and left it ends beside a hole.
    const open = '9k/8/8/4n3/3S4/8/8/9K w - - 0 1';
    expect(from(open, 'd4').filter((t) => t.includes('x'))).toEqual([]);
    expect(from(open, 'd4')).toHaveLength(14); // rook moves only
    // A screen of either colour makes the capture; a black screen is not taken.
    expect(from('9k/8/8/3Pn3/3S4/8/8/9K w - - 0 1', 'd4')).toContain('d4xe5');
    expect(from('9k/8/8/3pn3/3S4/8/8/9K w - - 0 1', 'd4')).toContain('d4xe5');
    expect(from('9k/8/8/3pn3/3S4/8/8/9K w - - 0 1', 'd4')).not.toContain('d4xd5');
    expect(from('9k/8/8/4n3/3SP3/8/8/9K w - - 0 1', 'd4')).toContain('d4xe5');
  });

  it('does not capture at the end of its rook move', () => {
    expect(from('k9/8/3n4/8/3S4/8/8/9K w - - 0 1', 'd4').filter((t) => t.startsWith('d4') && t[3] === 'd')).toEqual([
      'd4-d1',
      'd4-d2',
      'd4-d3',
      'd4-d5',
    ]);
  });

  it('gives check by the same pattern, and a move of the screen ends it', () => {
    // c7 slides to c3 (screen: the pawn c2) and on to d2, e1.
    const fen = '9k/2s5/8/8/8/8/2P5/5K4 w - - 0 1';
    expect(inCheck(parseFen(variant, fen))).toBe(true);
    expect(legal(fen)).toEqual(['c2-c3', 'c2-c4', 'e1-d1', 'e1-e2', 'e1-f1', 'e1-f2']);
  });

  it('the rim is a screen for check too: a2 checks i1 along the second rank past the hole i2', () => {
    const fen = 'k9/8/8/8/8/8/s7/9K w - - 0 1';
    expect(inCheck(parseFen(variant, fen))).toBe(true);
    expect(legal(fen)).toEqual(['i1-h1', 'i1-h2']);
    expect(from('k9/8/8/8/8/8/s7/4K4R b - - 0 1', 'a2')).toContain('a2xi1');
  });

  it('a man that is a screen is pinned: only a move that blocks the new diagonal is legal', () => {
    // The knight c4 is the screen; were it gone, the c2 pawn would be, and c3-d2-e1 would check.
    const fen = '9k/2s5/8/8/2N5/8/2P5/5K4 w - - 0 1';
    expect(from(fen, 'c4')).toEqual(['c4-d2']);
    expect(from(fen, 'e1')).toEqual(['e1-d1', 'e1-d2', 'e1-e2', 'e1-f1']); // f2 is on c5-d4-e3-f2
  });

  it('a move that creates a screen may expose the own king', () => {
    const fen = '9k/2s5/8/8/8/N7/8/5K4 w - - 0 1';
    expect(from(fen, 'a3')).toEqual(['a3-b1', 'a3-b5', 'a3-c4', 'a3-z1']);
  });

  it('pawns promote to a Secutor too, also on the extra squares', () => {
    expect(from('r8k/P7/8/8/8/8/8/9K w - - 0 1', 'a7')).toEqual([
      'a7-a8=B',
      'a7-a8=N',
      'a7-a8=Q',
      'a7-a8=R',
      'a7-a8=S',
      'a7xz8=B',
      'a7xz8=N',
      'a7xz8=Q',
      'a7xz8=R',
      'a7xz8=S',
    ]);
  });
});

describe('Secutor Chess: extended castling', () => {
  // Black pawns a7 and h7 close the black Secutors' diagonals toward White's first rank.
  const base = 's4k3s/p6p/8/8/8/8/8/SR3K2RS w KQ - 0 1';
  const castles = (fen: string): string[] => legal(fen).filter((t) => t.startsWith('O-O'));

  it('the king goes two or three squares, the rook to f1 or d1; the Secutors on z1 and i1 do not block', () => {
    expect(castles(base)).toEqual(['O-O', 'O-O-O', 'O-O-O>b1', 'O-O>h1']);
    expect(play(base, 'O-O').split(' ')[0]).toMatch(/\/SR4RK1S$/);
    expect(play(base, 'O-O>h1').split(' ')[0]).toMatch(/\/SR4R1KS$/);
    expect(play(base, 'O-O-O').split(' ')[0]).toMatch(/\/S2KR3RS$/);
    expect(play(base, 'O-O-O>b1').split(' ')[0]).toMatch(/\/S1K1R3RS$/);
    expect(play(flipColours(base, 8), 'O-O>h8').split(' ')[0]).toMatch(/^sr4r1ks\//);
  });

  it('refuses a castle through or onto an attacked square, out of check, or past a man', () => {
    expect(castles('s4kr2s/p6p/8/8/8/8/8/SR3K2RS w KQ - 0 1')).toEqual(['O-O-O', 'O-O-O>b1']); // f1
    expect(castles('s4k3s/p6p/2b5/8/8/8/8/SR3K2RS w KQ - 0 1')).toEqual(['O-O', 'O-O-O', 'O-O-O>b1']); // h1
    expect(castles('s4k3s/p6p/8/8/8/n7/8/SR3K2RS w KQ - 0 1')).toEqual(['O-O', 'O-O-O', 'O-O>h1']); // b1
    expect(castles('s4k3s/p3r2p/8/8/8/8/8/SR3K2RS w KQ - 0 1')).toEqual([]); // check
    expect(castles('s4k3s/p6p/8/8/8/8/8/SR3K1NRS w KQ - 0 1')).toEqual(['O-O-O', 'O-O-O>b1']);
    expect(castles('s4k3s/p6p/8/8/8/8/8/SRN2K2RS w KQ - 0 1')).toEqual(['O-O', 'O-O>h1']);
  });

  it('judges the squares before castling, the king still on its square as a screen', () => {
    // The Secutor e5 collides with the king e1 and so attacks d1 and f1: no castling. The king may
    // still step there, since without it on e1 the collision ends on the rim.
    const fen = 's4k3s/p6p/8/4s3/8/8/8/SR3K2RS w KQ - 0 1';
    expect(castles(fen)).toEqual([]);
    expect(from(fen, 'e1')).toEqual(['e1-d1', 'e1-d2', 'e1-e2', 'e1-f1', 'e1-f2']);
  });

  it('and the king must not be in check afterwards: the rook on f1 can become the screen', () => {
    // Before castling the f-file collision ends on the rim; with the rook on f1 it ends on f2 and
    // reaches g1, but not h1.
    expect(castles('s4k3s/p4s1p/8/8/8/8/8/SR3K2RS w KQ - 0 1')).toEqual(['O-O-O', 'O-O-O>b1', 'O-O>h1']);
  });
});

describe('Secutor Chess: end of game', () => {
  it('a lone knight, bishop or Secutor mates on an extra square, so only bare kings are dead', () => {
    // i8 has two neighbours, h8 and h7: the white king on g8 or g7 covers both.
    for (const fen of [
      '7K1k/8/7N/8/8/8/8/10 b - - 0 1',
      '9k/6K1/6B1/8/8/8/8/10 b - - 0 1',
      '9k/6KS/8/8/8/8/8/10 b - - 0 1',
    ]) {
      expect(forcedOutcome(parseFen(variant, fen))?.termination).toBe('checkmate');
    }
    expect(deadPosition(parseFen(variant, 'k9/8/8/8/8/8/8/5KN3 w - - 0 1'))).toBe(false);
    expect(deadPosition(parseFen(variant, 'k9/8/8/8/8/8/8/5K4 w - - 0 1'))).toBe(true);
  });
});

describe('Secutor Chess: random play and cross-checks', () => {
  const games = tier(16, 200);

  it(`${games} seeded random games to the end or 300 plies: texts round-trip and undo restores`, () => {
    const used = { collisions: 0, secutorPromotions: 0, castles: 0 };
    const stats = randomPlay(variant, {
      games,
      maxPlies: 300,
      seed: 0x5ec,
      start: () => startPosition(variant),
      afterMove: (pos, m, text) => {
        if (Math.abs(pos.board[moveTo(m)]!) === SECUTOR && text.includes('x') && !text.includes('=')) used.collisions++;
        if (text.endsWith('=S')) used.secutorPromotions++;
        if (text.startsWith('O-O')) used.castles++;
      },
    });
    expect(stats.games).toBe(games);
    expect(stats.ended).toBeGreaterThan(games / 20);
    expect(used.collisions).toBeGreaterThan(games * 2.5);
    expect(used.secutorPromotions).toBeGreaterThan(games / 20);
    expect(used.castles).toBeGreaterThan(tier(0, 2));
  });

  const sampledGames = tier(10, 40);
  const positions = sampledPositions(variant, 0xc0111de, sampledGames, 3);

  it('legal moves agree with the reference model on positions from random games', () => {
    expect(positions.length).toBeGreaterThan(sampledGames * 75);
    const ref = (fen: string): string[] =>
      referenceMoves(parseReference('secutor', fen))
        .map((m) => m.text)
        .sort();
    for (const fen of positions) expect([fen, legal(fen)]).toEqual([fen, ref(fen)]);
  });

  it('legality agrees with brute force: no reply of the enemy may take the king', () => {
    const twin = royalTwin(variant);
    for (const fen of positions.filter((_, i) => i % 4 === 0)) {
      expect([fen, legalTextsWithoutCastling(variant, fen)]).toEqual([fen, bruteForceLegal(variant, twin, fen)]);
    }
  });

  it('perft agrees with the model, with colours exchanged, and with files mirrored when no castling is possible', () => {
    for (const fen of positions.filter((_, i) => i % 40 === 0)) {
      const n = perft(parseFen(variant, fen), 2);
      expect([fen, referencePerft(parseReference('secutor', fen), 2)]).toEqual([fen, n]);
      expect([fen, perft(parseFen(variant, flipColours(fen, 8)), 2)]).toEqual([fen, n]);
      const noCastling = fen.replace(/ [KQkq]+ /, ' - ');
      const mirrored = perft(parseFen(variant, mirrorFiles(noCastling, 'zabcdefghi')), 2);
      expect([fen, mirrored]).toEqual([fen, perft(parseFen(variant, noCastling), 2)]);
    }
  });
});
