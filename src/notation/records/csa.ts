/**
 * CSA records (the Computer Shogi Association's format, V2.2 and older): `V2.2`, players `N+name` and
 * `N-name`, game information `$EVENT:...`, the start as `PI` (the even start, less the men named after
 * it: `PI82HI22KA`) or nine rows `P1`..`P9` (three characters a square, file 9 first: ` * `, `+FU`, `-KY`)
 * with men in hand `P+00KA` (`00AL`: all the rest), then `+` or `-` for the side to move; moves
 * `+7776FU` (from, to, the man after the move: `+2233UM` promotes a bishop), drops from `00`; times
 * `T12`, comments `'`, several statements on a line joined by `,`; the end `%TORYO`, `%SENNICHITE`...
 * Games in one file are separated by a line `/`.
 */
import { MoveKind, moveFrom, moveKind, movePromo, moveTo } from '../../engine/move.js';
import { WHITE } from '../../engine/variant.js';
import { InputError } from '../../errors.js';
import { quote } from '../../printable.js';
import type { RecordNotation } from './notation.js';
import type { GameRecord, RecordResult, RecordTag, WritableRecord } from './record.js';
import {
  coordinateMove,
  dropText,
  ownType,
  SHOGI_PIECES,
  shogiNumbers,
  shogiPiece,
  shogiSquare,
  typeOfShogi,
} from './shogi.js';

const CSA_MOVE_RE = /^([+-])([0-9])([0-9])([1-9])([1-9])([A-Z]{2})$/;

/** CSA's move text, +7776FU. */
export const CSA_NOTATION: RecordNotation = {
  read(pos, text) {
    const v = pos.variant;
    const m = CSA_MOVE_RE.exec(text);
    if (!m) return { error: `CSA: "${text}" is not a move: expected +7776FU (side, from, to, the man after it)` };
    if ((m[1] === '+') !== (pos.turn === WHITE))
      return { error: `CSA: "${text}" is a move of ${m[1] === '+' ? 'Sente (+)' : 'Gote (-)'}, not the side to move` };
    const piece = SHOGI_PIECES.find((p) => p.csa === m[6]);
    const after = piece ? typeOfShogi(v, piece) : -1;
    if (after < 0)
      return { error: `CSA: "${m[6]}" is no piece of this variant (FU KY KE GI KI KA HI OU TO NY NK NG UM RY)` };
    const to = shogiSquare(v, Number(m[4]), Number(m[5]));
    if (to < 0) return { error: `CSA: "${text}" moves to no square of this board` };
    if (m[2] === '0' && m[3] === '0') return [dropText(v, after, to)];
    const from = shogiSquare(v, Number(m[2]), Number(m[3]));
    if (from < 0) return { error: `CSA: "${text}" moves from no square of this board` };
    const before = ownType(pos, from);
    if (before < 0) return { error: `CSA: "${text}": no man of the side to move on ${m[2]}${m[3]}` };
    if (before === after) return [coordinateMove(pos, from, to, false)];
    if (v.spec.pieces[after]!.promotedFrom === before) return [coordinateMove(pos, from, to, true)];
    // A promoted man turned back (Kyoto shogi's flip).
    if (v.spec.pieces[before]!.promotedFrom === after) return [coordinateMove(pos, from, to, true, before)];
    return {
      error: `CSA: "${text}": the man on ${m[2]}${m[3]} is a ${shogiPiece(v, before)?.csa ?? v.spec.pieces[before]!.name}, which cannot become a ${m[6]}`,
    };
  },
  write(pos, move) {
    const v = pos.variant;
    const sq = (s: number): string => {
      const { file, rank } = shogiNumbers(v, s);
      return `${file}${rank}`;
    };
    const drop = moveKind(move) === MoveKind.Drop;
    const after = drop ? movePromo(move) : movePromo(move) >= 0 ? movePromo(move) : ownType(pos, moveFrom(move));
    const code = shogiPiece(v, after)?.csa;
    if (!code) throw new InputError(`CSA has no code for the ${v.spec.pieces[after]!.name}`);
    return `${pos.turn === WHITE ? '+' : '-'}${drop ? '00' : sq(moveFrom(move))}${sq(moveTo(move))}${code}`;
  },
};

/** The even start as the project's FEN. */
const EVEN_ROWS = ['-KY-KE-GI-KI-OU-KI-GI-KE-KY', ' * -HI *  *  *  *  * -KA * ', '-FU'.repeat(9)];

/** How each %-ending ends the game: who wins, counted from the side to move when it is written. */
const ENDINGS: Record<string, 'mover loses' | 'mover wins' | 'draw' | 'none'> = {
  TORYO: 'mover loses',
  TIME_UP: 'mover loses',
  TSUMI: 'mover loses',
  ILLEGAL_MOVE: 'mover loses',
  KACHI: 'mover wins',
  SENNICHITE: 'draw',
  JISHOGI: 'draw',
  HIKIWAKE: 'draw',
  CHUDAN: 'none',
  FUZUMI: 'none',
  MATTA: 'none',
  ERROR: 'none',
};

interface Statement {
  text: string;
  line: number;
  column: number;
}

/** The statements of a text, a game's worth at a time (games are separated by "/"). */
function statementsByGame(text: string): Statement[][] {
  const games: Statement[][] = [[]];
  text.split(/\r?\n|\r/).forEach((raw, i) => {
    if (raw.startsWith("'")) return;
    if (raw.trim() === '/') {
      games.push([]);
      return;
    }
    // Only moves and times are joined by commas; a name or a value may hold one.
    const parts = /^(?:[+-][0-9]{4}[A-Z]{2}|%[A-Z_+-]+)(,|$)/.test(raw) ? raw.split(',') : [raw];
    let column = 1;
    for (const part of parts) {
      const lead = part.length - part.trimStart().length;
      if (part.trim() !== '') games[games.length - 1]!.push({ text: part.trim(), line: i + 1, column: column + lead });
      column += part.length + 1;
    }
  });
  return games.filter((g) => g.length > 0);
}

const TAG_NAMES: Record<string, string> = {
  EVENT: 'Event',
  SITE: 'Site',
  START_TIME: 'Date',
  OPENING: 'Opening',
  TIME_LIMIT: 'TimeControl',
};

function readGame(statements: Statement[], index: number): GameRecord {
  const first = statements[0]!;
  const game: GameRecord = {
    format: 'csa',
    index,
    line: first.line,
    column: first.column,
    tags: [],
    start: null,
    moves: [],
    result: null,
    error: null,
    endLine: statements[statements.length - 1]!.line,
    warnings: [],
  };
  const board = new Board();
  let sente = true;
  let ended = false;
  const fail = (s: Statement, message: string): GameRecord => {
    game.error = { message: `CSA: ${message}`, line: s.line, column: s.column };
    return game;
  };
  const tag = (s: Statement, name: string, value: string, offset: number): void => {
    const t: RecordTag = { name, value, line: s.line, column: s.column, valueColumn: s.column + offset };
    game.tags.push(t);
  };
  for (const s of statements) {
    const t = s.text;
    if (t.startsWith('V') || t.startsWith('T') || t.startsWith("'")) continue;
    if (ended) return fail(s, `nothing may follow the end (%...), found ${quote(t)}`);
    if (/^N[+-]/.test(t)) tag(s, t[1] === '+' ? 'White' : 'Black', t.slice(2), 2);
    else if (t.startsWith('$')) {
      const colon = t.indexOf(':');
      const key = t.slice(1, colon < 0 ? t.length : colon);
      tag(s, TAG_NAMES[key] ?? key, colon < 0 ? '' : t.slice(colon + 1), colon + 1);
    } else if (t.startsWith('P')) {
      const problem = board.read(t);
      if (problem) return fail(s, problem);
    } else if ((t === '+' || t === '-') && game.moves.length === 0) {
      sente = t === '+';
      if (board.touched) game.start = { text: board.fen(sente), line: s.line, column: s.column };
    } else if (/^[+-][0-9]/.test(t)) {
      if (!CSA_MOVE_RE.test(t)) return fail(s, `expected a move such as +7776FU, found ${quote(t)}`);
      game.moves.push({ text: t, line: s.line, column: s.column });
    } else if (t.startsWith('%')) {
      const how = ENDINGS[t.slice(1)] ?? (/^%[+-]ILLEGAL_ACTION$/.test(t) ? 'illegal' : undefined);
      if (how === undefined) return fail(s, `expected an end such as %TORYO, found ${quote(t)}`);
      const moverSente = sente === (game.moves.length % 2 === 0);
      const result: RecordResult =
        how === 'illegal'
          ? t[1] === '+'
            ? '0-1'
            : '1-0'
          : how === 'draw'
            ? '1/2-1/2'
            : how === 'none'
              ? '*'
              : (how === 'mover wins') === moverSente
                ? '1-0'
                : '0-1';
      game.result = { text: result, line: s.line, column: s.column };
      ended = true;
    } else
      return fail(
        s,
        `expected a move such as +7776FU, a position line P1..P9, PI or an end such as %TORYO, found ${quote(t)}`,
      );
  }
  return game;
}

/**
 * The start position a CSA record builds with PI, P1..P9 and P+/P- lines: nine rows of nine squares, or
 * as many as its lines give for a smaller member of the family (minishogi's P1..P5 of five squares).
 */
class Board {
  /** Rows from rank 1 (Gote's side), cells from the left (the highest file): "" or a CSA man such as "+FU". */
  readonly rows: string[][] = Array.from({ length: 9 }, () => Array<string>(9).fill(''));
  readonly hands: string[] = [];
  /** Men placed by P+ and P- lines, by file and rank, put on the board once its width is known. */
  private readonly placed: { file: number; rank: number; man: string }[] = [];
  /** The board's size as its rows give it (the highest P-row, the widest); none: Shogi's 9 x 9. */
  private ranks = 0;
  private files = 0;
  touched = false;

  read(t: string): string | null {
    this.touched = true;
    if (t.startsWith('PI')) return this.readEven(t.slice(2));
    const row = /^P([1-9])(.*)$/.exec(t);
    if (row) return this.readRow(Number(row[1]), row[2]!);
    // "P+" alone: an empty hand, as GUIs write it.
    const placed = /^P([+-])((?:[0-9]{2}[A-Z]{2})*)$/.exec(t);
    if (!placed) return `expected a position line (PI, P1..P9, P+00FU), found ${quote(t)}`;
    for (const [, f, r, code] of placed[2]!.matchAll(/([0-9])([0-9])([A-Z]{2})/g)) {
      if (code === 'AL') {
        if (f !== '0' || r !== '0') return '"AL" goes only with 00';
        this.hands.push(`${placed[1]}AL`);
        continue;
      }
      if (!SHOGI_PIECES.some((p) => p.csa === code)) return `"${code}" is no piece (FU KY KE GI KI KA HI OU TO ...)`;
      if ((f === '0') !== (r === '0')) return `"${f}${r}" is no square: 11 to 99, or 00 for the hand`;
      if (f === '0' && r === '0') this.hands.push(`${placed[1]}${code}`);
      else {
        this.placed.push({ file: Number(f), rank: Number(r), man: `${placed[1]}${code}` });
      }
    }
    return null;
  }

  private grow(ranks: number, files: number): void {
    this.ranks = Math.max(this.ranks, ranks);
    this.files = Math.max(this.files, files);
  }

  private readEven(removed: string): string | null {
    this.grow(9, 9);
    const rows = [...EVEN_ROWS, ...Array(3).fill(' * '.repeat(9)), ...EVEN_ROWS.map(mirrorRow).reverse()];
    rows.forEach((r, i) => {
      for (let f = 0; f < 9; f++)
        this.rows[i]![f] = r.slice(3 * f, 3 * f + 3).trim() === '*' ? '' : r.slice(3 * f, 3 * f + 3);
    });
    for (const [, f, r] of removed.matchAll(/([1-9])([1-9])[A-Z]{2}/g)) this.rows[Number(r) - 1]![9 - Number(f)] = '';
    return null;
  }

  private readRow(rank: number, cells: string): string | null {
    const width = Math.min(9, Math.ceil(cells.trimEnd().length / 3));
    this.grow(rank, width);
    for (let f = 0; f < 9; f++) {
      const cell = cells.slice(3 * f, 3 * f + 3);
      if (cell.trim() === '*' || cell.trim() === '') {
        this.rows[rank - 1]![f] = '';
        continue;
      }
      if (!/^[+-][A-Z]{2}$/.test(cell) || !SHOGI_PIECES.some((p) => p.csa === cell.slice(1)))
        return `P${rank}: square ${width - f}${rank} holds ${quote(cell)}: expected " * " or a man such as +FU`;
      this.rows[rank - 1]![f] = cell;
    }
    return null;
  }

  /** The position as the project's FEN. */
  fen(sente: boolean): string {
    const letter = (man: string): string => {
      const piece = SHOGI_PIECES.find((p) => p.csa === man.slice(1))!;
      return man[0] === '+' ? piece.usi : piece.usi.replace(/[A-Z]/, (c) => c.toLowerCase());
    };
    const [ranks, files] = this.ranks === 0 ? [9, 9] : [this.ranks, this.files];
    for (const { file, rank, man } of this.placed) this.rows[rank - 1]![files - file] = man;
    const placement = this.rows
      .slice(0, ranks)
      .map((full) => {
        const row = full.slice(0, files);
        let out = '';
        let empty = 0;
        for (const cell of row) {
          if (cell === '') empty++;
          else {
            if (empty > 0) out += empty;
            empty = 0;
            out += letter(cell);
          }
        }
        return out + (empty > 0 ? empty : '');
      })
      .join('/');
    let hand = this.hands
      .filter((h) => !h.endsWith('AL'))
      .map(letter)
      .join('');
    const all = this.hands.find((h) => h.endsWith('AL'));
    if (all) hand += this.remaining(all[0] === '+', placement + hand);
    return `${placement}[${hand}] ${sente ? 'w' : 'b'} - - 0 1`;
  }

  /** The men not on the board nor in a hand, for `00AL`: one side's hand holds all of them. */
  private remaining(sente: boolean, placed: string): string {
    const counts: Record<string, number> = { R: 2, B: 2, G: 4, S: 4, N: 4, L: 4, P: 18 };
    for (const c of placed.replace(/\+/g, '').toUpperCase()) if (c in counts) counts[c]!--;
    return Object.entries(counts)
      .map(([c, n]) => (sente ? c : c.toLowerCase()).repeat(Math.max(0, n)))
      .join('');
  }
}

/** A row of Gote's men as Sente's, turned around. */
function mirrorRow(row: string): string {
  const cells: string[] = [];
  for (let f = 8; f >= 0; f--) {
    const cell = row.slice(3 * f, 3 * f + 3);
    cells.push(cell.startsWith('-') ? `+${cell.slice(1)}` : cell);
  }
  return cells.join('');
}

export function readCsa(text: string): GameRecord[] {
  return statementsByGame(text).map((statements, i) => readGame(statements, i + 1));
}

/** CSA's man code of a FEN letter ("p" → "-FU", "+P" → "+TO"). */
function csaMan(letter: string, promoted: boolean): string {
  const upper = letter.toUpperCase();
  const piece = SHOGI_PIECES.find((p) => p.usi === (promoted ? `+${upper}` : upper));
  if (!piece) throw new InputError(`CSA has no code for the man "${promoted ? '+' : ''}${letter}"`);
  return `${letter === upper ? '+' : '-'}${piece.csa}`;
}

/** The position lines of a start given as the project's FEN. */
function positionLines(fen: string): string[] {
  const [placement = '', side = 'w'] = fen.trim().split(/\s+/);
  const open = placement.indexOf('[');
  const board = open < 0 ? placement : placement.slice(0, open);
  const hand = open < 0 ? '' : placement.slice(open + 1, placement.indexOf(']', open));
  const lines = board.split('/').map((row, r) => {
    let out = `P${r + 1}`;
    for (let k = 0; k < row.length; k++) {
      const c = row[k]!;
      if (/[0-9]/.test(c)) {
        const digits = /^[0-9]+/.exec(row.slice(k))![0];
        out += ' * '.repeat(Number(digits));
        k += digits.length - 1;
      } else if (c === '+') out += csaMan(row[++k]!, true);
      else out += csaMan(c, false);
    }
    return out;
  });
  for (const [sign, upper] of [
    ['+', true],
    ['-', false],
  ] as const) {
    const men = [...hand].filter((c) => (c === c.toUpperCase()) === upper);
    if (men.length > 0) lines.push(`P${sign}${men.map((c) => `00${csaMan(c, false).slice(1)}`).join('')}`);
  }
  lines.push(side === 'b' ? '-' : '+');
  return lines;
}

const WRITTEN_TAGS = Object.fromEntries(Object.entries(TAG_NAMES).map(([csa, pgn]) => [pgn, csa]));

/** CSA V2.2 text; a result is written as %TORYO (a win), %SENNICHITE... only where the moves make it one. */
export function writeCsa(record: WritableRecord): string {
  const lines = ['V2.2'];
  const tags = record.tags ?? [];
  const tagged = (name: string): string | undefined => tags.find((t) => t.name === name)?.value;
  if (tagged('White') !== undefined) lines.push(`N+${tagged('White')}`);
  if (tagged('Black') !== undefined) lines.push(`N-${tagged('Black')}`);
  for (const t of tags) {
    const key = WRITTEN_TAGS[t.name];
    if (key) lines.push(`$${key}:${t.value.replace(/[\r\n]+/g, ' ')}`);
  }
  if (record.start) lines.push(...positionLines(record.start.text));
  else lines.push('PI', '+');
  for (const m of record.moves) {
    if (!CSA_MOVE_RE.test(m.text))
      throw new InputError(`move ${quote(m.text)} cannot be written in CSA: expected +7776FU`);
    lines.push(m.text);
    for (const c of m.comments ?? []) lines.push(...c.split(/\r?\n/).map((l) => `'${l}`));
  }
  const result = record.result?.text ?? tagged('Result');
  const sente = record.start?.text.trim().split(/\s+/)[1] !== 'b';
  const moverSente = sente === (record.moves.length % 2 === 0);
  if (result === '1/2-1/2') lines.push('%SENNICHITE');
  // The side to move resigns a lost game; a game its opponent lost by a rule (perpetual check) is their foul.
  else if (result === '1-0' || result === '0-1')
    lines.push((result === '1-0') === moverSente ? `%${moverSente ? '-' : '+'}ILLEGAL_ACTION` : '%TORYO');
  else if (result === '*' && record.moves.length > 0) lines.push('%CHUDAN');
  return `${lines.join('\n')}\n`;
}
