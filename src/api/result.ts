/** Results instead of exceptions where the caller's input can be wrong: a definition, a FEN, a move text. */
import { InputError } from '../errors.js';

export type Result<T, E = InputError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

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

/**
 * The options object as given, refused when it holds a name the function does not take: plain
 * JavaScript would otherwise ignore a misspelt option (formats for format) and print something else.
 */
export function knownOptions<T extends object>(fn: string, options: T | undefined, names: readonly string[]): T {
  if (options === undefined) return {} as T;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new InputError(`${fn} takes its options as an object, not ${String(options)}`);
  for (const key of Object.keys(options)) {
    if (names.includes(key)) continue;
    const near = names.find((n) => n.toLowerCase() === key.toLowerCase() || key.startsWith(n) || n.startsWith(key));
    throw new InputError(`${fn} has no option "${key}"${near ? ` (did you mean ${near}?)` : ''}; it takes ${names.join(', ')}`);
  }
  return options;
}
