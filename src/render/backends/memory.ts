/**
 * A garbage collection on demand, reached as Node's own tests do (the flag set at run time, `gc` taken
 * from a fresh context), so a long render can keep its peak memory down without a command-line flag.
 * `minor` collects only the young generation: objects that died young, such as a rasteriser's strips,
 * at a fraction of a full collection's cost.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: ((options?: { type: 'minor' }) => void) | null = null;

export function collectGarbage(kind: 'major' | 'minor' = 'major'): void {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as typeof gc;
  }
  // A major one as `gc()`: measured on ECROS's kit, `gc({ type: 'major' })` left resvg's native strips
  // unfreed (30 MB more per page), the plain call does not.
  if (kind === 'major') gc!();
  else gc!({ type: 'minor' });
}
