/**
 * Fairy-Stockfish (npm `fairy-stockfish-nnue.wasm`, a dev dependency) as an oracle for tests and
 * benchmarks: one engine in a child process whose global fetch is deleted before the engine loads (the
 * Emscripten build would otherwise try to fetch its .wasm file by path, and fail), spoken to over UCI.
 * Never used at run time by fairyprint itself.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import {
  type Move,
  MoveKind,
  moveFrom,
  moveGate,
  moveGatesOther,
  moveKind,
  movePromo,
  moveTo,
  moveWall,
  withoutGate,
  withWall,
} from '../../src/engine/move.js';
import { generateLegal, MoveList } from '../../src/engine/movegen.js';
import { forcedOutcome } from '../../src/engine/outcome.js';
import { perftDivide } from '../../src/engine/perft.js';
import type { Position } from '../../src/engine/position.js';
import { castling } from '../../src/engine/rules/castling.js';
import { gatedSquare } from '../../src/engine/rules/gating.js';
import { moveText } from '../../src/notation/coordinate.js';
import { squareName } from '../../src/notation/squares.js';
import { seededRandom } from '../variants/random-play.js';

export interface FsfPerft {
  total: number;
  /** Count below each first move, keyed by the move in FSF's UCI notation (e2e4, e7e8q, a9a10). */
  divide: Map<string, number>;
}

/** Templates that play a Fairy-Stockfish variant's rules (named after it, see fsfName): cross-checked against it. */
export const FSF_TEMPLATES = [
  'chess',
  'capablanca',
  'grand',
  'shatranj',
  'makruk',
  'xiangqi',
  'grasshopper',
  'crazyhouse',
  'shogi',
  'threecheck',
  'racingkings',
  'antichess',
  'losers',
  'atomic',
  'kingofthehill',
  'horde',
  'janggi',
  'torishogi',
  'sittuyin',
];

/** Fairy-Stockfish's name of a template's variant, where it differs from the template's id. */
export const fsfName = (id: string): string => ({ threecheck: '3check' })[id] ?? id;

const uciScript = createRequire(import.meta.url).resolve('fairy-stockfish-nnue.wasm/uci.js');
/**
 * Run before the engine's script: no global fetch, as ffish.ts does in-process. The flag that did it
 * (--no-experimental-fetch) is refused by Node 24, where fetch is no longer experimental.
 */
const WITHOUT_FETCH = 'data:text/javascript,delete globalThis.fetch';

export class Fsf {
  private readonly lines: string[] = [];
  private wake: (() => void) | null = null;
  private variant = '';
  private closed = false;

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      this.lines.push(line);
      this.wake?.();
    });
    child.on('exit', () => {
      this.closed = true;
      this.wake?.();
    });
  }

  static async start(): Promise<Fsf> {
    const child = spawn(process.execPath, ['--import', WITHOUT_FETCH, uciScript], { stdio: ['pipe', 'pipe', 'pipe'] });
    const fsf = new Fsf(child);
    fsf.send('uci');
    await fsf.until((l) => l === 'uciok');
    return fsf;
  }

  private send(command: string): void {
    this.child.stdin.write(`${command}\n`);
  }

  /** Collects output lines up to and including the first that satisfies `done`. */
  private async until(done: (line: string) => boolean, timeoutMs = 120_000): Promise<string[]> {
    const out: string[] = [];
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.lines.length > 0) {
        const line = this.lines.shift()!;
        out.push(line);
        if (done(line)) return out;
      }
      if (this.closed) throw new Error(`Fairy-Stockfish exited; last output:\n${out.slice(-5).join('\n')}`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`Fairy-Stockfish did not answer in time; last output:\n${out.slice(-5).join('\n')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  private async setVariant(variant: string): Promise<void> {
    if (variant === this.variant) return;
    this.send(`setoption name UCI_Variant value ${variant}`);
    this.variant = variant;
  }

  /** FSF's own text of a position it was given (its `d` command), to check that it read ours. */
  async fen(variant: string, fen: string): Promise<string> {
    await this.setVariant(variant);
    this.send(`position fen ${fen}`);
    this.send('d');
    const out = await this.until((l) => l.startsWith('Fen: '));
    return out[out.length - 1]!.slice('Fen: '.length);
  }

  /** The start position of one of FSF's variants, as FSF writes it. */
  async startFen(variant: string): Promise<string> {
    await this.setVariant(variant);
    this.send('position startpos');
    this.send('d');
    const out = await this.until((l) => l.startsWith('Fen: '));
    return out[out.length - 1]!.slice('Fen: '.length);
  }

  /** The men FSF counts as chased by the last of `moves` (its `d` command's "Chased:" line, Xiangqi's chasing rule). */
  async chased(variant: string, fen: string, moves: readonly string[]): Promise<string[]> {
    await this.setVariant(variant);
    this.send(`position fen ${fen}${moves.length ? ` moves ${moves.join(' ')}` : ''}`);
    this.send('d');
    const out = await this.until((l) => l.startsWith('Chased:'));
    return out[out.length - 1]!.slice('Chased:'.length).trim().split(/\s+/).filter(Boolean);
  }

  /**
   * The CPU time the engine's process has run, in ms, over all its threads (Linux's per-thread
   * schedstat, in ns): what a benchmark compares with `process.cpuUsage()` of its own process, which
   * other load on a shared machine barely moves. Null where /proc does not tell.
   */
  cpuMs(): number | null {
    const tasks = `/proc/${this.child.pid}/task`;
    try {
      let ns = 0;
      for (const t of readdirSync(tasks)) ns += Number(readFileSync(`${tasks}/${t}/schedstat`, 'utf8').split(' ')[0]);
      return ns / 1e6;
    } catch {
      return null;
    }
  }

  async perft(variant: string, fen: string, depth: number): Promise<FsfPerft> {
    await this.setVariant(variant);
    this.send(`position fen ${fen}`);
    this.send(`go perft ${depth}`);
    const out = await this.until((l) => l.startsWith('Nodes searched: '));
    const divide = new Map<string, number>();
    for (const line of out) {
      const m = /^(\S+): (\d+)$/.exec(line);
      if (m) divide.set(m[1]!, Number(m[2]));
    }
    return { total: Number(out[out.length - 1]!.slice('Nodes searched: '.length)), divide };
  }

  /**
   * FSF's score for playing `move` after `moves` from `fen`, by a one-ply search limited to it: how a
   * game end the move brings about shows (`mate 1`: the mover wins by it, `mate -1` or below: loses,
   * `cp 0` where the material is uneven: drawn). FSF judges no end at the root, hence the move searched.
   */
  async moveScore(variant: string, fen: string, moves: readonly string[], move: string): Promise<string> {
    await this.setVariant(variant);
    this.send(`position fen ${fen}${moves.length ? ` moves ${moves.join(' ')}` : ''}`);
    this.send(`go depth 1 searchmoves ${move}`);
    const out = await this.until((l) => l.startsWith('bestmove'));
    const scored = out.filter((l) => / score /.test(l));
    return /score (cp -?\d+|mate -?\d+)/.exec(scored[scored.length - 1] ?? '')?.[1] ?? 'none';
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.send('quit');
    this.child.stdin.end();
    await this.until(() => false, 10_000).catch(() => undefined);
    if (!this.closed) this.child.kill();
  }
}

/**
 * A fairyprint move in FSF's UCI notation: squares, then the promotion's letter in lower case, or "+"
 * for a promotion to a promoted form (Shogi); drops P@e4; a castling whose king lands where he could
 * also step (d1-c1 with castlingQueensideFile = c) as the king taking his rook (d1a1), as FSF writes it.
 */
export function uciMove(pos: Position, m: Move): string {
  const wall = pos.variant.spec.rules.walls ? moveWall(m) : -1;
  // FSF writes the wall after the move as a second leg: d1a1,a1b1.
  if (wall >= 0)
    return `${uciMove(pos, withWall(m, -1))},${squareName(pos.variant, moveTo(m))}${squareName(pos.variant, wall)}`;
  const v = pos.variant;
  const gate = moveGate(m);
  if (gate >= 0) {
    // Gating: the man's letter after the move; onto the castling rook's square, written rook to king (h1e1h).
    const letter = v.spec.pieces[gate]!.id.toLowerCase();
    if (!moveGatesOther(m)) return uciMove(pos, withoutGate(m)) + letter;
    return squareName(v, gatedSquare(pos, m)) + squareName(v, moveFrom(m)) + letter;
  }
  const promo = movePromo(m);
  if (moveKind(m) === MoveKind.Wrap) throw new Error('wrapping moves have no UCI form');
  if (moveKind(m) === MoveKind.Drop) return moveText(pos, m);
  // The king taking his rook where the castling module says a coordinate text names it so (Chess960, and
  // a king that could also step onto his castling square); ffish's moves check it.
  if (moveKind(m) === MoveKind.Castle) {
    const rook = castling.coordinateTo!(pos, m);
    if (rook >= 0) return squareName(v, moveFrom(m)) + squareName(v, rook);
  }
  const mover = v.spec.pieces[Math.abs(pos.board[moveFrom(m)]!) - 1];
  // FSF writes a promoted man turned back (Kyoto shogi's demotion) with '-'.
  const suffix =
    promo < 0
      ? ''
      : mover?.promotedFrom === promo
        ? '-'
        : v.spec.pieces[promo]!.promotedFrom !== undefined
          ? '+'
          : v.spec.pieces[promo]!.id.toLowerCase();
  return squareName(v, moveFrom(m)) + squareName(v, moveTo(m)) + suffix;
}

export interface PerftComparison {
  ours: number;
  theirs: number;
  /** Moves whose counts differ, or that only one side has: "e2e4: 20 (FSF 21)". Empty when equal. */
  differences: string[];
}

/** Perft divided by first move, by fairyprint and by FSF on the same position (given as our FEN). */
export async function comparePerft(
  fsf: Fsf,
  fsfVariant: string,
  pos: Position,
  fen: string,
  depth: number,
): Promise<PerftComparison> {
  const theirs = await fsf.perft(fsfVariant, fen, depth);
  const ours = new Map<string, number>();
  for (const [m, n] of perftDivide(pos, depth)) ours.set(uciMove(pos, m), n);
  const differences: string[] = [];
  for (const [move, n] of ours) {
    const t = theirs.divide.get(move);
    if (t !== n) differences.push(`${move}: ${n} (FSF ${t ?? 'has no such move'})`);
  }
  for (const [move, t] of theirs.divide) if (!ours.has(move)) differences.push(`${move}: not ours (FSF ${t})`);
  let total = 0;
  for (const n of ours.values()) total += n;
  return { ours: total, theirs: theirs.total, differences };
}

/**
 * Positions from seeded random games: game g plays random legal moves from `start` for a random
 * number of plies (fewer when the game ends) and yields the position reached. Every other game runs up
 * to `longPlies` rather than 60, so the positions cover openings, middle games and the endings where
 * promotions and bare kings happen.
 */
export function randomGamePositions(start: () => Position, count: number, seed: number, longPlies = 400): Position[] {
  const random = seededRandom(seed);
  const list = new MoveList();
  const out: Position[] = [];
  for (let g = 0; g < count; g++) {
    const pos = start();
    const plies = 1 + Math.floor(random() * (g % 2 === 0 ? 60 : longPlies));
    for (let ply = 0; ply < plies; ply++) {
      // A game ended by a rule (Makruk's count, whose ply past its limit no position text holds) stops there.
      if (forcedOutcome(pos, list)) break;
      generateLegal(pos, list);
      if (list.length === 0) break;
      pos.make(list.moves[Math.floor(random() * list.length)]!);
    }
    out.push(pos.clone());
  }
  return out;
}
