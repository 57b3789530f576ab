/**
 * The men in hand as position texts write them, after the board: "[HEhe]" (Fairy-Stockfish), also a rank
 * of its own ("/Qpp", Lichess) or "[-]" (PyChess). The text form of the rule modules that keep men in hand
 * (drops, gating); a helper, not a module.
 */
import { quote } from '../../printable.js';
import type { Position, Variant } from './hooks.js';

/** Whether captured men go to the captor's hand (drops; else only the men in hand at the start are dropped). */
export const capturesToHand = (v: Variant): boolean => v.hasDrops && v.spec.drops!.capturesToHand !== false;

/** The men in hand in brackets, White's first, in the order of the variant's pieces ("[Qpp]", "[]"). */
export function handText(pos: Position, letter: (code: number) => string): string {
  const v = pos.variant;
  let text = '';
  for (const color of [0, 1]) {
    for (let t = 0; t < v.nTypes; t++)
      text += letter(color === 0 ? t + 1 : -(t + 1)).repeat(pos.hand[color * v.nTypes + t]!);
  }
  return `[${text}]`;
}

/** The hand in a placement text: in brackets after the board ("[Qpp]"), or as one more rank (Lichess's "/Qpp"). */
export function findHand(v: Variant, text: string): { boardEnd: number; start: number; end: number } | null {
  const bracket = text.indexOf('[');
  if (bracket >= 0) return { boardEnd: bracket, start: bracket, end: text.length };
  if (text.split('/').length !== v.ranks + 1) return null;
  const slash = text.lastIndexOf('/');
  return { boardEnd: slash, start: slash + 1, end: text.length };
}

/** Whether men of type `t` start in hand, to be dropped: a royal man may be in hand only so (Sittuyin's and Placement chess's kings). */
const placedFromHand = (v: Variant, t: number): boolean =>
  v.hasDrops && (v.spec.hand?.[t] ?? 0) + (v.spec.hand?.[v.nTypes + t] ?? 0) > 0;

/** Reads the men in hand ("[QNpp]" or "QNpp", White's in upper case; "-" as PyChess writes none, or "") into the position. */
export function readHand(pos: Position, part: string, fail: (message: string, offset: number) => never): void {
  const v = pos.variant;
  const bracketed = part.startsWith('[');
  if (bracketed && !part.endsWith(']')) fail('the hand "[...]" must end the placement with "]"', 0);
  const text = bracketed ? part.slice(1, -1) : part;
  const skip = bracketed ? 1 : 0;
  if (text === '-') return;
  const upper = v.spec.pieces.map((p) => p.id.toUpperCase());
  for (let i = 0; i < text.length; i++) {
    let id = text[i]!;
    const at = i;
    if (id === '{') {
      const close = text.indexOf('}', i);
      if (close < 0) fail('"{" without "}"', skip + i);
      id = text.slice(i + 1, close);
      i = close;
    }
    const t = upper.indexOf(id.toUpperCase());
    if (t < 0 || !/^[A-Za-z]/.test(id) || (v.royalType[t] && !placedFromHand(v, t)))
      fail(
        `${quote(id)} cannot be in hand (pieces: ${v.spec.pieces
          .filter((p, u) => !p.royal || placedFromHand(v, u))
          .map((p) => p.id)
          .join(' ')})`,
        skip + at,
      );
    const color = id[0] === id[0]!.toUpperCase() ? 0 : 1;
    pos.hand[color * v.nTypes + t]!++;
  }
}
