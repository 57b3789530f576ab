/** Shared by the studio server and its page (so free of Node): how a kind of mark is named. */
import type { Mark } from '../api/marks.js';

/** The key of a mark's look: mode, then -jump, -initial, -once as they apply. */
export const markKey = (m: Pick<Mark, 'mode' | 'jump' | 'initial' | 'once'>): string =>
  [m.mode, m.jump && 'jump', m.initial && 'initial', m.once && 'once'].filter(Boolean).join('-');
