import { DEFAULT_GUTTER_MM, DEFAULT_SIZE_PCT, DEFAULT_SPARES } from '../../render/counter-layout.js';
import { printArgs, printOptions } from './board.js';
import type { CommandRegistrar } from './index.js';
import { printWritten, usage, variantArg, variantFrom } from './shared.js';

export const countersCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    usage('counters <variant>'),
    'Print counters for every man of both sides, sized to the board square, with names written out',
    (y) =>
      printArgs(variantArg(y))
        .option('size-pct', { type: 'number', default: DEFAULT_SIZE_PCT, describe: 'Counter side as a percentage of the square' })
        .option('gutter-mm', { type: 'number', default: DEFAULT_GUTTER_MM, describe: 'Space between counters' })
        .option('backs', { type: 'boolean', default: false, describe: 'Add mirrored back pages for duplex printing (flip on the long edge)' })
        .option('spares', { type: 'number', default: DEFAULT_SPARES, describe: 'Extra counters per side of each promotion piece (0: none)' })
        .option('option', { type: 'string', array: true, default: [] as string[], describe: "Setup options in play, e.g. masked-men (adds Chess Legions' mercenary tokens)" })
        .example([
          ['$0 counters chess', 'counters of both sides, sized to the board square'],
          ['$0 counters shogi --backs --spares 0', 'with the promoted sides on mirrored back pages, no spares'],
        ]),
    async (args) => {
      const { writeCounters } = await import('../../render/index.js');
      const files = await writeCounters(await variantFrom(args.variant, io), {
        ...printOptions(args, io),
        sizePct: args['size-pct'],
        gutterMm: args['gutter-mm'],
        backs: args.backs,
        spares: args.spares,
        options: args.option,
      });
      printWritten(io, args.json, files);
    },
  );
