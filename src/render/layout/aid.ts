/**
 * Player aids: a card per side naming every man the side has, each with his token as the board shows
 * it, his abbreviation (the letters the counters and the move records use) and all he does, his rules
 * text wrapped under his name.
 * Both cards share a page, cut apart along the line between them, when they fit; each takes a page of
 * its own otherwise (ECROS's 36 kinds of men, in two columns).
 */
import { menPerSide } from '../../engine/spec.js';
import { BLACK, sideName, type Variant, WHITE } from '../../engine/variant.js';
import type { PrintOptions } from '../options.js';
import { halfTurn, type Item, type Page, type Scene } from '../scene.js';
import { menPerType } from './counters.js';
import { FOOTER_MM, fitSize, framedPage, GREY, HEADER_MM, INK, MIN_TEXT_MM, text } from './frame.js';
import { checkPrint, type Print, pageSize } from './paper.js';
import { wrapText } from './text-wrap.js';
import { blackFacesDown, counterLook, pieceToken } from './token.js';
import { compiled, type VariantSource } from './variant.js';

const ROW = 10;
const TOKEN = 8;
const NAME_SIZE = 3;
const MOVES_SIZE = MIN_TEXT_MM;
const LEADING = 1.15 * MOVES_SIZE;
const TITLE = 4.2;
const PAD = 4;
/** Baselines of a man's name and of his first line of moves below the top of his row. */
const NAME_BASE = 3.6;
const MOVES_BASE = 6.6;

/** The types a side's card lists: those the side starts with, then those it can only get by promotion. */
function typesOf(v: Variant, side: 'white' | 'black'): number[] {
  const counts = menPerType(v, side);
  const promoted = new Set(v.spec.promotion.flatMap((p) => p.to));
  for (const [t, p] of v.spec.pieces.entries()) if (p.promotedFrom !== undefined) promoted.add(t);
  return v.spec.pieces.flatMap((_, t) => (counts[t]! > 0 || promoted.has(t) ? [t] : []));
}

/** A man's place on his side's card: his row's top-left corner and his whole rules text in lines. */
interface AidRow {
  type: number;
  x: number;
  y: number;
  lines: string[];
}

/**
 * A side's men on a card `w` wide in `cols` columns, in order, each column about as tall as the others:
 * every man's moves are his whole rules text, wrapped to the column (nothing cut), his row as tall as
 * they need. Returns the rows and the card's height.
 */
function arrange(v: Variant, side: 'white' | 'black', w: number, cols: number): { rows: AidRow[]; height: number } {
  const room = (w - 2 * PAD) / cols - TOKEN - 4;
  const men = typesOf(v, side).map((type) => {
    const lines = wrapText(v.spec.pieces[type]!.rules, room, MOVES_SIZE);
    return { type, lines, height: Math.max(ROW, MOVES_BASE + (lines.length - 1) * LEADING + 2.4) };
  });
  const total = men.reduce((sum, m) => sum + m.height, 0);
  const target = Math.max(total / cols, ...men.map((m) => m.height));
  const top = PAD + TITLE + 3;
  const rows: AidRow[] = [];
  let [col, y, tallest] = [0, 0, 0];
  for (const m of men) {
    if (y > 0 && y + m.height > target + 1e-9 && col < cols - 1) [col, y] = [col + 1, 0];
    rows.push({ type: m.type, x: PAD + (col * (w - 2 * PAD)) / cols, y: top + y, lines: m.lines });
    y += m.height;
    tallest = Math.max(tallest, y);
  }
  return { rows, height: top + tallest + 3 };
}

/** One side's card, `w` wide, its top-left corner at the origin; its edge is a cut line. */
function card(v: Variant, side: 'white' | 'black', w: number, cols: number, mono: boolean): Item[] {
  const spec = v.spec;
  const counts = menPerType(v, side);
  const { rows, height } = arrange(v, side, w, cols);
  const turned = side === 'black' && blackFacesDown(counterLook(spec));
  const title = `${spec.name} · ${sideName(side === 'white' ? WHITE : BLACK, spec)}'s men (${menPerSide(spec)})`;
  const items: Item[] = [
    { kind: 'rect', x: 0, y: 0, w, h: height, stroke: GREY, strokeWidth: 0.2, dash: [2, 1.5], role: 'cut' },
    text(PAD, PAD + TITLE * 0.75, title, fitSize(title, w - 2 * PAD, TITLE), 'start', INK),
  ];
  const room = (w - 2 * PAD) / cols - TOKEN - 4;
  for (const { type, x, y, lines } of rows) {
    const p = spec.pieces[type]!;
    const token = pieceToken(spec, type, side === 'white', TOKEN, mono);
    // Black reads his card from his side of the table: his men upright, as he sees them on the board
    // (Shogi's pentagons point away from him), not turned towards White as the board's page draws them.
    items.push({ kind: 'group', translate: [x + TOKEN / 2, y + ROW / 2], items: turned ? halfTurn(token) : token });
    const tx = x + TOKEN + 2.5;
    const count =
      (counts[type]! > 0 ? ` ×${counts[type]}` : ' (by promotion)') + (p.deduced ? ' · as this kit plays it' : '');
    const head = `${p.abbrev}  ${p.name}${count}`;
    items.push(text(tx, y + NAME_BASE, head, Math.max(MIN_TEXT_MM, fitSize(head, room, NAME_SIZE)), 'start', INK));
    lines.forEach((line, i) => {
      items.push(text(tx, y + MOVES_BASE + i * LEADING, line, MOVES_SIZE, 'start', GREY));
    });
  }
  return items;
}

/** Both sides' player aids: on one page when both fit, else a page each. */
export function aidScene(source: VariantSource, options: PrintOptions = {}): Scene {
  const print: Print = checkPrint(options);
  const v = compiled(source, options.faces);
  const page = pageSize(print.paper, 'portrait');
  const m = print.margin;
  const w = page.width - 2 * m;
  const room = page.height - 2 * m - HEADER_MM - FOOTER_MM - 4;
  const heightOf = (side: 'white' | 'black', cols: number): number => arrange(v, side, w, cols).height;
  // Both cards on one page in as few columns as fit (at most two); failing that a page each, likewise.
  const together = (cols: number): boolean => heightOf('white', cols) + heightOf('black', cols) + 4 <= room;
  const alone = (cols: number): boolean => (['white', 'black'] as const).every((s) => heightOf(s, cols) <= room);
  const cols = together(1) ? 1 : together(2) ? 2 : alone(1) ? 1 : alone(2) ? 2 : 3;
  const [hw, hb] = [heightOf('white', cols), heightOf('black', cols)];
  const top = m + HEADER_MM + 2;
  const heading = {
    title: `${v.spec.name} · player aids`,
    detail: 'One card per player: every man, his letters and his moves; cut along the dashed lines',
  };
  const frame = (items: Item[], name: string): Page => framedPage(page, m, heading, items, name);
  const place = (side: 'white' | 'black', y: number): Item => ({
    kind: 'group',
    translate: [m, y],
    items: card(v, side, w, cols, print.mono),
  });
  const pages =
    hw + hb + 4 <= room
      ? [frame([place('white', top), place('black', top + hw + 4)], '')]
      : [frame([place('white', top)], 'white'), frame([place('black', top)], 'black')];
  return { title: `${v.spec.name} player aids`, basename: 'aids', pages };
}
