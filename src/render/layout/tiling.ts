/**
 * A board too large for one page, split into tiles. Tiles cut between squares wherever a square fits a
 * page; each tile with a neighbour to its right or below carries a grey glue strip there, the neighbour
 * is trimmed along its dashed left/top edge and laid on the strip, and registration circles on every
 * seam line up across the join. An assembly map (the first page) shows how the tiles fit.
 */

import { theFont } from '../font.js';
import { type Box, contains, type Item, intersection, itemBounds, overlaps, type Page, paintedRect } from '../scene.js';
import type { BoardDrawing, BoardMark } from './board.js';
import { legendItems } from './board.js';
import { centredBaseline, fitSize, GREY, HEADER_MM, header, INK, MIN_TEXT_MM, rowLetter, text } from './frame.js';
import type { Print } from './paper.js';

export interface TilePlan {
  /** Tile column j spans xs[j]..xs[j+1] of the drawing; tile row i spans ys[i]..ys[i+1]. */
  xs: number[];
  ys: number[];
  count: number;
}

const REGISTRATION_R = 2.5;
const SCISSORS = '✂';

/**
 * Boundaries that split [0, total] into spans that fit `room`, every span but the last also carrying
 * `overlap`. Cuts fall on `cuts` (square edges) where one lies in reach, else mid-square; the spans are
 * evened out so the last tile is not a sliver.
 */
export function splitAxis(total: number, room: number, overlap: number, cuts: readonly number[]): number[] {
  const eps = 1e-9;
  const reach = room - overlap;
  if (total <= room + eps) return [0, total];
  if (reach <= 0) throw new Error(`no room for a tile: ${room} mm with a ${overlap} mm glue strip`);
  const greedy = [0];
  for (let start = 0; total - start > room + eps; ) {
    const inReach = cuts.filter((c) => c > start + eps && c <= start + reach + eps);
    const cut = inReach.length ? inReach[inReach.length - 1]! : start + reach;
    greedy.push(cut);
    start = cut;
  }
  greedy.push(total);
  const spans = greedy.length - 1;
  const even = [0];
  let start = 0;
  for (let i = 1; i < spans; i++) {
    const ideal = start + (total - start) / (spans - i + 1);
    const inReach = cuts.filter((c) => c > start + eps && c <= start + reach + eps);
    const cut = inReach.length
      ? inReach.reduce((a, b) => (Math.abs(b - ideal) < Math.abs(a - ideal) ? b : a))
      : Math.min(ideal, start + reach);
    even.push(cut);
    start = cut;
  }
  even.push(total);
  return total - start <= room + eps ? even : greedy;
}

/** Room for a tile's content (glue strips included) on a page. */
function tileRoom(page: { width: number; height: number }, margin: number): { width: number; height: number } {
  return { width: page.width - 2 * margin, height: page.height - 2 * margin - HEADER_MM };
}

export function planTiles(
  drawing: { width: number; height: number },
  square: number,
  band: number,
  page: { width: number; height: number },
  margin: number,
  overlap: number,
): TilePlan {
  const room = tileRoom(page, margin);
  const edges = (total: number): number[] => {
    const n = Math.round((total - 2 * band) / square);
    return Array.from({ length: n - 1 }, (_, k) => band + (k + 1) * square);
  };
  const xs = splitAxis(drawing.width, room.width, overlap, edges(drawing.width));
  const ys = splitAxis(drawing.height, room.height, overlap, edges(drawing.height));
  return { xs, ys, count: (xs.length - 1) * (ys.length - 1) };
}

interface Tile {
  row: number;
  col: number;
  /** "B2": row letter, column number. */
  label: string;
  box: Box;
}

export function tileName(row: number, col: number): string {
  return `r${row + 1}c${col + 1}`;
}

/** The assembly map, then every tile row by row. */
export function tiledPages(
  drawing: BoardDrawing,
  plan: TilePlan,
  page: { width: number; height: number },
  print: Print,
  glue: number,
  title: string,
  marks: readonly BoardMark[],
  numbering: PageNumbering = { first: 1, of: 'board.pdf' },
): Page[] {
  const rows = plan.ys.length - 1;
  const cols = plan.xs.length - 1;
  const tiles: Tile[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      tiles.push({
        row: r,
        col: c,
        label: `${rowLetter(r)}${c + 1}`,
        box: { x: plan.xs[c]!, y: plan.ys[r]!, w: plan.xs[c + 1]! - plan.xs[c]!, h: plan.ys[r + 1]! - plan.ys[r]! },
      });
    }
  }
  const at = (r: number, c: number): Tile | undefined =>
    r >= 0 && r < rows && c >= 0 && c < cols ? tiles[r * cols + c] : undefined;
  const grid = `${rows}×${cols}`;
  const pageOf = (t: Tile): number => numbering.first + 1 + t.row * cols + t.col;
  return [
    mapPage(drawing, tiles, page, print, title, grid, marks, pageOf),
    ...tiles.map((t) => tilePage(drawing, t, at, page, print, glue, title, grid, pageOf, numbering)),
  ];
}

/**
 * The drawing's items cut to `box` (drawing coordinates): rectangles cut exactly where their paint is a
 * rectangle (squares, outline runs), anything else in a clipped group, which rasterises several times
 * slower. `keepIds` false drops ids, so a square repeated on a glue strip is still named once.
 */
function cutTo(
  drawing: BoardDrawing,
  box: Box,
  shift: readonly [number, number],
  keepIds: boolean,
  id?: string,
): Item[] {
  const inside: Item[] = [];
  const clipped: Item[] = [];
  for (const it of drawing.items) {
    const b = itemBounds(it);
    if (b !== null && !overlaps(b, box)) continue;
    if (b !== null && contains(box, b)) {
      inside.push(keepIds || !it.id ? it : { ...it, id: undefined });
      continue;
    }
    const paint = paintedRect(it);
    const cut = paint && intersection(paint, box);
    if (paint && cut) inside.push({ ...paint, ...cut, ...(keepIds && it.id ? { id: it.id } : {}) });
    else if (!paint && it.kind === 'line') {
      // A line (mono hatching) is cut geometrically: a clipped group would make the page render whole.
      const part = clipSegment(it.x1, it.y1, it.x2, it.y2, box);
      if (part) inside.push({ ...it, id: undefined, x1: part[0], y1: part[1], x2: part[2], y2: part[3] });
    } else if (!paint) clipped.push(it);
  }
  const out: Item[] = [{ kind: 'group', ...(id ? { id } : {}), translate: shift, items: inside }];
  if (clipped.length) out.push({ kind: 'group', translate: shift, clip: box, items: clipped });
  return out;
}

/** The part of the segment inside the box (Liang-Barsky), or null. */
function clipSegment(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  box: Box,
): [number, number, number, number] | null {
  const [dx, dy] = [x2 - x1, y2 - y1];
  let [t0, t1] = [0, 1];
  const edges: [number, number][] = [
    [-dx, x1 - box.x],
    [dx, box.x + box.w - x1],
    [-dy, y1 - box.y],
    [dy, box.y + box.h - y1],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  if (t1 - t0 < 1e-9) return null;
  return [x1 + t0 * dx, y1 + t0 * dy, x1 + t1 * dx, y1 + t1 * dy];
}

/** How a tile names pages: "page 4" of the document the board is part of. */
export interface PageNumbering {
  /** The page number of the board's first page (its assembly map). */
  first: number;
  /** The document those numbers refer to, e.g. kit.pdf. */
  of: string;
}

function tilePage(
  drawing: BoardDrawing,
  tile: Tile,
  at: (r: number, c: number) => Tile | undefined,
  page: { width: number; height: number },
  print: Print,
  glue: number,
  title: string,
  grid: string,
  pageOf: (t: Tile) => number,
  numbering: PageNumbering,
): Page {
  const m = print.margin;
  const { row, col, box } = tile;
  const [above, left, right, below] = [at(row - 1, col), at(row, col - 1), at(row, col + 1), at(row + 1, col)];
  const room = tileRoom(page, m);
  const totalW = box.w + (right ? glue : 0);
  const totalH = box.h + (below ? glue : 0);
  const px = m + (room.width - totalW) / 2;
  const py = m + HEADER_MM + (room.height - totalH) / 2;

  const named = (t: Tile): string => `${t.label} (p. ${pageOf(t)})`;
  const neighbours = [
    above && `above ${named(above)}`,
    left && `left ${named(left)}`,
    right && `right ${named(right)}`,
    below && `below ${named(below)}`,
  ].filter(Boolean);
  const detail = `Row ${row + 1}, column ${col + 1} · neighbours: ${neighbours.join(', ')} · assembly map: ${numbering.of} page ${numbering.first}`;
  const items: Item[] = [...header(page.width, m, `${title} · tile ${tile.label} of ${grid}`, detail)];

  // Sides without a neighbour are the drawing's own edge: nothing is cut there.
  const far = 1e6;
  const x0 = left ? box.x : -far;
  const y0 = above ? box.y : -far;
  const x1 = right ? box.x + box.w : far;
  const y1 = below ? box.y + box.h : far;
  const shift = [px - box.x, py - box.y] as const;
  items.push(...cutTo(drawing, { x: x0, y: y0, w: x1 - x0, h: y1 - y0 }, shift, true, 'tile-content'));

  // Glue strips repeat the neighbour's own squares (a true overlap: a cut a little off still joins). The
  // corner beyond both strips is left bare, and a right strip starts a strip's width down where the tile
  // above-right's bottom strip already lies: no point of the board is under more than one strip.
  const seam = { stroke: INK, strokeWidth: 0.25 };
  const trim = { stroke: INK, strokeWidth: 0.25, dash: [2, 1.2] as const };
  const wash = { fill: '#ffffff', opacity: print.mono ? 0.55 : 0.45 };
  const note = 2.3;
  if (right) {
    const top = above && at(row - 1, col + 1) ? box.y + glue : y0;
    const strip = { x: box.x + box.w, y: top, w: glue, h: y1 - top };
    items.push(...cutTo(drawing, strip, shift, false));
    const onPage = {
      x: px + box.w,
      y: Math.max(py, top + shift[1]),
      w: glue,
      h: py + box.h - Math.max(py, top + shift[1]),
    };
    items.push({ kind: 'rect', id: 'glue-right', ...onPage, ...wash });
    items.push({ kind: 'line', x1: px + box.w, y1: py, x2: px + box.w, y2: py + box.h, ...seam });
    const label = `glue · tile ${right.label} lies on this strip`;
    items.push({
      ...text(
        px + box.w + glue / 2 - (theFont().capHeight * note) / 2,
        onPage.y + onPage.h / 2,
        label,
        fitSize(label, onPage.h - 4, note),
        'middle',
        INK,
      ),
      rotate: 90,
    });
  }
  if (below) {
    const strip = { x: x0, y: box.y + box.h, w: x1 - x0, h: glue };
    items.push(...cutTo(drawing, strip, shift, false));
    items.push({ kind: 'rect', id: 'glue-bottom', x: px, y: py + box.h, w: box.w, h: glue, ...wash });
    items.push({ kind: 'line', x1: px, y1: py + box.h, x2: px + box.w, y2: py + box.h, ...seam });
    const label = `glue · tile ${below.label} lies on this strip`;
    items.push(
      text(
        px + box.w / 2,
        centredBaseline(py + box.h + glue / 2, note),
        label,
        fitSize(label, box.w - 4, note),
        'middle',
        INK,
      ),
    );
  }
  if (left) {
    items.push({
      kind: 'line',
      id: 'trim-left',
      x1: px,
      y1: py - 3,
      x2: px,
      y2: py + totalH + 3,
      ...trim,
      role: 'cut',
    });
    const label = `${SCISSORS} cut along this line · lay this edge on tile ${left.label}'s glue strip`;
    if (px - m >= 2.5)
      items.push({
        ...text(px - 1.2, py + box.h / 2, label, fitSize(label, box.h - 4, note), 'middle', GREY),
        rotate: -90,
      });
  }
  if (above) {
    items.push({ kind: 'line', id: 'trim-top', x1: px - 3, y1: py, x2: px + totalW + 3, y2: py, ...trim, role: 'cut' });
    const label = `${SCISSORS} cut along this line · lay this edge on tile ${above.label}'s glue strip`;
    items.push(text(px + box.w / 2, py - 1.2, label, fitSize(label, box.w - 4, note), 'middle', GREY));
  }
  items.push(...seamRegistration(drawing, box, [px, py], shift, { above, left, right, below }));
  return { width: page.width, height: page.height, name: tileName(row, col), items };
}

/** Registration marks only where a seam (a side with a neighbour) crosses the coordinate band round the board, never on a square. */
function seamRegistration(
  drawing: BoardDrawing,
  box: { x: number; y: number; w: number; h: number },
  [px, py]: readonly [number, number],
  shift: readonly [number, number],
  { above, left, right, below }: Record<'above' | 'left' | 'right' | 'below', Tile | undefined>,
): Item[] {
  const items: Item[] = [];
  const band = drawing.band;
  const [gridTop, gridBottom] = [band, drawing.height - band];
  const [gridLeft, gridRight] = [band, drawing.width - band];
  const bandsY = [gridTop - band / 2, gridBottom + band / 2].filter(
    (y) => y >= box.y - 1e-9 && y <= box.y + box.h + 1e-9,
  );
  const bandsX = [gridLeft - band / 2, gridRight + band / 2].filter(
    (x) => x >= box.x - 1e-9 && x <= box.x + box.w + 1e-9,
  );
  const r = Math.min(REGISTRATION_R, 0.4 * band);
  for (const y of bandsY) {
    if (right) items.push(...registration(px + box.w, y + shift[1], r));
    if (left) items.push(...registration(px, y + shift[1], r));
  }
  for (const x of bandsX) {
    if (below) items.push(...registration(x + shift[0], py + box.h, r));
    if (above) items.push(...registration(x + shift[0], py, r));
  }
  return items;
}

/** A circle with a cross, centred on a seam. */
function registration(cx: number, cy: number, r: number): Item[] {
  const line = { stroke: INK, strokeWidth: 0.2 };
  return [
    { kind: 'circle', cx, cy, r, stroke: INK, strokeWidth: 0.2 },
    { kind: 'line', x1: cx - r - 1, y1: cy, x2: cx + r + 1, y2: cy, ...line },
    { kind: 'line', x1: cx, y1: cy - r - 1, x2: cx, y2: cy + r + 1, ...line },
  ];
}

function mapPage(
  drawing: BoardDrawing,
  tiles: readonly Tile[],
  page: { width: number; height: number },
  print: Print,
  title: string,
  grid: string,
  marks: readonly BoardMark[],
  pageOf: (t: Tile) => number,
): Page {
  const m = print.margin;
  const steps = [
    `1. Print every page at actual size (100 %, no fit-to-page): a square of a tile must measure ${Number(drawing.square.toFixed(2))} mm.`,
    `2. Cut each tile along its dashed ${SCISSORS} lines: the left and top edges where it has them.`,
    '3. Lay each tile on the glue strips of the tiles to its left and above, squares on their repeated squares, circles on circles; glue.',
    `4. Work along the rows: ${tiles
      .slice(0, 3)
      .map((t) => t.label)
      .join(', ')}${tiles.length > 3 ? ' …' : ''}; tile names are row letter and column number.`,
  ];
  const lineGap = 4.2;
  const footer = steps.length * lineGap + 16;
  const roomW = page.width - 2 * m;
  const roomH = page.height - 2 * m - HEADER_MM - footer;
  const k = Math.min(roomW / drawing.width, roomH / drawing.height);
  const ox = m + (roomW - drawing.width * k) / 2;
  const oy = m + HEADER_MM + (roomH - drawing.height * k) / 2;
  const detail = `${tiles.length} tiles (${grid}: rows × columns) follow this map, one per page (page numbers on the map) · each page names its neighbours`;
  const items: Item[] = [
    ...header(page.width, m, `${title} · assembly map`, detail),
    { kind: 'group', translate: [ox, oy], scale: k, items: drawing.items },
  ];
  const accent = print.mono ? '#000000' : '#b3261e';
  for (const t of tiles) {
    const b = { x: ox + t.box.x * k, y: oy + t.box.y * k, w: t.box.w * k, h: t.box.h * k };
    items.push({ kind: 'rect', ...b, stroke: accent, strokeWidth: 0.5, dash: [2, 1] as const });
    const size = Math.min(12, 0.3 * Math.min(b.w, b.h));
    const w = theFont().width(t.label, size) + size * 0.6;
    items.push({
      kind: 'rect',
      x: b.x + b.w / 2 - w / 2,
      y: b.y + b.h / 2 - size * 0.65,
      w,
      h: size * 1.3,
      r: size * 0.2,
      fill: '#ffffff',
      opacity: 0.85,
    });
    items.push(text(b.x + b.w / 2, centredBaseline(b.y + b.h / 2, size), t.label, size, 'middle', accent));
    const where = `page ${pageOf(t)}`;
    const small = Math.max(MIN_TEXT_MM, Math.min(4, 0.35 * size));
    items.push(text(b.x + b.w / 2, b.y + b.h / 2 + size * 0.65 + small * 1.3, where, small, 'middle', accent));
  }
  let y = page.height - m - footer + 4;
  for (const s of steps) {
    items.push(text(m, y, s, fitSize(s, roomW, 2.8)));
    y += lineGap;
  }
  // Reduced, the map has no check bar: nothing on it is at actual size.
  const reduced = `This map is reduced to ${Math.round(k * 100)} %: it is not to scale. Check the print size on the tiles.`;
  items.push(text(m, y + 2, reduced, fitSize(reduced, roomW, 2.8), 'start', GREY));
  items.push(...legendItems(marks, m, y + 5, print.mono));
  return { width: page.width, height: page.height, name: 'map', items };
}
