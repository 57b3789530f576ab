/**
 * Orthodox games from two independent sources: 100 rated games from the lichess database (January 2013,
 * as shipped with chess.js for its benchmark) and 300 games played and exported by chess.js (every third
 * of them in the fast tier). chess.js
 * also says how each ended. Every game must validate with that ending, and each with one move altered
 * must be rejected at exactly that ply, at the altered token's line and column.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { type GameReport, validateText } from '../../src/validate/replay.js';
import { tier } from '../helpers/tier.js';
import { seededRandom } from '../variants/random-play.js';

const here = dirname(fileURLToPath(import.meta.url));
const fixture = (name: string): string => readFileSync(join(here, 'fixtures', name), 'utf8');

interface Known {
  text: string;
  /** The position before each ply, and the SAN chess.js played. */
  fens: string[];
  san: string[];
  /** chess.js's FEN of the final position, and how many of the moves were en passant captures. */
  final: string;
  enPassant: number;
  termination: GameReport['termination'];
  result: GameReport['result'];
}

/** One game's ending as chess.js sees it, under the validator's result semantics. */
function known(text: string): Known {
  const chess = new Chess();
  chess.loadPgn(text);
  const history = chess.history({ verbose: true });
  const tag = /\[Result "([^"]*)"\]/.exec(text)?.[1];
  let termination: Known['termination'] = 'unfinished';
  if (chess.isCheckmate()) termination = 'checkmate';
  else if (chess.isStalemate()) termination = 'stalemate';
  else if (chess.isInsufficientMaterial()) termination = 'insufficient-material';
  else if (tag === '1/2-1/2' && chess.isThreefoldRepetition()) termination = 'repetition';
  else if (tag === '1/2-1/2' && chess.isDrawByFiftyMoves()) termination = 'move-rule';
  const result: Known['result'] =
    termination === 'checkmate'
      ? chess.turn() === 'w'
        ? '0-1'
        : '1-0'
      : termination === 'unfinished'
        ? '*'
        : '1/2-1/2';
  const enPassant = history.filter((m) => m.flags.includes('e')).length;
  return {
    text,
    fens: history.map((m) => m.before),
    san: history.map((m) => m.san),
    final: chess.fen(),
    enPassant,
    termination,
    result,
  };
}

const split = (text: string): string[] => text.split(/^(?=\[Event )/m).filter((g) => g.trim() !== '');

const lichess = split(fixture('lichess-2013-01.pgn')).map(known);
// chess.js takes seconds to replay all 300 generated games: the fast tier takes every third.
const generated = split(fixture('chessjs-random.pgn'))
  .filter((_, i) => tier(i % 3 === 0, true))
  .map(known);

/** Offsets of the movetext's move tokens, found without the project's reader. */
function moveOffsets(text: string): number[] {
  const body = text.indexOf('\n\n') + 2;
  const out: number[] = [];
  const re = /\S+/g;
  re.lastIndex = body;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (/^\d+\.+$/.test(m[0]) || /^(1-0|0-1|1\/2-1\/2|\*)$/.test(m[0])) continue;
    out.push(m.index);
  }
  return out;
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** A move text chess.js rejects in the position: another move of the game, or the move with its target moved. */
function illegalText(fen: string, played: string, others: string[], rand: () => number): string {
  const legal = (san: string): boolean => {
    try {
      new Chess(fen).move(san, { strict: true });
      return true;
    } catch {
      return false;
    }
  };
  const shifted = played.replace(
    /([a-h])([1-8])(?!.*[a-h][1-8])/,
    (_, f: string, r: string) => `${String.fromCharCode(((f.charCodeAt(0) - 97 + 3) % 8) + 97)}${r}`,
  );
  const candidates = [shifted, ...others.slice().sort(() => rand() - 0.5)];
  return candidates.find((c) => c !== played && !legal(c)) ?? 'Ke4';
}

describe.each([
  ['lichess', lichess],
  ['chess.js random', generated],
])('%s games', (_name, games) => {
  it('validate as legal with the ending chess.js finds', () => {
    expect(games.length).toBeGreaterThanOrEqual(100);
    const reports = validateText(games.map((g) => g.text).join('\n'), { file: 'corpus.pgn' });
    expect(reports).toHaveLength(games.length);
    reports.forEach((r, i) => {
      const g = games[i]!;
      expect({ game: i + 1, legal: r.legal, error: r.error?.reason }).toEqual({
        game: i + 1,
        legal: true,
        error: undefined,
      });
      expect(r.plies).toBe(g.san.length);
      expect([r.termination, r.result]).toEqual([g.termination, g.result]);
      // The final position is chess.js's too (its FEN omits nothing the dialect writes for chess).
      expect(r.fen).toBe(g.final);
    });
  });

  it('reject each game with one move altered at exactly that ply', () => {
    const rand = seededRandom(games.length);
    for (const g of games) {
      if (g.san.length < 2) continue;
      const ply = 1 + Math.floor(rand() * g.san.length);
      const offsets = moveOffsets(g.text);
      expect(offsets).toHaveLength(g.san.length);
      const offset = offsets[ply - 1]!;
      const played = g.text.slice(offset).match(/^\S+/)![0];
      const bad = illegalText(g.fens[ply - 1]!, played, g.san, rand);
      const text = g.text.slice(0, offset) + bad + g.text.slice(offset + played.length);
      const [r] = validateText(text, { file: 'altered.pgn' });
      expect(r!.legal, `${played} -> ${bad}`).toBe(false);
      expect(r!.error!.ply, `${played} -> ${bad} at ${ply}: ${r!.error!.reason}`).toBe(ply);
      expect(r!.error).toMatchObject({ kind: 'illegal-move', ply, ...lineColumn(text, offset), fen: g.fens[ply - 1] });
      expect(r!.error!.move).toBe(bad);
      expect(r!.error!.moveNumber).toBe(`${Math.ceil(ply / 2)}${ply % 2 === 1 ? '.' : '...'}`);
      expect(r!.error!.reason.length).toBeGreaterThan(10);
      expect(r!.plies).toBe(ply - 1);
    }
  });
});

it('the corpus covers castling, en passant, promotion and every ending', () => {
  const all = [...lichess, ...generated];
  const endings = new Set(all.map((g) => g.termination));
  expect([...endings].sort()).toEqual([
    'checkmate',
    'insufficient-material',
    'move-rule',
    'repetition',
    'stalemate',
    'unfinished',
  ]);
  const san = all.flatMap((g) => g.san);
  expect(san.filter((s) => s.startsWith('O-O')).length).toBeGreaterThan(10);
  expect(san.filter((s) => s.includes('=')).length).toBeGreaterThan(10);
  expect(generated.reduce((n, g) => n + g.enPassant, 0)).toBeGreaterThan(5);
});
