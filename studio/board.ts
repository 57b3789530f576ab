/**
 * A board on the page: the position as `fairyprint diagram` draws it (the library's picture.ts, here in
 * the page), with the marks of the moves the library finds laid on it as the cards draw them, and a
 * square under every click.
 */
import type { Mark } from '../src/api/marks.js';
import { type BoardPicture, boardPicture, markPictures, movePaths, type Setup } from '../src/api/picture.js';
import { type Placed, type Position, pieces } from '../src/api/position.js';
import type { Square, Variant } from '../src/api/variant.js';
import { markKey } from './marks.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Squares of 10 mm, as the page lays its marks. */
const PICTURE = { squareMm: 10 } as const;

/** Men on the squares of a variant's board: what a board shows. */
export interface Shown {
  variant: Variant;
  men: readonly Placed[];
}

/** A mark's look: the markup of its square's tint and of its shape, on a free square and on a man. */
interface MarkArt {
  tint: string;
  free: string;
  onMan: string;
}

/** Every kind of mark of a variant by its markKey, drawn once per variant (they are the same for every position). */
const markArt = new WeakMap<Variant, Record<string, MarkArt>>();
function marksOf(v: Variant): Record<string, MarkArt> {
  let art = markArt.get(v);
  if (!art) {
    art = {};
    for (const { tint, free, onMan, ...kind } of markPictures(v, PICTURE)) art[markKey(kind)] = { tint, free, onMan };
    markArt.set(v, art);
  }
  return art;
}

/** The square under a pointer event (a hit square of a board), or null. */
export function squareAt(e: { clientX: number; clientY: number }): string | null {
  const el = document.elementFromPoint(e.clientX, e.clientY) as SVGElement | null;
  return el?.dataset?.sq ?? null;
}

export class BoardView {
  /** Seen from Black's side: the drawing turned half round, each man and letter turned back upright. */
  flipped = false;
  private shown: Shown | null = null;
  private art: BoardPicture | null = null;
  private group: SVGGElement | null = null;

  constructor(
    private readonly el: HTMLElement,
    private readonly onSquare: (square: string) => void,
  ) {}

  /**
   * Draws the position, or men set up by hand (drawn as they stand, unchecked: a half-made setup is no
   * position a game reaches).
   */
  show(subject: Position | Setup, fen: string): void {
    const started = performance.now();
    const art = boardPicture(subject, PICTURE);
    // For the benchmark: how long the position took to draw.
    performance.measure('studio:board', { start: started });
    this.shown = { variant: subject.variant, men: 'men' in subject ? subject.men : pieces(subject) };
    this.art = art;
    const drawing = performance.now();
    this.el.innerHTML = art.svg;
    this.group = this.el.querySelector<SVGGElement>('#position');
    this.addHitSquares();
    this.el.classList.toggle('flipped', this.flipped);
    this.el.dataset.fen = fen;
    // For the benchmark: how long the drawing took to go into the page.
    performance.measure('studio:insert', { start: drawing });
  }

  /** Nothing shown: an empty board area. */
  clear(): void {
    this.shown = null;
    this.art = null;
    this.group = null;
    this.el.replaceChildren();
    delete this.el.dataset.fen;
  }

  /** The variant shown (null before the first drawing). */
  get variant(): Variant | null {
    return this.shown?.variant ?? null;
  }

  /** Outlines the keyboard's square (null: none). */
  cursor(square: string | null): void {
    this.group?.querySelector('.studio-cursor')?.remove();
    const sq = square === null ? undefined : this.shown?.variant.squares.find((q) => q.name === square);
    if (!sq || !this.group) return;
    const [x, y] = this.corner(sq);
    const s = this.art!.squareMm;
    const r = document.createElementNS(SVG_NS, 'rect');
    for (const [k, val] of Object.entries({ x: x + 0.6, y: y + 0.6, width: s - 1.2, height: s - 1.2 }))
      r.setAttribute(k, String(val));
    r.setAttribute('class', 'studio-cursor');
    r.dataset.cursor = square!;
    this.group.append(r);
  }

  flip(flipped = !this.flipped): void {
    this.flipped = flipped;
    this.el.classList.toggle('flipped', flipped);
    this.el.dataset.flipped = String(flipped);
  }

  /**
   * Tints the squares of the last move and rings the squares of royal men in check, under the men; they
   * stay when marks are laid or cleared.
   */
  highlight(last: readonly string[], check: readonly string[]): void {
    const group = this.group;
    if (!group || !this.shown) return;
    for (const old of group.querySelectorAll('.studio-highlight')) old.remove();
    const s = this.art!.squareMm;
    const firstMan = group.querySelector('[id^="pos-piece"], [id^="pos-subject"]');
    for (const [names, kind] of [
      [last, 'last'],
      [check, 'check'],
    ] as const)
      for (const name of names) {
        const sq = this.shown.variant.squares.find((q) => q.name === name);
        if (!sq) continue;
        const [x, y] = this.corner(sq);
        const r = document.createElementNS(SVG_NS, kind === 'last' ? 'rect' : 'circle');
        const attrs =
          kind === 'last'
            ? { x, y, width: s, height: s, fill: '#f2d045', 'fill-opacity': 0.45 }
            : { cx: x + s / 2, cy: y + s / 2, r: s * 0.48, fill: '#e02020', 'fill-opacity': 0.5 };
        for (const [k, val] of Object.entries(attrs)) r.setAttribute(k, String(val));
        r.setAttribute('class', `studio-highlight studio-${kind}`);
        r.dataset[kind] = name;
        group.insertBefore(r, firstMan);
      }
  }

  /** The drawing of the man on a square (null: none there). */
  manAt(square: string): SVGGElement | null {
    const v = this.shown?.variant;
    const sq = v?.squares.find((q) => q.name === square);
    if (!sq) return null;
    return this.group?.querySelector<SVGGElement>(`[id^="pos-piece-${sq.file}-${sq.rank}-"]`) ?? null;
  }

  /** Where a pointer is, in the board group's millimetres. */
  pointIn(e: { clientX: number; clientY: number }): DOMPoint | null {
    const matrix = this.group?.getScreenCTM();
    return matrix ? new DOMPoint(e.clientX, e.clientY).matrixTransform(matrix.inverse()) : null;
  }

  /** The top-left corner of a square inside the board's group. */
  private corner(s: Pick<Square, 'file' | 'rank'>): [number, number] {
    const v = this.shown!.variant;
    const { origin, squareMm: square } = this.art!;
    return [origin + s.file * square, origin + (v.ranks - 1 - s.rank) * square];
  }

  private addHitSquares(): void {
    const layer = document.createElementNS(SVG_NS, 'g');
    layer.setAttribute('id', 'hit');
    const size = this.art!.squareMm;
    for (const s of this.shown!.variant.squares) {
      const [x, y] = this.corner(s);
      const r = document.createElementNS(SVG_NS, 'rect');
      for (const [k, val] of [
        ['x', x],
        ['y', y],
        ['width', size],
        ['height', size],
        ['fill', 'transparent'],
      ] as const)
        r.setAttribute(k, String(val));
      r.dataset.sq = s.name;
      layer.append(r);
    }
    // One listener for the board's squares (ECROS has 400); a press on one square let go on another (a
    // drag) clicks their common parent, which is no square.
    layer.addEventListener('click', (e) => {
      const sq = (e.target as SVGElement).dataset.sq;
      if (sq !== undefined) this.onSquare(sq);
    });
    this.group!.append(layer);
  }

  /**
   * Lays the marks on their squares (none: clears them), and outlines the squares in `outlined`. Marks
   * of moves of several legs or leaps over a screen get their paths too (`from`: the man's square).
   */
  mark(marks: readonly Mark[], outlined: readonly string[] = [], from?: { position: Position; square: string }): void {
    const group = this.group;
    const shown = this.shown;
    if (!group || !shown) return;
    for (const old of group.querySelectorAll('.studio-mark')) old.remove();
    const s = this.art!.squareMm;
    const firstMan = group.querySelector('[id^="pos-piece"], [id^="pos-subject"]');
    const hit = group.querySelector('#hit');
    const occupied = new Set(shown.men.map((m) => m.square));
    for (const m of marks) {
      const [x, y] = this.corner(m);
      const art = marksOf(shown.variant)[markKey(m)]!;
      const place = (markup: string, before: Element | null, attrs: Record<string, string> = {}): void => {
        const g = document.createElementNS(SVG_NS, 'g');
        g.setAttribute('class', 'studio-mark');
        g.setAttribute('transform', `translate(${x} ${y})`);
        for (const [k, val] of Object.entries(attrs)) g.setAttribute(k, val);
        g.innerHTML = markup;
        group.insertBefore(g, before);
      };
      // The tint goes under the men, the mark over them (in the corner of a man it takes), as on the cards.
      if (art.tint) place(art.tint, firstMan);
      place(occupied.has(m.square) ? art.onMan : art.free, hit, { 'data-mark': m.square });
    }
    for (const name of outlined) {
      const [x, y] = this.corner(shown.variant.squares.find((q) => q.name === name)!);
      const r = document.createElementNS(SVG_NS, 'rect');
      for (const [k, val] of [
        ['x', x + 0.4],
        ['y', y + 0.4],
        ['width', s - 0.8],
        ['height', s - 0.8],
        ['fill', 'none'],
        ['stroke', '#e0a000'],
        ['stroke-width', 0.8],
      ] as const)
        r.setAttribute(k, String(val));
      r.setAttribute('class', 'studio-mark');
      r.dataset.outline = name;
      group.insertBefore(r, hit);
    }
    if (from && marks.some((m) => m.via || m.hop)) {
      const g = document.createElementNS(SVG_NS, 'g');
      g.setAttribute('class', 'studio-mark');
      g.dataset.paths = from.square;
      g.innerHTML = movePaths(from.position, from.square, PICTURE);
      group.insertBefore(g, hit);
    }
  }
}
