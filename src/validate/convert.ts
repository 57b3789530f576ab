/**
 * A game converted from one record format to another: replayed (only a legal game is written), each
 * move written in the target's notation in the position it is played from (SAN for PGN), the start, the
 * headers and the result carried over as far as the target holds them; what it cannot hold (USI's
 * players, KIF's headers PGN has no tag name for) is listed, never left out silently.
 */
import type { Move } from '../engine/move.js';
import { generateLegal, MoveList } from '../engine/movegen.js';
import type { Position } from '../engine/position.js';
import type { Variant } from '../engine/variant.js';
import { InputError } from '../errors.js';
import { toFen } from '../notation/fen.js';
import type { RecordFormat } from '../notation/records/formats.js';
import type { GameRecord, RecordResult, WritableRecord } from '../notation/records/record.js';
import { sanText } from '../notation/san.js';
import { type GameReport, type ValidateOptions, validateGame } from './replay.js';

export interface ConvertedGame {
  /** The game's validation; a game that is not legal is not written. */
  report: GameReport;
  /** The game in the target format, or null when it is not legal or the target cannot hold it (see `refusal`). */
  text: string | null;
  /** Why the target cannot hold the game, or null. */
  refusal: string | null;
  /** What the target could not hold and was left out ("USI holds no players: White, Black"). */
  notWritten: string[];
}

/** Tags a start position or a notation gives (KIF's handicap, 手合割), which the target writes its own way. */
const OWN_TAGS = new Set(['fen', 'setup', 'format', '手合割']);

const scratch = new MoveList();

function writeMove(target: RecordFormat, pos: Position, m: Move): string {
  if (target.notation) return target.notation.write(pos, m);
  generateLegal(pos, scratch);
  return sanText(pos, m, Array.from(scratch.moves.subarray(0, scratch.length)));
}

export function convertGame(game: GameRecord, options: ValidateOptions, target: RecordFormat): ConvertedGame {
  const moves: { text: string; comments?: string[] }[] = [];
  let start: string | null = null;
  let variant: Variant | null = null;
  let refusal: string | null = null;
  const report = validateGame(game, {
    ...options,
    onPosition: (pos, move) => {
      if (move !== null) return;
      start = toFen(pos);
      variant = pos.variant;
    },
    beforeMove: (pos, m) => {
      if (refusal !== null) return;
      try {
        const comments = game.moves[moves.length]?.comments;
        moves.push({ text: writeMove(target, pos, m), ...(comments ? { comments } : {}) });
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        refusal = `${target.name.toUpperCase()}: ${e.message}`;
      }
    },
  });
  const done = (text: string | null, why: string | null, notWritten: string[] = []): ConvertedGame => ({
    report,
    text,
    refusal: why,
    notWritten,
  });
  if (report.error) return done(null, null);
  if (refusal) return done(null, refusal);
  // A format of one variant's also holds its family's (KIF: minishogi), whose start it writes out.
  const other = target.variant !== undefined && report.variant !== target.variant;
  if (other && !(variant !== null && target.holdsVariant?.(variant)))
    return done(
      null,
      `${target.name.toUpperCase()} records are of ${target.variant}${target.holdsVariant ? ' and its family' : ''}; this game is of ${report.variant}`,
    );
  return writeConverted(game, report, target, moves, game.start || hasSetupTags(game) || other ? start : null, done);
}

function hasSetupTags(game: GameRecord): boolean {
  return game.tags.some((t) => /^(white|black)(setup|option)$/i.test(t.name));
}

function writeConverted(
  game: GameRecord,
  report: GameReport,
  target: RecordFormat,
  moves: { text: string; comments?: string[] }[],
  start: string | null,
  done: (text: string | null, why: string | null, notWritten?: string[]) => ConvertedGame,
): ConvertedGame {
  const notWritten: string[] = [];
  const name = target.name.toUpperCase();
  let tags = game.tags.filter((t) => !OWN_TAGS.has(t.name.toLowerCase())).map(({ name, value }) => ({ name, value }));
  if (target.name === 'pgn') {
    const unnamed = tags.filter((t) => !/^[A-Za-z0-9_]+$/.test(t.name));
    if (unnamed.length > 0)
      notWritten.push(`PGN has no tag name for the headers ${unnamed.map((t) => t.name).join(', ')}`);
    tags = tags.filter((t) => /^[A-Za-z0-9_]+$/.test(t.name));
    if (!tags.some((t) => t.name.toLowerCase() === 'variant') && report.variant !== 'chess')
      tags.unshift({ name: 'Variant', value: report.variant! });
  }
  const result: RecordResult | null = report.recorded ?? (report.result === '*' ? null : report.result);
  if (!target.holds.tags && tags.length > 0)
    notWritten.push(`${name} holds no headers: ${tags.map((t) => t.name).join(', ')}`);
  if (!target.holds.result && result !== null && result !== '*') notWritten.push(`${name} holds no result: ${result}`);
  if (result !== null && !tags.some((t) => t.name.toLowerCase() === 'result') && target.name === 'pgn')
    tags.push({ name: 'Result', value: result });
  const record: WritableRecord = {
    tags: target.holds.tags ? tags : [],
    start: start === null ? null : { text: start },
    moves,
    result: result === null ? null : { text: result },
  };
  try {
    return done(target.write(record), null, notWritten);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return done(null, `${name}: ${e.message}`);
  }
}
