/** Options objects of the public functions, checked by name. */
import { InputError } from '../errors.js';

/**
 * The options object as given, refused when it holds a name the function does not take: plain
 * JavaScript would otherwise ignore a misspelt option (formats for format) and print something else.
 */
export function knownOptions<T extends object>(fn: string, options: T | undefined, names: readonly string[]): T {
  if (options === undefined) return {} as T;
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new InputError(`${fn} takes its options as an object, not ${String(options)}`);
  for (const key of Object.keys(options)) {
    if (names.includes(key)) continue;
    const near = names.find((n) => n.toLowerCase() === key.toLowerCase() || key.startsWith(n) || n.startsWith(key));
    throw new InputError(
      `${fn} has no option "${key}"${near ? ` (did you mean ${near}?)` : ''}; it takes ${names.join(', ')}`,
    );
  }
  return options;
}

/** A library option's command-line flag: marginMm is --margin-mm (without the dashes). */
export type Flag<N extends string> = N extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `-${Lowercase<H>}`}${Flag<T>}`
  : N;
export const flagOf = <N extends string>(name: N): Flag<N> =>
  name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) as Flag<N>;
