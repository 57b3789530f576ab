import { WRITE_OPTIONS, writeDiagram } from '../../api/print.js';
import type { CommandRegistrar } from './registrar.js';
import {
  positionArg,
  printArgs,
  printOptions,
  printWritten,
  usage,
  variantArg,
  variantFrom,
  withPosition,
} from './shared.js';

export const diagramCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    usage('diagram <variant>'),
    "Draw one position (the setup, or --fen) as SVG, PDF and PNG, optionally with one man's legal moves marked",
    (y) =>
      printArgs(positionArg(variantArg(y)), WRITE_OPTIONS.diagram).example([
        ['$0 diagram chess', 'the setup as out/chess/diagram.svg, .pdf and .png'],
        [
          "$0 diagram chess --fen '8/8/8/8/3N4/8/8/8 w - - 0 1' --square d4 --name knight",
          "a knight's moves from d4, as out/chess/knight.*",
        ],
      ]),
    async (args) => {
      const pos = withPosition(await variantFrom(args.variant, io), args.fen, args['any-position'], args.position);
      const files = await writeDiagram(pos, printOptions(args, WRITE_OPTIONS.diagram, io));
      printWritten(io, args.json, files);
    },
  );
