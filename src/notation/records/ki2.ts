/**
 * KI2, KIF's readable form: the same headers and start (kif.ts reads them), then the moves several to
 * a line, each after ▲ (Sente) or △ (Gote): the square (or 同), the man, and, where several of that man
 * could go there, where it comes from, seen from its side: 右 / 左 (the one on the right or left), 上
 * (moving forward; also 行, 入), 引 (back), 寄 (sideways), 直 (straight forward); then 成, 不成 or 打 (a
 * drop where a man on the board could also go). Reading needs the position: which men could make the
 * move is asked of the engine's legal moves, and the words choose among them.
 */
import { type Move, MoveKind, MoveList, moveFrom, moveKind, movePromo, moveTo } from '../../engine/move.js';
import { generateLegalFrom, promotionOptional } from '../../engine/movegen.js';
import type { Position } from '../../engine/position.js';
import { WHITE } from '../../engine/variant.js';
import { InputError } from '../../errors.js';
import type { RecordNotation } from './notation.js';
import type { RecordMove } from './record.js';
import {
  coordinateMove,
  declinedPromotion,
  dropText,
  KANJI_NUMBERS,
  numberOf,
  PIECE_WORDS,
  pieceOfWord,
  shogiNumbers,
  shogiPiece,
  shogiSquare,
  typeOfShogi,
  WIDE_DIGITS,
} from './shogi.js';

/** A move as canonical text: square, man, the words that choose it, promotion or drop. */
const KI2_RE = new RegExp(
  `^([1-9１-９])([一二三四五六七八九])(${PIECE_WORDS})(右|左)?(直|上|行|入|引|寄)?(成|不成|生|打)?$`,
);
/** A move as written after its mark: the square may be 同. */
const WRITTEN_RE = new RegExp(
  `^(同[\\s　]*|[1-9１-９][一二三四五六七八九])(${PIECE_WORDS})((?:右|左)?(?:直|上|行|入|引|寄)?(?:成|不成|生|打)?)`,
);
const MARKS = /[▲△☗☖▼▽]/g;

const list = new MoveList();

/** The side to move's legal moves of men of `type` to `to`. */
function movesTo(pos: Position, type: number, to: number): Move[] {
  const v = pos.variant;
  const code = pos.turn === WHITE ? type + 1 : -(type + 1);
  const squares: number[] = [];
  for (let sq = 0; sq < v.size; sq++) if (pos.board[sq] === code) squares.push(sq);
  generateLegalFrom(pos, squares, list);
  const out: Move[] = [];
  for (let i = 0; i < list.length; i++) {
    const m = list.moves[i]!;
    if (moveTo(m) === to && moveKind(m) !== MoveKind.Drop) out.push(m);
  }
  return out;
}

export const KI2_NOTATION: RecordNotation = {
  read(pos, text) {
    const v = pos.variant;
    const m = KI2_RE.exec(text);
    if (!m) return { error: `KI2: "${text}" is not a move: expected such as ７六歩, ５二金上, ２二角成 or ５五角打` };
    const to = shogiSquare(v, numberOf(m[1]!), numberOf(m[2]!));
    const type = typeOfShogi(v, pieceOfWord(m[3]!)!);
    if (to < 0 || type < 0) return { error: `KI2: "${text}" names a square or a man this variant does not have` };
    const [, , , , side, motion, end] = m;
    const onBoard = end === '打' ? [] : chosen(pos, movesTo(pos, type, to), side, motion);
    if (onBoard.length === 0) return [dropText(v, type, to)];
    const promote = end === '成';
    return [...new Set(onBoard.map((from) => coordinateMove(pos, from, to, promote, type)))];
  },
  write(pos, move) {
    const v = pos.variant;
    const to = moveTo(move);
    const { file, rank } = shogiNumbers(v, to);
    const square = `${WIDE_DIGITS[file - 1]}${KANJI_NUMBERS[rank - 1]}`;
    const drop = moveKind(move) === MoveKind.Drop;
    const type = drop ? movePromo(move) : Math.abs(pos.board[moveFrom(move)]!) - 1;
    const word = shogiPiece(v, type)?.kif[0];
    if (!word) throw new InputError(`KI2 has no name for the ${v.spec.pieces[type]!.name}`);
    const others = movesTo(pos, type, to);
    if (drop) return `${square}${word}${others.length > 0 ? '打' : ''}`;
    const from = moveFrom(move);
    const optional = promotionOptional(v, pos.turn, type, from, to);
    const end = movePromo(move) >= 0 ? '成' : declinedPromotion(pos, move, optional) ? '不成' : '';
    return `${square}${word}${wordsFor(pos, others, from)}${end}`;
  },
};

/** The fewest of 右 左 上 引 寄 直 that choose the man on `from` among those that could go (none when it alone could). */
function wordsFor(pos: Position, moves: readonly Move[], from: number): string {
  for (const side of ['', '右', '左'])
    for (const motion of ['', '上', '引', '寄', '直']) {
      const froms = chosen(pos, moves, side || undefined, motion || undefined);
      if (froms.length === 1 && froms[0] === from) return side + motion;
    }
  throw new InputError('KI2 cannot tell this man from the others that could make the move');
}

/** The squares the men come from that the words 右 左 上 引 寄 直 choose among the moves to one square. */
function chosen(pos: Position, moves: readonly Move[], side?: string, motion?: string): number[] {
  const v = pos.variant;
  const forward = pos.turn === WHITE ? 1 : -1;
  let froms = [...new Set(moves.map(moveFrom))];
  const to = moves.length > 0 ? moveTo(moves[0]!) : -1;
  const rank = (sq: number): number => Math.floor(sq / v.files);
  const file = (sq: number): number => sq % v.files;
  if (motion) {
    froms = froms.filter((f) => {
      const up = (rank(to) - rank(f)) * forward;
      if (motion === '引') return up < 0;
      if (motion === '寄') return up === 0;
      if (motion === '直') return up === 1 && file(f) === file(to);
      return up > 0;
    });
  }
  if (side) {
    // Right as the mover sees it: Sente's right is the project's h-i side, Gote's the a side.
    const rightness = (sq: number): number => file(sq) * (pos.turn === WHITE ? 1 : -1);
    const best = side === '右' ? Math.max(...froms.map(rightness)) : Math.min(...froms.map(rightness));
    froms = froms.filter((f) => rightness(f) === best);
  }
  return froms;
}

/** The moves of a KI2 line, each canonical (同 replaced by the square) with the text as written. */
export function ki2Moves(
  text: string,
  line: number,
  previous: { square: string },
): { moves: RecordMove[]; error: { column: number; message: string } | null } {
  const moves: RecordMove[] = [];
  const starts = [...text.matchAll(MARKS)].map((m) => m.index!);
  for (let k = 0; k < starts.length; k++) {
    const body = text.slice(starts[k]! + 1, starts[k + 1] ?? text.length).trim();
    // The move after its mark (▲ △), as the text the report quotes.
    const column = starts[k]! + 2;
    const written = WRITTEN_RE.exec(body);
    if (!written || written[0].trim() !== body.replace(/[\s　]+$/, '').trim())
      return {
        moves,
        error: { column, message: `expected a move such as ▲７六歩, △同　銀 or ▲５二金上, found "${body}"` },
      };
    let square = written[1]!;
    if (square.startsWith('同')) {
      if (!previous.square)
        return { moves, error: { column, message: "同 (the last move's square) with no move before it" } };
      square = previous.square;
    }
    previous.square = square;
    moves.push({ text: `${square}${written[2]}${written[3]}`, written: body, line, column });
  }
  return { moves, error: null };
}
