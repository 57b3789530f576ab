import type { Argv } from 'yargs';
import type { Format, Orientation, PaperName, WrittenFile } from '../../render/index.js';
import { DEFAULT_OVERLAP_MM } from '../../render/board-layout.js';
import { DEFAULT_DPI, DEFAULT_MARGIN_MM } from '../../render/paper.js';
import { MAX_PAGES } from '../../render/manifest.js';
import { formatBytes } from '../../render/write.js';
import { printable } from '../../printable.js';
import type { Io } from '../io.js';
import type { CommandRegistrar } from './index.js';
import { FILES_SHAPE, jsonOption, printWritten, usage, variantArg, variantFrom } from './shared.js';

/** Options every printable takes: paper, output formats and folder, progress. */
export function printArgs<T>(y: Argv<T>) {
  return jsonOption(y, FILES_SHAPE)
    .option('paper', { choices: ['a4', 'letter'] as const, default: 'a4' as const, describe: 'Paper size' })
    .option('orientation', {
      choices: ['auto', 'portrait', 'landscape'] as const,
      default: 'auto' as const,
      describe: 'Paper orientation; auto picks the one that fits best (portrait on a tie)',
    })
    .option('margin-mm', { type: 'number', default: DEFAULT_MARGIN_MM, describe: 'Unprinted border of each page' })
    .option('square-mm', { type: 'number', describe: 'Board square size (default: the largest whole mm that fits one page, at least 15)' })
    .option('format', { type: 'string', default: 'svg,pdf,png', describe: 'Comma-separated formats: svg, pdf, png' })
    .option('dpi', { type: 'number', default: DEFAULT_DPI, describe: 'PNG resolution' })
    .option('mono', { type: 'boolean', default: false, describe: 'Printer-friendly: no solid dark fills' })
    .option('out', { type: 'string', describe: 'Output folder (default out/<variant>/)' })
    .option('allow-large', { type: 'boolean', default: false, describe: `Write parts of more than ${MAX_PAGES} pages` });
}

export interface PrintArgs {
  paper: PaperName;
  orientation: 'auto' | Orientation;
  'margin-mm': number;
  'square-mm': number | undefined;
  format: string | string[];
  dpi: number;
  mono: boolean;
  out: string | undefined;
  quiet: boolean;
  json: boolean;
  'allow-large'?: boolean;
}

/** The library's print options and write options from the command line. */
export function printOptions(args: PrintArgs, io: Io) {
  return {
    paper: args.paper,
    ...(args.orientation === 'auto' ? {} : { orientation: args.orientation }),
    marginMm: args['margin-mm'],
    ...(args['square-mm'] === undefined ? {} : { squareMm: args['square-mm'] }),
    formats: [args.format]
      .flat()
      .flatMap((f) => f.split(','))
      .map((f) => f.trim().toLowerCase())
      .filter(Boolean) as Format[],
    dpi: args.dpi,
    mono: args.mono,
    ...(args.out === undefined ? {} : { outDir: args.out }),
    allowLarge: args['allow-large'] ?? false,
    onWrite: (f: WrittenFile): void => {
      if (io.interactive && !args.quiet) io.err(`wrote ${printable(f.path)} (${f.pages} page${f.pages === 1 ? '' : 's'}, ${formatBytes(f.bytes)})\n`);
    },
  };
}

export const boardCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    usage('board <variant>'),
    'Print the board as SVG, PDF and PNG at exact size; a board too large for one page is tiled with glue strips and an assembly map',
    (y) =>
      printArgs(variantArg(y))
        .option('overlap-mm', { type: 'number', default: DEFAULT_OVERLAP_MM, describe: 'Glue strip where tiles overlap' })
        .example([
          ['$0 board chess', 'out/chess/board.svg, .pdf and .png, one A4 page'],
          ['$0 board ecros --paper letter --format pdf', 'ECROS tiled over US Letter pages, PDF only'],
        ]),
    async (args) => {
      const { writeBoard } = await import('../../render/index.js');
      printWritten(io, args.json, await writeBoard(await variantFrom(args.variant, io), { ...printOptions(args, io), overlapMm: args['overlap-mm'] }));
    },
  );
