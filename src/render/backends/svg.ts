/**
 * SVG backend: one page per document, width and height in mm with a viewBox in mm, so one user unit is
 * one millimetre. The font subset is embedded as a data: URL @font-face, so the file looks the same
 * without DejaVu installed. The PNG backend writes the same elements (itemMarkup) under a root of its own.
 *
 * The markup is written as strings: a scene is a handful of element kinds with plain attributes, and
 * building a DOM for it (svg.js over svgdom) cost a fifth of a whole print kit's time.
 */
import { FONT_FAMILY } from '../font.js';
import type { Item, Page, Paint } from '../scene.js';

const FONT_FAMILY_ATTR = `'${FONT_FAMILY}', sans-serif`;

/** Coordinates to a thousandth of a mm, without a sign on zero. */
const n = (x: number): string => String(Math.round(x * 1000) / 1000 + 0);

const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page as an SVG document in mm, embedding the font (a TrueType subset) when one is given. */
export function pageToSvg(page: Page, title: string, font: Buffer | null): string {
  const [w, h] = [n(page.width), n(page.height)];
  const fontFace = font
    ? `<defs><style>@font-face{font-family:'${FONT_FAMILY}';src:url(data:font/ttf;base64,${font.toString('base64')}) format('truetype');}</style></defs>`
    : '';
  const clips: string[] = [];
  const items = page.items.map((it) => itemMarkup(it, clips)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}">${headMarkup(title, clips)}${fontFace}${CONTENT_OPEN}${items}${CONTENT_CLOSE}</svg>`;
}

/** What comes before a page's content: its title, and the clip paths its items collected. */
export function headMarkup(title: string, clips: readonly string[]): string {
  return `<title>${escapeXml(title)}</title>${clips.length ? `<defs>${clips.join('')}</defs>` : ''}`;
}

/** The content's wrapper, which sets the font for all text on the page. */
export const CONTENT_OPEN = `<g font-family="${FONT_FAMILY_ATTR}">`;
export const CONTENT_CLOSE = '</g>';

/** The transform of a group moved by `translate` and then scaled by `scale`, or '' when there is none. */
export function transformAttr(translate: readonly [number, number] | undefined, scale: number | undefined): string {
  const transform: string[] = [];
  if (translate) transform.push(`translate(${n(translate[0])} ${n(translate[1])})`);
  // A millionth: a scale multiplies every length inside.
  if (scale !== undefined && scale !== 1) transform.push(`scale(${Math.round(scale * 1e6) / 1e6})`);
  return transform.length ? ` transform="${transform.join(' ')}"` : '';
}

function paint(p: Paint): string {
  let attrs = ` fill="${p.fill ?? 'none'}"`;
  if (p.stroke) {
    attrs += ` stroke="${p.stroke}" stroke-width="${n(p.strokeWidth ?? 0.25)}"`;
    if (p.dash) attrs += ` stroke-dasharray="${p.dash.map(n).join(' ')}"`;
  }
  // Per-paint opacity, not `opacity`: that would make renderers composite the shape in its own layer.
  if (p.opacity !== undefined && p.opacity < 1) {
    if (p.fill) attrs += ` fill-opacity="${n(p.opacity)}"`;
    if (p.stroke) attrs += ` stroke-opacity="${n(p.opacity)}"`;
  }
  return attrs;
}

/** One item's element; a clipped group's clip path goes into `clips`, numbered in document order. */
export function itemMarkup(it: Item, clips: string[]): string {
  const id = it.id ? ` id="${escapeXml(it.id)}"` : '';
  switch (it.kind) {
    case 'rect':
      return `<rect width="${n(it.w)}" height="${n(it.h)}" x="${n(it.x)}" y="${n(it.y)}"${it.r ? ` rx="${n(it.r)}"` : ''}${paint(it)}${id}></rect>`;
    case 'line': {
      const cap = it.cap && it.cap !== 'butt' ? ` stroke-linecap="${it.cap}"` : '';
      return `<line x1="${n(it.x1)}" y1="${n(it.y1)}" x2="${n(it.x2)}" y2="${n(it.y2)}"${cap}${paint(it)}${id}></line>`;
    }
    case 'poly': {
      const tag = it.closed ? 'polygon' : 'polyline';
      return `<${tag} points="${it.points.map(n).join(' ')}"${paint(it)}${id}></${tag}>`;
    }
    case 'circle':
      // The diameter to a thousandth of a mm.
      return `<circle r="${Math.round(2000 * it.r) / 2000}" cx="${n(it.cx)}" cy="${n(it.cy)}"${paint(it)}${id}></circle>`;
    case 'path': {
      const label = `${it.label ? ` role="img" aria-label="${escapeXml(it.label)}"` : ''}${it.size ? ` data-em="${n(it.size)}"` : ''}`;
      return `<path d="${it.d}" fill="${it.fill}"${label}${id}></path>`;
    }
    case 'text': {
      const anchor = it.anchor !== 'start' ? ` text-anchor="${it.anchor}"` : '';
      const rotate = it.rotate ? ` transform="rotate(${n(it.rotate)} ${n(it.x)} ${n(it.y)})"` : '';
      return `<text x="${n(it.x)}" y="${n(it.y)}" font-size="${n(it.size)}" fill="${it.fill}"${anchor}${rotate}${id}>${escapeXml(it.text)}</text>`;
    }
    case 'group': {
      let attrs = transformAttr(it.translate, it.scale);
      if (it.clip) {
        // userSpaceOnUse: the clip is in the group's own (transformed) coordinates, as in the scene.
        const clipId = `clip${clips.length + 1}`;
        const c = it.clip;
        clips.push(
          `<clipPath id="${clipId}"><rect width="${n(c.w)}" height="${n(c.h)}" x="${n(c.x)}" y="${n(c.y)}"></rect></clipPath>`,
        );
        attrs += ` clip-path="url(#${clipId})"`;
      }
      return `<g${attrs}${id}>${it.items.map((child) => itemMarkup(child, clips)).join('')}</g>`;
    }
  }
}
