/**
 * Pictures of single men, as the board draws them (for the promotion choices, the men in hand and the
 * position editor's palette): every kind of man of both sides drawn once on one board, each then cut
 * out of it at his square. Made once per variant.
 */
import { boardPicture } from '../src/api/picture.js';
import type { Side } from '../src/api/position.js';
import type { Variant } from '../src/api/variant.js';

const SQUARE = 10;
const cache = new WeakMap<Variant, Map<string, string>>();
const key = (piece: string, side: Side): string => `${side}:${piece}`;

function cutOut(v: Variant): Map<string, string> {
  const men = (['white', 'black'] as const)
    .flatMap((side) => v.pieces.map((p) => ({ piece: p.name, side })))
    .slice(0, v.squares.length)
    .map((m, i) => ({ ...m, square: v.squares[i]!.name }));
  const picture = boardPicture({ variant: v, men }, { squareMm: SQUARE });
  const holder = document.createElement('div');
  holder.innerHTML = picture.svg;
  const out = new Map<string, string>();
  for (const [i, man] of men.entries()) {
    const sq = v.squares[i]!;
    const drawn = holder.querySelector(`[id^="pos-piece-${sq.file}-${sq.rank}-"]`);
    if (!drawn) continue;
    drawn.removeAttribute('id');
    const x = picture.origin + sq.file * SQUARE;
    const y = picture.origin + (v.ranks - 1 - sq.rank) * SQUARE;
    out.set(
      key(man.piece, man.side),
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${SQUARE} ${SQUARE}" aria-hidden="true" font-family="'DejaVu Sans', sans-serif">${drawn.outerHTML}</svg>`,
    );
  }
  return out;
}

/** A man's picture as SVG markup (empty when he could not be drawn: the page then names him in text). */
export function manPicture(v: Variant, piece: string, side: Side): string {
  let pictures = cache.get(v);
  if (!pictures) cache.set(v, (pictures = cutOut(v)));
  return pictures.get(key(piece, side)) ?? '';
}

/** A button's content: the man's picture, his name for screen readers (and as a tooltip), and an optional note. */
export function manButton(b: HTMLButtonElement, v: Variant, piece: string, side: Side, note = ''): HTMLButtonElement {
  const name = `${side === 'white' ? 'White' : 'Black'} ${piece}`;
  b.innerHTML = manPicture(v, piece, side) || v.pieces.find((p) => p.name === piece)!.abbrev;
  if (note) b.append(Object.assign(document.createElement('span'), { textContent: note }));
  b.title = name;
  b.setAttribute('aria-label', `${name}${note ? ` ${note}` : ''}`);
  b.classList.add('man');
  return b;
}
