/**
 * The print kit's own pages: the one-page rules summary (sections from the definition, in one or two
 * columns at the largest size that fits the page) and the first page of kit.pdf, which says what the
 * kit holds, where, and how to print it so that everything comes out at its true size.
 */

import { rulesSummary, type SummarySection } from '../../diagrams/summary.js';
import { theFont } from '../font.js';
import type { PrintOptions } from '../options.js';
import type { Item, Page, Scene } from '../scene.js';
import { FOOTER_MM, fitSize, framedPage, GREY, HEADER_MM, INK, MIN_TEXT_MM, text } from './frame.js';
import { checkPrint, pageSize } from './paper.js';
import { wrapText } from './text-wrap.js';
import { compiled, type VariantSource } from './variant.js';

const COLUMN_GAP = 7;
const LINE = 1.3;

interface Flowed {
  /** Items per page. */
  pages: Item[][];
}

/**
 * Sections flowed into `columns` columns at text size `size`, a new page when the last column is full.
 * Returns null when `onePage` and it does not fit on one.
 */
function flow(
  sections: readonly SummarySection[],
  size: number,
  columns: number,
  box: { x: number; y: number; w: number; h: number },
  onePage: boolean,
): Flowed | null {
  const colW = (box.w - (columns - 1) * COLUMN_GAP) / columns;
  const cap = theFont().capHeight;
  const headingSize = size * 1.2;
  const pages: Item[][] = [[]];
  let col = 0;
  /** Baseline of the last line in the column, 0 while it is empty. */
  let y = 0;
  const nextColumn = (): boolean => {
    y = 0;
    if (++col < columns) return true;
    if (onePage) return false;
    col = 0;
    pages.push([]);
    return true;
  };
  /** Places a line `advance` below the last (at the column's top when it is empty); false when out of room. */
  const place = (
    s: string,
    textSize: number,
    advance: number,
    indent: number,
    fill: string,
    bullet: boolean,
  ): boolean => {
    if (y > 0 && y + advance > box.h + 1e-9 && !nextColumn()) return false;
    y = y === 0 ? cap * textSize : y + advance;
    const x = box.x + col * (colW + COLUMN_GAP);
    if (bullet) pages[pages.length - 1]!.push(text(x, box.y + y, '•', textSize, 'start', GREY));
    pages[pages.length - 1]!.push(text(x + indent, box.y + y, s, textSize, 'start', fill));
    return true;
  };
  for (const section of sections) {
    const paras = section.lines.map((l) => wrapText(l, colW - 2.5, size));
    const headingAdvance = 1.9 * size;
    // A heading stays with the first two lines of its section.
    if (y > 0 && y + headingAdvance + 2 * size * LINE > box.h + 1e-9 && !nextColumn()) return null;
    if (!place(section.heading, headingSize, headingAdvance, 0, INK, false)) return null;
    for (const [p, lines] of paras.entries()) {
      for (const [i, line] of lines.entries()) {
        const advance = size * LINE + (i > 0 ? 0 : p === 0 ? 0.2 * size : 0.4 * size);
        if (!place(line, size, advance, 2.5, INK, i === 0)) return null;
      }
    }
  }
  return { pages };
}

/** The rules summary: one page when it fits at 1.8 mm text or larger, else as many as it takes. */
export function rulesScene(source: VariantSource, options: PrintOptions & { setupPage?: string } = {}): Scene {
  const print = checkPrint(options);
  const spec = compiled(source).spec;
  const page = pageSize(print.paper, 'portrait');
  const m = print.margin;
  const box = { x: m, y: m + HEADER_MM + 2, w: page.width - 2 * m, h: page.height - 2 * m - HEADER_MM - 2 - FOOTER_MM };
  const sections = rulesSummary(compiled(source), options.setupPage);
  const tries: [number, number][] = [];
  for (let t = 34; t >= 28; t--) tries.push([t / 10, 1]);
  for (let t = 30; t >= 18; t--) tries.push([t / 10, 2]);
  let flowed: Flowed | null = null;
  for (const [size, columns] of tries) {
    flowed = flow(sections, size, columns, box, true);
    if (flowed) break;
  }
  flowed ??= flow(sections, 1.8, 2, box, false)!;
  const title = `${spec.name} · rules summary`;
  const detail = [spec.description ?? 'From the variant definition', credit(spec)].filter(Boolean).join(' ');
  const pages: Page[] = flowed.pages.map((items, i) =>
    framedPage(
      page,
      m,
      { title: flowed.pages.length === 1 ? title : `${title} · page ${i + 1} of ${flowed.pages.length}`, detail },
      items,
      flowed.pages.length === 1 ? '' : `p${i + 1}`,
    ),
  );
  return { title: `${spec.name} rules summary`, basename: 'rules', pages };
}

/** The designer as the definition credits them ("Designed by Lev Grigoriev."), or '' where it names none. */
export const credit = (spec: { author?: string }): string => (spec.author ? `Designed by ${spec.author}.` : '');

export interface KitPart {
  title: string;
  /** What to do with these pages once printed. */
  howTo: string;
  /** Pages in kit.pdf (1-based, inclusive). */
  first: number;
  last: number;
  /** Paper and orientation of its pages, e.g. "A4 portrait". */
  paper: string;
  files: string[];
}

/** Paper name and orientation of these pages, as each is: "A4 portrait", "A4 portrait and landscape". */
export function paperWords(pages: readonly { width: number; height: number }[], paper: string): string {
  const orientations = [...new Set(pages.map((p) => (p.width > p.height ? 'landscape' : 'portrait')))];
  return `${paper === 'a4' ? 'A4' : 'Letter'} ${orientations.join(' and ')}`;
}

/**
 * The items with every text drawn as a grey bar where its line runs (groups kept): a page reduced this
 * far keeps the look of its text without printing words under 6 pt.
 */
function greeked(items: readonly Item[]): Item[] {
  const font = theFont();
  return items.map((it): Item => {
    if (it.kind === 'group') return { ...it, items: greeked(it.items) };
    if (it.kind !== 'text') return it;
    const width = font.width(it.text, it.size);
    const start = it.anchor === 'start' ? 0 : it.anchor === 'middle' ? -width / 2 : -width;
    // Along the baseline, turned as the text is, half a cap height above it.
    const turn = ((it.rotate ?? 0) * Math.PI) / 180;
    const [ux, uy] = [Math.cos(turn), Math.sin(turn)];
    const lift = (font.capHeight * it.size) / 2;
    const [ox, oy] = [it.x + lift * uy, it.y - lift * ux];
    return {
      kind: 'line',
      x1: ox + start * ux,
      y1: oy + start * uy,
      x2: ox + (start + width) * ux,
      y2: oy + (start + width) * uy,
      stroke: it.fill,
      strokeWidth: 0.7 * font.capHeight * it.size,
      opacity: 0.45,
    };
  });
}

/** 100 mm with a tick every millimetre, longer every 5 and 10, numbered in centimetres below; `y` is its top edge. */
export function checkRuler(x: number, y: number): Item[] {
  const items: Item[] = [
    { kind: 'rect', id: 'check-ruler', x, y, w: 100, h: 5, fill: '#ffffff', stroke: INK, strokeWidth: 0.2 },
  ];
  for (let mm = 0; mm <= 100; mm++) {
    const len = mm % 10 === 0 ? 5 : mm % 5 === 0 ? 3.2 : 2;
    items.push({
      kind: 'line',
      x1: x + mm,
      y1: y,
      x2: x + mm,
      y2: y + len,
      stroke: INK,
      strokeWidth: mm % 10 === 0 ? 0.25 : 0.15,
    });
    if (mm % 10 === 0) items.push(text(x + mm, y + 8.2, String(mm / 10), 2.4, 'middle', INK));
  }
  items.push(text(x + 104, y + 8.2, 'cm', 2.4, 'start', GREY));
  return items;
}

/**
 * The first page of kit.pdf: contents with page numbers and files, printing instructions, the check
 * ruler, and a small picture of each part's first page (`previews`, one per part).
 */
export function coverPage(
  source: VariantSource,
  parts: readonly KitPart[],
  previews: readonly Page[],
  totalPages: number,
  options: PrintOptions = {},
): Page {
  const print = checkPrint(options);
  const spec = compiled(source).spec;
  const page = pageSize(print.paper, 'portrait');
  const m = print.margin;
  const width = page.width - 2 * m;
  const items: Item[] = [];
  let y = m + HEADER_MM + 6;
  const heading = (s: string): void => {
    items.push(text(m, y, s, 3.6, 'start', INK));
    y += 5;
  };
  const paragraph = (s: string, size: number): void => {
    for (const line of wrapText(s, width, size)) {
      items.push(text(m, y, line, size, 'start', INK));
      y += size * LINE;
    }
  };

  const description = [spec.description, credit(spec)].filter(Boolean).join(' ');
  if (description) {
    paragraph(description, 2.9);
    y += 3;
  }
  heading('Print at actual size');
  paragraph(
    'In the print dialog choose "Actual size" or a scale of 100 %. Turn off "Fit to page", "Shrink oversized pages" and borderless printing: every page is drawn at its true size, and a scaled print gives a board and counters that do not match.',
    2.9,
  );
  y += 2;
  paragraph(
    'After printing, lay a real ruler along this one: it must measure exactly 100 mm. If it does not, the page was scaled: fix the setting and print again.',
    2.9,
  );
  y += 2;
  items.push(...checkRuler(m + 1.5, y));
  y += 15;

  heading('What is inside');
  const cols = [0, 42, 66, 96];
  const row = (cells: string[], size: number, fill: string): void => {
    cells.forEach((c, i) => items.push(text(m + cols[i]!, y, c, size, 'start', fill)));
    y += size * 1.6;
  };
  row(['Part', 'kit.pdf pages', 'Paper', 'Files in this folder'], 2.7, GREY);
  items.push({ kind: 'line', x1: m, y1: y - 3.2, x2: m + width, y2: y - 3.2, stroke: GREY, strokeWidth: 0.2 });
  const filesWidth = width - cols[3]!;
  for (const p of [
    {
      title: 'Contents and printing',
      first: 1,
      last: 1,
      paper: paperWords([page], print.paper),
      files: ['kit.pdf (this document: all parts)'],
    },
    ...parts,
  ]) {
    const pages = p.first === p.last ? `${p.first}` : `${p.first}-${p.last}`;
    // Wrapped at the size it is drawn, so no line runs into the margin.
    const files = wrapText(p.files.join(', '), filesWidth, 2.7);
    row([p.title, pages, p.paper, files[0] ?? ''], 2.7, INK);
    for (const more of files.slice(1)) row(['', '', '', more], 2.7, INK);
  }
  y += 4;

  heading('Putting it together');
  parts.forEach((p, i) => {
    paragraph(
      `${i + 1}. ${p.title} (${p.first === p.last ? `page ${p.first}` : `pages ${p.first}-${p.last}`}): ${p.howTo}`,
      2.8,
    );
    y += 1;
  });
  y += 4;
  const gap = 6;
  const boxW = (width - (previews.length - 1) * gap) / previews.length;
  const boxH = page.height - m - FOOTER_MM - 6 - y;
  previews.forEach((preview, i) => {
    const k = Math.min(boxW / preview.width, boxH / preview.height);
    const [w, h] = [preview.width * k, preview.height * k];
    const x = m + i * (boxW + gap) + (boxW - w) / 2;
    // Reduced this far its text would print far under 6 pt: its lines are drawn as bars.
    items.push({ kind: 'group', id: `preview-${i + 1}`, translate: [x, y], scale: k, items: greeked(preview.items) });
    items.push({ kind: 'rect', x, y, w, h, stroke: GREY, strokeWidth: 0.2 });
    const part = parts[i]!;
    const caption = `${part.title}, page ${part.first}`;
    // On one line where it fits its picture's width at 6 pt or more, else on as many as it takes, so that
    // neighbouring captions never run into each other.
    const room = boxW + gap - 1;
    const size = Math.max(MIN_TEXT_MM, fitSize(caption, room, 2.4));
    wrapText(caption, room, size).forEach((line, n) => {
      // Centred under its picture, but never past the margins.
      const half = theFont().width(line, size) / 2;
      const cx = Math.min(Math.max(x + w / 2, m + half), page.width - m - half);
      items.push(text(cx, y + h + 3.5 + n * LINE * size, line, size, 'middle', GREY));
    });
  });
  return framedPage(
    page,
    m,
    {
      title: `${spec.name} · print kit`,
      detail: `${totalPages} pages in kit.pdf, made by fairyprint from the definition ${compiled(source).spec.definitionFile ?? compiled(source).spec.id}`,
    },
    items,
    'contents',
  );
}
