import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import type { Move } from '../../src/engine/move.js';
import { generateLegal, MoveList } from '../../src/engine/movegen.js';
import { castling } from '../../src/engine/rules/castling.js';
import { guardCall } from '../../src/engine/rules/guard-call.js';
import { nexialCastling } from '../../src/engine/rules/nexial-castling.js';
import { moveText, parseCoordinate } from '../../src/notation/coordinate.js';
import { parseFen } from '../../src/notation/fen.js';
import { matchingMoves, parseMoveText } from '../../src/notation/move-text.js';
import { sanText } from '../../src/notation/san.js';
import { explain } from '../../src/validate/explain.js';
import { tier } from '../helpers/tier.js';

const here = dirname(fileURLToPath(import.meta.url));
const chess = loadVariant('chess').variant;

/** Positions along the chess.js games of the fixture (every fifth ply, so about 4,000). */
function positions(): string[] {
  const text = readFileSync(join(here, 'fixtures', 'chessjs-random.pgn'), 'utf8');
  const fens: string[] = [];
  for (const game of text.split(/^(?=\[Event )/m).slice(0, 100)) {
    const c = new Chess();
    c.loadPgn(game);
    c.history({ verbose: true }).forEach((m, i) => {
      if (i % 5 === 0) fens.push(m.before);
    });
  }
  return fens;
}

const legalOf = (fen: string): { pos: ReturnType<typeof parseFen>; legal: Move[] } => {
  const pos = parseFen(chess, fen);
  const list = new MoveList();
  generateLegal(pos, list);
  return { pos, legal: list.toArray() };
};

describe('SAN for orthodox chess', () => {
  const fens = positions();

  it('writes exactly what chess.js writes, check marks included, in thousands of positions', () => {
    expect(fens.length).toBeGreaterThan(2000);
    for (const fen of fens) {
      const { pos, legal } = legalOf(fen);
      const ours = legal.map((m) => sanText(pos, m, legal, true)).sort();
      const theirs = new Chess(fen).moves().sort();
      expect({ fen, ours }).toEqual({ fen, ours: theirs });
    }
  });

  it('reads every legal move back from its SAN and from its coordinates, to that move alone', () => {
    for (const fen of fens.slice(0, tier(500, 1500))) {
      const { pos, legal } = legalOf(fen);
      for (const m of legal) {
        for (const text of [sanText(pos, m, legal, true), moveText(pos, m)]) {
          const readings = parseMoveText(chess, text);
          expect(typeof readings).not.toBe('string');
          expect({ fen, text, found: matchingMoves(pos, legal, readings as never) }).toEqual({ fen, text, found: [m] });
        }
      }
    }
  });

  it('reads the forms players and engines write', () => {
    const { pos, legal } = legalOf('r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1');
    const one = (text: string): string => {
      const r = parseMoveText(chess, text);
      if (typeof r === 'string') return r;
      return matchingMoves(pos, legal, r)
        .map((m) => moveText(pos, m))
        .join(' ');
    };
    expect(one('0-0')).toBe('O-O');
    expect(one('O-O-O+')).toBe('O-O-O');
    expect(one('e1g1')).toBe('O-O');
    expect(one('e1-c1')).toBe('O-O-O');
    expect(one('exd6')).toBe('e5xd6');
    expect(one('exd6e.p.'.replace('e.p.', ''))).toBe('e5xd6');
    expect(one('bxa8=Q')).toBe('b7xa8=Q');
    expect(one('bxa8Q')).toBe('b7xa8=Q');
    expect(one('b7a8n')).toBe('b7xa8=N');
    expect(one('b8=R!?')).toBe('b7-b8=R');
    expect(one('Rh1-h7')).toBe('h1-h7');
    expect(one('Rhxh8')).toBe('h1xh8');
    expect(one('Rxh8')).toBe('h1xh8');
    expect(one('Rh8')).toBe(''); // a capture must be written with x
    expect(one('d6')).toBe(''); // a pawn move without x never captures
    expect(one('b8')).toBe('b7-b8=Q b7-b8=R b7-b8=B b7-b8=N'); // promotion piece missing: ambiguous
    expect(one('Zf3')).toMatch(/unknown piece "Z" \(pieces: K, Q, R, B, N, P\)/);
    expect(one('e9')).toMatch(/not a move/);
    // A pass reads as one (Reversi's), which chess has not: the explanation says so.
    const pass = parseMoveText(chess, '--');
    expect(one('--')).toBe('');
    expect(typeof pass !== 'string' && explain(pos, pass).reason).toMatch(/null move/);
  });

  it('coordinate forms of every variant parse to their parts', () => {
    const legions = loadVariant('chess-legions').variant;
    const p = parseCoordinate(legions, 'c1-c3-c5');
    expect(p).toMatchObject({ rule: null, from: 2, to: 42, path: [22, 42], capture: false });
    expect(parseCoordinate(legions, 'c9-c10/a1')).toMatchObject({ from: 82, to: 92, wrap: 0 });
    expect(parseCoordinate(legions, 'c9-c10/x')).toMatchObject({ wrap: -1 });
    expect(parseCoordinate(legions, 'c5@e2')).toMatchObject({ rule: guardCall, from: 42, to: 14 });
    expect(parseCoordinate(legions, 'O-O>h1')).toMatchObject({ rule: castling, long: false, castleTo: 7 });
    expect(parseCoordinate(legions, 'c9-c11')).toBe('c11 is not a square of this board');
    const ecros = loadVariant('ecros').variant;
    expect(parseCoordinate(ecros, 'O:j1-k2')).toMatchObject({ rule: nexialCastling, from: 9, to: 30 });
    expect(parseCoordinate(ecros, 'N8j1-j9')).toMatchObject({
      pieces: [ecros.spec.pieces.findIndex((q) => q.id === 'N8')],
      from: 9,
      to: 169,
    });
  });

  it("a text that looks like coordinates off the board is read as SAN when SAN reads it (Orthodia's Bi1xd2)", () => {
    const orthodia = loadVariant('orthodia-simplified').variant;
    const bisroos = orthodia.spec.pieces.findIndex((q) => q.abbrev === 'Bi');
    expect(parseCoordinate(orthodia, 'Bi1xd2')).toBe('i1 is not a square of this board');
    expect(parseMoveText(orthodia, 'Bi1xd2')).toEqual([
      expect.objectContaining({ pieces: [bisroos], fromRank: 0, to: 11, capture: true }),
    ]);
    expect(parseMoveText(orthodia, 'i1-i2')).toBe('i1 is not a square of this board');
  });
});
