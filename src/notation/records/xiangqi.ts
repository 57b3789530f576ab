/**
 * Xiangqi's record notations, in PGN files as xqbase, dpxq and the WXF archives write them:
 *   - ICCS (UCCI's coordinates): files a-i from Red's left, ranks 0-9 from Red's side, `h2e2` or
 *     `H2-E2`; the project's squares count ranks from 1, so ICCS's h2 is the project's h3.
 *   - WXF: the man's letter (K A E H R C P; B and N are read for E and H), its file counted from the
 *     mover's right (1-9), then `+` forward, `-` back or `.` / `=` along the rank, and a number: the
 *     ranks moved for the straight movers (K R C P) or the file reached (A E H, and any man along the
 *     rank): `C2.5`, `H8+7`. Two like men on one file are told apart as `+C` (the front one) and `-C`.
 *     Full-width text (Ｃ２＝５) is read as ASCII.
 *   - The FEN as xqbase and engines write it: the same letters as the project's (r n b a k c p), and the
 *     older `h` for the horse and `e` for the elephant read as n and b.
 */
import { moveFrom, moveTo } from '../../engine/move.js';
import type { Position } from '../../engine/position.js';
import { type Variant, WHITE } from '../../engine/variant.js';
import { InputError } from '../../errors.js';
import { squareName } from '../squares.js';
import { halfWidth, type RecordNotation, typeOfId } from './notation.js';

const ICCS_RE = /^([a-i])([0-9])-?([a-i])([0-9])$/i;

export const ICCS_NOTATION: RecordNotation = {
  read(_pos, text) {
    const m = ICCS_RE.exec(text);
    if (!m)
      return { error: `ICCS: "${text}" is not a move: expected such as h2e2 or H2-E2 (ranks from 0 at Red's side)` };
    const [, f1, r1, f2, r2] = m;
    return [`${f1!.toLowerCase()}${Number(r1) + 1}${f2!.toLowerCase()}${Number(r2) + 1}`];
  },
  write(pos, move) {
    const v = pos.variant;
    const name = (sq: number): string => `${v.spec.fileLabels[sq % v.files]}${Math.floor(sq / v.files)}`;
    return `${name(moveFrom(move))}${name(moveTo(move))}`;
  },
  readFen: xqbaseFen,
};

/** WXF's letters by the template's ids. */
const WXF_LETTERS: Record<string, string> = { K: 'K', A: 'A', B: 'E', N: 'H', R: 'R', C: 'C', P: 'P' };
const READ_LETTERS: Record<string, string> = { K: 'K', A: 'A', E: 'B', B: 'B', H: 'N', N: 'N', R: 'R', C: 'C', P: 'P' };
/** The men whose number after + or - is the file they reach, not the ranks they go. */
const DIAGONAL = new Set(['A', 'B', 'N']);

const WXF_RE = /^(?:([+-])([KAEBHNRCP])|([KAEBHNRCP])([1-9]))([+\-.=])([1-9])$/;

export const WXF_NOTATION: RecordNotation = {
  read(pos, written) {
    const text = halfWidth(written).toUpperCase();
    const m = WXF_RE.exec(text);
    if (!m)
      return { error: `WXF: "${written}" is not a move: expected such as C2.5, H8+7, R1-2 or +C.5 (the front Cannon)` };
    const v = pos.variant;
    const id = READ_LETTERS[m[2] ?? m[3]!]!;
    const type = typeOfId(v, id);
    if (type < 0) return { error: `WXF: "${written}": this variant has no ${m[2] ?? m[3]}` };
    const red = pos.turn === WHITE;
    const forward = red ? 1 : -1;
    const candidates = m[4] ? menOnFile(pos, type, fileOf(v, red, Number(m[4]))) : tandem(pos, type, m[1] === '+');
    if (typeof candidates === 'string') return { error: `WXF: "${written}": ${candidates}` };
    if (candidates.length === 0)
      return {
        error: `WXF: "${written}": ${red ? 'Red' : 'Black'} has no ${v.spec.pieces[type]!.name} on file ${m[4]}`,
      };
    const op = m[5]!;
    const n = Number(m[6]);
    const texts: string[] = [];
    for (const from of candidates) {
      const file = from % v.files;
      const rank = Math.floor(from / v.files);
      let to: [number, number];
      if (op === '.' || op === '=') to = [rank, fileOf(v, red, n)];
      else {
        const sign = (op === '+' ? 1 : -1) * forward;
        if (!DIAGONAL.has(id)) to = [rank + sign * n, file];
        else {
          const toFile = fileOf(v, red, n);
          const df = Math.abs(toFile - file);
          const dr = id === 'N' ? (df === 1 ? 2 : 1) : df;
          to = [rank + sign * dr, toFile];
        }
      }
      if (to[0] < 0 || to[0] >= v.ranks || to[1] < 0 || to[1] >= v.files) continue;
      texts.push(`${squareName(v, from)}${squareName(v, to[0] * v.files + to[1])}`);
    }
    if (texts.length === 0) return { error: `WXF: "${written}" leads off the board` };
    return texts;
  },
  write(pos, move) {
    const v = pos.variant;
    const from = moveFrom(move);
    const to = moveTo(move);
    const type = Math.abs(pos.board[from]!) - 1;
    const id = v.spec.pieces[type]!.id;
    const letter = WXF_LETTERS[id];
    if (!letter) throw new InputError(`WXF has no letter for the ${v.spec.pieces[type]!.name}`);
    const red = pos.turn === WHITE;
    const number = (file: number): number => (red ? v.files - file : file + 1);
    const file = from % v.files;
    const same = menOnFile(pos, type, file);
    let head = `${letter}${number(file)}`;
    if (same.length === 2) head = `${same.indexOf(from) === frontIndex(same, red) ? '+' : '-'}${letter}`;
    else if (same.length > 2) throw new InputError(`WXF cannot name one of ${same.length} like men on one file`);
    const dr = Math.floor(to / v.files) - Math.floor(from / v.files);
    if (dr === 0) return `${head}=${number(to % v.files)}`;
    const op = dr > 0 === red ? '+' : '-';
    return `${head}${op}${DIAGONAL.has(id) ? number(to % v.files) : Math.abs(dr)}`;
  },
  readFen: xqbaseFen,
};

/** The file index of a WXF file number for the side (Red counts from its right, Black from its own). */
function fileOf(v: Variant, red: boolean, n: number): number {
  return red ? v.files - n : n - 1;
}

/** The side to move's men of a type on a file, from rank 1 up. */
function menOnFile(pos: Position, type: number, file: number): number[] {
  const v = pos.variant;
  const code = pos.turn === WHITE ? type + 1 : -(type + 1);
  const out: number[] = [];
  if (file < 0 || file >= v.files) return out;
  for (let r = 0; r < v.ranks; r++) if (pos.board[r * v.files + file] === code) out.push(r * v.files + file);
  return out;
}

/** Which of two men on a file (listed from rank 1 up) is the front one for the side. */
const frontIndex = (men: readonly number[], red: boolean): number => (red ? men.length - 1 : 0);

/** The front or rear man of the one file holding two of the type. */
function tandem(pos: Position, type: number, front: boolean): number[] | string {
  const v = pos.variant;
  const red = pos.turn === WHITE;
  const files: number[][] = [];
  for (let f = 0; f < v.files; f++) {
    const men = menOnFile(pos, type, f);
    if (men.length >= 2) files.push(men);
  }
  if (files.length !== 1) return `no single file holds two ${v.spec.pieces[type]!.name}s to tell front from rear`;
  const men = files[0]!;
  if (men.length > 2) return `the file holds ${men.length} ${v.spec.pieces[type]!.name}s`;
  const k = frontIndex(men, red);
  return [front ? men[k]! : men[1 - k]!];
}

/** A Xiangqi FEN as xqbase and engines write it, in the project's letters. */
export function xqbaseFen(text: string): string {
  const fields = text.trim().split(/\s+/);
  fields[0] = (fields[0] ?? '').replace(/[hHeE]/g, (c) => ({ h: 'n', H: 'N', e: 'b', E: 'B' })[c]!);
  if (fields[1] === 'r') fields[1] = 'w';
  return fields.join(' ');
}

/** Whether a game's first moves are ICCS (some rank 0, every move four characters) or WXF. */
export function xiangqiNotationOf(moves: readonly { text: string }[]): 'iccs' | 'wxf' | null {
  const first = moves.slice(0, 12).map((m) => m.text);
  if (first.length === 0) return null;
  if (first.every((t) => ICCS_RE.test(t)) && first.some((t) => /[a-i]0|[a-i]0$/i.test(t))) return 'iccs';
  if (first.every((t) => WXF_RE.test(halfWidth(t).toUpperCase()))) return 'wxf';
  return null;
}

/** A WXF move in full-width characters (Ｃ２＝５, ＋Ｐ＋１), as Chinese archives write them. */
const WIDE_WXF_RE = /(?:[ＫＡＥＢＨＮＲＣＰ][１-９]|[＋－][ＫＡＥＢＨＮＲＣＰ])[＋－．＝][１-９]/g;

/** A WXF move along a rank written with a dot (C2.5), which PGN would read as a move number's. */
const DOT_WXF_RE = /(?<![A-Za-z0-9])([KAEBHNRCP][1-9]|[+-][KAEBHNRCP])\.([1-9])(?![0-9.])/g;

/**
 * Text with its full-width WXF moves in ASCII and its C2.5 as C2=5, each character for one (lines and
 * columns stay), so that PGN's reader takes each move as one word.
 */
export function foldWideWxf(text: string): string {
  const wide = /[\uff0b\uff0d\uff0e\uff1d]/.test(text) ? text.replace(WIDE_WXF_RE, halfWidth) : text;
  return wide.includes('.') ? wide.replace(DOT_WXF_RE, '$1=$2') : wide;
}

/** foldWideWxf over a text that comes in pieces: the last word of each waits for the next, so no move is cut. */
export async function* foldWideWxfPieces(pieces: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
  let held = '';
  for await (const piece of pieces) {
    const text = held + piece;
    // A move is four characters; what follows the last space, up to that, may be one cut short.
    const cut = Math.max(text.length - 4, text.search(/\s\S{0,3}$/) + 1);
    held = text.slice(cut);
    const ready = text.slice(0, cut);
    if (ready) yield foldWideWxf(ready);
  }
  if (held) yield foldWideWxf(held);
}
