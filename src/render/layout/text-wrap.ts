/**
 * Paragraphs broken into lines that fit a width, measured with the font that draws them, in time
 * linear in the text: widths are summed a character at a time in font units (advance plus the kerning
 * with the character before, exactly as the font measures a whole line), never re-measured per try.
 */
import { theFont } from '../font.js';

/** A piece of a paragraph that breaks only where it must: a word, or one CJK character. */
interface Piece {
  /** Code points. */
  chars: string[];
  /** Whether a space stands before it (else it follows the piece before directly, as CJK text does). */
  spaced: boolean;
}

/** Scripts written without spaces, where a line may break between any two characters. */
const CJK =
  /[\u1100-\u11ff\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3100-\u31ff\u3200-\u9fff\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u{20000}-\u{3ffff}]/u;
/** Characters that may not begin a line (closing marks, small kana) or end one (opening marks). */
const NO_BREAK_BEFORE = new Set([
  ...'、。，．・：；？！ー」』）】〕〉》〙〗｝］゛゜ゝゞ々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ…‥,.:;!?)]}',
]);
const NO_BREAK_AFTER = new Set([...'「『（【〔〈《〘〖｛［([{']);

function pieces(paragraph: string): Piece[] {
  const out: Piece[] = [];
  for (const word of paragraph.split(/\s+/)) {
    if (!word) continue;
    let current: Piece = { chars: [], spaced: out.length > 0 };
    out.push(current);
    let prev = '';
    for (const ch of word) {
      const breakable =
        current.chars.length > 0 &&
        (CJK.test(ch) || CJK.test(prev)) &&
        !NO_BREAK_BEFORE.has(ch) &&
        !NO_BREAK_AFTER.has(prev);
      if (breakable) {
        current = { chars: [], spaced: false };
        out.push(current);
      }
      current.chars.push(ch);
      prev = ch;
    }
  }
  return out;
}

/** Widths in font units: of a character alone, and of the kerning between two; remembered across calls. */
class Measure {
  private readonly font = theFont();
  private readonly em = this.font.unitsPerEm;
  private readonly alone = new Map<string, number>();
  private readonly pairs = new Map<string, number>();

  units(ch: string): number {
    let w = this.alone.get(ch);
    if (w === undefined) {
      w = Math.round(this.font.width(ch, this.em));
      this.alone.set(ch, w);
    }
    return w;
  }

  /** What `b` adds after `a`: its advance and the pair's kerning. */
  after(a: string, b: string): number {
    if (a === '') return this.units(b);
    const key = a + b;
    let w = this.pairs.get(key);
    if (w === undefined) {
      w = Math.round(this.font.width(key, this.em)) - this.units(a);
      if (this.pairs.size >= REMEMBERED) this.pairs.clear();
      this.pairs.set(key, w);
    }
    return w;
  }

  /** Whether `units` at `size` fit `width`, as the font would measure the line. */
  fits(units: number, size: number, width: number): boolean {
    return (units / this.em) * size <= width + 1e-9;
  }
}

/** Pairs of characters remembered at most (texts with more distinct pairs are measured again). */
const REMEMBERED = 100_000;
let shared: Measure | null = null;

/** Greedy line breaking at spaces (and between CJK characters); a word wider than the line is broken between characters. */
export function wrapText(text: string, width: number, size: number): string[] {
  const measure = (shared ??= new Measure());
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) lines.push(...wrapParagraph(pieces(paragraph), width, size, measure));
  return lines;
}

function wrapParagraph(parts: readonly Piece[], width: number, size: number, m: Measure): string[] {
  const lines: string[] = [];
  let line: string[] = [];
  let units = 0;
  let last = '';
  const breakLine = (): void => {
    lines.push(line.join(''));
    line = [];
    units = 0;
    last = '';
  };
  for (const piece of parts) {
    if (line.length > 0) {
      let added = 0;
      let prev = last;
      if (piece.spaced) {
        added += m.after(prev, ' ');
        prev = ' ';
      }
      for (const ch of piece.chars) {
        added += m.after(prev, ch);
        prev = ch;
      }
      if (m.fits(units + added, size, width)) {
        if (piece.spaced) line.push(' ');
        line.push(...piece.chars);
        units += added;
        last = prev;
        continue;
      }
      breakLine();
    }
    // At the start of a line: broken between characters where wider than the line, at least one character a line.
    for (const ch of piece.chars) {
      const w = m.after(last, ch);
      if (line.length > 0 && !m.fits(units + w, size, width)) breakLine();
      line.push(ch);
      units += line.length === 1 ? m.units(ch) : w;
      last = ch;
    }
  }
  lines.push(line.join(''));
  return lines;
}

/**
 * The lines of `text` at the largest size from `max` down to `min` (steps of 0.1 mm) whose `lineGap`-spaced
 * lines fit `height`; at `min` the lines that fit, the last cut short with an ellipsis.
 */
export function fitParagraph(
  text: string,
  width: number,
  height: number,
  max: number,
  min: number,
  lineGap = 1.25,
): { lines: string[]; size: number; cut: boolean } {
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
