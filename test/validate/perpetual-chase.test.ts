/**
 * Xiangqi's rule against perpetual chasing (rule module perpetual-chase), on small composed repetitions:
 * each cycle is played three times round by fairyprint's validator and by Fairy-Stockfish (ffish, with
 * draws claimed), and both must give the same result at the same ply, the one the rule says.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateText } from '../../src/validate/replay.js';
import { type Ffish, loadFfish } from '../helpers/ffish.js';

interface Cycle {
  name: string;
  fen: string;
  /** One round of the cycle in UCI moves; it is played twice, the start standing for the third time at its end. */
  round: string;
  result: string;
  /** fairyprint's words for it. */
  reason: RegExp;
}

const CYCLES: Cycle[] = [
  {
    // The Red chariot follows the Black cannon up and down the a-file, attacking it from the side each time.
    name: 'one side chases an unprotected man: the chaser loses',
    fen: '4k4/9/c7R/9/9/9/9/9/9/3K5 b - - 0 1',
    round: 'a8a7 i8i7 a7a8 i7i8',
    result: '0-1',
    reason: /^perpetual chase: Red repeated the position chasing a man with every move/,
  },
  {
    // The same, but the Black chariot on a10 protects the cannon on a8 and a7: no chase, a draw.
    name: 'attacking a protected man of a lower rank is no chase: a draw',
    fen: 'r3k4/9/c7R/9/9/9/9/9/9/3K5 b - - 0 1',
    round: 'a8a7 i8i7 a7a8 i7i8',
    result: '1/2-1/2',
    reason: /^3-fold repetition$/,
  },
  {
    // Found by a search over random games: Black's cannon (f7-f3-f7) and Red's cannon (e5-d5-e5) each attack a man with every move.
    name: 'both sides chase: a draw',
    fen: '2ba2bnr/4rk3/3a5/p1p1pcp1p/9/2B1C4/P1P1P1P1P/1R1C3cR/3NK4/3A1AB2 b - - 8 15',
    round: 'f7f3 e5d5 f3f7 d5e5',
    result: '1/2-1/2',
    reason: /^3-fold repetition, both sides chasing throughout$/,
  },
  {
    // Generals never chase.
    name: 'neither side chases: a draw',
    fen: '3k5/9/9/8p/9/9/P8/9/9/4K4 w - - 0 1',
    round: 'e1e2 d10d9 e2e1 d9d10',
    result: '1/2-1/2',
    reason: /^3-fold repetition$/,
  },
  {
    // Red's cannon on a5 steps in front of the e3 cannon (check); Black's chariot blocks on e4 and attacks
    // it; the cannon steps back (check over the chariot); the chariot goes back to a4, attacking it again.
    name: 'perpetual check against perpetual chase: the checking side loses',
    fen: '4k4/9/9/9/9/C8/r8/4C4/9/3K5 w - - 0 1',
    round: 'a5e5 a4e4 e5a5 e4a4',
    result: '0-1',
    reason: /^perpetual check: Red repeated the position checking with every move/,
  },
];

let ff: Ffish;
beforeAll(async () => {
  ff = await loadFfish();
});

/** The first ply where FSF's game ends with draws claimed, and its result there. */
function fsfEnd(variant: string, fen: string, moves: string[]): { ply: number; result: string } | null {
  const board = new ff.Board(variant, fen);
  try {
    for (let i = 0; i < moves.length; i++) {
      expect(board.push(moves[i]!), `FSF plays ${moves[i]}`).toBe(true);
      if (board.isGameOver(true)) return { ply: i + 1, result: board.result(true) };
    }
    return null;
  } finally {
    board.delete();
  }
}

function ours(fen: string, moves: string[], variant?: string): { ply: number; result: string; reason: string } | null {
  const r = validateText(`[Variant "Xiangqi"]\n[FEN "${fen}"]\n\n${moves.join(' ')}\n`, {
    file: 'chase.pgn',
    ...(variant ? { variant } : {}),
  })[0]!;
  expect(r.error).toBeNull();
  return r.claim && { ply: r.claim.ply, result: r.claim.result, reason: r.claim.reason };
}

describe('perpetual chase on composed repetitions, as Fairy-Stockfish decides', () => {
  it.each(CYCLES.map((c) => [c.name, c] as const))('%s', (_name, cycle) => {
    const moves = `${cycle.round} ${cycle.round}`.split(' ');
    const claim = ours(cycle.fen, moves);
    expect(claim).toMatchObject({ ply: 8, result: cycle.result });
    expect(claim!.reason).toMatch(cycle.reason);
    expect(fsfEnd('xiangqi', cycle.fen, moves)).toEqual({ ply: 8, result: cycle.result });
  });

  it('without the perpetual check rule, the same check-and-chase cycle is decided by the chase: the chaser loses', () => {
    const cycle = CYCLES.find((c) => c.name.startsWith('perpetual check'))!;
    const moves = `${cycle.round} ${cycle.round}`.split(' ');
    const dir = mkdtempSync(join(tmpdir(), 'fairyprint-chase-'));
    const file = join(dir, 'xiangqi-no-perpetual-check.yaml');
    const template = readFileSync(new URL('../../templates/xiangqi.yaml', import.meta.url), 'utf8');
    writeFileSync(
      file,
      template.replace(/^ {2}perpetualCheck: loses\n/m, '').replace(/^id: xiangqi$/m, 'id: xiangqi-no-perpetual-check'),
    );
    const claim = ours(cycle.fen, moves, file);
    expect(claim).toMatchObject({ ply: 8, result: '1-0' });
    expect(claim!.reason).toMatch(/^perpetual chase: Black repeated the position chasing a man with every move/);
    (ff as Ffish & { loadVariantConfig(ini: string): void }).loadVariantConfig(
      '[xiangqinocheck:xiangqi]\nperpetualCheckIllegal = false\n',
    );
    expect(fsfEnd('xiangqinocheck', cycle.fen, moves)).toEqual({ ply: 8, result: '1-0' });
  });

  it('variants.ini: chasingRule = axf (inherited from the built-in xiangqi) decides as FSF does, chasingRule = none leaves a draw', () => {
    const ini = 'test/fixtures/fsf/tests.ini';
    (ff as Ffish & { loadVariantConfig(ini: string): void }).loadVariantConfig(readFileSync(ini, 'utf8'));
    const cycle = CYCLES[0]!;
    const moves = `${cycle.round} ${cycle.round}`.split(' ');
    for (const [section, result] of [
      ['xiangqi2', '0-1'],
      ['nochase', '1/2-1/2'],
    ] as const) {
      expect(ours(cycle.fen, moves, `${ini}:${section}`), section).toMatchObject({ ply: 8, result });
      expect(fsfEnd(section, cycle.fen, moves), section).toEqual({ ply: 8, result });
    }
  });
});
