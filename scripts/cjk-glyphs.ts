/**
 * `npm run cjk-glyphs`: writes src/render/cjk-glyphs.ts, the outlines of the CJK characters that the
 * templates' traditional faces and river texts use (and a few more that the Shogi, Xiangqi and Janggi families name),
 * read from Noto Serif TC Bold in the @fontsource/noto-serif-tc dev dependency (SIL Open Font License
 * 1.1). The font ships as WOFF files, each a slice of Unicode: each character's slice is found by its
 * @font-face unicode-range, decompressed, and its TrueType contours written out as SVG path data. Rerun
 * it when a template's faces name a new character. The font is the Traditional Chinese one, which has
 * Xiangqi's and Janggi's characters; of Shogi's it lacks only the Japanese forms 将 and 歩, for which
 * the templates print the older forms 將 and 步, as many traditional koma do.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
const fontDir = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-serif-tc/package.json'));
const WEIGHT = 700;

/** Characters the Shogi, Xiangqi and Janggi families print beyond the templates' (minishogi to shogun, manchu). */
const EXTRA = '竜成仙';

/** Every character of every template's `faces` and river text. */
function templateCharacters(): string {
  const dir = join(root, 'templates');
  let chars = EXTRA;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    const def = parse(readFileSync(join(dir, file), 'utf8')) as {
      board?: { points?: { riverText?: string[] } };
      pieces?: { faces?: Record<string, unknown> }[];
    };
    for (const p of def.pieces ?? []) for (const v of Object.values(p.faces ?? {})) chars += [v].flat().join('');
    chars += (def.board?.points?.riverText ?? []).join('');
  }
  return [...new Set(chars)].sort().join('');
}

/** The WOFF file of each unicode-range slice, from the package's CSS. */
function slices(): { file: string; ranges: [number, number][] }[] {
  const css = readFileSync(join(fontDir, `${WEIGHT}.css`), 'utf8');
  return [...css.matchAll(/url\(\.\/files\/([^)]+\.woff)\)[^}]*unicode-range:([^;]+);/g)].map((m) => ({
    file: join(fontDir, 'files', m[1]!),
    ranges: m[2]!.split(',').map((r): [number, number] => {
      const [a, b] = r.trim().replace(/^U\+/i, '').split('-');
      return [Number.parseInt(a!, 16), Number.parseInt(b ?? a!, 16)];
    }),
  }));
}

/** A WOFF 1 file's tables, decompressed. */
function woffTables(data: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < data.readUInt16BE(12); i++) {
    const rec = 44 + 20 * i;
    const [offset, compressed, length] = [
      data.readUInt32BE(rec + 4),
      data.readUInt32BE(rec + 8),
      data.readUInt32BE(rec + 12),
    ];
    const raw = data.subarray(offset, offset + compressed);
    tables.set(data.toString('latin1', rec, rec + 4), compressed < length ? inflateSync(raw) : Buffer.from(raw));
  }
  return tables;
}

interface Outline {
  advance: number;
  /** SVG path data in font units, y down, the origin on the baseline at the glyph's left. */
  d: string;
  box: [number, number, number, number];
}

class Font {
  private readonly t: Map<string, Buffer>;
  readonly unitsPerEm: number;
  constructor(data: Buffer) {
    this.t = woffTables(data);
    this.unitsPerEm = this.table('head').readUInt16BE(18);
  }

  private table(tag: string): Buffer {
    const t = this.t.get(tag);
    if (!t) throw new Error(`font has no ${tag} table`);
    return t;
  }

  glyphOf(code: number): number {
    const cmap = this.table('cmap');
    for (let i = 0; i < cmap.readUInt16BE(2); i++) {
      const sub = cmap.readUInt32BE(4 + 8 * i + 4);
      const format = cmap.readUInt16BE(sub);
      if (format === 4) {
        const segs = cmap.readUInt16BE(sub + 6) / 2;
        for (let s = 0; s < segs; s++) {
          const end = cmap.readUInt16BE(sub + 14 + 2 * s);
          const start = cmap.readUInt16BE(sub + 16 + 2 * segs + 2 * s);
          if (code < start || code > end) continue;
          const delta = cmap.readUInt16BE(sub + 16 + 4 * segs + 2 * s);
          const roAt = sub + 16 + 6 * segs + 2 * s;
          const ro = cmap.readUInt16BE(roAt);
          if (ro === 0) return (code + delta) & 0xffff;
          const g = cmap.readUInt16BE(roAt + ro + 2 * (code - start));
          return g === 0 ? 0 : (g + delta) & 0xffff;
        }
      }
      if (format === 12) {
        for (let k = 0; k < cmap.readUInt32BE(sub + 12); k++) {
          const at = sub + 16 + 12 * k;
          const [start, end] = [cmap.readUInt32BE(at), cmap.readUInt32BE(at + 4)];
          if (code >= start && code <= end) return cmap.readUInt32BE(at + 8) + code - start;
        }
      }
    }
    return 0;
  }

  private glyphData(g: number): Buffer {
    const loca = this.table('loca');
    const long = this.table('head').readInt16BE(50) === 1;
    const [a, b] = long
      ? [loca.readUInt32BE(4 * g), loca.readUInt32BE(4 * g + 4)]
      : [2 * loca.readUInt16BE(2 * g), 2 * loca.readUInt16BE(2 * g + 2)];
    return this.table('glyf').subarray(a, b);
  }

  /** The glyph's contours as lists of on- and off-curve points, font units, y up. */
  private contours(g: number, dx = 0, dy = 0): { x: number; y: number; on: boolean }[][] {
    const d = this.glyphData(g);
    if (d.length === 0) return [];
    const n = d.readInt16BE(0);
    if (n < 0) {
      const out: { x: number; y: number; on: boolean }[][] = [];
      let p = 10;
      for (;;) {
        const flags = d.readUInt16BE(p);
        const part = d.readUInt16BE(p + 2);
        const words = flags & 1;
        if (!(flags & 2)) throw new Error('composite glyph placed by points');
        const ox = words ? d.readInt16BE(p + 4) : d.readInt8(p + 4);
        const oy = words ? d.readInt16BE(p + 6) : d.readInt8(p + 5);
        p += 4 + (words ? 4 : 2);
        if (flags & 0xc8) throw new Error('scaled composite glyph');
        out.push(...this.contours(part, dx + ox, dy + oy));
        if (!(flags & 0x20)) return out;
      }
    }
    const ends = Array.from({ length: n }, (_, i) => d.readUInt16BE(10 + 2 * i));
    const count = n ? ends[n - 1]! + 1 : 0;
    let p = 10 + 2 * n;
    p += 2 + d.readUInt16BE(p);
    const flags: number[] = [];
    while (flags.length < count) {
      const f = d.readUInt8(p++);
      flags.push(f);
      if (f & 8) for (let r = d.readUInt8(p++); r > 0; r--) flags.push(f);
    }
    const coords = (short: number, same: number): number[] => {
      let v = 0;
      return flags.map((f) => {
        if (f & short) v += f & same ? d.readUInt8(p++) : -d.readUInt8(p++);
        else if (!(f & same)) {
          v += d.readInt16BE(p);
          p += 2;
        }
        return v;
      });
    };
    const xs = coords(2, 16);
    const ys = coords(4, 32);
    let start = 0;
    return ends.map((end) => {
      const c = xs
        .slice(start, end + 1)
        .map((x, i) => ({ x: x + dx, y: ys[start + i]! + dy, on: (flags[start + i]! & 1) === 1 }));
      start = end + 1;
      return c;
    });
  }

  outline(code: number): Outline {
    const g = this.glyphOf(code);
    if (g === 0) throw new Error(`no glyph for ${String.fromCodePoint(code)}`);
    const hmtx = this.table('hmtx');
    const numH = this.table('hhea').readUInt16BE(34);
    const advance = hmtx.readUInt16BE(4 * Math.min(g, numH - 1));
    const parts: string[] = [];
    const all = this.contours(g);
    for (const c of all) parts.push(contourPath(c));
    const xs = all.flat().map((q) => q.x);
    const ys = all.flat().map((q) => -q.y);
    return { advance, d: parts.join(''), box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] };
  }
}

/** One TrueType contour as path data (y turned down): implied on-curve points between two off-curve ones. */
function contourPath(c: { x: number; y: number; on: boolean }[]): string {
  const firstOn = c.findIndex((q) => q.on);
  const pts = firstOn < 0 ? c : [...c.slice(firstOn), ...c.slice(0, firstOn)];
  const start = firstOn < 0 ? { x: (c[0]!.x + c[1]!.x) / 2, y: (c[0]!.y + c[1]!.y) / 2, on: true } : pts[0]!;
  const at = (q: { x: number; y: number }): string => `${q.x} ${-q.y}`;
  let d = `M${at(start)}`;
  let control: { x: number; y: number } | null = null;
  for (const q of [...pts.slice(firstOn < 0 ? 0 : 1), start]) {
    if (q.on) {
      d += control ? `Q${at(control)} ${at(q)}` : `L${at(q)}`;
      control = null;
    } else if (control) {
      const mid = { x: (control.x + q.x) / 2, y: (control.y + q.y) / 2 };
      d += `Q${at(control)} ${at(mid)}`;
      control = q;
    } else control = q;
  }
  return `${d}Z`;
}

const chars = templateCharacters();
const all = slices();
const glyphs: string[] = [];
let unitsPerEm = 0;
for (const ch of chars) {
  const code = ch.codePointAt(0)!;
  const slice = all.find((s) => s.ranges.some(([a, b]) => code >= a && code <= b));
  if (!slice) throw new Error(`Noto Serif TC has no ${ch}`);
  const font = new Font(readFileSync(slice.file));
  unitsPerEm = font.unitsPerEm;
  const o = font.outline(code);
  glyphs.push(`  '${ch}': { advance: ${o.advance}, box: [${o.box.join(', ')}], d: '${o.d}' },`);
}

writeFileSync(
  join(root, 'src/render/cjk-glyphs.ts'),
  `/**
 * Generated by scripts/cjk-glyphs.ts (npm run cjk-glyphs): do not edit. The outlines of the CJK
 * characters the traditional faces print, from Noto Serif TC Bold (${WEIGHT}), (c) Google Inc., under the
 * SIL Open Font License 1.1 (src/render/OFL-noto.txt), as SVG path data in font units, y down, origin on
 * the baseline at the glyph's left; box: xMin, yMin, xMax, yMax.
 */
export const CJK_UNITS_PER_EM = ${unitsPerEm};

export const CJK_GLYPHS: Readonly<Record<string, { advance: number; box: readonly number[]; d: string }>> = {
${glyphs.join('\n')}
};
`,
);
console.log(`${chars.length} glyphs: ${chars}`);
