/**
 * The men each move chases (rule module perpetual-chase) equal Fairy-Stockfish's (its `d` command's
 * "Chased:" line) after every ply of seeded random Xiangqi games. Where they differ, the difference
 * must be the one docs/rules/xiangqi.md names: FSF reckons an Elephant's, Advisor's or General's reach
 * without its river or palace, so it sees attacks and protectors that no legal move has.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { moveTo } from '../../src/engine/move.js';
import { generateLegal, MoveList, pieceChecks } from '../../src/engine/movegen.js';
import type { Position } from '../../src/engine/position.js';
import { blockers, chasedBy } from '../../src/engine/rules/perpetual-chase.js';
import { startPosition } from '../../src/engine/start.js';
import { BLACK, type Color, WHITE } from '../../src/engine/variant.js';
import { toFen } from '../../src/notation/fen.js';
import { squareName } from '../../src/notation/squares.js';
import { Fsf, uciMove } from '../helpers/fsf.js';
import { seededRandom } from '../variants/random-play.js';

const GAMES = 40;
const PLIES = 150;

/** Steps of the men whose moves a region bounds, without the bound; the Elephant's leap needs its middle point empty. */
const UNBOUNDED: Record<string, { steps: [number, number][]; eye: boolean }> = {
  B: {
    steps: [
      [2, 2],
      [2, -2],
      [-2, 2],
      [-2, -2],
    ],
    eye: true,
  },
  A: {
    steps: [
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ],
    eye: false,
  },
  K: {
    steps: [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ],
    eye: false,
  },
};

/** Whether a man of `side` reaches `target` only beyond its river or palace. */
function reachesBeyondBound(pos: Position, side: Color, target: number): boolean {
  const v = pos.variant;
  const sign = side === WHITE ? 1 : -1;
  const [tx, ty] = [target % v.files, Math.floor(target / v.files)];
  for (let sq = 0; sq < v.size; sq++) {
    const code = pos.board[sq]! * sign;
    const reach = code > 0 ? UNBOUNDED[v.spec.pieces[code - 1]!.id] : undefined;
    if (!reach || pieceChecks(pos, sq, target)) continue;
    const [x, y] = [sq % v.files, Math.floor(sq / v.files)];
    for (const [dx, dy] of reach.steps) {
      if (x + dx !== tx || y + dy !== ty) continue;
      if (!reach.eye || pos.board[(y + dy / 2) * v.files + x + dx / 2] === 0) return true;
    }
  }
  return false;
}

describe('chased men after each move equal Fairy-Stockfish', () => {
  let fsf: Fsf;
  beforeAll(async () => {
    fsf = await Fsf.start();
  });
  afterAll(async () => {
    await fsf?.close();
  });

  it(`xiangqi: ${GAMES} random games of up to ${PLIES} plies`, async () => {
    const { variant } = loadVariant('xiangqi');
    const chase = variant.spec.end.perpetualChase!;
    const random = seededRandom(0x5eed);
    const list = new MoveList();
    const unexplained: string[] = [];
    let chases = 0;
    let bounded = 0;
    for (let g = 0; g < GAMES; g++) {
      const pos = startPosition(variant);
      const fen = toFen(pos);
      const moves: string[] = [];
      let before = blockers(pos);
      for (let ply = 0; ply < PLIES; ply++) {
        generateLegal(pos, list);
        if (list.length === 0) break;
        const m = list.moves[Math.floor(random() * list.length)]!;
        moves.push(uciMove(pos, m));
        const captured = pos.board[moveTo(m)] !== 0;
        pos.make(m);
        const now = blockers(pos);
        const ours = chasedBy(pos, chase, m, captured, before, now).map((sq) => squareName(variant, sq));
        before = now;
        const theirs = await fsf.chased('xiangqi', fen, moves);
        if (ours.length > 0) chases++;
        const square = (name: string): number =>
          variant.spec.fileLabels.indexOf(name[0]!) + (Number(name.slice(1)) - 1) * variant.files;
        const mover: Color = pos.turn === WHITE ? BLACK : WHITE;
        // FSF alone: an attack beyond the mover's bound; fairyprint alone: a protector beyond the bound.
        const onlyTheirs = theirs.filter((s) => !ours.includes(s));
        const onlyOurs = ours.filter((s) => !theirs.includes(s));
        if (onlyTheirs.length + onlyOurs.length === 0) continue;
        const explained =
          onlyTheirs.every((s) => reachesBeyondBound(pos, mover, square(s))) &&
          onlyOurs.every((s) => reachesBeyondBound(pos, pos.turn, square(s)));
        if (explained) bounded++;
        else unexplained.push(`game ${g + 1}, after ${moves.join(' ')}: fairyprint [${ours}], FSF [${theirs}]`);
      }
    }
    expect(unexplained).toEqual([]);
    expect(chases).toBeGreaterThan(GAMES); // the games did chase
    expect(bounded).toBeLessThan(chases / 50);
  });
});
