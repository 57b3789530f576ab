/**
 * Record files as text. A byte order mark says UTF-8, UTF-16 LE or UTF-16 BE (and is dropped); UTF-16
 * without one is told by the zero bytes of its first character. Other text is UTF-8 until a byte that
 * UTF-8 cannot have: from there on the text is read as Windows-1252 (Latin-1, the character set of the
 * PGN standard, as old archives are written), and the decoder says where it switched so that the games
 * read from there carry a warning instead of mangled names.
 */

type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** Where text stopped being UTF-8. */
export interface NotUtf8 {
  /** Byte offset in the file, from 0. */
  offset: number;
  byte: number;
  line: number;
  column: number;
}

/** The warning for the games read after a switch to Windows-1252. */
export function notUtf8Warning(at: NotUtf8): string {
  const byte = at.byte.toString(16).toUpperCase().padStart(2, '0');
  return `the text is not UTF-8 from line ${at.line}, column ${at.column} (byte 0x${byte} at offset ${at.offset}): read from there as Windows-1252 (Latin-1)`;
}

/** Bytes a UTF-8 sequence led by `b` has after it, or -1 for a byte that cannot lead one. */
function continuations(b: number): number {
  if (b < 0x80) return 0;
  if (b >= 0xc2 && b <= 0xdf) return 1;
  if (b >= 0xe0 && b <= 0xef) return 2;
  if (b >= 0xf0 && b <= 0xf4) return 3;
  return -1;
}

/** The range of the byte after a lead byte (the overlong and surrogate forms excluded). */
function secondRange(lead: number): [number, number] {
  if (lead === 0xe0) return [0xa0, 0xbf];
  if (lead === 0xed) return [0x80, 0x9f];
  if (lead === 0xf0) return [0x90, 0xbf];
  if (lead === 0xf4) return [0x80, 0x8f];
  return [0x80, 0xbf];
}

/**
 * The index of the first byte of `bytes` that is not valid UTF-8, or -1; a sequence cut by the end of
 * the bytes counts as valid when `final` is false (the next piece completes it), and `incomplete` is
 * then where it begins.
 */
function firstInvalid(bytes: Uint8Array, final: boolean): { invalid: number; incomplete: number } {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const more = continuations(b);
    if (more < 0) return { invalid: i, incomplete: n };
    for (let k = 1; k <= more; k++) {
      if (i + k >= n) return final ? { invalid: i, incomplete: n } : { invalid: -1, incomplete: i };
      const [low, high] = k === 1 ? secondRange(b) : [0x80, 0xbf];
      const c = bytes[i + k]!;
      if (c < low || c > high) return { invalid: i, incomplete: n };
    }
    i += more + 1;
  }
  return { invalid: -1, incomplete: n };
}

function bomEncoding(head: Uint8Array): { encoding: Encoding; skip: number } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', skip: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', skip: 2 };
  if (head.length >= 2 && head[0] !== 0 && head[1] === 0) return { encoding: 'utf-16le', skip: 0 };
  if (head.length >= 2 && head[0] === 0 && head[1] !== 0) return { encoding: 'utf-16be', skip: 0 };
  return { encoding: 'utf-8', skip: 0 };
}

/** Decodes a file's bytes piece by piece; `switched` says where UTF-8 gave way to Windows-1252. */
export class RecordDecoder {
  switched: NotUtf8 | null = null;
  private encoding: Encoding | null = null;
  private decoder: TextDecoder | null = null;
  /** Bytes held back: a start too short for a byte order mark, or a UTF-8 sequence cut by the piece's end. */
  private pending: Uint8Array = new Uint8Array(0);
  /** Bytes decoded so far, lines ended so far and characters since the last line feed (to locate a switch). */
  private offset = 0;
  private lines = 0;
  private column = 0;

  decode(piece: Uint8Array, final = false): string {
    let bytes = piece;
    if (this.pending.length > 0) {
      bytes = new Uint8Array(this.pending.length + piece.length);
      bytes.set(this.pending);
      bytes.set(piece, this.pending.length);
      this.pending = new Uint8Array(0);
    }
    if (this.encoding === null) {
      if (bytes.length < 3 && !final) {
        this.pending = bytes;
        return '';
      }
      const { encoding, skip } = bomEncoding(bytes);
      this.encoding = encoding;
      if (encoding !== 'utf-8') this.decoder = new TextDecoder(encoding);
      bytes = bytes.subarray(skip);
      this.offset = skip;
    }
    if (this.decoder) return this.decoder.decode(bytes, { stream: !final });
    return this.decodeUtf8(bytes, final);
  }

  private decodeUtf8(bytes: Uint8Array, final: boolean): string {
    const { invalid, incomplete } = firstInvalid(bytes, final);
    if (invalid < 0) {
      this.pending = bytes.slice(incomplete);
      return this.counted(utf8.decode(bytes.subarray(0, incomplete)), incomplete);
    }
    const valid = this.counted(utf8.decode(bytes.subarray(0, invalid)), invalid);
    this.switched = { offset: this.offset, byte: bytes[invalid]!, line: this.lines + 1, column: this.column + 1 };
    this.encoding = 'windows-1252';
    this.decoder = new TextDecoder('windows-1252');
    return valid + this.decoder.decode(bytes.subarray(invalid), { stream: !final });
  }

  /** `text`, decoded from `byteCount` bytes, counted into the place reached. */
  private counted(text: string, byteCount: number): string {
    this.offset += byteCount;
    let last = -1;
    for (let k = text.indexOf('\n'); k >= 0; k = text.indexOf('\n', k + 1)) {
      this.lines++;
      last = k;
    }
    this.column = last < 0 ? this.column + text.length : text.length - last - 1;
    return text;
  }
}

const utf8 = new TextDecoder('utf-8');

/**
 * A whole file's text, with where it stopped being UTF-8. `legacy` is the format's own encoding for text
 * that is not UTF-8 (KIF's Shift_JIS): such a file is read in it whole, as its format says, with no warning.
 */
export function decodeRecordBytes(bytes: Uint8Array, legacy?: string): { text: string; switched: NotUtf8 | null } {
  if (legacy && bomEncoding(bytes).encoding === 'utf-8' && bomEncoding(bytes).skip === 0) {
    if (firstInvalid(bytes, true).invalid >= 0) return { text: new TextDecoder(legacy).decode(bytes), switched: null };
  }
  const decoder = new RecordDecoder();
  const text = decoder.decode(bytes, true);
  return { text, switched: decoder.switched };
}
