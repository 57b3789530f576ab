/**
 * The words Shogi's record formats share: the pieces by the template's ids with their USI letters, CSA
 * codes and KIF kanji; squares numbered as Shogi numbers them (files 1-9 from Sente's right, ranks 1-9
 * from Gote's side, so USI's 7g is the project's c3); SFEN, the USI position, as the project's FEN and
 * back; and USI's move text (7g7f, 8h2b+, P*5e).
 */
import { type Move, MoveKind, moveFrom, moveKind, movePromo, moveTo } from '../../engine/move.js';
import type { Position } from '../../engine/position.js';
import { type Variant, WHITE } from '../../engine/variant.js';
import { squareName } from '../squares.js';
import { halfWidth, promotedFormOf, type RecordNotation, typeOfId } from './notation.js';

export interface ShogiPiece {
  /** The template's id. */
  id: string;
  usi: string;
  csa: string;
  /** KIF's names, the one it writes first. */
  kif: readonly string[];
  /** A promoted man's unpromoted id: a variant of the family whose promoted form has an id of its own (PP) is matched by it. */
  base?: string;
}

export const SHOGI_PIECES: readonly ShogiPiece[] = [
  { id: 'K', usi: 'K', csa: 'OU', kif: ['玉', '王'] },
  { id: 'R', usi: 'R', csa: 'HI', kif: ['飛'] },
  { id: 'B', usi: 'B', csa: 'KA', kif: ['角'] },
  { id: 'G', usi: 'G', csa: 'KI', kif: ['金'] },
  { id: 'S', usi: 'S', csa: 'GI', kif: ['銀'] },
  { id: 'N', usi: 'N', csa: 'KE', kif: ['桂'] },
  { id: 'L', usi: 'L', csa: 'KY', kif: ['香'] },
  { id: 'P', usi: 'P', csa: 'FU', kif: ['歩'] },
  { id: 'D', usi: '+R', csa: 'RY', kif: ['龍', '竜'], base: 'R' },
  { id: 'H', usi: '+B', csa: 'UM', kif: ['馬'], base: 'B' },
  { id: 'PS', usi: '+S', csa: 'NG', kif: ['成銀', '全'], base: 'S' },
  { id: 'PN', usi: '+N', csa: 'NK', kif: ['成桂', '圭'], base: 'N' },
  { id: 'PL', usi: '+L', csa: 'NY', kif: ['成香', '杏'], base: 'L' },
  { id: 'T', usi: '+P', csa: 'TO', kif: ['と'], base: 'P' },
];

/** KIF's and KI2's words: ranks in kanji, files in full-width digits, the men's names (longest first, for matching). */
export const KANJI_NUMBERS = '一二三四五六七八九';
export const WIDE_DIGITS = '１２３４５６７８９';
export const PIECE_WORDS = SHOGI_PIECES.flatMap((p) => p.kif)
  .sort((a, b) => b.length - a.length)
  .join('|');

export const pieceOfWord = (word: string): ShogiPiece | undefined => SHOGI_PIECES.find((p) => p.kif.includes(word));

/** A file or rank as KIF writes it (７, 七, 7) as a number. */
export function numberOf(c: string): number {
  const k = KANJI_NUMBERS.indexOf(c);
  return k >= 0 ? k + 1 : Number(halfWidth(c));
}

/**
 * The Shogi piece of a type of the variant, or undefined for a piece Shogi's formats have no word for: by
 * its id (the shogi template's), else, for a promoted form, by the piece it promotes from (Fairy-Stockfish's
 * minishogi calls its tokin PP).
 */
export function shogiPiece(v: Variant, type: number): ShogiPiece | undefined {
  const piece = v.spec.pieces[type];
  if (!piece) return undefined;
  const from = piece.promotedFrom === undefined ? undefined : v.spec.pieces[piece.promotedFrom]!.id;
  return SHOGI_PIECES.find((p) => p.id === piece.id) ?? (from ? SHOGI_PIECES.find((p) => p.base === from) : undefined);
}

/** The type of the variant a Shogi piece is, or -1 (matched as shogiPiece matches). */
export function typeOfShogi(v: Variant, piece: ShogiPiece): number {
  const own = typeOfId(v, piece.id);
  if (own >= 0 && shogiPiece(v, own) === piece) return own;
  const base = piece.base === undefined ? -1 : typeOfId(v, piece.base);
  return base < 0 ? -1 : v.spec.pieces.findIndex((p, t) => p.promotedFrom === base && shogiPiece(v, t) === piece);
}

/**
 * Whether Shogi's record formats (KIF, KI2, CSA, USI) hold a variant's games: a board of at most 9 x 9
 * (their squares are two digits, or a digit and a letter a-i) whose men all have Shogi's words (the Shogi
 * family: minishogi, judkins, gorogoro...).
 */
export function shogiFamily(v: Variant): boolean {
  return v.files <= 9 && v.ranks <= 9 && v.spec.pieces.every((_, t) => shogiPiece(v, t) !== undefined);
}

/** The square of Shogi's file and rank numbers (from 1), or -1 off the board. */
export function shogiSquare(v: Variant, file: number, rank: number): number {
  if (file < 1 || file > v.files || rank < 1 || rank > v.ranks) return -1;
  return (v.ranks - rank) * v.files + (v.files - file);
}

/** Shogi's file and rank numbers of a square. */
export function shogiNumbers(v: Variant, sq: number): { file: number; rank: number } {
  return { file: v.files - (sq % v.files), rank: v.ranks - Math.floor(sq / v.files) };
}

/**
 * What reading says of a man's move: the project's engine-form text. `promote` on a promoted man (`type`)
 * turns him back (Kyoto shogi, whose men flip with every move: USI's `+` and KIF's 成 say so for both).
 */
export function coordinateMove(pos: Position, from: number, to: number, promote: boolean, type = -1): string {
  const v = pos.variant;
  const base = type < 0 ? undefined : v.spec.pieces[type]!.promotedFrom;
  // The turning back written as a promotion to the base, a capture with "x".
  const by = pos.board[to] === 0 ? '-' : 'x';
  if (promote && base !== undefined)
    return `${squareName(v, from)}${by}${squareName(v, to)}=${v.spec.pieces[base]!.id}`;
  return `${squareName(v, from)}${squareName(v, to)}${promote ? '+' : ''}`;
}

export function dropText(v: Variant, type: number, to: number): string {
  return `${v.spec.pieces[type]!.id}@${squareName(v, to)}`;
}

/** Whether the side to move has a man of `type` on `sq`. */
export function ownMan(pos: Position, sq: number, type: number): boolean {
  const code = pos.board[sq]!;
  return code !== 0 && code > 0 === (pos.turn === WHITE) && Math.abs(code) - 1 === type;
}

/** Type of the side to move's man on `sq`, or -1. */
export function ownType(pos: Position, sq: number): number {
  const code = pos.board[sq]!;
  return code !== 0 && code > 0 === (pos.turn === WHITE) ? Math.abs(code) - 1 : -1;
}

// SFEN: board as in FEN, "b" for Sente (Black, the first player), the men in hand with counts, the move number.
const SFEN_RE = /^\s*(\S+)\s+([bw])\s+(-|(?:[0-9]*[A-Za-z])+)\s+([0-9]+)\s*$/;
const HAND_ORDER = 'RBGSNLP';

/** Whether a text is an SFEN (four fields, "b" or "w", the hand, a number). */
export function isSfen(text: string): boolean {
  return SFEN_RE.test(text);
}

/** An SFEN as the project's FEN ("b" moves first there, "w" here), or null when it is not one. */
export function sfenToFen(sfen: string): string | null {
  const m = SFEN_RE.exec(sfen);
  if (!m) return null;
  const hand =
    m[3] === '-' ? '' : m[3]!.replace(/([0-9]+)([A-Za-z])/g, (_, n: string, c: string) => c.repeat(Number(n)));
  const ply = Math.max(1, Number(m[4]));
  return `${m[1]}[${hand}] ${m[2] === 'b' ? 'w' : 'b'} - - 0 ${Math.floor((ply + 1) / 2)}`;
}

/** The project's FEN of a Shogi position as an SFEN. */
export function fenToSfen(fen: string): string {
  const fields = fen.trim().split(/\s+/);
  const placement = fields[0] ?? '';
  const open = placement.indexOf('[');
  const board = open < 0 ? placement : placement.slice(0, open);
  const inHand = open < 0 ? '' : placement.slice(open + 1, placement.indexOf(']', open));
  let hand = '';
  for (const side of [HAND_ORDER, HAND_ORDER.toLowerCase()])
    for (const c of side) {
      const n = [...inHand].filter((x) => x === c).length;
      if (n > 0) hand += `${n > 1 ? n : ''}${c}`;
    }
  const black = fields[1] === 'b';
  const fullmove = Math.max(1, Number.parseInt(fields[5] ?? '1', 10) || 1);
  return `${board} ${black ? 'w' : 'b'} ${hand || '-'} ${2 * fullmove - (black ? 0 : 1)}`;
}

const USI_MOVE_RE = /^([1-9])([a-i])([1-9])([a-i])(\+?)$/;
const USI_DROP_RE = /^(\+?[RBGSNLP])\*([1-9])([a-i])$/;

const rankOfLetter = (c: string): number => c.charCodeAt(0) - 96;

/** USI's move text: 7g7f, 8h2b+ (promotes), P*5e (a drop). */
export const USI_NOTATION: RecordNotation = {
  read(pos, text) {
    const v = pos.variant;
    const drop = USI_DROP_RE.exec(text);
    if (drop) {
      // A promoted form dropped (Kyoto shogi's +N*2c) by its USI letters.
      const promoted = SHOGI_PIECES.find((p) => p.usi === drop[1]);
      const type = drop[1]!.startsWith('+') ? (promoted ? typeOfShogi(v, promoted) : -1) : typeOfId(v, drop[1]!);
      const to = shogiSquare(v, Number(drop[2]), rankOfLetter(drop[3]!));
      if (type < 0 || to < 0) return { error: `USI: "${text}" drops on no square of this board` };
      return [dropText(v, type, to)];
    }
    const m = USI_MOVE_RE.exec(text);
    if (!m)
      return { error: `USI: "${text}" is not a move: expected a move such as 7g7f, 8h2b+ (promotes) or P*5e (a drop)` };
    const from = shogiSquare(v, Number(m[1]), rankOfLetter(m[2]!));
    const to = shogiSquare(v, Number(m[3]), rankOfLetter(m[4]!));
    if (from < 0 || to < 0) return { error: `USI: "${text}" names a square off this ${v.files}x${v.ranks} board` };
    return [coordinateMove(pos, from, to, m[5] === '+', ownType(pos, from))];
  },
  write(pos, move) {
    const v = pos.variant;
    const square = (sq: number): string => {
      const { file, rank } = shogiNumbers(v, sq);
      return `${file}${String.fromCharCode(96 + rank)}`;
    };
    if (moveKind(move) === MoveKind.Drop) return `${usiLetter(v, movePromo(move))}*${square(moveTo(move))}`;
    return `${square(moveFrom(move))}${square(moveTo(move))}${movePromo(move) >= 0 ? '+' : ''}`;
  },
};

function usiLetter(v: Variant, type: number): string {
  return shogiPiece(v, type)?.usi ?? v.spec.pieces[type]!.id;
}

/** Whether a man of `type` moving with `move` could have promoted and did not (KIF's 不成). */
export function declinedPromotion(pos: Position, move: Move, promotionOptional: boolean): boolean {
  return movePromo(move) < 0 && promotionOptional && promotedFormOf(pos.variant, ownType(pos, moveFrom(move))) >= 0;
}
