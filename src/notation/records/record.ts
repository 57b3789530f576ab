/**
 * A game record as every record format reads it (PGN now; KIF, CSA, USI, ICCS, WXF to come): headers as
 * ordered name/value pairs, the start position as the format writes it, the moves as written with their
 * comments, the result, and the place in the source of each part so that every problem can be located.
 * Nothing here knows a format's syntax: readers and writers are rows of the table in formats.ts.
 */

/** A place in the source text, 1-based. */
export interface SourcePos {
  line: number;
  column: number;
}

/** A header (a PGN tag pair, a KIF header line), in the order written. */
export interface RecordTag extends SourcePos {
  name: string;
  value: string;
  /** Column of the first character of the value. */
  valueColumn: number;
}

/** A move as written, without its number or annotation marks, with the comments that follow it. */
export interface RecordMove extends SourcePos {
  text: string;
  comments?: string[];
}

export type RecordResult = '1-0' | '0-1' | '1/2-1/2' | '*';

/** The start position as the record writes it: a FEN (PGN), an SFEN (USI), a board diagram (KIF). */
export interface RecordStart extends SourcePos {
  text: string;
}

export interface RecordError extends SourcePos {
  message: string;
}

export interface GameRecord {
  /** The format's name in the table (pgn). */
  format: string;
  /** 1-based position of the game in the text. */
  index: number;
  line: number;
  column: number;
  /** In the order written, unknown ones included; a start position given by a header is also here. */
  tags: RecordTag[];
  /** The start position, or null for the variant's own. */
  start: RecordStart | null;
  /** Main-line moves as written. */
  moves: RecordMove[];
  result: (SourcePos & { text: RecordResult }) | null;
  /** The first syntax error of the game; its moves are then incomplete. */
  error: RecordError | null;
  /** The last line of the game's text. */
  endLine: number;
  /** What reading let pass (text not in UTF-8, read as Latin-1). */
  warnings: string[];
}

/** What a writer needs of a record: a record read is one, so what is read can be written back. */
export interface WritableRecord {
  tags?: readonly { name: string; value: string }[];
  start?: { text: string } | null;
  moves: readonly { text: string; comments?: readonly string[] }[];
  result?: { text: RecordResult } | null;
}

/** A record with no tags and no moves, on line `line`, unreadable when `error` is given. */
export function emptyRecord(format: string, index: number, line: number, error: RecordError | null): GameRecord {
  return {
    format,
    index,
    line,
    column: 1,
    tags: [],
    start: null,
    moves: [],
    result: null,
    error,
    endLine: line,
    warnings: [],
  };
}

export function findTag(record: Pick<GameRecord, 'tags'>, name: string): RecordTag | undefined {
  const lower = name.toLowerCase();
  return record.tags.find((t) => t.name.toLowerCase() === lower);
}

export function tagValue(record: Pick<GameRecord, 'tags'>, name: string): string | undefined {
  return findTag(record, name)?.value;
}

/** Longest text a message quotes from a record. */
const QUOTE_LIMIT = 60;

/**
 * Record text as a message quotes it: whole when short, else its start, an ellipsis and its length, so
 * that a runaway token (a 32 MB "move") does not fill the report.
 */
export function quoted(text: string, limit = QUOTE_LIMIT): string {
  if (text.length <= limit) return text;
  // Not cut between the halves of a surrogate pair.
  const cut = /[\ud800-\udbff]/.test(text.charAt(limit - 1)) ? limit - 1 : limit;
  return `${text.slice(0, cut)}... (${text.length.toLocaleString('en')} characters)`;
}
