/**
 * Fairy-Stockfish's named piece types, as variants.ini names them (`knight = n`), in Fairy-Stockfish's
 * own order (a later one given the letter of an earlier one replaces it), each with its name as printed
 * and its moves in fairyprint's terms. `null` moves: a piece fairyprint cannot play (its key is refused).
 */
import type { AtomDefinition } from './schema.js';

export interface FsfPieceType {
  name: string;
  /** A Betza string or move parts; 'pawn' and 'soldier' are built by the importer (they depend on keys). */
  moves: string | AtomDefinition[] | 'pawn' | 'soldier' | null;
  /** Why fairyprint cannot play it, when moves is null. */
  unsupported?: string;
}

export const FSF_PIECE_TYPES: Record<string, FsfPieceType> = {
  pawn: { name: 'Pawn', moves: 'pawn' },
  knight: { name: 'Knight', moves: 'N' },
  bishop: { name: 'Bishop', moves: 'B' },
  rook: { name: 'Rook', moves: 'R' },
  queen: { name: 'Queen', moves: 'Q' },
  fers: { name: 'Fers', moves: 'F' },
  alfil: { name: 'Alfil', moves: 'A' },
  fersAlfil: { name: 'Fers-Alfil', moves: 'FA' },
  silver: { name: 'Silver General', moves: 'FfW' },
  aiwok: { name: 'Ai-Wok', moves: 'RNF' },
  bers: { name: 'Bers', moves: 'RF' },
  archbishop: { name: 'Archbishop', moves: 'BN' },
  chancellor: { name: 'Chancellor', moves: 'RN' },
  amazon: { name: 'Amazon', moves: 'QN' },
  knibis: { name: 'Knibis', moves: 'mNcB' },
  biskni: { name: 'Biskni', moves: 'mBcN' },
  kniroo: { name: 'Kniroo', moves: 'mNcR' },
  rookni: { name: 'Rookni', moves: 'mRcN' },
  shogiPawn: { name: 'Shogi Pawn', moves: 'fW' },
  lance: { name: 'Lance', moves: 'fR' },
  shogiKnight: { name: 'Shogi Knight', moves: 'ffN' },
  euroshogiKnight: {
    name: 'Euroshogi Knight',
    moves: null,
    unsupported: 'its moves are not checked against Fairy-Stockfish yet',
  },
  gold: { name: 'Gold General', moves: 'WfF' },
  dragonHorse: { name: 'Dragon Horse', moves: 'BW' },
  clobber: { name: 'Clobber', moves: 'cW' },
  breakthrough: { name: 'Breakthrough Piece', moves: 'fmWfF' },
  immobile: { name: 'Immobile', moves: [] },
  cannon: { name: 'Cannon', moves: [{ betza: 'mR' }, { hop: [1, 0], mode: 'capture' }] },
  // FSF's pR: over a screen to any square beyond, never over nor onto another cannon.
  janggiCannon: { name: 'Janggi Cannon', moves: [{ hop: [1, 0], shunsOwnType: true }] },
  soldier: { name: 'Soldier', moves: 'soldier' },
  horse: { name: 'Horse', moves: 'nN' },
  elephant: { name: 'Elephant', moves: 'nA' },
  janggiElephant: { name: 'Janggi Elephant', moves: 'nZ' },
  // FSF's RcpRnN: a rook that also captures as a cannon, and leaps as a Xiangqi horse.
  banner: { name: 'Banner', moves: [{ betza: 'R' }, { hop: [1, 0], mode: 'capture' }, { betza: 'nN' }] },
  wazir: { name: 'Wazir', moves: 'W' },
  commoner: { name: 'Commoner', moves: 'K' },
  centaur: { name: 'Centaur', moves: 'KN' },
};

/** customPiece1 ... customPiece25: letter:Betza. */
export const CUSTOM_PIECE_KEY = /^customPiece([1-9]|1[0-9]|2[0-5])$/;

/** Every piece key in Fairy-Stockfish's order: the named types, the custom slots, then the king. */
export const PIECE_KEYS: string[] = [
  ...Object.keys(FSF_PIECE_TYPES),
  ...Array.from({ length: 25 }, (_, i) => `customPiece${i + 1}`),
  'king',
];
