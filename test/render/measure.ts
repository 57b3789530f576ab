/**
 * Readers that measure written files: PDF pages (MediaBox, rectangles drawn, in mm), SVG elements with
 * their absolute positions in mm, PNG header and pHYs
 * (pixels decoded by pngjs), and PDF pages rasterised by MuPDF (see ../helpers/pdf.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import type { Item, RectItem } from '../../src/render/index.js';

export const PT = 72 / 25.4;

// ---------- PDF ----------

export interface PdfPage {
  /** MediaBox width and height in pt. */
  width: number;
  height: number;
  content: string;
}

export function readPdf(data: Buffer): PdfPage[] {
  const text = data.toString('latin1');
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  const header = /(\d+) 0 obj\b/g;
  for (let m = header.exec(text); m; m = header.exec(text)) {
    const streamAt = text.indexOf('stream', m.index);
    const endAt = text.indexOf('endobj', m.index);
    if (streamAt >= 0 && streamAt < endAt) {
      // Skip the stream by its length: compressed bytes may look like anything.
      const dict = text.slice(m.index + m[0].length, streamAt);
      const start = streamAt + 'stream'.length + (text[streamAt + 6] === '\r' ? 2 : 1);
      const length = Number(/\/Length (\d+)/.exec(dict)![1]);
      objects.set(Number(m[1]), { dict, stream: data.subarray(start, start + length) });
      header.lastIndex = start + length;
    } else {
      objects.set(Number(m[1]), { dict: text.slice(m.index + m[0].length, endAt), stream: null });
    }
  }
  const root = [...objects.values()].find((o) => /\/Type \/Pages\b/.test(o.dict))!;
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(root.dict)![1]!.matchAll(/(\d+) 0 R/g)].map((k) => Number(k[1]));
  return kids.map((id) => {
    const page = objects.get(id)!.dict;
    const box = /\/MediaBox \[([^\]]+)\]/.exec(page)![1]!.trim().split(/\s+/).map(Number);
    const content = objects.get(Number(/\/Contents (\d+) 0 R/.exec(page)![1]))!;
    const bytes = /\/FlateDecode/.test(content.dict) ? inflateSync(content.stream!) : content.stream!;
    return { width: box[2]! - box[0]!, height: box[3]! - box[1]!, content: bytes.toString('latin1') };
  });
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

/**
 * Walks a content stream's operators with their operands, keeping the graphics state's matrix (`q`, `Q`,
 * `cm`): `operator` gets every other operator, its operands and the current matrix.
 */
function walkContent(page: PdfPage, operator: (op: string, args: number[], ctm: Matrix) => void): void {
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let args: number[] = [];
  for (const token of page.content.split(/\s+/)) {
    if (token === '') continue;
    if (/^-?[\d.]+$/.test(token)) {
      args.push(Number(token));
      continue;
    }
    if (token === 'q') stack.push(ctm);
    else if (token === 'Q') ctm = stack.pop()!;
    else if (token === 'cm') ctm = multiply(args.slice(-6) as Matrix, ctm);
    else operator(token, args, ctm);
    args = [];
  }
}

/** Every `re` rectangle of a content stream, in mm on the page (origin top-left, as the scene's). */
export function pdfRects(page: PdfPage): { x: number; y: number; w: number; h: number }[] {
  const out: { x: number; y: number; w: number; h: number }[] = [];
  walkContent(page, (op, args, ctm) => {
    if (op !== 're') return;
    const [x, y, w, h] = args.slice(-4) as [number, number, number, number];
    const at = (px: number, py: number): [number, number] => [
      ctm[0] * px + ctm[2] * py + ctm[4],
      ctm[1] * px + ctm[3] * py + ctm[5],
    ];
    const [ax, ay] = at(x, y);
    const [bx, by] = at(x + w, y + h);
    // PDF y runs up from the bottom; report from the top like the scene.
    out.push({
      x: Math.min(ax, bx) / PT,
      y: (page.height - Math.max(ay, by)) / PT,
      w: Math.abs(bx - ax) / PT,
      h: Math.abs(by - ay) / PT,
    });
  });
  return out;
}

/**
 * Every path a content stream strokes (`S`) made of straight lines only (`m`, `l`, `h`), with the line
 * width it is stroked at (in user units, as written): its points in mm on the page, [x0, y0, x1, y1, ...].
 */
export function pdfStrokedPolygons(page: PdfPage): { points: number[]; lineWidth: number }[] {
  const out: { points: number[]; lineWidth: number }[] = [];
  let path: number[] | null = null;
  let lineWidth = 1;
  walkContent(page, (op, args, ctm) => {
    if (op === 'w') lineWidth = args[args.length - 1]!;
    else if (op === 'm' || op === 'l') {
      const [x, y] = args.slice(-2) as [number, number];
      if (op === 'm') path = [];
      path?.push((ctm[0] * x + ctm[2] * y + ctm[4]) / PT, (page.height - (ctm[1] * x + ctm[3] * y + ctm[5])) / PT);
    } else if (op === 'S' && path) {
      out.push({ points: path, lineWidth });
      path = null;
      // Filled, ended unpainted, or with curves: not a stroked polygon.
    } else if (/^(f\*?|F|B\*?|b\*?|n|c|v|y|re)$/.test(op)) path = null;
  });
  return out;
}

// ---------- SVG ----------

export interface SvgElement {
  name: string;
  attrs: Record<string, string>;
  /** Absolute transform: x' = scale * x + dx (our SVG uses translate and uniform scale only, besides text rotation). */
  scale: number;
  dx: number;
  dy: number;
  /** ids of the enclosing groups, innermost last. */
  ancestors: string[];
  text: string;
}

export interface SvgFile {
  width: string;
  height: string;
  viewBox: number[];
  elements: SvgElement[];
}

export function readSvg(source: string): SvgFile {
  const elements: SvgElement[] = [];
  const stack: SvgElement[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;
  for (let m = tag.exec(source); m; m = tag.exec(source)) {
    if (m[5] !== undefined) {
      const top = stack[stack.length - 1];
      if (top) top.text += m[5];
      continue;
    }
    if (m[1]) {
      stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of m[3]!.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[a[1]!] = a[2]!;
    const parent = stack[stack.length - 1];
    let [scale, dx, dy] = parent ? [parent.scale, parent.dx, parent.dy] : [1, 0, 0];
    if (m[2] === 'g' && attrs.transform) {
      for (const t of attrs.transform.matchAll(/(translate|scale)\(([^)]*)\)/g)) {
        const v = t[2]!.split(/[\s,]+/).map(Number);
        if (t[1] === 'translate') [dx, dy] = [dx + scale * v[0]!, dy + scale * (v[1] ?? 0)];
        else scale *= v[0]!;
      }
    }
    const ancestors = parent ? [...parent.ancestors, ...(parent.attrs.id ? [parent.attrs.id] : [])] : [];
    const el: SvgElement = { name: m[2]!, attrs, scale, dx, dy, ancestors, text: '' };
    elements.push(el);
    if (!m[4]) stack.push(el);
  }
  const root = elements[0]!;
  return {
    width: root.attrs.width!,
    height: root.attrs.height!,
    viewBox: root.attrs.viewBox!.split(/\s+/).map(Number),
    elements,
  };
}

/** A rect's box in page user units (mm when the viewBox is in mm). */
export function rectBox(el: SvgElement): { x: number; y: number; w: number; h: number } {
  const n = (k: string): number => Number(el.attrs[k] ?? 0);
  return {
    x: el.dx + el.scale * n('x'),
    y: el.dy + el.scale * n('y'),
    w: el.scale * n('width'),
    h: el.scale * n('height'),
  };
}

/** The points of a polygon or polyline on the page, [x0, y0, x1, y1, ...]. */
export function polyPoints(el: SvgElement): number[] {
  return el.attrs
    .points!.trim()
    .split(/[\s,]+/)
    .map(Number)
    .map((v, i) => (i % 2 === 0 ? el.dx : el.dy) + el.scale * v);
}

/** The box of a rect, polygon or circle on the page: a counter's outline, whatever its shape. */
export function shapeBox(el: SvgElement): { x: number; y: number; w: number; h: number } {
  if (el.name === 'rect') return rectBox(el);
  if (el.name === 'circle') {
    const [cx, cy, r] = ['cx', 'cy', 'r'].map((k) => Number(el.attrs[k]));
    return {
      x: el.dx + el.scale * (cx! - r!),
      y: el.dy + el.scale * (cy! - r!),
      w: 2 * el.scale * r!,
      h: 2 * el.scale * r!,
    };
  }
  const p = polyPoints(el);
  const xs = p.filter((_, i) => i % 2 === 0);
  const ys = p.filter((_, i) => i % 2 === 1);
  return {
    x: Math.min(...xs),
    y: Math.min(...ys),
    w: Math.max(...xs) - Math.min(...xs),
    h: Math.max(...ys) - Math.min(...ys),
  };
}

export function byId(svg: SvgFile, id: string): SvgElement {
  const el = svg.elements.find((e) => e.attrs.id === id);
  if (!el) throw new Error(`no element #${id}`);
  return el;
}

// ---------- PNG ----------

/** Chunk types in order, size and pHYs of a PNG; throws on a bad signature or CRC. */
export function readPng(data: Buffer): {
  width: number;
  height: number;
  chunks: string[];
  phys: { x: number; y: number; unit: number } | null;
} {
  if (data.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') throw new Error('not a PNG');
  const chunks: string[] = [];
  let phys = null;
  for (let p = 8; p < data.length; ) {
    const length = data.readUInt32BE(p);
    const type = data.toString('latin1', p + 4, p + 8);
    if (crc32(data.subarray(p + 4, p + 8 + length)) !== data.readUInt32BE(p + 8 + length))
      throw new Error(`bad CRC in ${type}`);
    chunks.push(type);
    if (type === 'pHYs') phys = { x: data.readUInt32BE(p + 8), y: data.readUInt32BE(p + 12), unit: data[p + 16]! };
    p += 12 + length;
  }
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20), chunks, phys };
}

/** Pixels (RGBA) of a PNG, decoded by pngjs: a decoder independent of the project's encoder. */
export function decodePng(data: Buffer): {
  width: number;
  height: number;
  pixel(x: number, y: number): [number, number, number, number];
} {
  const { width, height, data: rgba } = PNG.sync.read(data);
  return {
    width,
    height,
    pixel: (x, y) => {
      const i = 4 * (y * width + x);
      return [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!, rgba[i + 3]!];
    },
  };
}

// ---------- PDF through a renderer ----------

export { pdfText, type Raster, renderPdfPage } from '../helpers/pdf.js';

/** Relative luminance 0..1 of #rrggbb or an RGB triple. */
export function luminance(c: string | [number, number, number]): number {
  const [r, g, b] = typeof c === 'string' ? [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) : c;
  return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
}

// ---------- fixtures and scenes ----------

export const fixture = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}.yaml`, import.meta.url));

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'fairyprint-render-'));
}

/** Rectangles of a scene page with their absolute boxes (groups' translate and scale applied). */
export function sceneRects(
  items: readonly Item[],
  dx = 0,
  dy = 0,
  scale = 1,
): (RectItem & { abs: { x: number; y: number; w: number; h: number } })[] {
  const out: (RectItem & { abs: { x: number; y: number; w: number; h: number } })[] = [];
  for (const it of items) {
    if (it.kind === 'rect')
      out.push({ ...it, abs: { x: dx + scale * it.x, y: dy + scale * it.y, w: scale * it.w, h: scale * it.h } });
    if (it.kind === 'group') {
      const [tx, ty] = it.translate ?? [0, 0];
      out.push(...sceneRects(it.items, dx + scale * tx, dy + scale * ty, scale * (it.scale ?? 1)));
    }
  }
  return out;
}
