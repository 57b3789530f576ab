/**
 * The one typeface of every output: DejaVu Sans from the dejavu-fonts-ttf package. A small TrueType
 * reader gives layout the advance widths and kerning it needs to fit names into counters, and cuts the
 * font down to the characters a scene uses, so each SVG and PDF embeds a few kilobytes instead of 740.
 * The subset keeps a legacy `kern` table (and an OS/2 table with a cap height, which pdfkit's fontkit
 * needs), so browsers, pdfkit and resvg (which loads the full file) space text alike.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const FONT_FAMILY = 'DejaVu Sans';
export const FONT_FILE = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

interface Table {
  offset: number;
  length: number;
}

export class TrueTypeFont {
  readonly data: Buffer;
  private readonly tables = new Map<string, Table>();
  readonly unitsPerEm: number;
  /** In em. */
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  readonly xHeight: number;
  private readonly numHMetrics: number;
  private readonly longLoca: boolean;
  private readonly cmap = new Map<number, number>();
  private readonly kerning = new Map<number, number>();

  constructor(data: Buffer) {
    this.data = data;
    const n = data.readUInt16BE(4);
    for (let i = 0; i < n; i++) {
      const rec = 12 + 16 * i;
      this.tables.set(data.toString('latin1', rec, rec + 4), {
        offset: data.readUInt32BE(rec + 8),
        length: data.readUInt32BE(rec + 12),
      });
    }
    const head = this.table('head').offset;
    this.unitsPerEm = data.readUInt16BE(head + 18);
    this.longLoca = data.readInt16BE(head + 50) === 1;
    const hhea = this.table('hhea').offset;
    this.ascent = data.readInt16BE(hhea + 4) / this.unitsPerEm;
    this.descent = data.readInt16BE(hhea + 6) / this.unitsPerEm;
    this.numHMetrics = data.readUInt16BE(hhea + 34);
    this.readCmap();
    this.readKern();
    // DejaVu's OS/2 table predates the cap-height field: measure the glyphs instead.
    this.capHeight = this.glyphTop(this.glyphOf(0x48)) / this.unitsPerEm;
    this.xHeight = this.glyphTop(this.glyphOf(0x78)) / this.unitsPerEm;
  }

  private table(tag: string): Table {
    const t = this.tables.get(tag);
    if (!t) throw new Error(`font has no ${tag} table`);
    return t;
  }

  private readCmap(): void {
    const d = this.data;
    const base = this.table('cmap').offset;
    const count = d.readUInt16BE(base + 2);
    for (let i = 0; i < count; i++) {
      const rec = base + 4 + 8 * i;
      if (d.readUInt16BE(rec) !== 3 || d.readUInt16BE(rec + 2) !== 1) continue;
      const sub = base + d.readUInt32BE(rec + 4);
      if (d.readUInt16BE(sub) !== 4) continue;
      const segCount = d.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + 2 * segCount + 2;
      const deltas = starts + 2 * segCount;
      const rangeOffsets = deltas + 2 * segCount;
      for (let s = 0; s < segCount; s++) {
        const end = d.readUInt16BE(ends + 2 * s);
        const start = d.readUInt16BE(starts + 2 * s);
        const delta = d.readUInt16BE(deltas + 2 * s);
        const ro = d.readUInt16BE(rangeOffsets + 2 * s);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let g: number;
          if (ro === 0) g = (c + delta) & 0xffff;
          else {
            g = d.readUInt16BE(rangeOffsets + 2 * s + ro + 2 * (c - start));
            if (g !== 0) g = (g + delta) & 0xffff;
          }
          if (g !== 0) this.cmap.set(c, g);
        }
      }
      return;
    }
    throw new Error('font has no Unicode BMP cmap');
  }

  private readKern(): void {
    const t = this.tables.get('kern');
    if (!t) return;
    const d = this.data;
    let p = t.offset + 4;
    for (let i = d.readUInt16BE(t.offset + 2); i > 0; i--) {
      const length = d.readUInt16BE(p + 2);
      const coverage = d.readUInt16BE(p + 4);
      // Format 0, horizontal, not cross-stream: plain pair adjustments.
      if (coverage >> 8 === 0 && (coverage & 0x5) === 0x1) {
        const pairs = d.readUInt16BE(p + 6);
        for (let k = 0; k < pairs; k++) {
          const q = p + 14 + 6 * k;
          this.kerning.set(d.readUInt32BE(q), d.readInt16BE(q + 4));
        }
      }
      p += length;
    }
  }

  glyphOf(codePoint: number): number {
    return this.cmap.get(codePoint) ?? 0;
  }

  hasChar(codePoint: number): boolean {
    return this.cmap.has(codePoint);
  }

  private advance(glyph: number): number {
    return this.data.readUInt16BE(this.table('hmtx').offset + 4 * Math.min(glyph, this.numHMetrics - 1));
  }

  private leftBearing(glyph: number): number {
    const hmtx = this.table('hmtx').offset;
    return glyph < this.numHMetrics
      ? this.data.readInt16BE(hmtx + 4 * glyph + 2)
      : this.data.readInt16BE(hmtx + 4 * this.numHMetrics + 2 * (glyph - this.numHMetrics));
  }

  private glyphRange(glyph: number): [number, number] {
    const loca = this.table('loca').offset;
    const glyf = this.table('glyf').offset;
    return this.longLoca
      ? [glyf + this.data.readUInt32BE(loca + 4 * glyph), glyf + this.data.readUInt32BE(loca + 4 * glyph + 4)]
      : [glyf + 2 * this.data.readUInt16BE(loca + 2 * glyph), glyf + 2 * this.data.readUInt16BE(loca + 2 * glyph + 2)];
  }

  private glyphTop(glyph: number): number {
    const [start, end] = this.glyphRange(glyph);
    return end > start ? this.data.readInt16BE(start + 8) : 0;
  }

  /** Width of a line of text at the given size, kerned as every backend kerns it. */
  width(text: string, size: number): number {
    let units = 0;
    let prev = -1;
    for (const ch of text) {
      const g = this.glyphOf(ch.codePointAt(0)!);
      units += this.advance(g);
      if (prev >= 0) units += this.kerning.get(prev * 65536 + g) ?? 0;
      prev = g;
    }
    return (units / this.unitsPerEm) * size;
  }

  /** A complete TrueType font holding only the glyphs of these characters (and the glyphs they use). */
  subset(text: string): Buffer {
    const codes = [...new Set([...text].map((c) => c.codePointAt(0)!))]
      .filter((c) => this.cmap.has(c))
      .sort((a, b) => a - b);
    const order: number[] = [0];
    const newId = new Map<number, number>([[0, 0]]);
    const take = (g: number): void => {
      if (newId.has(g)) return;
      newId.set(g, order.length);
      order.push(g);
      for (const part of this.components(g)) take(part);
    };
    for (const c of codes) take(this.glyphOf(c));

    const d = this.data;
    const glyphs = order.map((g) => {
      const [start, end] = this.glyphRange(g);
      const copy = Buffer.from(d.subarray(start, end));
      this.renumberComponents(copy, newId);
      return copy;
    });
    const glyf = Buffer.concat(glyphs.map((g) => pad4(g)));
    const loca = Buffer.alloc(4 * (order.length + 1));
    let at = 0;
    glyphs.forEach((g, i) => {
      loca.writeUInt32BE(at, 4 * i);
      at += pad4(g).length;
    });
    loca.writeUInt32BE(at, 4 * order.length);

    const hmtx = Buffer.alloc(4 * order.length);
    order.forEach((g, i) => {
      hmtx.writeUInt16BE(this.advance(g), 4 * i);
      hmtx.writeInt16BE(this.leftBearing(g), 4 * i + 2);
    });

    const head = this.copy('head');
    head.writeUInt32BE(0, 8);
    head.writeInt16BE(1, 50);
    const hhea = this.copy('hhea');
    hhea.writeUInt16BE(order.length, 34);
    const maxp = this.copy('maxp');
    maxp.writeUInt16BE(order.length, 4);

    const out: [string, Buffer][] = [
      ['OS/2', this.os2(codes)],
      ['cmap', cmap4(codes.map((c) => [c, newId.get(this.glyphOf(c))!]))],
      ['glyf', glyf],
      ['head', head],
      ['hhea', hhea],
      ['hmtx', hmtx],
      ['loca', loca],
      ['maxp', maxp],
      ['name', this.names()],
      ['post', this.post()],
    ];
    const kern = this.kernSubset(newId);
    if (kern) out.push(['kern', kern]);
    for (const tag of ['cvt ', 'fpgm', 'gasp', 'prep']) if (this.tables.has(tag)) out.push([tag, this.copy(tag)]);
    out.sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return assemble(out);
  }

  private copy(tag: string): Buffer {
    const t = this.table(tag);
    return Buffer.from(this.data.subarray(t.offset, t.offset + t.length));
  }

  /** Glyphs a composite glyph is made of. */
  private components(glyph: number): number[] {
    const [start, end] = this.glyphRange(glyph);
    if (end - start < 10 || this.data.readInt16BE(start) >= 0) return [];
    const parts: number[] = [];
    forEachComponent(this.data.subarray(start, end), (at) => parts.push(this.data.readUInt16BE(start + at)));
    return parts;
  }

  private renumberComponents(glyph: Buffer, newId: Map<number, number>): void {
    if (glyph.length < 10 || glyph.readInt16BE(0) >= 0) return;
    forEachComponent(glyph, (at) => glyph.writeUInt16BE(newId.get(glyph.readUInt16BE(at))!, at));
  }

  /** OS/2 raised to version 2 so readers find the cap and x heights. */
  private os2(codes: number[]): Buffer {
    const old = this.copy('OS/2');
    const t = Buffer.alloc(96);
    old.copy(t, 0, 0, Math.min(old.length, 86));
    t.writeUInt16BE(Math.max(2, old.readUInt16BE(0)), 0);
    t.writeUInt16BE(codes[0] ?? 0x20, 64);
    t.writeUInt16BE(codes[codes.length - 1] ?? 0x20, 66);
    t.writeInt16BE(Math.round(this.xHeight * this.unitsPerEm), 86);
    t.writeInt16BE(Math.round(this.capHeight * this.unitsPerEm), 88);
    t.writeUInt16BE(0, 90);
    t.writeUInt16BE(0x20, 92);
    t.writeUInt16BE(2, 94);
    return t;
  }

  /** The kerning pairs among the kept glyphs, or null when there are none. */
  private kernSubset(newId: Map<number, number>): Buffer | null {
    const pairs: [number, number][] = [];
    for (const [key, value] of this.kerning) {
      const l = newId.get(key >>> 16);
      const r = newId.get(key & 0xffff);
      if (l !== undefined && r !== undefined) pairs.push([l * 65536 + r, value]);
    }
    if (pairs.length === 0) return null;
    pairs.sort((a, b) => a[0] - b[0]);
    const t = Buffer.alloc(4 + 14 + 6 * pairs.length);
    t.writeUInt16BE(0, 0);
    t.writeUInt16BE(1, 2);
    t.writeUInt16BE(0, 4);
    t.writeUInt16BE(14 + 6 * pairs.length, 6);
    t.writeUInt16BE(0x0001, 8);
    writeSearchHeader(t, 10, pairs.length, 6);
    pairs.forEach(([key, value], i) => {
      t.writeUInt32BE(key, 18 + 6 * i);
      t.writeInt16BE(value, 22 + 6 * i);
    });
    return t;
  }

  /** The Windows English names 0 to 6 (copyright, family, style, id, full name, version, PostScript). */
  private names(): Buffer {
    const d = this.data;
    const base = this.table('name').offset;
    const count = d.readUInt16BE(base + 2);
    const strings = base + d.readUInt16BE(base + 4);
    const kept: { rec: Buffer; text: Buffer }[] = [];
    for (let i = 0; i < count; i++) {
      const rec = base + 6 + 12 * i;
      const [platform, encoding, language, nameId] = [0, 2, 4, 6].map((o) => d.readUInt16BE(rec + o));
      if (platform !== 3 || encoding !== 1 || language !== 0x409 || nameId! > 6) continue;
      const length = d.readUInt16BE(rec + 8);
      const offset = d.readUInt16BE(rec + 10);
      kept.push({
        rec: Buffer.from(d.subarray(rec, rec + 12)),
        text: Buffer.from(d.subarray(strings + offset, strings + offset + length)),
      });
    }
    const header = Buffer.alloc(6);
    header.writeUInt16BE(kept.length, 2);
    header.writeUInt16BE(6 + 12 * kept.length, 4);
    let at = 0;
    for (const k of kept) {
      k.rec.writeUInt16BE(at, 10);
      at += k.text.length;
    }
    return Buffer.concat([header, ...kept.map((k) => k.rec), ...kept.map((k) => k.text)]);
  }

  /** post version 3: metrics without glyph names. */
  private post(): Buffer {
    const t = Buffer.alloc(32);
    this.copy('post').copy(t, 0, 0, 32);
    t.writeUInt32BE(0x00030000, 0);
    return t;
  }
}

/** Calls back with the offset of each component's glyph index in a composite glyph. */
function forEachComponent(glyph: Buffer, visit: (offset: number) => void): void {
  let p = 10;
  for (;;) {
    const flags = glyph.readUInt16BE(p);
    visit(p + 2);
    p += 4 + (flags & 0x1 ? 4 : 2);
    if (flags & 0x8) p += 2;
    else if (flags & 0x40) p += 4;
    else if (flags & 0x80) p += 8;
    if (!(flags & 0x20)) return;
  }
}

function pad4(b: Buffer): Buffer {
  return b.length % 4 === 0 ? b : Buffer.concat([b, Buffer.alloc(4 - (b.length % 4))]);
}

/** searchRange, entrySelector, rangeShift for a binary-searchable array of n entries of `size` bytes. */
function writeSearchHeader(t: Buffer, at: number, n: number, size: number): void {
  let pow = n > 0 ? 1 : 0;
  let log = 0;
  while (pow * 2 <= n) {
    pow *= 2;
    log++;
  }
  t.writeUInt16BE(n, at);
  t.writeUInt16BE(pow * size, at + 2);
  t.writeUInt16BE(log, at + 4);
  t.writeUInt16BE((n - pow) * size, at + 6);
}

/** A cmap with one Windows Unicode BMP subtable (format 4), one segment per run of consecutive codes. */
function cmap4(map: [number, number][]): Buffer {
  const segs: { start: number; end: number; delta: number }[] = [];
  for (const [c, g] of map) {
    const last = segs[segs.length - 1];
    if (last && c === last.end + 1 && ((g - c) & 0xffff) === last.delta) last.end = c;
    else segs.push({ start: c, end: c, delta: (g - c) & 0xffff });
  }
  segs.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const n = segs.length;
  const sub = Buffer.alloc(16 + 8 * n);
  sub.writeUInt16BE(4, 0);
  sub.writeUInt16BE(sub.length, 2);
  const pow = 2 ** Math.floor(Math.log2(n));
  sub.writeUInt16BE(2 * n, 6);
  sub.writeUInt16BE(2 * pow, 8);
  sub.writeUInt16BE(Math.log2(pow), 10);
  sub.writeUInt16BE(2 * n - 2 * pow, 12);
  segs.forEach((s, i) => {
    sub.writeUInt16BE(s.end, 14 + 2 * i);
    sub.writeUInt16BE(s.start, 16 + 2 * n + 2 * i);
    sub.writeUInt16BE(s.delta, 16 + 4 * n + 2 * i);
  });
  const head = Buffer.alloc(12);
  head.writeUInt16BE(1, 2);
  head.writeUInt16BE(3, 4);
  head.writeUInt16BE(1, 6);
  head.writeUInt32BE(12, 8);
  return Buffer.concat([head, sub]);
}

function checksum(b: Buffer): number {
  const p = pad4(b);
  let sum = 0;
  for (let i = 0; i < p.length; i += 4) sum = (sum + p.readUInt32BE(i)) >>> 0;
  return sum;
}

function assemble(tables: [string, Buffer][]): Buffer {
  const header = Buffer.alloc(12 + 16 * tables.length);
  header.writeUInt32BE(0x00010000, 0);
  writeSearchHeader(header, 4, tables.length, 16);
  let offset = header.length;
  tables.forEach(([tag, data], i) => {
    const rec = 12 + 16 * i;
    header.write(tag, rec, 'latin1');
    header.writeUInt32BE(checksum(data), rec + 4);
    header.writeUInt32BE(offset, rec + 8);
    header.writeUInt32BE(data.length, rec + 12);
    offset += pad4(data).length;
  });
  const font = Buffer.concat([header, ...tables.map(([, data]) => pad4(data))]);
  const headAt = header.readUInt32BE(12 + 16 * tables.findIndex(([tag]) => tag === 'head') + 8);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headAt + 8);
  return font;
}

let loaded: TrueTypeFont | null = null;

export function theFont(): TrueTypeFont {
  loaded ??= new TrueTypeFont(readFileSync(FONT_FILE));
  return loaded;
}

/** The font given as bytes, where there is no file to read it from (the studio page, in a browser). */
export function useFontData(data: Uint8Array): void {
  loaded = new TrueTypeFont(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
}
