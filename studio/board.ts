/**
 * A board on the page: the position as `fairyprint diagram` draws it (made by the studio server), with
 * the marks of the moves the library finds laid on it as the cards draw them, and a square under every
 * click.
 */
import type { Mark } from '../src/api/marks.js';
import type { Placed } from '../src/api/position.js';
import type { Square, Variant } from '../src/api/variant.js';
import type { BoardArt, VariantRequest } from '../src/studio/api.js';
import { markKey } from '../src/studio/marks.js';
import { postJson } from './server.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Men on the squares of a variant's board: what a board shows. */
export interface Shown {
  variant: Variant;
  men: readonly Placed[];
}

/** A square's number as the server counts them: rank by rank from a1, holes counted. */
export const squareNumber = (v: Variant, s: Pick<Square, 'file' | 'rank'>): number => s.rank * v.files + s.file;

/** Men set up by hand as the server takes them: per square, 1 + the piece's index, negative for Black (0: empty). */
function placement(v: Variant, men: readonly Placed[]): number[] {
  const codes = new Array<number>(v.files * v.ranks).fill(0);
  for (const man of men) {
    const sq = v.squares.find((s) => s.name === man.square)!;
    const code = v.pieces.findIndex((p) => p.name === man.piece) + 1;
    codes[squareNumber(v, sq)] = man.side === 'white' ? code : -code;
  }
  return codes;
}

export class BoardView {
  private shown: Shown | null = null;
  private art: BoardArt | null = null;
  private group: SVGGElement | null = null;
  private request = 0;
  /** Counts the times marks were laid, so that paths asked for earlier are dropped. */
  private marking = 0;

  constructor(
    private readonly el: HTMLElement,
    private readonly onSquare: (square: string) => void,
  ) {}

  /**
   * Draws the position (asks the server for its drawing); resolves once it is on the page. A position
   * being set up by hand (`composed`) is drawn from its men alone, unchecked.
   */
  async show(variant: VariantRequest, shown: Shown, fen: string, composed = false): Promise<void> {
    const request = ++this.request;
    const started = performance.now();
    const art = await postJson<BoardArt>('/api/board', {
      ...variant,
      fen,
      ...(composed ? { placement: placement(shown.variant, shown.men) } : {}),
    });
    // For the benchmark: how long the server took to draw the position, with the way there and back.
    performance.measure('studio:board', { start: started });
    // A later position was asked for meanwhile: it is the one to show.
    if (request !== this.request) return;
    this.shown = shown;
    this.art = art;
    const drawing = performance.now();
    this.el.innerHTML = art.svg;
    this.group = this.el.querySelector<SVGGElement>('#position');
    this.addHitSquares();
    this.el.dataset.fen = fen;
    // For the benchmark: how long the drawing took to go into the page.
    performance.measure('studio:insert', { start: drawing });
  }

  /** The top-left corner of a square inside the board's group. */
  private corner(s: Pick<Square, 'file' | 'rank'>): [number, number] {
    const v = this.shown!.variant;
    const { origin, square } = this.art!;
    return [origin + s.file * square, origin + (v.ranks - 1 - s.rank) * square];
  }

  private addHitSquares(): void {
    const layer = document.createElementNS(SVG_NS, 'g');
    layer.setAttribute('id', 'hit');
    const size = this.art!.square;
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
    // One listener for the board's squares (ECROS has 400).
    layer.addEventListener('click', (e) => this.onSquare((e.target as SVGElement).dataset.sq!));
    this.group!.append(layer);
  }

  /**
   * Lays the marks on their squares (none: clears them), and outlines the squares in `outlined`. Marks
   * of moves of several legs or leaps over a screen get their paths from the server (`from`: the man).
   */
  mark(
    marks: readonly Mark[],
    outlined: readonly string[] = [],
    from?: { variant: VariantRequest; fen: string; square: string },
  ): void {
    const group = this.group;
    const shown = this.shown;
    if (!group || !shown) return;
    this.marking++;
    for (const old of group.querySelectorAll('.studio-mark')) old.remove();
    const s = this.art!.square;
    const firstMan = group.querySelector('[id^="pos-piece"], [id^="pos-subject"]');
    const hit = group.querySelector('#hit');
    const occupied = new Set(shown.men.map((m) => m.square));
    for (const m of marks) {
      const [x, y] = this.corner(m);
      const art = this.art!.marks[markKey(m)]!;
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
    if (from && marks.some((m) => m.via || m.hop)) void this.paths(from, group, hit);
  }

  private async paths(
    from: { variant: VariantRequest; fen: string; square: string },
    group: SVGGElement,
    hit: Element | null,
  ): Promise<void> {
    const marking = ++this.marking;
    const v = this.shown!.variant;
    const square = squareNumber(v, v.squares.find((s) => s.name === from.square)!);
    const { markup } = await postJson<{ markup: string }>('/api/paths', { ...from.variant, fen: from.fen, square });
    // Other marks were laid meanwhile, or another position drawn.
    if (marking !== this.marking || group !== this.group) return;
    const g = document.createElementNS(SVG_NS, 'g');
    g.setAttribute('class', 'studio-mark');
    g.dataset.paths = String(square);
    g.innerHTML = markup;
    group.insertBefore(g, hit);
  }
}
