/**
 * Reading PGN text: tag pairs, movetext with move numbers, comments `{...}` and `;...`, NAGs `$n`,
 * suffix annotations `!?`, recursive variations `( ... )` (parsed, then skipped) and results, for any
 * number of games in one text. Every token keeps its line and column (1-based). Each character is looked
 * at a bounded number of times, so reading is linear in the text whatever it holds (a tag value of many
 * megabytes, a line of brackets).
 *
 * Reading never throws. A syntax error becomes a value on its game with its position; the reader then
 * skips to the next line starting with a tag or past the next result, so the following games of a
 * multi-game file are still read. A game may lack its termination marker (hand-written records often
 * do); it then ends where the next tag section starts, or, in a game without tags, at a blank line.
 * A blank line also parts two tag sections (a game of tags only, then the next game).
 *
 * Leniency for records as they are found: dashes of any kind in results and moves (`1–0`, `O‑O` with a
 * non-breaking hyphen), `½-½`, and `ep` / `e.p.` after an en passant capture (`exf6ep`).
 */
import type { GameRecord, RecordError, RecordMove, RecordResult, RecordTag } from './records/record.js';
import { collapseSpaces, mapUnits, unescapeUnits } from './records/text.js';

export { findTag, tagValue } from './records/record.js';

export type PgnTag = RecordTag;
export type PgnToken = RecordMove;
export type PgnResult = RecordResult;
export type PgnSyntaxError = RecordError;
export type PgnGame = GameRecord;

const RESULTS: Record<string, PgnResult> = {
  '1-0': '1-0',
  '0-1': '0-1',
  '1/2-1/2': '1/2-1/2',
  '½-½': '1/2-1/2',
  '*': '*',
};

/** Hyphens and dashes other than "-" (U+2010 to U+2015, minus U+2212), read as "-". */
const isDash = (c: number): boolean => (c >= 0x2010 && c <= 0x2015) || c === 0x2212;
const dashToHyphen = (c: number): number => (isDash(c) ? 45 : c);

/** A result as written in movetext or a Result tag, any dash and `½-½` included, or undefined. */
export function readResult(text: string): PgnResult | undefined {
  const trimmed = text.trim();
  return trimmed.length <= 7 ? RESULTS[mapUnits(trimmed, dashToHyphen)] : undefined;
}

const isSpace = (c: number): boolean =>
  c === 32 || c === 9 || c === 13 || c === 12 || c === 11 || c === 0xa0 || c === 0xfeff;
/** White space inside a comment, line feeds included: read as one space. */
export const isCommentSpace = (c: number): boolean => c === 10 || isSpace(c);
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isTagNameChar = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || isDigit(c) || c === 95;
/** Characters of move and result tokens: SAN, the coordinate forms, annotation suffixes. */
function isSymbolChar(c: number): boolean {
  return (
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    isDigit(c) ||
    c === 45 /* - */ ||
    c === 43 /* + */ ||
    c === 35 /* # */ ||
    c === 61 /* = */ ||
    c === 58 /* : */ ||
    c === 47 /* / */ ||
    c === 64 /* @ */ ||
    c === 62 /* > */ ||
    c === 95 /* _ */ ||
    c === 33 /* ! */ ||
    c === 63 /* ? */ ||
    c === 0xbd /* ½ */ ||
    isDash(c)
  );
}
/**
 * A run of the characters isSymbolChar accepts (a RegExp runs through a long token many times faster than
 * a loop), and within a token a comma: a wall after the move, as Fairy-Stockfish and PyChess write Amazons
 * and duck chess (Qda1,b1).
 */
const SYMBOL_RUN = /[A-Za-z0-9+#=:/@>_,!?\u00bd\u2010-\u2015\u2212-]*/y;
const A_DASH = /[\u2010-\u2015\u2212]/;
/** What follows a piece letter in a USI drop: "*", a file digit, a rank letter, then no more of a word. */
const USI_DROP_REST = /^\*[1-9][a-z](?![A-Za-z0-9])/;
const isTokenChar = (c: number): boolean => c === 42 /* * */ || isSymbolChar(c);

/** The move of a token: without suffix annotations (`!?`) and an en passant mark (`ep`); "" for none. */
export function bareMove(word: string): string {
  let end = word.length;
  while (end > 0 && (word.charCodeAt(end - 1) === 33 || word.charCodeAt(end - 1) === 63)) end--;
  if (end >= 2 && word.startsWith('ep', end - 2) && (end === 2 || isDigit(word.charCodeAt(end - 3)))) end -= 2;
  return word.slice(0, end);
}

export function parsePgn(text: string): PgnGame[] {
  return readGames(text, 0, 1, 1).games;
}

/**
 * The games of `text` from index `from` (which stands on line `firstLine`, a line that starts at index 0
 * or after a line feed before `from`), numbered from `firstIndex`; with the index where each game begins.
 * Reading from the start of a game gives the games a read of the whole text gives: the streaming reader
 * (pgn-stream.ts) resumes this way at the last game of a chunk.
 */
export function readGames(
  text: string,
  from: number,
  firstLine: number,
  firstIndex: number,
): { games: PgnGame[]; starts: number[] } {
  const reader = new PgnReader(text, from, firstLine, firstIndex);
  reader.read();
  return { games: reader.games, starts: reader.starts };
}

class PgnReader {
  readonly games: PgnGame[] = [];
  readonly starts: number[] = [];
  private readonly n: number;
  private i: number;
  private line: number;
  private lineStart: number;
  /** Only white space so far on the current line. */
  private lineBlank = true;
  private game: PgnGame | null = null;
  /** Variation depth: moves inside ( ) are read but not kept. */
  private depth = 0;
  /** Where the outermost open variation began, for the error when it is never closed. */
  private variationLine = 0;
  private variationColumn = 0;
  /** After a movetext error: ignore everything up to a result or a line starting with a tag. */
  private skipping = false;
  /** A blank line since the current game's last tag (a tag now begins another game). */
  private blankAfterTags = false;
  /** The end of the line that starts at endOfLineFor (-1: not yet looked for). */
  private endOfLine = 0;
  private endOfLineFor = -1;

  constructor(
    private readonly text: string,
    from: number,
    firstLine: number,
    private readonly firstIndex: number,
  ) {
    this.n = text.length;
    this.i = from;
    this.line = firstLine;
    this.lineStart = text.lastIndexOf('\n', from - 1) + 1;
    for (let k = this.lineStart; k < from; k++) if (!isSpace(text.charCodeAt(k))) this.lineBlank = false;
  }

  read(): void {
    const text = this.text;
    while (this.i < this.n) {
      const c = text.charCodeAt(this.i);
      if (c === 10) this.lineFeed();
      else if (isSpace(c)) this.i++;
      else {
        const blankBefore = this.lineBlank;
        this.lineBlank = false;
        this.readSymbol(c, blankBefore);
      }
    }
    const last = this.game;
    if (last) this.end(last, this.line);
  }

  private column(at: number): number {
    return at - this.lineStart + 1;
  }

  private open(at: number): PgnGame {
    if (!this.game) {
      this.game = {
        format: 'pgn',
        index: this.firstIndex + this.games.length,
        line: this.line,
        column: this.column(at),
        tags: [],
        start: null,
        moves: [],
        result: null,
        error: null,
        endLine: this.line,
        warnings: [],
      };
      this.games.push(this.game);
      this.starts.push(at);
      this.depth = 0;
      this.blankAfterTags = false;
    }
    return this.game;
  }

  /** The game ends on `endLine`; a variation still open is its error. */
  private end(game: PgnGame, endLine: number): void {
    game.endLine = endLine;
    if (this.depth > 0 && !game.error && !this.skipping)
      game.error = {
        message: 'a variation "(" is not closed by ")"',
        line: this.variationLine,
        column: this.variationColumn,
      };
  }

  private close(endLine = this.line): void {
    if (this.game) this.end(this.game, endLine);
    this.game = null;
    this.depth = 0;
    this.skipping = false;
  }

  private fail(message: string, at: number, atLine = this.line, atLineStart = this.lineStart): void {
    const g = this.open(at);
    if (!g.error) g.error = { message, line: atLine, column: at - atLineStart + 1 };
  }

  private newline(at: number): void {
    this.line++;
    this.lineStart = at + 1;
    this.lineBlank = true;
  }

  private skipLine(): void {
    const next = this.text.indexOf('\n', this.i);
    this.i = next < 0 ? this.n : next;
  }

  private lineFeed(): void {
    const cur = this.game;
    if (cur && this.depth === 0 && this.lineBlank) {
      // A blank line ends a game without tags, and the tag section of a game without moves so far.
      if (cur.tags.length === 0 && (cur.moves.length > 0 || this.skipping)) this.close(this.line - 1);
      else if (cur.moves.length === 0 && !this.skipping) this.blankAfterTags = true;
    }
    this.newline(this.i);
    this.i++;
  }

  /** Reads from the non-space character `c`; `blankBefore`: only white space before it on its line. */
  private readSymbol(c: number, blankBefore: boolean): void {
    if (c === 37 /* % */ && this.i === this.lineStart)
      this.skipLine(); // escape line
    else if (c === 123 /* { */) this.readComment();
    else if (c === 59 /* ; */) {
      const at = this.i + 1;
      this.skipLine();
      this.comment(this.text.slice(at, this.i));
    } else if (c === 91 /* [ */) this.tagOrSkip(blankBefore);
    else if (this.skipping) this.skip(c);
    else if (c === 40 /* ( */) {
      this.open(this.i);
      if (this.depth++ === 0) {
        this.variationLine = this.line;
        this.variationColumn = this.column(this.i);
      }
      this.i++;
    } else if (c === 41 /* ) */) {
      if (this.depth === 0) {
        this.fail('")" closes no variation', this.i);
        this.skipping = true;
      } else this.depth--;
      this.i++;
    } else if (c === 36 /* $ */) this.readNag();
    else if (c === 46 /* . */)
      this.i++; // the periods of a move number
    else if (isTokenChar(c)) this.readToken(c);
    else {
      this.fail(`unexpected character "${String.fromCodePoint(this.text.codePointAt(this.i)!)}" in movetext`, this.i);
      this.skipping = true;
      this.i++;
    }
  }

  private readComment(): void {
    const startLine = this.line;
    const startLineStart = this.lineStart;
    const at = this.i;
    const text = this.text;
    const close = text.indexOf('}', at + 1);
    const end = close < 0 ? this.n : close;
    for (let k = text.indexOf('\n', at + 1); k >= 0 && k < end; k = text.indexOf('\n', k + 1)) this.newline(k);
    this.lineBlank = false;
    if (close < 0) {
      this.fail('comment "{" is not closed by "}"', at, startLine, startLineStart);
      this.i = this.n;
      return;
    }
    this.comment(text.slice(at + 1, close));
    this.i = close + 1;
  }

  /** A comment belongs to the last main-line move before it; white space in it is read as one space. */
  private comment(text: string): void {
    const move = this.depth === 0 && !this.skipping ? this.game?.moves.at(-1) : undefined;
    if (!move) return;
    const trimmed = collapseSpaces(text, isCommentSpace);
    if (trimmed) (move.comments ??= []).push(trimmed);
  }

  private tagOrSkip(blankBefore: boolean): void {
    const cur = this.game;
    if (this.skipping && !blankBefore) {
      this.i++;
      return;
    }
    // A tag after movetext begins the next game (the previous one lacked its termination marker).
    if (cur && (cur.moves.length > 0 || this.skipping || this.depth > 0 || this.blankAfterTags))
      this.close(blankBefore ? this.line - 1 : this.line);
    this.readTag();
  }

  /** After an error: a result at depth 0 ends the game; parentheses are counted, the rest passed over. */
  private skip(c: number): void {
    const text = this.text;
    if (isTokenChar(c)) {
      const start = this.i;
      while (this.i < this.n && isTokenChar(text.charCodeAt(this.i))) this.i++;
      if (this.depth === 0 && this.i - start <= 9 && readResult(text.slice(start, this.i)) !== undefined) this.close();
      return;
    }
    if (c === 40) this.depth++;
    else if (c === 41 && this.depth > 0) this.depth--;
    this.i++;
  }

  private readNag(): void {
    const at = this.i;
    this.i++;
    if (this.i >= this.n || !isDigit(this.text.charCodeAt(this.i))) {
      this.fail('"$" must be followed by a number (a NAG such as $1)', at);
      this.skipping = true;
      return;
    }
    while (this.i < this.n && isDigit(this.text.charCodeAt(this.i))) this.i++;
  }

  /** A move, a move number or a result. */
  private readToken(c: number): void {
    const text = this.text;
    const at = this.i;
    if (c === 42) this.i++;
    else {
      SYMBOL_RUN.lastIndex = at;
      SYMBOL_RUN.test(text);
      this.i = SYMBOL_RUN.lastIndex;
    }
    // A USI drop (B*4e, as Shogi records in PGN write them) is one word, not a piece letter and a result.
    if (this.i === at + 1 && USI_DROP_REST.test(text.slice(this.i, this.i + 4))) this.i += 3;
    const written = text.slice(at, this.i);
    let word = A_DASH.test(written) ? mapUnits(written, dashToHyphen) : written;
    const result = word.length <= 7 ? RESULTS[word] : undefined;
    if (result !== undefined) {
      if (this.depth > 0) return;
      const g = this.open(at);
      g.result = { text: result, line: this.line, column: this.column(at) };
      this.close();
      return;
    }
    if (isDigit(c) && /^[0-9]+$/.test(word)) return; // a move number (its periods follow)
    if (word.endsWith('e') && text.startsWith('.p.', this.i)) {
      this.i += 3; // "e.p." after an en passant capture, apart or not
      word = word.slice(0, -1);
    }
    const bare = bareMove(word);
    if (bare === '') return; // a suffix annotation or "ep" written apart
    const g = this.open(at);
    if (this.depth === 0) g.moves.push({ text: bare, line: this.line, column: this.column(at) });
  }

  private readTag(): void {
    const text = this.text;
    const g = this.open(this.i);
    const at = this.i;
    const bad = (message: string, where: number): void => {
      this.fail(message, where);
      this.skipLine(); // the rest of the line; the game goes on with its next tag or movetext
    };
    this.i++;
    this.skipSpaces();
    const nameStart = this.i;
    while (this.i < this.n && isTagNameChar(text.charCodeAt(this.i))) this.i++;
    const name = text.slice(nameStart, this.i);
    if (!name) return bad('a tag needs a name: [Name "value"]', this.i);
    this.skipSpaces();
    if (text.charCodeAt(this.i) !== 34) return bad(`tag ${name}: the value must be in double quotes`, this.i);
    this.i++;
    const valueColumn = this.column(this.i);
    const value = this.readTagValue();
    if (value === null) return bad(`tag ${name}: the value's closing quote is missing`, this.i);
    this.skipSpaces();
    if (text.charCodeAt(this.i) !== 93) return bad(`tag ${name}: "]" expected after the value`, this.i);
    this.i++;
    const tag = { name, value, line: this.line, column: this.column(at), valueColumn };
    g.tags.push(tag);
    if (!g.start && name.toLowerCase() === 'fen') g.start = { text: value, line: tag.line, column: valueColumn };
    this.blankAfterTags = false;
  }

  /** The value from after its opening quote to its closing one, unescaped; null at the end of the line. */
  private readTagValue(): string | null {
    const text = this.text;
    const start = this.i;
    const lineEnd = this.lineEnd();
    // From quote to quote by indexOf (many times faster than a character at a time on a long value);
    // a quote after an odd run of backslashes is escaped.
    for (let k = start; ; ) {
      const quote = text.indexOf('"', k);
      if (quote < 0 || quote > lineEnd) {
        this.i = lineEnd;
        return null;
      }
      let slashes = 0;
      while (quote - slashes - 1 >= start && text.charCodeAt(quote - slashes - 1) === 92) slashes++;
      if (slashes % 2 === 1) {
        k = quote + 1;
        continue;
      }
      const raw = text.slice(start, quote);
      this.i = quote + 1;
      return raw.includes('\\') ? unescapeUnits(raw, '"\\') : raw;
    }
  }

  /** Where the current line ends (its line feed, or the end of the text), found once per line. */
  private lineEnd(): number {
    if (this.endOfLineFor !== this.lineStart) {
      const feed = this.text.indexOf('\n', this.lineStart);
      this.endOfLine = feed < 0 ? this.n : feed;
      this.endOfLineFor = this.lineStart;
    }
    return this.endOfLine;
  }

  private skipSpaces(): void {
    while (this.i < this.n && isSpace(this.text.charCodeAt(this.i))) this.i++;
  }
}
