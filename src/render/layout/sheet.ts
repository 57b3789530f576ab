/**
 * Sheets of things to cut out (counters, move cards): a grid of equal cells on as few pages as the
 * paper allows, crop marks outside the grid continuing every cut to the paper's edge, the trim and bleed
 * boxes the PDF backend writes, and, for duplex printing, a back page after each sheet with every cell's
 * back mirrored left to right, so that it lies behind its front once the sheet is turned over on its long
 * edge. What a cell draws is its caller's, its cut line (an item of role 'cut') and its bleed included:
 * a new kind of sheet is its cells and the words around them.
 */
import { InputError } from '../../errors.js';
import type { Box, Item, Page } from '../scene.js';
import { orientations, type Print, pageSize } from './paper.js';

interface Size {
  width: number;
  height: number;
}

/** A cell drawn with its top-left corner at the origin, as a group of this id on the page. */
export interface CellDrawing {
  id: string;
  items: Item[];
}

/** Where a sheet's grid lies on its page, for the words around it. */
export interface SheetPlace {
  /** 0-based, of `count` sheets. */
  index: number;
  count: number;
  page: Size;
  /** The grid's top-left corner (on the front), its columns and rows, and those the sheet's cells use. */
  x: number;
  y: number;
  cols: number;
  rows: number;
  usedCols: number;
  usedRows: number;
}

/** What a page holds besides its cells and crop marks. */
export interface SheetFrame {
  /** Drawn under the grid (a header). */
  before?: Item[];
  /** Drawn over it (a title, a scale bar). */
  after?: Item[];
  folio?: Page['folio'];
}

export interface SheetDesign<T> {
  print: Print;
  cell: { w: number; h: number };
  /** Space between cells; 0: edge to edge, one cut between two cells. */
  gutter?: number;
  /** Cells in runs, each starting on a fresh row (one side's counters). */
  runs: readonly (readonly T[])[];
  /** Cells filling the last sheet's empty slots while they last, never taking a sheet of their own. */
  fillers?: readonly T[];
  /**
   * The room of the grid, from the paper's edges: its top, its bottom, and each side (the grid is
   * centred across). `middle`: centred down the room too, else at its top.
   */
  room: { top: number; bottom: number; sides: number; middle?: boolean };
  /** Crop marks: how far from the grid they start (never within the bleed) and their length; default 1 and 3.5 mm. */
  marks?: { gap: number; length: number };
  /** How far the cells' fills run past their cut lines on fronts and backs (PDF BleedBox). */
  bleed?: { front: number; back: number };
  /**
   * The cells lie edge to edge (no gutter) and the sheet draws their cut lines, each edge two cells
   * share once, as long straight cuts: the cells draw none of their own.
   */
  sharedCuts?: boolean;
  front: (cell: T, index: number) => CellDrawing;
  /** A cell's back; without it there are no back pages. */
  back?: (cell: T, index: number) => CellDrawing;
  /** What each page holds besides the grid; default nothing. */
  frame?: (place: SheetPlace, back: boolean) => SheetFrame;
  /** The refusal when not one cell fits on the paper; default one naming the cell's size. */
  tooLarge?: () => Error;
}

interface Grid {
  page: Size;
  cols: number;
  rows: number;
  /** Sheets needed. */
  sheets: number;
}

/**
 * The orientation needing fewest sheets; among those, where there are fillers, the one with most room
 * for them; then the first tried (portrait).
 */
function chooseGrid<T>(d: SheetDesign<T>): Grid {
  const gutter = d.gutter ?? 0;
  const grids = orientations(d.print).map((orientation): Grid => {
    const page = pageSize(d.print.paper, orientation);
    const cellsIn = (room: number, cell: number): number => Math.floor((room + gutter + 1e-9) / (cell + gutter));
    const cols = cellsIn(page.width - 2 * d.room.sides, d.cell.w);
    const rows = cellsIn(page.height - d.room.top - d.room.bottom, d.cell.h);
    const usedRows = d.runs.reduce((n, run) => n + Math.ceil(run.length / Math.max(1, cols)), 0);
    return { page, cols, rows, sheets: cols > 0 && rows > 0 ? Math.max(1, Math.ceil(usedRows / rows)) : Infinity };
  });
  const roomier = (a: Grid, b: Grid): boolean => Boolean(d.fillers?.length) && b.cols * b.rows > a.cols * a.rows;
  const grid = grids.reduce((a, b) => (b.sheets < a.sheets || (b.sheets === a.sheets && roomier(a, b)) ? b : a));
  if (grid.sheets === Infinity)
    throw (
      d.tooLarge?.() ??
      new InputError(`${d.cell.w} x ${d.cell.h} mm does not fit on ${d.print.paper} paper with its margins`)
    );
  return grid;
}

/** The sheets' pages: each sheet's front, followed by its back when the design has backs. */
export function sheetPages<T>(d: SheetDesign<T>): Page[] {
  const { page, cols, rows, sheets } = chooseGrid(d);
  const markStyle = d.marks ?? { gap: 1, length: 3.5 };
  const gutter = d.gutter ?? 0;
  const [pitchX, pitchY] = [d.cell.w + gutter, d.cell.h + gutter];
  // Row by row, each run from a fresh row; fillers after the last cell, in the last sheet's empty slots.
  const placed: { cell: T; row: number; col: number }[] = [];
  let row = 0;
  for (const run of d.runs) {
    run.forEach((cell, i) => placed.push({ cell, row: row + Math.floor(i / cols), col: i % cols }));
    row += Math.ceil(run.length / cols);
  }
  const last = placed[placed.length - 1];
  let slot = last ? last.row * cols + last.col + 1 : 0;
  for (const cell of d.fillers ?? []) {
    if (slot >= sheets * rows * cols) break;
    placed.push({ cell, row: Math.floor(slot / cols), col: slot % cols });
    slot++;
  }
  const gridW = cols * pitchX - gutter;
  const gridH = rows * pitchY - gutter;
  const x = (page.width - gridW) / 2;
  const roomH = page.height - d.room.top - d.room.bottom;
  const y = d.room.top + (d.room.middle ? (roomH - gridH) / 2 : 0);
  const pages: Page[] = [];
  for (let s = 0; s < sheets; s++) {
    const mine = placed.map((p, i) => ({ ...p, i })).filter((p) => Math.floor(p.row / rows) === s);
    const usedCols = Math.min(cols, Math.max(-1, ...mine.map((p) => p.col)) + 1);
    const usedRows = Math.max(-1, ...mine.map((p) => p.row % rows)) + 1;
    const place: SheetPlace = { index: s, count: sheets, page, x, y, cols, rows, usedCols, usedRows };
    const name = sheets === 1 ? '' : `p${s + 1}`;
    const face = (back: boolean): Page => {
      // A back's column is its front's mirrored about the page's middle.
      const left = (col: number): number => (back ? page.width - (x + col * pitchX) - d.cell.w : x + col * pitchX);
      const top = (r: number): number => y + (r % rows) * pitchY;
      const cells = mine.map(({ cell, i, row, col }): Item => {
        const drawn = (back ? d.back! : d.front)(cell, i);
        return { kind: 'group', id: drawn.id, translate: [left(col), top(row)], items: drawn.items };
      });
      const cuts = d.sharedCuts
        ? sharedCutLines(
            mine.map((p) => [p.row % rows, p.col]),
            (col) => (back ? page.width - (x + col * pitchX) : x + col * pitchX),
            (r) => y + r * pitchY,
          )
        : [];
      const xs = [0, usedCols - 1].map(left);
      const trim: Box = {
        x: Math.min(...xs),
        y,
        w: (usedCols - 1) * pitchX + d.cell.w,
        h: (usedRows - 1) * pitchY + d.cell.h,
      };
      const bleed = (back ? d.bleed?.back : d.bleed?.front) ?? 0;
      const edges = (n: number, at: (i: number) => number, size: number): number[] =>
        Array.from({ length: n }, (_, i) => [at(i), at(i) + size]).flat();
      const marks = cropMarks(
        edges(usedCols, left, d.cell.w),
        edges(usedRows, top, d.cell.h),
        Math.max(markStyle.gap, bleed),
        markStyle.length,
      );
      const frame = d.frame?.(place, back) ?? {};
      return {
        width: page.width,
        height: page.height,
        name: back ? (name ? `${name}-back` : 'back') : name,
        items: [...(frame.before ?? []), ...cells, ...cuts, ...marks, ...(frame.after ?? [])],
        ...(frame.folio ? { folio: frame.folio } : {}),
        trim,
        ...(bleed ? { bleed } : {}),
      };
    };
    pages.push(face(false));
    if (d.back) pages.push(face(true));
  }
  return pages;
}

/**
 * The cut lines of cells edge to edge at grid places [row, col]: every edge of a cell once, the edges
 * along one grid line joined into a single cut where they meet. `xAt(col)` and `yAt(row)` place the
 * grid's lines (a mirrored back's run right to left).
 */
function sharedCutLines(
  cells: readonly (readonly [number, number])[],
  xAt: (col: number) => number,
  yAt: (row: number) => number,
): Item[] {
  const taken = new Set(cells.map(([r, c]) => `${r},${c}`));
  const has = (r: number, c: number): boolean => taken.has(`${r},${c}`);
  const rows = Math.max(0, ...cells.map(([r]) => r + 1));
  const cols = Math.max(0, ...cells.map(([, c]) => c + 1));
  // Mid-grey: seen on light and dark fills alike.
  const cut = { stroke: '#7a7a7a', strokeWidth: 0.15, role: 'cut' as const };
  const items: Item[] = [];
  // Runs of edges along a grid line, each a cut from its first edge to its last.
  const runs = (n: number, edge: (i: number) => boolean, line: (a: number, b: number) => Item): void => {
    for (let i = 0; i < n; i++) {
      if (!edge(i)) continue;
      let j = i;
      while (j + 1 < n && edge(j + 1)) j++;
      items.push(line(i, j + 1));
      i = j;
    }
  };
  for (let r = 0; r <= rows; r++)
    runs(
      cols,
      (c) => has(r - 1, c) || has(r, c),
      (a, b) => ({ kind: 'line', x1: xAt(a), y1: yAt(r), x2: xAt(b), y2: yAt(r), ...cut }),
    );
  for (let c = 0; c <= cols; c++)
    runs(
      rows,
      (r) => has(r, c - 1) || has(r, c),
      (a, b) => ({ kind: 'line', x1: xAt(c), y1: yAt(a), x2: xAt(c), y2: yAt(b), ...cut }),
    );
  return items;
}

/**
 * Short lines outside the grid continuing every cell edge (`xs`, `ys`: those edges, a shared edge once),
 * from `gap` past the grid outwards, so a guillotine can cut row by row from paper edge to paper edge.
 */
function cropMarks(xs: readonly number[], ys: readonly number[], gap: number, length: number): Item[] {
  const round = (n: number): number => Math.round(n * 1000) / 1000;
  const [cutsX, cutsY] = [xs, ys].map((edges) => [...new Set(edges.map(round))].sort((a, b) => a - b)) as [
    number[],
    number[],
  ];
  if (!cutsX.length || !cutsY.length) return [];
  const [x0, x1] = [cutsX[0]!, cutsX[cutsX.length - 1]!];
  const [y0, y1] = [cutsY[0]!, cutsY[cutsY.length - 1]!];
  const mark = { stroke: '#000000', strokeWidth: 0.15 };
  const items: Item[] = [];
  for (const x of cutsX) {
    items.push({ kind: 'line', x1: x, y1: y0 - gap, x2: x, y2: y0 - gap - length, ...mark });
    items.push({ kind: 'line', x1: x, y1: y1 + gap, x2: x, y2: y1 + gap + length, ...mark });
  }
  for (const y of cutsY) {
    items.push({ kind: 'line', x1: x0 - gap, y1: y, x2: x0 - gap - length, y2: y, ...mark });
    items.push({ kind: 'line', x1: x1 + gap, y1: y, x2: x1 + gap + length, y2: y, ...mark });
  }
  return items;
}
