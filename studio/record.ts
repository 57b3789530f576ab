/**
 * The page's game records, written and numbered by the library's records API (src/api/record-text.ts):
 * the game played as a record, its PGN, and its moves with their numbers.
 */
import type { Game } from '../src/api/game.js';
import { startPosition, toFen } from '../src/api/position.js';
import { numberedMoves, type WritableRecord, writeRecord } from '../src/api/record-text.js';
import { packDefinition } from '../src/api/variant.js';

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
