/**
 * A full garbage collection on demand, reached as Node's own tests do (the flag set at run time, `gc`
 * taken from a fresh context), so a long render can keep its peak memory down without a command-line
 * flag.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | null = null;

export function collectGarbage(): void {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}
