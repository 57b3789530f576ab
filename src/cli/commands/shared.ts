/** Arguments several commands share: the variant and an optional position. */
import type { Argv } from 'yargs';
import { loadVariant } from '../../definitions/load.js';
import type { Position } from '../../engine/position.js';
import { InputError } from '../../errors.js';
import { FenError, fenRefusal, parseFen } from '../../notation/fen.js';
import { startPosition } from '../../engine/start.js';

export function variantArg<T>(y: Argv<T>) {
  return y.positional('variant', {
    type: 'string',
    demandOption: true,
    describe: 'A variant id from templates/ (see `fairyprint list`) or a path to a definition file',
  });
}

export function positionArg<T>(y: Argv<T>) {
  return anyPositionArg(y.option('fen', { type: 'string', describe: 'Start from this position (FEN dialect) instead of the setup' }));
}

export function anyPositionArg<T>(y: Argv<T>) {
  return y.option('any-position', {
    type: 'boolean',
    default: false,
    describe: 'Accept composed positions no game reaches (extra men, any squares, any history); royals and check still hold',
  });
}

/** The variant's start position, or the given FEN; a bad FEN is reported as argument --fen, column N. */
export function withPosition(variantName: string, fen: string | undefined, anyPosition = false): Position {
  const { variant } = loadVariant(variantName);
  if (fen === undefined) return startPosition(variant);
  try {
    return parseFen(variant, fen, { anyPosition });
  } catch (e) {
    if (e instanceof FenError) throw new InputError(fenRefusal(e), { file: '--fen', line: 1, column: e.column });
    throw e;
  }
}
