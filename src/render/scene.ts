/**
 * What gets printed, as plain data: pages of shapes and text, every length in millimetres, origin at the
 * page's top-left corner, y downwards. Layout builds a scene once; the SVG, PDF and PNG backends only
 * translate it, so the physical size of everything is decided in one place.
 */

/** A colour as #rrggbb. */
export type PaintColor = string;

export interface Paint {
  fill?: PaintColor;
  stroke?: PaintColor;
  /** Stroke width in mm (default 0.25). */
  strokeWidth?: number;
  /** Dashes in mm: drawn length, then gap. */
  dash?: readonly [number, number];
  /** 0..1, applied to fill and stroke alike. */
  opacity?: number;
}

/** An id that the SVG backend writes out, so tests and tools can find a shape (unique within a page). */
interface Named {
  id?: string;
}

/**
 * What a shape is for besides being seen. 'cut': it lies on a line the sheet is cut along (a counter's
 * outline, a card's edge, a board tile's trim line), so a backend for a cutting plotter or a laser can
 * take these alone (`cutLines`). The drawing backends draw it as any other shape.
 */
export interface HasRole {
  role?: 'cut';
}

export interface RectItem extends Paint, Named, HasRole {
  kind: 'rect';
  x: number;
  y: number;
  w: number;
  h: number;
  /** Corner radius. */
  r?: number;
}

export interface LineItem extends Paint, Named, HasRole {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** 'square' makes joined outline segments meet without notches. */
  cap?: 'butt' | 'round' | 'square';
}

/** A closed polygon or an open polyline through points [x0, y0, x1, y1, ...]. */
export interface PolyItem extends Paint, Named, HasRole {
  kind: 'poly';
  points: readonly number[];
  closed: boolean;
}

export interface CircleItem extends Paint, Named, HasRole {
  kind: 'circle';
  cx: number;
  cy: number;
  r: number;
}

/**
 * A filled outline (a CJK character's, drawn as its shape rather than as text): SVG path data of absolute
 * M, L, Q and Z commands in mm, filled by the nonzero rule. `label` is the text it shows and `size` its
 * em size in mm, which the SVG backend writes out (aria-label, data-em) so that tools and tests can read
 * them back: the 6 pt floor holds for characters drawn so as for text.
 */
export interface PathItem extends Named {
  kind: 'path';
  d: string;
  fill: PaintColor;
  label?: string;
  size?: number;
}

export interface TextItem extends Named {
  kind: 'text';
  /** Anchor point; y is the baseline. */
  x: number;
  y: number;
  text: string;
  /** Font size (em) in mm. */
  size: number;
  anchor: 'start' | 'middle' | 'end';
  fill: PaintColor;
  /** Degrees clockwise about (x, y). */
  rotate?: number;
}

/**
 * Items drawn in a local coordinate system: a point p of the group is at translate + scale * p on the
 * parent. `clip` is in the group's local coordinates.
 */
export interface GroupItem extends Named {
  kind: 'group';
  items: readonly Item[];
  translate?: readonly [number, number];
  scale?: number;
  clip?: { x: number; y: number; w: number; h: number };
}

export type Item = RectItem | LineItem | PolyItem | CircleItem | PathItem | TextItem | GroupItem;

export interface Page {
  /** Paper size in mm. */
  width: number;
  height: number;
  /** Distinguishes the page's own SVG/PNG file ('' for a lone page, 'r1c2', 'map', 'p1-back'...). */
  name: string;
  items: readonly Item[];
  /** Where the page number goes when the page is part of a numbered document (the end of its text). */
  folio?: { x: number; y: number };
  /** The cut edge of what the page is printed for (a grid of counters or cards); default the paper. */
  trim?: Box;
  /** How far past `trim` the printing runs (PDF BleedBox), mm. */
  bleed?: number;
}

export interface Scene {
  /** Document title (PDF metadata, SVG title). */
  title: string;
  /** Base of the file names: board, counters... */
  basename: string;
  pages: readonly Page[];
  /** PDF bookmarks: a title for the page at this 0-based index. */
  outline?: readonly { title: string; page: number }[];
}

/** A name made safe as one path segment: a scene's basename, or a variant id (which may come from a file name) as its output folder. */
export function safeSegment(id: string): string {
  const s = id
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 64);
  return s || 'variant';
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A cut line in page coordinates: the shape alone, without its paint. */
export type CutLine =
  | Pick<RectItem, 'kind' | 'x' | 'y' | 'w' | 'h' | 'r'>
  | Pick<LineItem, 'kind' | 'x1' | 'y1' | 'x2' | 'y2'>
  | Pick<PolyItem, 'kind' | 'points' | 'closed'>
  | Pick<CircleItem, 'kind' | 'cx' | 'cy' | 'r'>;

/** The page's cut lines (shapes of role 'cut'), moved and scaled out of their groups, in drawing order. */
export function cutLines(page: Page): CutLine[] {
  const out: CutLine[] = [];
  const walk = (items: readonly Item[], dx: number, dy: number, k: number): void => {
    for (const it of items) {
      if (it.kind === 'group') {
        const [tx, ty] = it.translate ?? [0, 0];
        walk(it.items, dx + k * tx, dy + k * ty, k * (it.scale ?? 1));
      } else if (it.kind !== 'text' && it.kind !== 'path' && it.role === 'cut') {
        out.push(placed(it, dx, dy, k));
      }
    }
  };
  walk(page.items, 0, 0, 1);
  return out;
}

/** A shape's geometry at dx + k * p for each of its points p. */
function placed(it: RectItem | LineItem | PolyItem | CircleItem, dx: number, dy: number, k: number): CutLine {
  switch (it.kind) {
    case 'rect':
      return {
        kind: 'rect',
        x: dx + k * it.x,
        y: dy + k * it.y,
        w: k * it.w,
        h: k * it.h,
        ...(it.r ? { r: k * it.r } : {}),
      };
    case 'line':
      return { kind: 'line', x1: dx + k * it.x1, y1: dy + k * it.y1, x2: dx + k * it.x2, y2: dy + k * it.y2 };
    case 'poly':
      return { kind: 'poly', closed: it.closed, points: it.points.map((v, i) => (i % 2 ? dy : dx) + k * v) };
    case 'circle':
      return { kind: 'circle', cx: dx + k * it.cx, cy: dy + k * it.cy, r: k * it.r };
  }
}

/** Every string drawn in a scene, so the font can be cut down to the characters it needs. */
export function sceneText(scene: Scene): string {
  const parts: string[] = [];
  const walk = (items: readonly Item[]): void => {
    for (const it of items) {
      if (it.kind === 'text') parts.push(it.text);
      else if (it.kind === 'group') walk(it.items);
    }
  };
  for (const page of scene.pages) walk(page.items);
  return parts.join('');
}

/**
 * The region an item may paint (text boxes are estimated generously from the em size), or null when
 * it cannot be bounded cheaply. Used to leave out what a tile cannot show.
 */
export function itemBounds(it: Item): Box | null {
  const pad =
    it.kind !== 'text' && it.kind !== 'group' && it.kind !== 'path' && it.stroke ? (it.strokeWidth ?? 0.25) : 0;
  switch (it.kind) {
    case 'rect':
      return { x: it.x - pad, y: it.y - pad, w: it.w + 2 * pad, h: it.h + 2 * pad };
    case 'line':
      return {
        x: Math.min(it.x1, it.x2) - pad,
        y: Math.min(it.y1, it.y2) - pad,
        w: Math.abs(it.x2 - it.x1) + 2 * pad,
        h: Math.abs(it.y2 - it.y1) + 2 * pad,
      };
    case 'circle':
      return { x: it.cx - it.r - pad, y: it.cy - it.r - pad, w: 2 * (it.r + pad), h: 2 * (it.r + pad) };
    case 'poly': {
      let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
      for (let i = 0; i < it.points.length; i += 2) {
        x0 = Math.min(x0, it.points[i]!);
        x1 = Math.max(x1, it.points[i]!);
        y0 = Math.min(y0, it.points[i + 1]!);
        y1 = Math.max(y1, it.points[i + 1]!);
      }
      return { x: x0 - pad, y: y0 - pad, w: x1 - x0 + 2 * pad, h: y1 - y0 + 2 * pad };
    }
    case 'path': {
      // A quadratic curve stays inside the hull of its points: their box bounds the outline.
      const v = pathNumbers(it.d);
      const xs = v.filter((_, i) => i % 2 === 0);
      const ys = v.filter((_, i) => i % 2 === 1);
      return {
        x: Math.min(...xs),
        y: Math.min(...ys),
        w: Math.max(...xs) - Math.min(...xs),
        h: Math.max(...ys) - Math.min(...ys),
      };
    }
    case 'text': {
      const w = it.text.length * it.size;
      const x = it.anchor === 'start' ? it.x : it.anchor === 'middle' ? it.x - w / 2 : it.x - w;
      const box = { x, y: it.y - it.size, w, h: 1.3 * it.size };
      if (!it.rotate) return box;
      // Turned about its anchor: the box of the turned corners.
      const [cos, sin] = [Math.cos((it.rotate * Math.PI) / 180), Math.sin((it.rotate * Math.PI) / 180)];
      const xs: number[] = [];
      const ys: number[] = [];
      for (const [px, py] of [
        [box.x, box.y],
        [box.x + w, box.y],
        [box.x, box.y + box.h],
        [box.x + w, box.y + box.h],
      ] as const) {
        xs.push(it.x + cos * (px - it.x) - sin * (py - it.y));
        ys.push(it.y + sin * (px - it.x) + cos * (py - it.y));
      }
      return {
        x: Math.min(...xs),
        y: Math.min(...ys),
        w: Math.max(...xs) - Math.min(...xs),
        h: Math.max(...ys) - Math.min(...ys),
      };
    }
    case 'group':
      return null;
  }
}

/**
 * The items turned half a turn about the origin, as plain items (texts rotated about their anchors):
 * a man facing the other way (Shogi's) costs the backends and the PNG strips nothing new.
 */
export function halfTurn(items: readonly Item[]): Item[] {
  return items.map((it): Item => {
    switch (it.kind) {
      case 'rect':
        return { ...it, x: -it.x - it.w, y: -it.y - it.h };
      case 'line':
        return { ...it, x1: -it.x1, y1: -it.y1, x2: -it.x2, y2: -it.y2 };
      case 'poly':
        return { ...it, points: it.points.map((v) => -v) };
      case 'circle':
        return { ...it, cx: -it.cx, cy: -it.cy };
      case 'path':
        return { ...it, d: mapPath(it.d, (x, y) => [-x, -y]) };
      case 'text':
        return { ...it, x: -it.x, y: -it.y, rotate: ((it.rotate ?? 0) + 180) % 360 };
      case 'group': {
        const [tx, ty] = it.translate ?? [0, 0];
        const c = it.clip;
        // A scale keeps: turning the group's place and its content turns the whole.
        return {
          ...it,
          translate: [-tx, -ty],
          items: halfTurn(it.items),
          ...(c ? { clip: { x: -c.x - c.w, y: -c.y - c.h, w: c.w, h: c.h } } : {}),
        };
      }
    }
  });
}

const NUMBER = /-?\d+(?:\.\d+)?(?:e-?\d+)?/g;

/** The coordinates of path data (absolute commands only), x and y alternating. */
export const pathNumbers = (d: string): number[] => (d.match(NUMBER) ?? []).map(Number);

/** Path data with every point (x, y) moved to f(x, y): absolute commands only, so each number pair is a point. */
export function mapPath(d: string, f: (x: number, y: number) => readonly [number, number]): string {
  const out: string[] = [];
  let x: number | null = null;
  for (const token of d.match(/[MLQZ]|-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? []) {
    if (/[MLQZ]/.test(token)) out.push(token);
    else if (x === null) x = Number(token);
    else {
      const [u, v] = f(x, Number(token));
      out.push(`${round(u)} ${round(v)}`);
      x = null;
    }
  }
  return out.join(' ');
}

/** A thousandth of a mm, as the SVG backend writes coordinates. */
const round = (v: number): string => String(Math.round(v * 1000) / 1000 + 0);

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

export function contains(outer: Box, inner: Box): boolean {
  const eps = 1e-9;
  return (
    inner.x >= outer.x - eps &&
    inner.y >= outer.y - eps &&
    inner.x + inner.w <= outer.x + outer.w + eps &&
    inner.y + inner.h <= outer.y + outer.h + eps
  );
}

export function intersection(a: Box, b: Box): Box | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const w = Math.min(a.x + a.w, b.x + b.w) - x;
  const h = Math.min(a.y + a.h, b.y + b.h) - y;
  return w > 1e-9 && h > 1e-9 ? { x, y, w, h } : null;
}

/**
 * The item as a filled rectangle when that is exactly what it paints (a plain filled rect, a solid
 * horizontal or vertical line), so it can be cut to a box by intersection; otherwise null.
 */
export function paintedRect(it: Item): RectItem | null {
  if (it.kind === 'rect' && !it.stroke && !it.r && it.fill) {
    return {
      kind: 'rect',
      x: it.x,
      y: it.y,
      w: it.w,
      h: it.h,
      fill: it.fill,
      ...(it.opacity === undefined ? {} : { opacity: it.opacity }),
    };
  }
  if (it.kind === 'line' && it.stroke && !it.dash && it.cap !== 'round' && (it.x1 === it.x2 || it.y1 === it.y2)) {
    const half = (it.strokeWidth ?? 0.25) / 2;
    const ext = it.cap === 'square' ? half : 0;
    const [x0, x1] = [Math.min(it.x1, it.x2), Math.max(it.x1, it.x2)];
    const [y0, y1] = [Math.min(it.y1, it.y2), Math.max(it.y1, it.y2)];
    const box =
      it.y1 === it.y2
        ? { x: x0 - ext, y: y0 - half, w: x1 - x0 + 2 * ext, h: 2 * half }
        : { x: x0 - half, y: y0 - ext, w: 2 * half, h: y1 - y0 + 2 * ext };
    return { kind: 'rect', ...box, fill: it.stroke, ...(it.opacity === undefined ? {} : { opacity: it.opacity }) };
  }
  return null;
}
