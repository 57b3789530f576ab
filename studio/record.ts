/**
 * The page's game records, written and numbered by the library's records API (src/api/record-text.ts,
 * records.ts): the game played as a record, its PGN and its text in the other formats that hold it, and
 * its moves with their numbers.
 */
import { Game } from '../src/api/game.js';
import { startPosition, toFen } from '../src/api/position.js';
import { numberedMoves, type WritableRecord, writeRecord } from '../src/api/record-text.js';
import { convertRecords, recordFormats } from '../src/api/records.js';
import { packDefinition, type Variant } from '../src/api/variant.js';

/**
 * The game as a record: the Variant tag, and the definition packed in a VariantDefinition tag when it is
 * not a template's as it comes (`definition`: its text), so that the CLI and the page play it by the same
 * rules; the start when not the variant's, the moves in SAN, the result.
 */
export function gameRecord(game: Game, definition?: string): WritableRecord {
  const result = game.outcome()?.result ?? '*';
  const v = game.start.variant;
  const start = toFen(game.start);
  return {
    tags: [
      { name: 'Event', value: 'fairyprint studio' },
      { name: 'Variant', value: v.id },
      ...(definition === undefined ? [] : [{ name: 'VariantDefinition', value: packDefinition(definition) }]),
      { name: 'Result', value: result },
    ],
    start: start === toFen(startPosition(v)) ? null : { text: start },
    moves: game.moves.map((m) => ({ text: m.san })),
    result: { text: result },
  };
}

/** The game as PGN text, or why PGN cannot hold it. */
export function gamePgn(game: Game, definition?: string): string {
  const text = writeRecord(gameRecord(game, definition));
  return text.ok ? text.value : text.error.message;
}

/** Each move of the game in SAN with its number ("12." for White, "12..." for Black), numbered from its start. */
export function gameMoves(game: Game): { number: string; text: string }[] {
  return numberedMoves({ start: { text: toFen(game.start) }, moves: game.moves.map((m) => ({ text: m.san })) });
}

/** A record format the page offers for a variant: its name and the extension of its files. */
export interface ExportFormat {
  name: string;
  extension: string;
}

/**
 * The formats of the library's record table a game of this variant can be written in: PGN for every
 * variant; KIF, KI2, CSA and USI for Shogi; ICCS and WXF for Xiangqi. Each is asked to write the
 * variant's start (the library's convertRecords decides, as `fairyprint convert` does).
 */
export function exportFormats(variant: Variant): ExportFormat[] {
  return recordFormats().flatMap((f) => exportFormat(variant, f.name) ?? []);
}

/** The record format of this name if it holds the variant's games, else null (one format asked at a time: a page's idle moment). */
export function exportFormat(variant: Variant, name: string): ExportFormat | null {
  const format = recordFormats().find((f) => f.name === name);
  const converted = convertRecords(gamePgn(new Game(startPosition(variant))), name, { variant });
  if (!format || !converted.ok || converted.value.games[0]?.text == null) return null;
  // ICCS and WXF are PGN files with moves of their own notation.
  return { name, extension: format.extensions[0] ?? '.pgn' };
}

/** The game written in a format of the record table (PGN as gamePgn writes it), and what the format left out. */
export function gameText(game: Game, format: string, definition?: string): { text: string; notWritten: string[] } {
  const pgn = gamePgn(game, definition);
  if (format === 'pgn') return { text: pgn, notWritten: [] };
  const converted = convertRecords(pgn, format, { variant: game.start.variant });
  if (!converted.ok) return { text: converted.error.message, notWritten: [] };
  const [written] = converted.value.games;
  if (!written || written.text === null)
    return { text: written?.refusal ?? written?.report.error?.reason ?? 'not written', notWritten: [] };
  return { text: written.text, notWritten: written.notWritten };
}
