/**
 * Rewriting record text a code unit at a time into a buffer. A global RegExp replace with millions of
 * matches (a 32 MB comment of short words, a tag value of escaped quotes) takes V8 minutes and gigabytes;
 * these take one pass and twice the text's size.
 */

/** Builds a string from code units pushed one at a time. */
class Units {
  private readonly buffer: Uint16Array;
  length = 0;

  constructor(capacity: number) {
    this.buffer = new Uint16Array(capacity);
  }

  push(c: number): void {
    this.buffer[this.length++] = c;
  }

  toString(): string {
    const parts: string[] = [];
    for (let k = 0; k < this.length; k += 8192)
      // apply, not a spread: a spread walks the typed array with its iterator, several times slower.
      parts.push(String.fromCharCode.apply(null, this.buffer.subarray(k, Math.min(k + 8192, this.length)) as never));
    return parts.join('');
  }
}

/** `text` with each code unit `map` gives another for replaced (the same length). */
export function mapUnits(text: string, map: (c: number) => number): string {
  const out = new Units(text.length);
  for (let k = 0; k < text.length; k++) out.push(map(text.charCodeAt(k)));
  return out.toString();
}

/** `text` with each run of white space as one space, and none at either end. */
export function collapseSpaces(text: string, isSpace: (c: number) => boolean): string {
  const out = new Units(text.length);
  let space = false;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (isSpace(c)) space = out.length > 0;
    else {
      if (space) out.push(32);
      space = false;
      out.push(c);
    }
  }
  return out.toString();
}

/** `text` with a backslash before each of `chars` (a PGN tag value: `"` and `\`). */
export function escapeUnits(text: string, chars: string): string {
  const out = new Units(2 * text.length);
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (chars.includes(text[k]!)) out.push(92);
    out.push(c);
  }
  return out.toString();
}

/** `text` with each backslash that stands before one of `chars` left out. */
export function unescapeUnits(text: string, chars: string): string {
  const out = new Units(text.length);
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 92 && k + 1 < text.length && chars.includes(text[k + 1]!)) {
      out.push(text.charCodeAt(++k));
      continue;
    }
    out.push(c);
  }
  return out.toString();
}
