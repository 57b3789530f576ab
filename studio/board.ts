/**
 * A board on the page: the position as `fairyprint diagram` draws it (made by the studio server), with
 * the marks of the moves the page's engine finds laid on it as the cards draw them, and a square under
 * every click.
 */
import type { DiagramMark } from '../src/diagrams/moves.js';
import type { Position } from '../src/engine/position.js';
import { squareName } from '../src/notation/squares.js';
import type { BoardArt, VariantRequest } from '../src/studio/api.js';
import { markKey } from '../src/studio/marks.js';
import { postJson } from './server.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

export class BoardView {
  private pos: Position | null = null;
  private art: BoardArt | null = null;
  private group: SVGGElement | null = null;
  private request = 0;
  /** Counts the times marks were laid, so that paths asked for earlier are dropped. */
  private marking = 0;

  constructor(
    private readonly el: HTMLElement,
    private readonly onSquare: (square: number) => void,
  ) {}

  /**
   * Draws the position (asks the server for its drawing); resolves once it is on the page. A position
   * being set up by hand (`composed`) is drawn from its men alone, unchecked.
   */
  async show(variant: VariantRequest, pos: Position, fen: string, composed = false): Promise<void> {
    const request = ++this.request;
    const started = performance.now();
    const art = await postJson<BoardArt>('/api/board', {
      ...variant,
      fen,
      ...(composed ? { placement: [...pos.board] } : {}),
    });
    // For the benchmark: how long the server took to draw the position, with the way there and back.
    performance.measure('studio:board', { start: started });
    // A later position was asked for meanwhile: it is the one to show.
    if (request !== this.request) return;
    this.pos = pos;
    this.art = art;
    const drawing = performance.now();
    this.el.innerHTML = art.svg;
    this.group = this.el.querySelector<SVGGElement>('#position');
    this.addHitSquares();
    this.el.dataset.fen = fen;
    // For the benchmark: how long the drawing took to go into the page.
    performance.measure('studio:insert', { start: drawing });
  }

  /** The square of the board at (file x, rank y): its top-left corner inside the board's group. */
  private corner(sq: number): [number, number] {
    const v = this.pos!.variant;
    const { origin, square } = this.art!;
    return [origin + (sq % v.files) * square, origin + (v.ranks - 1 - ((sq / v.files) | 0)) * square];
  }

  private addHitSquares(): void {
    const v = this.pos!.variant;
    const layer = document.createElementNS(SVG_NS, 'g');
    layer.setAttribute('id', 'hit');
    const s = this.art!.square;
    for (let sq = 0; sq < v.size; sq++) {
      if (!v.spec.exists[sq]) continue;
      const [x, y] = this.corner(sq);
      const r = document.createElementNS(SVG_NS, 'rect');
      for (const [k, val] of [
        ['x', x],
        ['y', y],
        ['width', s],
        ['height', s],
        ['fill', 'transparent'],
      ] as const)
        r.setAttribute(k, String(val));
      r.dataset.sq = squareName(v, sq);
      r.dataset.index = String(sq);
      layer.append(r);
    }
    // One listener for the board's squares (ECROS has 400).
    layer.addEventListener('click', (e) => this.onSquare(Number((e.target as SVGElement).dataset.index)));
    this.group!.append(layer);
  }

  /**
   * Lays the marks on their squares (none: clears them), and outlines the squares in `outlined`. Marks
   * of moves of several legs or leaps over a screen get their paths from the server (`from`: the man).
   */
  mark(
    marks: readonly DiagramMark[],
    outlined: readonly number[] = [],
    from?: { variant: VariantRequest; fen: string; square: number },
  ): void {
    const group = this.group;
    const pos = this.pos;
    if (!group || !pos) return;
    this.marking++;
    for (const old of group.querySelectorAll('.studio-mark')) old.remove();
    const v = pos.variant;
    const s = this.art!.square;
    const firstMan = group.querySelector('[id^="pos-piece"], [id^="pos-subject"]');
    const hit = group.querySelector('#hit');
    for (const m of marks) {
      const sq = m.y * v.files + m.x;
      const [x, y] = this.corner(sq);
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
      place(pos.board[sq] !== 0 ? art.onMan : art.free, hit, { 'data-mark': squareName(v, sq) });
    }
    for (const sq of outlined) {
      const [x, y] = this.corner(sq);
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
      r.dataset.outline = squareName(v, sq);
      group.insertBefore(r, hit);
    }
    if (from && marks.some((m) => m.via || m.hop)) void this.paths(from, group, hit);
  }

  private async paths(
    from: { variant: VariantRequest; fen: string; square: number },
    group: SVGGElement,
    hit: Element | null,
  ): Promise<void> {
    const marking = ++this.marking;
    const { markup } = await postJson<{ markup: string }>('/api/paths', {
      ...from.variant,
      fen: from.fen,
      square: from.square,
    });
    // Other marks were laid meanwhile, or another position drawn.
    if (marking !== this.marking || group !== this.group) return;
    const g = document.createElementNS(SVG_NS, 'g');
    g.setAttribute('class', 'studio-mark');
    g.dataset.paths = String(from.square);
    g.innerHTML = markup;
    group.insertBefore(g, hit);
  }
}
