/**
 * How a board is played besides clicks: a man dragged to his square, and the keyboard (arrow keys move a
 * cursor over the squares, Enter or Space acts as a click on the square under it; the square and its
 * man are announced). Left and right arrows elsewhere in the view step through the game's moves.
 */
import { type BoardView, squareAt } from './board.js';
import { $, studio } from './state.js';

export interface BoardInput {
  /** The position is being set up by hand (editor.ts handles the pointer then). */
  editing(): boolean;
  click(square: string): void;
  /** A press on a square: true when a man of the side to move stands there (he is chosen, and may be dragged). */
  pressed(square: string): boolean;
  /** What stands on a square, in words, for the keyboard's cursor. */
  describe(square: string): string;
  /** Steps through the game's moves (-1: back, 1: forward). */
  step(by: number): void;
}

/** Pointer travel, in px, before a press becomes a drag. */
const DRAG_START = 4;

export function boardInput(board: BoardView, el: HTMLElement, input: BoardInput): void {
  // In the tab order: the board is played from the keyboard.
  el.tabIndex = 0;
  dragging(board, el, input);
  keyboard(board, el, input);
}

function dragging(board: BoardView, el: HTMLElement, input: BoardInput): void {
  let drag: { from: string; man: SVGGElement | null; transform: string; x: number; y: number; start: DOMPoint } | null =
    null;
  el.addEventListener('pointerdown', (e) => {
    const sq = (e.target as SVGElement).dataset?.sq;
    if (e.button !== 0 || input.editing() || sq === undefined || !input.pressed(sq)) return;
    const man = board.manAt(sq);
    drag = {
      from: sq,
      man,
      transform: man?.getAttribute('transform') ?? '',
      x: e.clientX,
      y: e.clientY,
      start: board.pointIn(e)!,
    };
  });
  el.addEventListener('pointermove', (e) => {
    if (!drag?.man || Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < DRAG_START) return;
    const at = board.pointIn(e);
    if (at)
      drag.man.setAttribute('transform', `translate(${at.x - drag.start.x} ${at.y - drag.start.y}) ${drag.transform}`);
    drag.man.classList.add('dragged');
  });
  document.addEventListener('pointerup', (e) => {
    if (!drag) return;
    const { from, man, transform } = drag;
    drag = null;
    man?.setAttribute('transform', transform);
    man?.classList.remove('dragged');
    const to = squareAt(e);
    // Let go on his own square: a click, which the board's click handles.
    if (to !== null && to !== from) input.click(to);
  });
}

function keyboard(board: BoardView, el: HTMLElement, input: BoardInput): void {
  let cursor: { file: number; rank: number } = { file: 0, rank: 0 };
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, 1],
    ArrowDown: [0, -1],
  };
  const name = (): string | null =>
    board.variant?.squares.find((s) => s.file === cursor.file && s.rank === cursor.rank)?.name ?? null;
  const show = (): void => {
    const sq = name();
    board.cursor(sq);
    $('board-cursor').textContent = sq ? input.describe(sq) : '';
  };
  el.addEventListener('focus', show);
  el.addEventListener('blur', () => board.cursor(null));
  el.addEventListener('keydown', (e) => {
    const v = board.variant;
    if (!v) return;
    const move = moves[e.key];
    if (move) {
      // Seen from Black's side, the arrows go as the board shows.
      const k = board.flipped ? -1 : 1;
      cursor = {
        file: Math.max(0, Math.min(v.files - 1, cursor.file + k * move[0])),
        rank: Math.max(0, Math.min(v.ranks - 1, cursor.rank + k * move[1])),
      };
      show();
    } else if (e.key === 'Enter' || e.key === ' ') {
      const sq = name();
      if (sq) input.click(sq);
      show();
    } else return;
    e.preventDefault();
    e.stopPropagation();
  });
  document.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement;
    if (studio.view !== 'play' || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || el.contains(target)) return;
    const by = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
    if (by === undefined) return;
    e.preventDefault();
    input.step(by);
  });
}
