/** The page's game records: the game played written as PGN, the move texts of a record pasted in, and move numbers. */
import type { Game } from '../src/api/game.js';
import { type Position, startPosition, toFen } from '../src/api/position.js';

/** "12." before White's move, "12..." before Black's, for ply i (from 0) of a game from `start`. */
export function moveNumber(start: Position, i: number): string {
  const index = i + (start.turn === 'white' ? 0 : 1);
  return `${start.fullmove + Math.floor(index / 2)}${index % 2 === 0 ? '.' : '...'}`;
}

/** The game as PGN: the Variant tag, the start when not the variant's, the moves in SAN, the result. */
export function pgn(game: Game): string {
  const result = game.outcome()?.result ?? '*';
  const { start } = game;
  const v = start.variant;
  const tags: [string, string][] = [
    ['Event', 'fairyprint studio'],
    ['Variant', v.id],
    ['Result', result],
  ];
  const startFen = toFen(start);
  if (startFen !== toFen(startPosition(v))) tags.push(['SetUp', '1'], ['FEN', startFen]);
  const moves = game.moves.map((m, i) =>
    i === 0 || (i + (start.turn === 'white' ? 0 : 1)) % 2 === 0 ? `${moveNumber(start, i)} ${m.san}` : m.san,
  );
  return `${tags.map(([k, val]) => `[${k} "${val.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`).join('\n')}\n\n${[...moves, result].join(' ')}\n`;
}

/** The move texts of the record, in order (only to label the plies; the server read the record). */
export function pgnMoves(text: string): string[] {
  const body = text
    .replace(/^\s*\[[^\]]*\]\s*$/gm, '')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/;[^\n]*/g, ' ');
  return body
    .split(/\s+/)
    .filter((t) => t && !/^\d+\.+$/.test(t) && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t))
    .map((t) => t.replace(/^\d+\.+/, ''));
}
