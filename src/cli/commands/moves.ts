import { MoveList, generateLegal } from '../../engine/movegen.js';
import { moveText } from '../../notation/coordinate.js';
import { positionArg, variantArg, withPosition } from './shared.js';
import type { CommandRegistrar } from './index.js';

export const movesCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    'moves <variant>',
    'List the legal moves of a position in coordinate notation, one per line',
    (y) => positionArg(variantArg(y)),
    (args) => {
      const pos = withPosition(args.variant, args.fen, args['any-position']);
      const list = new MoveList();
      generateLegal(pos, list);
      const lines = list.toArray().map((m) => moveText(pos, m));
      io.out(lines.map((l) => `${l}\n`).join(''));
    },
  );
