/**
 * A board for a screen, drawn as the printables draw it: the position as SVG text (as `fairyprint
 * diagram` draws it, no mark), where its squares lie, each kind of move mark as the cards draw it (for
 * a page to lay on the squares moveMarks finds), and the paths of a man's moves of several legs.
 */
import type { DiagramMark, MarkMode } from '../diagrams/moves.js';
import { positionMarks } from '../diagrams/moves.js';
import { itemMarkup } from '../render/backends/svg.js';
import { useFontData } from '../render/font.js';
import { boardDrawing, boardMarks, boardPoints } from '../render/layout/board.js';
import { overlayItems, positionScene } from '../render/layout/diagrams.js';
import type { Item } from '../render/scene.js';
import type { Mark } from './marks.js';
import { knownOptions } from './options.js';
import { enginePosition, type Placed, type Position, setupPosition, squareIndex } from './position.js';
import { compiledVariant, type Variant } from './variant.js';

/**
 * The font the drawings and printables measure and embed, given as its bytes (DejaVu Sans, FONT_FILE),
 * where it cannot be read from a file: a web page loads it with its other files and hands it over first.
 */
export function useFont(data: Uint8Array): void {
  useFontData(data);
}

export interface PictureOptions {
  /** The side of a square in mm (default 10), as --square-mm. */
  squareMm?: number;
  /** Black and white, as --mono. */
  mono?: boolean;
}

/** Men set up by hand, drawn as they stand (unchecked: a half-made setup is no position a game reaches). */
export interface Setup {
  readonly variant: Variant;
  readonly men: readonly Placed[];
}

/** A position drawn: SVG text in mm, and where its squares lie inside its group `#position`. */
export interface BoardPicture {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  /** Where the first file and the top rank start, in mm from the group's corner. */
  readonly origin: number;
  readonly squareMm: number;
}

/** A kind of move mark drawn on a square at (0, 0): its tint, its shape on a free square, and on a man. */
export interface MarkPicture extends Pick<Mark, 'mode' | 'jump' | 'initial' | 'once'> {
  readonly tint: string;
  readonly free: string;
  readonly onMan: string;
}

const MODES: readonly MarkMode[] = ['both', 'move', 'capture', 'drop', 'drop-loses'];
const OPTIONS = ['squareMm', 'mono'] as const;

function pictureOptions(caller: string, options: PictureOptions | undefined): { square: number; mono: boolean } {
  const { squareMm, mono } = knownOptions(caller, options, OPTIONS);
  return { square: squareMm ?? 10, mono: mono ?? false };
}

/** Where the first file and the top rank start inside a board's drawing. */
function origin(v: ReturnType<typeof compiledVariant>, square: number, mono: boolean): number {
  return boardDrawing(v, boardMarks(v), square, mono, boardPoints(v), true).band;
}

/** The position, or men set up by hand, as `fairyprint diagram` draws it, without marks. */
export function boardPicture(subject: Position | Setup, options?: PictureOptions): BoardPicture {
  const { square, mono } = pictureOptions('boardPicture', options);
  const v = compiledVariant(subject.variant);
  const pos = 'men' in subject ? setupPosition(subject.variant, subject.men) : enginePosition(subject);
  const page = positionScene(v, pos, { squareMm: square, mono }).pages[0]!;
  return Object.freeze({
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${page.width} ${page.height}"><g font-family="'DejaVu Sans', sans-serif">${markup(page.items)}</g></svg>`,
    width: page.width,
    height: page.height,
    origin: origin(v, square, mono),
    squareMm: square,
  });
}

/** Every kind of move mark of the variant's cards: each mode, with and without jump, initial and once. */
export function markPictures(variant: Variant, options?: PictureOptions): MarkPicture[] {
  const { square, mono } = pictureOptions('markPictures', options);
  const spec = compiledVariant(variant).spec;
  return MODES.flatMap((mode) =>
    [0, 1, 2, 3, 4, 5, 6, 7].map((bits) => {
      const kind = { mode, jump: (bits & 1) !== 0, initial: (bits & 2) !== 0, once: (bits & 4) !== 0 };
      const mark: DiagramMark = { x: 0, y: 0, ...kind };
      const view = (onMan: boolean) => ({
        spec,
        files: 1,
        ranks: 1,
        pieces: onMan ? [{ x: 0, y: 0, type: 0, abbrev: '', white: true }] : [],
        marks: [mark],
        subject: null,
      });
      const at = (): number => 0;
      const free = overlayItems(view(false), square, mono, 'm', at, at);
      // On a man: the tint, the man (left out: the page has him), then the mark in the corner.
      const onMan = overlayItems(view(true), square, mono, 'm', at, at).filter((it) => !it.id?.startsWith('m-piece'));
      const shapes = (items: Item[]): Item[] => (mono ? items : items.slice(1));
      return Object.freeze({
        ...kind,
        tint: markup(mono ? [] : free.slice(0, 1)),
        free: markup(shapes(free)),
        onMan: markup(shapes(onMan)),
      });
    }),
  );
}

/**
 * The paths of the moves of several legs and the leaps over a screen of the man on `square`, as
 * `fairyprint diagram --square` draws them: SVG markup for the board's group (empty when he has none).
 */
export function movePaths(position: Position, square: string, options?: PictureOptions): string {
  const { square: s, mono } = pictureOptions('movePaths', options);
  const pos = enginePosition(position);
  const v = pos.variant;
  const sq = squareIndex(v, square);
  if (sq < 0 || pos.board[sq] === 0) return '';
  const band = origin(v, s, mono);
  const pieces = [];
  for (let at = 0; at < v.size; at++) {
    const code = pos.board[at]!;
    if (code !== 0)
      pieces.push({ x: at % v.files, y: (at / v.files) | 0, type: Math.abs(code) - 1, abbrev: '', white: code > 0 });
  }
  const view = {
    spec: v.spec,
    files: v.files,
    ranks: v.ranks,
    pieces,
    marks: positionMarks(pos, sq),
    subject: { x: sq % v.files, y: (sq / v.files) | 0 },
  };
  const items = overlayItems(
    view,
    s,
    mono,
    'p',
    (x) => band + x * s,
    (y) => band + (v.ranks - 1 - y) * s,
  );
  // The paths are what is neither a square's tint (a rect) nor a mark or a man (both have ids).
  return markup(items.filter((it) => it.kind !== 'rect' && !it.id));
}

function markup(items: readonly Item[]): string {
  const clips: string[] = [];
  const body = items.map((it) => itemMarkup(it, clips)).join('');
  return clips.length ? `<defs>${clips.join('')}</defs>${body}` : body;
}
