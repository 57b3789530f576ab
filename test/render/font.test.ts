import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { FONT_FILE, TrueTypeFont, theFont } from '../../src/render/font.js';
import { tempDir } from './measure.js';

const SAMPLE = 'Diagos Odd · Ultangent Even · AVATAR · ✂ glue · Äéñ 20×20 → B2';

function tables(font: Buffer): Map<string, { offset: number; length: number }> {
  const out = new Map<string, { offset: number; length: number }>();
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const rec = 12 + 16 * i;
    out.set(font.toString('latin1', rec, rec + 4), {
      offset: font.readUInt32BE(rec + 8),
      length: font.readUInt32BE(rec + 12),
    });
  }
  return out;
}

/** Text drawn by resvg with only the given font file. */
function raster(fontFile: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="60"><text x="5" y="40" font-size="28" font-family="DejaVu Sans">${SAMPLE}</text></svg>`;
  return Buffer.from(
    new Resvg(svg, {
      font: { fontFiles: [fontFile], loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
      background: '#fff',
    }).render().pixels,
  );
}

describe('the embedded font', () => {
  const full = theFont();
  const subset = full.subset(SAMPLE);

  it('cuts DejaVu Sans (757 KB) down to a few KB for a line of text', () => {
    expect(full.data.length).toBeGreaterThan(700_000);
    expect(subset.length).toBeLessThan(20_000);
  });

  it('keeps every character of the text, with the same advances and kerning', () => {
    const cut = new TrueTypeFont(subset);
    for (const ch of SAMPLE) expect(cut.hasChar(ch.codePointAt(0)!), ch).toBe(true);
    expect(cut.hasChar('Z'.codePointAt(0)!)).toBe(false);
    for (const word of SAMPLE.split(' ')) expect(cut.width(word, 10)).toBeCloseTo(full.width(word, 10), 9);
    // AV and TA kern: the kerned width is less than the sum of the letters.
    expect(cut.width('AVATAR', 10)).toBeLessThan([...'AVATAR'].reduce((w, c) => w + cut.width(c, 10), 0) - 0.5);
  });

  it('carries a cap height (OS/2 version 2), which pdfkit needs and DejaVu lacks', () => {
    const os2 = tables(subset).get('OS/2')!;
    expect(subset.readUInt16BE(os2.offset)).toBeGreaterThanOrEqual(2);
    expect(subset.readInt16BE(os2.offset + 88)).toBe(Math.round(full.capHeight * full.unitsPerEm));
    expect(full.capHeight).toBeGreaterThan(0.7);
    expect(full.capHeight).toBeLessThan(0.75);
  });

  it('has correct table checksums', () => {
    for (const [tag, { offset, length }] of tables(subset)) {
      if (tag === 'head') continue;
      let sum = 0;
      const padded = Buffer.concat([subset.subarray(offset, offset + length), Buffer.alloc((4 - (length % 4)) % 4)]);
      for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
      const rec = [...tables(subset).keys()].indexOf(tag);
      expect(subset.readUInt32BE(12 + 16 * rec + 4), tag).toBe(sum);
    }
  });

  it('draws the same pixels as the full font', () => {
    const file = join(tempDir(), 'subset.ttf');
    writeFileSync(file, subset);
    const a = raster(FONT_FILE);
    const b = raster(file);
    let differing = 0;
    for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 8) differing++;
    expect(differing).toBe(0);
    // And it is not blank.
    expect(a.some((v) => v < 100)).toBe(true);
  });
});
