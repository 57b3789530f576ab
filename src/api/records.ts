/**
 * Game records validated against a variant already loaded (a template, a file, edited text): a report
 * for each game, and, replayed, each position a game reaches. Reading, writing and numbering records
 * (free of Node) are in record-text.ts, and exported from here too.
 */
import { MoveKind, moveFrom, moveKind, moveTo } from '../engine/move.js';
import { squareName } from '../engine/squares.js';
import { InputError } from '../errors.js';
import { toFen } from '../notation/fen.js';
import { recordFormat } from '../notation/records/formats.js';
import type { GameRecord } from '../notation/records/record.js';
import { type ConvertedGame, convertGame } from '../validate/convert.js';
import {
  type GameReport,
  noGameFound,
  type ValidateOptions as ReplayOptions,
  validateGame,
} from '../validate/replay.js';
import { knownOptions } from './options.js';
import { type RecordReadOptions, readRecordGames } from './record-text.js';
import { attempt, type Result } from './result.js';
import { loadedVariant, type Variant } from './variant.js';

export type { ConvertedGame } from '../validate/convert.js';
export {
  numberedMoves,
  type RecordReadOptions,
  readRecords,
  recordFileText,
  recordFormats,
  writeRecord,
} from './record-text.js';

export interface RecordValidateOptions extends RecordReadOptions {
  /** Accept a composed position as the start (the command line's --any-position). */
  anyPosition?: boolean;
}

/** A position a game reached: its FEN, and the move that led to it as written, with its squares (all null at the start). */
export interface RecordPosition {
  readonly fen: string;
  readonly move: string | null;
  /** The square the man left; null for a drop. */
  readonly from: string | null;
  readonly to: string | null;
}

/** A game validated, and the positions it reached on the way: the start, then one per legal move. */
export interface ReplayedRecord {
  readonly report: GameReport;
  readonly positions: readonly RecordPosition[];
}

const VALIDATE_OPTIONS = ['file', 'format', 'anyPosition'] as const;

/**
 * A report for each game of a text, its bytes or records read, played as `variant` (whatever the
 * records' Variant tags say; without it, as they say). A text with no game is one report saying so.
 */
export function validateRecords(
  records: string | Uint8Array | readonly GameRecord[],
  variant?: Variant,
  options?: RecordValidateOptions,
): GameReport[] {
  return replay('validateRecords', records, variant, options, false).map((r) => r.report);
}

/**
 * Every game validated as validateRecords does it, with each position it reached: the start, then the
 * position after each legal move up to the first illegal one (for a board stepping through the game).
 */
export function replayRecords(
  records: string | Uint8Array | readonly GameRecord[],
  variant?: Variant,
  options?: RecordValidateOptions,
): ReplayedRecord[] {
  return replay('replayRecords', records, variant, options, true);
}

function replay(
  caller: string,
  records: string | Uint8Array | readonly GameRecord[],
  variant: Variant | undefined,
  options: RecordValidateOptions | undefined,
  withPositions: boolean,
): ReplayedRecord[] {
  const { file, format, anyPosition } = knownOptions(caller, options, VALIDATE_OPTIONS);
  const base: ReplayOptions = {
    file: file ?? null,
    ...(variant === undefined ? {} : { loaded: loadedVariant(variant) }),
    ...(anyPosition === undefined ? {} : { anyPosition }),
  };
  const games =
    typeof records === 'string' || records instanceof Uint8Array
      ? readRecordGames(records, {
          ...(file === undefined ? {} : { file }),
          ...(format === undefined ? {} : { format }),
        })
      : records;
  if (games.length === 0) return [{ report: noGameFound(base), positions: [] }];
  return games.map((game) => {
    const positions: RecordPosition[] = [];
    const onPosition: ReplayOptions['onPosition'] = (pos, move) => {
      const v = pos.variant;
      positions.push(
        Object.freeze({
          fen: toFen(pos),
          move: move === null ? null : game.moves[positions.length - 1]!.text,
          from: move === null || moveKind(move) === MoveKind.Drop ? null : squareName(v, moveFrom(move)),
          to: move === null ? null : squareName(v, moveTo(move)),
        }),
      );
    };
    const report = validateGame(game, withPositions ? { ...base, onPosition } : base);
    return { report, positions };
  });
}

export interface RecordConvertOptions {
  /** The file's name: its extension tells the format read, and reports name it. */
  file?: string;
  /** The format read, by name, overriding the extension and the look of the text. */
  format?: string;
  /**
   * The variant of every game, overriding what the records say: a template id or a definition file, or a
   * Variant already loaded (an edited definition: the studio page, which reads no file, writes its games so).
   */
  variant?: string | Variant;
  /** Accept a composed position as the start (the command line's --any-position). */
  anyPosition?: boolean;
}

/** Every game converted, and the text of those written (joined as the format joins games in a file). */
export interface ConvertedRecords {
  readonly text: string;
  readonly games: readonly ConvertedGame[];
}

const CONVERT_OPTIONS = ['file', 'format', 'variant', 'anyPosition'] as const;

/**
 * The games of a text or a file's bytes written in the format `to` (a name of recordFormats()): each is
 * validated and, when legal, written move by move in that format's notation. An unknown format, or games
 * a format of one game a file (KIF) cannot hold together, are an error; a game not legal or that the
 * format cannot hold is left out, its report and `refusal` saying why.
 */
export function convertRecords(
  input: string | Uint8Array,
  to: string,
  options?: RecordConvertOptions,
): Result<ConvertedRecords> {
  const { file, format, variant, anyPosition } = knownOptions('convertRecords', options, CONVERT_OPTIONS);
  return attempt(() => {
    const target = recordFormat(to);
    const games = readRecordGames(input, {
      ...(file === undefined ? {} : { file }),
      ...(format === undefined ? {} : { format }),
    });
    const replay = {
      file: file ?? null,
      ...(variant === undefined ? {} : typeof variant === 'string' ? { variant } : { loaded: loadedVariant(variant) }),
      ...(anyPosition === undefined ? {} : { anyPosition }),
    };
    const converted = games.length === 0 ? [] : games.map((g) => convertGame(g, replay, target));
    const texts = converted.flatMap((c) => (c.text === null ? [] : [c.text]));
    if (texts.length > 1 && target.joins === null)
      throw new InputError(`${to.toUpperCase()} holds one game a file; the input has ${texts.length}`);
    return { text: texts.join(target.joins ?? ''), games: converted };
  });
}
