import { WRITE_OPTIONS, writeCounters } from '../../api/print.js';
import type { CommandRegistrar } from './registrar.js';
import { printArgs, printOptions, printWritten, usage, variantArg, variantFrom } from './shared.js';

export const countersCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    usage('counters <variant>'),
    'Print counters for every man of both sides, sized to the board square, with names written out',
    (y) =>
      printArgs(variantArg(y), WRITE_OPTIONS.counters).example([
        ['$0 counters chess', 'counters of both sides, sized to the board square'],
        ['$0 counters shogi --backs --spares 0', 'with the promoted sides on mirrored back pages, no spares'],
      ]),
    async (args) => {
      printWritten(
        io,
        args.json,
        await writeCounters(await variantFrom(args.variant, io), printOptions(args, WRITE_OPTIONS.counters, io)),
      );
    },
  );
