/**
 * Rule module "connect" (`end.connect`; Fairy-Stockfish's connectN, connectNxN, collinearN,
 * connectHorizontal, connectVertical, connectDiagonal, connectPieceTypes and connectValue): after a move,
 * the mover's men standing `row` in an unbroken line along one of the directions (Tic-tac-toe, Connect
 * Four), filling a `square` by `square` block (Teeko), or standing `collinear` on one line with gaps
 * between (Three Musketeers) end the game, won by the mover (or lost, or drawn, by `result`). As in
 * Fairy-Stockfish, only the mover's men are looked at: the move just made is what connects.
 */
import type { ConnectDirection, ConnectSpec, VariantSpec } from '../spec.js';
import type { Color, Position, RuleModule, Victory } from './hooks.js';
import { listWords, pieceNames } from './words.js';

/** Each direction as the steps (file, rank) of its lines: a diagonal is both diagonals. */
const STEPS: Record<ConnectDirection, [number, number][]> = {
  horizontal: [[1, 0]],
  vertical: [[0, 1]],
  diagonal: [
    [1, 1],
    [1, -1],
  ],
};

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const numberWord = (n: number): string => NUMBER_WORDS[n] ?? String(n);

/** Whether the man on (x, y) is one of `side`'s that count. */
function counts(pos: Position, spec: ConnectSpec, side: Color, x: number, y: number): boolean {
  const v = pos.variant;
  if (x < 0 || y < 0 || x >= v.files || y >= v.ranks) return false;
  const own = pos.board[y * v.files + x]! * (side === 0 ? 1 : -1);
  return own > 0 && (spec.pieces === null || spec.pieces.includes(own - 1));
}

/** Whether `side` has `n` counting men in an unbroken line from (x, y) by (dx, dy). */
function rowFrom(pos: Position, spec: ConnectSpec, side: Color, x: number, y: number, [dx, dy]: number[]): boolean {
  for (let i = 0; i < spec.row; i++) if (!counts(pos, spec, side, x + i * dx!, y + i * dy!)) return false;
  return true;
}

/** Whether `side`'s counting men fill the block of `spec.square` squares a side from (x, y) up and right. */
function blockFrom(pos: Position, spec: ConnectSpec, side: Color, x: number, y: number): boolean {
  for (let j = 0; j < spec.square; j++)
    for (let i = 0; i < spec.square; i++) if (!counts(pos, spec, side, x + i, y + j)) return false;
  return true;
}

/** How many of `side`'s counting men stand on the whole line through (x, y) along (dx, dy), gaps and holes allowed. */
function onLine(pos: Position, spec: ConnectSpec, side: Color, x: number, y: number, [dx, dy]: number[]): number {
  const v = pos.variant;
  // Back to the line's first square on the board, then along it to the edge.
  while (x - dx! >= 0 && x - dx! < v.files && y - dy! >= 0 && y - dy! < v.ranks) [x, y] = [x - dx!, y - dy!];
  let n = 0;
  for (; x >= 0 && x < v.files && y >= 0 && y < v.ranks; x += dx!, y += dy!) if (counts(pos, spec, side, x, y)) n++;
  return n;
}

/** The steps of a spec's directions, made once per spec (every move asks). */
const stepsOf = new WeakMap<ConnectSpec, [number, number][]>();

/** Which shape `side` has made, in words, or null. */
function connection(pos: Position, spec: ConnectSpec, side: Color): string | null {
  const v = pos.variant;
  let steps = stepsOf.get(spec);
  if (!steps) stepsOf.set(spec, (steps = spec.directions.flatMap((d) => STEPS[d])));
  for (let y = 0; y < v.ranks; y++)
    for (let x = 0; x < v.files; x++) {
      if (!counts(pos, spec, side, x, y)) continue;
      if (spec.square > 0 && blockFrom(pos, spec, side, x, y)) return blockWords(spec);
      for (const step of steps) {
        if (spec.row > 0 && rowFrom(pos, spec, side, x, y, step)) return rowWords(spec);
        if (spec.collinear > 0 && onLine(pos, spec, side, x, y, step) >= spec.collinear) return lineWords(spec);
      }
    }
  return null;
}

const rowWords = (spec: ConnectSpec): string => `${numberWord(spec.row)} in a row`;
const blockWords = (spec: ConnectSpec): string => `a ${spec.square} by ${spec.square} square`;
const lineWords = (spec: ConnectSpec): string => `${numberWord(spec.collinear)} on one line`;

/** The shapes that end the game, in words: "four in a row or a 2 by 2 square". */
const shapes = (spec: ConnectSpec): string =>
  listWords(
    [
      ...(spec.row ? [rowWords(spec)] : []),
      ...(spec.square ? [blockWords(spec)] : []),
      ...(spec.collinear ? [lineWords(spec)] : []),
    ],
    'or',
  );

function connectEnd(pos: Position): Victory | null {
  const spec = pos.variant.spec.end.connect!;
  const mover: Color = pos.turn === 0 ? 1 : 0;
  const made = connection(pos, spec, mover);
  if (made === null) return null;
  const winner = spec.result === 'win' ? mover : spec.result === 'loss' ? pos.turn : null;
  return { winner, reason: made };
}

/** The lines a row or a line runs along, in words: "across, up or diagonally". */
const DIRECTION_WORDS: Record<ConnectDirection, string> = {
  horizontal: 'across',
  vertical: 'up',
  diagonal: 'diagonally',
};

/** The summary's sentence: what shape of whose men does what. */
function summaryLine(spec: VariantSpec, c: ConnectSpec): string {
  const men = c.pieces === null ? 'men' : `${pieceNames(spec, c.pieces, 'or')} men`;
  const along = listWords(
    c.directions.map((d) => DIRECTION_WORDS[d]),
    'or',
  );
  const parts = [
    ...(c.row ? [`${numberWord(c.row)} of their ${men} in an unbroken line ${along}`] : []),
    ...(c.square
      ? [`${numberWord(c.square * c.square)} of their ${men} filling a ${c.square} by ${c.square} square`]
      : []),
    ...(c.collinear ? [`${numberWord(c.collinear)} of their ${men} on one line ${along}, with gaps or not`] : []),
  ];
  const verb = c.result === 'win' ? 'wins' : c.result === 'loss' ? 'loses' : 'ends the game in a draw';
  // Commas set off a shape that ends in a clause of its own, or several parts.
  const pause = parts.length > 1 || c.collinear ? ',' : '';
  return `A player whose move leaves ${parts.join(', or ')}${pause} ${verb}.`;
}

export const connect: RuleModule = {
  id: 'connect',
  uses: (spec) => spec.end.connect !== undefined,
  gameEnd: connectEnd,
  endings: ({ spec }) => {
    const c = spec.end.connect!;
    return [`${shapes(c)}${c.result === 'win' ? '' : c.result === 'loss' ? ' (loses)' : ' (draw)'}`];
  },
  summary: ({ spec }) => ({ end: [summaryLine(spec, spec.end.connect!)] }),
};
