/**
 * The board on paper: a board that fits one page is centred on it under a title; a larger one goes to
 * tiling.ts. Square size and paper orientation are chosen here, once.
 */

import { sideName, type Variant, WHITE } from '../../engine/variant.js';
import { checkNumber, type PrintOptions } from '../options.js';
import type { Item, Page, Scene } from '../scene.js';
import { boardDrawing, boardMarks, boardPoints, drawingSize, formatMm, labelMetrics, legendItems } from './board.js';
import { FOOTER_MM, HEADER_MM, header, scaleBar } from './frame.js';
import { checkPrint, type Orientation, orientations, type Print, pageSize } from './paper.js';
import { type PageNumbering, planTiles, tiledPages } from './tiling.js';
import { compiled, type VariantSource } from './variant.js';

export interface BoardOptions extends PrintOptions {
  /** Side of one square; default the largest whole mm that fits one page, at least 15 mm. */
  squareMm?: number;
  /** Glue strip where tiles overlap. */
  overlapMm?: number;
  /** How tiles refer to pages: default board.pdf's own numbers; the kit gives kit.pdf's. */
  numbering?: PageNumbering;
}

const MIN_DEFAULT_SQUARE_MM = 15;
export const DEFAULT_OVERLAP_MM = 10;
const SQUARE_RANGE = [5, 200] as const;

export interface BoardPlan {
  orientation: Orientation;
  square: number;
  page: { width: number; height: number };
  fitsOnePage: boolean;
}

/** The key of the board's marks, under the board: a row of 5 mm samples and the gap above it. */
const KEY_MM = 8;

/** Room a one-page board has: the printable area less header, footer and the key of its marks. */
function onePageRoom(
  v: Variant,
  page: { width: number; height: number },
  margin: number,
): { width: number; height: number } {
  const key = v.spec.marks?.length ? KEY_MM : 0;
  return { width: page.width - 2 * margin, height: page.height - 2 * margin - HEADER_MM - FOOTER_MM - key };
}

function fitsOnePage(v: Variant, square: number, page: { width: number; height: number }, margin: number): boolean {
  const room = onePageRoom(v, page, margin);
  const size = drawingSize(v, square);
  return size.width <= room.width + 1e-9 && size.height <= room.height + 1e-9;
}

/** The largest whole-mm square that fits one page, or 0. */
export function largestFittingSquare(v: Variant, page: { width: number; height: number }, margin: number): number {
  const room = onePageRoom(v, page, margin);
  for (let s = Math.floor(Math.min(room.width / v.files, room.height / v.ranks)); s >= 1; s--) {
    if (fitsOnePage(v, s, page, margin)) return s;
  }
  return 0;
}

/**
 * Square size and orientation: the given square, or the largest that fits one page but at least 15 mm;
 * the orientation that fits one page at the larger square, else the one needing fewer tiles.
 */
export function planBoard(v: Variant, print: Print, squareMm: number | undefined, overlap: number): BoardPlan {
  const candidates = orientations(print).map((orientation) => {
    const page = pageSize(print.paper, orientation);
    const square = squareMm ?? Math.max(MIN_DEFAULT_SQUARE_MM, largestFittingSquare(v, page, print.margin));
    const fits = fitsOnePage(v, square, page, print.margin);
    const pages = fits
      ? 1
      : planTiles(drawingSize(v, square), square, labelMetrics(square).band, page, print.margin, overlap).count;
    return { orientation, square, page, fitsOnePage: fits, pages };
  });
  // One page beats tiles; then the larger square, or the fewer tiles; a tie keeps the first (portrait).
  const better = (a: (typeof candidates)[number], b: (typeof candidates)[number]): boolean =>
    a.fitsOnePage !== b.fitsOnePage ? a.fitsOnePage : a.fitsOnePage ? a.square > b.square : a.pages < b.pages;
  const best = candidates.reduce((a, b) => (better(b, a) ? b : a));
  return { orientation: best.orientation, square: best.square, page: best.page, fitsOnePage: best.fitsOnePage };
}

export function checkBoardOptions(o: BoardOptions): { print: Print; squareMm: number | undefined; overlap: number } {
  const print = checkPrint(o);
  const squareMm =
    o.squareMm === undefined ? undefined : checkNumber('squareMm', o.squareMm, SQUARE_RANGE[0], SQUARE_RANGE[1]);
  const overlap = checkNumber('overlapMm', o.overlapMm ?? DEFAULT_OVERLAP_MM, 3, 40);
  return { print, squareMm, overlap };
}

export function boardTitle(v: Variant, square: number): string {
  return `${v.spec.name} · ${v.files}×${v.ranks} board · ${formatMm(square)} squares`;
}

/** The board's pages: one page, or the tiles and their assembly map. */
export function boardScene(source: VariantSource, options: BoardOptions = {}): Scene {
  const { print, squareMm, overlap } = checkBoardOptions(options);
  const v = compiled(source, options.faces);
  const plan = planBoard(v, print, squareMm, overlap);
  const marks = boardMarks(source, print.mono);
  const drawing = boardDrawing(v, marks, plan.square, print.mono, boardPoints(source));
  const title = boardTitle(v, plan.square);
  if (!plan.fitsOnePage) {
    const tiles = planTiles(drawing, drawing.square, drawing.band, plan.page, print.margin, overlap);
    return {
      title,
      basename: 'board',
      pages: tiledPages(drawing, tiles, plan.page, print, overlap, title, marks, options.numbering),
    };
  }
  const { width, height } = plan.page;
  const m = print.margin;
  const room = onePageRoom(v, plan.page, m);
  const left = m + (room.width - drawing.width) / 2;
  const top = m + HEADER_MM + (room.height - drawing.height) / 2;
  const detail = `${sideName(WHITE, v.spec)} at the bottom · ${marks.length ? `marked: ${marks.map((k) => k.name).join(', ')} · ` : ''}fairyprint`;
  const footerTop = height - m - FOOTER_MM + 3;
  const items: Item[] = [
    ...header(width, m, title, detail),
    { kind: 'group', translate: [left, top], items: drawing.items },
    // The key right under the board, in the room kept for it above the footer.
    ...legendItems(marks, left, top + drawing.height + KEY_MM - 5, print.mono),
    ...scaleBar(m, footerTop).items,
  ];
  const page: Page = { width, height, name: '', items };
  return { title, basename: 'board', pages: [page] };
}
