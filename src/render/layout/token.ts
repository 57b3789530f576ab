/**
 * What a man looks like on paper, the same on counter sheets, the setup page and card diagrams: an
 * orthodox piece carries its chess figurine; any other piece its abbreviation and a miniature of its
 * move diagram, computed by the engine as the card's is. A crown marks a royal man (or one whose loss
 * loses the game); on pieces without a figurine a band along the bottom tells the movement family apart
 * without colour: a solid bar for pieces that slide, a row of dots for jumps along lines, a row of
 * slashes for oblique jumps.
 */
import { parseBetza } from '../../definitions/betza.js';
import { cachedPieceDiagram } from '../../diagrams/moves.js';
import type { AtomSpec, CounterLookSpec, VariantSpec } from '../../engine/spec.js';
import { theFont } from '../font.js';
import { type HasRole, halfTurn, type Item, type Paint } from '../scene.js';
import { cjkColumn, cjkGlyph, traditionalFace } from './cjk.js';
import { centredBaseline, fitSize, INK, MIN_TEXT_MM, text } from './frame.js';

export type Family = 'passer' | 'slider' | 'line-jumper' | 'oblique-jumper';

export interface PieceLook {
  /** White's and Black's chess figurine, for a piece that moves exactly as an orthodox one. */
  figurine: readonly [string, string] | null;
  family: Family | null;
  royal: boolean;
}

export const FAMILY_MEANING: Record<Family, string> = {
  passer: 'dashes: moves along lines and may pass over men in the way',
  slider: 'solid bar: slides (or rides) along lines, stopped by men in the way',
  'line-jumper': 'dots: steps or jumps a fixed distance straight or diagonally',
  'oblique-jumper': 'slashes: jumps to a fixed off-line square, like a knight',
};

export interface CounterStyle {
  fill: string;
  ink: string;
  /** Mono Black: a heavy inner frame on grey, so the sides differ at a glance without solid dark fills. */
  frame: boolean;
  /** The ink of a promoted form on the counter's back: red as on Shogi pieces (black on red-inked men); grey-scale keeps the ink. */
  promoted: string;
}

const PROMOTED_INK = '#b3261e';

/** Men as printed where the definition does not say: square counters, light and dark. */
const PLAIN_LOOK: CounterLookSpec = { shape: 'square', sides: 'light-dark' };

export const counterLook = (spec: VariantSpec): CounterLookSpec => spec.counters ?? PLAIN_LOOK;

/**
 * Whether Black's men face down the board, their labels upright for Black: a pentagon points at the
 * opponent, and one-coloured men have nothing else to tell their owner by.
 */
export const blackFacesDown = (look: CounterLookSpec): boolean => look.shape === 'pentagon' || look.sides === 'neutral';

/** Round men, carved with a ring and standing on points: Xiangqi's discs, Janggi's octagons. */
export const roundShape = (shape: CounterLookSpec['shape']): boolean => shape === 'disc' || shape === 'octagon';

/**
 * A side's counters. Grey-scale prints tell the sides apart by a heavy frame on grey (light-dark,
 * red-black); neutral men are one colour whatever the print.
 */
export function counterStyle(
  side: 'white' | 'black',
  mono: boolean,
  sides: CounterLookSpec['sides'] = 'light-dark',
  inkSaving = false,
): CounterStyle {
  // Ink saving: both sides on white, Black's told by the frame (and a Xiangqi Black's second ring).
  if (inkSaving && sides !== 'neutral') {
    const plain = counterStyle(side, mono, sides);
    const ink = side === 'black' ? (mono ? '#000000' : INK) : plain.ink;
    return { fill: '#ffffff', ink, frame: side === 'black', promoted: mono ? '#000000' : PROMOTED_INK };
  }
  if (sides === 'neutral')
    return mono
      ? { fill: '#ffffff', ink: '#000000', frame: false, promoted: '#000000' }
      : { fill: '#f8e6bd', ink: INK, frame: false, promoted: PROMOTED_INK };
  if (mono)
    return side === 'white'
      ? { fill: '#ffffff', ink: '#000000', frame: false, promoted: '#000000' }
      : { fill: '#bcbcbc', ink: '#000000', frame: true, promoted: '#000000' };
  // Xiangqi's men: pale wood, carved in red or black; Janggi's, Cho's in blue and Han's in red.
  if (sides === 'red-black' || sides === 'blue-red') {
    const first = sides === 'red-black' ? PROMOTED_INK : '#1d4f91';
    const second = sides === 'red-black' ? INK : PROMOTED_INK;
    return side === 'white'
      ? { fill: '#f6e7c8', ink: first, frame: false, promoted: second }
      : { fill: '#f6e7c8', ink: second, frame: false, promoted: first };
  }
  return side === 'white'
    ? { fill: '#fbf6ea', ink: INK, frame: false, promoted: PROMOTED_INK }
    : { fill: '#262626', ink: '#ffffff', frame: false, promoted: '#ff8a80' };
}

/** Mono Black's frame on a counter, as shares of its side: its inset from the cut and its width. */
export const FRAME = { inset: 0.045, w: 0.055 };

/** Whether grey-scale prints tell the sides apart by Black's frame: then both sides' faces are laid out inside it. */
export const monoFramed = (mono: boolean, sides: CounterLookSpec['sides'], inkSaving = false): boolean =>
  (mono || inkSaving) && sides !== 'neutral';

/**
 * Whether the side's men carry a second carved ring: red and black ink on the same disc differ by hue
 * alone, which many colour-blind players cannot see, so Black's men are marked by shape as well.
 */
export const doubleRing = (side: 'white' | 'black', sides: CounterLookSpec['sides']): boolean =>
  (sides === 'red-black' || sides === 'blue-red') && side === 'black';

/** DejaVu's white knight, drawn with lines thinner than its other white figurines. */
const THIN_FIGURINE = '\u2658';

/**
 * A figurine centred on x, its baseline at y. The white knight is drawn four times, shifted a hair each
 * way, so that its lines print as heavy as the other white figurines'.
 */
function figurine(x: number, y: number, glyph: string, size: number, ink: string): Item[] {
  if (glyph !== THIN_FIGURINE) return [text(x, y, glyph, size, 'middle', ink)];
  const k = 0.012 * size;
  return [
    [-k, 0],
    [k, 0],
    [0, -k],
    [0, k],
  ].map(([dx, dy]) => text(x + dx!, y + dy!, glyph, size, 'middle', ink));
}

/** The figurine a side's man carries: neutral men carry the same one. */
const figurineOf = (look: PieceLook, side: 'white' | 'black', sides: CounterLookSpec['sides']): string =>
  look.figurine![side === 'white' || sides === 'neutral' ? 0 : 1];

/**
 * The corners of a pentagonal counter (a Shogi koma) `d` high, centred on the origin and pointing up:
 * a base 0.88 d wide, sides tapering to shoulders, a point. `grow` moves every edge outward (a bleed) or
 * inward (an inner frame), keeping the edges parallel.
 */
export function pentagon(d: number, grow = 0): number[] {
  const corners: [number, number][] = [
    [0, -0.5 * d],
    [0.34 * d, -0.26 * d],
    [0.44 * d, 0.5 * d],
    [-0.44 * d, 0.5 * d],
    [-0.34 * d, -0.26 * d],
  ];
  if (grow === 0) return corners.flat();
  // Each corner moves to where its two edges, each pushed out along its normal, meet.
  const n = corners.length;
  const normal = (i: number): [number, number] => {
    const [ax, ay] = corners[i]!;
    const [bx, by] = corners[(i + 1) % n]!;
    const len = Math.hypot(bx - ax, by - ay);
    // Clockwise on a y-down page: the outward normal is (dy, -dx).
    return [(by - ay) / len, -(bx - ax) / len];
  };
  return corners.flatMap(([x, y], i) => {
    const [ux, uy] = normal((i + n - 1) % n);
    const [vx, vy] = normal(i);
    const k = grow / (1 + ux * vx + uy * vy);
    return [x + k * (ux + vx), y + k * (uy + vy)];
  });
}

/** A regular octagon with flat sides `2 * half` apart, centred on the origin, one side at the top. */
function octagon(half: number): number[] {
  const r = half / Math.cos(Math.PI / 8);
  return Array.from({ length: 8 }, (_, i) => {
    const a = Math.PI / 8 + (i * Math.PI) / 4;
    return [r * Math.cos(a), r * Math.sin(a)];
  }).flat();
}

/**
 * A counter's outline `d` across centred on the origin, grown by `grow` (see pentagon), with its paint:
 * the cut line of a counter, its bleed, an inner frame, a token's body.
 */
export function outline(
  shape: CounterLookSpec['shape'],
  d: number,
  grow: number,
  paint: Paint & HasRole,
  corner = 0,
): Item {
  const half = d / 2 + grow;
  if (shape === 'disc') return { kind: 'circle', cx: 0, cy: 0, r: half, ...paint };
  if (shape === 'octagon') return { kind: 'poly', closed: true, points: octagon(half), ...paint };
  if (shape === 'pentagon') return { kind: 'poly', closed: true, points: pentagon(d, grow), ...paint };
  return { kind: 'rect', x: -half, y: -half, w: 2 * half, h: 2 * half, ...(corner ? { r: corner } : {}), ...paint };
}

/**
 * Orthodox pieces: name and moves (as Betza) both as in chess, with the figurine each is printed with.
 * A piece that only moves like one (ECROS's Primero Two, a knight) keeps its own abbreviation.
 */
const ORTHODOX: readonly { name: string; atoms: AtomSpec[]; royal: boolean; figurine: readonly [string, string] }[] = [
  { name: 'king', atoms: parseBetza('K'), royal: true, figurine: ['\u2654', '\u265A'] },
  { name: 'queen', atoms: parseBetza('Q'), royal: false, figurine: ['\u2655', '\u265B'] },
  { name: 'rook', atoms: parseBetza('R'), royal: false, figurine: ['\u2656', '\u265C'] },
  { name: 'bishop', atoms: parseBetza('B'), royal: false, figurine: ['\u2657', '\u265D'] },
  { name: 'knight', atoms: parseBetza('N'), royal: false, figurine: ['\u2658', '\u265E'] },
  {
    name: 'pawn',
    atoms: [
      ...parseBetza('mfW'),
      ...parseBetza('cfF').map((a) => ({ ...a, enPassantCapture: true })),
      ...parseBetza('imfnD').map((a) => ({ ...a, enPassantTarget: true })),
    ],
    royal: false,
    figurine: ['\u2659', '\u265F'],
  },
];

/** An atom as a comparable string: what it does, not how it was written. */
function atomKey(a: AtomSpec): string {
  const r =
    a.kind === 'ride' ? [a.min, a.max, a.parity ?? '', a.passOver ?? ''] : a.kind === 'hopchain' ? [a.maxLegs] : [];
  return JSON.stringify([
    a.kind,
    a.offset,
    [...(a.dirs ?? [])].sort(),
    a.mode,
    !!a.initial,
    !!a.once,
    !!a.enPassantTarget,
    !!a.enPassantCapture,
    a.checks ?? null,
    ...r,
  ]);
}
const atomsKey = (atoms: readonly AtomSpec[]): string => atoms.map(atomKey).sort().join('|');
const ORTHODOX_KEYS = ORTHODOX.map((o) => ({ ...o, key: atomsKey(o.atoms) }));

/**
 * The family of a piece's moves, read from its move parts as the engine takes them: passing over men (a
 * hop, a volley, a slide that passes men at some distances) before sliding (stopped by the first man;
 * a ride of one fixed length, a pawn's double step, is a blockable leap), before fixed leaps, oblique
 * when any leap is neither straight nor diagonal. Read from the parts, not from tables compiled on a
 * window for each piece type (which took a second for ECROS's 36 kinds; the same families for every
 * piece of every template and imported test variant).
 */
function familyOf(atoms: readonly AtomSpec[]): Family | null {
  if (atoms.some((a) => a.kind === 'hop' || a.kind === 'hopchain' || (a.kind === 'ride' && a.passOver)))
    return 'passer';
  if (
    atoms.some(
      (a) => a.kind === 'collide' || a.kind === 'bent' || (a.kind === 'ride' && (a.max === 0 || a.max > a.min)),
    )
  )
    return 'slider';
  if (atoms.length === 0) return null;
  return atoms.some(({ offset: [dx, dy] }) => dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy))
    ? 'oblique-jumper'
    : 'line-jumper';
}

const looks = new WeakMap<VariantSpec, PieceLook[]>();

export function pieceLook(spec: VariantSpec, type: number): PieceLook {
  let all = looks.get(spec);
  if (!all) {
    const lossOnExtinction = new Set(spec.end.victories.flatMap((v) => (v.type === 'extinction' ? v.pieces : [])));
    all = spec.pieces.map((p, t) => {
      const key = atomsKey(p.atoms);
      const orthodox = ORTHODOX_KEYS.find(
        (o) => o.key === key && o.royal === p.royal && o.name === p.name.toLowerCase(),
      );
      return {
        figurine: orthodox?.figurine ?? null,
        family: familyOf(p.atoms),
        royal: p.royal || lossOnExtinction.has(t),
      };
    });
    looks.set(spec, all);
  }
  return all[type]!;
}

export { cachedPieceDiagram };

/**
 * The move diagram in miniature, `size` wide, centred on the origin: a dot for the piece, a filled cell
 * where it moves or captures, a hollow cell where it only moves, a cross where it only captures. At most
 * `cells` across: a larger diagram is cut to the cells around the piece, which stay large enough to see.
 */
export function pieceIcon(spec: VariantSpec, type: number, size: number, ink: string, cells = Infinity): Item[] {
  const d = cachedPieceDiagram(spec, type);
  const s = d.subject;
  const whole = Math.max(d.width, d.height);
  const reach = Math.floor((cells - 1) / 2);
  const [x0, y0, n] = whole > cells ? [s.x - reach, s.y - reach, 2 * reach + 1] : [0, 0, whole];
  const c = size / n;
  const x = (i: number): number => -size / 2 + (i - x0) * c;
  const y = (j: number): number => size / 2 - (j - y0 + 1) * c;
  const w = Math.max(0.08, 0.12 * c);
  const items: Item[] = [
    {
      kind: 'rect',
      x: -size / 2,
      y: -size / 2,
      w: size,
      h: size,
      stroke: ink,
      strokeWidth: Math.max(0.06, 0.05 * c),
      opacity: 0.5,
    },
  ];
  for (const m of d.marks) {
    if (m.x < x0 || m.y < y0 || m.x >= x0 + n || m.y >= y0 + n) continue;
    const [cx, cy] = [x(m.x) + c / 2, y(m.y) + c / 2];
    const k = 0.36 * c;
    if (m.mode === 'both') items.push({ kind: 'rect', x: cx - k, y: cy - k, w: 2 * k, h: 2 * k, fill: ink });
    else if (m.mode === 'move')
      items.push({
        kind: 'rect',
        x: cx - k + w / 2,
        y: cy - k + w / 2,
        w: 2 * k - w,
        h: 2 * k - w,
        stroke: ink,
        strokeWidth: w,
      });
    else {
      items.push({ kind: 'line', x1: cx - k, y1: cy - k, x2: cx + k, y2: cy + k, stroke: ink, strokeWidth: w });
      items.push({ kind: 'line', x1: cx - k, y1: cy + k, x2: cx + k, y2: cy - k, stroke: ink, strokeWidth: w });
    }
  }
  // The piece itself: a ring, where every move is a square. A long leaper's ring is larger and holds the
  // length of its leap: its cells are too small to count, and ECROS's Null Five to Eight would look alike.
  const [rx, ry] = [x(s.x) + c / 2, y(s.y) + c / 2];
  const length = longLeap(spec, type);
  const digits = String(length);
  const numberSize = Math.max(MIN_TEXT_MM, 0.4 * size);
  const r = Math.max(0.5 * numberSize, theFont().width(digits, numberSize) / 2 + 0.15 * numberSize);
  // The ring stays clear of the nearest mark (its centre less half a cell and a little).
  const clear = Math.min(...d.marks.map((m) => Math.hypot(m.x - s.x, m.y - s.y))) - 0.7;
  if (length !== null && r <= clear * c) {
    items.push({ kind: 'circle', cx: rx, cy: ry, r, stroke: ink, strokeWidth: Math.max(0.1, 0.06 * numberSize) });
    items.push(text(rx, centredBaseline(ry, numberSize), digits, numberSize, 'middle', ink));
  } else
    items.push({ kind: 'circle', cx: rx, cy: ry, r: 0.42 * c, stroke: ink, strokeWidth: Math.max(0.08, 0.16 * c) });
  return items;
}

/** Cells across a move icon beyond which leaps are too small to count. */
const COUNTABLE_CELLS = 9;

/** The longest leap, in squares along its longer side, of a piece that only leaps and whose icon is too wide to count; else null. */
export function longLeap(spec: VariantSpec, type: number): number | null {
  const atoms = spec.pieces[type]!.atoms;
  const d = cachedPieceDiagram(spec, type);
  if (Math.max(d.width, d.height) <= COUNTABLE_CELLS || !atoms.length || atoms.some((a) => a.kind !== 'leap'))
    return null;
  return Math.max(...atoms.map((a) => Math.max(Math.abs(a.offset[0]), Math.abs(a.offset[1]))));
}

/** A small crown, `w` wide, its top-left corner at (x, y). */
export function crown(x: number, y: number, w: number, ink: string, outline: string): Item {
  const h = 0.7 * w;
  return {
    kind: 'poly',
    closed: true,
    points: [
      x,
      y + h,
      x,
      y + 0.15 * h,
      x + 0.27 * w,
      y + 0.5 * h,
      x + 0.5 * w,
      y,
      x + 0.73 * w,
      y + 0.5 * h,
      x + w,
      y + 0.15 * h,
      x + w,
      y + h,
    ],
    fill: ink,
    stroke: outline,
    strokeWidth: Math.max(0.05, 0.05 * w),
  };
}

/** The family's band in the box (x, y, w, h). */
export function familyBand(family: Family, x: number, y: number, w: number, h: number, ink: string): Item[] {
  switch (family) {
    case 'passer': {
      const n = Math.max(3, Math.round(w / (3 * h)));
      const step = w / n;
      return Array.from({ length: n }, (_, i) => ({
        kind: 'rect' as const,
        x: x + i * step + 0.2 * step,
        y,
        w: 0.6 * step,
        h,
        fill: ink,
      }));
    }
    case 'slider':
      return [{ kind: 'rect', x, y, w, h, fill: ink }];
    case 'line-jumper': {
      const n = Math.max(3, Math.round(w / (2.2 * h)));
      const step = w / n;
      return Array.from({ length: n }, (_, i) => ({
        kind: 'circle' as const,
        cx: x + (i + 0.5) * step,
        cy: y + h / 2,
        r: h / 2,
        fill: ink,
      }));
    }
    case 'oblique-jumper': {
      const n = Math.max(3, Math.round(w / (1.6 * h)));
      const step = w / n;
      return Array.from({ length: n }, (_, i) => ({
        kind: 'line' as const,
        x1: x + i * step + 0.15 * step,
        y1: y + h,
        x2: x + (i + 1) * step - 0.15 * step,
        y2: y,
        stroke: ink,
        strokeWidth: Math.max(0.12, 0.35 * h),
        cap: 'round' as const,
      }));
    }
  }
}

/** What a face shows: a piece type of the variant (with an optional other label, the Warlord), or a plain label. */
export interface FaceSubject {
  type: number | null;
  name: string;
  abbrev: string;
}

/** The name on one to three lines, at the largest size up to `max` (never below 6 pt) that fits `width`. */
export function nameLines(name: string, width: number, max: number): { lines: string[]; size: number } {
  const words = name.split(' ');
  let best = { lines: [name], size: fitSize(name, width, max) };
  const consider = (lines: string[]): void => {
    const size = Math.min(...lines.map((l) => fitSize(l, width, max)));
    // More lines only when they buy size; at the floor, fewer lines win.
    if (size > best.size + 1e-9 && (best.size < MIN_TEXT_MM || size - best.size > 0.05 * max)) best = { lines, size };
  };
  for (let i = 1; i < words.length; i++) consider([words.slice(0, i).join(' '), words.slice(i).join(' ')]);
  for (let i = 1; i < words.length; i++)
    for (let j = i + 1; j < words.length; j++)
      consider([words.slice(0, i).join(' '), words.slice(i, j).join(' '), words.slice(j).join(' ')]);
  return { lines: best.lines, size: Math.max(MIN_TEXT_MM, best.size) };
}

/** The clear margin, as a share of the counter's side, between a face's letters and its cut or frame. */
export const FACE_MARGIN = 0.07;

/** Where a face's parts go in its `d` box: the content between `top` and `bottom`, `width` wide; crown; band. */
interface FaceFrame {
  top: number;
  bottom: number;
  width: number;
  crown: { x: number; y: number; w: number };
  band: { x: number; w: number };
  /** The width the name may take, clear of the shape's sides. */
  nameWidth: number;
}

/** A face's frame for its shape; `inner` is the square's side inside a mono frame (d without one). */
function faceFrame(shape: CounterLookSpec['shape'], d: number, inner: number): FaceFrame {
  const pad = (d - inner) / 2;
  switch (shape) {
    case 'square':
      return {
        top: pad + 0.06 * d,
        bottom: d - pad - 0.06 * d,
        width: inner,
        crown: { x: pad + 0.05 * d, y: pad + 0.05 * d, w: 0.16 * d },
        band: { x: pad + 0.12 * d, w: inner - 0.24 * d },
        nameWidth: 0.88 * inner,
      };
    // The crown in the point, the rest below the shoulders, clear of the tapering sides.
    case 'pentagon':
      return {
        top: 0.27 * d + pad,
        bottom: d - pad - 0.07 * d,
        width: 0.7 * d - 2 * pad,
        crown: { x: 0.42 * d, y: 0.1 * d + pad, w: 0.16 * d },
        band: { x: 0.24 * d, w: 0.52 * d },
        // The sides taper: a name on two lines keeps a clear margin from them.
        nameWidth: 0.55 * d - 2 * pad,
      };
    // Inside the carved ring: the crown at its top, the band on a chord near its bottom. A mono frame
    // takes the ring's place, so only what it reaches past the ring's inner edge is taken off.
    case 'disc':
    case 'octagon': {
      const past = Math.max(0, pad - 0.08 * d);
      return {
        top: 0.23 * d + past,
        bottom: 0.86 * d - past,
        width: 0.68 * d - 2 * past,
        crown: { x: 0.42 * d, y: 0.09 * d + past, w: 0.16 * d },
        band: { x: 0.3 * d, w: 0.4 * d },
        nameWidth: 0.88 * (0.68 * d - 2 * past),
      };
    }
  }
}

/**
 * A counter face in a `d` box, top-left corner at the origin, inside the counter's shape: the top shows
 * the figurine, or the abbreviation beside the move icon; the name written out below; crown and family
 * band. `ink`: the face's text and drawing colour (default the side's; a promoted side has its own).
 */
export function counterFace(
  spec: VariantSpec,
  subject: FaceSubject,
  side: 'white' | 'black',
  d: number,
  mono: boolean,
  inner: number,
  ink?: string,
  inkSaving = false,
): Item[] {
  const { shape, sides } = counterLook(spec);
  const style = counterStyle(side, mono, sides, inkSaving);
  ink ??= style.ink;
  const chars = traditionalFace(spec, subject.type, side, 'counter');
  if (chars) return traditionalCounterFace(shape, chars, d, inner, ink);
  const frame = faceFrame(shape, d, inner);
  const cap = theFont().capHeight;
  const look = subject.type === null ? null : pieceLook(spec, subject.type);
  const items: Item[] = [];
  // A figurine says it all; the band is for the pieces without one.
  const family = look && !look.figurine ? look.family : null;
  const bandH = family ? Math.max(0.5, 0.05 * d) : 0;
  const bottom = frame.bottom - (bandH ? bandH + 0.04 * d : 0);
  const { name, lineStep, nameTop, topH } = nameBlock(subject.name, frame, d, bottom);
  const topArea = { y: frame.top, h: topH };
  const midY = topArea.y + topArea.h / 2;
  if (look?.figurine) {
    const glyph = figurineOf(look, side, sides);
    const size = Math.min(topArea.h / 0.95, 0.62 * frame.width);
    // Figurines sit on the baseline and reach about the ascent: centre their box, not a cap height.
    items.push(...figurine(d / 2, midY + 0.36 * size, glyph, size, ink));
  } else {
    // Letters and icon keep a clear margin from the cut (or the mono frame) on either side.
    const faceFit = (m: FaceSubject): { icon: number; gap: number; room: number; max: number } => {
      const topH = nameBlock(m.name, frame, d, bottom).topH;
      const icon = m.type !== null ? Math.min(topH, 0.42 * frame.width) : 0;
      const gap = icon ? 0.06 * d : 0;
      const room = icon ? frame.width - icon - gap - 2 * FACE_MARGIN * d : 0.7 * frame.width;
      return { icon, gap, room, max: Math.min(topH / cap, 0.34 * d) };
    };
    const { icon, gap } = faceFit(subject);
    // One letter size for a family's letters of one length (ECROS's Null One to Eight alike): the
    // smallest any of them fits on his own face.
    // The same for every face of a family on a sheet: worked out once (ECROS: 80 faces, 36 kinds).
    const key = `${look?.family}|${subject.type === null ? subject.abbrev : ''}|${subject.abbrev.length}|${shape}|${d}|${inner}`;
    const sizes = familySizes.get(spec) ?? familySizes.set(spec, new Map()).get(spec)!;
    let size = sizes.get(key);
    if (size === undefined) {
      size = Math.max(
        MIN_TEXT_MM,
        Math.min(
          ...familyMembers(spec, subject)
            .filter((m) => m.abbrev.length === subject.abbrev.length)
            .map((m) => {
              const f = faceFit(m);
              return fitSize(m.abbrev, f.room, f.max);
            }),
        ),
      );
      sizes.set(key, size);
    }
    const abbrevW = theFont().width(subject.abbrev, size);
    const left = (d - abbrevW - gap - icon) / 2;
    items.push(text(left + abbrevW / 2, centredBaseline(midY, size), subject.abbrev, size, 'middle', ink));
    if (icon)
      items.push({
        kind: 'group',
        translate: [left + abbrevW + gap + icon / 2, midY],
        items: pieceIcon(spec, subject.type!, icon, ink),
      });
  }
  name.lines.forEach((line, i) =>
    items.push(text(d / 2, nameTop + cap * name.size + i * lineStep, line, name.size, 'middle', ink)),
  );
  if (look?.royal) items.push(crown(frame.crown.x, frame.crown.y, frame.crown.w, ink, style.fill));
  if (family) items.push(...familyBand(family, frame.band.x, frame.bottom - bandH, frame.band.w, bandH, ink));
  return items;
}

/**
 * A traditional face in a `d` box, top-left corner at the origin: its characters as large as the shape
 * holds them, clear of the cut and of the ring or mono frame. A pentagon takes two one below the other
 * in its wide part below the shoulders, as Shogi's koma write them; a round man one in its ring.
 */
function traditionalCounterFace(
  shape: CounterLookSpec['shape'],
  chars: string,
  d: number,
  inner: number,
  ink: string,
): Item[] {
  const n = [...chars].length;
  const k = inner / d;
  if (shape === 'pentagon') {
    // Below the shoulders (0.24 d from the top), where the sides are at least 0.68 d apart.
    const size = (n > 1 ? 0.32 : 0.44) * d * k;
    return cjkColumn(chars, d / 2, n > 1 ? 0.6 * d : 0.62 * d, size, ink);
  }
  const size = (roundShape(shape) ? (n > 1 ? 0.3 : 0.5) : n > 1 ? 0.38 : 0.6) * d * k;
  return cjkColumn(chars, d / 2, d / 2, size, ink);
}

/** Letter sizes of a variant's families, by family, letters' length and face size (see counterFace). */
const familySizes = new WeakMap<VariantSpec, Map<string, number>>();

/** The men of the subject's family that carry letters (no figurine), the subject among them. */
function familyMembers(spec: VariantSpec, subject: FaceSubject): FaceSubject[] {
  if (subject.type === null) return [subject];
  const family = pieceLook(spec, subject.type).family;
  return [
    subject,
    ...spec.pieces.flatMap((p, t) => {
      const look = pieceLook(spec, t);
      return !look.figurine && look.family === family ? [{ type: t, name: p.name, abbrev: p.abbrev }] : [];
    }),
  ];
}

/** A face's name written out above `bottom`, and the height left above it for the letters or figurine. */
function nameBlock(
  full: string,
  frame: FaceFrame,
  d: number,
  bottom: number,
): { name: { lines: string[]; size: number }; lineStep: number; nameTop: number; topH: number } {
  const cap = theFont().capHeight;
  const name = nameLines(full, frame.nameWidth, 0.17 * d);
  const lineStep = cap * name.size + 0.3 * name.size;
  const nameTop = bottom - (cap * name.size + (name.lines.length - 1) * lineStep);
  return { name, lineStep, nameTop, topH: nameTop - 0.06 * d - frame.top };
}

/** The inner width a token needs for the widest label of the variant at 6 pt (the widths pieceToken fits labels to). */
function labelRoom(spec: VariantSpec, shape: CounterLookSpec['shape']): number {
  return Math.max(
    ...spec.pieces.map((p, t) =>
      pieceLook(spec, t).figurine
        ? MIN_TEXT_MM / (shape === 'square' ? 0.8 : 0.66)
        : p.faces
          ? MIN_TEXT_MM / 0.94
          : theFont().width(p.abbrev, MIN_TEXT_MM) / 0.94,
    ),
  );
}

/** Where a token's parts go: the room inside its frame or ring, and its label (null: too small for 6 pt). */
interface TokenLayout {
  inner: number;
  /** Mono Black's frame: its width and its inset from the edge. */
  frame: { w: number; inset: number } | null;
  letterRoom: number;
  lift: number;
  label: { size: number; at: number } | null;
}

function tokenLayout(spec: VariantSpec, type: number, d: number, mono: boolean): TokenLayout {
  const { shape, sides } = counterLook(spec);
  const look = pieceLook(spec, type);
  let inner = d;
  let frame: TokenLayout['frame'] = null;
  // Both sides' letters are sized inside the frame, which only Black's tokens draw: neither side's print smaller.
  if (monoFramed(mono, sides)) {
    // On a small token the frame moves to the edge and thins, down to none (the grey still tells the
    // side), rather than leave the letters no room at 6 pt: the letters tell the men apart, the frame
    // only the sides. The room is the widest label's, so all Black's tokens of a size look alike.
    const needed = labelRoom(spec, shape);
    frame = { w: 0.07 * d, inset: 0.06 * d };
    if (d - 2 * (frame.inset + frame.w) < needed) frame = { w: Math.min(frame.w, (d - needed) / 2), inset: 0 };
    if (frame.w < 0.15) frame = null;
    inner = frame ? d - 2 * (frame.inset + frame.w) : d;
  } else if (roundShape(shape)) inner = 0.82 * d;
  // A pentagon's letters sit low, in its wide part; a disc's inside the ring.
  const [letterRoom, lift] = shape === 'pentagon' ? [0.64, 0.06 * d] : roundShape(shape) ? [0.72, 0] : [0.78, 0];
  let size: number;
  if (look.figurine) size = (shape === 'square' ? 0.8 : 0.66) * inner;
  else if (spec.pieces[type]!.faces) {
    // A traditional character fills its em square, as high as a man's letters; on a small token, as
    // letters do, its whole inner width rather than under 6 pt.
    size = Math.min(letterRoom * inner, 0.55 * d);
    if (size < MIN_TEXT_MM) size = Math.min(0.94 * inner, MIN_TEXT_MM);
  } else {
    const abbrev = spec.pieces[type]!.abbrev;
    // A royal man's crown takes the top of the token: the letters move down and shrink to leave it room.
    size = fitSize(abbrev, letterRoom * inner, look.royal ? 0.45 * d : 0.55 * d);
    // The letters are what tells the men apart: on a small token they take its whole inner width
    // rather than drop under 6 pt.
    if (size < MIN_TEXT_MM) size = fitSize(abbrev, 0.94 * inner, MIN_TEXT_MM);
  }
  const at = (look.royal ? 0.08 * d : look.family ? -0.05 * d : 0) + lift;
  return { inner, frame, letterRoom, lift, label: size >= MIN_TEXT_MM ? { size, at } : null };
}

/** Whether a man's token `d` across prints his figurine or letters (at 6 pt or more), not a miniature in their place: the same for both sides. */
export const tokenLabelled = (spec: VariantSpec, type: number, d: number, mono: boolean): boolean =>
  tokenLayout(spec, type, d, mono).label !== null;

/**
 * A man as a small token centred on the origin (setup page, card diagrams): the counter's shape, fill,
 * frame, figurine or abbreviation, crown and band; where a label would print under 6 pt, a crown or the
 * move icon instead. Where Black's men face down the board (Shogi's pentagons), Black's token is turned
 * half a turn.
 */
export function pieceToken(spec: VariantSpec, type: number, white: boolean, d: number, mono: boolean): Item[] {
  const counters = counterLook(spec);
  const side = white ? 'white' : 'black';
  const style = counterStyle(side, mono, counters.sides);
  const look = pieceLook(spec, type);
  const shape = counters.shape;
  const { inner, frame, letterRoom, lift, label } = tokenLayout(spec, type, d, mono);
  const items: Item[] = [
    outline(shape, d, 0, { fill: style.fill, stroke: '#000000', strokeWidth: Math.max(0.12, 0.04 * d) }, 0.08 * d),
  ];
  if (frame && style.frame)
    items.push(outline(shape, d, -(frame.inset + frame.w / 2), { stroke: '#000000', strokeWidth: frame.w }));
  // The ring carved into a Xiangqi man, in the side's ink.
  else if (roundShape(shape) && !style.frame) {
    items.push(outline(shape, d, -0.09 * d, { stroke: style.ink, strokeWidth: Math.max(0.1, 0.03 * d) }));
    if (doubleRing(side, counters.sides))
      items.push(outline(shape, d, -0.045 * d, { stroke: style.ink, strokeWidth: Math.max(0.08, 0.015 * d) }));
  }
  const labelled = label !== null;
  const char = traditionalFace(spec, type, side, 'token');
  if (label && char) {
    items.push(cjkGlyph(char, 0, lift, label.size, style.ink));
    return !white && blackFacesDown(counters) ? halfTurn(items) : items;
  }
  if (label && look.figurine)
    items.push(...figurine(0, 0.34 * label.size + lift, figurineOf(look, side, counters.sides), label.size, style.ink));
  else if (label)
    items.push(
      text(0, centredBaseline(label.at, label.size), spec.pieces[type]!.abbrev, label.size, 'middle', style.ink),
    );
  else {
    // Too small for a label at 6 pt: a royal shows a crown across the token, any other man his moves
    // in miniature (the counter sheets' icon, cut to cells of about 0.3 mm), so that no token prints blank.
    const w = letterRoom * inner;
    if (look.royal) items.push(crown(-0.4 * w, lift - 0.28 * w, 0.8 * w, style.ink, style.fill));
    else
      items.push({
        kind: 'group',
        translate: [0, lift],
        items: pieceIcon(spec, type, w, style.ink, Math.max(5, Math.floor(w / 0.3))),
      });
  }
  const crownTop = shape === 'pentagon' ? -0.32 * d : roundShape(shape) ? -0.36 * d : -d / 2 + 0.07 * d;
  const crownW = shape === 'square' ? 0.22 * d : 0.18 * d;
  if (labelled && look.royal && !look.figurine && d >= 4)
    items.push(crown(-crownW / 2, crownTop, crownW, style.ink, style.fill));
  if (look.family && !look.figurine && d >= 4)
    items.push(
      ...familyBand(
        look.family,
        (roundShape(shape) ? -0.22 : -0.3) * d,
        roundShape(shape) ? 0.24 * d : 0.28 * d,
        (roundShape(shape) ? 0.44 : 0.6) * d,
        0.07 * d,
        style.ink,
      ),
    );
  return !white && blackFacesDown(counters) ? halfTurn(items) : items;
}
