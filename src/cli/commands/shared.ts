/**
 * What the commands share: the variant argument (an id, a path or - for standard input), an optional
 * position, the global options (--quiet, --version), --json, the options of commands that write files,
 * and each command's usage line, which messages about a missing argument name it from.
 */
import { readFileSync } from 'node:fs';
import type { Argv } from 'yargs';
import type { Format, Orientation, PaperName, WrittenFile } from '../../render/index.js';
import { DEFAULT_OVERLAP_MM } from '../../render/layout/board.js';
import { DEFAULT_GUTTER_MM, DEFAULT_SIZE_PCT, DEFAULT_SPARES } from '../../render/layout/counters.js';
import { MAX_PAGES } from '../../render/backends/manifest.js';
import { DEFAULT_DPI } from '../../render/backends/index.js';
import { DEFAULT_MARGIN_MM } from '../../render/layout/paper.js';
import { formatBytes } from '../../render/backends/write.js';
import { printable } from '../../printable.js';
import { MAX_DEFINITION_BYTES, loadDefinitionText, loadVariant, readDefinitionFile, resolveVariantFile, type LoadedVariant } from '../../definitions/load.js';
import type { Variant } from '../../engine/variant.js';
import type { Position } from '../../engine/position.js';
import { InputError } from '../../errors.js';
import { FenError, fenRefusal, parseFen } from '../../notation/fen.js';
import { startPosition } from '../../engine/start.js';
import type { Io } from '../io.js';

/** The package's version, read from its package.json (two folders up from src/cli/commands and dist/cli/commands). */
export const VERSION = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Options every command takes; declared once on the top-level parser. */
export function globalOptions<T>(y: Argv<T>) {
  return y
    .option('quiet', { type: 'boolean', default: false, global: true, describe: 'No progress or status lines on stderr (data and errors still print)' })
    .version('version', 'Print the version of fairyprint', VERSION)
    .alias('version', ['V', 'v']);
}

export function jsonOption<T>(y: Argv<T>, shape: string) {
  return y.option('json', { type: 'boolean', default: false, describe: `Print JSON: ${shape} (see docs/cli.md)` });
}

/** One JSON document on its own line. */
export function printJson(io: Io, value: unknown): void {
  io.out(`${JSON.stringify(value)}\n`);
}

/** What the commands that write files print with --json. */
export const FILES_SHAPE = '{ "files": [ { "path", "format", "pages", "bytes" } ] }';

/** The files a command wrote, as JSON when asked for (they are listed on a terminal as they are written). */
export function printWritten(io: Io, json: boolean, files: readonly { path: string; format: string; pages: number; bytes: number }[]): void {
  if (json) printJson(io, { files: files.map(({ path, format, pages, bytes }) => ({ path, format, pages, bytes })) });
}

/** Usage lines by command name ("perft" -> "perft <variant> <depth>"), for messages naming a missing argument. */
export const usages = new Map<string, string>();

/** Records a command's usage line and returns it, for `parser.command(usage('perft <variant> <depth>'), ...)`. */
export function usage(line: string): string {
  usages.set(line.split(' ')[0]!, line);
  return line;
}

const VARIANT_HELP = 'A variant id from templates/ (see `fairyprint list`), a path to a definition file, or - for standard input';

export function variantArg<T>(y: Argv<T>) {
  // One value taken as it stands: otherwise the parser reads a lone "-" (standard input) as an empty string.
  return y.positional('variant', { type: 'string', demandOption: true, describe: VARIANT_HELP }).nargs('variant', 1);
}

/** The text of a definition named by id, path or - (standard input), with the name its messages give. */
export async function readDefinition(name: string, io: Io): Promise<{ text: string; file: string }> {
  if (name === '-') {
    let text = '';
    for await (const piece of io.stdin()) {
      text += piece;
      if (text.length > MAX_DEFINITION_BYTES) throw new InputError(`the definition on standard input is over the limit of ${MAX_DEFINITION_BYTES} bytes`);
    }
    return { text, file: 'stdin' };
  }
  const file = resolveVariantFile(name);
  return { text: readDefinitionFile(file), file };
}

/** The compiled variant a command's <variant> names. */
export async function variantFrom(name: string, io: Io): Promise<LoadedVariant> {
  if (name !== '-') return loadVariant(name);
  const { text, file } = await readDefinition(name, io);
  return loadDefinitionText(text, file);
}

export function positionArg<T>(y: Argv<T>) {
  return anyPositionArg(y.option('fen', { type: 'string', requiresArg: true, describe: 'Start from this position (FEN dialect) instead of the setup' }));
}

export function anyPositionArg<T>(y: Argv<T>) {
  return y.option('any-position', {
    type: 'boolean',
    default: false,
    describe: 'Accept composed positions no game reaches (extra men, any squares, any history); royals and check still hold',
  });
}

/** The variant's start position, or the given FEN; a bad FEN is reported as argument --fen, column N. */
export function withPosition(variant: Variant, fen: string | undefined, anyPosition = false): Position {
  if (fen === undefined) return startPosition(variant);
  try {
    return parseFen(variant, fen, { anyPosition });
  } catch (e) {
    if (e instanceof FenError) throw new InputError(fenRefusal(e), { file: '--fen', line: 1, column: e.column });
    throw e;
  }
}

/** A command line argument that is wrong: reported with a pointer to the command's --help. */
export class ArgumentError extends InputError {}

/** Files written: formats, resolution, colour, folder, and --json listing them. */
export function outputArgs<T>(y: Argv<T>) {
  return jsonOption(y, FILES_SHAPE)
    .option('format', { type: 'string', default: 'svg,pdf,png', describe: 'Comma-separated formats: svg, pdf, png' })
    .option('dpi', { type: 'number', default: DEFAULT_DPI, describe: 'PNG resolution' })
    .option('mono', { type: 'boolean', default: false, describe: 'Grey-scale and printer-friendly: no solid dark fills, marks told apart by shape' })
    .option('out', { type: 'string', describe: 'Output folder (default out/<variant>/)' });
}

/** Sheets of paper: size, orientation, margins, the cap on pages, and outputArgs. */
export function sheetArgs<T>(y: Argv<T>) {
  return outputArgs(y)
    .option('paper', { choices: ['a4', 'letter'] as const, default: 'a4' as const, describe: 'Paper size' })
    .option('orientation', {
      choices: ['auto', 'portrait', 'landscape'] as const,
      default: 'auto' as const,
      describe: 'Paper orientation; auto picks the one that fits more (portrait on a tie)',
    })
    .option('margin-mm', { type: 'number', default: DEFAULT_MARGIN_MM, describe: 'Unprinted border of each page' })
    .option('allow-large', { type: 'boolean', default: false, describe: `Write parts of more than ${MAX_PAGES} pages` });
}

/** Sheets drawn to the board square's size: the board and the counters. */
export function printArgs<T>(y: Argv<T>) {
  return sheetArgs(y).option('square-mm', { type: 'number', describe: 'Board square size (default: the largest whole mm that fits one page, at least 15)' });
}

export const overlapArg = { type: 'number', default: DEFAULT_OVERLAP_MM, describe: 'Glue strip where board tiles overlap' } as const;

export const cardSizeArg = {
  type: 'string',
  default: '63x88',
  describe: 'Card size in mm, WIDTHxHEIGHT, or poker (63x88), bridge (57x89), tarot (70x120)',
} as const;

/** The counters' options (counters and kit). */
export function counterArgs<T>(y: Argv<T>) {
  return y
    .option('size-pct', { type: 'number', default: DEFAULT_SIZE_PCT, describe: 'Counter side as a percentage of the square' })
    .option('gutter-mm', { type: 'number', default: DEFAULT_GUTTER_MM, describe: 'Space between counters' })
    .option('backs', { type: 'boolean', default: false, describe: 'Mirrored back pages for duplex printing (flip on the long edge)' })
    .option('spares', { type: 'number', default: DEFAULT_SPARES, describe: 'Extra counters per side of each promotion piece (0: none)' })
    .option('option', { type: 'string', array: true, default: [] as string[], describe: "Setup options in play, e.g. masked-men (adds Chess Legions' mercenary tokens)" });
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
