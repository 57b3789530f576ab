/** Arguments several commands share: the variant and an optional position. */
import type { Argv } from 'yargs';
import { loadVariant } from '../../definitions/load.js';
import type { Position } from '../../engine/position.js';
import { InputError } from '../../errors.js';
import { FenError, parseFen } from '../../notation/fen.js';
import { startPosition } from '../../engine/start.js';

export function variantArg<T>(y: Argv<T>) {
  return y.positional('variant', {
    type: 'string',
    demandOption: true,
    describe: 'A variant id from templates/ (see `fairyprint list`) or a path to a definition file',
  });
}

export function positionArg<T>(y: Argv<T>) {
  return y.option('fen', { type: 'string', describe: 'Start from this position (FEN dialect) instead of the setup' });
}

/** The variant's start position, or the given FEN; a bad FEN is reported as argument --fen, column N. */
export function withPosition(variantName: string, fen: string | undefined): Position {
  const { variant } = loadVariant(variantName);
  if (fen === undefined) return startPosition(variant);
  try {
    return parseFen(variant, fen);
  } catch (e) {
    if (e instanceof FenError) throw new InputError(e.message, { file: '--fen', line: 1, column: e.column });
    throw e;
  }
}
