/**
 * Setting up a position on the play view's board: men put down from a palette, moved or taken off by
 * dragging, the side to move chosen. The position is read as any position text is when play resumes.
 */
import { type Placed, type Position, parseFen, pieces, placementFen, type Side, toFen } from '../src/api/position.js';
import type { BoardView } from './board.js';
import { manButton } from './pieces.js';
import { $, studio } from './state.js';

/** The man the editor puts down; null, the eraser. */
type Pick = { piece: string; side: Side } | null;

const pickKey = (p: Pick): string => (p ? `${p.side}:${p.piece}` : 'eraser');

export class Editor {
  editing = false;
  private men = new Map<string, Placed>();
  private pick: Pick = null;
  /** Dragging: from a square of the board, or from the palette. */
  private dragFrom: string | 'palette' | null = null;
  /** The castling rights and en passant square of the position the setting up started from. */
  private rights = { castling: '-', enPassant: '-' };

  constructor(private readonly board: BoardView) {
    $('board').addEventListener('pointerdown', (e) => {
      const sq = (e.target as SVGElement).dataset?.sq;
      if (this.editing && sq !== undefined && this.men.has(sq)) this.dragFrom = sq;
    });
    $('palette').addEventListener('pointerdown', (e) => {
      if ((e.target as Element).closest('[data-pick]')) this.dragFrom = 'palette';
    });
    document.addEventListener('pointerup', (e) => this.drop((e.target as SVGElement).dataset?.sq ?? null));
  }

  /** Starts setting up from `pos`: the palette of the variant's men, both sides, and the eraser. */
  start(pos: Position): void {
    this.editing = true;
    $('editor-tools').hidden = false;
    this.men = new Map(pieces(pos).map((m) => [m.square, m]));
    const [, , castling = '-', enPassant = '-'] = toFen(pos).split(' ');
    this.rights = { castling, enPassant };
    $<HTMLSelectElement>('edit-turn').value = pos.turn === 'white' ? 'w' : 'b';
    const palette = $('palette');
    const picks: Pick[] = [
      null,
      ...(['white', 'black'] as const).flatMap((side) => pos.variant.pieces.map((p) => ({ piece: p.name, side }))),
    ];
    palette.replaceChildren(
      ...picks.map((pick) => {
        const b = document.createElement('button');
        if (pick) manButton(b, pos.variant, pick.piece, pick.side);
        else Object.assign(b, { textContent: 'eraser', title: 'clear a square' });
        b.dataset.pick = pickKey(pick);
        b.setAttribute('aria-pressed', String(pickKey(pick) === pickKey(this.pick)));
        const choose = (): void => {
          this.pick = pick;
          for (const o of palette.children) o.setAttribute('aria-pressed', String(o === b));
        };
        b.addEventListener('click', choose);
        b.addEventListener('pointerdown', choose);
        return b;
      }),
    );
    $('selection').textContent = 'Editing the position';
  }

  stop(): void {
    this.editing = false;
    $('editor-tools').hidden = true;
  }

  /** A click on a square: the man picked put there, or taken off where he already stands. */
  click(square: string): void {
    const here = this.men.get(square);
    if (this.pick === null || (here && pickKey(here) === pickKey(this.pick))) this.men.delete(square);
    else this.men.set(square, { square, ...this.pick });
    this.show();
  }

  /**
   * The end of a drag: a man dragged from his square to another moves there, dragged off the board he
   * is gone; a man dragged from the palette is put where he is dropped.
   */
  private drop(to: string | null): void {
    const from = this.dragFrom;
    this.dragFrom = null;
    // Down and up on one square is a click, which click() handles.
    if (!this.editing || from === null || to === from) return;
    if (from === 'palette') {
      if (to === null) return;
      if (this.pick) this.men.set(to, { square: to, ...this.pick });
      else this.men.delete(to);
    } else {
      const man = this.men.get(from)!;
      this.men.delete(from);
      if (to !== null) this.men.set(to, { ...man, square: to });
    }
    this.show();
  }

  /** The edited placement, drawn at once; rights and the rest are settled when play resumes. */
  private show(): void {
    const variant = studio.variant!;
    const men = [...this.men.values()];
    this.board.show({ variant, men }, this.fen());
  }

  /**
   * The position set up, as a position text: the castling rights and en passant square of the position
   * the setting up started from, each kept while the men it needs still stand where it needs them. It is
   * read as any position text is when play resumes, so one a game cannot reach is refused with the
   * reader's reason.
   */
  fen(): string {
    const variant = studio.variant!;
    const turn = $<HTMLSelectElement>('edit-turn').value === 'w' ? 'white' : 'black';
    const fields = placementFen(variant, [...this.men.values()], turn).split(' ');
    const accepted = (castling: string, enPassant: string): boolean =>
      parseFen(variant, [fields[0], fields[1], castling, enPassant, ...fields.slice(4)].join(' '), {
        anyPosition: true,
      }).ok;
    const castling = [...this.rights.castling.replace('-', '')].filter((right) => accepted(right, '-')).join('') || '-';
    const enPassant =
      this.rights.enPassant !== '-' && accepted(castling, this.rights.enPassant) ? this.rights.enPassant : '-';
    return [fields[0], fields[1], castling, enPassant, ...fields.slice(4)].join(' ');
  }
}
