/**
 * Counter sheets: one square counter for every man of both sides' setup, sized to the board's square,
 * each with its abbreviation and its full name written out, men in hand at the start included; spares
 * for promotion; where drops turn a captured man into the captor's, a counter in the captor's colour for
 * each of the other side's men that can be taken; Chess Legions'
 * "mercenary" mask tokens when Masked Men is chosen. Counters are cut along their outlines, the crop
 * marks around the sheet carry every cut across the gutters, and backs (mirrored left to right, for
 * duplex printing flipped on the long edge) follow each sheet when asked for. A piece with a promoted
 * form of its own (Shogi) shows that form on its back, so a promotion turns the counter over; without
 * backs each such man gets a counter of his promoted form, which replaces him when he promotes.
 */

import type { VariantSpec } from '../../engine/spec.js';
import { BLACK, sideName, type Variant, WHITE } from '../../engine/variant.js';
import { InputError } from '../../errors.js';
import { checkNumber, type PrintOptions } from '../options.js';
import type { Item, Scene } from '../scene.js';
import { formatMm } from './board.js';
import { DEFAULT_OVERLAP_MM, planBoard } from './board-page.js';
import { HEADER_MM, header, scaleBar } from './frame.js';
import { checkPrint, type Print } from './paper.js';
import { sheetPages } from './sheet.js';
import { counterFace, counterLook, counterStyle, doubleRing, FRAME, monoFramed, outline, roundShape } from './token.js';
import { compiled, type VariantSource } from './variant.js';

export interface CounterOptions extends PrintOptions {
  /** The board square the counters sit on; default the square `fairyprint board` picks for this paper. */
  squareMm?: number;
  /** Counter side as a percentage of the square. */
  sizePct?: number;
  /** Space between counters. */
  gutterMm?: number;
  /** A mirrored back page after every sheet, for duplex printing. */
  backs?: boolean;
  /** Extra counters per side of every type a piece can promote to (default: `defaultSpares`). */
  spares?: number;
  /** Setup options chosen (ids from the definition's setup.options), e.g. masked-men. */
  option?: readonly string[];
}

export interface Counter {
  side: 'white' | 'black';
  /** The piece type it stands for; null for a mask token. */
  type: number | null;
  name: string;
  abbrev: string;
  /**
   * `promoted`: a man's promoted form on a counter of its own, printed when there are no backs to show
   * it; `captured`: a man of the other side's taken into this side's hand (drops), in this side's colour.
   */
  kind: 'man' | 'spare' | 'mask' | 'promoted' | 'captured' | 'wall';
  /** What the back shows, where it is not the same man: the promoted form (Shogi), turned over on promotion. */
  back?: { type: number; name: string; abbrev: string };
  /** The back is the same man of the other side (a Reversi disc, turned over when enclosed). */
  turns?: true;
}

const MASK = { name: 'Mercenary', abbrev: '?' };
export const DEFAULT_SIZE_PCT = 90;
/** Counters edge to edge: one cut between two neighbours, not two around a gutter. */
export const DEFAULT_GUTTER_MM = 0;
/** Spares a side of the strongest promotion piece, and of each other, at most: promotions repeat, mostly to the strongest. */
const SPARE_CAP = { strongest: 3, other: 1 };

/**
 * The spare counters a side needs of promotion piece `t`: as many as its men that can promote to it,
 * up to SPARE_CAP; none where promotion only brings back a man already lost (Grand Chess's limits).
 */
export function defaultSpares(v: Variant, side: 'white' | 'black', t: number): number {
  const counts = menPerType(v, side);
  let n = 0;
  for (const rule of v.spec.promotion) {
    if (!rule.to.includes(t)) continue;
    const limit = rule.limits?.[t] ?? 0;
    if (limit > 0 && limit <= counts[t]!) continue;
    const men = rule.pieces.reduce((sum, p) => sum + counts[p]!, 0);
    // The strongest by value; without values (or on a tie), the first the rule lists.
    const value = (u: number): number => v.spec.pieces[u]!.value ?? 0;
    const strongest = rule.to.reduce((a, b) => (value(b) > value(a) ? b : a));
    const cap = t === strongest ? SPARE_CAP.strongest : SPARE_CAP.other;
    n = Math.max(n, Math.min(men, cap));
  }
  return n;
}
export const BLEED_MM = 1.5;
/** Space around the counter grid for crop marks: 1.5 mm clear of it, 3.5 mm long, 1 mm from the header and footer. */
const CROP_ZONE = 6;
const FOOTER = 9;

/** Men per piece type for one side: the free-setup roster, else the setup position and the men in hand. */
export function menPerType(v: Variant, side: 'white' | 'black'): number[] {
  if (v.spec.freeSetup) return [...v.spec.freeSetup.counts];
  const counts = handPerType(v, side);
  for (const code of v.spec.setup) {
    if (side === 'white' ? code > 0 : code < 0) counts[Math.abs(code) - 1]!++;
  }
  return counts;
}

/** Counters per piece type for one side: a man set up promoted (Kyoto shogi's Tokin) is his piece's counter, turned over. */
export function countersPerType(v: Variant, side: 'white' | 'black'): number[] {
  const counts = menPerType(v, side);
  v.spec.pieces.forEach((p, t) => {
    if (p.promotedFrom === undefined || counts[t] === 0) return;
    counts[p.promotedFrom]! += counts[t]!;
    counts[t] = 0;
  });
  return counts;
}

/** Men per piece type one side holds in hand at the start (Seirawan's Hawk and Elephant). */
export function handPerType(v: Variant, side: 'white' | 'black'): number[] {
  const n = v.spec.pieces.length;
  return Array.from({ length: n }, (_, t) => v.spec.hand?.[(side === 'white' ? 0 : n) + t] ?? 0);
}

/**
 * Every counter to print, White's then Black's, each side its men, promoted forms (without `backs`),
 * spares and mask tokens in turn.
 */
export function counterList(
  v: Variant,
  spares: number | null,
  optionIds: readonly string[],
  backs: boolean,
): Counter[] {
  const chosen = optionIds.map((id) => {
    const o = v.spec.setupOptions.find((s) => s.id === id);
    if (!o) {
      const known = v.spec.setupOptions.map((s) => s.id);
      throw new InputError(
        `option "${id}" is not a setup option of ${v.spec.name} (${known.length ? `options: ${known.join(', ')}` : 'it has none'})`,
        null,
        'option',
      );
    }
    return o;
  });
  // A promoted form of its own (Shogi's Tokin) is the back of its piece's counters, not a spare; nor is a
  // man that a promoted form turns back into (Kyoto shogi's Lance from its Tokin): the same counter.
  const turnsBackOnly = (t: number): boolean =>
    v.spec.promotion.every((r) => !r.to.includes(t) || r.pieces.every((f) => v.spec.pieces[f]!.promotedFrom === t));
  const promoted = [...new Set(v.spec.promotion.flatMap((p) => p.to))].filter(
    (t) => v.spec.pieces[t]!.promotedFrom === undefined && !turnsBackOnly(t),
  );
  const backOf = (t: number): Counter['back'] => {
    const form = v.spec.pieces.findIndex((p) => p.promotedFrom === t);
    return form >= 0 ? { type: form, name: v.spec.pieces[form]!.name, abbrev: v.spec.pieces[form]!.abbrev } : undefined;
  };
  const out: Counter[] = [];
  // Men that change sides when enclosed (rules.flip) are two-faced discs, one for every square: with
  // backs, White's face on the front and Black's on the back; without, one of each side to glue together.
  if (v.spec.rules.flip !== undefined) {
    const squares = v.spec.exists.filter(Boolean).length;
    for (const side of backs ? (['white'] as const) : (['white', 'black'] as const))
      v.spec.pieces.forEach((p, t) => {
        for (let i = 0; i < squares; i++)
          out.push({ side, type: t, name: p.name, abbrev: p.abbrev, kind: 'man', ...(backs ? { turns: true } : {}) });
      });
    return out;
  }
  for (const side of ['white', 'black'] as const) {
    const counts = countersPerType(v, side);
    v.spec.pieces.forEach((p, t) => {
      const back = backOf(t);
      for (let i = 0; i < counts[t]!; i++)
        out.push({ side, type: t, name: p.name, abbrev: p.abbrev, kind: 'man', ...(back && backs ? { back } : {}) });
    });
    // Without backs, one promoted counter for every man that can promote: any promotion can be shown.
    if (!backs) {
      v.spec.pieces.forEach((_, t) => {
        const form = backOf(t);
        for (let i = 0; form && i < counts[t]!; i++) out.push({ side, ...form, kind: 'promoted' });
      });
    }
    for (const t of promoted) {
      const p = v.spec.pieces[t]!;
      const label = p.spare ?? p;
      for (let i = 0; i < (spares ?? defaultSpares(v, side, t)); i++)
        out.push({ side, type: t, name: label.name, abbrev: label.abbrev, kind: 'spare' });
    }
    // Where captured men change sides (drops) and the sides' counters differ, the captor holds each of the
    // other side's men that can be taken in his own colour: one counter for each.
    if (v.hasDrops && v.spec.drops!.capturesToHand !== false && counterLook(v.spec).sides !== 'neutral') {
      const theirs = menPerType(v, side === 'white' ? 'black' : 'white');
      v.spec.pieces.forEach((p, t) => {
        for (let i = 0; !p.royal && i < theirs[t]!; i++)
          out.push({ side, type: t, name: p.name, abbrev: p.abbrev, kind: 'captured' });
      });
    }
    for (const o of chosen) {
      const masked = counts[o.swap[0]]! + counts[o.swap[1]]!;
      for (let i = 0; i < masked; i++) out.push({ side, type: null, ...MASK, kind: 'mask' });
    }
  }
  // Walls (Amazons' arrows): as many as the squares the men leave empty, the duck alone.
  const walls = v.spec.rules.walls;
  if (walls) {
    const empty = v.spec.exists.filter(Boolean).length - v.spec.setup.filter((c) => c !== 0).length;
    const wall = v.spec.pieces[walls.wall]!;
    for (let i = 0; i < (walls.rule === 'duck' ? 1 : empty); i++)
      out.push({ side: 'white', type: walls.wall, name: wall.name, abbrev: wall.abbrev, kind: 'wall' });
  }
  return out;
}

/**
 * One counter, its top-left corner at the origin, in the variant's shape (square, pentagon, disc). Its
 * fill runs `bleed` past the cut on every side, so a cut (or a duplex back) a little off leaves no white
 * edge; the thin outline marks the true edge, the line to cut along. `back`: its reverse side, which
 * shows a promoted form of its own (Shogi) in red. Every shape is symmetric left to right, so a back
 * mirrored into place is cut along the same outline as its front.
 */
function counterItems(
  spec: VariantSpec,
  counter: Counter,
  d: number,
  mono: boolean,
  bleed: number,
  back = false,
  sharedCut = false,
  inkSaving = false,
): Item[] {
  const promotedSide = back && counter.back !== undefined;
  const turned = back && counter.turns === true;
  const c = promotedSide
    ? { ...counter, ...counter.back }
    : turned
      ? { ...counter, side: counter.side === 'white' ? ('black' as const) : ('white' as const) }
      : counter;
  const { shape, sides } = counterLook(spec);
  const style = counterStyle(c.side, mono, sides, inkSaving);
  const ink = promotedSide || counter.kind === 'promoted' ? style.promoted : style.ink;
  const edge = sides !== 'light-dark' || style.fill === '#ffffff' || c.side === 'white' ? '#000000' : '#8c8c8c';
  // In grey-scale both sides' faces are laid out inside the frame Black's men carry, so neither side's
  // letters print smaller than the other's.
  const framed = monoFramed(mono, sides, inkSaving);
  const inner = framed ? d - 2 * (FRAME.inset + FRAME.w) * d : d;
  if (shape === 'square') {
    const items: Item[] = [
      { kind: 'rect', x: -bleed, y: -bleed, w: d + 2 * bleed, h: d + 2 * bleed, fill: style.fill },
      // Edge to edge, the sheet draws the cuts the counters share: the outline is only seen.
      { kind: 'rect', x: 0, y: 0, w: d, h: d, stroke: edge, strokeWidth: 0.15, ...(sharedCut ? {} : { role: 'cut' }) },
    ];
    if (style.frame) {
      const [w, inset] = [FRAME.w * d, FRAME.inset * d];
      items.push({
        kind: 'rect',
        x: inset + w / 2,
        y: inset + w / 2,
        w: d - 2 * inset - w,
        h: d - 2 * inset - w,
        stroke: '#000000',
        strokeWidth: w,
      });
    }
    items.push(...counterFace(spec, c, c.side, d, mono, inner, ink, inkSaving));
    return items;
  }
  const body: Item[] = [
    outline(shape, d, bleed, { fill: style.fill }),
    outline(shape, d, 0, { stroke: edge, strokeWidth: 0.15, role: 'cut' }),
  ];
  if (style.frame) {
    const [w, inset] = [FRAME.w * d, FRAME.inset * d];
    body.push(outline(shape, d, -(inset + w / 2), { stroke: '#000000', strokeWidth: w }));
  } else if (roundShape(shape)) {
    // The ring carved into a Xiangqi man, in the side's ink.
    body.push(outline(shape, d, -0.07 * d, { stroke: ink, strokeWidth: Math.max(0.2, 0.018 * d) }));
    if (doubleRing(c.side, sides))
      body.push(outline(shape, d, -0.035 * d, { stroke: ink, strokeWidth: Math.max(0.2, 0.012 * d) }));
  }
  return [
    { kind: 'group', translate: [d / 2, d / 2], items: body },
    ...counterFace(spec, c, c.side, d, mono, inner, ink, inkSaving),
  ];
}

/** A counter's size in percent of the cell: its piece's (Janggi's men by rank), else the whole cell. */
const sizePct = (spec: VariantSpec, counter: Counter): number =>
  counter.type === null ? 100 : (counterLook(spec).sizes?.[counter.type] ?? 100);

/** A counter's side in a cell of side `d`, at `pct` percent: to a tenth of a millimetre, as it is printed. */
const sideAt = (d: number, pct: number): number => (pct === 100 ? d : Math.round((d * pct) / 10) / 10);

/** A counter drawn at its own size (`draw` given its side), centred in its cell of side `d`. */
function sized(spec: VariantSpec, counter: Counter, d: number, draw: (side: number) => Item[]): Item[] {
  const pct = sizePct(spec, counter);
  if (pct === 100) return draw(d);
  const side = sideAt(d, pct);
  const offset = (d - side) / 2;
  return [{ kind: 'group', translate: [offset, offset], items: draw(side) }];
}

export function checkCounterOptions(o: CounterOptions): {
  print: Print;
  squareMm: number | undefined;
  pct: number;
  gutter: number;
  /** null: as many as `defaultSpares` says. */
  spares: number | null;
  options: readonly string[];
  backs: boolean;
} {
  const print = checkPrint(o);
  const squareMm = o.squareMm === undefined ? undefined : checkNumber('squareMm', o.squareMm, 5, 200);
  const pct = checkNumber('sizePct', o.sizePct ?? DEFAULT_SIZE_PCT, 30, 100);
  const gutter = checkNumber('gutterMm', o.gutterMm ?? DEFAULT_GUTTER_MM, 0, 20);
  const spares = o.spares === undefined ? null : checkNumber('spares', o.spares, 0, 64);
  if (spares !== null && !Number.isInteger(spares))
    throw new InputError(`spares must be a whole number, not ${spares}`, null, 'spares');
  return { print, squareMm, pct, gutter, spares, options: o.option ?? [], backs: o.backs ?? false };
}

export function counterScene(source: VariantSource, options: CounterOptions = {}): Scene {
  const { print, squareMm, pct, gutter, spares, options: chosen, backs } = checkCounterOptions(options);
  const v = compiled(source, options.faces);
  const square = squareMm ?? planBoard(v, print, undefined, DEFAULT_OVERLAP_MM).square;
  const d = Math.round(square * pct * 10) / 1000;
  const counters = counterList(v, spares, chosen, backs);
  // Men that a chosen setup option lets a player hide (Masked Men's Guard and Assassin).
  const maskedTypes = new Set<number>(v.spec.setupOptions.filter((o) => chosen.includes(o.id)).flatMap((o) => o.swap));
  const m = print.margin;
  // Fills run past the cut up to half the gutter, at most 1.5 mm: neighbours' bleeds meet, never overlap.
  // Saving ink, nothing prints past the cut lines.
  const bleed = print.inkSaving ? 0 : Math.min(BLEED_MM, gutter / 2);
  // Square counters edge to edge share their cuts; other shapes, and men of several sizes, are cut out
  // of their squares one by one.
  const sizes = counterLook(v.spec).sizes ?? [];
  const sharedCuts = gutter === 0 && counterLook(v.spec).shape === 'square' && sizes.every((s) => s === 100);
  // Men sized by rank (Janggi): the sizes, largest first, after the cell's.
  const ranked = [...new Set(counters.map((c) => sizePct(v.spec, c)))].sort((a, b) => b - a);
  const bySize = ranked.length > 1 ? ` · by rank ${ranked.map((p) => formatMm(sideAt(d, p))).join(' / ')}` : '';
  const title = `${v.spec.name} · counters · ${formatMm(d)} (${pct} % of ${formatMm(square)} squares)${bySize}`;
  const summary = (side: Counter['side']): string => {
    const mine = counters.filter((c) => c.side === side);
    const n = (k: Counter['kind']): number => mine.filter((c) => c.kind === k).length;
    const extras = [
      n('promoted') && `${n('promoted')} promoted`,
      n('spare') && `${n('spare')} spares`,
      n('captured') && `${n('captured')} for men captured`,
      n('mask') && `${n('mask')} mercenary tokens`,
      n('wall') && `${n('wall')} walls`,
    ].filter(Boolean);
    return `${sideName(side === 'white' ? WHITE : BLACK, v.spec)} ${n('man')} men${extras.length ? ` + ${extras.join(' + ')}` : ''}`;
  };
  // One-coloured men change sides when captured: any counter serves either player.
  const neutral =
    counterLook(v.spec).sides === 'neutral'
      ? ' · all alike: each serves either side, facing the opponent'
      : v.spec.rules.flip === undefined
        ? ''
        : backs
          ? " · each disc White's on the front, Black's on the back"
          : ' · glue each White disc to a Black one, back to back';
  const runs = (['white', 'black'] as const).map((side) =>
    counters.filter((c) => c.side === side).map((counter, i) => ({ counter, id: `counter-${side}-${i + 1}` })),
  );
  const pages = sheetPages<(typeof runs)[number][number]>({
    print,
    cell: { w: d, h: d },
    gutter,
    // Black starts on a fresh row.
    runs,
    room: { top: m + HEADER_MM + CROP_ZONE, bottom: m + FOOTER + CROP_ZONE, sides: m + CROP_ZONE },
    marks: { gap: 1.5, length: CROP_ZONE - 2.5 },
    bleed: { front: bleed, back: bleed },
    sharedCuts,
    front: ({ counter, id }) => ({
      id,
      items: sized(v.spec, counter, d, (side) =>
        counterItems(v.spec, counter, side, print.mono, bleed, false, sharedCuts, print.inkSaving),
      ),
    }),
    ...(backs
      ? {
          back: ({ counter, id }) => {
            // A back must not tell a masked man from another: all of them share the mercenary token's face.
            const face = maskedTypes.has(counter.type ?? -1) ? { ...counter, type: null, ...MASK } : counter;
            return {
              id,
              items: sized(v.spec, counter, d, (side) =>
                counterItems(v.spec, face, side, print.mono, bleed, true, sharedCuts, print.inkSaving),
              ),
            };
          },
        }
      : {}),
    frame: (sheet, back) => {
      const where = sheet.count === 1 ? '' : ` · sheet ${sheet.index + 1} of ${sheet.count}`;
      return back
        ? {
            before: header(
              sheet.page.width,
              m,
              `${title} · backs`,
              `Backs${where}: print on the reverse, flipping on the long edge (mirrored left to right)`,
            ),
          }
        : {
            before: header(
              sheet.page.width,
              m,
              title,
              `${summary('white')} · ${summary('black')}${neutral}${where} · cut along the outlines`,
            ),
            after: scaleBar(m, sheet.page.height - m - FOOTER + 3).items,
          };
    },
    tooLarge: () =>
      new InputError(`${formatMm(d)} counters do not fit on ${print.paper} paper with ${formatMm(m)} margins`),
  });
  return { title: `${v.spec.name} counters`, basename: 'counters', pages };
}
