import { perft, perftDivide } from '../../engine/perft.js';
import { InputError } from '../../errors.js';
import { moveText } from '../../notation/coordinate.js';
import { positionArg, variantArg, withPosition } from './shared.js';
import type { CommandRegistrar } from './index.js';

export const perftCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    'perft <variant> <depth>',
    'Count legal move sequences of a given length (the node count is printed last, alone on its line)',
    (y) =>
      positionArg(
        variantArg(y)
          .positional('depth', { type: 'number', describe: 'Plies to search (0 to 12)', demandOption: true })
          .option('divide', { type: 'boolean', default: false, describe: 'Print the count below each first move' }),
      ),
    (args) => {
      const depth = args.depth;
      if (!Number.isInteger(depth) || depth < 0 || depth > 12) {
        throw new InputError(`depth must be a whole number from 0 to 12, not ${String(args.depth)}`);
      }
      const pos = withPosition(args.variant, args.fen);
      if (args.divide && depth > 0) {
        let total = 0;
        for (const [m, n] of perftDivide(pos, depth)) {
          io.out(`${moveText(pos, m)}: ${n}\n`);
          total += n;
        }
        io.out(`${total}\n`);
      } else {
        io.out(`${perft(pos, depth)}\n`);
      }
    },
  );
