/**
 * Move-reference cards: one card per piece type with its name, counter, value, the diagram of its moves
 * computed by the engine (plus examples with other pieces placed, where a move needs them) and its rules
 * text, and a legend card first. Cards sit edge to edge on the sheet, so one cut separates two cards;
 * crop marks outside the grid carry every cut line to the paper's edge.
 */

import { exampleDiagrams, type MoveDiagram, type RuleCardDiagram, ruleCardDiagrams } from '../../diagrams/moves.js';
import { rulesSummary } from '../../diagrams/summary.js';
import type { PieceSpec, VariantSpec } from '../../engine/spec.js';
import { BLACK, sideName, type Variant, WHITE } from '../../engine/variant.js';
import { InputError } from '../../errors.js';
import { theFont } from '../font.js';
import { checkNumber, type PrintOptions } from '../options.js';
import type { Item, Scene } from '../scene.js';
import { formatMm, palette } from './board.js';
import {
  coordinateItems,
  coordinateRoom,
  type DiagramView,
  HAND_COLUMNS,
  legendSample,
  MARK_MEANING,
  type MarkKind,
  markKinds,
  TOKEN_SHARE,
  windowItems,
} from './diagrams.js';
import { centredBaseline, FOLIO_ROOM, fitSize, GREY, INK, MIN_TEXT_MM, scaleBar, text } from './frame.js';
import { checkPrint, type Print } from './paper.js';
import { type CellDrawing, sheetPages } from './sheet.js';
import { fitParagraph, linesHeight, wrapText } from './text-wrap.js';
import { cachedPieceDiagram, pieceLook, pieceToken, tokenLabelled } from './token.js';
import { compiled, type VariantSource } from './variant.js';

export interface CardOptions extends PrintOptions {
  /** Card width x height in mm ("63x88") or a named size: poker, bridge, tarot. Default 63x88. */
  cardSize?: string;
  /** A back page after every sheet (mirrored left to right, for duplex printing flipped on the long edge). */
  backs?: boolean;
}

export const CARD_SIZES: Record<string, readonly [number, number]> = {
  poker: [63, 88],
  bridge: [57, 89],
  tarot: [70, 120],
};
const CARD_RANGE = [40, 250] as const;

export function parseCardSize(spec: string): { w: number; h: number } {
  const named = CARD_SIZES[spec.toLowerCase()];
  const m = named ? null : /^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*$/i.exec(spec);
  if (!named && !m)
    throw new InputError(
      `cardSize must be WIDTHxHEIGHT in mm (e.g. 63x88) or one of ${Object.keys(CARD_SIZES).join(', ')}, not "${spec}"`,
      null,
      'cardSize',
    );
  const [w, h] = named ?? [Number(m![1]), Number(m![2])];
  return { w: checkNumber('cardSize width', w, ...CARD_RANGE), h: checkNumber('cardSize height', h, ...CARD_RANGE) };
}

const PAD = 3;
const TITLE_H = 10.5;
const GAP = 2;
const TOKEN = 8.5;
/** Rules text: as large as 2.6 mm, at least 2.4 mm before the diagram gives up room, 6 pt at worst. */
const TEXT_MAX = 2.6;
const TEXT_OK = 2.4;
const TEXT_MIN = MIN_TEXT_MM;
const CAPTION = MIN_TEXT_MM;
const FOOTER_SIZE = MIN_TEXT_MM;
const MIN_CAPTION_WIDTH = 16;
const MIN_DIAGRAM = 26;

/** Squares of a small pattern are not drawn larger than MAX_SQUARE; none smaller than MIN_SQUARE. */
const MAX_SQUARE = 8;
const MIN_SQUARE = 1.2;
const CROP_GAP = 1;
const CROP_LEN = 3.5;
const SHEET_FOOTER = 9;

/** A card's contents: a piece's, or a rule's own (a Shogi Pawn's drops). */
interface CardContent {
  title: string;
  /** Grey line under the title (value, royal). */
  detail: string;
  /** The piece type whose counter heads the card. */
  token: number;
  main: MoveDiagram;
  examples: MoveDiagram[];
  text: string;
  /** The foot's left text. */
  foot: string;
}

function pieceCard(spec: VariantSpec, piece: PieceSpec, type: number, examples: MoveDiagram[]): CardContent {
  const detail = [
    piece.value !== null && `value ${piece.value}`,
    piece.royal && 'royal',
    // Not in the source: the definition's deduction.
    piece.deduced && 'as this kit plays it',
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    title: piece.name,
    detail,
    token: type,
    main: cachedPieceDiagram(spec, type),
    examples,
    // Without the definition's words, the foot's Betza is all there is to say: not printed twice.
    text: piece.rules,
    foot: `moves: ${piece.summary}`,
  };
}

function ruleCard(spec: VariantSpec, card: RuleCardDiagram): CardContent {
  return {
    title: card.title,
    detail: 'special rule',
    token: card.diagram.subject.type,
    main: card.diagram,
    examples: [],
    text: card.text,
    foot: `${spec.name} rules`,
  };
}

function view(spec: VariantSpec, d: MoveDiagram): DiagramView {
  const onBoard = d.inHand ? d.others : [d.subject, ...d.others];
  const pieces = onBoard.map((p) => ({ ...p, abbrev: spec.pieces[p.type]!.abbrev }));
  return {
    spec,
    files: d.width,
    ranks: d.height,
    pieces,
    marks: d.marks,
    subject: d.inHand ? null : d.subject,
    ...(d.inHand ? { hand: { type: d.subject.type, white: d.subject.white } } : {}),
    ...(d.holes ? { holes: d.holes } : {}),
    ...(d.darkOrigin === undefined ? {} : { darkOrigin: d.darkOrigin }),
    ...(d.origin ? { origin: d.origin } : {}),
    ...(d.regions ? { regions: d.regions } : {}),
    ...(d.divide === undefined ? {} : { divide: d.divide }),
    ...(d.zone ? { zone: d.zone } : {}),
  };
}

/** A diagram's width in squares, with the hand beside it. */
const columns = (d: MoveDiagram): number => d.width + (d.inHand ? HAND_COLUMNS : 0);

/**
 * An example's coordinates, where it is a window of the board. A card's main diagram has none: its men's
 * letters need every tenth of a millimetre the card's words leave it (Shogi's drop cards).
 */
const roomFor = (spec: VariantSpec, d: MoveDiagram, coordinates: boolean): { left: number; bottom: number } =>
  coordinates ? coordinateRoom(view(spec, d)) : { left: 0, bottom: 0 };

/** A diagram's width and height drawn with squares of `square` mm, its coordinates included. */
function diagramSize(spec: VariantSpec, d: MoveDiagram, square: number, coordinates = true): { w: number; h: number } {
  const room = roomFor(spec, d, coordinates);
  return { w: columns(d) * square + room.left, h: d.height * square + room.bottom };
}

/** A diagram with its top-left corner at `at`: the window (group `id`, its squares from the window's corner) and its coordinates. */
function diagramItems(
  spec: VariantSpec,
  d: MoveDiagram,
  square: number,
  mono: boolean,
  id: string,
  at: readonly [number, number],
  coordinates = true,
): Item[] {
  const shown = view(spec, d);
  const room = roomFor(spec, d, coordinates);
  const window: Item = {
    kind: 'group',
    id,
    translate: [at[0] + room.left, at[1]],
    items: windowItems(shown, square, mono, id),
  };
  if (!room.left) return [window];
  return [
    window,
    { kind: 'group', id: `${id}-coordinates`, translate: [...at], items: coordinateItems(shown, square, room) },
  ];
}

/**
 * Where the examples go: stacked to the right of the main diagram with each caption below it
 * ('beside'), or stacked below it with each caption to its right ('below').
 */
type Arrangement = 'beside' | 'below';

interface ExampleBlock {
  width: number;
  height: number;
  /** `first`: the number of its first example among its piece's (ids c5-d1, c5-d2...). */
  items: (prefix: string, mono: boolean, first?: number) => Item[];
}

/** The examples at square size `square`; `room` is the width a 'below' block may take. */
function exampleBlock(
  spec: VariantSpec,
  examples: readonly MoveDiagram[],
  square: number,
  arrangement: Arrangement,
  room: number,
): ExampleBlock {
  const capGap = 1.2;
  const width = Math.max(0, ...examples.map((e) => diagramSize(spec, e, square).w));
  const captionWidth = arrangement === 'beside' ? Math.max(width, MIN_CAPTION_WIDTH) : room - width - 2 * capGap;
  const parts = examples.map((e) => {
    const caption = wrapText(e.caption, captionWidth, CAPTION);
    const capH = linesHeight(caption.length, CAPTION);
    const h = diagramSize(spec, e, square).h;
    return { e, caption, capH, h, step: arrangement === 'beside' ? h + capGap + capH : Math.max(h, capH) };
  });
  return {
    width: arrangement === 'beside' ? captionWidth : room,
    height: parts.reduce((sum, p) => sum + p.step, 0) + Math.max(0, examples.length - 1) * GAP,
    items: (prefix, mono, first = 1) => {
      const items: Item[] = [];
      let top = 0;
      parts.forEach((p, j) => {
        const w = diagramSize(spec, p.e, square).w;
        // Windows of the real board (special rules) are named apart: their squares are the board's.
        const id = `${prefix}-${p.e.onBoard ? 'b' : 'd'}${j + first}`;
        const [x, capX, capTop, anchor] =
          arrangement === 'beside'
            ? [(captionWidth - w) / 2, captionWidth / 2, top + p.h + capGap, 'middle' as const]
            : [0, w + capGap * 2, top + (p.step - p.capH) / 2, 'start' as const];
        items.push(
          ...diagramItems(spec, p.e, square, mono, id, [x, top + (p.step - p.h) * (arrangement === 'below' ? 0.5 : 0)]),
        );
        p.caption.forEach((line, i) =>
          items.push(
            text(capX, capTop + theFont().capHeight * CAPTION + i * CAPTION * 1.25, line, CAPTION, anchor, GREY),
          ),
        );
        top += p.step + GAP;
      });
      return items;
    },
  };
}

interface CardLayout {
  square: number;
  /** Example squares are this fraction of the main diagram's. */
  ratio: number;
  arrangement: Arrangement;
  block: ExampleBlock | null;
  width: number;
  height: number;
  fit: ReturnType<typeof fitParagraph>;
  ok: boolean;
}

/**
 * The best layout of a card whose foot takes `footerHeight`: for each arrangement and example scale, the
 * largest squares that leave the rules readable (room shrinks as squares grow, so a bisection finds it);
 * the best gives main and example squares most. Failing that, smaller text, smaller diagrams, and last
 * the rules cut short.
 */
function chooseLayout(spec: VariantSpec, card: CardContent, w: number, h: number, footerHeight: number): CardLayout {
  const { main, examples } = card;
  const inner = w - 2 * PAD;
  const top = PAD + TITLE_H;
  const bottom = h - PAD - footerHeight;
  const layout = (square: number, ratio: number, arrangement: Arrangement, min: number, cut: boolean): CardLayout => {
    const block = examples.length ? exampleBlock(spec, examples, square * ratio, arrangement, inner) : null;
    const { w: mw, h: mh } = diagramSize(spec, main, square, false);
    const width = !block ? mw : arrangement === 'beside' ? mw + GAP + block.width : Math.max(mw, block.width);
    const height = !block ? mh : arrangement === 'beside' ? Math.max(mh, block.height) : mh + GAP + block.height;
    const fit = fitParagraph(card.text, inner, bottom - (top + height + GAP) - 0.5, TEXT_MAX, min);
    const captionRoom =
      !block ||
      arrangement === 'beside' ||
      inner - Math.max(0, ...examples.map((e) => diagramSize(spec, e, square * ratio).w)) >= MIN_CAPTION_WIDTH;
    const ok =
      captionRoom && width <= inner + 1e-9 && height <= bottom - top - GAP && (cut || (!fit.cut && fit.size >= min));
    return { square, ratio, arrangement, block, width, height, fit, ok };
  };
  const score = (l: CardLayout): number => l.square * (examples.length ? 1 + l.ratio : 1);
  const search = (lowest: number, min: number, cut: boolean): CardLayout | null => {
    let best: CardLayout | null = null;
    for (const arrangement of examples.length ? (['beside', 'below'] as const) : (['beside'] as const)) {
      for (const ratio of examples.length ? [1, 0.8, 0.65] : [1]) {
        if (!layout(lowest, ratio, arrangement, min, cut).ok) continue;
        let [lo, hi] = [lowest, MAX_SQUARE];
        if (layout(hi, ratio, arrangement, min, cut).ok) lo = hi;
        while (hi - lo > 0.02) {
          const mid = (lo + hi) / 2;
          if (layout(mid, ratio, arrangement, min, cut).ok) lo = mid;
          else hi = mid;
        }
        const l = layout(lo, ratio, arrangement, min, cut);
        if (!best || score(l) > score(best) + 1e-9) best = l;
      }
    }
    return best;
  };
  const chosen =
    search(MIN_DIAGRAM / Math.max(main.width, main.height), TEXT_OK, false) ??
    search(MIN_SQUARE, TEXT_MIN, false) ??
    search(MIN_SQUARE, TEXT_MIN, true);
  if (!chosen) throw new InputError(`${w} x ${h} mm cards are too small for the diagrams of the ${card.title}`);
  return chosen;
}

/** The card's head: the counter, the title and the grey detail line under it. */
function cardHead(spec: VariantSpec, token: number, title: string, detail: string, w: number, mono: boolean): Item[] {
  const items: Item[] = [
    { kind: 'group', translate: [PAD + TOKEN / 2, PAD + TOKEN / 2], items: pieceToken(spec, token, true, TOKEN, mono) },
  ];
  const nameX = PAD + TOKEN + 2;
  items.push(text(nameX, PAD + 4.6, title, fitSize(title, w - PAD - nameX, 4.4)));
  if (detail) items.push(text(nameX, PAD + 8.3, detail, fitSize(detail, w - PAD - nameX, 2.4), 'start', GREY));
  return items;
}

/**
 * One card of a piece or a rule, top-left corner at the origin. `prefix` names its diagrams (c5-d0: the
 * fifth card's content, its main diagram); `chosen`, a layout already found for it.
 */
function pieceCardItems(
  spec: VariantSpec,
  card: CardContent,
  prefix: string,
  number: number,
  count: number,
  w: number,
  h: number,
  mono: boolean,
  chosen?: CardLayout,
): Item[] {
  const { main } = card;
  const inner = w - 2 * PAD;
  const top = PAD + TITLE_H;
  const footer = cardFooter(card.foot, `${spec.name} ${number}/${count}`, w, h);
  const {
    square,
    arrangement,
    block,
    width: rowW,
    height: rowH,
    fit,
  } = chosen ?? chooseLayout(spec, card, w, h, footer.height);

  const items: Item[] = [...cardFrame(number, w, h), ...cardHead(spec, card.token, card.title, card.detail, w, mono)];
  const left = PAD + (inner - rowW) / 2;
  const { w: mw, h: mh } = diagramSize(spec, main, square, false);
  const mainAt: [number, number] =
    arrangement === 'beside' ? [left, top + (rowH - mh) / 2] : [PAD + (inner - mw) / 2, top];
  items.push(...diagramItems(spec, main, square, mono, `${prefix}-d0`, mainAt, false));
  if (block) {
    const at: [number, number] =
      arrangement === 'beside' ? [left + mw + GAP, top + (rowH - block.height) / 2] : [PAD, top + mh + GAP];
    items.push({ kind: 'group', translate: at, items: block.items(prefix, mono) });
  }

  const textTop = top + rowH + GAP + theFont().capHeight * fit.size;
  fit.lines.forEach((line, i) => items.push(text(PAD, textTop + i * fit.size * 1.25, line, fit.size)));
  items.push(...footer.items);
  return items;
}

/** The examples laid out alone on a card: the arrangement and the largest square that fit its room. */
function examplesLayout(
  spec: VariantSpec,
  examples: readonly MoveDiagram[],
  w: number,
  h: number,
  footerHeight: number,
): { square: number; block: ExampleBlock } {
  const inner = w - 2 * PAD;
  const room = h - PAD - footerHeight - (PAD + TITLE_H) - GAP;
  const fits = (square: number, arrangement: Arrangement): boolean => {
    const block = exampleBlock(spec, examples, square, arrangement, inner);
    const widest = Math.max(...examples.map((e) => diagramSize(spec, e, square).w));
    return (
      block.width <= inner + 1e-9 &&
      block.height <= room + 1e-9 &&
      (arrangement === 'beside' || inner - widest >= MIN_CAPTION_WIDTH)
    );
  };
  let best = { square: 0, arrangement: 'beside' as Arrangement };
  for (const arrangement of ['beside', 'below'] as const) {
    let [lo, hi] = [0, MAX_SQUARE];
    while (hi - lo > 0.02) {
      const mid = (lo + hi) / 2;
      if (fits(mid, arrangement)) lo = mid;
      else hi = mid;
    }
    if (lo > best.square) best = { square: lo, arrangement };
  }
  return { square: best.square, block: exampleBlock(spec, examples, best.square, best.arrangement, inner) };
}

/**
 * A card of some of a piece's examples alone, after its own card where they would print too small;
 * `first` is the number of the first among the piece's examples, `home` the number of its card.
 */
function examplesCardItems(
  spec: VariantSpec,
  card: CardContent,
  first: number,
  home: number,
  prefix: string,
  number: number,
  count: number,
  w: number,
  h: number,
  mono: boolean,
): Item[] {
  const footer = cardFooter(card.foot, `${spec.name} ${number}/${count}`, w, h);
  const { block } = examplesLayout(spec, card.examples, w, h, footer.height);
  const items: Item[] = [
    ...cardFrame(number, w, h),
    ...cardHead(spec, card.token, card.title, `examples · its moves and rules: card ${home}`, w, mono),
  ];
  items.push({
    kind: 'group',
    translate: [PAD + (w - 2 * PAD - block.width) / 2, PAD + TITLE_H],
    items: block.items(prefix, mono, first),
  });
  items.push(...footer.items);
  return items;
}

/** Whether every man on the examples, drawn with `square` squares, shows his figurine or letters at 6 pt. */
function readable(spec: VariantSpec, examples: readonly MoveDiagram[], square: number, mono: boolean): boolean {
  return examples.every((e) =>
    [e.subject, ...e.others].every((p) => tokenLabelled(spec, p.type, TOKEN_SHARE * square, mono)),
  );
}

/**
 * How a piece's cards hold its examples: all on its own card, or, where a man on them would print too
 * small for his letters there, the first ones that stay readable beside its moves and the rest on cards
 * of their own, as many to a card as stay readable. Split only where the examples moved come out larger.
 */
function planExamples(
  spec: VariantSpec,
  p: CardContent,
  w: number,
  h: number,
  footerHeight: number,
  mono: boolean,
): { layout: CardLayout; kept: number; apart: MoveDiagram[][] } {
  const exampleSquare = (l: CardLayout): number => l.square * l.ratio;
  const whole = chooseLayout(spec, p, w, h, footerHeight);
  if (readable(spec, p.examples, exampleSquare(whole), mono))
    return { layout: whole, kept: p.examples.length, apart: [] };
  let kept = p.examples.length - 1;
  let layout = chooseLayout(spec, { ...p, examples: p.examples.slice(0, kept) }, w, h, footerHeight);
  while (kept > 0 && !readable(spec, p.examples.slice(0, kept), exampleSquare(layout), mono))
    layout = chooseLayout(spec, { ...p, examples: p.examples.slice(0, --kept) }, w, h, footerHeight);
  const apart: MoveDiagram[][] = [];
  for (const e of p.examples.slice(kept)) {
    const last = apart[apart.length - 1];
    if (last && readable(spec, [...last, e], examplesLayout(spec, [...last, e], w, h, footerHeight).square, mono))
      last.push(e);
    else apart.push([e]);
  }
  const larger = apart.every((group) => examplesLayout(spec, group, w, h, footerHeight).square > exampleSquare(whole));
  return larger ? { layout, kept, apart } : { layout: whole, kept: p.examples.length, apart: [] };
}

function cardFrame(number: number, w: number, h: number): Item[] {
  // The cut line itself, thin and grey, so a slightly off cut leaves no dark edge.
  return [
    {
      kind: 'rect',
      id: `card-${number}-edge`,
      x: 0,
      y: 0,
      w,
      h,
      fill: '#ffffff',
      stroke: '#9a9a9a',
      strokeWidth: 0.15,
      role: 'cut',
    },
  ];
}

/**
 * The card's foot: `leftText` (the moves as written) at 6 pt, wrapped upwards over as many lines as it
 * needs, and the card's number at the right of the last line. `height` is the room it takes above PAD.
 */
function cardFooter(leftText: string, rightText: string, w: number, h: number): { items: Item[]; height: number } {
  const y = h - PAD + 0.2;
  const size = FOOTER_SIZE;
  const rightW = theFont().width(rightText, size);
  const lines = wrapText(leftText, w - 2 * PAD - rightW - 2, size);
  const step = size * 1.2;
  const items: Item[] = [text(w - PAD, y, rightText, size, 'end', GREY)];
  lines.forEach((line, i) => items.push(text(PAD, y - (lines.length - 1 - i) * step, line, size, 'start', GREY)));
  return { items, height: (lines.length - 1) * step + theFont().capHeight * size + 0.6 };
}

/** The legend card: each kind of mark used on this variant's cards, drawn and explained. */
function legendCardItems(
  spec: VariantSpec,
  kinds: readonly MarkKind[],
  count: number,
  w: number,
  h: number,
  mono: boolean,
): Item[] {
  const items: Item[] = [...cardFrame(1, w, h)];
  const inner = w - 2 * PAD;
  const title = 'Reading the move cards';
  items.push(text(PAD, PAD + 4.6, title, fitSize(title, inner, 4.4)));
  const sub = [
    `${spec.name} · ${spec.pieces.length} pieces · marks computed by the rules engine`,
    `${spec.pieces.length} pieces · marks computed by the rules engine`,
    `${spec.pieces.length} pieces · computed by the engine`,
  ].find((s, i, all) => i === all.length - 1 || fitSize(s, inner, 2.4) >= MIN_TEXT_MM)!;
  items.push(text(PAD, PAD + 8.3, sub, Math.max(MIN_TEXT_MM, fitSize(sub, inner, 2.4)), 'start', GREY));
  const colors = palette(mono);
  const sample = 6;
  const size = 2.3;
  // A wide card lists the marks in two columns.
  const columns = w > h ? 2 : 1;
  const colW = (inner - (columns - 1) * GAP) / columns;
  const top = PAD + TITLE_H + 1;
  const perColumn = Math.ceil(kinds.length / columns);
  let y = top;
  let bottomMost = top;
  kinds.forEach((kind, i) => {
    if (i % perColumn === 0) y = top;
    const x = PAD + Math.floor(i / perColumn) * (colW + GAP);
    items.push({
      kind: 'group',
      id: `legend-${kind}`,
      translate: [x, y],
      items: legendSample(kind, sample, mono, i % 2 ? colors.dark : colors.light),
    });
    const lines = wrapText(MARK_MEANING[kind], colW - sample - 2, size);
    const block = linesHeight(lines.length, size);
    const first = centredBaseline(y + sample / 2, size) - (block - theFont().capHeight * size) / 2;
    lines.forEach((line, j) => items.push(text(x + sample + 2, first + j * size * 1.25, line, size)));
    y += Math.max(sample, block) + 1.6;
    bottomMost = Math.max(bottomMost, y);
  });
  y = bottomMost;
  const notes = [
    'Each card: its piece as a White counter alone on an empty board, White moving up the card.',
    'Small diagrams: moves that need other pieces, with those placed; there the piece has already moved.',
    mono
      ? 'In colour the marks are yellow, green, red and orange, as in the chessvariants.com Interactive Diagram.'
      : 'Colours as in the chessvariants.com Interactive Diagram; the shapes say the same in grey.',
  ];
  const footer = cardFooter('fairyprint', `${spec.name} 1/${count}`, w, h);
  const room = h - PAD - footer.height - y - 1;
  // As many whole notes as fit, the last ones left out rather than cut short.
  let fit: { lines: string[]; size: number } = { lines: [], size: TEXT_MIN };
  for (let n = notes.length; n > 0 && room >= linesHeight(1, TEXT_MIN); n--) {
    const tried = fitParagraph(notes.slice(0, n).join('\n'), inner, room, TEXT_MAX, TEXT_MIN);
    if (!tried.cut) {
      fit = tried;
      break;
    }
  }
  fit.lines.forEach((line, i) =>
    items.push(text(PAD, y + 1 + theFont().capHeight * fit.size + i * fit.size * 1.25, line, fit.size, 'start', INK)),
  );
  items.push(...footer.items);
  return items;
}

export function checkCardOptions(o: CardOptions): { print: Print; card: { w: number; h: number } } {
  return { print: checkPrint(o), card: parseCardSize(o.cardSize ?? '63x88') };
}

/** Every card of a variant: the legend first, then each piece type in the definition's order. */
export function cardScene(source: VariantSource, options: CardOptions = {}): Scene {
  const { print, card } = checkCardOptions(options);
  const v = compiled(source, options.faces);
  const spec = v.spec;
  // Where every man moves alike (Reversi's discs, Breakthrough's men), one card says it for all.
  const alike = spec.pieces.every((p) => JSON.stringify(p.atoms) === JSON.stringify(spec.pieces[0]!.atoms));
  const pieces: CardContent[] = [
    ...(alike ? spec.pieces.slice(0, 1) : spec.pieces).map((piece, type) =>
      pieceCard(spec, piece, type, exampleDiagrams(v, type)),
    ),
    ...ruleCardDiagrams(v).map((c) => ruleCard(spec, c)),
  ];
  const diagrams = pieces.flatMap((p) => [p.main, ...p.examples]);
  const kinds = markKinds(
    diagrams.flatMap((d) => d.marks),
    diagrams,
  );
  // Examples that would print too small to read beside their piece's moves get a card of their own,
  // right after the piece's. Laid out with the foot of the longest card count, which is never shorter.
  const widestFoot = (p: CardContent): number =>
    cardFooter(p.foot, `${spec.name} ${2 * pieces.length + 1}/${2 * pieces.length + 1}`, card.w, card.h).height;
  const plans = pieces.map((p) => ({ p, ...planExamples(spec, p, card.w, card.h, widestFoot(p), print.mono) }));
  // The legend explains the marks of the diagrams: none where no man moves.
  const legend = diagrams.some((d) => d.marks.length > 0) ? 1 : 0;
  const count = legend + pieces.length + plans.reduce((n, x) => n + x.apart.length, 0);
  const cards: Item[][] = legend ? [legendCardItems(spec, kinds, count, card.w, card.h, print.mono)] : [];
  plans.forEach(({ p, layout, kept, apart }, i) => {
    // Diagram ids name the content (c<i + 2>) and the example's place among its piece's, whichever card holds it.
    const prefix = `c${i + 2}`;
    const home = cards.length + 1;
    if (!apart.length)
      return void cards.push(pieceCardItems(spec, p, prefix, home, count, card.w, card.h, print.mono, layout));
    const more =
      apart.length === 1 ? `examples: card ${home + 1}` : `examples: cards ${home + 1}-${home + apart.length}`;
    cards.push(
      pieceCardItems(
        spec,
        { ...p, detail: [p.detail, more].filter(Boolean).join(' · '), examples: p.examples.slice(0, kept) },
        prefix,
        home,
        count,
        card.w,
        card.h,
        print.mono,
        layout,
      ),
    );
    let first = kept + 1;
    for (const group of apart) {
      cards.push(
        examplesCardItems(
          spec,
          { ...p, examples: group },
          first,
          home,
          prefix,
          cards.length + 1,
          count,
          card.w,
          card.h,
          print.mono,
        ),
      );
      first += group.length;
    }
  });
  // The last sheet's empty slots, if any, take a quick reference and how the game ends, once each.
  // A quick reference of one piece would repeat its one card.
  const extras = [
    pieces.length > 1 ? quickReferenceItems(spec, card.w, card.h, print.mono) : null,
    gameEndsItems(v, card.w, card.h),
  ].filter((c): c is Item[] => c !== null);
  return sheetScene(spec.name, cards, card, print, options.backs ?? false, extras);
}

/** A card of the turn order and how the game ends, the rules summary's words; null when they do not fit whole. */
function gameEndsItems(v: Variant, w: number, h: number): Item[] | null {
  const spec = v.spec;
  const items: Item[] = [{ ...cardFrame(0, w, h)[0]!, id: undefined } as Item];
  const inner = w - 2 * PAD;
  const title = 'How the game ends';
  items.push(text(PAD, PAD + 4.6, title, fitSize(title, inner, 4.4)));
  const sub = `${spec.name} · turns and results`;
  items.push(text(PAD, PAD + 8.3, sub, Math.max(MIN_TEXT_MM, fitSize(sub, inner, 2.4)), 'start', GREY));
  const ends = rulesSummary(v).find((s) => s.heading === 'How the game ends')!.lines;
  const turns = `${sideName(spec.start?.turn === 1 ? BLACK : WHITE, spec)} moves first; then the players take turns, one move each.`;
  const top = PAD + TITLE_H;
  const fit = fitParagraph([turns, ...ends].map((l) => `• ${l}`).join('\n'), inner, h - PAD - top, TEXT_MAX, TEXT_MIN);
  if (fit.cut) return null;
  fit.lines.forEach((line, i) =>
    items.push(text(PAD, top + theFont().capHeight * fit.size + i * fit.size * 1.25, line, fit.size)),
  );
  return items;
}

/** Line spacing of the quick reference card's moves, in text sizes. */
const LEADING = 1.15;

/** The text wrapped to `width` in at most `count` lines, the last ending in an ellipsis at a word where more is left. */
function shortLines(s: string, width: number, size: number, count: number): string[] {
  const lines = wrapText(s, width, size);
  if (lines.length <= count) return lines;
  let last = lines[count - 1]!;
  while (last && theFont().width(`${last} …`, size) > width) last = last.split(' ').slice(0, -1).join(' ');
  return [...lines.slice(0, count - 1), `${last} …`];
}

/**
 * A man's moves in a line for the quick reference card: his rules text's first sentences, up to some
 * twenty letters at least ("Nexial. One step orthogonally."). A sentence ends at a full stop before a
 * capital, so "(1, 3, 5...)." stays whole.
 */
function movesLine(rules: string): string {
  const sentences = rules.trim().split(/(?<=\.)\s+(?=[A-Z])/);
  let line = '';
  for (const s of sentences) {
    if (line.length >= 24) break;
    line = `${line} ${s}`.trim();
  }
  return line;
}

/**
 * A one-card quick reference of every piece (for the sheet's empty slots): each piece's token as the
 * board shows it and its name, in as few columns as fit; in one column, with room, his moves in a line
 * under his name.
 */
function quickReferenceItems(spec: VariantSpec, w: number, h: number, mono: boolean): Item[] {
  const items: Item[] = [{ ...cardFrame(0, w, h)[0]!, id: undefined } as Item];
  const inner = w - 2 * PAD;
  const title = 'All pieces';
  items.push(text(PAD, PAD + 4.6, title, fitSize(title, inner, 4.4)));
  const sub = `${spec.name} · quick reference`;
  items.push(text(PAD, PAD + 8.3, sub, Math.max(MIN_TEXT_MM, fitSize(sub, inner, 2.4)), 'start', GREY));
  const top = PAD + TITLE_H;
  const room = h - top - PAD;
  const size = MIN_TEXT_MM;
  const full = spec.pieces.map((p, t) => (pieceLook(spec, t).figurine ? p.name : `${p.abbrev} ${p.name}`));
  // Full names in as few columns as fit; failing that, abbreviations only.
  const tries = [full, spec.pieces.map((p) => p.abbrev)].flatMap((labels) =>
    [1, 2, 3, 4].map((columns) => ({ labels, columns })),
  );
  for (const [i, { labels, columns }] of tries.entries()) {
    const colW = (inner - (columns - 1) * GAP) / columns;
    const perColumn = Math.ceil(spec.pieces.length / columns);
    // One column with room for two lines a piece: its moves under its name, on as many lines (up to
    // three) as the card has room for.
    const withMoves = columns === 1 && room / perColumn >= 5.6;
    const moveLines = withMoves
      ? Math.max(1, Math.min(3, 1 + Math.floor((room / perColumn - 7) / (LEADING * size))))
      : 0;
    const row = withMoves
      ? Math.min(7 + (moveLines - 1) * LEADING * size, room / perColumn)
      : Math.min(5, room / perColumn);
    const widest = Math.max(...labels.map((l) => theFont().width(l, size)));
    const icon = Math.min(6.5, row - 0.5, colW - widest - 1.2);
    if (icon < 2.5 && i < tries.length - 1) continue;
    spec.pieces.forEach((_, t) => {
      const [cx, cy] = [PAD + Math.floor(t / perColumn) * (colW + GAP), top + (t % perColumn) * row];
      items.push({
        kind: 'group',
        translate: [cx + icon / 2, cy + row / 2 - 0.25],
        items: pieceToken(spec, t, true, icon, mono),
      });
      const x = cx + icon + 1.2;
      if (!withMoves) {
        items.push(text(x, centredBaseline(cy + row / 2 - 0.25, size), labels[t]!, size));
        return;
      }
      const nameBase = cy + row / 2 - 0.6 - ((moveLines - 1) * LEADING * size) / 2;
      items.push(text(x, nameBase, labels[t]!, size));
      const lines = shortLines(movesLine(spec.pieces[t]!.rules), colW - icon - 1.2, size, moveLines);
      lines.forEach((line, k) => {
        items.push(text(x, nameBase + 1.2 * size + k * LEADING * size, line, size, 'start', GREY));
      });
    });
    break;
  }
  return items;
}

/**
 * Cards laid out edge to edge on as few sheets as the orientation allowing most per sheet needs; the
 * `extras` fill the last sheet's empty slots while they last, the rest stay empty.
 */
function sheetScene(
  name: string,
  given: Item[][],
  card: { w: number; h: number },
  print: Print,
  backs: boolean,
  extras: Item[][],
): Scene {
  const m = print.margin;
  const size = `${card.w} × ${card.h} mm`;
  const back = (_: Item[], i: number): CellDrawing => ({
    id: `card-${i + 1}-back`,
    items: cardBack(name, card.w, card.h, print.mono || print.inkSaving),
  });
  const pages = sheetPages({
    print,
    cell: card,
    runs: [given],
    fillers: extras,
    room: { top: m, bottom: m + SHEET_FOOTER, sides: m, middle: true },
    marks: { gap: CROP_GAP, length: CROP_LEN },
    bleed: { front: 0, back: CARD_BLEED },
    front: (items, i) => ({ id: `card-${i + 1}`, items }),
    ...(backs ? { back } : {}),
    frame: (sheet, isBack) => {
      // The title sits over one card's top edge, between two crop marks (over more cards only if a long
      // name needs it); the page number at the right end of that line, as on every other page, clear of
      // the last crop mark, and the title clear of it.
      const { x, y, usedCols, usedRows } = sheet;
      const titleY = y - CROP_GAP - 1;
      const folio = { x: x + sheet.cols * card.w - 1.5, y: titleY };
      if (isBack) return { folio };
      const titleRoom = folio.x - FOLIO_ROOM - x;
      const title = `${name} · move cards ${sheet.index + 1}/${sheet.count} · ${size}`;
      const span = Math.min(usedCols, Math.max(1, Math.ceil((theFont().width(title, MIN_TEXT_MM) + 4) / card.w)));
      const col = Math.floor((usedCols - span) / 2);
      const titleSize = Math.max(MIN_TEXT_MM, fitSize(title, Math.min(span * card.w - 4, titleRoom), 2.4));
      const half = theFont().width(title, titleSize) / 2;
      const barTop = y + usedRows * card.h + CROP_GAP + CROP_LEN + 1.5;
      return {
        after: [
          text(Math.min(x + (col + span / 2) * card.w, x + titleRoom - half), titleY, title, titleSize, 'middle', GREY),
          ...scaleBar(m, barTop).items,
        ],
        folio,
      };
    },
    tooLarge: () =>
      new InputError(
        `cardSize ${card.w}x${card.h} does not fit on ${print.paper} paper with ${formatMm(m)} margins`,
        null,
        'cardSize',
      ),
  });
  return { title: `${name} move cards (${size})`, basename: 'cards', pages };
}

const CARD_BLEED = 1.5;

/**
 * A card's back, top-left corner at the origin: in colour a dark fill running CARD_BLEED past every cut
 * (neighbours' bleeds lie on each other's fill, so a back printed a little off shows no white edge),
 * a light inner frame and the variant's name; in --mono and saving ink white with a black double frame.
 */
function cardBack(name: string, w: number, h: number, mono: boolean): Item[] {
  const [fill, ink] = mono ? ['#ffffff', '#000000'] : ['#24385a', '#f3e6c4'];
  const b = CARD_BLEED;
  const items: Item[] = [{ kind: 'rect', x: -b, y: -b, w: w + 2 * b, h: h + 2 * b, fill }];
  for (const [inset, width] of [
    [4, 0.6],
    [5.4, 0.25],
  ] as const) {
    items.push({
      kind: 'rect',
      x: inset,
      y: inset,
      w: w - 2 * inset,
      h: h - 2 * inset,
      r: 2,
      stroke: ink,
      strokeWidth: width,
    });
  }
  const size = Math.max(MIN_TEXT_MM, fitSize(name, w - 16, 5));
  items.push(text(w / 2, centredBaseline(h / 2, size), name, size, 'middle', ink));
  items.push(
    text(
      w / 2,
      centredBaseline(h / 2, size) + size + 2,
      'move cards',
      Math.max(MIN_TEXT_MM, size * 0.45),
      'middle',
      ink,
    ),
  );
  return items;
}
