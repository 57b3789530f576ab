/** How a kind of move mark is named, to find its picture. */
import type { Mark } from '../src/api/marks.js';

/** The key of a mark's look: mode, then -jump, -initial, -once as they apply. */
export const markKey = (m: Pick<Mark, 'mode' | 'jump' | 'initial' | 'once'>): string =>
  [m.mode, m.jump && 'jump', m.initial && 'initial', m.once && 'once'].filter(Boolean).join('-');
