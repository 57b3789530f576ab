/**
 * USI records: a game per line, as USI engines and GUIs give a game, `position startpos moves 7g7f 3c3d`
 * or `position sfen <SFEN> moves ...`; the word `position`, and `moves` with no SFEN before it, may be
 * left out, so a line of moves alone is a game from the start and a line with an SFEN alone a position.
 * Lines starting with "#" are comments. USI holds no players and no result.
 */
import { InputError } from '../../errors.js';
import { quote } from '../../printable.js';
import type { GameRecord, RecordMove, WritableRecord } from './record.js';
import { fenToSfen, sfenToFen } from './shogi.js';

const SHOGI_START_SFEN = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

interface Word {
  text: string;
  column: number;
}

function words(line: string): Word[] {
  const out: Word[] = [];
  const re = /\S+/g;
  for (let m = re.exec(line); m; m = re.exec(line)) out.push({ text: m[0], column: m.index + 1 });
  return out;
}

function readLine(line: string, lineNo: number, index: number): GameRecord {
  const all = words(line);
  const game: GameRecord = {
    format: 'usi',
    index,
    line: lineNo,
    column: all[0]!.column,
    tags: [],
    start: null,
    moves: [],
    result: null,
    error: null,
    endLine: lineNo,
    warnings: [],
  };
  let k = all[0]!.text === 'position' ? 1 : 0;
  const at = all[k];
  if (at?.text === 'startpos') k++;
  else if (at?.text === 'sfen' || (at && /\//.test(at.text))) {
    if (at.text === 'sfen') k++;
    const fields = all.slice(k, k + 4);
    const fen = sfenToFen(fields.map((f) => f.text).join(' '));
    if (fields.length < 4 || fen === null) {
      game.error = {
        message: `USI: expected an SFEN (board, b or w, the men in hand or -, the move number), found ${quote(fields.map((f) => f.text).join(' '))}`,
        line: lineNo,
        column: fields[0]?.column ?? line.length + 1,
      };
      return game;
    }
    game.start = { text: fen, line: lineNo, column: fields[0]!.column };
    k += 4;
  }
  if (all[k]?.text === 'moves') k++;
  game.moves = all.slice(k).map((w): RecordMove => ({ text: w.text, line: lineNo, column: w.column }));
  return game;
}

export function readUsi(text: string): GameRecord[] {
  const games: GameRecord[] = [];
  const lines = text.split(/\r?\n|\r/);
  lines.forEach((line, i) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    games.push(readLine(line, i + 1, games.length + 1));
  });
  return games;
}

export function writeUsi(record: WritableRecord): string {
  for (const m of record.moves)
    if (!/^\S+$/.test(m.text)) throw new InputError(`move ${quote(m.text)} cannot be written in USI: one word`);
  const sfen = record.start ? fenToSfen(record.start.text) : null;
  const start = sfen === null || sfen === SHOGI_START_SFEN ? 'startpos' : `sfen ${sfen}`;
  const moves = record.moves.length > 0 ? ` moves ${record.moves.map((m) => m.text).join(' ')}` : '';
  return `position ${start}${moves}\n`;
}
