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
 */
import type { DiagramMark, MarkMode } from '../diagrams/moves.js';
import { counterStyle } from './counter-layout.js';
import { centredBaseline, fitSize, INK, text } from './frame.js';
import { palette } from './board-layout.js';
import type { Item } from './scene.js';

export interface ViewPiece {
  x: number;
  y: number;
  type: number;
  abbrev: string;
  white: boolean;
}

/** A window of squares to draw; y = 0 is the row nearest White, drawn at the bottom. */
export interface DiagramView {
  files: number;
  ranks: number;
  pieces: readonly ViewPiece[];
  marks: readonly DiagramMark[];
  /** The piece whose moves are marked (paths start there). */
  subject: { x: number; y: number } | null;
}

/** The kinds of mark a legend explains, in the order it lists them. */
export type MarkKind = 'both' | 'move' | 'capture' | 'jump-both' | 'jump-move' | 'jump-capture' | 'initial' | 'once' | 'legs';
export const MARK_KINDS: readonly MarkKind[] = ['both', 'move', 'capture', 'jump-both', 'jump-move', 'jump-capture', 'initial', 'once', 'legs'];

interface ModeStyle {
  ink: string;
  tint: string;
}

const COLOURS: Record<MarkMode | 'jump', ModeStyle> = {
  both: { ink: '#e0b400', tint: '#fff1a6' },
  move: { ink: '#2a8a36', tint: '#cdebc8' },
  capture: { ink: '#c62828', tint: '#f6c9c3' },
  jump: { ink: '#ef7d00', tint: '#ffd8a6' },
};
const PATH_INK = '#1f5fa8';
const OUTLINE = '#3a3a3a';

function modeStyle(mode: MarkMode, jump: boolean): ModeStyle {
  // Orange is the Interactive Diagram's colour for a leap that moves or captures; one-sided leaps keep
  // their mode's colour, the diamond tells the jump.
  return jump && mode === 'both' ? COLOURS.jump : COLOURS[mode];
}

/** The kinds a set of marks uses, in legend order. */
export function markKinds(marks: readonly DiagramMark[]): MarkKind[] {
  const used = new Set<MarkKind>();
  for (const m of marks) {
    used.add(m.jump ? (`jump-${m.mode}` as MarkKind) : m.mode);
    if (m.initial) used.add('initial');
    if (m.once) used.add('once');
    if (m.via) used.add('legs');
  }
  return MARK_KINDS.filter((k) => used.has(k));
}

/** An id naming the mark's kind, for tools and tests: mark-3-5-both-jump. */
export function markId(prefix: string, m: DiagramMark): string {
  const tags = [m.mode, m.jump && 'jump', m.initial && 'initial', m.once && 'once', m.via && 'legs'].filter(Boolean);
  return `${prefix}-mark-${m.x}-${m.y}-${tags.join('-')}`;
}

/** The mark's shape, centred on the origin, for a square of side s. */
export function markShape(mode: MarkMode, jump: boolean, s: number, mono: boolean): Item[] {
  const style = modeStyle(mode, jump);
  const ink = mono ? '#000000' : style.ink;
  const w = Math.min(0.5, Math.max(0.16, 0.08 * s));
  const r = 0.27 * s;
  const outline = (paint: { fill?: string; stroke: string; strokeWidth: number }): Item =>
    jump ? { kind: 'poly', closed: true, points: [0, -1.3 * r, 1.3 * r, 0, 0, 1.3 * r, -1.3 * r, 0], ...paint } : { kind: 'circle', cx: 0, cy: 0, r, ...paint };
  if (mode === 'both') return [outline({ fill: ink, stroke: mono ? '#000000' : OUTLINE, strokeWidth: w / 2 })];
  const items = [outline({ fill: mono ? '#ffffff' : style.tint, stroke: ink, strokeWidth: w })];
  if (mode === 'capture') {
    const c = 0.62 * r;
    items.push({ kind: 'line', x1: -c, y1: -c, x2: c, y2: c, stroke: ink, strokeWidth: w, cap: 'round' });
    items.push({ kind: 'line', x1: -c, y1: c, x2: c, y2: -c, stroke: ink, strokeWidth: w, cap: 'round' });
  }
  return items;
}

/** First-move badge: a triangle pointing forward in the square's top-right corner (origin: square's top-left). */
export function initialBadge(s: number): Item {
  const a = 0.24 * s;
  const [x, y] = [s - 0.07 * s, 0.07 * s];
  return { kind: 'poly', closed: true, points: [x - a / 2, y, x, y + a, x - a, y + a], fill: INK, stroke: '#ffffff', strokeWidth: 0.04 * s };
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

/** A piece as a small counter: the counter sheets' fill, ink and (mono Black) frame, its abbreviation. */
export function pieceToken(abbrev: string, white: boolean, d: number, mono: boolean): Item[] {
  const style = counterStyle(white ? 'white' : 'black', mono);
  const items: Item[] = [{ kind: 'rect', x: -d / 2, y: -d / 2, w: d, h: d, r: 0.08 * d, fill: style.fill, stroke: '#000000', strokeWidth: Math.max(0.12, 0.04 * d) }];
  let inner = d;
  if (style.frame) {
    const w = 0.07 * d;
    const inset = 0.06 * d;
    items.push({ kind: 'rect', x: -d / 2 + inset + w / 2, y: -d / 2 + inset + w / 2, w: d - 2 * inset - w, h: d - 2 * inset - w, stroke: '#000000', strokeWidth: w });
    inner = d - 2 * (inset + w);
  }
  const size = fitSize(abbrev, 0.78 * inner, 0.55 * d);
  items.push(text(0, centredBaseline(0, size), abbrev, size, 'middle', style.ink));
  return items;
}

/**
 * Pieces, marks and paths over squares of side s: square (x, y) has its top-left corner at
 * (left(x), top(y)). Paths run under the marks (so they link them) and the pieces; a mark on an
 * occupied square (a capture) is drawn over the piece it takes.
 */
export function overlayItems(view: DiagramView, s: number, mono: boolean, prefix: string, left: (x: number) => number, top: (y: number) => number): Item[] {
  const items: Item[] = [];
  const centre = (p: { x: number; y: number }): [number, number] => [left(p.x) + s / 2, top(p.y) + s / 2];
  const occupied = new Set(view.pieces.map((p) => `${p.x},${p.y}`));
  for (const m of view.marks) {
    if (!mono) items.push({ kind: 'rect', x: left(m.x), y: top(m.y), w: s, h: s, fill: modeStyle(m.mode, m.jump).tint });
  }
  const subject = view.subject;
  if (subject) {
    for (const m of view.marks) if (m.via) items.push(...pathItems([centre(subject), ...m.via.map(centre), centre(m)], s, mono));
  }
  const mark = (m: DiagramMark): Item => {
    // On an occupied square the mark shrinks into the corner, leaving the piece's letters readable.
    const onPiece = occupied.has(`${m.x},${m.y}`);
    const shape: Item[] = [
      onPiece
        ? { kind: 'group', translate: [0.74 * s, 0.74 * s], scale: 0.6, items: markShape(m.mode, m.jump, s, mono) }
        : { kind: 'group', translate: [s / 2, s / 2], items: markShape(m.mode, m.jump, s, mono) },
    ];
    if (m.initial) shape.push(initialBadge(s));
    if (m.once) shape.push(onceBadge(s));
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
      items: pieceToken(p.abbrev, p.white, 0.84 * s, mono),
    });
  }
  for (const m of view.marks) if (occupied.has(`${m.x},${m.y}`)) items.push(mark(m));
  return items;
}

/** A dashed line through the legs, a dot where each leg ends, an arrowhead at the mark's edge. */
function pathItems(points: [number, number][], s: number, mono: boolean): Item[] {
  const ink = mono ? '#000000' : PATH_INK;
  const w = Math.min(0.4, Math.max(0.14, 0.06 * s));
  const [ex, ey] = points[points.length - 1]!;
  const [px, py] = points[points.length - 2]!;
  const len = Math.hypot(ex - px, ey - py);
  const [ux, uy] = [(ex - px) / len, (ey - py) / len];
  // Lines leave the piece's counter and stop at the arrowhead, clear of the mark.
  const tip = 0.36 * s;
  const head = 0.22 * s;
  const [tx, ty] = [ex - ux * tip, ey - uy * tip];
  const line = points.slice(0, -1).flat();
  line.push(tx - ux * head * 0.8, ty - uy * head * 0.8);
  const items: Item[] = [{ kind: 'poly', closed: false, points: line, stroke: ink, strokeWidth: w, dash: [2.2 * w, 1.6 * w] }];
  for (const [x, y] of points.slice(1, -1)) items.push({ kind: 'circle', cx: x, cy: y, r: 0.09 * s, fill: ink });
  const [bx, by] = [tx - ux * head, ty - uy * head];
  items.push({ kind: 'poly', closed: true, points: [tx, ty, bx - uy * head * 0.55, by + ux * head * 0.55, bx + uy * head * 0.55, by - ux * head * 0.55], fill: ink });
  return items;
}

/** A whole window: checkered squares, outline, then the overlay; `files * s` by `ranks * s`, origin top-left. */
export function windowItems(view: DiagramView, s: number, mono: boolean, prefix: string): Item[] {
  const colors = palette(mono);
  const [w, h] = [view.files * s, view.ranks * s];
  const left = (x: number): number => x * s;
  const top = (y: number): number => (view.ranks - 1 - y) * s;
  const items: Item[] = [{ kind: 'rect', x: 0, y: 0, w, h, fill: colors.light }];
  for (let y = 0; y < view.ranks; y++) {
    for (let x = 0; x < view.files; x++) {
      // The bottom-left square is dark, as a1 is.
      if ((x + y) % 2 === 0) items.push({ kind: 'rect', x: left(x), y: top(y), w: s, h: s, fill: colors.dark });
    }
  }
  items.push(...overlayItems(view, s, mono, prefix, left, top));
  items.push({ kind: 'rect', id: `${prefix}-frame`, x: 0, y: 0, w, h, stroke: colors.outline, strokeWidth: Math.max(0.2, Math.min(0.4, 0.05 * s)) });
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
};

/** A sample of the kind drawn in a square of side s, origin at the square's top-left corner. */
export function legendSample(kind: MarkKind, s: number, mono: boolean, light: string): Item[] {
  const colors = palette(mono);
  const items: Item[] = [{ kind: 'rect', x: 0, y: 0, w: s, h: s, fill: light, stroke: colors.outline, strokeWidth: 0.15 }];
  const shape = (mode: MarkMode, jump: boolean): void => {
    if (!mono) items.push({ kind: 'rect', x: 0, y: 0, w: s, h: s, fill: modeStyle(mode, jump).tint, stroke: colors.outline, strokeWidth: 0.15 });
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
      items.push(initialBadge(s));
      break;
    case 'once':
      items.push(onceBadge(s));
      break;
    case 'legs':
      items.push(...pathItems([[0.15 * s, 0.85 * s], [0.45 * s, 0.45 * s], [1.2 * s, 0.25 * s]], s, mono));
      break;
  }
  return items;
}
