import { loadVariant } from '../../definitions/load.js';
import { DEFAULT_DPI } from '../../render/paper.js';
import { printOptions } from './board.js';
import type { CommandRegistrar } from './index.js';
import { positionArg, variantArg, withPosition } from './shared.js';

export const diagramCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    'diagram <variant>',
    "Draw one position (the setup, or --fen) as SVG, PDF and PNG, optionally with one man's legal moves marked",
    (y) =>
      positionArg(variantArg(y))
        .option('square', { type: 'string', describe: "Mark the legal moves of the side to move's man on this square, e.g. g1" })
        .option('square-mm', { type: 'number', describe: 'Side of a board square (default up to 10 mm)' })
        .option('name', { type: 'string', default: 'diagram', describe: 'Base of the file names (letters, digits, - and _)' })
        .option('format', { type: 'string', default: 'svg,pdf,png', describe: 'Comma-separated formats: svg, pdf, png' })
        .option('dpi', { type: 'number', default: DEFAULT_DPI, describe: 'PNG resolution' })
        .option('mono', { type: 'boolean', default: false, describe: 'Grey-scale: marks told apart by shape only' })
        .option('out', { type: 'string', describe: 'Output folder (default out/<variant>/)' })
        .option('quiet', { type: 'boolean', default: false, describe: 'No progress lines' }),
    async (args) => {
      const pos = withPosition(args.variant, args.fen, args['any-position']);
      const { writeDiagram } = await import('../../kit/index.js');
      const options = printOptions({ ...args, paper: 'a4', orientation: 'auto', 'margin-mm': 10 }, io);
      await writeDiagram(loadVariant(args.variant), pos, {
        ...options,
        ...(args.square === undefined ? {} : { square: args.square }),
        ...(args['square-mm'] === undefined ? {} : { squareMm: args['square-mm'] }),
        name: args.name,
      });
    },
  );
