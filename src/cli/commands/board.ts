import { WRITE_OPTIONS, writeBoard } from '../../api/print.js';
import type { CommandRegistrar } from './registrar.js';
import { printArgs, printOptions, printWritten, usage, variantArg, variantFrom } from './shared.js';

export const boardCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    usage('board <variant>'),
    'Print the board as SVG, PDF and PNG at exact size; a board too large for one page is tiled with glue strips and an assembly map',
    (y) =>
      printArgs(variantArg(y), WRITE_OPTIONS.board).example([
        ['$0 board chess', 'out/chess/board.svg, .pdf and .png, one A4 page'],
        ['$0 board ecros --paper letter --format pdf', 'ECROS tiled over US Letter pages, PDF only'],
      ]),
    async (args) => {
      printWritten(
        io,
        args.json,
        await writeBoard(await variantFrom(args.variant, io), printOptions(args, WRITE_OPTIONS.board, io)),
      );
    },
  );
