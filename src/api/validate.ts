/** Game records checked move by move, as `fairyprint validate` does: one report per game, never an exception for a bad record. */
import { streamRecords } from '../notation/records/formats.js';
import { formatJsonGame, formatText, JSON_OPEN, jsonClose } from '../validate/format.js';
import { type GameReport, noGameFound, unreadableFile, validateGame, validateText } from '../validate/replay.js';
import { knownOptions } from './options.js';

export type { ErrorKind, GameClaim, GameError, GameReport } from '../validate/replay.js';

export interface ValidateOptions {
  /** The variant of every game, overriding its [Variant] tag: a template id or a definition file. */
  variant?: string;
  /** The record's file name, for reports, and the folder relative [Variant] paths start from. */
  file?: string;
  /** Accept a composed position in a [FEN] tag (the command line's --any-position). */
  anyPosition?: boolean;
  /** The record format by name (see recordFormats), overriding the file's extension and the look of the text. */
  format?: string;
}

const VALIDATE_OPTIONS = ['variant', 'file', 'anyPosition', 'format'];

function replayOptions(fn: string, options: ValidateOptions | undefined) {
  const { variant, file, anyPosition, format } = knownOptions(fn, options, VALIDATE_OPTIONS);
  return {
    file: file ?? null,
    ...(format === undefined ? {} : { format }),
    ...(variant === undefined ? {} : { variant }),
    ...(anyPosition === undefined ? {} : { anyPosition }),
  };
}

/** A report for each game of a PGN text (a text with no game is one report saying so). */
export function validateGames(pgn: string, options?: ValidateOptions): GameReport[] {
  return validateText(pgn, replayOptions('validateGames', options));
}

/**
 * A report for each game of a record that arrives in pieces of text or bytes (a file or standard input of
 * any size; bytes are decoded as docs/game-records.md says, the format found by the file's extension or
 * the text's look),
 * each as soon as its game has been read, in memory bounded by the largest game; a text with no game is
 * one report saying so. An error reading the pieces is the caller's (see unreadableReport).
 */
export async function* validateStream(
  pieces: AsyncIterable<Uint8Array | string>,
  options?: ValidateOptions,
): AsyncGenerator<GameReport> {
  const replay = replayOptions('validateStream', options);
  let read = 0;
  for await (const game of streamRecords(pieces, {
    file: replay.file,
    ...(replay.format === undefined ? {} : { format: replay.format }),
  })) {
    read++;
    yield validateGame(game, replay);
  }
  if (read === 0) yield noGameFound(replay);
}

/** The report for a file that cannot be read at all, with the reason (no such file, permission denied). */
export function unreadableReport(file: string, reason: string): GameReport {
  return unreadableFile(file, reason);
}

/** The line the command line ends a report of several games with. */
export function gamesSummary(games: number, legal: number, unreadable: number): string {
  return `${games} games: ${legal} legal, ${games - legal - unreadable} not, ${unreadable} unreadable\n`;
}

/** A report as the command line prints it. */
export function formatReport(report: GameReport): string {
  return formatText(report);
}

/** The command line's --json, written a report at a time: `open`, then `game` for each (`first` for the first), then `close` with their number. */
export const reportsJson = {
  open: JSON_OPEN,
  game: (report: GameReport, first: boolean): string => formatJsonGame(report, first),
  close: (games: number): string => jsonClose(games),
} as const;
