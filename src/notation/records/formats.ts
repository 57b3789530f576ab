/**
 * The table of record formats: each row names a format, the file extensions it goes by, how to tell its
 * text from a look at the start (a sniff), its reader and writer, and, for a format with move text of its
 * own, its notation (notation.ts) and the variant its games are of when they name none. A new format is a
 * reader, a writer and a row; the validator, the command line and the library find it here.
 */
import type { Variant } from '../../engine/variant.js';
import { InputError } from '../../errors.js';
import { parsePgn } from '../pgn.js';
import { streamPgn } from '../pgn-stream.js';
import { writePgn } from '../pgn-write.js';
import { CSA_NOTATION, readCsa, writeCsa } from './csa.js';
import { decodeRecordBytes, type NotUtf8, notUtf8Warning, RecordDecoder } from './decode.js';
import { KI2_NOTATION } from './ki2.js';
import { KIF_NOTATION, looksLikeKi2, looksLikeKif, readKi2, readKif, writeKi2, writeKif } from './kif.js';
import type { RecordNotation } from './notation.js';
import { findTag, type GameRecord, type WritableRecord } from './record.js';
import { isSfen, shogiFamily, USI_NOTATION } from './shogi.js';
import { readUsi, writeUsi } from './usi.js';
import { foldWideWxf, foldWideWxfPieces, ICCS_NOTATION, WXF_NOTATION, xiangqiNotationOf } from './xiangqi.js';

export interface RecordFormat {
  /** The format's name (pgn), as options and GameRecord.format give it. */
  name: string;
  /** File extensions, lower case with the dot. */
  extensions: readonly string[];
  /** Whether the start of a text (its first few kilobytes) looks like this format. */
  sniff(head: string): boolean;
  /** Every game of a text; never throws: a syntax error is a value on its game. */
  read(text: string): GameRecord[];
  /** The games of a text that comes in pieces, each given out once complete, in memory bounded by the largest game. */
  stream?(pieces: AsyncIterable<string> | Iterable<string>): AsyncGenerator<GameRecord>;
  /** The record's text; an InputError for what the format cannot hold. */
  write(record: WritableRecord): string;
  /** Its own move text, read in the position and written from a move; absent: the project's (SAN, coordinates). */
  notation?: RecordNotation;
  /** The variant of its games when they name none (shogi for KIF). */
  variant?: string;
  /** The other variants whose games it holds (Shogi's formats: the Shogi family, minishogi...). */
  holdsVariant?: (v: Variant) => boolean;
  /** The encoding of its files when they are not UTF-8 (KIF's and CSA's Shift_JIS), instead of Windows-1252. */
  legacyEncoding?: string;
  /** What it holds of a record (for conversions that must leave the rest out): players and tags, the result. */
  holds: { tags: boolean; result: boolean };
  /** What stands between two games written into one file; null: a file holds one game (KIF). */
  joins: string | null;
}

/** USI's moves: 7g7f, 8h2b+, B*4e. */
const USI_MOVE = /^(?:[1-9][a-i][1-9][a-i]\+?|[RBGSNLP]\*[1-9][a-i])$/;

/**
 * A PGN game relabelled with the notation its Format tag or its moves are in: Xiangqi's ICCS or WXF
 * (xqbase's, the WXF archives'), Shogi's USI (a [Variant "shogi"] or "minishogi" game of 7g7f, B*4e:
 * no other notation writes a move with a digit first).
 */
function notationOfPgn(game: GameRecord): GameRecord {
  const tag = findTag(game, 'Format')?.value.trim().toLowerCase();
  const variant = findTag(game, 'Variant')?.value.trim().toLowerCase();
  const first = game.moves.slice(0, 12);
  let notation: string | null = null;
  if (variant === undefined || variant === 'xiangqi')
    notation = tag === 'iccs' || tag === 'wxf' ? tag : xiangqiNotationOf(game.moves);
  else if (first.length > 0 && first.every((m) => USI_MOVE.test(m.text))) notation = 'usi';
  if (notation) game.format = notation;
  return game;
}

async function* relabelled(games: AsyncGenerator<GameRecord>): AsyncGenerator<GameRecord> {
  for await (const g of games) yield notationOfPgn(g);
}

const PGN_SNIFF = /^(?:\s|%[^\n]*\n|;[^\n]*\n|\{[^}]*\})*(?:\[\s*[A-Za-z0-9_]+\s*"|1\s*\.)/;

/** A PGN reader whose games in ICCS or WXF are labelled so. */
const notationOfPgnRow = (name: 'iccs' | 'wxf', notation: RecordNotation): RecordFormat => ({
  name,
  extensions: [],
  sniff: () => false,
  read: (text) => parsePgn(foldWideWxf(text)).map((g) => Object.assign(g, { format: name })),
  write: (record) =>
    writePgn({
      ...record,
      tags: [
        ...(record.tags ?? []).filter((t) => t.name.toLowerCase() !== 'format'),
        { name: 'Format', value: name.toUpperCase() },
      ],
    }),
  notation,
  variant: 'xiangqi',
  holds: { tags: true, result: true },
  joins: '\n',
});

export const RECORD_FORMATS: readonly RecordFormat[] = [
  {
    name: 'pgn',
    extensions: ['.pgn'],
    // A tag pair or a first move number, after comments and escape lines.
    sniff: (head) => PGN_SNIFF.test(head),
    read: (text) => parsePgn(foldWideWxf(text)).map(notationOfPgn),
    stream: (pieces) => relabelled(streamPgn(foldWideWxfPieces(pieces))),
    write: writePgn,
    holds: { tags: true, result: true },
    joins: '\n',
  },
  {
    name: 'kif',
    extensions: ['.kif', '.kifu'],
    sniff: looksLikeKif,
    read: readKif,
    write: writeKif,
    notation: KIF_NOTATION,
    variant: 'shogi',
    holdsVariant: shogiFamily,
    legacyEncoding: 'shift_jis',
    holds: { tags: true, result: true },
    joins: null,
  },
  {
    name: 'ki2',
    extensions: ['.ki2', '.ki2u'],
    sniff: looksLikeKi2,
    read: readKi2,
    write: writeKi2,
    notation: KI2_NOTATION,
    variant: 'shogi',
    holdsVariant: shogiFamily,
    legacyEncoding: 'shift_jis',
    holds: { tags: true, result: true },
    joins: null,
  },
  {
    name: 'csa',
    extensions: ['.csa'],
    sniff: (head) => /^(?:'[^\n]*\n|\s)*(?:V2|N[+-]|P[1-9I+-]|\$[A-Z_]+:)/.test(head),
    read: readCsa,
    write: writeCsa,
    notation: CSA_NOTATION,
    variant: 'shogi',
    holdsVariant: shogiFamily,
    legacyEncoding: 'shift_jis',
    holds: { tags: true, result: true },
    joins: '/\n',
  },
  {
    name: 'usi',
    extensions: ['.usi', '.sfen'],
    sniff: (head) => /^\s*(?:position\s|startpos\b|sfen\s)/.test(head) || isSfen(head.split('\n')[0] ?? ''),
    read: readUsi,
    write: writeUsi,
    notation: USI_NOTATION,
    variant: 'shogi',
    holdsVariant: shogiFamily,
    holds: { tags: false, result: false },
    joins: '',
  },
  notationOfPgnRow('iccs', ICCS_NOTATION),
  notationOfPgnRow('wxf', WXF_NOTATION),
];

/** The format of that name; an InputError naming those there are. */
export function recordFormat(name: string): RecordFormat {
  const found = RECORD_FORMATS.find((f) => f.name === name.toLowerCase());
  if (!found)
    throw new InputError(`no record format "${name}": there are ${RECORD_FORMATS.map((f) => f.name).join(', ')}`);
  return found;
}

/** The row a record was read by (null for a record made by hand with a format that is not a row). */
export function formatOfRecord(record: Pick<GameRecord, 'format'>): RecordFormat | null {
  return RECORD_FORMATS.find((f) => f.name === record.format) ?? null;
}

/** The format of a file by its extension, or null. */
function formatOfFile(file: string | null): RecordFormat | null {
  const lower = file?.toLowerCase() ?? '';
  return RECORD_FORMATS.find((f) => f.extensions.some((e) => lower.endsWith(e))) ?? null;
}

/** The format of a file by its extension, else by the start of its text, else the first row (PGN). */
export function detectFormat(file: string | null, head: string): RecordFormat {
  return formatOfFile(file) ?? RECORD_FORMATS.find((f) => f.sniff(head)) ?? RECORD_FORMATS[0]!;
}

/** Text looked at to tell a format. */
const SNIFF_LENGTH = 4096;

export interface ReadOptions {
  /** The file name, whose extension tells the format. */
  file?: string | null;
  /** The format by name, overriding the file's extension and the text's look. */
  format?: string;
}

/**
 * A text, or a file's bytes decoded as decode.ts says (in its format's own encoding, KIF's Shift_JIS,
 * where it is not UTF-8), with the format it is read in.
 */
export function decodeRecordInput(
  input: string | Uint8Array,
  options: ReadOptions = {},
): { text: string; format: RecordFormat; switched: NotUtf8 | null } {
  const known = options.format ? recordFormat(options.format) : formatOfFile(options.file ?? null);
  let decoded = typeof input === 'string' ? { text: input, switched: null } : decodeRecordBytes(input);
  let format = known ?? detectFormat(null, decoded.text.slice(0, SNIFF_LENGTH));
  // Told by its text only once decoded: a format with an encoding of its own is decoded again in it.
  if (!known && typeof input !== 'string' && format.legacyEncoding) {
    decoded = decodeRecordBytes(input, format.legacyEncoding);
    format = detectFormat(null, decoded.text.slice(0, SNIFF_LENGTH));
  } else if (known?.legacyEncoding && typeof input !== 'string')
    decoded = decodeRecordBytes(input, known.legacyEncoding);
  return { ...decoded, format };
}

/** Every game of a text or a file's bytes (decoded as decodeRecordInput says). */
export function readRecordText(input: string | Uint8Array, options: ReadOptions = {}): GameRecord[] {
  const { text, switched, format } = decodeRecordInput(input, options);
  const records = format.read(text);
  if (switched) for (const r of records) warnAfterSwitch(r, switched);
  return records;
}

function warnAfterSwitch(record: GameRecord, switched: NotUtf8): void {
  if (record.endLine >= switched.line) record.warnings.push(notUtf8Warning(switched));
}

/**
 * The games of a file or stream read piece by piece (bytes are decoded; strings are text already), each
 * given out once complete: files of any size in bounded memory.
 */
export async function* streamRecords(
  pieces: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
  options: ReadOptions = {},
): AsyncGenerator<GameRecord> {
  const known = options.format ? recordFormat(options.format) : formatOfFile(options.file ?? null);
  // A format with an encoding of its own is decoded whole (its files are single games, small).
  if (known?.legacyEncoding) {
    yield* readRecordText(await gathered(pieces), options);
    return;
  }
  const decoder = new RecordDecoder();
  const iterator = (Symbol.asyncIterator in pieces ? pieces[Symbol.asyncIterator]() : pieces[Symbol.iterator]()) as
    | AsyncIterator<string | Uint8Array>
    | Iterator<string | Uint8Array>;
  const texts = async function* (): AsyncGenerator<string> {
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      const piece = next.value;
      const text = typeof piece === 'string' ? piece : decoder.decode(piece);
      if (text) yield text;
    }
    const rest = decoder.decode(new Uint8Array(0), true);
    if (rest) yield rest;
  };
  // The format is told from the first text, which is then given to its reader with the rest.
  const source = texts();
  const first = await source.next();
  const head = first.done ? '' : first.value;
  const format = options.format
    ? recordFormat(options.format)
    : detectFormat(options.file ?? null, head.slice(0, SNIFF_LENGTH));
  async function* all(): AsyncGenerator<string> {
    if (head) yield head;
    yield* source;
  }
  const games = format.stream ? format.stream(all()) : readWhole(format, all());
  for await (const game of games) {
    if (decoder.switched) warnAfterSwitch(game, decoder.switched);
    yield game;
  }
}

/** The pieces as one text, or one run of bytes when any piece is bytes. */
async function gathered(
  pieces: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
): Promise<string | Uint8Array> {
  const parts: (string | Uint8Array)[] = [];
  for await (const p of pieces) parts.push(p);
  if (parts.every((p) => typeof p === 'string')) return parts.join('');
  const bytes = parts.map((p) => (typeof p === 'string' ? new TextEncoder().encode(p) : p));
  const all = new Uint8Array(bytes.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const b of bytes) {
    all.set(b, at);
    at += b.length;
  }
  return all;
}

async function* readWhole(format: RecordFormat, texts: AsyncIterable<string>): AsyncGenerator<GameRecord> {
  let text = '';
  for await (const t of texts) text += t;
  yield* format.read(text);
}
