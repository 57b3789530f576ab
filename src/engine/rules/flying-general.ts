/**
 * Rule module "flying general" (Xiangqi, `rules.flyingGeneral`): the two royal pieces may never face
 * each other on a file or a rank with nothing between them (Fairy-Stockfish bars both: a rook's lines
 * from the king; Xiangqi's palaces never share a rank). The legality filter refuses a move that leaves
 * them so (variants with the rule never take its fast path), and a position with them so is unreachable.
 */
import type { Position } from '../position.js';
import { squareName } from '../squares.js';
import { BLACK, type Variant, WHITE } from '../variant.js';
import { type BoardExample, placedPosition, squareAt } from './examples.js';
import type { RuleModule } from './hooks.js';

/** The line both royal pieces stand on with nothing between them, or null. */
function facingLine(pos: Position): 'file' | 'rank' | null {
  const v = pos.variant;
  const a = pos.royal[WHITE]!;
  const b = pos.royal[BLACK]!;
  if (a < 0 || b < 0) return null;
  const [lo, hi] = a < b ? [a, b] : [b, a];
  const line = lo % v.files === hi % v.files ? 'file' : ((lo / v.files) | 0) === ((hi / v.files) | 0) ? 'rank' : null;
  if (line === null) return null;
  const step = line === 'file' ? v.files : 1;
  for (let sq = lo + step; sq < hi; sq += step) if (pos.board[sq] !== 0) return null;
  return line;
}

/** Whether both royal pieces stand on one file or one rank with nothing between them. */
export const royalsFace = (pos: Position): boolean => facingLine(pos) !== null;

/**
 * Whether the royal man of `us` would face the other one on square `sq`, lifted from his own
 * square and the board else as it stands: a square a castling king crosses (Fairy-Stockfish bars it).
 */
export function royalWouldFace(pos: Position, us: number, sq: number): boolean {
  const from = pos.royal[us]!;
  const code = pos.board[from]!;
  const keep = pos.board[sq]!;
  pos.board[from] = 0;
  pos.board[sq] = code;
  pos.royal[us] = sq;
  const faces = royalsFace(pos);
  pos.royal[us] = from;
  pos.board[sq] = keep;
  pos.board[from] = code;
  return faces;
}

/**
 * The royal man of type `type` one step up from its setup square, the other royal one file aside on
 * its own: the step sideways onto that file is no move.
 */
function facingExamples(v: Variant, type: number): BoardExample[] {
  if (!v.royalType[type]) return [];
  const home = v.spec.setup.findIndex((c) => c === type + 1);
  const away = v.spec.setup.findIndex((c) => c === -(type + 1));
  if (home < 0 || away < 0) return [];
  const [x, y] = [home % v.files, (home / v.files) | 0];
  const subject = squareAt(v, x, y + 1);
  const other = squareAt(v, x - 1, (away / v.files) | 0);
  const position = placedPosition(
    v,
    [
      [subject, type + 1],
      [other, -(type + 1)],
    ],
    '',
  );
  if (!position) return [];
  const name = v.spec.pieces[type]!.name;
  const facing = squareAt(v, x - 1, y + 1);
  return [
    {
      position,
      subject,
      window: [Math.max(0, x - 2), 0, Math.min(v.files - 1, x + 2), v.ranks - 1],
      caption: `the ${name}s never face each other on an open file: no step to ${squareName(v, facing)}`,
    },
  ];
}

const royalName = (pos: Position): string => pos.variant.spec.pieces.find((p) => p.royal)?.name ?? 'King';

export const flyingGeneral: RuleModule = {
  id: 'flying-general',
  uses: (spec) => spec.rules.flyingGeneral === true,
  boardExamples: facingExamples,
  exposure: (pos) => {
    const line = facingLine(pos);
    return line ? `the two ${royalName(pos).toLowerCase()}s would face each other on an open ${line}` : null;
  },
  // Pins and king targets do not see a general exposed along the file by the move of a man between.
  slowLegality: true,
  forbiddenAfter: royalsFace,
  standingProblem: (pos, name) => {
    const line = facingLine(pos);
    return line
      ? `${name(pos.royal[pos.turn === WHITE ? BLACK : WHITE]!)}: the two ${royalName(pos)}s face each other on an open ${line}, which no move may leave`
      : null;
  },
  summary: ({ spec }) => ({
    special: [
      `The two ${spec.pieces.find((p) => p.royal)?.name ?? 'king'}s may never face each other along a file or a rank with nothing between them.`,
    ],
  }),
};
