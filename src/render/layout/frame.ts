/** What every printed page carries besides its content: a header, a scale bar to check the print size. */
import { theFont } from '../font.js';
import type { Item, Page, TextItem } from '../scene.js';
import { wrapText } from './text-wrap.js';

export const INK = '#1a1a1a';
export const GREY = '#6b6b6b';
/** Title and detail lines above the content. */
export const HEADER_MM = 12;
/** Scale bar and legend below the content. */
export const FOOTER_MM = 14;
export const TITLE_SIZE = 4.2;
export const DETAIL_SIZE = 2.6;
/** The smallest text anything prints: 6 pt. */
export const MIN_TEXT_MM = (6 * 25.4) / 72;
const BAR_MM = 50;

/** The largest size up to `max` at which the text is no wider than `width`. */
export function fitSize(text: string, width: number, max: number): number {
  const w = theFont().width(text, 1);
  return w > 0 ? Math.min(max, width / w) : max;
}

/** The height of capital letters at this size: text of that size centred on y has its baseline here. */
export function centredBaseline(y: number, size: number): number {
  return y + (theFont().capHeight * size) / 2;
}

export function text(
  x: number,
  y: number,
  s: string,
  size: number,
  anchor: TextItem['anchor'] = 'start',
  fill = INK,
): TextItem {
  return { kind: 'text', x, y, text: s, size, anchor, fill };
}

/**
 * Title and detail lines above the content, each shrunk to fit but never below 6 pt: a detail too long
 * for one line at 6 pt takes a second, closer line (cut short with an ellipsis if even that is full).
 * `reserve` keeps room at the right end of the title line (for the page number).
 */
export function header(pageWidth: number, margin: number, title: string, detail: string, reserve = FOLIO_ROOM): Item[] {
  const width = pageWidth - 2 * margin;
  const items: Item[] = [
    text(margin, margin + 4.5, title, Math.max(MIN_TEXT_MM, fitSize(title, width - reserve, TITLE_SIZE))),
  ];
  const size = fitSize(detail, width, DETAIL_SIZE);
  if (size >= MIN_TEXT_MM) return [...items, text(margin, margin + 8.5, detail, size, 'start', GREY)];
  const lines = wrapText(detail, width, MIN_TEXT_MM);
  let second = lines.slice(1).join(' ');
  while (theFont().width(second, MIN_TEXT_MM) > width) second = `${second.split(' ').slice(0, -2).join(' ')} …`;
  items.push(text(margin, margin + 7.6, lines[0]!, MIN_TEXT_MM, 'start', GREY));
  items.push(text(margin, margin + 7.6 + 1.15 * MIN_TEXT_MM, second, MIN_TEXT_MM, 'start', GREY));
  return items;
}

/**
 * A page of the kit's own (rules, score sheet, trackers, player aids, contents): the header's title and
 * detail lines, the content, and the scale bar in the footer. The one home of that frame.
 */
export function framedPage(
  size: { width: number; height: number },
  margin: number,
  heading: { title: string; detail: string },
  content: readonly Item[],
  name = '',
): Page {
  return {
    width: size.width,
    height: size.height,
    name,
    items: [
      ...header(size.width, margin, heading.title, heading.detail),
      ...content,
      ...scaleBar(margin, size.height - margin - FOOTER_MM + 3).items,
    ],
  };
}

/** Room kept at the right of the title line for the page number. */
export const FOLIO_ROOM = 18;
export const FOLIO_SIZE = 3;

/** The page-number spot of a page with a header: the right end of the title line. */
export function headerFolio(pageWidth: number, margin: number): { x: number; y: number } {
  return { x: pageWidth - margin, y: margin + 4.5 };
}

/** The pages numbered "N / M" (N from `first`), each at its folio spot (default: its header's). */
export function numberPages(pages: readonly Page[], first: number, total: number, margin: number): Page[] {
  return pages.map((p, i) => {
    const at = p.folio ?? headerFolio(p.width, margin);
    return {
      ...p,
      items: [...p.items, { ...text(at.x, at.y, `${first + i} / ${total}`, FOLIO_SIZE, 'end', INK), id: 'folio' }],
    };
  });
}

/** A 50 mm bar with 10 mm ticks and the instruction to print at actual size; `y` is the bar's top. */
export function scaleBar(x: number, y: number): { items: Item[]; width: number } {
  const items: Item[] = [{ kind: 'rect', x, y, w: BAR_MM, h: 1.2, fill: INK }];
  for (let t = 0; t <= BAR_MM; t += 10) {
    items.push({ kind: 'line', x1: x + t, y1: y, x2: x + t, y2: y + 2.4, stroke: INK, strokeWidth: 0.2 });
  }
  const note = 'Print at actual size (100 %, no fit-to-page): this bar is 50 mm long.';
  items.push(text(x + BAR_MM + 3, y + 2, note, DETAIL_SIZE, 'start', GREY));
  return { items, width: BAR_MM + 3 + theFont().width(note, DETAIL_SIZE) };
}

/** Spreadsheet-style letters for tile rows: A..Z, AA... */
export function rowLetter(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}
