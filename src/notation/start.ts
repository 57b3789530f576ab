/** The start position of a variant, from its setup (a full FEN, or a placement with open rights). */
import { Position } from '../engine/position.js';
import type { Variant } from '../engine/variant.js';
import { parseFen } from './fen.js';

export function startPosition(v: Variant): Position {
  return parseFen(v, defaultFen(v));
}

/** The setup as a position text: given fields are kept, missing ones are White to move, all rights. */
function defaultFen(v: Variant): string {
  const given = v.spec.setupText.trim().split(/\s+/);
  const rights = v.rightLetters.filter((l) => l === l.toUpperCase()).join('') + v.rightLetters.filter((l) => l !== l.toUpperCase()).join('');
  return [given[0], given[1] ?? 'w', given[2] ?? (rights || '-'), ...given.slice(3)].join(' ');
}
