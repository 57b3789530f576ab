/**
 * Standing pieces (`--pieces standing`): each man of the counter sheets as a strip that folds into a
 * self-standing tent, a triangular prism on the board square. From one end of the strip: the base (the
 * prism's floor, on the board), the face towards White, the face towards Black, and a glue tab stuck
 * under the base. Each face carries the man's counter face upright for the player it looks at, so both
 * players read him the right way up. The footprint, base by depth, is FOOTPRINT of the board's square;
 * the faces are FACE times the base, so the tent stands taller than it is wide. Fold lines are dashed
 * and lie at measured distances along the strip (`foldsOf`); the outline is the cut.
 */
import { InputError } from '../../errors.js';
import { halfTurn, type Item, type Scene } from '../scene.js';
import { formatMm } from './board.js';
import { DEFAULT_OVERLAP_MM, planBoard } from './board-page.js';
import { type Counter, type CounterOptions, checkCounterOptions, counterList } from './counters.js';
import { HEADER_MM, header, MIN_TEXT_MM, scaleBar, text } from './frame.js';
import { sheetPages } from './sheet.js';
import { counterFace, counterLook, counterStyle, FRAME, monoFramed } from './token.js';
import { compiled, type VariantSource } from './variant.js';

/** The tent's footprint on the square, as a share of the square's side. */
const FOOTPRINT = 0.8;
/** A face's length, as a multiple of the base: the tent's sides. */
const FACE = 1.4;
/** The glue tab's length, as a share of the base. */
const TAB = 0.45;

/** A tent's measures for board squares `square` mm: base, face, tab and depth (the strip's width). */
export function tentOf(square: number): { base: number; face: number; tab: number; depth: number } {
  const base = Math.round(FOOTPRINT * square * 10) / 10;
  return { base, face: Math.round(FACE * base * 10) / 10, tab: Math.round(TAB * base * 10) / 10, depth: base };
}

/** The fold lines' distances from the strip's base end: base | face | face | tab. */
export function foldsOf(square: number): number[] {
  const t = tentOf(square);
  return [t.base, t.base + t.face, t.base + 2 * t.face];
}

/** One counter's strip, its top-left corner at the origin, `depth` wide. */
function strip(
  v: ReturnType<typeof compiled>,
  counter: Counter,
  square: number,
  mono: boolean,
  inkSaving: boolean,
): Item[] {
  const { base, face, tab, depth } = tentOf(square);
  const length = base + 2 * face + tab;
  const { sides } = counterLook(v.spec);
  const style = counterStyle(counter.side, mono, sides, inkSaving);
  const items: Item[] = [
    // The faces in the side's colour; base and tab plain.
    { kind: 'rect', x: 0, y: base, w: depth, h: 2 * face, fill: style.fill },
    {
      kind: 'poly',
      closed: true,
      // The tab tapers, so that it slides under the base without showing at the sides.
      points: [
        0,
        0,
        depth,
        0,
        depth,
        base + 2 * face,
        depth - 0.15 * depth,
        length,
        0.15 * depth,
        length,
        0,
        base + 2 * face,
      ],
      stroke: '#000000',
      strokeWidth: 0.2,
      role: 'cut',
    },
  ];
  foldsOf(square).forEach((y, i) =>
    items.push({
      kind: 'line',
      id: `fold-${i + 1}`,
      x1: 0,
      y1: y,
      x2: depth,
      y2: y,
      stroke: '#6b6b6b',
      strokeWidth: 0.2,
      dash: [1.2, 0.8],
    }),
  );
  // A face `depth` square at the bottom of each face panel (by the base for White's, by the apex fold
  // turned half round for Black's), so each reads upright when the tent stands.
  const framed = monoFramed(mono, sides, inkSaving);
  const inner = framed ? depth - 2 * (FRAME.inset + FRAME.w) * depth : depth;
  const faceItems = counterFace(v.spec, counter, counter.side, depth, mono, inner, style.ink, inkSaving);
  const frame: Item[] = style.frame
    ? [
        {
          kind: 'rect',
          x: FRAME.inset * depth + (FRAME.w * depth) / 2,
          y: FRAME.inset * depth + (FRAME.w * depth) / 2,
          w: depth - 2 * FRAME.inset * depth - FRAME.w * depth,
          h: depth - 2 * FRAME.inset * depth - FRAME.w * depth,
          stroke: '#000000',
          strokeWidth: FRAME.w * depth,
        },
      ]
    : [];
  const drawn = [...frame, ...faceItems];
  // Face A runs from the base fold (its foot) to the apex: its figure upside down along the strip.
  items.push({
    kind: 'group',
    translate: [depth / 2, base + depth / 2],
    items: halfTurn([{ kind: 'group', translate: [-depth / 2, -depth / 2], items: drawn }]),
  });
  // Face B runs from the apex down to the tab: its foot is by the tab.
  items.push({ kind: 'group', translate: [0, base + 2 * face - depth], items: drawn });
  items.push(text(depth / 2, base / 2 + MIN_TEXT_MM / 3, 'base', MIN_TEXT_MM, 'middle', '#6b6b6b'));
  items.push(text(depth / 2, base + 2 * face + tab / 2 + MIN_TEXT_MM / 3, 'glue', MIN_TEXT_MM, 'middle', '#6b6b6b'));
  return items;
}

export function standingScene(source: VariantSource, options: CounterOptions = {}): Scene {
  const { print, squareMm, spares, options: chosen } = checkCounterOptions(options);
  const v = compiled(source, options.faces);
  const square = squareMm ?? planBoard(v, print, undefined, DEFAULT_OVERLAP_MM).square;
  const t = tentOf(square);
  const counters = counterList(v, spares, chosen, false);
  const m = print.margin;
  const runs = (['white', 'black'] as const).map((side) =>
    counters.filter((c) => c.side === side).map((counter, i) => ({ counter, id: `standing-${side}-${i + 1}` })),
  );
  const title = `${v.spec.name} · standing pieces · ${formatMm(t.base)} x ${formatMm(t.depth)} footprint (${formatMm(square)} squares)`;
  const pages = sheetPages<(typeof runs)[number][number]>({
    print,
    cell: { w: t.depth, h: t.base + 2 * t.face + t.tab },
    // Edge to edge: one cut between two strips.
    gutter: 0,
    runs,
    room: { top: m + HEADER_MM + 6, bottom: m + 15, sides: m + 6 },
    marks: { gap: 1.5, length: 3.5 },
    front: ({ counter, id }) => ({ id, items: strip(v, counter, square, print.mono, print.inkSaving) }),
    frame: (sheet) => ({
      before: header(
        sheet.page.width,
        m,
        title,
        `Cut out each strip; fold on the dashed lines, printed side out, at ${foldsOf(square)
          .map(formatMm)
          .join(', ')} from the base end; glue the tab under the base: a tent ${formatMm(t.face)} high along its faces`,
      ),
      after: scaleBar(m, sheet.page.height - m - 9).items,
    }),
    tooLarge: () =>
      new InputError(`standing pieces for ${formatMm(square)} squares do not fit on ${print.paper} paper`),
  });
  return { title: `${v.spec.name} standing pieces`, basename: 'standing', pages };
}
