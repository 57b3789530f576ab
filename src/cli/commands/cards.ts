import type { Argv } from 'yargs';
import { MAX_PAGES } from '../../render/manifest.js';
import { DEFAULT_DPI, DEFAULT_MARGIN_MM } from '../../render/paper.js';
import { printOptions } from './board.js';
import type { CommandRegistrar } from './index.js';
import { FILES_SHAPE, jsonOption, printWritten, usage, variantArg, variantFrom } from './shared.js';

/** The print options of sheets that do not depend on a board square: paper, formats, output, progress. */
export function sheetArgs<T>(y: Argv<T>) {
  return jsonOption(y, FILES_SHAPE)
    .option('paper', { choices: ['a4', 'letter'] as const, default: 'a4' as const, describe: 'Paper size' })
    .option('orientation', {
      choices: ['auto', 'portrait', 'landscape'] as const,
      default: 'auto' as const,
      describe: 'Paper orientation; auto picks the one that holds more cards (portrait on a tie)',
    })
    .option('margin-mm', { type: 'number', default: DEFAULT_MARGIN_MM, describe: 'Unprinted border of each page' })
    .option('format', { type: 'string', default: 'svg,pdf,png', describe: 'Comma-separated formats: svg, pdf, png' })
    .option('dpi', { type: 'number', default: DEFAULT_DPI, describe: 'PNG resolution' })
    .option('mono', { type: 'boolean', default: false, describe: 'Grey-scale: marks told apart by shape only' })
    .option('out', { type: 'string', describe: 'Output folder (default out/<variant>/)' })
    .option('allow-large', { type: 'boolean', default: false, describe: `Write parts of more than ${MAX_PAGES} pages` });
}

export const cardSizeArg = {
  type: 'string',
  default: '63x88',
  describe: 'Card size in mm, WIDTHxHEIGHT, or poker (63x88), bridge (57x89), tarot (70x120)',
} as const;

export const cardsCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    usage('cards <variant>'),
    "Print move-reference cards: each piece's moves as computed by the rules engine, its value and rules, and a legend card",
    (y) =>
      sheetArgs(variantArg(y))
        .option('card-size', cardSizeArg)
        .option('backs', { type: 'boolean', default: false, describe: 'A back page after every sheet, for duplex printing (flip on the long edge)' })
        .example([
          ['$0 cards chess', 'a legend card and a card per piece, nine to an A4 sheet'],
          ['$0 cards orthodia --mono --card-size bridge', 'grey-scale bridge-size cards'],
        ]),
    async (args) => {
      const { writeCards } = await import('../../kit/index.js');
      const files = await writeCards(await variantFrom(args.variant, io), { ...printOptions({ ...args, 'square-mm': undefined }, io), cardSize: args['card-size'], backs: args.backs });
      printWritten(io, args.json, files);
    },
  );
