/**
 * The ends only a game's history tells: repetition with perpetual check losing, as Xiangqi's claim and
 * Shogi's sennichite (which ends the game), and Makruk's counting. The validator ends games at the right
 * ply and rejects moves after, or reports the claim and lets play go on; Fairy-Stockfish, which plays
 * the same rules, agrees on the end (by its score for the last move) and, for Makruk, on the count after
 * every ply of seeded random endgames (its FEN writes the count's limit and ply in place of en passant
 * and the clock).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeVariant } from '../src/definitions/describe.js';
import { checkDefinitionText, loadDefinitionText, loadVariant } from '../src/definitions/load.js';
import { rulesSummary } from '../src/diagrams/summary.js';
import { firstOccurrence, Game } from '../src/engine/game.js';
import { generateLegal, inCheck, MoveList } from '../src/engine/movegen.js';
import { countOf } from '../src/engine/rules/counting.js';
import type { GameHistory, Position } from '../src/engine/rules/hooks.js';
import { perpetualCheck } from '../src/engine/rules/perpetual-check.js';
import { BLACK, WHITE } from '../src/engine/variant.js';
import * as lib from '../src/index.js';
import { parseFen } from '../src/notation/fen.js';
import { matchingMoves, parseMoveText } from '../src/notation/move-text.js';
import { type GameReport, validateText } from '../src/validate/replay.js';
import { Fsf, uciMove } from './helpers/fsf.js';
import { tier } from './helpers/tier.js';
import { seededRandom } from './variants/random-play.js';

const validate = (text: string): GameReport => validateText(text, { file: 'game.pgn' })[0]!;
const record = (variant: string, fen: string | null, moves: string[], result: string): string =>
  `[Variant "${variant}"]\n${fen ? `[SetUp "1"]\n[FEN "${fen}"]\n` : ''}[Result "${result}"]\n\n${moves.join(' ')} ${result}\n`;

/** Moves in long coordinates, read and played from `fen`, in FSF's UCI form. */
function uciMoves(variant: string, fen: string, moves: string[]): string[] {
  const v = loadVariant(variant).variant;
  const g = new Game(parseFen(v, fen));
  return moves.map((text) => {
    const m = matchingMoves(g.position, g.legalMoves(), parseMoveText(v, text) as never)[0];
    if (m === undefined) throw new Error(`${text} is not legal`);
    const uci = uciMove(g.position, m);
    g.play(m);
    return uci;
  });
}

const XIANGQI = '3k5/7R1/9/9/9/9/9/9/9/5K3 w - - 0 1';
const XIANGQI_PERPETUAL = ['h9-h10', 'd10-d9', 'h10-h9', 'd9-d10', 'h9-h10', 'd10-d9', 'h10-h9', 'd9-d10'];
// One quiet chariot move (h9-h8, no check) breaks the perpetual: the third occurrence is a draw.
const XIANGQI_BROKEN = ['h9-h10', 'd10-d9', 'h10-h9', 'd9-d10', 'h9-h8', 'd10-d9', 'h8-h9', 'd9-d10'];
const SHOGI = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1';
const SHOGI_SHUFFLE = ['h2-g2', 'b8-c8', 'g2-h2', 'c8-b8'];
const SHOGI_CHECKS = '3k5/7R1/9/9/9/9/9/9/4K4[] w - - 0 1';
const SHOGI_PERPETUAL = ['h8-h9', 'd9-d8', 'h9-h8', 'd8-d9'];
const MAKRUK = '4k3/8/8/3n4/8/8/8/R3K2R w - - 0 1';
const MAKRUK_COUNT = [
  'a1-a4',
  'd5-b4',
  'a4xb4',
  'e8-d8',
  'b4-b5',
  'd8-e8',
  'h1-h2',
  'e8-d8',
  'b5-b4',
  'd8-e8',
  'h2-h1',
  'e8-d8',
];
// Board's honour for Black, who has more than its Khun: 64 moves (128 plies) from White's first move.
const BOARD_HONOUR = '4k1r1/3r4/8/8/8/5n2/8/N6K w - - 0 1';
const boardHonourGame = (last: string): string[] => [
  ...Array.from({ length: 129 }, (_, i) => ['a1-b3', 'd7-d6', 'b3-a1', 'd6-d7'][i % 4]!),
  last,
];

describe('perpetual check and sennichite', () => {
  it('Xiangqi: the third occurrence after checks on every move is a claim, a loss for the checker, from that ply', () => {
    const r = validate(record('xiangqi', XIANGQI, XIANGQI_PERPETUAL, '0-1'));
    expect(r).toMatchObject({ legal: true, plies: 8, result: '0-1', termination: 'perpetual-check', error: null });
    expect(r.reason).toBe('perpetual check: Red repeated the position checking with every move (3-fold repetition)');
    expect(r.claim).toEqual({
      ply: 8,
      move: 'd9-d10',
      moveNumber: '4...',
      result: '0-1',
      termination: 'perpetual-check',
      reason: r.reason,
    });
    // One ply earlier there is nothing to claim.
    expect(validate(record('xiangqi', XIANGQI, XIANGQI_PERPETUAL.slice(0, 7), '*'))).toMatchObject({
      termination: 'unfinished',
      claim: null,
    });
    // Play after it is legal, the claim still reported; a draw recorded stands for a draw agreed.
    const after = validate(record('xiangqi', XIANGQI, [...XIANGQI_PERPETUAL, 'h9-h8', 'd10-e10'], '*'));
    expect(after).toMatchObject({
      legal: true,
      plies: 10,
      termination: 'unfinished',
      error: null,
      claim: { ply: 8, result: '0-1' },
    });
    expect(validate(record('xiangqi', XIANGQI, XIANGQI_PERPETUAL, '1/2-1/2'))).toMatchObject({
      legal: true,
      termination: 'unfinished',
      error: null,
    });
  });

  it('Xiangqi: Black checking perpetually loses the same way', () => {
    const mirrored = '5k3/9/9/9/9/9/9/9/7r1/3K5 b - - 0 1';
    const moves = ['h2-h1', 'd1-d2', 'h1-h2', 'd2-d1', 'h2-h1', 'd1-d2', 'h1-h2', 'd2-d1'];
    expect(validate(record('xiangqi', mirrored, moves, '1-0'))).toMatchObject({
      legal: true,
      plies: 8,
      result: '1-0',
      termination: 'perpetual-check',
    });
  });

  it('Xiangqi: a repetition without perpetual check is a draw', () => {
    expect(validate(record('xiangqi', XIANGQI, XIANGQI_BROKEN, '1/2-1/2'))).toMatchObject({
      legal: true,
      plies: 8,
      result: '1/2-1/2',
      termination: 'repetition',
      reason: '3-fold repetition',
    });
  });

  it('Shogi: sennichite on the fourth occurrence, a draw; with checks throughout, a loss for the checker', () => {
    const shuffle = [...SHOGI_SHUFFLE, ...SHOGI_SHUFFLE, ...SHOGI_SHUFFLE];
    expect(validate(record('shogi', null, shuffle, '1/2-1/2'))).toMatchObject({
      legal: true,
      plies: 12,
      result: '1/2-1/2',
      termination: 'repetition',
      reason: '4-fold repetition',
    });
    // The third occurrence does not end it.
    expect(validate(record('shogi', null, shuffle.slice(0, 8), '*'))).toMatchObject({
      legal: true,
      termination: 'unfinished',
    });
    const checks = [...SHOGI_PERPETUAL, ...SHOGI_PERPETUAL, ...SHOGI_PERPETUAL];
    expect(validate(record('shogi', SHOGI_CHECKS, checks, '0-1'))).toMatchObject({
      legal: true,
      plies: 12,
      result: '0-1',
      termination: 'perpetual-check',
    });
  });

  it('Shogi: the hands are part of the position that repeats', () => {
    // A rook taken and dropped back leaves the board as it was but the hands not: no repetition.
    const v = loadVariant('shogi').variant;
    const g = new Game(parseFen(v, '4k4/9/9/9/4r4/9/9/9/4K3R[] w - - 0 1'));
    const before = g.position.key();
    g.position.hand[WHITE * v.nTypes + v.spec.pieces.findIndex((p) => p.id === 'R')] = 1;
    expect(g.position.key()).not.toBe(before);
  });

  it('who loses: the side that checked throughout; both checking, or neither, draws', () => {
    // Positions 0..4 with the last equal to the first two plies back twice (3-fold at 0, 2, 4 for count 3).
    const keys = ['a', 'b', 'a', 'b', 'a'];
    // As the game judges a repetition: perpetual check's judgement, else a plain draw.
    const repetitionEnd = (keys: string[], checked: boolean[] | null, toMove: 0 | 1, count: number) => {
      const first = firstOccurrence(keys, count);
      if (first < 0) return null;
      const history: GameHistory = {
        keys,
        checked,
        position: { turn: toMove, variant: { spec: {} } } as unknown as Position,
        moves: [],
        captures: null,
      };
      const reason = `${count}-fold repetition`;
      return (
        (checked && perpetualCheck.judgeRepetition!(history, first, reason)) ?? {
          winner: null,
          termination: 'repetition',
          reason,
        }
      );
    };
    const end = (checked: boolean[]) => repetitionEnd(keys, checked, WHITE, 3);
    expect(end([false, true, false, true, false])).toMatchObject({ winner: BLACK, termination: 'perpetual-check' });
    expect(end([true, false, true, false, true])).toMatchObject({ winner: WHITE, termination: 'perpetual-check' });
    expect(end([true, true, true, true, true])).toMatchObject({
      winner: null,
      reason: '3-fold repetition, both sides checking throughout',
    });
    expect(end([false, true, false, false, false])).toMatchObject({ winner: null, reason: '3-fold repetition' });
    expect(repetitionEnd(keys, null, WHITE, 3)).toMatchObject({ winner: null, termination: 'repetition' });
    expect(repetitionEnd(keys, null, WHITE, 4)).toBeNull();
  });

  it("the kit's rules summary says it", () => {
    const ends = (id: string): string =>
      rulesSummary(loadVariant(id).variant)
        .find((s) => s.heading === 'How the game ends')!
        .lines.join(' ');
    expect(ends('shogi')).toContain(
      'Perpetual check loses: when a position stands for the 4th time (same men, hands and side to move), the game ends: a draw, unless one side gave check with every move since it first stood there, and that side loses.',
    );
    expect(ends('xiangqi')).toContain(
      'when a position stands for the 3rd time (same men and side to move), a player may claim the result (play goes on until it is claimed)',
    );
    expect(ends('makruk')).toContain(
      "the side with more than its Khun (King) must mate within 64 moves (board's honour)",
    );
    expect(ends('makruk')).toContain(
      '(2 or more Ruea (Boat): 8; a Ruea (Boat): 16; 2 or more Khon: 22; 2 or more Ma (Horse): 32; a Khon: 44; anything else: 64)',
    );
    expect(ends('chess')).not.toMatch(/Perpetual|Counting/);
    // And `fairyprint check` lists them.
    expect(describeVariant(loadVariant('shogi').variant)).toContain(
      'end: stalemate loss, claimed: repetition none, move rule none; with no claim: repetition 4 (perpetual check loses), move rule none',
    );
    expect(describeVariant(loadVariant('makruk').variant).at(-1)).toMatch(
      /, counting: board's honour 64, pieces' honour 8\/16\/22\/32\/44\/64 moves$/,
    );
  });

  it('perpetualCheck needs a repetition it decides, claimed or forced', () => {
    const text = readFileSync('templates/xiangqi.yaml', 'utf8').replace('repetition: 3', 'repetition: 0');
    expect(() => loadDefinitionText(text, 'xiangqi.yaml')).toThrow(
      /perpetualCheck needs repetition or forcedRepetition/,
    );
  });

  it('perpetualChase: its men and regions are checked where written, and `fairyprint check` names it', () => {
    const template = readFileSync('templates/xiangqi.yaml', 'utf8');
    const load = (text: string) => () => loadDefinitionText(text, 'xiangqi.yaml');
    const chaseOnly = template.replace('  perpetualCheck: loses\n', '');
    expect(load(chaseOnly)).not.toThrow();
    expect(load(chaseOnly.replace('repetition: 3', 'repetition: 0'))).toThrow(
      /end\.perpetualChase: perpetualChase needs repetition or forcedRepetition/,
    );
    expect(load(template.replace('chasedOn: { P: across-river }', 'chasedOn: { P: nowhere }'))).toThrow(
      /end\.perpetualChase\.chasedOn\.P: unknown region "nowhere"/,
    );
    expect(load(template.replace('chasedOn: { P: across-river }', 'chasedOn: { R: across-river }'))).toThrow(
      /end\.perpetualChase\.chasedOn\.R: R chases \(it has a rank\)/,
    );
    expect(load(template.replace('ranks: { R: 3,', 'ranks: { Q: 3,'))).toThrow(/end\.perpetualChase\.ranks\.Q: /);
    expect(describeVariant(loadVariant('xiangqi').variant).at(-1)).toContain(
      'repetition 3 (perpetual check and chase lose)',
    );
  });

  it('counting names known pieces, each unknown one reported where it stands', () => {
    const text = readFileSync('templates/makruk.yaml', 'utf8')
      .replace('pawns: [P]', 'pawns: [Q]')
      .replace('{ least: { S: 2 }, moves: 22 }', '{ least: { X: 2 }, moves: 22 }');
    const { problems } = checkDefinitionText(text, 'makruk.yaml');
    const line = (needle: string): number => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
    expect(problems.map((p) => [p.location?.line, p.message])).toEqual([
      [line('pawns: [Q]'), 'end.counting.pawns[0]: unknown piece "Q" (pieces: K M S R N P)'],
      [line('X: 2'), 'end.counting.piecesHonour[2].least.X: unknown piece "X" (pieces: K M S R N P)'],
    ]);
  });
});

describe('Makruk counting', () => {
  it("pieces' honour: two Rueas against a bare Khun have 8 moves counted from 4; the game is drawn after the last", () => {
    const r = validate(record('makruk', MAKRUK, MAKRUK_COUNT, '1/2-1/2'));
    expect(r).toMatchObject({
      legal: true,
      plies: 12,
      result: '1/2-1/2',
      termination: 'counting',
      reason: 'counting: the 8-move count ran out',
    });
    expect(validate(record('makruk', MAKRUK, MAKRUK_COUNT.slice(0, 11), '*')).termination).toBe('unfinished');
    expect(validate(record('makruk', MAKRUK, [...MAKRUK_COUNT, 'b4-b5'], '1/2-1/2')).error).toMatchObject({
      ply: 13,
      reason: `the game was already over: 1/2-1/2 by ${r.reason}`,
    });
  });

  it("one answer to whether the game is over: the library's outcome() ends it where the validator does", () => {
    const variant = lib.loadVariant('makruk');
    if (!variant.ok) throw variant.error;
    const start = lib.parseFen(variant.value, MAKRUK);
    if (!start.ok) throw start.error;
    let pos = start.value;
    for (const [i, text] of MAKRUK_COUNT.entries()) {
      // The validator reads the game on up to the last move, so the game goes on before it.
      expect(lib.outcome(pos), `before ${text}`).toBeNull();
      const move = lib.parseMove(pos, text);
      if (!move.ok) throw move.error;
      pos = lib.play(pos, move.value);
      if (i === MAKRUK_COUNT.length - 1)
        expect(lib.outcome(pos)).toMatchObject({
          winner: null,
          termination: 'counting',
          reason: 'counting: the 8-move count ran out',
        });
    }
  });

  it("board's honour: 64 moves; a mate on the move that ends the count stands", () => {
    const drawn = validate(record('makruk', BOARD_HONOUR, boardHonourGame('d7-d6'), '1/2-1/2'));
    expect(drawn).toMatchObject({
      legal: true,
      plies: 130,
      termination: 'counting',
      reason: 'counting: the 64-move count ran out',
    });
    expect(validate(record('makruk', BOARD_HONOUR, boardHonourGame('d7-d6').slice(0, 129), '*')).termination).toBe(
      'unfinished',
    );
    expect(validate(record('makruk', BOARD_HONOUR, boardHonourGame('d7-d1'), '0-1'))).toMatchObject({
      legal: true,
      plies: 130,
      result: '0-1',
      termination: 'checkmate',
    });
  });

  it('taking moves back takes the count back', () => {
    const v = loadVariant('makruk').variant;
    const g = new Game(parseFen(v, MAKRUK));
    const counts = [countOf(g.position)];
    for (const text of MAKRUK_COUNT.slice(0, 6)) {
      g.play(matchingMoves(g.position, g.legalMoves(), parseMoveText(v, text) as never)[0]!);
      counts.push(countOf(g.position));
    }
    expect(counts.map((c) => `${c.limit}/${c.ply}`)).toEqual([
      '0/0',
      '128/0',
      '128/1',
      '16/8',
      '16/9',
      '16/10',
      '16/11',
    ]);
    for (let i = 5; i >= 0; i--) {
      g.undo();
      expect(countOf(g.position)).toEqual(counts[i]);
    }
  });

  it('no count while a pawn stands on the board', () => {
    const v = loadVariant('makruk').variant;
    const g = new Game(parseFen(v, '4k3/8/8/8/8/3P4/8/R3K2R w - - 0 1'));
    g.play(g.legalMoves().find((m) => uciMove(g.position, m) === 'a1a2')!);
    expect(countOf(g.position)).toEqual({ limit: 0, ply: 0 });
  });
});

describe('against Fairy-Stockfish', () => {
  let fsf: Fsf;
  beforeAll(async () => {
    fsf = await Fsf.start();
  });
  afterAll(async () => {
    await fsf?.close();
  });

  it.each([
    ['xiangqi perpetual check: the last move wins for the mover', 'xiangqi', XIANGQI, XIANGQI_PERPETUAL, 'mate 1'],
    ['xiangqi repetition broken by a quiet move: drawn', 'xiangqi', XIANGQI, XIANGQI_BROKEN, 'cp 0'],
    ['shogi sennichite: drawn', 'shogi', SHOGI, [...SHOGI_SHUFFLE, ...SHOGI_SHUFFLE, ...SHOGI_SHUFFLE], 'cp 0'],
    [
      'shogi perpetual check: the last move wins for the mover',
      'shogi',
      SHOGI_CHECKS,
      [...SHOGI_PERPETUAL, ...SHOGI_PERPETUAL, ...SHOGI_PERPETUAL],
      'mate 1',
    ],
    ["makruk pieces' honour run out: drawn", 'makruk', MAKRUK, MAKRUK_COUNT, 'cp 0'],
    ["makruk board's honour run out: drawn", 'makruk', BOARD_HONOUR, boardHonourGame('d7-d6'), 'cp 0'],
    ["makruk mate on the count's last move: won", 'makruk', BOARD_HONOUR, boardHonourGame('d7-d1'), 'mate 1'],
  ])('%s', async (_, variant, fen, moves, score) => {
    const uci = uciMoves(variant, fen, moves);
    expect(await fsf.moveScore(variant, fen, uci.slice(0, -1), uci[uci.length - 1]!)).toBe(score);
  });

  /**
   * Seeded shuffles: from a random middle game both sides mostly step a man away and back (often with
   * check), so positions repeat with and without perpetual checks. Where our game ends by repetition
   * (Shogi) or reaches a repetition one may claim (Xiangqi), FSF's score for the last move says the
   * same: mate 1 when the mover wins, cp 0 for a draw.
   */
  it.each([
    ['xiangqi', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', 20],
    // From the start a Shogi shuffle gives few checks without drops: from a sparse middle game instead.
    ['shogi', '4k4/9/3g5/9/9/9/9/1R5B1/4K4[] w - - 0 1', 4],
  ])('%s: repetitions of seeded shuffles from %s end as Fairy-Stockfish ends them', async (variant, fen, opening) => {
    const v = loadVariant(variant).variant;
    const random = seededRandom(1);
    const list = new MoveList();
    let ends = 0;
    const kinds = new Set<string>();
    const over = (g: Game) => g.forcedOutcome() ?? g.claimable();
    for (let game = 0; game < tier(20, 80); game++) {
      const g = new Game(parseFen(v, fen));
      const played: string[] = [];
      const play = (m: number): void => {
        played.push(uciMove(g.position, m));
        g.play(m);
      };
      for (let ply = 0; ply < opening + (game % 10) && !over(g); ply++) {
        generateLegal(g.position, list);
        play(list.moves[Math.floor(random() * list.length)]!);
      }
      // One side checks whenever it can, preferring to step back with check; the other steps back.
      const checker = g.position.turn;
      for (let ply = 0; ply < 80 && !over(g); ply++) {
        const legal = g.legalMoves();
        const own = played.length >= 2 ? played[played.length - 2]! : '';
        const isBack = (m: number): boolean => own === uciMove(g.position, m).replace(/^([a-z]\d+)([a-z]\d+)$/, '$2$1');
        // Drops give checks too, but each changes the hands: no repetition comes of them.
        const checking = legal.filter((m) => {
          if (uciMove(g.position, m).includes('@')) return false;
          g.position.make(m);
          const check = inCheck(g.position);
          g.position.unmake();
          return check;
        });
        const pick = (ms: number[]): number => ms.find(isBack) ?? ms[Math.floor(random() * ms.length)]!;
        if (g.position.turn === checker && checking.length > 0 && random() < 0.9) play(pick(checking));
        else play(random() < 0.8 ? pick(legal) : legal[Math.floor(random() * legal.length)]!);
      }
      const end = over(g);
      if (!end || (end.termination !== 'repetition' && end.termination !== 'perpetual-check')) continue;
      ends++;
      kinds.add(end.termination);
      const mover = g.position.turn === WHITE ? BLACK : WHITE;
      const expected = end.winner === null ? 'cp 0' : end.winner === mover ? 'mate 1' : 'mate -1';
      expect({
        moves: played.join(' '),
        score: await fsf.moveScore(variant, fen, played.slice(0, -1), played[played.length - 1]!),
      }).toEqual({ moves: played.join(' '), score: expected });
    }
    expect(ends).toBeGreaterThan(tier(4, 20));
    // Both ends happen: each side's checks are judged, not only the draw.
    expect(kinds.size).toBe(2);
  });

  /** FSF's count after `moves`: its FEN writes the limit where en passant stands, and the ply as the clock. */
  async function fsfCount(fen: string, moves: string[]): Promise<{ limit: number; ply: number }> {
    const fields = (await fsf.fen('makruk', moves.length ? `${fen} moves ${moves.join(' ')}` : fen)).split(' ');
    return fields[3] === '-' ? { limit: 0, ply: 0 } : { limit: Number(fields[3]), ply: Number(fields[4]) };
  }

  it.each([
    ['two Rueas against a bare Khun', '4k3/8/8/8/8/8/8/R3K2R w - - 0 1'],
    ["board's honour, then pieces' honour on a capture", 'r3k3/8/8/8/8/8/8/R3K1N1 w - - 0 1'],
    ['a Bia that may promote or fall', '4k3/8/8/3p4/8/8/8/RN2K3 w - - 0 1'],
    ['a white Bia promoting against a Met', '3mk3/8/8/3P4/8/8/8/R3K3 w - - 0 1'],
    ['a bare Khun that may take the last Bia', 'r3k3/8/8/8/4p3/4K3/8/8 w - - 0 1'],
    ['the bare side to move first', '4k3/8/8/8/8/8/8/4K2R b - - 0 1'],
  ])('the count after every ply of random games agrees: %s', async (_, fen) => {
    const v = loadVariant('makruk').variant;
    const random = seededRandom(fen.length);
    const list = new MoveList();
    for (let game = 0; game < tier(2, 12); game++) {
      const g = new Game(parseFen(v, fen));
      const played: string[] = [];
      for (let ply = 0; ply < tier(40, 140) && !g.forcedOutcome(); ply++) {
        generateLegal(g.position, list);
        const m = list.moves[Math.floor(random() * list.length)]!;
        played.push(uciMove(g.position, m));
        g.play(m);
        expect({ after: played.join(' '), ...countOf(g.position) }).toEqual({
          after: played.join(' '),
          ...(await fsfCount(fen, played)),
        });
      }
    }
  });

  it('a bare Khun taking the last Bia starts its own count one ply short', async () => {
    const v = loadVariant('makruk').variant;
    const fen = 'r3k3/8/8/8/4p3/4K3/8/8 w - - 0 1';
    const g = new Game(parseFen(v, fen));
    g.play(g.legalMoves().find((m) => uciMove(g.position, m) === 'e3e4')!);
    expect(countOf(g.position)).toEqual({ limit: 32, ply: 5 });
    expect(await fsfCount(fen, ['e3e4'])).toEqual({ limit: 32, ply: 5 });
  });
});
