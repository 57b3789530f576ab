/**
 * PNG backend: a page rasterised by resvg at the chosen DPI, at exact pixel dimensions (page mm x DPI /
 * 25.4, rounded), in horizontal strips, each given only the items that may paint in it. The encoder is
 * our own: resvg's writes no pHYs chunk (so image programs would not know the print size) and needs the
 * whole image in memory, while ours filters strip by strip and zlib deflates each on libuv's pool as
 * resvg draws the next. resvg draws in the calling thread, a worker thread in a kit (png-pool.ts). Pages
 * are opaque, so the PNG is RGB, or grey where every colour on the page is a grey.
 */
import { crc32, createDeflate } from 'node:zlib';
import { FONT_FAMILY, FONT_FILE } from '../font.js';
import { type Box, type Item, itemBounds, type Page } from '../scene.js';
import { collectGarbage } from './memory.js';
import { CONTENT_CLOSE, CONTENT_OPEN, headMarkup, itemMarkup, transformAttr } from './svg.js';

export function pixelSize(page: { width: number; height: number }, dpi: number): { width: number; height: number } {
  return { width: Math.round((page.width * dpi) / 25.4), height: Math.round((page.height * dpi) / 25.4) };
}

/**
 * resvg's rendered strips live in native memory V8 does not count: only collecting their wrappers frees
 * it, and V8 collects when its own heap fills, so a kit's strips would pile up (ECROS's kit peaked near
 * 340 MB). A strip's wrapper dies young, so a minor collection after each strip frees it, where full
 * ones cost about a second of CPU over ECROS's kit (the worker runs one a page, png-worker.ts).
 */
const collectStrips = (): void => collectGarbage('minor');

/** RGBA bytes resvg renders at once: pages are drawn in strips this size, so memory stays flat at any DPI. */
export const STRIP_BYTES = 4 << 20;

/**
 * What a page's rasterisation needs, as plain data that can cross to a worker thread: the page's size
 * in mm, its content as paint units (`paintUnits`) each with where it may paint, and a font file.
 * `fontFile` is best a subset of the page's characters: resvg loads its fonts afresh for every strip,
 * which for the whole of DejaVu Sans costs more than drawing the strip.
 */
export interface RasterJob {
  width: number;
  height: number;
  dpi: number;
  /** Title and clip paths, which every strip carries. */
  head: string;
  units: string[];
  /** Per unit: where it may paint, or null where that cannot be bounded. */
  bounds: (Box | null)[];
  /** resvg 2.6 panics (aborting the process) on a clipped group drawn wholly outside its canvas, which a strip can be: such pages are drawn in one piece. */
  clipped: boolean;
  /** Only greys on the page: the PNG is written grey. */
  grey: boolean;
  fontFile: string;
  stripBytes: number;
}

export function rasterJob(
  page: Page,
  title: string,
  dpi: number,
  fontFile = FONT_FILE,
  stripBytes = STRIP_BYTES,
): RasterJob {
  const clips: string[] = [];
  const units: string[] = [];
  const bounds: (Box | null)[] = [];
  paintUnits(page.items, { x: 0, y: 0, k: 1 }, clips, (markup, box) => {
    units.push(markup);
    bounds.push(box);
  });
  return {
    width: page.width,
    height: page.height,
    dpi,
    head: headMarkup(title, clips),
    units,
    bounds,
    clipped: hasClip(page.items),
    grey: greyOnly(page.items),
    fontFile,
    stripBytes,
  };
}

/**
 * Whether every colour on the page is a grey (R = G = B): resvg then draws only grey pixels on the white
 * page, anti-aliasing included, since every channel is computed alike, and the PNG can be a grey one,
 * a third of the bytes to filter and deflate (every page of a `--mono` kit).
 */
function greyOnly(items: readonly Item[]): boolean {
  return items.every((it) =>
    it.kind === 'group'
      ? greyOnly(it.items)
      : isGrey(it.fill) && (it.kind === 'text' || it.kind === 'path' || isGrey(it.stroke)),
  );
}

const isGrey = (colour: string | undefined): boolean =>
  colour === undefined || colour === 'none' || /^#([0-9a-f]{2})\1\1$/i.test(colour);

/** Where a group's content lands on the page: moved by (x, y) after scaling by k. */
interface Placement {
  x: number;
  y: number;
  k: number;
}

/**
 * The items as the units a strip takes or leaves: groups without a clip are opened, their children
 * placed as the group places them, so a strip parses only what may paint in it. A card sheet's card or a
 * board drawn whole in one group spans several strips, and each would otherwise lay out all its text.
 * Painting order is kept, and such a group has nothing of its own to paint (no opacity, no clip).
 */
function paintUnits(
  items: readonly Item[],
  at: Placement,
  clips: string[],
  unit: (markup: string, box: Box | null) => void,
): void {
  for (const it of items) {
    if (it.kind === 'group' && !it.clip) {
      const [gx, gy] = it.translate ?? [0, 0];
      paintUnits(it.items, { x: at.x + at.k * gx, y: at.y + at.k * gy, k: at.k * (it.scale ?? 1) }, clips, unit);
      continue;
    }
    const markup = itemMarkup(it, clips);
    const placed = at.x === 0 && at.y === 0 && at.k === 1;
    const box = unitBounds(it);
    unit(
      placed ? markup : `<g${transformAttr([at.x, at.y], at.k)}>${markup}</g>`,
      box && { x: at.x + at.k * box.x, y: at.y + at.k * box.y, w: at.k * box.w, h: at.k * box.h },
    );
  }
}

/** The page as a PNG, rasterised in this thread. */
export async function pageToPng(
  page: Page,
  title: string,
  dpi: number,
  fontFile = FONT_FILE,
  stripBytes = STRIP_BYTES,
): Promise<Buffer> {
  return rasterise(rasterJob(page, title, dpi, fontFile, stripBytes));
}

/** The job's page as a PNG. */
export async function rasterise(job: RasterJob): Promise<Buffer> {
  const { width, height } = pixelSize(job, job.dpi);
  const { units, bounds } = job;
  const mmPerRow = job.height / height;
  const rowsPerStrip = job.clipped ? height : Math.max(1, Math.floor(job.stripBytes / (4 * width)));
  const png = new PngWriter(width, height, job.dpi, job.grey);
  // resvg loads here, not with the module: a thread that only prepares jobs never needs it.
  const { Resvg } = await import('@resvg/resvg-js');
  const font = {
    fontFiles: [job.fontFile],
    loadSystemFonts: false,
    defaultFontFamily: FONT_FAMILY,
    sansSerifFamily: FONT_FAMILY,
  };
  const drawStrip = (top: number, rows: number): Buffer => {
    // The same mm-to-pixel mapping as the whole page, shifted: strips join without a seam.
    const viewBox = `0 ${top * mmPerRow} ${job.width} ${rows * mmPerRow}`;
    // Only what may paint in this strip (and what cannot be bounded): resvg lays out every text it is
    // given, so a strip of a card sheet costs a third of the whole sheet.
    const [y0, y1] = [top * mmPerRow - STRIP_SLACK_MM, (top + rows) * mmPerRow + STRIP_SLACK_MM];
    const inside = units.filter((_, i) => {
      const b = bounds[i] ?? null;
      return b === null || (b.y < y1 && b.y + b.h > y0);
    });
    const content = `${job.head}${CONTENT_OPEN}${inside.join('')}${CONTENT_CLOSE}`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${rows}" viewBox="${viewBox}" preserveAspectRatio="none">${content}</svg>`;
    // Neither the tree nor the image is kept: the minor collection after the strip must find them dead.
    return new Resvg(svg, { font, background: '#ffffff', logLevel: 'off' }).render().pixels;
  };
  for (let top = 0; top < height; top += rowsPerStrip) {
    await png.addRows(drawStrip(top, Math.min(rowsPerStrip, height - top)));
    collectStrips();
  }
  return png.finish();
}

/** Items reaching this far beyond a strip are drawn with it: strokes and text estimates are not exact. */
const STRIP_SLACK_MM = 2;

/**
 * Where a unit may paint, in the coordinates it is placed in: a shape's own bounds, or a clipped group's
 * clip, moved and scaled as the group is (paintUnits opens every other group).
 */
function unitBounds(it: Item): Box | null {
  if (it.kind !== 'group') return itemBounds(it);
  const [tx, ty] = it.translate ?? [0, 0];
  const k = it.scale ?? 1;
  const c = it.clip;
  return c ? { x: tx + k * c.x, y: ty + k * c.y, w: k * c.w, h: k * c.h } : null;
}

function hasClip(items: readonly Item[]): boolean {
  return items.some((it) => it.kind === 'group' && (it.clip !== undefined || hasClip(it.items)));
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * An 8-bit RGB PNG (alpha dropped) written from rows of RGBA pixels, strip by strip, with its DPI in a
 * pHYs chunk. zlib compresses each strip on the thread pool while the next one is drawn.
 */
export class PngWriter {
  private readonly deflater = createDeflate({ level: DEFLATE_LEVEL });
  private readonly compressed: Buffer[] = [];
  private readonly done: Promise<void>;
  /** The last row given, which the next strip's first row is filtered against. */
  private previous: Uint32Array | null = null;
  /** Filtered strips zlib has finished reading, to be filled again. */
  private readonly spare: Buffer[] = [];
  private rowsSeen = 0;

  /** Bytes a pixel takes: 3 (RGB), or 1 (grey) for pages whose every pixel has R = G = B. */
  private readonly channels: 1 | 3;

  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly dpi: number,
    grey = false,
  ) {
    this.channels = grey ? 1 : 3;
    this.deflater.on('data', (c: Buffer) => this.compressed.push(c));
    this.done = new Promise((resolve, reject) => {
      this.deflater.on('end', resolve);
      this.deflater.on('error', reject);
    });
  }

  async addRows(rgba: Uint8Array): Promise<void> {
    const rowBytes = 4 * this.width;
    const rows = rgba.length / rowBytes;
    if (!Number.isInteger(rows) || this.rowsSeen + rows > this.height) throw new Error('PNG rows do not fit the image');
    this.rowsSeen += rows;
    const size = (this.channels * this.width + 1) * rows;
    let buffer = this.spare.pop();
    if (!buffer || buffer.length < size) buffer = Buffer.allocUnsafe(size);
    const filtered = filterUp(rgba, this.width, rows, this.previous, buffer.subarray(0, size), this.channels);
    this.previous = new Uint32Array(copyOf(rgba.subarray(rgba.length - rowBytes)).buffer);
    const written = this.deflater.write(filtered, () => this.spare.push(buffer));
    if (!written) await new Promise((resolve) => this.deflater.once('drain', resolve));
  }

  async finish(): Promise<Buffer> {
    if (this.rowsSeen !== this.height) throw new Error(`PNG has ${this.rowsSeen} of ${this.height} rows`);
    this.deflater.end();
    await this.done;
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(this.width, 0);
    ihdr.writeUInt32BE(this.height, 4);
    // 8 bits a sample; colour type 2 (RGB) or 0 (grey).
    ihdr.set([8, this.channels === 3 ? 2 : 0, 0, 0, 0], 8);
    const perMetre = Math.round(this.dpi / 0.0254);
    const phys = Buffer.alloc(9);
    phys.writeUInt32BE(perMetre, 0);
    phys.writeUInt32BE(perMetre, 4);
    phys[8] = 1;
    const idat = Buffer.concat(this.compressed);
    return Buffer.concat([
      SIGNATURE,
      chunk('IHDR', ihdr),
      chunk('pHYs', phys),
      chunk('IDAT', idat),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

// Level 3: about twice level 6's output on such pages (some 200 KB for A4 at 300 DPI), at a quarter of the time.
const DEFLATE_LEVEL = 3;

/**
 * PNG filter "Up" (each byte minus the one above; "None" for the image's first row), RGBA in, RGB or
 * grey out into `out`, (channels x width + 1) x rows bytes. Printed pages are mostly rows that repeat
 * the ones above: they cost a memcmp and stay zero. Other rows subtract four bytes at once (SWAR) and
 * pack four pixels into three words (RGB) or one (grey); both assume a little-endian machine, as every
 * Node platform is.
 *
 * The work is done a row per call: a loop over a whole strip would be optimised on the stack (OSR) with
 * the strip's arrays built in, and every garbage collection that frees them throws that code away (it
 * was compiled some 50 times over ECROS's kit).
 */
function filterUp(
  rgba: Uint8Array,
  width: number,
  rows: number,
  above: Uint32Array | null,
  out: Buffer,
  channels: 1 | 3,
): Buffer {
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : copyOf(rgba);
  const pixels = new Uint32Array(aligned.buffer, aligned.byteOffset, width * rows);
  const rowOut = channels * width + 1;
  for (let y = 0; y < rows; y++) {
    const row = pixels.subarray(y * width, (y + 1) * width);
    const prior = y > 0 ? pixels.subarray((y - 1) * width, y * width) : above;
    const o = y * rowOut;
    out[o] = prior ? 2 : 0;
    if (prior && Buffer.compare(bytes(row), bytes(prior)) === 0) out.fill(0, o + 1, o + rowOut);
    else if (channels === 3) rgbRow(row, prior, out, o + 1);
    else greyRow(row, prior, out, o + 1);
  }
  return out;
}

/**
 * A row's R, G, B bytes (each minus the one above, where there is a row above): four pixels' RGBA
 * words packed into three words, R0 G0 B0 R1 | G1 B1 R2 G2 | B2 R3 G3 B3, then copied into place at
 * once, since the output's rows are not word-aligned.
 */
function rgbRow(row: Uint32Array, prior: Uint32Array | null, out: Buffer, o: number): void {
  const width = row.length;
  const { words, wordBytes } = scratchFor(width);
  const quads = width >> 2;
  for (let i = 0, k = 0; i < 4 * quads; i += 4, k += 3) {
    const d0 = up(row, prior, i);
    const d1 = up(row, prior, i + 1);
    const d2 = up(row, prior, i + 2);
    const d3 = up(row, prior, i + 3);
    words[k] = (d0 & 0xffffff) | (d1 << 24);
    words[k + 1] = ((d1 >>> 8) & 0xffff) | (d2 << 16);
    words[k + 2] = ((d2 >>> 16) & 0xff) | (d3 << 8);
  }
  out.set(wordBytes.subarray(0, 12 * quads), o);
  for (let x = 4 * quads, p = o + 12 * quads; x < width; x++, p += 3) {
    const d = up(row, prior, x);
    out[p] = d;
    out[p + 1] = d >>> 8;
    out[p + 2] = d >>> 16;
  }
}

/** A grey row: each pixel's R byte (which its G and B equal), four pixels to a word. */
function greyRow(row: Uint32Array, prior: Uint32Array | null, out: Buffer, o: number): void {
  const width = row.length;
  const { words, wordBytes } = scratchFor(width);
  const quads = width >> 2;
  for (let i = 0, k = 0; k < quads; i += 4, k++) {
    words[k] =
      (up(row, prior, i) & 0xff) |
      ((up(row, prior, i + 1) & 0xff) << 8) |
      ((up(row, prior, i + 2) & 0xff) << 16) |
      (up(row, prior, i + 3) << 24);
  }
  out.set(wordBytes.subarray(0, 4 * quads), o);
  for (let x = 4 * quads, p = o + 4 * quads; x < width; x++, p++) out[p] = up(row, prior, x);
}

/**
 * Each byte of pixel x minus the one above it (the pixel itself on a first row), four bytes at once
 * (SWAR): `| 0` keeps the difference a 32-bit integer, as the optimised code wants. Equal pixels give 0.
 */
function up(row: Uint32Array, prior: Uint32Array | null, x: number): number {
  const a = row[x]!;
  if (!prior) return a;
  const b = prior[x]!;
  return (((a | 0x80808080) - (b & 0x7f7f7f7f)) | 0) ^ ((a ^ ~b) & 0x80808080);
}

/** The packed row, reused by every row of the thread's pages. */
let scratch = { words: new Uint32Array(0), wordBytes: new Uint8Array(0) };
function scratchFor(width: number): typeof scratch {
  const words = Math.ceil((3 * width) / 4);
  if (scratch.words.length < words) {
    const w = new Uint32Array(words);
    scratch = { words: w, wordBytes: new Uint8Array(w.buffer) };
  }
  return scratch;
}

const bytes = (a: Uint32Array): Uint8Array => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

/** A copy in a fresh, aligned ArrayBuffer (Buffer's slice() would share the memory). */
function copyOf(a: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length);
  out.set(a);
  return out;
}
