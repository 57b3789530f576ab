/** Game records checked move by move, as `fairyprint validate` does: one report per game, never an exception for a bad record. */
import { type GameReport, validateText } from '../validate/replay.js';
import { knownOptions } from './options.js';

export interface ValidateOptions {
  /** The variant of every game, overriding its [Variant] tag: a template id or a definition file. */
  variant?: string;
  /** The record's file name, for reports, and the folder relative [Variant] paths start from. */
  file?: string;
  /** Accept a composed position in a [FEN] tag (the command line's --any-position). */
  anyPosition?: boolean;
}

/** A report for each game of a PGN text (a text with no game is one report saying so). */
export function validateGames(pgn: string, options?: ValidateOptions): GameReport[] {
  const { variant, file, anyPosition } = knownOptions('validateGames', options, ['variant', 'file', 'anyPosition']);
  return validateText(pgn, {
    file: file ?? null,
    ...(variant === undefined ? {} : { variant }),
    ...(anyPosition === undefined ? {} : { anyPosition }),
  });
}
