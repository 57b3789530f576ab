/**
 * Reading PGN a game at a time from text that arrives in pieces (a file or standard input of any
 * size), in memory bounded by the largest game rather than the file. The text read so far is parsed;
 * every game but the last is complete (another game began after it); reading resumes at the start of
 * the last one when more text has come. A game that goes on for long is parsed again only each time
 * its text has doubled, so reading stays linear.
 */
import { type PgnGame, readGames } from './pgn.js';

/** Text parsed at once, at least (a few hundred short games). */
const MIN_PARSE = 1 << 17;

/** `minParse`: text gathered before a parse, at least (small in tests, so every piece is parsed at once). */
export async function* streamPgn(
  pieces: AsyncIterable<string> | Iterable<string>,
  minParse = MIN_PARSE,
): AsyncGenerator<PgnGame> {
  /** Text not yet given out as games; it begins at the start of a line. */
  let buffer = '';
  /** Where reading resumes in `buffer`, on line `line` of the whole text. */
  let from = 0;
  let line = 1;
  let emitted = 0;
  let parseAt = minParse;

  /** Reads the buffer; keeps the last game unless the text is complete. */
  function* take(complete: boolean): Generator<PgnGame> {
    const { games, starts } = readGames(buffer, from, line, emitted + 1);
    const keep = complete ? games.length : Math.max(0, games.length - 1);
    for (let k = 0; k < keep; k++) yield games[k]!;
    emitted += keep;
    if (complete) return;
    const resume = keep < games.length ? starts[keep]! : buffer.length;
    for (let k = from; k < resume; k++) if (buffer.charCodeAt(k) === 10) line++;
    const cut = buffer.lastIndexOf('\n', resume - 1) + 1;
    buffer = buffer.slice(cut);
    from = resume - cut;
    parseAt = Math.max(minParse, 2 * buffer.length);
  }

  for await (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= parseAt) yield* take(false);
  }
  yield* take(true);
}
