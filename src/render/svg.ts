/**
 * SVG backend: one page per document, width and height in mm with a viewBox in mm, so one user unit is
 * one millimetre. The font subset is embedded as a data: URL @font-face, so the file looks the same
 * without DejaVu installed. The PNG backend takes the page's markup without root and font instead.
 */
import { SVG, registerWindow, type Container, type Element } from '@svgdotjs/svg.js';
import { createSVGWindow } from 'svgdom';
import { FONT_FAMILY } from './font.js';
import type { Item, Page, Paint } from './scene.js';

let windowReady = false;
const FONT_FAMILY_ATTR = `'${FONT_FAMILY}', sans-serif`;

/** svg.js needs a DOM; svgdom provides one, registered once for the process. */
function ensureWindow(): void {
  if (windowReady) return;
  const win = createSVGWindow();
  registerWindow(win as unknown as Window, win.document as unknown as Document);
  windowReady = true;
}

const n = (x: number): number => Math.round(x * 1000) / 1000;

/** The page as an SVG document in mm, embedding the font (a TrueType subset) when one is given. */
export function pageToSvg(page: Page, title: string, font: Buffer | null, markup = pageMarkupParts(page, title)): string {
  const [w, h] = [n(page.width), n(page.height)];
  const fontFace = font
    ? `<defs><style>@font-face{font-family:'${FONT_FAMILY}';src:url(data:font/ttf;base64,${font.toString('base64')}) format('truetype');}</style></defs>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}">${markup.head}${fontFace}${markup.open}${markup.items.join('')}${markup.close}</svg>`;
}

export interface PageMarkup {
  head: string;
  open: string;
  close: string;
  items: string[];
}

/**
 * The page's content without the root element, in mm user units, in pieces: `head` (title and clip
 * definitions), then one string per top-level item, each to be wrapped in `open` and `close`. A
 * rasteriser wraps the pieces it needs in a root of its own choosing (pixel size, the part of the page
 * to draw), so a strip of the page need not carry what lies outside it.
 */
export function pageMarkupParts(page: Page, title: string): PageMarkup {
  const canvas = build(page, title);
  const [root, ...rest] = canvas.children().filter((c) => c.type === 'g');
  if (!root || rest.length) throw new Error('page markup: expected one root group');
  const head = canvas
    .children()
    .filter((c) => c !== root)
    .map((c) => c.svg())
    .join('');
  const items = root.children().map((c) => c.svg());
  if (items.length !== page.items.length) throw new Error('page markup: one element per item expected');
  return { head, open: `<g font-family="${FONT_FAMILY_ATTR}">`, close: '</g>', items };
}

function build(page: Page, title: string): Container {
  ensureWindow();
  const canvas = SVG();
  canvas.element('title').words(title);
  const root = canvas.group().attr({ 'font-family': FONT_FAMILY_ATTR });
  draw(root, page.items, canvas, { next: 1 });
  return canvas;
}

function paint(el: Element, p: Paint): void {
  const attrs: Record<string, string | number> = { fill: p.fill ?? 'none' };
  if (p.stroke) {
    attrs.stroke = p.stroke;
    attrs['stroke-width'] = n(p.strokeWidth ?? 0.25);
    if (p.dash) attrs['stroke-dasharray'] = p.dash.map(n).join(' ');
  }
  // Per-paint opacity, not `opacity`: that would make renderers composite the shape in its own layer.
  if (p.opacity !== undefined && p.opacity < 1) {
    if (p.fill) attrs['fill-opacity'] = n(p.opacity);
    if (p.stroke) attrs['stroke-opacity'] = n(p.opacity);
  }
  el.attr(attrs);
}

function draw(parent: Container, items: readonly Item[], canvas: Container, clips: { next: number }): void {
  for (const it of items) {
    let el: Element;
    switch (it.kind) {
      case 'rect':
        // Sizes go in at creation: without them svg.js measures the element (svgdom's slow getBBox).
        el = parent.rect(n(it.w), n(it.h)).attr({ x: n(it.x), y: n(it.y) });
        if (it.r) el.attr({ rx: n(it.r) });
        paint(el, it);
        break;
      case 'line':
        el = parent.line(n(it.x1), n(it.y1), n(it.x2), n(it.y2));
        if (it.cap && it.cap !== 'butt') el.attr({ 'stroke-linecap': it.cap });
        paint(el, it);
        break;
      case 'poly': {
        const points = it.points.map(n).join(' ');
        el = it.closed ? parent.polygon(points) : parent.polyline(points);
        paint(el, it);
        break;
      }
      case 'circle':
        el = parent.circle(n(2 * it.r)).attr({ cx: n(it.cx), cy: n(it.cy) });
        paint(el, it);
        break;
      case 'text': {
        el = parent.plain(it.text).attr({ x: n(it.x), y: n(it.y), 'font-size': n(it.size), fill: it.fill });
        if (it.anchor !== 'start') el.attr({ 'text-anchor': it.anchor });
        if (it.rotate) el.attr({ transform: `rotate(${n(it.rotate)} ${n(it.x)} ${n(it.y)})` });
        break;
      }
      case 'group': {
        const g = parent.group();
        const transform: string[] = [];
        if (it.translate) transform.push(`translate(${n(it.translate[0])} ${n(it.translate[1])})`);
        if (it.scale !== undefined && it.scale !== 1) transform.push(`scale(${n(it.scale * 1000) / 1000})`);
        if (transform.length) g.attr({ transform: transform.join(' ') });
        if (it.clip) {
          // userSpaceOnUse: the clip is in the group's own (transformed) coordinates, as in the scene.
          const id = `clip${clips.next++}`;
          const c = it.clip;
          canvas.clip().attr({ id }).rect(n(c.w), n(c.h)).attr({ x: n(c.x), y: n(c.y) });
          g.attr({ 'clip-path': `url(#${id})` });
        }
        draw(g, it.items, canvas, clips);
        el = g;
        break;
      }
    }
    if (it.id) el.attr({ id: it.id });
  }
}
