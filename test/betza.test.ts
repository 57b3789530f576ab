import { describe, expect, it } from 'vitest';
import { BetzaError, describeAtoms, parseBetza } from '../src/definitions/betza.js';
import { MoveList, pieceMoves } from '../src/engine/movegen.js';
import { Position } from '../src/engine/position.js';
import { compileVariant } from '../src/engine/rules/index.js';
import type { AtomSpec, VariantSpec } from '../src/engine/spec.js';
import { dirAllowed, orientations, WHITE } from '../src/engine/variant.js';
import { defaultFileLabels, squareName } from '../src/notation/squares.js';

/** The squares a lone white piece with these atoms reaches from d4 on an empty 8x8 board. */
function reach(betza: string, from = 27): string[] {
  const atoms: AtomSpec[] = parseBetza(betza);
  const spec: VariantSpec = {
    id: 't',
    name: 't',
    files: 8,
    ranks: 8,
    fileLabels: defaultFileLabels(8),
    exists: new Array(64).fill(true),
    pieces: [
      {
        id: 'X',
        name: 'X',
        abbrev: 'X',
        value: null,
        royal: false,
        rules: '',
        summary: betza,
        atoms,
        resetsClock: false,
        spare: null,
      },
    ],
    setup: new Int16Array(64),
    setupText: '8/8/8/8/8/8/8/8',
    freeSetup: null,
    setupOptions: [],
    castling: [],
    promotion: [],
    end: {
      stalemate: 'draw',
      repetition: 3,
      moveRule: 50,
      forcedRepetition: 5,
      forcedMoveRule: 75,
      insufficientMaterial: 'none',
      victories: [],
    },
    rules: { reversal: false, nexialCastling: null, guardCall: null, wrap: null },
  };
  const v = compileVariant(spec);
  const pos = new Position(v);
  pos.board[from] = 1;
  pos.turn = WHITE;
  pos.refresh();
  const list = new MoveList();
  pieceMoves(pos, from, list);
  return list
    .toArray()
    .map((m) => squareName(v, (m >>> 10) & 0x3ff))
    .sort();
}

describe('Betza shorthand', () => {
  it('leapers land on exactly their squares', () => {
    expect(reach('W')).toEqual(['c4', 'd3', 'd5', 'e4']);
    expect(reach('F')).toEqual(['c3', 'c5', 'e3', 'e5']);
    expect(reach('N')).toEqual(['b3', 'b5', 'c2', 'c6', 'e2', 'e6', 'f3', 'f5']);
    expect(reach('K')).toHaveLength(8);
    expect(reach('C')).toEqual(['a3', 'a5', 'c1', 'c7', 'e1', 'e7', 'g3', 'g5']);
  });

  it('riders, ranges and doubled leapers', () => {
    expect(reach('R')).toHaveLength(14);
    expect(reach('B')).toHaveLength(13);
    expect(reach('Q')).toHaveLength(27);
    expect(reach('R2')).toEqual(['b4', 'c4', 'd2', 'd3', 'd5', 'd6', 'e4', 'f4']);
    // From a1 the nightrider repeats (1,2) and (2,1) to the board's edge.
    expect(reach('NN', 0)).toEqual(['b3', 'c2', 'c5', 'd7', 'e3', 'g4']);
  });

  it('direction and mode modifiers', () => {
    expect(reach('fW')).toEqual(['d5']);
    expect(reach('fF')).toEqual(['c5', 'e5']);
    expect(reach('flF')).toEqual(['c5']);
    expect(reach('sW')).toEqual(['c4', 'e4']);
    expect(reach('vW')).toEqual(['d3', 'd5']);
    expect(reach('sF')).toEqual(['c3', 'c5', 'e3', 'e5']);
    expect(reach('fN')).toEqual(['b5', 'c6', 'e6', 'f5']);
    expect(reach('fbW')).toEqual(['d3', 'd5']);
    expect(parseBetza('mfW')[0]).toMatchObject({ mode: 'move', dirs: ['f'] });
    expect(parseBetza('cfF')[0]).toMatchObject({ mode: 'capture' });
    expect(parseBetza('imfnD')[0]).toMatchObject({ kind: 'ride', offset: [1, 0], min: 2, max: 2, initial: true });
  });

  it('unsupported letters are named with their position', () => {
    for (const [text, letter, index] of [
      ['Y', 'Y', 0],
      ['mNY', 'Y', 2],
      ['WxF', 'x', 1],
    ] as const) {
      let error: unknown;
      try {
        parseBetza(text);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(BetzaError);
      expect((error as BetzaError).message).toContain(`"${letter}"`);
      expect((error as BetzaError).index).toBe(index);
    }
    expect(() => parseBetza('fm')).toThrow(/no atom/);
    expect(() => parseBetza('nC')).toThrow(/lame/);
    expect(parseBetza('nN')).toEqual([{ kind: 'lame', offset: [2, 1], mode: 'both' }]);
  });

  it('orientations are distinct and direction filters are conjunctions of letters', () => {
    expect(orientations(2, 1)).toHaveLength(8);
    expect(orientations(1, 1)).toHaveLength(4);
    expect(orientations(1, 0)).toHaveLength(4);
    expect(dirAllowed(1, 1, ['fr'])).toBe(true);
    expect(dirAllowed(-1, 1, ['fr'])).toBe(false);
    expect(dirAllowed(-1, 0, ['s'])).toBe(true);
  });
});

describe('atoms described for cards and check', () => {
  it('in Betza where Betza reads the text back as the same atoms, in the compact form elsewhere', () => {
    // Fairy-Stockfish's Yari rook as the importer gives it: forward, left and right as three tokens.
    const yariRook: AtomSpec[] = [
      { offset: [1, 0], mode: 'both', dirs: ['f', 'l', 'r'], kind: 'ride', min: 1, max: 0 },
    ];
    const text = describeAtoms(yariRook);
    expect(text).toMatch(/^[flr]{3}R$/);
    expect(parseBetza(text).map((a) => ({ ...a, dirs: [...a.dirs!].sort() }))).toEqual([
      { ...yariRook[0]!, dirs: ['f', 'l', 'r'] },
    ]);
    for (const betza of ['ffN', 'R4', 'NN', 'fsW', 'cB']) expect(describeAtoms(parseBetza(betza))).toBe(betza);
    // A double step only: Betza's D leaps, this one rides, so no letter says it.
    expect(describeAtoms(parseBetza('ifmnD'))).toBe('imfride(1,0)=2');
  });
});
