import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theFont } from '../../src/render/font.js';
import { fitParagraph, wrapText } from '../../src/render/layout/text-wrap.js';

/** The obvious line breaker, re-measuring whole lines: slow, and the reference for the fast one on Latin text. */
function referenceWrap(text: string, width: number, size: number): string[] {
  const fits = (s: string): boolean => theFont().width(s, size) <= width + 1e-9;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while ([...line].length > 1 && !fits(line)) {
        const chars = [...line];
        let cut = chars.length - 1;
        while (cut > 1 && !fits(chars.slice(0, cut).join(''))) cut--;
        lines.push(chars.slice(0, cut).join(''));
        line = chars.slice(cut).join('');
      }
    }
    lines.push(line);
  }
  return lines;
}

afterEach(() => vi.restoreAllMocks());

describe('text wrapping', () => {
  it('breaks Latin text exactly where re-measuring whole lines does, kerning included', () => {
    const word = fc.stringMatching(/^[A-Za-z.,'"-]{1,14}$/);
    const text = fc
      .array(fc.oneof(word, fc.constant('\n'), fc.constant('AVAWAY'), fc.constant('To')), { maxLength: 30 })
      .map((w) => w.join(' '));
    fc.assert(
      fc.property(
        text,
        fc.double({ min: 2, max: 60, noNaN: true }),
        fc.constantFrom(2, 2.5, 3.1, 4),
        (t, width, size) => {
          expect(wrapText(t, width, size)).toEqual(referenceWrap(t, width, size));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('measures a long word in linear time: a few width look-ups per character, not per try', () => {
    const width = vi.spyOn(theFont(), 'width');
    for (const n of [300, 1200]) {
      width.mockClear();
      const lines = wrapText('m'.repeat(n), 40, 3);
      // One look-up for the character and one for the pair, whatever the length.
      expect(width.mock.calls.length).toBeLessThan(10);
      expect(lines.join('')).toBe('m'.repeat(n));
      for (const l of lines) expect(theFont().width(l, 3)).toBeLessThanOrEqual(40 + 1e-9);
    }
    width.mockClear();
    const text = Array.from({ length: 1200 }, (_, i) => String.fromCharCode(0x4e00 + (i % 500))).join('');
    const fit = fitParagraph(text, 50, 30, 3, 2);
    // Each distinct character and pair is measured once however often the sizes are tried.
    expect(width.mock.calls.length).toBeLessThan(3 * 1200);
    expect(fit.lines.length).toBeGreaterThan(1);
  });

  it('breaks CJK text between characters, never before a closing mark or after an opening one', () => {
    const text = '中文文本「引号」测试。还有英文 words mixed';
    const lines = wrapText(text, 12, 3);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
    for (const l of lines) {
      expect(theFont().width(l, 3)).toBeLessThanOrEqual(12 + 1e-9);
      expect(l[0]).not.toMatch(/[」。、]/);
      expect(l[l.length - 1]).not.toBe('「');
    }
    // The lines are full: the first character of the next would not have fitted.
    for (let i = 0; i + 1 < lines.length; i++) {
      const next =
        lines[i + 1]!.startsWith('w') || lines[i + 1]!.startsWith('m')
          ? ` ${lines[i + 1]!.split(' ')[0]}`
          : lines[i + 1]!.slice(0, lines[i + 1]![1] === '」' || lines[i + 1]![1] === '。' ? 2 : 1);
      expect(theFont().width(lines[i] + next, 3)).toBeGreaterThan(12);
    }
  });
});
