/**
 * Move diagrams drawn: a window of squares with pieces as small counters (the counter sheets' look) and
 * marks where a piece can go. Every kind of mark has its own shape, so the meaning survives grey-scale
 * printing; in colour the marks also take the chessvariants.com Interactive Diagram's colours (yellow
 * move or capture, green move only, red capture only, orange jump) and tint their square.
 *
 *   shape:  circle = stopped by pieces between, diamond = jumps (unblockable)
 *   inside: filled = move or capture, hollow = move only, cross = capture only
 *   badges: triangle (top right) = first move only, star (top left) = once per game
 *   path:   dashed line from the piece = a move of several legs (volley landings, collision turns)
 *   drop:   square with a downward triangle = a man from hand may be dropped there (crossed: the drop loses)
 *   region: bold blue line around the squares a piece never leaves, the squares outside greyed; a dashed
 *           line around where it must stand for part of its move; its promotion zone's squares blue
 *   hop:    an arc from the piece over its screen to the square it reaches
 *   divide: a bold line across a window of the board where a rule splits it (ECROS's halves)
 */

import {
  type DiagramMark,
  type DiagramRegion,
  type MarkMode,
  passesPiece,
  positionMarks,
} from '../../diagrams/moves.js';
import type { Position } from '../../engine/position.js';
import type { VariantSpec } from '../../engine/spec.js';
import { BLACK, sideName, WHITE } from '../../engine/variant.js';
import { InputError } from '../../errors.js';
import { parseSquare } from '../../notation/squares.js';
import { theFont } from '../font.js';
import { checkNumber, type PrintOptions } from '../options.js';
import { type Item, type Page, type Paint, type Scene, safeSegment } from '../scene.js';
import {
  boardDrawing,
  boardLook,
  boardMarks,
  boardPoints,
  gridLines,
  groundColour,
  type LineGrid,
  palette,
  pointLines,
} from './board.js';
import { centredBaseline, fitSize, GREY, INK, MIN_TEXT_MM, text } from './frame.js';
import { checkPrint } from './paper.js';
import { pieceToken } from './token.js';
import { compiled, type VariantSource } from './variant.js';

export interface ViewPiece {
  x: number;
  y: number;
  type: number;
  abbrev: string;
  white: boolean;
}

/** A window of squares to draw; y = 0 is the row nearest White, drawn at the bottom. */
export interface DiagramView {
  spec: VariantSpec;
  files: number;
  ranks: number;
  pieces: readonly ViewPiece[];
  marks: readonly DiagramMark[];
  /** The piece whose moves are marked (paths start there). */
  subject: { x: number; y: number } | null;
  /** Window squares that are not on the board: left blank. */
  holes?: readonly { x: number; y: number }[];
  /** Whether the bottom-left square is dark (default: yes, as a1 is). */
  darkOrigin?: boolean;
  /** Where the window's bottom-left square is on the board, for a window of the board (its river, its palaces). */
  origin?: { x: number; y: number };
  /** A man in hand, drawn beside the window's top-right corner (HAND_COLUMNS wide). */
  hand?: { type: number; white: boolean };
  regions?: readonly DiagramRegion[];
  zone?: readonly { x: number; y: number }[];
  /** The row a rule divides the board below: a bold line under it. */
  divide?: number;
}

/** The width, in squares, a man in hand adds to the right of a window. */
export const HAND_COLUMNS = 1.4;

/** The room a window of the board needs outside it for its coordinates: rank numbers left, file letters below. */
export function coordinateRoom(view: DiagramView): { left: number; bottom: number } {
  const o = view.origin;
  if (!o) return { left: 0, bottom: 0 };
  const widest = Math.max(
    ...Array.from({ length: view.ranks }, (_, y) => theFont().width(String(o.y + y + 1), MIN_TEXT_MM)),
  );
  return { left: widest + 0.6, bottom: theFont().capHeight * MIN_TEXT_MM + 0.8 };
}

/** A window of the board's coordinates, at 6 pt, for a window drawn `room.left` right of the origin. */
export function coordinateItems(view: DiagramView, s: number, room: { left: number; bottom: number }): Item[] {
  const o = view.origin;
  if (!o) return [];
  const items: Item[] = [];
  for (let y = 0; y < view.ranks; y++)
    items.push(
      text(
        room.left - 0.6,
        centredBaseline((view.ranks - 1 - y + 0.5) * s, MIN_TEXT_MM),
        String(o.y + y + 1),
        MIN_TEXT_MM,
        'end',
        GREY,
      ),
    );
  const baseline = view.ranks * s + room.bottom - 0.3;
  for (let x = 0; x < view.files; x++)
    items.push(
      text(room.left + (x + 0.5) * s, baseline, view.spec.fileLabels[o.x + x] ?? '', MIN_TEXT_MM, 'middle', GREY),
    );
  return items;
}

/** The kinds of mark a legend explains, in the order it lists them. */
export type MarkKind =
  | 'both'
  | 'move'
  | 'capture'
  | 'jump-both'
  | 'jump-move'
  | 'jump-capture'
  | 'initial'
  | 'once'
  | 'legs'
  | 'hop'
  | 'drop'
  | 'drop-loses'
  | 'region-within'
  | 'region-whenOn'
  | 'zone';
export const MARK_KINDS: readonly MarkKind[] = [
  'both',
  'move',
  'capture',
  'jump-both',
  'jump-move',
  'jump-capture',
  'initial',
  'once',
  'legs',
  'hop',
  'drop',
  'drop-loses',
  'region-within',
  'region-whenOn',
  'zone',
];

interface ModeStyle {
  ink: string;
  tint: string;
}

const COLOURS: Record<MarkMode | 'jump', ModeStyle> = {
  both: { ink: '#e0b400', tint: '#fff1a6' },
  move: { ink: '#2a8a36', tint: '#cdebc8' },
  capture: { ink: '#c62828', tint: '#f6c9c3' },
  jump: { ink: '#ef7d00', tint: '#ffd8a6' },
  drop: { ink: '#6a3d9a', tint: '#e2d4f0' },
  'drop-loses': { ink: '#c62828', tint: '#f6c9c3' },
};
const PATH_INK = '#1f5fa8';
const REGION_INK = '#1f5fa8';
/** Squares a man bound to a region never reaches, under a light grey wash (the squares still show through, in grey-scale too); a promotion zone under a blue one. */
const OUTSIDE_WASH = { fill: '#4a4a4a', opacity: 0.2 };
/** A promotion zone's squares: the board's two shades in blue (in grey-scale, a shade apart from the board's). */
const zoneColour = (dark: boolean, mono: boolean): string =>
  mono ? (dark ? '#bdbdbd' : '#ececec') : dark ? '#86a9d6' : '#cfe0f4';
const OUTLINE = '#3a3a3a';

function modeStyle(mode: MarkMode, jump: boolean): ModeStyle {
  // Orange is the Interactive Diagram's colour for a leap that moves or captures; one-sided leaps keep
  // their mode's colour, the diamond tells the jump.
  return jump && mode === 'both' ? COLOURS.jump : COLOURS[mode];
}

/** The kinds a set of marks uses, in legend order; with diagrams, also their regions and zones. */
export function markKinds(
  marks: readonly DiagramMark[],
  diagrams: readonly { regions?: readonly DiagramRegion[]; zone?: readonly unknown[] }[] = [],
): MarkKind[] {
  const used = new Set<MarkKind>();
  for (const d of diagrams) {
    for (const r of d.regions ?? []) used.add(`region-${r.kind}`);
    if (d.zone?.length) used.add('zone');
  }
  for (const m of marks) {
    used.add(m.jump && (m.mode === 'both' || m.mode === 'move' || m.mode === 'capture') ? `jump-${m.mode}` : m.mode);
    if (m.initial) used.add('initial');
    if (m.once) used.add('once');
    if (m.via) used.add('legs');
    if (m.hop) used.add('hop');
  }
  return MARK_KINDS.filter((k) => used.has(k));
}

/** An id naming the mark's kind, for tools and tests: mark-3-5-both-jump. */
export function markId(prefix: string, m: DiagramMark): string {
  const tags = [
    m.mode,
    m.jump && 'jump',
    m.initial && 'initial',
    m.once && 'once',
    m.via && 'legs',
    m.hop && 'hop',
  ].filter(Boolean);
  return `${prefix}-mark-${m.x}-${m.y}-${tags.join('-')}`;
}

/** The mark's shape, centred on the origin, for a square of side s. */
export function markShape(mode: MarkMode, jump: boolean, s: number, mono: boolean): Item[] {
  const style = modeStyle(mode, jump);
  const ink = mono ? '#000000' : style.ink;
  const w = Math.min(0.5, Math.max(0.16, 0.08 * s));
  const r = 0.27 * s;
  if (mode === 'drop' || mode === 'drop-loses') return dropShape(mode, r, w, ink, mono ? '#ffffff' : style.tint);
  const outline = (paint: { fill?: string; stroke: string; strokeWidth: number }): Item =>
    jump
      ? { kind: 'poly', closed: true, points: [0, -1.3 * r, 1.3 * r, 0, 0, 1.3 * r, -1.3 * r, 0], ...paint }
      : { kind: 'circle', cx: 0, cy: 0, r, ...paint };
  if (mode === 'both') return [outline({ fill: ink, stroke: mono ? '#000000' : OUTLINE, strokeWidth: w / 2 })];
  const items = [outline({ fill: mono ? '#ffffff' : style.tint, stroke: ink, strokeWidth: w })];
  if (mode === 'capture') {
    const c = 0.62 * r;
    items.push({ kind: 'line', x1: -c, y1: -c, x2: c, y2: c, stroke: ink, strokeWidth: w, cap: 'round' });
    items.push({ kind: 'line', x1: -c, y1: c, x2: c, y2: -c, stroke: ink, strokeWidth: w, cap: 'round' });
  }
  return items;
}

/** A drop: a triangle pointing down (a man put there) on the tinted square; crossed when the drop loses. */
function dropShape(mode: 'drop' | 'drop-loses', r: number, w: number, ink: string, tint: string): Item[] {
  const a = 0.85 * r;
  const items: Item[] = [
    {
      kind: 'poly',
      closed: true,
      points: [-a, -0.75 * a, a, -0.75 * a, 0, 0.95 * a],
      fill: mode === 'drop' ? ink : tint,
      stroke: ink,
      strokeWidth: w / 2,
    },
  ];
  if (mode === 'drop-loses') {
    const c = 1.1 * a;
    items.push({ kind: 'line', x1: -c, y1: -c, x2: c, y2: c, stroke: ink, strokeWidth: w, cap: 'round' });
    items.push({ kind: 'line', x1: -c, y1: c, x2: c, y2: -c, stroke: ink, strokeWidth: w, cap: 'round' });
  }
  return items;
}

/**
 * A region on a window: the edges of its squares that border a square outside it, as lines (bold for
 * a region the man never leaves, dashed for where part of his move holds), and for `within` the grey
 * wash over every square outside it.
 */
function regionItems(
  view: DiagramView,
  region: DiagramRegion,
  s: number,
  mono: boolean,
  left: (x: number) => number,
  top: (y: number) => number,
): Item[] {
  const inside = new Set(region.squares.map((p) => `${p.x},${p.y}`));
  const items: Item[] = [];
  if (region.kind === 'within') {
    for (let y = 0; y < view.ranks; y++)
      for (let x = 0; x < view.files; x++)
        if (!inside.has(`${x},${y}`)) items.push({ kind: 'rect', x: left(x), y: top(y), w: s, h: s, ...OUTSIDE_WASH });
  }
  items.push(
    ...boundaryItems(region.squares, s, left, top, {
      stroke: mono ? '#000000' : REGION_INK,
      strokeWidth: Math.min(0.7, Math.max(0.3, 0.1 * s)),
      ...(region.kind === 'whenOn' ? { dash: [0.35 * s, 0.2 * s] as const } : {}),
    }),
  );
  return items;
}

/** Lines along the edges between the squares of a set and the squares outside it. */
function boundaryItems(
  squares: readonly { x: number; y: number }[],
  s: number,
  left: (x: number) => number,
  top: (y: number) => number,
  paint: Paint,
): Item[] {
  const inside = new Set(squares.map((p) => `${p.x},${p.y}`));
  const items: Item[] = [];
  for (const { x, y } of squares) {
    const [l, t] = [left(x), top(y)];
    // Neighbours up, down, left and right on the page (y runs up the board, down the page).
    if (!inside.has(`${x},${y + 1}`))
      items.push({ kind: 'line', x1: l, y1: t, x2: l + s, y2: t, cap: 'square', ...paint });
    if (!inside.has(`${x},${y - 1}`))
      items.push({ kind: 'line', x1: l, y1: t + s, x2: l + s, y2: t + s, cap: 'square', ...paint });
    if (!inside.has(`${x - 1},${y}`))
      items.push({ kind: 'line', x1: l, y1: t, x2: l, y2: t + s, cap: 'square', ...paint });
    if (!inside.has(`${x + 1},${y}`))
      items.push({ kind: 'line', x1: l + s, y1: t, x2: l + s, y2: t + s, cap: 'square', ...paint });
  }
  return items;
}

/** First-move badge: a triangle pointing forward in the square's top-right corner (origin: square's top-left). */
export function initialBadge(s: number): Item {
  const a = 0.24 * s;
  const [x, y] = [s - 0.07 * s, 0.07 * s];
  return {
    kind: 'poly',
    closed: true,
    points: [x - a / 2, y, x, y + a, x - a, y + a],
    fill: INK,
    stroke: '#ffffff',
    strokeWidth: 0.04 * s,
  };
}

/** Once-per-game badge: a five-pointed star in the square's top-left corner. */
export function onceBadge(s: number): Item {
  const R = 0.14 * s;
  const [cx, cy] = [0.07 * s + R, 0.07 * s + R];
  const points: number[] = [];
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 === 0 ? R : 0.42 * R;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
  }
  return { kind: 'poly', closed: true, points, fill: INK, stroke: '#ffffff', strokeWidth: 0.03 * s };
}

/** A man's token on a diagram, as a share of the square. */
export const TOKEN_SHARE = 0.84;

/**
 * Pieces, marks and paths over squares of side s: square (x, y) has its top-left corner at
 * (left(x), top(y)). Paths run under the marks (so they link them) and the pieces; a mark on an
 * occupied square (a capture) is drawn over the piece it takes. `under` (a board's lines) goes over the
 * marks' tints, which must not hide them, and under everything else.
 */
export function overlayItems(
  view: DiagramView,
  s: number,
  mono: boolean,
  prefix: string,
  left: (x: number) => number,
  top: (y: number) => number,
  under: readonly Item[] = [],
): Item[] {
  const items: Item[] = [];
  const centre = (p: { x: number; y: number }): [number, number] => [left(p.x) + s / 2, top(p.y) + s / 2];
  const occupied = new Set(view.pieces.map((p) => `${p.x},${p.y}`));
  for (const m of view.marks) {
    if (!mono)
      items.push({ kind: 'rect', x: left(m.x), y: top(m.y), w: s, h: s, fill: modeStyle(m.mode, m.jump).tint });
  }
  items.push(...under);
  const subject = view.subject;
  if (subject) {
    for (const m of view.marks) {
      if (!m.via) continue;
      const stops = [subject, ...m.via, m];
      // A leg over a piece is a leap: drawn as an arc, a slide as a straight line.
      const hops = stops.slice(1).map((b, i) => passesPiece(stops[i]!, b, occupied));
      items.push(...pathItems(stops.map(centre), hops, s, mono));
    }
    for (const m of view.marks) if (m.hop) items.push(...pathItems([centre(subject), centre(m)], [true], s, mono));
  }
  const mark = (m: DiagramMark): Item => {
    // On an occupied square the mark and its badges shrink into the corners, clear of the piece's
    // letters (which fill the token's middle) and of his family band.
    const onPiece = occupied.has(`${m.x},${m.y}`);
    const shape: Item[] = [
      onPiece
        ? { kind: 'group', translate: [0.84 * s, 0.84 * s], scale: 0.5, items: markShape(m.mode, m.jump, s, mono) }
        : { kind: 'group', translate: [s / 2, s / 2], items: markShape(m.mode, m.jump, s, mono) },
    ];
    const badge = (item: Item, x: number): Item =>
      onPiece ? { kind: 'group', translate: [x * s, 0], scale: 0.75, items: [item] } : item;
    if (m.initial) shape.push(badge(initialBadge(s), 0.25));
    if (m.once) shape.push(badge(onceBadge(s), 0));
    return { kind: 'group', id: markId(prefix, m), translate: [left(m.x), top(m.y)], items: shape };
  };
  for (const m of view.marks) if (!occupied.has(`${m.x},${m.y}`)) items.push(mark(m));
  for (const p of view.pieces) {
    const [cx, cy] = centre(p);
    const isSubject = subject !== null && p.x === subject.x && p.y === subject.y;
    items.push({
      kind: 'group',
      id: `${prefix}-${isSubject ? 'subject' : 'piece'}-${p.x}-${p.y}-${p.white ? 'w' : 'b'}${p.type}`,
      translate: [cx, cy],
      items: pieceToken(view.spec, p.type, p.white, TOKEN_SHARE * s, mono),
    });
  }
  for (const m of view.marks) if (occupied.has(`${m.x},${m.y}`)) items.push(mark(m));
  return items;
}

/**
 * A dashed line through the legs (an arc for each leap, bulging to the right of the way it goes), a dot
 * where each leg ends, an arrowhead at the last mark's edge.
 */
function pathItems(points: [number, number][], hops: readonly boolean[], s: number, mono: boolean): Item[] {
  const ink = mono ? '#000000' : PATH_INK;
  const w = Math.min(0.4, Math.max(0.14, 0.06 * s));
  const line: number[] = [...points[0]!];
  points.slice(1).forEach(([x, y], i) => {
    const [px, py] = points[i]!;
    if (!hops[i]) return void line.push(x, y);
    const [cx, cy] = [(px + x) / 2 - (y - py) * 0.6, (py + y) / 2 + (x - px) * 0.6];
    for (let k = 1; k <= 12; k++) {
      const t = k / 12;
      line.push(
        (1 - t) ** 2 * px + 2 * t * (1 - t) * cx + t * t * x,
        (1 - t) ** 2 * py + 2 * t * (1 - t) * cy + t * t * y,
      );
    }
  });
  // The path stops at an arrowhead clear of the last mark: cut it back by `tip` along its last stretch.
  const tip = 0.36 * s;
  const head = 0.22 * s;
  let [ex, ey] = [line[line.length - 2]!, line[line.length - 1]!];
  const [ox, oy] = [ex, ey];
  while (line.length > 4 && Math.hypot(line[line.length - 4]! - ox, line[line.length - 3]! - oy) < tip + head)
    line.splice(-2, 2);
  const [px, py] = [line[line.length - 4]!, line[line.length - 3]!];
  const len = Math.hypot(ox - px, oy - py);
  const [ux, uy] = [(ox - px) / len, (oy - py) / len];
  [ex, ey] = [ox - ux * tip, oy - uy * tip];
  line.splice(-2, 2, ex - ux * head * 0.8, ey - uy * head * 0.8);
  const items: Item[] = [
    { kind: 'poly', closed: false, points: line, stroke: ink, strokeWidth: w, dash: [2.2 * w, 1.6 * w] },
  ];
  for (const [x, y] of points.slice(1, -1)) items.push({ kind: 'circle', cx: x, cy: y, r: 0.09 * s, fill: ink });
  const [bx, by] = [ex - ux * head, ey - uy * head];
  items.push({
    kind: 'poly',
    closed: true,
    points: [ex, ey, bx - uy * head * 0.55, by + ux * head * 0.55, bx + uy * head * 0.55, by - ux * head * 0.55],
    fill: ink,
  });
  return items;
}

/**
 * The board's lines on a window, in the variant's look: none on a checkered board. A window of points
 * shows the river and palace diagonals it covers on the board; a bare window (a free mover's) has none.
 */
function windowLines(
  view: DiagramView,
  s: number,
  mono: boolean,
  prefix: string,
  exists: (x: number, y: number) => boolean,
): Item[] {
  const look = boardLook(view.spec);
  if (look === 'checkered') return [];
  const grid: LineGrid = {
    files: view.files,
    ranks: view.ranks,
    s,
    exists,
    x: (x) => x * s,
    y: (y) => (view.ranks - 1 - y) * s,
    fileLabel: String,
    id: (name) => `${prefix}-${name}`,
  };
  const ink = palette(mono).outline;
  if (look === 'lines') return gridLines(grid, ink);
  const board = view.spec.points!;
  const o = view.origin;
  const river = o ? board.river - o.y : -1;
  const diagonals = o
    ? board.diagonals
        .map(({ f0, r0, f1, r1 }) => ({ f0: f0 - o.x, r0: r0 - o.y, f1: f1 - o.x, r1: r1 - o.y }))
        .filter((d) => d.f0 >= 0 && d.r0 >= 0 && d.f1 < view.files && d.r1 < view.ranks)
    : [];
  return pointLines(grid, { river: river >= 0 && river < view.ranks - 1 ? river : -1, diagonals }, ink);
}

/**
 * A whole window in the variant's board look (checkered squares, one colour with lines, or points),
 * outline, then the overlay; `files * s` by `ranks * s`, origin top-left.
 */
export function windowItems(view: DiagramView, s: number, mono: boolean, prefix: string): Item[] {
  const colors = palette(mono);
  const look = boardLook(view.spec);
  const [w, h] = [view.files * s, view.ranks * s];
  const left = (x: number): number => x * s;
  const top = (y: number): number => (view.ranks - 1 - y) * s;
  const holes = new Set((view.holes ?? []).map((p) => `${p.x},${p.y}`));
  const exists = (x: number, y: number): boolean =>
    x >= 0 && y >= 0 && x < view.files && y < view.ranks && !holes.has(`${x},${y}`);
  // The bottom-left square is dark, as a1 is, unless the window starts elsewhere on a real board.
  const dark = (x: number, y: number): boolean =>
    look === 'checkered' && ((x + y) % 2 === 0) === (view.darkOrigin ?? true);
  const ground = look === 'checkered' ? colors.light : groundColour(look, mono);
  // One ground and the dark squares on it; with holes, each square on its own so holes stay blank.
  const items: Item[] = holes.size ? [] : [{ kind: 'rect', x: 0, y: 0, w, h, fill: ground }];
  for (let y = 0; y < view.ranks; y++) {
    for (let x = 0; x < view.files; x++) {
      if (!exists(x, y) || (!dark(x, y) && !holes.size)) continue;
      items.push({ kind: 'rect', x: left(x), y: top(y), w: s, h: s, fill: dark(x, y) ? colors.dark : ground });
    }
  }
  if (view.zone?.length) {
    for (const p of view.zone)
      items.push({
        kind: 'rect',
        id: `${prefix}-zone-${p.x}-${p.y}`,
        x: left(p.x),
        y: top(p.y),
        w: s,
        h: s,
        fill: zoneColour(dark(p.x, p.y), mono),
      });
    items.push(
      ...boundaryItems(view.zone, s, left, top, {
        stroke: mono ? '#000000' : REGION_INK,
        strokeWidth: Math.min(0.5, Math.max(0.2, 0.06 * s)),
      }),
    );
  }
  for (const region of view.regions ?? [])
    items.push({
      kind: 'group',
      id: `${prefix}-region-${region.kind}`,
      items: regionItems(view, region, s, mono, left, top),
    });
  items.push(...overlayItems(view, s, mono, prefix, left, top, windowLines(view, s, mono, prefix, exists)));
  if (view.divide !== undefined)
    items.push({
      kind: 'line',
      id: `${prefix}-divide`,
      x1: 0,
      y1: top(view.divide - 1),
      x2: w,
      y2: top(view.divide - 1),
      stroke: mono ? '#000000' : REGION_INK,
      strokeWidth: Math.min(0.6, Math.max(0.3, 0.1 * s)),
    });
  items.push({
    kind: 'rect',
    id: `${prefix}-frame`,
    x: 0,
    y: 0,
    w,
    h,
    stroke: colors.outline,
    strokeWidth: Math.max(0.2, Math.min(0.4, 0.05 * s)),
  });
  if (view.hand) {
    // The hand: a tray beside the board's top-right corner holding the man.
    const [hx, hy] = [w + (HAND_COLUMNS - 1) * s, 0];
    items.push({
      kind: 'rect',
      id: `${prefix}-hand`,
      x: hx,
      y: hy,
      w: s,
      h: s,
      r: 0.15 * s,
      fill: '#ffffff',
      stroke: colors.outline,
      strokeWidth: Math.max(0.15, 0.03 * s),
      dash: [0.12 * s, 0.08 * s],
    });
    items.push({
      kind: 'group',
      id: `${prefix}-hand-${view.hand.white ? 'w' : 'b'}${view.hand.type}`,
      translate: [hx + s / 2, hy + s / 2],
      items: pieceToken(view.spec, view.hand.type, view.hand.white, TOKEN_SHARE * s, mono),
    });
  }
  return items;
}

/** What a legend entry says for each kind. */
export const MARK_MEANING: Record<MarkKind, string> = {
  both: 'moves or captures here',
  move: 'moves here, never captures',
  capture: 'captures here, never moves',
  'jump-both': 'jumps here (nothing between blocks it), moving or capturing',
  'jump-move': 'jumps here without capturing',
  'jump-capture': 'jumps here to capture only',
  initial: 'only as the piece\u2019s first move',
  once: 'only once per game',
  legs: 'a move of several legs: each dot is a landing or turn',
  hop: 'arc: a leap over the piece under it (the screen)',
  drop: 'the man in hand (beside the board) may be dropped here',
  'drop-loses': 'a drop here checkmates, and that loses',
  'region-within': 'bold line: the region it never leaves (grey: never reached)',
  'region-whenOn': 'dashed line: where it must stand for its extra moves',
  zone: 'blue squares: its promotion zone',
};

/** In a position every mark is one legal move: the modes say what that move does, not what could be. */
const POSITION_MEANING: Record<MarkKind, string> = {
  ...MARK_MEANING,
  move: 'a legal move here',
  capture: 'a legal capture here',
  'jump-move': 'a legal move here, jumping',
  'jump-capture': 'a legal capture here, jumping',
};

/** A sample of the kind drawn in a square of side s, origin at the square's top-left corner. */
export function legendSample(kind: MarkKind, s: number, mono: boolean, light: string): Item[] {
  const colors = palette(mono);
  const items: Item[] = [
    { kind: 'rect', x: 0, y: 0, w: s, h: s, fill: light, stroke: colors.outline, strokeWidth: 0.15 },
  ];
  const shape = (mode: MarkMode, jump: boolean): void => {
    if (!mono)
      items.push({
        kind: 'rect',
        x: 0,
        y: 0,
        w: s,
        h: s,
        fill: modeStyle(mode, jump).tint,
        stroke: colors.outline,
        strokeWidth: 0.15,
      });
    items.push({ kind: 'group', translate: [s / 2, s / 2], items: markShape(mode, jump, s, mono) });
  };
  switch (kind) {
    case 'both':
    case 'move':
    case 'capture':
      shape(kind, false);
      break;
    case 'jump-both':
    case 'jump-move':
    case 'jump-capture':
      shape(kind.slice(5) as MarkMode, true);
      break;
    case 'initial':
    case 'once':
      // The badge on a neutral ring: it qualifies whatever mark it sits on.
      items.push({
        kind: 'circle',
        cx: s / 2,
        cy: s / 2,
        r: 0.27 * s,
        stroke: '#8a8a8a',
        strokeWidth: Math.max(0.16, 0.06 * s),
      });
      items.push(kind === 'initial' ? initialBadge(s) : onceBadge(s));
      break;
    case 'hop':
      items.push({ kind: 'circle', cx: s / 2, cy: 0.72 * s, r: 0.12 * s, fill: '#8a8a8a' });
      items.push(
        ...pathItems(
          [
            [0.1 * s, 0.72 * s],
            [0.95 * s, 0.72 * s],
          ],
          [true],
          s,
          mono,
        ),
      );
      break;
    case 'drop':
    case 'drop-loses':
      if (!mono)
        items.push({
          kind: 'rect',
          x: 0,
          y: 0,
          w: s,
          h: s,
          fill: modeStyle(kind, false).tint,
          stroke: colors.outline,
          strokeWidth: 0.15,
        });
      items.push({ kind: 'group', translate: [s / 2, s / 2], items: markShape(kind, false, s, mono) });
      break;
    case 'region-within':
      items.push({ kind: 'rect', x: 0, y: 0, w: s / 2, h: s, ...OUTSIDE_WASH });
      items.push({
        kind: 'line',
        x1: s / 2,
        y1: 0,
        x2: s / 2,
        y2: s,
        stroke: mono ? '#000000' : REGION_INK,
        strokeWidth: 0.5,
      });
      break;
    case 'region-whenOn':
      items.push({
        kind: 'line',
        x1: s / 2,
        y1: 0,
        x2: s / 2,
        y2: s,
        stroke: mono ? '#000000' : REGION_INK,
        strokeWidth: 0.5,
        dash: [0.35 * s, 0.2 * s],
      });
      break;
    case 'zone':
      items.push(
        { kind: 'rect', x: 0, y: 0, w: s / 2, h: s, fill: zoneColour(true, mono) },
        { kind: 'rect', x: s / 2, y: 0, w: s / 2, h: s, fill: zoneColour(false, mono) },
      );
      break;
    case 'legs':
      items.push(
        ...pathItems(
          [
            [0.12 * s, 0.88 * s],
            [0.45 * s, 0.5 * s],
            [1.15 * s, 0.2 * s],
          ],
          [false, true],
          s,
          mono,
        ),
      );
      break;
  }
  return items;
}

export interface PositionDiagramOptions extends PrintOptions {
  /** A square whose man's legal moves are marked (the side to move's). */
  square?: string;
  /** Side of a board square; default up to 10 mm, less for boards wider than 15 squares. */
  squareMm?: number;
  /** Base of the file names (made safe as a file name). Default "diagram". */
  name?: string;
}

const DIAGRAM_MARGIN = 5;

/** A page the size of one position: the board with coordinates and the definition's marked squares, the men, a caption. */
export function positionScene(source: VariantSource, pos: Position, options: PositionDiagramOptions = {}): Scene {
  const print = checkPrint(options);
  const v = compiled(source, options.faces);
  const square =
    options.squareMm === undefined
      ? Math.min(10, Math.max(4, Math.floor(150 / Math.max(v.files, v.ranks))))
      : checkNumber('squareMm', options.squareMm, 4, 60);
  const side = sideName(pos.turn, v.spec);
  let marks: DiagramMark[] = [];
  let subject: { x: number; y: number } | null = null;
  let about = '';
  if (options.square !== undefined) {
    const from = parseSquare(v, options.square);
    if (from < 0)
      throw new InputError(`square "${options.square}" is not a square of the ${v.spec.name} board`, null, 'square');
    const code = pos.board[from]!;
    if (code === 0) throw new InputError(`square ${options.square} is empty`, null, 'square');
    const owner = sideName(code > 0 ? WHITE : BLACK, v.spec);
    const piece = v.spec.pieces[Math.abs(code) - 1]!;
    if (owner !== side)
      throw new InputError(
        `square ${options.square} holds ${owner}'s ${piece.name}, but ${side} is to move (set the side to move in the position)`,
        null,
        'square',
      );
    marks = positionMarks(pos, from);
    subject = { x: from % v.files, y: (from / v.files) | 0 };
    about = `${owner}'s ${piece.name} on ${options.square}: ${marks.length ? `${marks.length} legal move${marks.length === 1 ? '' : 's'}, marked` : 'no legal move'}`;
  }
  // The board's lines go over the marks' tints (overlayItems), which would hide them.
  const drawing = boardDrawing(v, boardMarks(source), square, print.mono, boardPoints(source), true);
  const pieces: ViewPiece[] = [];
  for (let sq = 0; sq < v.size; sq++) {
    const code = pos.board[sq]!;
    if (code !== 0)
      pieces.push({
        x: sq % v.files,
        y: (sq / v.files) | 0,
        type: Math.abs(code) - 1,
        abbrev: v.spec.pieces[Math.abs(code) - 1]!.abbrev,
        white: code > 0,
      });
  }
  const overlay = overlayItems(
    { spec: v.spec, files: v.files, ranks: v.ranks, pieces, marks, subject },
    square,
    print.mono,
    'pos',
    (x) => drawing.band + x * square,
    (y) => drawing.band + (v.ranks - 1 - y) * square,
    drawing.lines,
  );

  const m = DIAGRAM_MARGIN;
  const width = drawing.width + 2 * m;
  const items: Item[] = [{ kind: 'group', id: 'position', translate: [m, m], items: [...drawing.items, ...overlay] }];
  let y = m + drawing.height + 2;
  const captionSize = 3;
  for (const line of [`${v.spec.name} · ${side} to move`, about].filter(Boolean)) {
    const size = fitSize(line, drawing.width, captionSize);
    y += theFont().capHeight * size + 1;
    items.push(text(m, y, line, size));
    y += 0.6 * size;
  }
  // The kinds of mark used, as a legend that wraps into rows.
  const sample = 4;
  const legendSize = 2.3;
  let x = m;
  y += 1;
  for (const kind of markKinds(marks)) {
    const meaning = POSITION_MEANING[kind];
    const entry = sample + 1.2 + theFont().width(meaning, legendSize);
    if (x > m && x + entry > m + drawing.width) {
      x = m;
      y += sample + 1.2;
    }
    items.push({
      kind: 'group',
      translate: [x, y],
      items: legendSample(kind, sample, print.mono, palette(print.mono).light),
    });
    items.push(
      text(
        x + sample + 1.2,
        centredBaseline(y + sample / 2, legendSize),
        meaning,
        fitSize(meaning, drawing.width - sample - 1.2, legendSize),
        'start',
        GREY,
      ),
    );
    x += entry + 4;
  }
  if (marks.length) y += sample;
  const page: Page = { width, height: y + m, name: '', items };
  return {
    title: `${v.spec.name} position${about ? ` · ${about}` : ''}`,
    basename: safeSegment(options.name ?? 'diagram'),
    pages: [page],
  };
}
