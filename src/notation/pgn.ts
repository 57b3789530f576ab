/**
 * Reading PGN text: tag pairs, movetext with move numbers, comments `{...}` and `;...`, NAGs `$n`,
 * suffix annotations `!?`, recursive variations `( ... )` (parsed, then skipped) and results, for any
 * number of games in one text. Every token keeps its line and column (1-based).
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

export interface PgnTag {
  name: string;
  value: string;
  line: number;
  column: number;
  /** Column of the first character of the value, inside the quotes. */
  valueColumn: number;
}

export interface PgnToken {
  text: string;
  line: number;
  column: number;
}

export type PgnResult = '1-0' | '0-1' | '1/2-1/2' | '*';

export interface PgnSyntaxError {
  message: string;
  line: number;
  column: number;
}

export interface PgnGame {
  /** 1-based position of the game in the text. */
  index: number;
  line: number;
  column: number;
  /** In the order written, unknown tags included. */
  tags: PgnTag[];
  /** Main-line moves as written, without move numbers and annotation suffixes. */
  moves: PgnToken[];
  result: (PgnToken & { text: PgnResult }) | null;
  /** The first syntax error of the game; its moves are then incomplete. */
  error: PgnSyntaxError | null;
}

export function tagValue(game: PgnGame, name: string): string | undefined {
  const lower = name.toLowerCase();
  return game.tags.find((t) => t.name.toLowerCase() === lower)?.value;
}

export function findTag(game: PgnGame, name: string): PgnTag | undefined {
  const lower = name.toLowerCase();
  return game.tags.find((t) => t.name.toLowerCase() === lower);
}

const RESULTS: Record<string, PgnResult> = {
  '1-0': '1-0',
  '0-1': '0-1',
  '1/2-1/2': '1/2-1/2',
  '½-½': '1/2-1/2',
  '*': '*',
};

/** Hyphens and dashes other than "-" (U+2010 to U+2015, minus U+2212), read as "-". */
const isDash = (c: number): boolean => (c >= 0x2010 && c <= 0x2015) || c === 0x2212;
const DASHES = /[\u2010-\u2015\u2212]/g;

/** A result as written in movetext or a Result tag, any dash and `½-½` included, or undefined. */
export function readResult(text: string): PgnResult | undefined {
  return RESULTS[text.trim().replace(DASHES, '-')];
}

const isSpace = (c: number): boolean =>
  c === 32 || c === 9 || c === 13 || c === 12 || c === 11 || c === 0xa0 || c === 0xfeff;
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
  const games: PgnGame[] = [];
  const starts: number[] = [];
  const n = text.length;
  let i = from;
  let line = firstLine;
  let lineStart = text.lastIndexOf('\n', from - 1) + 1;
  let game: PgnGame | null = null;
  /** Variation depth: moves inside ( ) are read but not kept. */
  let depth = 0;
  /** After a movetext error: ignore everything up to a result or a line starting with a tag. */
  let skipping = false;
  /** A blank line since the current game's last tag (a tag now begins another game). */
  let blankAfterTags = false;

  const column = (at: number): number => at - lineStart + 1;
  const open = (at: number): PgnGame => {
    if (!game) {
      game = {
        index: firstIndex + games.length,
        line,
        column: column(at),
        tags: [],
        moves: [],
        result: null,
        error: null,
      };
      games.push(game);
      starts.push(at);
      depth = 0;
      blankAfterTags = false;
    }
    return game;
  };
  const close = (): void => {
    game = null;
    depth = 0;
    skipping = false;
  };
  const fail = (message: string, at: number, atLine = line, atLineStart = lineStart): void => {
    const g = open(at);
    if (!g.error) g.error = { message, line: atLine, column: at - atLineStart + 1 };
  };
  const newline = (at: number): void => {
    line++;
    lineStart = at + 1;
  };
  const skipLine = (): void => {
    while (i < n && text.charCodeAt(i) !== 10) i++;
  };
  /** Whether only white space stands between the start of the line and `at`. */
  const startsLine = (at: number): boolean => {
    for (let k = lineStart; k < at; k++) if (!isSpace(text.charCodeAt(k))) return false;
    return true;
  };

  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      const cur = game as PgnGame | null;
      if (cur && depth === 0 && startsLine(i)) {
        // A blank line ends a game without tags, and the tag section of a game without moves so far.
        if (cur.tags.length === 0 && (cur.moves.length > 0 || skipping)) close();
        else if (cur.moves.length === 0 && !skipping) blankAfterTags = true;
      }
      newline(i);
      i++;
      continue;
    }
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === 37 /* % */ && i === lineStart) {
      skipLine(); // escape line
      continue;
    }
    if (c === 123 /* { */) {
      const startLine = line;
      const startLineStart = lineStart;
      const at = i;
      i++;
      while (i < n && text.charCodeAt(i) !== 125) {
        if (text.charCodeAt(i) === 10) newline(i);
        i++;
      }
      if (i >= n) {
        fail('comment "{" is not closed by "}"', at, startLine, startLineStart);
        break;
      }
      i++;
      continue;
    }
    if (c === 59 /* ; */) {
      skipLine();
      continue;
    }
    if (c === 91 /* [ */) {
      const cur = game as PgnGame | null;
      if (skipping && !startsLine(i)) {
        i++;
        continue;
      }
      // A tag after movetext begins the next game (the previous one lacked its termination marker).
      if (cur && (cur.moves.length > 0 || skipping || depth > 0 || blankAfterTags)) close();
      readTag();
      continue;
    }
    if (skipping) {
      if (isSymbolChar(c) || c === 42) {
        const start = i;
        while (i < n && (isSymbolChar(text.charCodeAt(i)) || text.charCodeAt(i) === 42)) i++;
        if (readResult(text.slice(start, i)) !== undefined && depth === 0) close();
      } else {
        if (c === 40) depth++;
        else if (c === 41 && depth > 0) depth--;
        i++;
      }
      continue;
    }
    if (c === 40 /* ( */) {
      open(i);
      depth++;
      i++;
      continue;
    }
    if (c === 41 /* ) */) {
      if (depth === 0) {
        fail('")" closes no variation', i);
        skipping = true;
      } else depth--;
      i++;
      continue;
    }
    if (c === 36 /* $ */) {
      const at = i;
      i++;
      if (i >= n || !isDigit(text.charCodeAt(i))) {
        fail('"$" must be followed by a number (a NAG such as $1)', at);
        skipping = true;
        continue;
      }
      while (i < n && isDigit(text.charCodeAt(i))) i++;
      continue;
    }
    if (c === 46 /* . */) {
      i++; // the periods of a move number
      continue;
    }
    if (c === 42 /* * */ || isSymbolChar(c)) {
      const at = i;
      if (c === 42) i++;
      else while (i < n && isSymbolChar(text.charCodeAt(i))) i++;
      let word = text.slice(at, i).replace(DASHES, '-');
      const result = RESULTS[word];
      if (result !== undefined) {
        if (depth > 0) continue;
        const g = open(at);
        g.result = { text: result, line, column: column(at) };
        close();
        continue;
      }
      if (isDigit(c) && /^[0-9]+$/.test(word)) continue; // a move number (its periods follow)
      if (word.endsWith('e') && text.startsWith('.p.', i)) {
        i += 3; // "e.p." after an en passant capture, apart or not
        word = word.slice(0, -1);
      }
      // "ep" after an en passant capture ("exf6ep"), or apart.
      const bare = word.replace(/[!?]+$/, '').replace(/(^|[0-9])ep$/, '$1');
      if (bare === '') continue; // a suffix annotation written apart
      const g = open(at);
      if (depth === 0) g.moves.push({ text: bare, line, column: column(at) });
      continue;
    }
    fail(`unexpected character "${String.fromCodePoint(text.codePointAt(i)!)}" in movetext`, i);
    skipping = true;
    i++;
  }
  const last = game as PgnGame | null;
  if (last && depth > 0 && !last.error && !skipping)
    last.error = { message: 'a variation "(" is not closed by ")"', line, column: column(i) };
  return { games, starts };

  function readTag(): void {
    const g = open(i);
    const at = i;
    const bad = (message: string, where: number): void => {
      fail(message, where);
      skipLine(); // the rest of the line; the game goes on with its next tag or movetext
    };
    i++;
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    const nameStart = i;
    while (i < n && isTagNameChar(text.charCodeAt(i))) i++;
    const name = text.slice(nameStart, i);
    if (!name) return bad('a tag needs a name: [Name "value"]', i);
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== 34) return bad(`tag ${name}: the value must be in double quotes`, i);
    i++;
    const valueColumn = column(i);
    let value = '';
    for (;;) {
      if (i >= n || text.charCodeAt(i) === 10) return bad(`tag ${name}: the value's closing quote is missing`, i);
      const ch = text.charCodeAt(i);
      if (ch === 92 /* \ */ && (text.charCodeAt(i + 1) === 34 || text.charCodeAt(i + 1) === 92)) {
        value += text[i + 1];
        i += 2;
        continue;
      }
      if (ch === 34) break;
      value += text[i];
      i++;
    }
    i++;
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== 93) return bad(`tag ${name}: "]" expected after the value`, i);
    i++;
    g.tags.push({ name, value, line, column: column(at), valueColumn });
    blankAfterTags = false;
  }
}
