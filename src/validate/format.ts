/**
 * Validation reports as text for people and as one JSON object for tools, either whole or in pieces
 * (opening, a game at a time, closing) so reports stream out as games are validated.
 */
import { printable, terminalSafeJson } from '../printable.js';
import type { GameReport } from './replay.js';

function title(r: GameReport): string {
  const players = r.white || r.black ? ` (${r.white ?? '?'} - ${r.black ?? '?'})` : '';
  // A format other than PGN is named, so that a message says whose syntax it speaks of.
  const format = r.format === 'pgn' ? '' : `${r.format.toUpperCase()} `;
  return `${format}game ${r.game}${players}`;
}

function ending(r: GameReport): string {
  if (r.termination === 'unfinished') return 'unfinished';
  return `${r.result} by ${r.reason ?? r.termination}`;
}

/**
 * A few lines per game: the verdict first, then warnings, the position and, for an illegal move, the
 * reason. What the record wrote (names, moves, tag values) is escaped where a terminal would act on it.
 */
export function formatText(r: GameReport): string {
  return verdictLines(r)
    .map((l) => `${printable(l)}\n`)
    .join('');
}

const plies = (n: number): string => `${n} ${n === 1 ? 'ply' : 'plies'}`;

function verdictLines(r: GameReport): string[] {
  const lines: string[] = [];
  const e = r.error;
  const warnings = r.warnings.map((w) => `  warning: ${w}`);
  if (!e) {
    const recorded = r.recorded ? `, recorded ${r.recorded}` : '';
    lines.push(`${r.file}: ${title(r)}: legal, ${plies(r.plies)}, ${ending(r)}${recorded}`, ...warnings);
    if (r.note) lines.push(`  ${r.note}`);
    // A claim not made: play went on after it.
    const c = r.claim;
    if (c && c.ply < r.plies)
      lines.push(
        `  ${c.result} by ${c.reason} could first be claimed ${c.ply === 0 ? 'at the start' : `after ply ${c.ply} (${c.moveNumber} ${c.move})`}; play went on`,
      );
    if (r.fen) lines.push(`  final position: ${r.fen}`);
    return lines;
  }
  const where = `${r.file}:${e.line}:${e.column}`;
  switch (e.kind) {
    case 'illegal-move':
      lines.push(
        `${where}: ${title(r)}, ply ${e.ply} (${e.moveNumber} ${e.move}): illegal move: ${e.reason}`,
        ...warnings,
      );
      if (e.fen) lines.push(`  position: ${e.fen}`);
      if (e.piece) lines.push(`  legal moves of the ${e.piece}: ${e.legalMoves.join(' ') || 'none'}`);
      break;
    case 'result':
      lines.push(`${where}: ${title(r)}: moves legal (${plies(r.plies)}), but ${e.reason}`, ...warnings);
      if (e.fen) lines.push(`  final position: ${e.fen}`);
      break;
    case 'input':
      lines.push(`${r.file}: cannot read: ${e.reason}`);
      break;
    case 'syntax':
      lines.push(`${where}: ${title(r)}: cannot read the record: ${e.reason}`);
      break;
    case 'variant':
    case 'setup':
      lines.push(`${where}: ${title(r)}: ${e.reason}`, ...warnings);
      break;
  }
  return lines;
}

/** The JSON form, { "games": [ ... ] } with one entry per game in file order, in pieces: JSON_OPEN, formatJsonGame for each report, jsonClose with their number. */
export const JSON_OPEN = '{\n  "games": [';

export function jsonClose(games: number): string {
  return games === 0 ? ']\n}\n' : '\n  ]\n}\n';
}

/** One game's entry, indented as in the whole object, after a comma unless it is the first. */
export function formatJsonGame(r: GameReport, first: boolean): string {
  const entry = JSON.stringify(jsonEntry(r), null, 2).replace(/\n/g, '\n    ');
  return `${first ? '\n' : ',\n'}    ${terminalSafeJson(entry)}`;
}

function jsonEntry(r: GameReport) {
  return {
    file: r.file,
    format: r.format,
    game: r.game,
    variant: r.variant,
    white: r.white,
    black: r.black,
    legal: r.legal,
    plies: r.plies,
    result: r.result,
    termination: r.termination,
    reason: r.reason,
    recorded: r.recorded,
    note: r.note,
    claim: r.claim,
    warnings: r.warnings,
    fen: r.fen,
    error: r.error,
  };
}
