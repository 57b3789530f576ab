/**
 * KIF records (Kakinoki's format, as 81Dojo, lishogi, Shogi GUI and Kifu for Windows write them):
 * headers `先手：name` (a full-width colon), the start as `手合割：平手` (even) or a handicap, or a board
 * diagram (`後手の持駒：`, nine rows `|v香v桂...|一`, `先手の持駒：`, `後手番` when Gote moves first); then,
 * after the line `手数----指手---------消費時間--`, a move a line: its number, the square moved to
 * (`７六`, or `同　` for the last move's square), the man (`歩`, `成銀`), `成` or `不成`, and where it came
 * from, `(77)`, or `打` for a drop; times in brackets after it. The end is a move word (`投了` resigns,
 * `千日手`, `中断`...) or the line `まで76手で先手の勝ち`. Comments are lines starting `*` (after a move)
 * or `#`; variations (`変化：12手`) after the main line are not replayed.
 *
 * Each move is kept as written (RecordMove.written) and as its canonical text, `同` replaced by the
 * square, which KIF's notation reads in the position.
 */
import { MoveKind, moveFrom, moveKind, movePromo, moveTo } from '../../engine/move.js';
import { promotionOptional } from '../../engine/movegen.js';
import { InputError } from '../../errors.js';
import { quote } from '../../printable.js';
import { ki2Moves } from './ki2.js';
import { halfWidth, type RecordNotation } from './notation.js';
import type { GameRecord, RecordResult, RecordTag, WritableRecord } from './record.js';
import {
  coordinateMove,
  declinedPromotion,
  dropText,
  fenToSfen,
  KANJI_NUMBERS,
  numberOf,
  ownType,
  PIECE_WORDS,
  pieceOfWord,
  SHOGI_PIECES,
  sfenToFen,
  shogiNumbers,
  shogiPiece,
  shogiSquare,
  typeOfShogi,
  WIDE_DIGITS,
} from './shogi.js';

/** A canonical move: square, man, promotion, origin. */
const KIF_MOVE_RE = new RegExp(
  `^([1-9１-９])([一二三四五六七八九1-9])(${PIECE_WORDS})(成|不成)?(打|\\(([1-9])([1-9])\\))?$`,
);
/** A move as written: the square may be 同 (with or without a space after it). */
const WRITTEN_RE = new RegExp(
  `^(同[\\s　]*|[1-9１-９][一二三四五六七八九1-9])(${PIECE_WORDS})(成|不成)?(打|\\([1-9][1-9]\\))?`,
);

/** KIF's move text, ７六歩(77), as canonical (the square always named). */
export const KIF_NOTATION: RecordNotation = {
  read(pos, text) {
    const v = pos.variant;
    const m = KIF_MOVE_RE.exec(text);
    if (!m) return { error: `KIF: "${text}" is not a move: expected such as ７六歩(77), ２二角成(88) or ５五角打` };
    const to = shogiSquare(v, numberOf(m[1]!), numberOf(m[2]!));
    const type = typeOfShogi(v, pieceOfWord(m[3]!)!);
    if (to < 0 || type < 0) return { error: `KIF: "${text}" names a square or a man this variant does not have` };
    if (m[6] === undefined) return [dropText(v, type, to)];
    const from = shogiSquare(v, Number(m[6]), Number(m[7]));
    const found = from < 0 ? -1 : ownType(pos, from);
    if (found !== type) {
      const what = found < 0 ? 'no man of the side to move' : `a ${shogiPiece(v, found)?.kif[0] ?? '?'}`;
      return { error: `KIF: "${text}" moves a ${m[3]} from ${m[6]}${m[7]}, where there is ${what}` };
    }
    return [coordinateMove(pos, from, to, m[4] === '成', type)];
  },
  write(pos, move) {
    const v = pos.variant;
    const { file, rank } = shogiNumbers(v, moveTo(move));
    const square = `${WIDE_DIGITS[file - 1]}${KANJI_NUMBERS[rank - 1]}`;
    const drop = moveKind(move) === MoveKind.Drop;
    const type = drop ? movePromo(move) : ownType(pos, moveFrom(move));
    const word = shogiPiece(v, type)?.kif[0];
    if (!word) throw new InputError(`KIF has no name for the ${v.spec.pieces[type]!.name}`);
    if (drop) return `${square}${word}打`;
    const origin = shogiNumbers(v, moveFrom(move));
    const optional = promotionOptional(v, pos.turn, type, moveFrom(move), moveTo(move));
    const mark = movePromo(move) >= 0 ? '成' : declinedPromotion(pos, move, optional) ? '不成' : '';
    return `${square}${word}${mark}(${origin.file}${origin.rank})`;
  },
};

/** Handicaps (手合割) as SFEN: the stronger player, Gote, moves first. */
const HANDICAPS: Record<string, string> = {
  平手: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
  香落ち: 'lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  右香落ち: '1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  角落ち: 'lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  飛車落ち: 'lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  飛香落ち: 'lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  二枚落ち: 'lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  四枚落ち: '1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  六枚落ち: '2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  八枚落ち: '3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  十枚落ち: '4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
};

/**
 * Handicaps (手合割) that name another member of the family, as lishogi and Japanese software write them:
 * the game is of that variant, from its start (or the board diagram).
 */
const VARIANT_HANDICAPS: Record<string, string> = {
  '5五将棋': 'minishogi',
  京都将棋: 'kyotoshogi',
  ごろごろ将棋: 'gorogoro',
};

/** Header names read as PGN's tags (and written back); the rest keep their KIF names. */
const TAG_NAMES: Record<string, string> = {
  先手: 'White',
  下手: 'White',
  後手: 'Black',
  上手: 'Black',
  棋戦: 'Event',
  場所: 'Site',
  開始日時: 'Date',
  戦型: 'Opening',
};

/** How a move word ends the game, counted from the side whose move it is. */
const END_WORDS: Record<string, 'mover loses' | 'mover wins' | 'draw' | 'none'> = {
  投了: 'mover loses',
  詰み: 'mover loses',
  切れ負け: 'mover loses',
  反則負け: 'mover loses',
  反則勝ち: 'mover wins',
  入玉勝ち: 'mover wins',
  千日手: 'draw',
  持将棋: 'draw',
  中断: 'none',
  封じ手: 'none',
  不詰: 'none',
};

interface Line {
  text: string;
  line: number;
}

class KifReader {
  readonly game: GameRecord;
  private rows: { cells: string; line: number }[] = [];
  private hands: Record<'sente' | 'gote', string> = { sente: '', gote: '' };
  private goteFirst = false;
  private inMoves = false;
  private ended = false;
  private diagramAt = 0;

  /** KI2 (moves after ▲ △, several a line) rather than KIF (a move a line). */
  private readonly ki2: boolean;
  private readonly previous = { square: '' };

  constructor(first: Line, format: 'kif' | 'ki2') {
    this.ki2 = format === 'ki2';
    this.game = {
      format,
      index: 1,
      line: first.line,
      column: 1,
      tags: [],
      start: null,
      moves: [],
      result: null,
      error: null,
      endLine: first.line,
      warnings: [],
    };
  }

  fail(line: number, column: number, message: string): void {
    this.game.error ??= { message: `KIF: ${message}`, line, column };
  }

  /** Reads one line; false once the main line is over (a variation begins). */
  line({ text, line }: Line): boolean {
    this.game.endLine = line;
    const trimmed = text.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('&')) return true;
    if (trimmed.startsWith('変化：') || trimmed.startsWith('変化:')) return false;
    if (trimmed.startsWith('*')) {
      const last = this.game.moves[this.game.moves.length - 1];
      if (last) (last.comments ??= []).push(trimmed.slice(1));
      return true;
    }
    if (/^手数-+指手-+/.test(trimmed) || (this.ki2 && /^[▲△☗☖▼▽]/.test(trimmed) && !this.inMoves)) {
      this.inMoves = true;
      this.setStart();
      if (!this.ki2) return true;
    }
    if (this.inMoves && this.ki2 && /^[▲△☗☖▼▽]/.test(trimmed)) {
      const { moves, error } = ki2Moves(text, line, this.previous);
      this.game.moves.push(...moves);
      if (error) this.fail(line, error.column, error.message);
      return true;
    }
    if (this.inMoves) return this.moveLine(text, line);
    this.headerLine(text, trimmed, line);
    return true;
  }

  private headerLine(text: string, trimmed: string, line: number): void {
    if (trimmed.startsWith('|')) {
      this.rows.push({ cells: trimmed.slice(1, trimmed.lastIndexOf('|')), line });
      this.diagramAt ||= line;
      return;
    }
    if (/^[+-]{5,}$|^[１-９ 1-9]+$/.test(trimmed)) return;
    if (trimmed === '後手番' || trimmed === '上手番') {
      this.goteFirst = true;
      return;
    }
    if (trimmed === '先手番' || trimmed === '下手番') return;
    const colon = /[：:]/.exec(text);
    if (!colon) {
      this.fail(line, 1, `expected a header such as 先手：name, or the line 手数----指手----, found ${quote(trimmed)}`);
      return;
    }
    const name = text.slice(0, colon.index).trim();
    const value = text.slice(colon.index + 1).trim();
    const valueColumn =
      colon.index + 2 + (text.slice(colon.index + 1).length - text.slice(colon.index + 1).trimStart().length);
    if (name === '先手の持駒' || name === '下手の持駒') this.hands.sente = value;
    else if (name === '後手の持駒' || name === '上手の持駒') this.hands.gote = value;
    else {
      const tag: RecordTag = { name: TAG_NAMES[name] ?? name, value, line, column: 1, valueColumn };
      this.game.tags.push(tag);
    }
  }

  /** The start: a board diagram, else a handicap (手合割), else the even start; a variant's name there its variant. */
  private setStart(): void {
    const named = this.game.tags.find((t) => t.name === '手合割');
    const variant = named && VARIANT_HANDICAPS[halfWidth(named.value.replace(/[\s　]+/g, ''))];
    if (named && variant && !this.game.tags.some((t) => t.name === 'Variant'))
      this.game.tags.push({ ...named, name: 'Variant', value: variant });
    if (this.rows.length > 0) {
      const fen = this.diagramFen();
      if (fen) this.game.start = { text: fen, line: this.diagramAt, column: 1 };
      return;
    }
    const handicap = named;
    if (!handicap || variant) return;
    const name = handicap.value.replace(/[\s　]+/g, '');
    const sfen = HANDICAPS[name];
    if (sfen === undefined) {
      this.fail(
        handicap.line,
        handicap.valueColumn,
        `no handicap ${quote(name)}: expected one of ${Object.keys(HANDICAPS).join(' ')}, or a board diagram`,
      );
      return;
    }
    if (name !== '平手')
      this.game.start = { text: sfenToFen(sfen)!, line: handicap.line, column: handicap.valueColumn };
  }

  private diagramFen(): string | null {
    // Nine rows for Shogi, fewer for its smaller members (minishogi's five): the variant checks the count.
    if (this.rows.length > 9) {
      this.fail(this.diagramAt, 1, `a board diagram has at most 9 rows, this one ${this.rows.length}`);
      return null;
    }
    const rows: string[] = [];
    for (const { cells, line } of this.rows) {
      let row = '';
      let empty = 0;
      for (let k = 0; k + 1 < cells.length + 1 && row.length < 40; k += 2) {
        const side = cells[k];
        const word = cells[k + 1];
        if (side === undefined || word === undefined) break;
        if (word === '・') {
          empty++;
          continue;
        }
        const piece = pieceOfWord(word);
        if (!piece || (side !== 'v' && side !== ' ' && side !== '^')) {
          this.fail(
            line,
            k + 2,
            `expected " ・", a man such as " 歩" or one of Gote's such as "v歩", found ${quote(side + word)}`,
          );
          return null;
        }
        if (empty > 0) row += empty;
        empty = 0;
        row += side === 'v' ? piece.usi.toLowerCase() : piece.usi;
      }
      rows.push(row + (empty > 0 ? empty : ''));
    }
    const hand = this.handLetters(this.hands.sente, true) + this.handLetters(this.hands.gote, false);
    return `${rows.join('/')}[${hand}] ${this.goteFirst ? 'b' : 'w'} - - 0 1`;
  }

  /** 金二　銀　歩三 (or なし) as FEN letters. */
  private handLetters(text: string, sente: boolean): string {
    if (text === '' || text === 'なし') return '';
    let out = '';
    for (const entry of text.split(/[\s　]+/).filter(Boolean)) {
      const piece = pieceOfWord(entry[0]!);
      const count = entry.length > 1 ? kanjiCount(entry.slice(1)) : 1;
      if (piece) out += (sente ? piece.usi : piece.usi.toLowerCase()).repeat(count);
    }
    return out;
  }

  private moveLine(text: string, line: number): boolean {
    const m = /^(\s*)([0-9]+)(\s+)(\S+)/.exec(text);
    if (!m) {
      const summary = /^まで([0-9]+)手で(先手|後手|上手|下手)の(勝ち|反則勝ち|反則負け)/.exec(text.trim());
      if (summary) {
        const firstWins = (summary[2] === '先手' || summary[2] === '下手') === (summary[3] !== '反則負け');
        this.game.result ??= { text: firstWins ? '1-0' : '0-1', line, column: 1 };
      } else if (/^まで[0-9]+手で(千日手|持将棋)/.test(text.trim()))
        this.game.result ??= { text: '1/2-1/2', line, column: 1 };
      else if (!/^まで/.test(text.trim()))
        this.fail(line, 1, `expected a move line such as "1 ７六歩(77)", found ${quote(text.trim())}`);
      return true;
    }
    const column = m[1]!.length + m[2]!.length + m[3]!.length + 1;
    const body = text.slice(column - 1);
    if (this.ended) {
      this.fail(line, column, `no move may follow the end of the game, found ${quote(m[4]!)}`);
      return true;
    }
    const word = m[4]!;
    const end = END_WORDS[word];
    if (end !== undefined) {
      this.ended = true;
      this.game.result = { text: this.endResult(end), line, column };
      return true;
    }
    const written = WRITTEN_RE.exec(body);
    if (!written) {
      this.fail(line, column, `expected a move such as ７六歩(77), 同　銀(68), ５五角打 or 投了, found ${quote(word)}`);
      return true;
    }
    let square = written[1]!;
    if (square.startsWith('同')) {
      if (!this.previous.square) {
        this.fail(line, column, "同 (the last move's square) with no move before it");
        return true;
      }
      square = this.previous.square;
    }
    this.previous.square = square;
    const origin = written[4] === '打' ? '打' : (written[4] ?? '');
    this.game.moves.push({
      text: `${square}${written[2]}${written[3] ?? ''}${origin}`,
      written: written[0]!.trim(),
      line,
      column,
    });
    return true;
  }

  private endResult(end: 'mover loses' | 'mover wins' | 'draw' | 'none'): RecordResult {
    if (end === 'draw') return '1/2-1/2';
    if (end === 'none') return '*';
    const firstToMove = !(this.game.start?.text.split(/\s+/)[1] === 'b');
    const moverFirst = firstToMove === (this.game.moves.length % 2 === 0);
    return (end === 'mover wins') === moverFirst ? '1-0' : '0-1';
  }
}

function kanjiCount(text: string): number {
  if (/^[0-9０-９]+$/.test(text)) return Number(halfWidth(text));
  let n = 0;
  let unit = 0;
  for (const c of text) {
    if (c === '十') {
      n += unit === 0 ? 10 : unit * 10;
      unit = 0;
    } else unit = KANJI_NUMBERS.indexOf(c) + 1;
  }
  return n + unit;
}

/** The games of a KIF text: one, its main line. */
export function readKif(text: string): GameRecord[] {
  return readGame(text, 'kif');
}

/** The games of a KI2 text: one, its main line. */
export function readKi2(text: string): GameRecord[] {
  return readGame(text, 'ki2');
}

function readGame(text: string, format: 'kif' | 'ki2'): GameRecord[] {
  const lines = text.split(/\r?\n|\r/);
  const firstIndex = lines.findIndex((l) => l.trim() !== '');
  if (firstIndex < 0) return [];
  const reader = new KifReader({ text: lines[firstIndex]!, line: firstIndex + 1 }, format);
  for (let i = firstIndex; i < lines.length; i++) if (!reader.line({ text: lines[i]!, line: i + 1 })) break;
  return [reader.game];
}

const WRITTEN_TAGS = Object.fromEntries(
  Object.entries(TAG_NAMES)
    .filter(([kif]) => kif !== '下手' && kif !== '上手')
    .map(([kif, pgn]) => [pgn, kif]),
);

/** The headers and the start of a KIF or KI2 text, and the start as an SFEN (null: the even start). */
function headLines(record: WritableRecord, first: string[]): { lines: string[]; start: string | null } {
  const lines = [...first];
  for (const t of record.tags ?? []) {
    if (t.name === 'Result' || t.name === 'Variant' || t.name === 'FEN' || t.name === 'SetUp') continue;
    lines.push(`${WRITTEN_TAGS[t.name] ?? t.name}：${t.value.replace(/[\r\n]+/g, ' ')}`);
  }
  // Another member of the family by its handicap name (5五将棋), its start drawn after it.
  const variant = record.tags
    ?.find((t) => t.name === 'Variant')
    ?.value.trim()
    .toLowerCase();
  const named = Object.entries(VARIANT_HANDICAPS).find(([, id]) => id === variant)?.[0];
  if (named) lines.push(`手合割：${named}`);
  const start = record.start ? fenToSfen(record.start.text) : null;
  // A handicap is its position and side to move, whatever the move number.
  const position = (sfen: string): string => sfen.split(' ').slice(0, 3).join(' ');
  const handicap = start
    ? Object.entries(HANDICAPS).find(([, sfen]) => position(sfen) === position(start))?.[0]
    : undefined;
  if (named) lines.push(...(start ? diagramLines(start) : []));
  else if (!start || handicap === '平手') lines.push('手合割：平手');
  else if (handicap) lines.push(`手合割：${handicap}`);
  else lines.push(...diagramLines(start));
  return { lines, start };
}

/** How the game ended, in KIF's words: the last move word (投了...), and the summary line. */
function endWords(record: WritableRecord, start: string | null): { word: string | null; summary: string | null } {
  const result = record.result?.text ?? record.tags?.find((t) => t.name === 'Result')?.value;
  const n = record.moves.length;
  const firstToMove = !start || start.split(' ')[1] === 'b';
  const moverFirst = firstToMove === (n % 2 === 0);
  const won = result === '1-0' || result === '0-1';
  const word =
    result === '1/2-1/2'
      ? '千日手'
      : won
        ? (result === '1-0') === moverFirst
          ? '反則勝ち'
          : '投了'
        : n > 0 && result === '*'
          ? '中断'
          : null;
  return { word, summary: won ? `まで${n}手で${result === '1-0' ? '先手' : '後手'}の勝ち` : null };
}

/** KIF text (UTF-8, as .kifu files are): headers, the start, the moves with 同, the end. */
export function writeKif(record: WritableRecord): string {
  const { lines, start } = headLines(record, ['#KIF version=2.0 encoding=UTF-8']);
  lines.push('手数----指手---------消費時間--');
  let previous = '';
  record.moves.forEach((m, k) => {
    if (!KIF_MOVE_RE.test(m.text))
      throw new InputError(`move ${quote(m.text)} cannot be written in KIF: expected ７六歩(77)`);
    const square = m.text.slice(0, 2);
    lines.push(`${String(k + 1).padStart(4)} ${square === previous ? `同　${m.text.slice(2)}` : m.text}`);
    previous = square;
    for (const c of m.comments ?? []) lines.push(...c.split(/\r?\n/).map((l) => `*${l}`));
  });
  const { word, summary } = endWords(record, start);
  if (word) lines.push(`${String(record.moves.length + 1).padStart(4)} ${word}`);
  if (summary) lines.push(summary);
  return `${lines.join('\n')}\n`;
}

/** Moves of KI2 on a line. */
const KI2_PER_LINE = 6;

/** KI2 text: KIF's headers and start, the moves after ▲ and △ with 同, six a line, the end. */
export function writeKi2(record: WritableRecord): string {
  const { lines, start } = headLines(record, []);
  const firstToMove = !start || start.split(' ')[1] === 'b';
  let previous = '';
  let row: string[] = [];
  record.moves.forEach((m, k) => {
    const square = m.text.slice(0, 2);
    const mark = firstToMove === (k % 2 === 0) ? '▲' : '△';
    row.push(`${mark}${square === previous ? `同　${m.text.slice(2)}` : m.text}`);
    previous = square;
    const comments = (m.comments ?? []).filter((c) => c.trim() !== '');
    if (row.length === KI2_PER_LINE || comments.length > 0 || k === record.moves.length - 1) {
      lines.push(row.join(' '));
      row = [];
    }
    for (const c of comments) lines.push(...c.split(/\r?\n/).map((l) => `*${l}`));
  });
  const { word, summary } = endWords(record, start);
  if (summary) lines.push(summary);
  else if (word) lines.push(`まで${record.moves.length}手で${word === '千日手' ? '千日手' : '中断'}`);
  return `${lines.join('\n')}\n`;
}

/** A board diagram of an SFEN. */
function diagramLines(sfen: string): string[] {
  const [board = '', side = 'b', hand = '-'] = sfen.split(' ');
  const rows = board.split('/').map((row, r) => {
    let cells = '';
    for (let k = 0; k < row.length; k++) {
      const c = row[k]!;
      if (/[0-9]/.test(c)) cells += ' ・'.repeat(Number(c));
      else {
        const promoted = c === '+';
        const letter = promoted ? row[++k]! : c;
        const piece = SHOGI_PIECES.find((p) => p.usi === `${promoted ? '+' : ''}${letter.toUpperCase()}`);
        if (!piece) throw new InputError(`KIF has no name for the man "${letter}"`);
        const word = piece.kif.find((w) => w.length === 1) ?? piece.kif[0]!;
        cells += `${letter === letter.toUpperCase() ? ' ' : 'v'}${word}`;
      }
    }
    return `|${cells}|${KANJI_NUMBERS[r]}`;
  });
  const handText = (upper: boolean): string => {
    const parts: string[] = [];
    for (const [, count, letter] of hand.matchAll(/([0-9]*)([A-Za-z])/g)) {
      if ((letter === letter!.toUpperCase()) !== upper) continue;
      const n = Number(count || '1');
      const word = SHOGI_PIECES.find((p) => p.usi === letter!.toUpperCase())!.kif[0]!;
      parts.push(n > 1 ? `${word}${kanjiNumber(n)}` : word);
    }
    return parts.join('　') || 'なし';
  };
  // Files numbered from the left, as wide as the board (minishogi's five).
  const files = board
    .split('/')[0]!
    .replace(/\+/g, '')
    .replace(/[0-9]/g, (n) => 'x'.repeat(Number(n))).length;
  const frame = `+${'-'.repeat(3 * files)}+`;
  return [
    `後手の持駒：${handText(false)}`,
    ` ${[...WIDE_DIGITS.slice(0, files)]
      .reverse()
      .map((d) => ` ${d}`)
      .join('')}`,
    frame,
    ...rows,
    frame,
    `先手の持駒：${handText(true)}`,
    ...(side === 'w' ? ['後手番'] : []),
  ];
}

function kanjiNumber(n: number): string {
  const tens = Math.floor(n / 10);
  const units = n % 10;
  return `${tens > 1 ? KANJI_NUMBERS[tens - 1] : ''}${tens > 0 ? '十' : ''}${units > 0 ? KANJI_NUMBERS[units - 1] : ''}`;
}

/** Whether a text looks like KIF: its move table's head, or headers with a full-width colon and no KI2 moves. */
export function looksLikeKif(head: string): boolean {
  return /手数-+指手|^#KIF/m.test(head) || (/^(先手|後手|手合割|開始日時|棋戦)：/m.test(head) && !looksLikeKi2(head));
}

/** Whether a text looks like KI2: a line of moves after ▲ or △ and no KIF move table. */
export function looksLikeKi2(head: string): boolean {
  return /^[▲△☗☖][1-9１-９同]/m.test(head) && !/手数-+指手/.test(head);
}
