/**
 * Game records as text, in every format of the record table (PGN, KIF, KI2, CSA, USI, ICCS, WXF; each
 * a row of src/notation/records/formats.ts): read every game of a text or a file's bytes, write a record, number
 * its moves. Free of Node (the studio page reads and writes its records with it); validating records
 * against a variant is in records.ts.
 */
import { numberedMoves as numbered } from '../notation/pgn-write.js';
import { decodeRecordInput, RECORD_FORMATS, readRecordText, recordFormat } from '../notation/records/formats.js';
import type { GameRecord, WritableRecord } from '../notation/records/record.js';
import { knownOptions } from './options.js';
import { attempt, type Result } from './result.js';

export type {
  GameRecord,
  RecordMove,
  RecordResult,
  RecordStart,
  RecordTag,
  SourcePos,
  WritableRecord,
} from '../notation/records/record.js';

export interface RecordReadOptions {
  /** The file's name: its extension tells the format, and messages name it. */
  file?: string;
  /** The format by name (see recordFormats), overriding the extension and the look of the text. */
  format?: string;
}

/**
 * The formats records are read and written in, with the file extensions each goes by and, for a format
 * of one game (KIF: Shogi), `variant`: its games' variant when they name none.
 */
export function recordFormats(): { name: string; extensions: string[]; variant?: string }[] {
  return RECORD_FORMATS.map((f) => ({
    name: f.name,
    extensions: [...f.extensions],
    ...(f.variant === undefined ? {} : { variant: f.variant }),
  }));
}

/** The games of a text or its bytes as the record table reads them; an unknown format name throws. */
export function readRecordGames(input: string | Uint8Array, options: RecordReadOptions = {}): GameRecord[] {
  const { file, format } = options;
  return readRecordText(input, { file: file ?? null, ...(format === undefined ? {} : { format }) });
}

/**
 * Every game of a text, or of a file's bytes (UTF-8, UTF-16 by its byte order mark, else Windows-1252
 * from the first byte UTF-8 cannot have, with a warning on the games concerned). A syntax error is a
 * value on its game (`error`), never a failure; an unknown format name is.
 */
export function readRecords(input: string | Uint8Array, options?: RecordReadOptions): Result<GameRecord[]> {
  const known = knownOptions('readRecords', options, ['file', 'format']);
  return attempt(() => readRecordGames(input, known));
}

/**
 * A record file's bytes as the text its games are read from: UTF-8, or the encoding its format keeps
 * where it is not (a KIF file's Shift_JIS, told by the name's extension or the text). What a page shows
 * of a file dropped on it.
 */
export function recordFileText(bytes: Uint8Array, options: RecordReadOptions = {}): string {
  const { file, format } = options;
  return decodeRecordInput(bytes, { file: file ?? null, ...(format === undefined ? {} : { format }) }).text;
}

/** A record as text in a format (default PGN); refused for what the format cannot hold. */
export function writeRecord(record: WritableRecord, options?: { format?: string }): Result<string> {
  const { format } = knownOptions('writeRecord', options, ['format']);
  return attempt(() => recordFormat(format ?? 'pgn').write(record));
}

/** Each move with its ply (from 1) and its number as a record writes it ("12." for White, "12..." for Black). */
export function numberedMoves(
  record: Pick<WritableRecord, 'start' | 'moves'>,
): { ply: number; number: string; text: string }[] {
  return numbered(record).map(({ ply, number, move }) => ({ ply, number, text: move.text }));
}
