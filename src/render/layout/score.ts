/**
 * The score sheet and the trackers: what a game at a table keeps on paper besides the board. The score
 * sheet has the players, the result, every way the game can end as a tick box (src/diagrams/tracking.ts
 * asks the engine's end rules and the rule modules) and move-log columns sized for the variant's own
 * move texts. The trackers page draws whatever the rules remember that the board does not show
 * (`trackables`: counts, once-per-game rights, markers) with one layout for every kind, so a new rule
 * with state gets its tracker with no layout of its own; markers and track tokens are sized to the
 * board's squares and cut out along their outlines.
 */
import { endingWays, type Trackable, trackables } from '../../diagrams/tracking.js';
import { type Move, moveFrom } from '../../engine/move.js';
import { generateLegal, MoveList } from '../../engine/movegen.js';
import type { VariantSpec } from '../../engine/spec.js';
import { squareOfSpec } from '../../engine/squares.js';
import { startPosition } from '../../engine/start.js';
import { BLACK, sideName, type Variant, WHITE } from '../../engine/variant.js';
import { sanText } from '../../notation/san.js';
import { theFont } from '../font.js';
import type { PrintOptions } from '../options.js';
import { type Item, type Page, type Scene, safeSegment } from '../scene.js';
import { DEFAULT_OVERLAP_MM, planBoard } from './board-page.js';
import { menPerType } from './counters.js';
import { FOOTER_MM, framedPage, GREY, HEADER_MM, INK, MIN_TEXT_MM, text } from './frame.js';
import { checkPrint, type Print, pageSize } from './paper.js';
import { counterStyle } from './token.js';
import { compiled, type VariantSource } from './variant.js';

export interface ScoreOptions extends PrintOptions {
  squareMm?: number;
}

const LABEL_SIZE = 3;
const SMALL = 2.4;
const BOX = 3.2;
const LINE = '#9a9a9a';

/** A tick box, `s` across, its top-left corner at (x, y). */
const tickBox = (x: number, y: number, s = BOX): Item => ({
  kind: 'rect',
  x,
  y,
  w: s,
  h: s,
  stroke: INK,
  strokeWidth: 0.25,
});

/** A few first moves in the variant's own move text (SAN, as the records write it), one per kind of man. */
export function sampleMoves(v: Variant): string[] {
  const pos = startPosition(v);
  const list = new MoveList();
  generateLegal(pos, list);
  const legal: Move[] = Array.from(list.moves.subarray(0, list.length));
  const byType = new Map<number, string>();
  for (const m of legal) {
    const t = Math.abs(pos.board[moveFrom(m)] ?? 0);
    if (!byType.has(t)) byType.set(t, sanText(pos, m, legal));
  }
  return [...byType.values()];
}

/** The score sheet's page: players, result, how it ended, and the move log. */
function scorePage(v: Variant, print: Print, samples: readonly string[]): Page {
  const page = pageSize(print.paper, 'portrait');
  const m = print.margin;
  const width = page.width - 2 * m;
  const items: Item[] = [];
  let y = m + HEADER_MM + 5;
  const field = (x: number, w: number, label: string): void => {
    items.push(text(x, y, label, LABEL_SIZE, 'start', GREY));
    const lx = x + theFont().width(label, LABEL_SIZE) + 1.5;
    items.push({ kind: 'line', x1: lx, y1: y + 0.6, x2: x + w - 3, y2: y + 0.6, stroke: LINE, strokeWidth: 0.2 });
  };
  const half = width / 2;
  field(m, half, sideName(WHITE, v.spec));
  field(m + half, half, sideName(BLACK, v.spec));
  y += 7;
  field(m, half, 'Event');
  field(m + half, half / 2, 'Date');
  field(m + half * 1.5, half / 2, 'Round');
  y += 7;
  items.push(text(m, y, 'Result', LABEL_SIZE, 'start', GREY));
  let x = m + 14;
  for (const r of ['1-0', '0-1', '½-½']) {
    items.push(tickBox(x, y - BOX + 0.4));
    items.push(text(x + BOX + 1.2, y, r, LABEL_SIZE));
    x += 16;
  }
  y += 6;
  items.push(text(m, y, 'How it ended', LABEL_SIZE, 'start', GREY));
  y += 4.5;
  // The ways to end in columns of equal width, as many as the longest allows.
  const ways = endingWays(v);
  const colW = Math.min(width, Math.max(...ways.map((w) => theFont().width(w, SMALL))) + BOX + 5);
  const cols = Math.max(1, Math.floor(width / colW));
  ways.forEach((w, i) => {
    const cx = m + (i % cols) * (width / cols);
    const cy = y + Math.floor(i / cols) * 5;
    items.push(tickBox(cx, cy - BOX + 0.5));
    items.push(text(cx + BOX + 1.2, cy, w, SMALL));
  });
  y += Math.ceil(ways.length / cols) * 5 + 3;
  items.push(...moveLog(m, y, width, page.height - m - FOOTER_MM - y, samples, v.spec));
  return framedPage(
    page,
    m,
    {
      title: `${v.spec.name} · score sheet`,
      detail: `Write each move as the game records write it${samples.length ? `, e.g. ${samples.slice(0, 4).join(', ')}` : ''}${v.spec.pieces.some((p) => p.royal) ? '; check + and mate #' : ''}`,
    },
    items,
  );
}

/** The move log: numbered rows of a White and a Black move, in as many column pairs as the move texts allow. */
function moveLog(
  x0: number,
  y0: number,
  width: number,
  height: number,
  samples: readonly string[],
  spec: VariantSpec,
): Item[] {
  // Room for the longest sample written with a capture, a promotion and a check, in a hand-written size.
  const longest = Math.max(4, ...samples.map((s) => s.length)) + 4;
  const numW = 8;
  const gap = 5;
  const pairs = Math.max(1, Math.min(3, Math.floor((width + gap) / (numW + 2 * Math.max(20, longest * 2.6) + gap))));
  // The pairs share the page's width.
  const pairW = (width - (pairs - 1) * gap) / pairs;
  const moveW = (pairW - numW) / 2;
  const rowH = 6.5;
  const headH = 5;
  const rows = Math.floor((height - headH) / rowH);
  const items: Item[] = [];
  for (let p = 0; p < pairs; p++) {
    const x = x0 + p * (pairW + gap);
    items.push(text(x + numW / 2, y0 + 3.5, 'No.', SMALL, 'middle', GREY));
    items.push(text(x + numW + moveW / 2, y0 + 3.5, sideName(WHITE, spec), SMALL, 'middle', GREY));
    items.push(text(x + numW + 1.5 * moveW, y0 + 3.5, sideName(BLACK, spec), SMALL, 'middle', GREY));
    const top = y0 + headH;
    items.push({ kind: 'rect', x, y: top, w: pairW, h: rows * rowH, stroke: INK, strokeWidth: 0.3 });
    for (const cx of [x + numW, x + numW + moveW])
      items.push({ kind: 'line', x1: cx, y1: top, x2: cx, y2: top + rows * rowH, stroke: INK, strokeWidth: 0.2 });
    for (let r = 0; r < rows; r++) {
      if (r > 0)
        items.push({
          kind: 'line',
          x1: x,
          y1: top + r * rowH,
          x2: x + pairW,
          y2: top + r * rowH,
          stroke: LINE,
          strokeWidth: 0.15,
        });
      items.push(text(x + numW - 1.2, top + r * rowH + rowH - 1.8, String(p * rows + r + 1), SMALL, 'end', GREY));
    }
  }
  return items;
}

/** A side's marker: a disc in the side's colours, `d` across, centred on the origin, cut along its edge. */
function marker(side: 'white' | 'black', d: number, print: Print, mark: 'cross' | 'dot'): Item[] {
  // With --ink-saving Black's markers are outlined on white, as his counters are: never solid.
  const style = counterStyle(side, print.mono, 'light-dark', print.inkSaving);
  const r = d / 2;
  const items: Item[] = [
    { kind: 'circle', cx: 0, cy: 0, r, fill: style.fill, stroke: '#000000', strokeWidth: 0.2, role: 'cut' },
  ];
  if (style.frame) items.push({ kind: 'circle', cx: 0, cy: 0, r: 0.8 * r, stroke: '#000000', strokeWidth: 0.1 * d });
  const k = 0.35 * r;
  if (mark === 'cross')
    for (const s of [1, -1])
      items.push({
        kind: 'line',
        x1: -k,
        y1: -s * k,
        x2: k,
        y2: s * k,
        stroke: style.ink,
        strokeWidth: 0.1 * d,
        cap: 'round',
      });
  else items.push({ kind: 'circle', cx: 0, cy: 0, r: 0.15 * r, fill: style.ink });
  return items;
}

/** A side's men of these types, each by his start square (by number in a free setup). */
function menOf(v: Variant, side: 'white' | 'black', types: readonly number[]): string[] {
  if (v.spec.freeSetup) {
    const n = types.reduce((sum, t) => sum + menPerType(v, side)[t]!, 0);
    return Array.from({ length: n }, (_, i) => String(i + 1));
  }
  const out: string[] = [];
  v.spec.setup.forEach((code, sq) => {
    if ((side === 'white' ? code > 0 : code < 0) && types.includes(Math.abs(code) - 1))
      out.push(squareOfSpec(v.spec, sq));
  });
  return out;
}

const SIDES = ['white', 'black'] as const;
const sideWord = (v: Variant, s: 'white' | 'black'): string => sideName(s === 'white' ? WHITE : BLACK, v.spec);

/** One tracker's drawing from `y` down, `width` wide: its label, its boxes or tokens; returns the items and the height used. */
function trackerBlock(
  v: Variant,
  t: Trackable,
  x0: number,
  width: number,
  square: number,
  print: Print,
): { items: Item[]; height: number } {
  const items: Item[] = [text(x0, LABEL_SIZE, t.label, LABEL_SIZE * 1.1, 'start', INK)];
  if (t.note)
    items.push(text(x0 + theFont().width(t.label, LABEL_SIZE * 1.1) + 3, LABEL_SIZE, t.note, SMALL, 'start', GREY));
  let y = LABEL_SIZE + 3;
  const who = 16;
  if (t.kind === 'count') {
    // Boxes large enough for a marker a little smaller than the square's counters.
    const box = Math.min(12, Math.max(7, 0.6 * square));
    const n = Math.abs(t.to - t.from) + 1;
    const step = t.to >= t.from ? 1 : -1;
    // Room at the row's end for the tokens that move along it: one per side (one a side for a shared track too).
    const tokenCount = t.perSide ? 1 : SIDES.length;
    const perRow = Math.min(n, Math.floor((width - who - tokenCount * (box - 1) - 4) / box));
    const rows = Math.ceil(n / perRow);
    for (const side of t.perSide ? SIDES : [null]) {
      if (side) items.push(text(x0, y + box / 2 + 1, sideWord(v, side), LABEL_SIZE, 'start', GREY));
      for (let i = 0; i < n; i++) {
        const bx = x0 + who + (i % perRow) * box;
        const by = y + Math.floor(i / perRow) * box;
        items.push({ kind: 'rect', x: bx, y: by, w: box, h: box, stroke: INK, strokeWidth: 0.25 });
        items.push(text(bx + 0.8, by + 0.8 + MIN_TEXT_MM, String(t.from + i * step), MIN_TEXT_MM, 'start', GREY));
      }
      const tokens = side ? [side] : SIDES;
      tokens.forEach((s, k) => {
        items.push({
          kind: 'group',
          translate: [x0 + who + perRow * box + 4 + (k + 0.5) * (box - 1), y + box / 2],
          items: marker(s, box - 2, print, 'dot'),
        });
      });
      y += rows * box + 2;
    }
  } else if (t.kind === 'once') {
    for (const side of SIDES) {
      items.push(text(x0, y + BOX, sideWord(v, side), LABEL_SIZE, 'start', GREY));
      const men = t.perMan ? menOf(v, side, t.perMan.pieces) : [''];
      men.forEach((name, i) => {
        const bx = x0 + who + i * (BOX + 9);
        items.push(tickBox(bx, y + 0.5));
        if (name) items.push(text(bx + BOX + 1, y + BOX, name, SMALL, 'start', GREY));
      });
      y += BOX + 3;
    }
  } else {
    const d = Math.max(6, 0.6 * square);
    const perRow = Math.floor((width - who) / (d + 1));
    for (const side of SIDES) {
      items.push(text(x0, y + d / 2 + 1, sideWord(v, side), LABEL_SIZE, 'start', GREY));
      for (let i = 0; i < t.count; i++) {
        const cx = x0 + who + (i % perRow) * (d + 1) + d / 2;
        const cy = y + Math.floor(i / perRow) * (d + 1) + d / 2;
        items.push({ kind: 'group', translate: [cx, cy], items: marker(side, d, print, 'cross') });
      }
      y += Math.ceil(t.count / perRow) * (d + 1) + 2;
    }
  }
  return { items, height: y + 4 };
}

/** The trackers' pages: each tracker of the variant in turn, a new page when one is full; none when nothing needs tracking. */
function trackerPages(v: Variant, print: Print, square: number): Page[] {
  const all = trackables(v);
  if (!all.length) return [];
  const page = pageSize(print.paper, 'portrait');
  const m = print.margin;
  const width = page.width - 2 * m;
  const top = m + HEADER_MM + 4;
  const bottom = page.height - m - FOOTER_MM;
  const pages: Item[][] = [[]];
  let y = top;
  for (const t of all) {
    const block = trackerBlock(v, t, 0, width, square, print);
    if (y > top && y + block.height > bottom) {
      pages.push([]);
      y = top;
    }
    pages[pages.length - 1]!.push({
      kind: 'group',
      id: `tracker-${safeSegment(t.label)}`,
      translate: [m, y],
      items: block.items,
    });
    y += block.height;
  }
  const heading = {
    title: `${v.spec.name} · trackers`,
    detail:
      'What the rules remember that the board does not show: tick the boxes, cut out the tokens and move them along their tracks',
  };
  return pages.map((items, i) =>
    framedPage(page, m, heading, items, pages.length === 1 ? 'trackers' : `trackers-${i + 1}`),
  );
}

/** The score sheet, then the trackers of what the rules remember. */
export function scoreScene(source: VariantSource, options: ScoreOptions = {}): Scene {
  const print = checkPrint(options);
  const v = compiled(source, options.faces);
  const square = options.squareMm ?? planBoard(v, print, undefined, DEFAULT_OVERLAP_MM).square;
  const samples = sampleMoves(v);
  return {
    title: `${v.spec.name} score sheet`,
    basename: 'score',
    pages: [scorePage(v, print, samples), ...trackerPages(v, print, square)],
  };
}
