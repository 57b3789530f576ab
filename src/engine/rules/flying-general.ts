/**
 * Rule module "flying general" (Xiangqi, `rules.flyingGeneral`): the two royal pieces may never face
 * each other on a file with nothing between them. The legality filter refuses a move that leaves them
 * so (variants with the rule never take its fast path), and a position with them so is unreachable.
 */
import type { Position } from '../position.js';
import { squareName } from '../squares.js';
import { BLACK, type Variant, WHITE } from '../variant.js';
import { type BoardExample, placedPosition, squareAt } from './examples.js';
import type { RuleModule } from './hooks.js';

/** Whether both royal pieces stand on one file with nothing between them. */
export function royalsFace(pos: Position): boolean {
  const v = pos.variant;
  const a = pos.royal[WHITE]!;
  const b = pos.royal[BLACK]!;
  if (a < 0 || b < 0 || a % v.files !== b % v.files) return false;
  for (let sq = Math.min(a, b) + v.files; sq < Math.max(a, b); sq += v.files) if (pos.board[sq] !== 0) return false;
  return true;
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
  exposure: (pos) =>
    royalsFace(pos) ? `the two ${royalName(pos).toLowerCase()}s would face each other on an open file` : null,
  // Pins and king targets do not see a general exposed along the file by the move of a man between.
  slowLegality: true,
  forbiddenAfter: royalsFace,
  standingProblem: (pos, name) =>
    royalsFace(pos)
      ? `${name(pos.royal[pos.turn === WHITE ? BLACK : WHITE]!)}: the two ${royalName(pos)}s face each other on an open file, which no move may leave`
      : null,
  summary: ({ spec }) => ({
    special: [
      `The two ${spec.pieces.find((p) => p.royal)?.name ?? 'king'}s may never face each other along a file with nothing between them.`,
    ],
  }),
};
