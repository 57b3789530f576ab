import type { CommandRegistrar } from './index.js';
import { OUTPUT_FLAGS, positionArg, printArgs, printOptions, printWritten, usage, variantArg, variantFrom, withPosition } from './shared.js';

export const diagramCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    usage('diagram <variant>'),
    "Draw one position (the setup, or --fen) as SVG, PDF and PNG, optionally with one man's legal moves marked",
    (y) =>
      printArgs(positionArg(variantArg(y)), [...OUTPUT_FLAGS, 'square-mm'])
        .option('square', { type: 'string', describe: "Mark the legal moves of the side to move's man on this square, e.g. g1" })
        .option('name', { type: 'string', default: 'diagram', describe: 'Base of the file names (letters, digits, - and _)' })
        .example([
          ['$0 diagram chess', 'the setup as out/chess/diagram.svg, .pdf and .png'],
          ["$0 diagram chess --fen '8/8/8/8/3N4/8/8/8 w - - 0 1' --square d4 --name knight", "a knight's moves from d4, as out/chess/knight.*"],
        ]),
    async (args) => {
      const loaded = await variantFrom(args.variant, io);
      const pos = withPosition(loaded.variant, args.fen, args['any-position']);
      const { writeDiagram } = await import('../../kit/index.js');
      const files = await writeDiagram(loaded, pos, { ...printOptions(args, io), ...(args.square === undefined ? {} : { square: args.square }), name: args.name });
      printWritten(io, args.json, files);
    },
  );
