/**
 * PNG backend: a page rasterised by resvg at the chosen DPI, from the SVG backend's output asked for at
 * exact pixel dimensions (page mm x DPI / 25.4, rounded). The encoder is our own: resvg writes no pHYs
 * chunk (so image programs would not know the print size), and its encoder runs on the main thread,
 * while zlib's deflate here runs on the thread pool beside the next page's rasterisation. Pages are
 * opaque, so the PNG is RGB.
 */
import { renderAsync } from '@resvg/resvg-js';
import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';
import { FONT_FAMILY, FONT_FILE } from './font.js';
import type { Page } from './scene.js';
import { pageToSvg } from './svg.js';

const deflateAsync = promisify(deflate);

export function pixelSize(page: { width: number; height: number }, dpi: number): { width: number; height: number } {
  return { width: Math.round((page.width * dpi) / 25.4), height: Math.round((page.height * dpi) / 25.4) };
}

export async function pageToPng(page: Page, title: string, dpi: number): Promise<Buffer> {
  const svg = pageToSvg(page, title, { font: null, pixels: pixelSize(page, dpi) });
  const image = await renderAsync(svg, {
    font: { fontFiles: [FONT_FILE], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY },
    background: '#ffffff',
    logLevel: 'off',
  });
  return encodePng(image.pixels, image.width, image.height, dpi);
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

/** An 8-bit RGB PNG of RGBA pixels (alpha dropped), with its DPI in a pHYs chunk. */
export async function encodePng(rgba: Uint8Array, width: number, height: number, dpi: number): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const perMetre = Math.round(dpi / 0.0254);
  const phys = Buffer.alloc(9);
  phys.writeUInt32BE(perMetre, 0);
  phys.writeUInt32BE(perMetre, 4);
  phys[8] = 1;
  // Filter "Up" on every row but the first: printed pages are mostly rows that repeat the row above.
  const stride = 3 * width + 1;
  const raw = Buffer.allocUnsafe(stride * height);
  for (let y = 0; y < height; y++) {
    let o = y * stride;
    let i = y * width * 4;
    if (y === 0) {
      raw[o++] = 0;
      for (let x = 0; x < width; x++, i += 4) {
        raw[o++] = rgba[i]!;
        raw[o++] = rgba[i + 1]!;
        raw[o++] = rgba[i + 2]!;
      }
      continue;
    }
    raw[o++] = 2;
    for (let x = 0, p = i - width * 4; x < width; x++, i += 4, p += 4) {
      raw[o++] = (rgba[i]! - rgba[p]!) & 0xff;
      raw[o++] = (rgba[i + 1]! - rgba[p + 1]!) & 0xff;
      raw[o++] = (rgba[i + 2]! - rgba[p + 2]!) & 0xff;
    }
  }
  const idat = await deflateAsync(raw, { level: 6 });
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('pHYs', phys), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}
