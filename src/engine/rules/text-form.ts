/** Helpers the rule modules' text form hooks share (see RuleModule.readMove). */
import { type Move, moveFrom, moveTo } from '../move.js';
import type { RuleAttempt, TextWords } from './hooks.js';

/** Reads a move written as two squares in a rule's own form (`form` captures them: O:j1-k2, c5@e2). */
export function readSquarePair(form: RegExp, text: string, words: TextWords): Partial<RuleAttempt> | string | null {
  const m = form.exec(text);
  if (!m) return null;
  const from = words.square(m[1]!);
  if (typeof from === 'string') return from;
  const to = words.square(m[2]!);
  return typeof to === 'string' ? to : { from, to };
}

/** Whether the move goes between the two squares the attempt names (a form read by readSquarePair). */
export const isBetweenWritten = (m: Move, a: RuleAttempt): boolean => moveFrom(m) === a.from && moveTo(m) === a.to;
