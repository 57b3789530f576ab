/**
 * Rule module petrify (`rules.petrifyOnCapture`): a man of the listed pieces that captures turns to
 * stone. Perft against Fairy-Stockfish's own (ffish, a variants.ini section with petrifyOnCaptureTypes),
 * from the start and from positions full of captures and promotions; and what a stone is.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDefinitionText } from '../src/definitions/load.js';
import { MoveList } from '../src/engine/move.js';
import { generateLegal } from '../src/engine/movegen.js';
import { perft } from '../src/engine/perft.js';
import { startPosition } from '../src/engine/start.js';
import { parseFen, toFen } from '../src/notation/fen.js';
import { type Ffish, type FfishBoard, loadFfish } from './helpers/ffish.js';
import { tier } from './helpers/tier.js';

const chess = readFileSync('templates/chess.yaml', 'utf8');
const petrified = (pieces: string) =>
  loadDefinitionText(`${chess}\nrules:\n  petrifyOnCapture: { pieces: [${pieces}] }\n`, 'chess.yaml').variant;

/** Leaf count of ffish's legal moves, `depth` plies from the board's position. */
function ffishPerft(board: FfishBoard, depth: number): number {
  const moves = board.legalMoves().split(' ').filter(Boolean);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) {
    board.push(m);
    n += ffishPerft(board, depth - 1);
    board.pop();
  }
  return n;
}

const POSITIONS: [string, string, number][] = [
  ['the start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', tier(3, 4)],
  ['Kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 3],
  ['captures that promote', 'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1', 3],
  ['open lines', 'r3k2r/8/3Q4/8/2n1b3/8/3q4/R3K2R w KQkq - 0 1', 3],
];

describe('petrifyOnCapture', () => {
  let ffish: Ffish & { loadVariantConfig(ini: string): void };
  beforeAll(async () => {
    ffish = (await loadFfish()) as typeof ffish;
    ffish.loadVariantConfig(
      '[petri-pieces:chess]\npetrifyOnCaptureTypes = nbrq\n[petri-pawns:chess]\npetrifyOnCaptureTypes = p\n',
    );
  });

  for (const [ours, theirs] of [
    ['N, B, R, Q', 'petri-pieces'],
    ['P', 'petri-pawns'],
  ] as const) {
    it.each(POSITIONS)(
      `perft of ${ours} turning to stone equals Fairy-Stockfish's (${theirs}): %s`,
      (_, fen, depth) => {
        const v = petrified(ours);
        const board = new ffish.Board(theirs, fen);
        try {
          expect(perft(parseFen(v, fen), depth)).toBe(ffishPerft(board, depth));
        } finally {
          board.delete();
        }
      },
    );
  }

  it('a stone stands where the capture was, never moves, is never taken, and is read back from its position text', () => {
    const v = petrified('Q');
    const pos = parseFen(v, '4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1');
    const list = new MoveList();
    generateLegal(pos, list);
    pos.make(list.toArray().find((m) => ((m >>> 10) & 0x3ff) === 51)!); // Qxd7+
    const fen = toFen(pos);
    expect(fen).toBe('4k3/3{STONE}4/8/8/8/8/8/4K3 b - - 0 1');
    // The king in check from nothing: the stone does not check; it may not be taken.
    generateLegal(pos, list);
    expect(list.toArray().some((m) => ((m >>> 10) & 0x3ff) === 51)).toBe(false);
    expect(toFen(parseFen(v, fen))).toBe(fen);
    pos.unmake();
    expect(toFen(pos)).toBe('4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1');
    expect(perft(startPosition(v), 2)).toBe(400);
  });

  it('a royal piece cannot turn to stone: the definition is refused at the field', () => {
    expect(() => petrified('K')).toThrow(/rules\.petrifyOnCapture\.pieces\[0\]: K is royal/);
  });
});
