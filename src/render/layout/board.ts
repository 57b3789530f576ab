/**
 * The board as a drawing in millimetres: squares (holes left out), the definition's marked squares, the
 * outline, coordinates on all four sides, and the key of its marks. board-page.ts puts it on paper.
 */

import { mirrorSquare } from '../../engine/geometry.js';
import type { BoardMarkSpec, BoardPointsSpec, VariantSpec } from '../../engine/spec.js';
import { BLACK, promotionZone, sideName, type Variant, WHITE } from '../../engine/variant.js';
import { theFont } from '../font.js';
import type { Item } from '../scene.js';
import { cjkGlyph } from './cjk.js';
import { centredBaseline, INK, text } from './frame.js';
import { compiled, type VariantSource } from './variant.js';

export type MarkStyle = 'dot' | 'tint' | 'outline' | 'corners';

export interface BoardMark {
  name: string;
  style: MarkStyle;
  color: string;
  /** How strongly a tint covers its squares: faintly on a board of one colour, which it must not hide. */
  tint: number;
  /** The ground of the squares it marks. */
  ground: string;
  /** Each written square or range, as a rectangle of file and rank indices (inclusive). */
  rects: { f0: number; r0: number; f1: number; r1: number }[];
}

const MARK_COLORS: Record<MarkStyle, string[]> = {
  tint: ['#3d9140', '#2f6fb0', '#c77c11', '#8e44ad'],
  outline: ['#b3261e', '#2f6fb0', '#3d9140', '#8e44ad'],
  dot: ['#2f6fb0', '#b3261e', '#3d9140', '#8e44ad'],
  // Hoshi are inked like the lines they sit on.
  corners: ['#3b2a1a', '#b3261e', '#2f6fb0', '#3d9140'],
};

export interface Palette {
  light: string;
  dark: string;
  /** The one colour of a board of lines (Shogi's wood). */
  wood: string;
  outline: string;
  label: string;
}

export function palette(mono: boolean): Palette {
  return mono
    ? { light: '#ffffff', dark: '#d6d6d6', wood: '#ffffff', outline: '#000000', label: '#000000' }
    : { light: '#f0d9b5', dark: '#b58863', wood: '#e9c98b', outline: '#3b2a1a', label: INK };
}

/** The definition's special squares (rectangles of the grid, compiled with it), each given its colour. */
export function boardMarks(source: VariantSource, mono = false): BoardMark[] {
  const used: Record<MarkStyle, number> = { tint: 0, outline: 0, dot: 0, corners: 0 };
  const spec = compiled(source).spec;
  const lines = boardLook(spec) === 'lines';
  const ground = groundColour(boardLook(spec), mono);
  return (spec.marks?.length ? spec.marks : ruleRegionMarks(spec)).map((m) => {
    const colors = MARK_COLORS[m.style];
    return {
      name: m.name,
      style: m.style,
      color: colors[used[m.style]++ % colors.length]!,
      tint: lines ? 0.14 : 0.45,
      ground,
      rects: m.rects,
    };
  });
}

/**
 * The regions the rules give, drawn on a board whose definition marks no squares of its own (its own
 * marks are its designer's choice): the squares a flag piece wins on (King of the Hill's hill, Racing
 * Kings' eighth rank), and promotion zones other than the last rank (Makruk's sixth, Grand Chess's
 * last three), White's and Black's.
 */
export function ruleRegionMarks(spec: VariantSpec): BoardMarkSpec[] {
  return [...flagMarks(spec), ...promotionZoneMarks(spec), ...sideRegionMarks(spec)];
}

/**
 * The regions men are bound to where Black's are not White's turned over (Fairy-Stockfish's
 * mobilityRegionWhite/Black): each side's squares, the pieces bound to the same squares named together;
 * a side free to go anywhere is not drawn.
 */
function sideRegionMarks(spec: VariantSpec): BoardMarkSpec[] {
  const bySquares = new Map<string, { color: 0 | 1; squares: number[]; pieces: string[] }>();
  spec.pieces.forEach((p) => {
    const atom = p.atoms.find((a) => a.blackWithin);
    if (!atom) return;
    const sides: [0 | 1, readonly number[]][] = [
      [WHITE, atom.within!],
      [BLACK, atom.blackWithin!.map((sq) => mirrorSquare(spec, sq))],
    ];
    for (const [color, region] of sides) {
      const squares = [...region].sort((a, b) => a - b);
      if (squares.length >= spec.exists.filter(Boolean).length) continue;
      const key = `${color}:${squares.join(',')}`;
      const entry = bySquares.get(key) ?? { color, squares, pieces: [] };
      entry.pieces.push(p.name);
      bySquares.set(key, entry);
    }
  });
  return [...bySquares.values()].map(({ color, squares, pieces }) => ({
    name:
      pieces.length > 1
        ? `${sideName(color, spec)}'s ${pieces.slice(0, -1).join(', ')} and ${pieces.at(-1)} stay on these squares`
        : `${sideName(color, spec)}'s ${pieces[0]} stays on these squares`,
    style: 'dot',
    rects: squareRects(spec, squares),
  }));
}

const squareRects = (spec: VariantSpec, squares: readonly number[]): BoardMarkSpec['rects'] =>
  squares.map((sq) => {
    const f = sq % spec.files;
    const r = Math.floor(sq / spec.files);
    return { f0: f, r0: r, f1: f, r1: r };
  });

function flagMarks(spec: VariantSpec): BoardMarkSpec[] {
  return spec.end.victories.flatMap((w): BoardMarkSpec[] => {
    if (w.type !== 'reach') return [];
    const same = w.squares.length === w.blackSquares.length && w.squares.every((s) => w.blackSquares.includes(s));
    if (same) return [{ name: w.name, style: 'tint', rects: squareRects(spec, w.squares) }];
    return [
      { name: `${sideName(WHITE, spec)}'s ${w.name}`, style: 'tint', rects: squareRects(spec, w.squares) },
      { name: `${sideName(BLACK, spec)}'s ${w.name}`, style: 'tint', rects: squareRects(spec, w.blackSquares) },
    ];
  });
}

function promotionZoneMarks(spec: VariantSpec): BoardMarkSpec[] {
  // Zones of squares, or of one side (Troitzky chess, Legan chess): each side's squares.
  if (spec.promotion.some((p) => p.squares || p.side !== undefined)) {
    const zone = (c: 0 | 1): number[] => [...new Set(spec.promotion.flatMap((p) => promotionZone(spec, p, c)))];
    return [
      { name: `${sideName(WHITE, spec)}'s promotion zone`, style: 'outline', rects: squareRects(spec, zone(WHITE)) },
      { name: `${sideName(BLACK, spec)}'s promotion zone`, style: 'outline', rects: squareRects(spec, zone(BLACK)) },
    ];
  }
  const last = spec.ranks - 1;
  const ranks = [...new Set(spec.promotion.flatMap((p) => p.ranks))].sort((a, b) => a - b);
  if (ranks.length === 0 || (ranks.length === 1 && ranks[0] === last)) return [];
  // Each run of neighbouring ranks one rectangle.
  const rects = (rs: number[]): BoardMarkSpec['rects'] =>
    rs
      .filter((r, i) => rs[i - 1] !== r - 1)
      .map((r0) => {
        let r1 = r0;
        while (rs.includes(r1 + 1)) r1++;
        return { f0: 0, r0, f1: spec.files - 1, r1 };
      });
  return [
    { name: `${sideName(WHITE, spec)}'s promotion zone`, style: 'outline', rects: rects(ranks) },
    {
      name: `${sideName(BLACK, spec)}'s promotion zone`,
      style: 'outline',
      rects: rects(ranks.map((r) => last - r).reverse()),
    },
  ];
}

/** A board of lines whose men stand on the intersections (Xiangqi): its river and its diagonals. */
export type BoardPoints = BoardPointsSpec;

/** The variant's board of points, or null for a board of squares. */
export const boardPoints = (source: VariantSource): BoardPoints | null => compiled(source).spec.points ?? null;

/** How a board is drawn: squares in two colours, squares of one colour drawn as lines (Shogi), or points (Xiangqi). */
export type BoardLook = 'checkered' | 'lines' | 'points';

export const boardLook = (spec: VariantSpec): BoardLook =>
  spec.points ? 'points' : spec.linesBoard ? 'lines' : 'checkered';

/** The colour under a board of one colour: Shogi's wood under lines, the light squares' under points. */
export const groundColour = (look: BoardLook, mono: boolean): string =>
  look === 'lines' ? palette(mono).wood : palette(mono).light;

/**
 * Cells to draw lines on, the board's or a card window's: cell (f, r) has its top-left corner at
 * (x(f), y(r)); `id` names each line (a window prefixes its own, so ids stay unique on a card).
 */
export interface LineGrid {
  files: number;
  ranks: number;
  s: number;
  exists: (f: number, r: number) => boolean;
  x: (f: number) => number;
  y: (r: number) => number;
  fileLabel: (f: number) => string;
  id: (name: string) => string;
}

/** The lines of a board of points: ranks, files broken by the river but at the edges, diagonals. */
export function pointLines(g: LineGrid, points: BoardPoints, ink: string): Item[] {
  const { files, ranks, s } = g;
  const cx = (f: number): number => g.x(f) + s / 2;
  const cy = (r: number): number => g.y(r) + s / 2;
  const line = { stroke: ink, strokeWidth: Math.max(0.25, s * 0.025), cap: 'round' as const };
  const items: Item[] = [];
  for (let r = 0; r < ranks; r++)
    items.push({
      kind: 'line',
      id: g.id(`rank-${r + 1}`),
      x1: cx(0),
      y1: cy(r),
      x2: cx(files - 1),
      y2: cy(r),
      ...line,
    });
  for (let f = 0; f < files; f++) {
    const id = g.id(`file-${g.fileLabel(f)}`);
    if (points.river < 0 || f === 0 || f === files - 1) {
      items.push({ kind: 'line', id, x1: cx(f), y1: cy(0), x2: cx(f), y2: cy(ranks - 1), ...line });
    } else {
      items.push({ kind: 'line', id: `${id}-near`, x1: cx(f), y1: cy(0), x2: cx(f), y2: cy(points.river), ...line });
      items.push({
        kind: 'line',
        id: `${id}-far`,
        x1: cx(f),
        y1: cy(points.river + 1),
        x2: cx(f),
        y2: cy(ranks - 1),
        ...line,
      });
    }
  }
  points.diagonals.forEach(({ f0, r0, f1, r1 }, i) => {
    items.push({
      kind: 'line',
      id: g.id(`diagonal-${i + 1}a`),
      x1: cx(f0),
      y1: cy(r0),
      x2: cx(f1),
      y2: cy(r1),
      ...line,
    });
    items.push({
      kind: 'line',
      id: g.id(`diagonal-${i + 1}b`),
      x1: cx(f0),
      y1: cy(r1),
      x2: cx(f1),
      y2: cy(r0),
      ...line,
    });
  });
  return items;
}

/**
 * What a board of points writes and marks besides its lines: the river's words (Xiangqi's 楚河 漢界),
 * each half's two characters centred between the files left and right of the middle, and small corners
 * around the marked points (where cannons and soldiers start), on every side where the board goes on.
 */
export function pointMarks(g: LineGrid, points: BoardPoints, ink: string): Item[] {
  const { files, ranks, s } = g;
  const cx = (f: number): number => g.x(f) + s / 2;
  const cy = (r: number): number => g.y(r) + s / 2;
  const items: Item[] = [];
  if (points.riverText && points.river >= 0) {
    const y = (cy(points.river) + cy(points.river + 1)) / 2;
    const middle = (files - 1) / 2;
    points.riverText.forEach((words, half) => {
      const chars = [...words];
      // Each half centred on its quarter of the board, its characters one file apart.
      const centre = half === 0 ? middle / 2 : middle + middle / 2;
      chars.forEach((c, i) => {
        const at = g.x(0) + s / 2 + (centre + i - (chars.length - 1) / 2) * s;
        items.push({ ...cjkGlyph(c, at, y, 0.55 * s, ink), id: g.id(`river-${half + 1}-${i + 1}`) });
      });
    });
  }
  const [gap, arm] = [0.08 * s, 0.2 * s];
  const line = { stroke: ink, strokeWidth: Math.max(0.2, s * 0.02) };
  for (const sq of points.marks ?? []) {
    const [f, r] = [sq % files, Math.floor(sq / files)];
    for (const [dx, dy] of [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ] as const) {
      if (f + dx < 0 || f + dx >= files || r - dy < 0 || r - dy >= ranks) continue;
      const [x, y] = [cx(f) + dx * gap, cy(r) + dy * gap];
      items.push({
        kind: 'poly',
        id: g.id(`point-mark-${g.fileLabel(f)}${r + 1}-${dx < 0 ? 'w' : 'e'}${dy < 0 ? 'n' : 's'}`),
        closed: false,
        points: [x + dx * arm, y, x, y, x, y + dy * arm],
        ...line,
      });
    }
  }
  return items;
}

/** The lines between the squares of a board of lines, one line per straight run between existing squares. */
export function gridLines(g: LineGrid, ink: string): Item[] {
  const { exists, x, y, s } = g;
  const line = { stroke: ink, strokeWidth: Math.max(0.2, s * 0.012), cap: 'square' as const };
  const items: Item[] = [];
  const runs = (
    count: number,
    length: number,
    inside: (i: number, j: number) => boolean,
    draw: (i: number, from: number, to: number) => void,
  ): void => {
    for (let i = 1; i < count; i++) {
      let start = -1;
      for (let j = 0; j <= length; j++) {
        const on = j < length && inside(i, j);
        if (on && start < 0) start = j;
        if (!on && start >= 0) {
          draw(i, start, j);
          start = -1;
        }
      }
    }
  };
  // Between rank r - 1 and rank r, and between file f - 1 and file f.
  runs(
    g.ranks,
    g.files,
    (r, f) => exists(f, r) && exists(f, r - 1),
    (r, f0, f1) =>
      items.push({
        kind: 'line',
        id: g.id(`grid-rank-${r}-${f0}`),
        x1: x(f0),
        y1: y(r - 1),
        x2: x(f1),
        y2: y(r - 1),
        ...line,
      }),
  );
  runs(
    g.files,
    g.ranks,
    (f, r) => exists(f, r) && exists(f - 1, r),
    (f, r0, r1) =>
      items.push({
        kind: 'line',
        id: g.id(`grid-file-${f}-${r0}`),
        x1: x(f),
        y1: y(r0) + s,
        x2: x(f),
        y2: y(r1 - 1),
        ...line,
      }),
  );
  return items;
}

/** Coordinate label size and the band they stand in, for a square size. */
export function labelMetrics(square: number): { size: number; band: number } {
  const size = Math.min(4.5, Math.max(2.2, 0.25 * square));
  return { size, band: 1.8 * size + 0.5 };
}

export interface BoardDrawing {
  items: Item[];
  width: number;
  height: number;
  square: number;
  /** Where the grid starts inside the drawing (the coordinate band's width). */
  band: number;
  /** A board of lines' or points' lines, when asked for apart: to go over marks laid on the squares. */
  lines: Item[];
  files: number;
  ranks: number;
}

export function drawingSize(v: Variant, square: number): { width: number; height: number } {
  const { band } = labelMetrics(square);
  return { width: 2 * band + v.files * square, height: 2 * band + v.ranks * square };
}

/** Whether a square is dark: a1 is dark, whatever file comes first (the Gustavian board starts at z). */
function darkSquare(v: Variant, file: number, rank: number): boolean {
  const a = v.spec.fileLabels.indexOf('a');
  return (file + rank) % 2 === (a >= 0 ? a % 2 : 0);
}

/**
 * `points`: a board of lines (Xiangqi), the men on the intersections, which are the squares' centres.
 * A board the definition draws as lines (Shogi) has squares of one colour, its grid drawn in lines.
 */
export function boardDrawing(
  v: Variant,
  marks: readonly BoardMark[],
  square: number,
  mono: boolean,
  points: BoardPoints | null = v.spec.points ?? null,
  linesApart = false,
): BoardDrawing {
  const { size: labelSize, band } = labelMetrics(square);
  const colors = palette(mono);
  const s = square;
  const x = (file: number): number => band + file * s;
  const y = (rank: number): number => band + (v.ranks - 1 - rank) * s;
  const exists = (file: number, rank: number): boolean =>
    file >= 0 && file < v.files && rank >= 0 && rank < v.ranks && v.exists[rank * v.files + file] === 1;
  const items: Item[] = [];
  const lines = !points && v.spec.linesBoard === true;
  const ground = lines ? colors.wood : colors.light;
  // One ground under a board of lines, so no seams show between its squares.
  if ((points || lines) && v.exists.every(Boolean))
    items.push({ kind: 'rect', x: x(0), y: y(v.ranks - 1), w: v.files * s, h: v.ranks * s, fill: ground });

  for (let r = 0; r < v.ranks; r++) {
    for (let f = 0; f < v.files; f++) {
      if (!exists(f, r)) continue;
      const name = `${v.spec.fileLabels[f]}${r + 1}`;
      const dark = !points && !lines && darkSquare(v, f, r);
      items.push({ kind: 'rect', id: `sq-${name}`, x: x(f), y: y(r), w: s, h: s, fill: dark ? colors.dark : ground });
    }
  }

  for (const mark of marks) items.push(...markItems(mark, exists, x, y, s, mono));
  const grid: LineGrid = {
    files: v.files,
    ranks: v.ranks,
    s,
    exists,
    x,
    y,
    fileLabel: (f) => v.spec.fileLabels[f]!,
    id: (name) => name,
  };
  const boardLines = points
    ? [...pointLines(grid, points, colors.outline), ...pointMarks(grid, points, colors.outline)]
    : lines
      ? gridLines(grid, colors.outline)
      : [];
  if (!linesApart) items.push(...boardLines);

  // The outline follows the edge between squares and holes (or the rim), one line per straight run.
  const outline = { stroke: colors.outline, strokeWidth: Math.max(0.3, s * 0.02), cap: 'square' as const };
  for (let r = 0; r <= v.ranks; r++) {
    let start = -1;
    for (let f = 0; f <= v.files; f++) {
      const edge = f < v.files && exists(f, r) !== exists(f, r - 1);
      if (edge && start < 0) start = f;
      if (!edge && start >= 0) {
        items.push({ kind: 'line', x1: x(start), y1: y(r - 1), x2: x(f), y2: y(r - 1), ...outline });
        start = -1;
      }
    }
  }
  for (let f = 0; f <= v.files; f++) {
    let start = -1;
    for (let r = 0; r <= v.ranks; r++) {
      const edge = r < v.ranks && exists(f, r) !== exists(f - 1, r);
      if (edge && start < 0) start = r;
      if (!edge && start >= 0) {
        items.push({ kind: 'line', x1: x(f), y1: y(start) + s, x2: x(f), y2: y(r - 1), ...outline });
        start = -1;
      }
    }
  }

  // Coordinates on all sides, next to the outermost existing square of each file and rank.
  const gap = band / 2;
  for (let f = 0; f < v.files; f++) {
    const ranks = [...Array(v.ranks).keys()].filter((r) => exists(f, r));
    if (ranks.length === 0) continue;
    const label = v.spec.fileLabels[f]!;
    const cx = x(f) + s / 2;
    items.push(text(cx, centredBaseline(y(ranks[0]!) + s + gap, labelSize), label, labelSize, 'middle', colors.label));
    items.push(
      text(cx, centredBaseline(y(ranks[ranks.length - 1]!) - gap, labelSize), label, labelSize, 'middle', colors.label),
    );
  }
  for (let r = 0; r < v.ranks; r++) {
    const files = [...Array(v.files).keys()].filter((f) => exists(f, r));
    if (files.length === 0) continue;
    const cy = centredBaseline(y(r) + s / 2, labelSize);
    items.push(text(x(files[0]!) - gap, cy, String(r + 1), labelSize, 'middle', colors.label));
    items.push(text(x(files[files.length - 1]!) + s + gap, cy, String(r + 1), labelSize, 'middle', colors.label));
  }

  return {
    items,
    lines: linesApart ? boardLines : [],
    width: 2 * band + v.files * s,
    height: 2 * band + v.ranks * s,
    square: s,
    band,
    files: v.files,
    ranks: v.ranks,
  };
}

function markItems(
  mark: BoardMark,
  exists: (f: number, r: number) => boolean,
  x: (f: number) => number,
  y: (r: number) => number,
  s: number,
  mono: boolean,
): Item[] {
  const items: Item[] = [];
  const ink = mono ? '#000000' : mark.color;
  for (const { f0, r0, f1, r1 } of mark.rects) {
    if (mark.style === 'outline') {
      const w = Math.max(0.5, s * 0.07);
      items.push({
        kind: 'rect',
        x: x(f0) + w / 2,
        y: y(r1) + w / 2,
        w: (f1 - f0 + 1) * s - w,
        h: (r1 - r0 + 1) * s - w,
        stroke: ink,
        strokeWidth: w,
      });
      continue;
    }
    if (mark.style === 'corners') {
      // A dot where four squares meet: a corner on the rim or by a hole is left out.
      for (const [f, r] of [
        [f0, r0],
        [f1 + 1, r0],
        [f0, r1 + 1],
        [f1 + 1, r1 + 1],
      ] as const) {
        if (
          ![
            [f, r],
            [f - 1, r],
            [f, r - 1],
            [f - 1, r - 1],
          ].every(([a, b]) => exists(a!, b!))
        )
          continue;
        items.push({ kind: 'circle', cx: x(f), cy: y(r - 1), r: Math.max(0.4, s * 0.045), fill: ink });
      }
      continue;
    }
    for (let r = r0; r <= r1; r++) {
      for (let f = f0; f <= f1; f++) {
        if (!exists(f, r)) continue;
        if (mark.style === 'dot') {
          const dot = { kind: 'circle' as const, cx: x(f) + s / 2, cy: y(r) + s / 2, r: s * 0.14 };
          items.push(mono ? { ...dot, stroke: ink, strokeWidth: s * 0.04 } : { ...dot, fill: ink });
        } else if (mono) items.push(...hatch(x(f), y(r), s));
        else items.push({ kind: 'rect', x: x(f), y: y(r), w: s, h: s, fill: mark.color, opacity: mark.tint });
      }
    }
  }
  return items;
}

/** Diagonal hatching over one square: a tint that needs no solid fill. */
function hatch(x0: number, y0: number, s: number): Item[] {
  const step = s / 6;
  const items: Item[] = [];
  for (let d = step / 2; d < 2 * s; d += step) {
    const [u0, v0, u1, v1] = [Math.max(0, d - s), Math.min(s, d), Math.min(s, d), Math.max(0, d - s)];
    items.push({
      kind: 'line',
      x1: x0 + u0,
      y1: y0 + v0,
      x2: x0 + u1,
      y2: y0 + v1,
      stroke: '#000000',
      strokeWidth: Math.max(0.15, s * 0.012),
    });
  }
  return items;
}

/** A row of legend entries (a sample square in the mark's style, then its name); `y` is the row's top. */
export function legendItems(marks: readonly BoardMark[], x: number, y: number, mono: boolean): Item[] {
  const items: Item[] = [];
  const side = 5;
  const colors = palette(mono);
  let at = x;
  for (const mark of marks) {
    items.push({
      kind: 'rect',
      x: at,
      y,
      w: side,
      h: side,
      fill: mark.ground,
      stroke: colors.outline,
      strokeWidth: 0.2,
    });
    if (mark.style === 'corners') {
      // A dot where two lines cross, in the sample's middle.
      const [cx, cy] = [at + side / 2, y + side / 2];
      const line = { kind: 'line' as const, stroke: colors.outline, strokeWidth: 0.2 };
      items.push({ ...line, x1: at, y1: cy, x2: at + side, y2: cy }, { ...line, x1: cx, y1: y, x2: cx, y2: y + side });
      items.push({ kind: 'circle', cx, cy, r: 0.5, fill: mono ? '#000000' : mark.color });
    } else {
      const one = { ...mark, rects: [{ f0: 0, r0: 0, f1: 0, r1: 0 }] };
      items.push(
        ...markItems(
          one,
          () => true,
          () => at,
          () => y,
          side,
          mono,
        ),
      );
    }
    const name = mark.name.charAt(0).toUpperCase() + mark.name.slice(1);
    items.push(text(at + side + 1.5, centredBaseline(y + side / 2, 2.8), name, 2.8));
    at += side + 1.5 + theFont().width(name, 2.8) + 6;
  }
  return items;
}

export function formatMm(mm: number): string {
  return `${Number(mm.toFixed(2))} mm`;
}
