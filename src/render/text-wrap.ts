/** Paragraphs broken into lines that fit a width, measured with the font that draws them. */
import { theFont } from './font.js';

/** Greedy line breaking at spaces; a word wider than the line is broken between characters. */
export function wrapText(text: string, width: number, size: number): string[] {
  const font = theFont();
  const fits = (s: string): boolean => font.width(s, size) <= width + 1e-9;
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
      // At least one character a line, however narrow the width.
      while (line.length > 1 && !fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * The lines of `text` at the largest size from `max` down to `min` (steps of 0.1 mm) whose `lineGap`-spaced
 * lines fit `height`; at `min` the lines that fit, the last cut short with an ellipsis.
 */
export function fitParagraph(text: string, width: number, height: number, max: number, min: number, lineGap = 1.25): { lines: string[]; size: number; cut: boolean } {
  for (let tenth = Math.round(max * 10); tenth >= Math.round(min * 10); tenth--) {
    const size = tenth / 10;
    const lines = wrapText(text, width, size);
    if (linesHeight(lines.length, size, lineGap) <= height + 1e-9) return { lines, size, cut: false };
  }
  const lines = wrapText(text, width, min);
  const room = Math.max(1, Math.floor((height - theFont().capHeight * min) / (min * lineGap)) + 1);
  if (lines.length <= room) return { lines, size: min, cut: false };
  const kept = lines.slice(0, room);
  let last = `${kept[room - 1]!} …`;
  while (last.length > 2 && theFont().width(last, min) > width) last = `${last.slice(0, -3).trimEnd()} …`;
  kept[room - 1] = last;
  return { lines: kept, size: min, cut: true };
}

/** Height from the first line's cap top to the last line's baseline. */
export function linesHeight(count: number, size: number, lineGap = 1.25): number {
  return count === 0 ? 0 : theFont().capHeight * size + (count - 1) * size * lineGap;
}
