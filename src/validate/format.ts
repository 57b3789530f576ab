/** Validation reports as text for people and as one JSON object for tools. */
import type { GameReport } from './replay.js';

function title(r: GameReport): string {
  const players = r.white || r.black ? ` (${r.white ?? '?'} - ${r.black ?? '?'})` : '';
  return `game ${r.game}${players}`;
}

function ending(r: GameReport): string {
  if (r.termination === 'unfinished') return 'unfinished';
  return `${r.result} by ${r.reason ?? r.termination}`;
}

/** A few lines per game: the verdict first, then the position and, for an illegal move, the reason. */
export function formatText(r: GameReport): string {
  const lines: string[] = [];
  const e = r.error;
  if (!e) {
    const recorded = r.recorded ? `, recorded ${r.recorded}` : '';
    lines.push(`${r.file}: ${title(r)}: legal, ${r.plies} plies, ${ending(r)}${recorded}`);
    if (r.note) lines.push(`  ${r.note}`);
    if (r.fen) lines.push(`  final position: ${r.fen}`);
    return lines.join('\n') + '\n';
  }
  const where = `${r.file}:${e.line}:${e.column}`;
  switch (e.kind) {
    case 'illegal-move':
      lines.push(`${where}: ${title(r)}, ply ${e.ply} (${e.moveNumber} ${e.move}): illegal move: ${e.reason}`);
      if (e.fen) lines.push(`  position: ${e.fen}`);
      if (e.piece) lines.push(`  legal moves of the ${e.piece}: ${e.legalMoves.join(' ') || 'none'}`);
      break;
    case 'result':
      lines.push(`${where}: ${title(r)}: moves legal (${r.plies} plies), but ${e.reason}`);
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
      lines.push(`${where}: ${title(r)}: ${e.reason}`);
      break;
  }
  return lines.join('\n') + '\n';
}

/** The JSON form: { "games": [ ... ] }, one entry per game, in file order. */
export function formatJson(reports: readonly GameReport[]): string {
  const games = reports.map((r) => ({
    file: r.file,
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
    fen: r.fen,
    error: r.error,
  }));
  return `${JSON.stringify({ games }, null, 2)}\n`;
}
