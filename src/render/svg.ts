/**
 * SVG backend: one page per document, width and height in mm with a viewBox in mm, so one user unit is
 * one millimetre. The font subset is embedded as a data: URL @font-face, so the file looks the same
 * without DejaVu installed. The PNG backend asks for pixel dimensions and no embedded font instead.
 */
import { SVG, registerWindow, type Container, type Element } from '@svgdotjs/svg.js';
import { createSVGWindow } from 'svgdom';
import { FONT_FAMILY } from './font.js';
import type { Item, Page, Paint } from './scene.js';

let windowReady = false;

/** svg.js needs a DOM; svgdom provides one, registered once for the process. */
function ensureWindow(): void {
  if (windowReady) return;
  const win = createSVGWindow();
  registerWindow(win as unknown as Window, win.document as unknown as Document);
  windowReady = true;
}

const n = (x: number): number => Math.round(x * 1000) / 1000;

export interface SvgTarget {
  /** The font to embed (a TrueType subset), or null to rely on the renderer's fonts. */
  font: Buffer | null;
  /** Output size in pixels; the default is the page size in mm. */
  pixels?: { width: number; height: number };
}

export function pageToSvg(page: Page, title: string, target: SvgTarget): string {
  ensureWindow();
  const canvas = SVG();
  if (target.pixels) {
    canvas.size(target.pixels.width, target.pixels.height).attr('preserveAspectRatio', 'none');
  } else {
    canvas.size(`${n(page.width)}mm`, `${n(page.height)}mm`);
  }
  canvas.viewbox(0, 0, n(page.width), n(page.height));
  canvas.element('title').words(title);
  if (target.font) {
    canvas
      .defs()
      .element('style')
      .words(`@font-face{font-family:"${FONT_FAMILY}";src:url(data:font/ttf;base64,${target.font.toString('base64')}) format("truetype");}`);
  }
  const root = canvas.group().attr({ 'font-family': `'${FONT_FAMILY}', sans-serif` });
  const clips = { next: 1 };
  draw(root, page.items, canvas, clips);
  return canvas.svg();
}

function paint(el: Element, p: Paint): void {
  const attrs: Record<string, string | number> = { fill: p.fill ?? 'none' };
  if (p.stroke) {
    attrs.stroke = p.stroke;
    attrs['stroke-width'] = n(p.strokeWidth ?? 0.25);
    if (p.dash) attrs['stroke-dasharray'] = p.dash.map(n).join(' ');
  }
  if (p.opacity !== undefined && p.opacity < 1) attrs.opacity = n(p.opacity);
  el.attr(attrs);
}

function draw(parent: Container, items: readonly Item[], canvas: Container, clips: { next: number }): void {
  for (const it of items) {
    let el: Element;
    switch (it.kind) {
      case 'rect':
        el = parent.rect().attr({ x: n(it.x), y: n(it.y), width: n(it.w), height: n(it.h) });
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
        el = parent.circle().attr({ cx: n(it.cx), cy: n(it.cy), r: n(it.r) });
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
          canvas.clip().attr({ id }).rect().attr({ x: n(c.x), y: n(c.y), width: n(c.w), height: n(c.h) });
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
