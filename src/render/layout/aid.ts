/**
 * Player aids: a card per side naming every man the side has, each with his token as the board shows
 * it, his abbreviation (the letters the counters and the move records use) and his moves in a line.
 * Both cards share a page, cut apart along the line between them, when they fit; each takes a page of
 * its own otherwise (ECROS's 36 kinds of men, in two columns).
 */
import { menPerSide } from '../../engine/spec.js';
import { BLACK, sideName, type Variant, WHITE } from '../../engine/variant.js';
import { theFont } from '../font.js';
import type { PrintOptions } from '../options.js';
import type { Item, Page, Scene } from '../scene.js';
import { menPerType } from './counters.js';
import { FOOTER_MM, fitSize, GREY, HEADER_MM, header, INK, MIN_TEXT_MM, scaleBar, text } from './frame.js';
import { checkPrint, type Print, pageSize } from './paper.js';
import { wrapText } from './text-wrap.js';
import { pieceToken } from './token.js';
import { compiled, type VariantSource } from './variant.js';

const ROW = 10;
const TOKEN = 8;
const NAME_SIZE = 3;
const MOVES_SIZE = MIN_TEXT_MM;
const TITLE = 4.2;

/** A man's moves in a line: his rules text's first sentences, up to some twenty letters at least ("Nexial. One step orthogonally."). */
export function movesLine(rules: string): string {
  const sentences = rules.match(/[^.]+(?:\.(?!\d)|$)/g) ?? [rules];
  let line = '';
  for (const s of sentences) {
    if (line.length >= 24) break;
    line = `${line} ${s.trim()}`.trim();
  }
  return line;
}

/** The types a side's card lists: those the side starts with, then those it can only get by promotion. */
function typesOf(v: Variant, side: 'white' | 'black'): number[] {
  const counts = menPerType(v, side);
  const promoted = new Set(v.spec.promotion.flatMap((p) => p.to));
  for (const [t, p] of v.spec.pieces.entries()) if (p.promotedFrom !== undefined) promoted.add(t);
  return v.spec.pieces.flatMap((_, t) => (counts[t]! > 0 || promoted.has(t) ? [t] : []));
}

/** One side's card, `w` by `h`, its top-left corner at the origin; its edge is a cut line. */
function card(v: Variant, side: 'white' | 'black', w: number, h: number, cols: number, mono: boolean): Item[] {
  const spec = v.spec;
  const types = typesOf(v, side);
  const counts = menPerType(v, side);
  const pad = 4;
  const title = `${spec.name} · ${sideName(side === 'white' ? WHITE : BLACK, spec)}'s men (${menPerSide(spec)})`;
  const items: Item[] = [
    { kind: 'rect', x: 0, y: 0, w, h, stroke: GREY, strokeWidth: 0.2, dash: [2, 1.5], role: 'cut' },
    text(pad, pad + TITLE * 0.75, title, fitSize(title, w - 2 * pad, TITLE), 'start', INK),
  ];
  const colW = (w - 2 * pad) / cols;
  const perCol = Math.ceil(types.length / cols);
  types.forEach((t, i) => {
    const p = spec.pieces[t]!;
    const x = pad + Math.floor(i / perCol) * colW;
    const y = pad + TITLE + 3 + (i % perCol) * ROW;
    items.push({
      kind: 'group',
      translate: [x + TOKEN / 2, y + ROW / 2],
      items: pieceToken(spec, t, side === 'white', TOKEN, mono),
    });
    const tx = x + TOKEN + 2.5;
    const room = colW - TOKEN - 4;
    const count =
      (counts[t]! > 0 ? ` ×${counts[t]}` : ' (by promotion)') + (p.deduced ? ' · as this kit plays it' : '');
    const head = `${p.abbrev}  ${p.name}${count}`;
    items.push(text(tx, y + 3.6, head, Math.max(MIN_TEXT_MM, fitSize(head, room, NAME_SIZE)), 'start', INK));
    const lines = wrapText(movesLine(p.rules), room, MOVES_SIZE);
    let second = lines.slice(1).join(' ');
    while (second && theFont().width(second, MOVES_SIZE) > room)
      second = `${second.split(' ').slice(0, -2).join(' ')} …`;
    items.push(text(tx, y + 6.6, lines[0] ?? '', MOVES_SIZE, 'start', GREY));
    if (second) items.push(text(tx, y + 6.6 + 1.15 * MOVES_SIZE, second, MOVES_SIZE, 'start', GREY));
  });
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
  const rowsOf = (side: 'white' | 'black', cols: number): number => Math.ceil(typesOf(v, side).length / cols);
  const heightOf = (side: 'white' | 'black', cols: number): number => 4 + TITLE + 3 + rowsOf(side, cols) * ROW + 3;
  // Both cards on one page in one column, else in two; failing that a page each, in one column if it fits.
  const together = (cols: number): boolean => heightOf('white', cols) + heightOf('black', cols) + 4 <= room;
  const cols = together(1)
    ? 1
    : together(2)
      ? 2
      : (['white', 'black'] as const).every((s) => heightOf(s, 1) <= room)
        ? 1
        : 2;
  const [hw, hb] = [heightOf('white', cols), heightOf('black', cols)];
  const top = m + HEADER_MM + 2;
  const frame = (items: Item[], name: string): Page => ({
    width: page.width,
    height: page.height,
    name,
    items: [
      ...header(
        page.width,
        m,
        `${v.spec.name} · player aids`,
        'One card per player: every man, his letters and his moves; cut along the dashed lines',
      ),
      ...items,
      ...scaleBar(m, page.height - m - FOOTER_MM + 3).items,
    ],
  });
  const place = (side: 'white' | 'black', y: number, h: number): Item => ({
    kind: 'group',
    translate: [m, y],
    items: card(v, side, w, h, cols, print.mono),
  });
  const pages =
    hw + hb + 4 <= room
      ? [frame([place('white', top, hw), place('black', top + hw + 4, hb)], '')]
      : [frame([place('white', top, hw)], 'white'), frame([place('black', top, hb)], 'black')];
  return { title: `${v.spec.name} player aids`, basename: 'aids', pages };
}
