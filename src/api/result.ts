/** Results instead of exceptions where the caller's input can be wrong: a definition, a FEN, a move text. */
import { InputError } from '../errors.js';

/** formatPath: a field's path as messages write it (pieces[3].moves). */
export { formatPath, InputError, type SourceLocation } from '../errors.js';

export type Result<T, E = InputError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** The function's value, or its InputError as a result; any other error is a bug and is thrown on. */
export function attempt<T>(fn: () => T): Result<T> {
  try {
    return ok(fn());
  } catch (e) {
    if (e instanceof InputError) return err(e);
    throw e;
  }
}
