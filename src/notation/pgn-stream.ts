/**
 * Reading PGN a game at a time from text that arrives in pieces (a file or standard input of any
 * size), in memory bounded by the largest game rather than the file. The text read so far is parsed;
 * every game but the last is complete (another game began after it); reading resumes at the start of
 * the last one when more text has come. A game that goes on for long is parsed again only each time
 * its text has doubled, so reading stays linear.
 *
 * A line longer than LINE_LIMIT is not kept: no record needs one (a game of 6,000 moves on one line is
 * under 100 kB), and holding a runaway line of a hostile file would take its size several times over.
 * Its first characters are read as usual and the rest is counted and dropped; the game it falls in is
 * then unreadable, with an error at that line naming its length, and reading goes on with the next game.
 */
import { type PgnGame, readGames } from './pgn.js';
import { emptyRecord } from './records/record.js';

/** Text parsed at once, at least (a few hundred short games). */
const MIN_PARSE = 1 << 17;
/** Characters of one line kept, at most. */
export const LINE_LIMIT = 1 << 20;
/** Characters of an over-long line given to the reader, so that the line reads as what it starts as. */
const CUT_PREFIX = 256;

interface CutLine {
  line: number;
  length: number;
}

/** `minParse`: text gathered before a parse, at least (small in tests, so every piece is parsed at once). */
export async function* streamPgn(
  pieces: AsyncIterable<string> | Iterable<string>,
  minParse = MIN_PARSE,
  lineLimit = LINE_LIMIT,
): AsyncGenerator<PgnGame> {
  /** Text not yet given out as games; it begins at the start of a line. */
  let buffer = '';
  /** Where reading resumes in `buffer`, on line `line` of the whole text (the line `buffer` starts on). */
  let from = 0;
  let line = 1;
  let emitted = 0;
  let parseAt = minParse;
  /** Where the line in progress starts in `buffer`. */
  let lineStart = 0;
  /** The over-long line being dropped, or null. */
  let cutting: CutLine | null = null;
  /** Over-long lines that ended, not yet given out with their games. */
  let cuts: CutLine[] = [];

  /** Reads the buffer; keeps the last game (and any on a line being dropped) unless the text is complete. */
  function* take(complete: boolean): Generator<PgnGame> {
    const { games, starts } = readGames(buffer, from, line, emitted + 1);
    let keep = complete ? games.length : Math.max(0, games.length - 1);
    while (cutting && keep > 0 && games[keep - 1]!.endLine >= cutting.line) keep--;
    let between = 0;
    for (let k = 0; k < keep; k++) {
      const game = games[k]!;
      // An over-long line outside every game (white space, as far as its first characters tell) is a game of its own.
      for (const c of cuts.filter((c) => c.line < game.line && c.line >= (k > 0 ? games[k - 1]!.endLine + 1 : 0)))
        yield cutGame(c, emitted + k + 1 + between++, lineLimit);
      game.index += between;
      yield markCut(game, cuts, lineLimit);
    }
    if (complete) {
      const after = keep > 0 ? games[keep - 1]!.endLine : 0;
      for (const c of cuts.filter((c) => c.line > after)) yield cutGame(c, emitted + keep + 1 + between++, lineLimit);
      return;
    }
    emitted += keep + between;
    const resume = keep < games.length ? starts[keep]! : buffer.length;
    for (let k = from; k < resume; k++) if (buffer.charCodeAt(k) === 10) line++;
    const cut = buffer.lastIndexOf('\n', resume - 1) + 1;
    buffer = buffer.slice(cut);
    lineStart -= cut;
    from = resume - cut;
    cuts = cuts.filter((c) => c.line >= line);
    parseAt = Math.max(minParse, 2 * buffer.length);
  }

  /** Adds `text` to the buffer, dropping what an over-long line holds past its first characters. */
  function append(text: string): void {
    const firstFeed = text.indexOf('\n');
    const lastFeed = text.lastIndexOf('\n');
    // The common case: no line can pass the limit (a line inside `text` is no longer than `text`).
    if (
      !cutting &&
      text.length <= lineLimit &&
      buffer.length - lineStart + (firstFeed < 0 ? text.length : firstFeed) <= lineLimit
    ) {
      if (lastFeed >= 0) lineStart = buffer.length + lastFeed + 1;
      buffer += text;
      return;
    }
    for (let at = 0; at < text.length; ) {
      const feed = text.indexOf('\n', at);
      const end = feed < 0 ? text.length : feed;
      if (cutting) cutting.length += end - at;
      else if (buffer.length - lineStart + end - at <= lineLimit) buffer += text.slice(at, end);
      else {
        const kept = buffer.length - lineStart;
        let number = line;
        for (let k = buffer.indexOf('\n'); k >= 0 && k < lineStart; k = buffer.indexOf('\n', k + 1)) number++;
        cutting = { line: number, length: kept + end - at };
        buffer =
          buffer.slice(0, lineStart + Math.min(kept, CUT_PREFIX)) +
          text.slice(at, Math.min(end, at + Math.max(0, CUT_PREFIX - kept)));
      }
      if (feed < 0) return;
      if (cutting) cuts.push(cutting);
      cutting = null;
      buffer += '\n';
      lineStart = buffer.length;
      at = feed + 1;
    }
  }

  for await (const piece of pieces) {
    append(piece);
    if (buffer.length >= parseAt) yield* take(false);
  }
  if (cutting) cuts.push(cutting);
  cutting = null;
  yield* take(true);
}

const count = (n: number): string => n.toLocaleString('en');
const cutError = (cut: CutLine, lineLimit: number) => ({
  line: cut.line,
  column: 1,
  message: `line ${cut.line} is ${count(cut.length)} characters long; a PGN line holds at most ${count(lineLimit)}`,
});

/** The game, made unreadable at the first over-long line it holds (an earlier error stays first). */
function markCut(game: PgnGame, cuts: readonly CutLine[], lineLimit: number): PgnGame {
  const cut = cuts.find((c) => c.line >= game.line && c.line <= game.endLine);
  if (!cut || (game.error && game.error.line < cut.line)) return game;
  game.error = cutError(cut, lineLimit);
  game.moves = game.moves.filter((m) => m.line < cut.line);
  if (game.result && game.result.line >= cut.line) game.result = null;
  return game;
}

function cutGame(cut: CutLine, index: number, lineLimit: number): PgnGame {
  return emptyRecord('pgn', index, cut.line, cutError(cut, lineLimit));
}
