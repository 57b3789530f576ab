/**
 * The table of record formats: each row names a format, the file extensions it goes by, how to tell its
 * text from a look at the start (a sniff), and its reader and writer. A new format (KIF, CSA, USI, ICCS,
 * WXF) is a reader, a writer and a row; the validator, the command line and the library find it here.
 */
import { InputError } from '../../errors.js';
import { parsePgn } from '../pgn.js';
import { streamPgn } from '../pgn-stream.js';
import { writePgn } from '../pgn-write.js';
import { decodeRecordBytes, type NotUtf8, notUtf8Warning, RecordDecoder } from './decode.js';
import type { GameRecord, WritableRecord } from './record.js';

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
}

export const RECORD_FORMATS: readonly RecordFormat[] = [
  {
    name: 'pgn',
    extensions: ['.pgn'],
    // A tag pair or a first move number, after comments and escape lines.
    sniff: (head) => /^(?:\s|%[^\n]*\n|;[^\n]*\n|\{[^}]*\})*(?:\[\s*[A-Za-z0-9_]+\s*"|1\s*\.)/.test(head),
    read: parsePgn,
    stream: streamPgn,
    write: writePgn,
  },
];

/** The format of that name; an InputError naming those there are. */
export function recordFormat(name: string): RecordFormat {
  const found = RECORD_FORMATS.find((f) => f.name === name.toLowerCase());
  if (!found)
    throw new InputError(`no record format "${name}": there are ${RECORD_FORMATS.map((f) => f.name).join(', ')}`);
  return found;
}

/** The format of a file by its extension, else by the start of its text, else the first row (PGN). */
export function detectFormat(file: string | null, head: string): RecordFormat {
  const lower = file?.toLowerCase() ?? '';
  return (
    RECORD_FORMATS.find((f) => f.extensions.some((e) => lower.endsWith(e))) ??
    RECORD_FORMATS.find((f) => f.sniff(head)) ??
    RECORD_FORMATS[0]!
  );
}

/** Text looked at to tell a format. */
const SNIFF_LENGTH = 4096;

export interface ReadOptions {
  /** The file name, whose extension tells the format. */
  file?: string | null;
  /** The format by name, overriding the file's extension and the text's look. */
  format?: string;
}

/** Every game of a text or a file's bytes (decoded as decode.ts says). */
export function readRecordText(input: string | Uint8Array, options: ReadOptions = {}): GameRecord[] {
  const { text, switched } = typeof input === 'string' ? { text: input, switched: null } : decodeRecordBytes(input);
  const format = options.format
    ? recordFormat(options.format)
    : detectFormat(options.file ?? null, text.slice(0, SNIFF_LENGTH));
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

async function* readWhole(format: RecordFormat, texts: AsyncIterable<string>): AsyncGenerator<GameRecord> {
  let text = '';
  for await (const t of texts) text += t;
  yield* format.read(text);
}
