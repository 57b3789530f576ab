/**
 * Positions as text: a FEN dialect for any board.
 *
 *   <placement> <side> <rights> <en passant> [<halfmove> <fullmove>] [extensions...]
 *
 * Placement lists ranks from the top, separated by "/". Empty squares are counted (counts may have
 * several digits: "20"); a piece with a one-letter id is that letter, a longer id is written in braces,
 * "{N8}" (White: upper case, Black: lower case, "{n8}"). Holes of the board are skipped (or written "*").
 * Rights are the letters of the variant's once-per-game rights still open (KQkq for castling). En
 * passant is "-", the square passed over, or "e3:e4" when the piece that passed is not just beyond it.
 * Extensions, written only when they say something, in this order:
 *   moved:e2,g7   men whose "has moved" state differs from what their square implies (on a setup
 *                 square of their own type: not moved; elsewhere: moved), for pieces with first moves
 *   once:a2       men that have used their once-per-game move
 *   last:e3>e5    the man on e5 last left e3 (ECROS reversal rule)
 * Where checks are counted (Three-check) the checks each side has still to give follow the en-passant
 * field, White's then Black's, as Fairy-Stockfish writes them ("3+3" at the start; absent: none given).
 * Standard FEN is this dialect for orthodox chess. In variants with drops the placement ends with the
 * men in hand in brackets, White's in upper case ("[Qpp]", "[]" when empty), and a promoted man is
 * followed by "~" ("Q~": captured, it goes to the hand as the piece it promoted from), as
 * Fairy-Stockfish writes them; also read: the hand as a rank of its own after the board's ("/Qpp", as
 * Lichess writes it), "[-]" for empty hands and the clocks right after the side ("w 0 1", PyChess's
 * Shogi). A text that reads well but describes a position no game of the variant
 * can reach (the engine's setupProblems) is refused too, at the field or man concerned.
 */

import { MEM_MOVED, MEM_ONCE_USED, Position, promotedFromOf, withPromotedFrom } from '../engine/position.js';
import {
  composedMayHave,
  type SetupCheckOptions,
  type SetupField,
  type SetupProblemCode,
  setupProblems,
} from '../engine/setup-check.js';
import { BLACK, type Variant, WHITE } from '../engine/variant.js';
import { InputError } from '../errors.js';
import { quote, shortened } from '../printable.js';
import { isSfen, sfenToFen } from './records/shogi.js';
import { parseSquare, squareName } from './squares.js';

export interface PlacementGeometry {
  files: number;
  ranks: number;
  exists: ArrayLike<boolean | number>;
  pieceIds: readonly string[];
  /** Where given, "~" after a man marks it promoted and its square is added here (drops). */
  promoted?: number[];
  /** Per type, the type "+" before it stands for (-1: none): Shogi's +P is the Tokin. */
  promotedForm?: readonly number[];
}

/**
 * Parses a placement into piece codes per square; throws a PlacementError with the column (0-based).
 * `columns`, when given, receives the column of each man's text by square.
 */
export function parsePlacement(text: string, g: PlacementGeometry, columns?: Int32Array): Int16Array {
  const board = new Int16Array(g.files * g.ranks);
  const rows = text.split('/');
  if (rows.length !== g.ranks) {
    throw new PlacementError(`placement has ${rows.length} ranks, the board has ${g.ranks}`, 0);
  }
  const upper = g.pieceIds.map((id) => id.toUpperCase());
  let col = 0;
  rows.forEach((row, r) => {
    const rank = g.ranks - 1 - r;
    let file = 0;
    const next = (): number => {
      while (file < g.files && !g.exists[rank * g.files + file]) file++;
      return file;
    };
    let i = 0;
    while (i < row.length) {
      const c = row[i]!;
      const at = col + i;
      if (c >= '0' && c <= '9') {
        let j = i;
        while (j < row.length && row[j]! >= '0' && row[j]! <= '9') j++;
        const n = Number(row.slice(i, j));
        if (n === 0) throw new PlacementError('an empty-square count must be at least 1', at);
        for (let k = 0; k < n; k++) {
          if (next() >= g.files)
            throw new PlacementError(`rank ${rank + 1} has more than ${countRank(g, rank)} squares`, at);
          file++;
        }
        i = j;
        continue;
      }
      // On a square of the board, "*" is a wall where the variant has walls (a piece "*"), as Fairy-Stockfish writes them.
      const wall = g.pieceIds.indexOf('*');
      if (c === '*' && wall >= 0 && next() < g.files) {
        board[rank * g.files + file] = wall + 1;
        if (columns) columns[rank * g.files + file] = at;
        file++;
        i++;
        continue;
      }
      if (c === '*') {
        if (file >= g.files || g.exists[rank * g.files + file])
          throw new PlacementError('"*" must stand for a hole of the board', at);
        file++;
        i++;
        continue;
      }
      let plus = false;
      if (c === '+' && g.promotedForm) {
        plus = true;
        i++;
      }
      let id: string;
      const c2 = row[i] ?? '';
      if (plus && !/[A-Za-z{]/.test(c2)) throw new PlacementError('"+" must be followed by a piece', at);
      if (c2 === '{') {
        const close = row.indexOf('}', i);
        if (close < 0) throw new PlacementError('"{" without "}"', at);
        id = row.slice(i + 1, close);
        i = close + 1;
      } else if (/[A-Za-z]/.test(c2)) {
        id = c2;
        i++;
      } else {
        throw new PlacementError(`unexpected ${quote(c)} in placement`, at);
      }
      let t = upper.indexOf(id.toUpperCase());
      if (t < 0 || !/^[A-Za-z]/.test(id)) {
        throw new PlacementError(`unknown piece ${quote(id)} (pieces: ${g.pieceIds.join(' ')})`, at);
      }
      if (plus) {
        t = g.promotedForm![t]!;
        if (t < 0) throw new PlacementError(`"+${id}": ${id} has no promoted form`, at);
      }
      const white = id[0] === id[0]!.toUpperCase();
      if (next() >= g.files)
        throw new PlacementError(`rank ${rank + 1} has more than ${countRank(g, rank)} squares`, at);
      board[rank * g.files + file] = white ? t + 1 : -(t + 1);
      if (columns) columns[rank * g.files + file] = at;
      if (row[i] === '~' && g.promoted) {
        g.promoted.push(rank * g.files + file);
        i++;
      }
      file++;
    }
    if (next() < g.files)
      throw new PlacementError(
        `rank ${rank + 1} has ${countRank(g, rank)} squares, the placement fills fewer`,
        col + row.length,
      );
    col += row.length + 1;
  });
  return board;
}

function countRank(g: PlacementGeometry, rank: number): number {
  let n = 0;
  for (let f = 0; f < g.files; f++) if (g.exists[rank * g.files + f]) n++;
  return n;
}

export class PlacementError extends Error {
  constructor(
    message: string,
    readonly column: number,
  ) {
    super(message);
  }
}

function pieceText(v: Variant, code: number): string {
  const piece = v.spec.pieces[Math.abs(code) - 1]!;
  // A promoted type of its own is written as its base piece after "+" (Shogi, as Fairy-Stockfish does).
  if (piece.promotedFrom !== undefined)
    return `+${pieceText(v, code > 0 ? piece.promotedFrom + 1 : -(piece.promotedFrom + 1))}`;
  const id = piece.id;
  const cased = code > 0 ? id.toUpperCase() : id.toLowerCase();
  return cased.length === 1 ? cased : `{${cased}}`;
}

/** `mem`, where given: men that promoted are marked "~". */
export function placementText(v: Variant, board: Int16Array, mem: Int32Array | null = null): string {
  const rows: string[] = [];
  for (let rank = v.ranks - 1; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < v.files; file++) {
      const sq = rank * v.files + file;
      if (!v.exists[sq]) continue;
      const code = board[sq]!;
      if (code === 0) {
        empty++;
        continue;
      }
      if (empty) row += empty;
      empty = 0;
      row += pieceText(v, code);
      if (mem && promotedFromOf(mem[sq]!) >= 0 && v.demoteType[Math.abs(code) - 1] === Math.abs(code) - 1) row += '~';
    }
    if (empty) row += empty;
    rows.push(row);
  }
  return rows.join('/');
}

/** Types whose "has moved" state matters: they have first-move-only parts. */
const movedTypes = (v: Variant): boolean[] => v.spec.pieces.map((p) => p.atoms.some((a) => a.initial === true));

/** The "has moved" state a man gets when the position text does not say otherwise. */
const impliedMoved = (v: Variant, board: Int16Array, sq: number): boolean => v.spec.setup[sq] !== board[sq];

export function toFen(pos: Position): string {
  const v = pos.variant;
  const side = pos.turn === WHITE ? 'w' : 'b';
  const upper: string[] = [];
  const lower: string[] = [];
  // A rule may write its rights in a form of its own (Chess960's rook files).
  const own = v.rules.find((r) => r.writeRight);
  v.rightLetters.forEach((letter, bit) => {
    if (!(pos.rights & (1 << bit))) return;
    const written = own?.writeRight?.(pos, bit) ?? letter;
    (letter === letter.toUpperCase() ? upper : lower).push(written);
  });
  // A rule module's letters follow each side's castling rights (gating's gates: KQBCDFGkqbcdfg).
  for (const r of v.rules) {
    const [white, black] = r.writeRightLetters?.(pos) ?? ['', ''];
    upper.push(white);
    lower.push(black);
  }
  const rights = upper.join('') + lower.join('') || '-';
  let ep = '-';
  if (pos.epTarget >= 0) {
    ep = squareName(v, pos.epTarget);
    const moverForward = pos.turn === WHITE ? -v.files : v.files;
    if (pos.epVictim !== pos.epTarget + moverForward) ep += `:${squareName(v, pos.epVictim)}`;
  }
  // The rule modules' parts: the men in hand after the board, a field after en passant (checks left).
  const letter = (code: number): string => pieceText(v, code);
  const ownPart = v.rules.map((r) => r.writePlacementPart?.(pos, letter) ?? '').join('');
  // A running count (Makruk's) takes the en-passant and halfmove fields, as Fairy-Stockfish writes it.
  const count = v.rules.reduce<{ limit: number; ply: number } | null>(
    (c, r) => c ?? r.writeCountFields?.(pos) ?? null,
    null,
  );
  const fields = [
    placementText(v, pos.board, v.hasDrops ? pos.mem : null) + ownPart,
    side,
    rights,
    count ? String(count.limit) : ep,
    ...v.rules.flatMap((r) => (r.writeField ? [r.writeField(pos)] : [])),
    String(count ? count.ply : pos.halfmove),
    String(pos.fullmove),
  ];
  const moved: string[] = [];
  const once: string[] = [];
  const tracked = movedTypes(v);
  for (let sq = 0; sq < v.size; sq++) {
    const code = pos.board[sq]!;
    if (code === 0) continue;
    const mem = pos.mem[sq]!;
    if (tracked[Math.abs(code) - 1] && ((mem & MEM_MOVED) !== 0) !== impliedMoved(v, pos.board, sq))
      moved.push(squareName(v, sq));
    if (mem & MEM_ONCE_USED) once.push(squareName(v, sq));
  }
  if (moved.length) fields.push(`moved:${moved.join(',')}`);
  if (once.length) fields.push(`once:${once.join(',')}`);
  for (const r of v.rules) {
    const items = r.extension?.write(pos, (sq) => squareName(v, sq)) ?? [];
    if (items.length) fields.push(`${r.extension!.key}:${items.join(',')}`);
  }
  return fields.join(' ');
}

/** Errors from parseFen carry the 1-based column within the text. */
export class FenError extends InputError {
  constructor(
    message: string,
    readonly column: number,
  ) {
    super(message);
  }
}

type Field = { text: string; column: number };

/** The castling and once-per-game rights field ("KQkq"). */
function readRights(pos: Position, rights: Field | undefined): void {
  const v = pos.variant;
  const written = rights && rights.text !== '-' ? rights.text : '';
  // A rule module's letters first (gating's gates), then the castling rights among the rest.
  let text = written;
  for (const r of v.rules) if (r.readRightLetters) text = r.readRightLetters(pos, text);
  // A rule may read letters in a form of its own (Chess960's X-FEN and Shredder-FEN).
  const own = v.rules.find((r) => r.readRight);
  for (let i = 0; i < text.length; i++) {
    const column = rights!.column + written.indexOf(text[i]!);
    const fail = (message: string): never => {
      throw new FenError(message, column);
    };
    if (own?.readRight?.(pos, text[i]!, fail)) continue;
    const bit = v.rightLetters.indexOf(text[i]!);
    if (bit < 0) {
      const known = v.rightLetters.length ? v.rightLetters.join('') : 'none in this variant';
      fail(`unknown right ${quote(text[i]!)} (rights: ${known})`);
    }
    pos.rights |= 1 << bit;
  }
}

/** The en-passant field: the square passed over, and the man who passed it where not right beyond ("e3", "e3:e4"). */
function readEnPassant(pos: Position, ep: Field | undefined): void {
  const v = pos.variant;
  if (ep && ep.text !== '-') {
    const [target, victim] = ep.text.split(':');
    const t = parseSquare(v, target!);
    if (t < 0) throw new FenError(`en-passant square ${quote(target!)} is not a square of this board`, ep.column);
    const moverForward = pos.turn === WHITE ? -v.files : v.files;
    const vi = victim === undefined ? t + moverForward : parseSquare(v, victim);
    const moverSign = pos.turn === WHITE ? -1 : 1;
    if (vi < 0 || vi >= v.size || pos.board[vi]! * moverSign <= 0 || pos.board[t] !== 0) {
      throw new FenError(
        `en passant: no piece that passed ${shortened(target!)} stands ${victim ? `on ${shortened(victim)}` : 'beyond it'}`,
        ep.column,
      );
    }
    pos.epTarget = t;
    pos.epVictim = vi;
  }
}

/**
 * The halfmove clock and fullmove number, which may be left out; the index of the first field after them.
 * `counting`: the halfmove field holds a count's ply, which may exceed the plies played.
 */
function readClocks(pos: Position, fields: Field[], counting: boolean): number {
  const clock = (f: { text: string; column: number } | undefined, name: string, min: number): number | null => {
    if (!f) return null;
    if (!/^[0-9]{1,6}$/.test(f.text) || Number(f.text) < min)
      throw new FenError(`${name} must be a whole number of at least ${min}, not ${quote(f.text)}`, f.column);
    return Number(f.text);
  };
  let rest = 4;
  // Clocks may be left out; extension fields are told apart by their colon.
  if (fields[4] && !fields[4].text.includes(':')) {
    pos.halfmove = clock(fields[4], 'halfmove clock', 0)!;
    const full = fields[5] && !fields[5].text.includes(':') ? fields[5] : undefined;
    pos.fullmove = clock(full, 'fullmove number', 1) ?? 1;
    rest = full ? 6 : 5;
    // The clock counts plies, one at most each: 2(N-1) come before White's move N, one more before Black's.
    const plies = 2 * (pos.fullmove - 1) + (pos.turn === BLACK ? 1 : 0);
    if (pos.halfmove > plies && !counting) {
      throw new FenError(
        `halfmove clock ${pos.halfmove} is impossible: only ${plies} plies come before ${pos.turn === BLACK ? "Black's" : "White's"} move ${pos.fullmove}`,
        fields[4].column,
      );
    }
  }
  return rest;
}

/** Reads a position text; one no game can reach is refused, unless `anyPosition` accepts it as composed. */
export function parseFen(v: Variant, text: string, options: SetupCheckOptions = {}): Position {
  // An SFEN, USI's position ("b": Sente, the first player, to move; the hand; the move number), in a
  // variant with drops: its board comes first as in a FEN, so a column there is the same.
  if (v.hasDrops && isSfen(text)) return parseFen(v, sfenToFen(text)!, options);
  const fields: { text: string; column: number }[] = [];
  const re = /\S+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) fields.push({ text: m[0], column: m.index + 1 });
  if (fields.length < 2)
    throw new FenError('a position needs at least a placement and the side to move ("w" or "b")', 1);
  const pos = new Position(v);
  // Shogi as Fairy-Stockfish and PyChess write its start: the clocks straight after the side ("w 0 1").
  if (fields.length === 4 && /^[0-9]+$/.test(fields[2]!.text) && /^[0-9]+$/.test(fields[3]!.text)) {
    fields.splice(2, 0, { text: '-', column: fields[2]!.column }, { text: '-', column: fields[2]!.column });
  }
  const placement = fields[0]!;
  const columns = new Int32Array(v.size);
  const promoted: number[] = [];
  // A rule module's part after the board (the men in hand), found by its module.
  const partRule = v.rules.find((r) => r.findPlacementPart && r.readPlacementPart);
  const part = partRule?.findPlacementPart?.(v, placement.text) ?? null;
  const board = part ? placement.text.slice(0, part.boardEnd) : placement.text;
  try {
    pos.board.set(
      parsePlacement(
        board,
        {
          files: v.files,
          ranks: v.ranks,
          exists: v.exists,
          pieceIds: v.spec.pieces.map((p) => p.id),
          ...(v.hasDrops ? { promoted } : {}),
          promotedForm: promotedForms(v),
        },
        columns,
      ),
    );
  } catch (e) {
    if (e instanceof PlacementError) throw new FenError(e.message, placement.column + e.column);
    throw e;
  }
  if (part) {
    partRule!.readPlacementPart!(pos, placement.text.slice(part.start, part.end), (message, offset) => {
      throw new FenError(message, placement.column + part.start + offset);
    });
  }
  const side = fields[1]!;
  if (side.text !== 'w' && side.text !== 'b')
    throw new FenError(`side to move must be "w" or "b", not ${quote(side.text)}`, side.column);
  pos.turn = side.text === 'w' ? WHITE : BLACK;

  const tracked = movedTypes(v);
  for (let sq = 0; sq < v.size; sq++) {
    const code = pos.board[sq]!;
    if (code !== 0 && (!tracked[Math.abs(code) - 1] || impliedMoved(v, pos.board, sq))) pos.mem[sq] = MEM_MOVED;
  }
  // A promoted man promoted from the piece its side promotes (the first promotion rule's first piece).
  const promotes = v.spec.promotion[0]?.pieces[0] ?? -1;
  for (const sq of promoted) if (promotes >= 0) pos.mem[sq] = withPromotedFrom(pos.mem[sq]!, promotes);

  readRights(pos, fields[2]);
  // A number where the en-passant square stands is a count's limit, its ply in the halfmove field.
  const countRule = /^[0-9]+$/.test(fields[3]?.text ?? '') ? v.rules.find((r) => r.readCountFields) : undefined;
  const countLimit = countRule ? fields[3]! : null;
  if (!countLimit) readEnPassant(pos, fields[3]);
  // A rule module's field after the en-passant field (check counting's "3+2"), read by its module.
  for (const r of v.rules) {
    const f = fields[4];
    if (!r.readField || !f) continue;
    const fail = (message: string): never => {
      throw new FenError(message, f.column);
    };
    if (r.readField(pos, f.text, fail)) fields.splice(4, 1);
  }
  const rest = readClocks(pos, fields, countLimit !== null);
  if (countRule && countLimit) {
    const at = fields[4] && rest > 4 ? fields[4] : countLimit;
    countRule.readCountFields!(pos, Number(countLimit.text), pos.halfmove, (message) => {
      throw new FenError(message, at.column);
    });
    pos.halfmove = 0;
  }
  const itemColumns = new Map<string, number>();
  for (const f of fields.slice(rest)) parseExtension(pos, f.text, f.column, itemColumns);
  pos.refresh();
  const problem = setupProblems(pos, (sq) => squareName(v, sq), options)[0];
  if (problem) {
    const at = (sq: number): number => (sq >= 0 ? placement.column + columns[sq]! : placement.column);
    const column: Record<SetupField, () => number> = {
      placement: () => at(problem.square),
      rights: () => fields[2]!.column + fields[2]!.text.indexOf(v.rightLetters[problem.right]!),
      'en-passant': () => fields[3]!.column,
      halfmove: () => (rest > 4 ? fields[4]!.column : fields[3]!.column),
      moved: () => itemColumns.get(`moved:${problem.square}`) ?? at(problem.square),
      once: () => itemColumns.get(`once:${problem.square}`) ?? at(problem.square),
      last: () => itemColumns.get(`last:${problem.square}`) ?? at(problem.square),
    };
    throw new FenSetupError(problem.code, problem.message, column[problem.field]());
  }
  return pos;
}

/** Per type, its promoted form written with "+", or -1. */
function promotedForms(v: Variant): number[] {
  return v.spec.pieces.map((_, t) => v.spec.pieces.findIndex((p) => p.promotedFrom === t));
}

/** A position that reads well but that no game of the variant can reach (see setupProblems). */
export class FenSetupError extends FenError {
  constructor(
    readonly code: SetupProblemCode,
    message: string,
    column: number,
  ) {
    super(message, column);
  }

  /** The problem is one a composed position may have: the option `anyPosition` accepts it. */
  get composed(): boolean {
    return composedMayHave(this.code);
  }
}

/** The refusal of a position text, naming the option that accepts it where it is a composed position's. */
export function fenRefusal(e: FenError): string {
  return e instanceof FenSetupError && e.composed
    ? `${e.message}; use --any-position to accept composed positions`
    : e.message;
}

/** `itemColumns` receives the column of each item by its key and square index, as "moved:<index>". */
function parseExtension(pos: Position, text: string, column: number, itemColumns: Map<string, number>): void {
  const v = pos.variant;
  const colon = text.indexOf(':');
  const key = colon < 0 ? text : text.slice(0, colon);
  const items = colon < 0 ? [] : text.slice(colon + 1).split(',');
  const square = (name: string, offset: number): number => {
    const sq = parseSquare(v, name);
    if (sq < 0 || pos.board[sq] === 0) throw new FenError(`${quote(name)} is not an occupied square`, column + offset);
    return sq;
  };
  // An extension field of a rule module (the reversal rule's last:), read by its module.
  const rule = v.rules.find((r) => r.extension?.key === key);
  let offset = colon + 1;
  for (const item of items) {
    if (key === 'moved') {
      const sq = square(item, offset);
      pos.mem[sq] = pos.mem[sq]! ^ MEM_MOVED;
      itemColumns.set(`moved:${sq}`, column + offset);
    } else if (key === 'once') {
      const sq = square(item, offset);
      pos.mem[sq] = pos.mem[sq]! | MEM_ONCE_USED;
      itemColumns.set(`once:${sq}`, column + offset);
    } else if (rule) {
      const at = offset;
      const sq = rule.extension!.read(
        pos,
        item,
        { at: (name) => parseSquare(v, name), occupied: (name, within) => square(name, at + within) },
        (message) => {
          throw new FenError(message, column + at);
        },
      );
      itemColumns.set(`${key}:${sq}`, column + offset);
    } else {
      const known = ['moved:', 'once:', ...v.rules.flatMap((r) => (r.extension ? [`${r.extension.key}:`] : []))];
      throw new FenError(`unknown position field ${quote(`${key}:`)} (known: ${known.join(', ')})`, column);
    }
    offset += item.length + 1;
  }
  if (items.length === 0) throw new FenError(`position field ${quote(text)} should read key:squares`, column);
}
