/**
 * ffish.js (npm `ffish`, Fairy-Stockfish's own JavaScript bindings, GPL, a dev dependency) as the
 * oracle of how Fairy-Stockfish-based sites write game records: its boards give the legal moves, the
 * SAN and the game end in FSF's own words. Loaded in-process; never used at run time by fairyprint.
 */
import { createRequire } from 'node:module';

export interface FfishBoard {
  delete(): void;
  legalMoves(): string;
  /** How many legal moves: legalMoves()'s count, without writing them (FSF's MoveList<LEGAL> size). */
  numberLegalMoves(): number;
  isCapture(uciMove: string): boolean;
  push(uciMove: string): boolean;
  pop(): void;
  fen(): string;
  sanMove(uciMove: string, notation: Ffish['Notation']['SAN']): string;
  turn(): boolean;
  isGameOver(claimDraw?: boolean): boolean;
  result(claimDraw?: boolean): string;
  gamePly(): number;
}

export interface Ffish {
  Board: new (variant: string, fen?: string) => FfishBoard;
  Notation: { SAN: { value: number }; DEFAULT: { value: number } };
  startingFen(variant: string): string;
  info(): string;
}

let loading: Promise<Ffish> | null = null;

/** The one ffish module of this process, ready to use. */
export function loadFfish(): Promise<Ffish> {
  loading ??= new Promise((resolve) => {
    const require = createRequire(import.meta.url);
    // The Emscripten loader would try Node's fetch on the .wasm file path (and fail) where fetch exists;
    // without it, it reads the file. It also installs process handlers that turn any unhandled rejection
    // of the test process into its own abort: those are taken back.
    const fetch = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
    const events = ['uncaughtException', 'unhandledRejection'] as const;
    const before = events.map((e) => process.listeners(e as 'uncaughtException') as unknown[]);
    delete (globalThis as { fetch?: unknown }).fetch;
    try {
      const module = require('ffish') as Ffish & { onRuntimeInitialized?: () => void; calledRun?: boolean };
      if (module.calledRun) resolve(module);
      else module.onRuntimeInitialized = () => resolve(module);
    } finally {
      if (fetch) Object.defineProperty(globalThis, 'fetch', fetch);
      events.forEach((e, i) => {
        for (const h of process.listeners(e as 'uncaughtException')) if (!before[i]!.includes(h)) process.off(e, h);
      });
    }
  });
  return loading;
}

/** A game played by FSF's rules from `fen`, as a site would record it. */
export interface FfishGame {
  fen: string;
  /** White (the first player) to move at `fen`. */
  whiteToMove: boolean;
  /** Move number of the first move, from the FEN. */
  fullmove: number;
  uci: string[];
  /** Each move as FSF writes it in SAN (what PyChess exports). */
  san: string[];
  /** FSF's result at the end, with draws claimed (repetition, move rule), or "*" when not over. */
  result: string;
}

/**
 * A seeded random game of `variant` from `fen` (default: the start), up to `maxPlies`: each move drawn
 * from FSF's legal moves, with probability `forcingBias` a capture or a check where a few draws find
 * one (games then end sooner).
 */
export function playFfishGame(
  ff: Ffish,
  variant: string,
  rand: () => number,
  maxPlies: number,
  forcingBias: number,
  fen?: string,
): FfishGame {
  const board = fen === undefined ? new ff.Board(variant) : new ff.Board(variant, fen);
  try {
    const game = gameFrom(board);
    while (!board.isGameOver(true) && game.uci.length < maxPlies) {
      const legal = board.legalMoves().trim().split(' ');
      const pick = (): string => legal[Math.floor(rand() * legal.length)]!;
      let move = pick();
      // A few draws looking for a capture or a check (asking FSF about every move is slow).
      const forcing = (m: string): boolean => board.isCapture(m) || /[+#]$/.test(board.sanMove(m, ff.Notation.SAN));
      for (let tries = rand() < forcingBias ? 8 : 0; tries > 0 && !forcing(move); tries--) move = pick();
      game.san.push(board.sanMove(move, ff.Notation.SAN));
      game.uci.push(move);
      board.push(move);
    }
    if (board.isGameOver(true)) game.result = board.result(true);
    return game;
  } finally {
    board.delete();
  }
}

/** A game with no moves yet, from where `board` stands. */
function gameFrom(board: FfishBoard): FfishGame {
  const start = board.fen();
  const fields = start.split(' ');
  return {
    fen: start,
    whiteToMove: board.turn(),
    fullmove: Number(fields[fields.length - 1]),
    uci: [],
    san: [],
    result: '*',
  };
}

/** The game of `moves` (UCI, each one FSF's legal move) played by FSF's rules from `fen`, with its SAN. */
export function scriptedFfishGame(ff: Ffish, variant: string, fen: string, moves: readonly string[]): FfishGame {
  const board = new ff.Board(variant, fen);
  try {
    const game = gameFrom(board);
    for (const move of moves) {
      if (!board.legalMoves().trim().split(' ').includes(move))
        throw new Error(`${move} is no legal move at ${board.fen()}`);
      game.san.push(board.sanMove(move, ff.Notation.SAN));
      game.uci.push(move);
      board.push(move);
    }
    return game;
  } finally {
    board.delete();
  }
}

/** FSF's SAN of every legal move after the first `plies` moves of `game`. */
export function ffishLegalSan(ff: Ffish, variant: string, game: FfishGame, plies: number): string[] {
  const board = new ff.Board(variant, game.fen);
  try {
    for (const m of game.uci.slice(0, plies)) board.push(m);
    return board
      .legalMoves()
      .trim()
      .split(' ')
      .filter(Boolean)
      .map((m) => board.sanMove(m, ff.Notation.SAN));
  } finally {
    board.delete();
  }
}
