/**
 * How Fairy-Stockfish's Shogi, Xiangqi and Janggi families look in print, in one place: a section whose
 * built-in ancestor is one of them gets its family's counters, side names and board, and each of its
 * pieces that is one of the family's (by Fairy-Stockfish's piece key) its traditional characters, as
 * the templates give them. A piece of the section's own (a custom piece) keeps its letters.
 */

import { FSF_BUILTINS } from './fsf-builtins.js';
import type { DefinitionFile } from './schema.js';

type Faces = NonNullable<DefinitionFile['pieces'][number]['faces']>;

interface FamilyLook {
  counters: NonNullable<DefinitionFile['counters']>;
  sides: [string, string];
  /** The board's look, where the board is the family's own size (points need their river and palaces). */
  board: (files: number, ranks: number) => Pick<DefinitionFile['board'], 'style' | 'points'>;
  /** By Fairy-Stockfish's piece key. */
  faces: Record<string, Faces>;
  /** Counter sizes in percent, by Fairy-Stockfish's piece key (Janggi's men by rank); absent: all alike. */
  sizes?: Record<string, number>;
  /** A promoted form's, by the key of the piece it promotes from. */
  promoted: Record<string, Faces>;
}

const PALACES = ['d1:f3', 'd8:f10'];

const FAMILIES: Record<'shogi' | 'xiangqi' | 'janggi', FamilyLook> = {
  shogi: {
    counters: { shape: 'pentagon', sides: 'neutral' },
    sides: ['Sente (Black)', 'Gote (White)'],
    board: () => ({ style: 'lines' }),
    faces: {
      king: { cjk: ['玉將', '王將'], token: ['玉', '王'] },
      rook: { cjk: '飛車', token: '飛' },
      bishop: { cjk: '角行', token: '角' },
      gold: { cjk: '金將', token: '金' },
      silver: { cjk: '銀將', token: '銀' },
      shogiKnight: { cjk: '桂馬', token: '桂' },
      lance: { cjk: '香車', token: '香' },
      shogiPawn: { cjk: '步兵', token: '步' },
      bers: { cjk: '龍王', token: '龍' },
      dragonHorse: { cjk: '龍馬', token: '馬' },
    },
    promoted: {
      shogiPawn: { cjk: 'と' },
      silver: { cjk: '全' },
      shogiKnight: { cjk: '圭' },
      lance: { cjk: '杏' },
      rook: { cjk: '龍王', token: '龍' },
      bishop: { cjk: '龍馬', token: '馬' },
    },
  },
  xiangqi: {
    counters: { shape: 'disc', sides: 'red-black' },
    sides: ['Red', 'Black'],
    board: (files, ranks) =>
      files === 9 && ranks === 10
        ? {
            style: 'points',
            points: {
              river: 5,
              diagonals: PALACES,
              riverText: ['楚河', '漢界'],
              marks: ['b3', 'h3', 'b8', 'h8', 'a4', 'c4', 'e4', 'g4', 'i4', 'a7', 'c7', 'e7', 'g7', 'i7'],
            },
          }
        : { style: 'points' },
    faces: {
      king: { cjk: ['帥', '將'] },
      fers: { cjk: ['仕', '士'] },
      elephant: { cjk: ['相', '象'] },
      horse: { cjk: ['傌', '馬'] },
      rook: { cjk: ['俥', '車'] },
      cannon: { cjk: ['炮', '砲'] },
      soldier: { cjk: ['兵', '卒'] },
    },
    promoted: {},
  },
  janggi: {
    counters: { shape: 'octagon', sides: 'blue-red' },
    sides: ['Cho', 'Han'],
    board: (files, ranks) =>
      files === 9 && ranks === 10 ? { style: 'points', points: { diagonals: PALACES } } : { style: 'points' },
    faces: {
      king: { cjk: ['楚', '漢'] },
      wazir: { cjk: '士' },
      janggiElephant: { cjk: '象' },
      horse: { cjk: '馬' },
      rook: { cjk: '車' },
      janggiCannon: { cjk: '包' },
      soldier: { cjk: ['卒', '兵'] },
    },
    // As templates/janggi.yaml: the general largest, the officers middle, guards and soldiers smallest.
    sizes: { king: 100, rook: 85, janggiCannon: 85, horse: 85, janggiElephant: 85, wazir: 70, soldier: 70 },
    promoted: {},
  },
};

/** The family look of the nearest of a section's built-in ancestors that is a family's root, or null. */
export function familyLook(nearestBuiltin: string | undefined): FamilyLook | null {
  for (let b = nearestBuiltin; b; b = FSF_BUILTINS[b]?.parent ?? undefined)
    if (b === 'shogi' || b === 'xiangqi' || b === 'janggi') return FAMILIES[b];
  return null;
}

export type { FamilyLook };
