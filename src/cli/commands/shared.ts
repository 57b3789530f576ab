/**
 * What the commands share: the variant argument (an id, a path or - for standard input), an optional
 * position, the global options (--quiet, --version), --json, the options of commands that write files,
 * and each command's usage line, which messages about a missing argument name it from.
 */
import { readFileSync } from 'node:fs';
import type { Argv, Options } from 'yargs';
import type { WRITE_OPTIONS } from '../../api/print.js';
import {
  type LoadedVariant,
  loadDefinitionText,
  loadVariant,
  MAX_DEFINITION_BYTES,
  readDefinitionFile,
  resolveVariantFile,
} from '../../definitions/load.js';
import type { Position } from '../../engine/position.js';
import { startPosition } from '../../engine/start.js';
import type { Variant } from '../../engine/variant.js';
import { InputError } from '../../errors.js';
import { FenError, fenRefusal, parseFen } from '../../notation/fen.js';
import { printable } from '../../printable.js';
import { DEFAULT_DPI, DEFAULT_FORMATS, FORMATS } from '../../render/backends/index.js';
import { MAX_PAGES } from '../../render/backends/manifest.js';
import { formatBytes } from '../../render/backends/write.js';
import type { Format, WrittenFile } from '../../render/index.js';
import { DEFAULT_OVERLAP_MM } from '../../render/layout/board.js';
import { DEFAULT_GUTTER_MM, DEFAULT_SIZE_PCT, DEFAULT_SPARES } from '../../render/layout/counters.js';
import { DEFAULT_MARGIN_MM } from '../../render/layout/paper.js';
import type { Io } from '../io.js';

/** The package's version, read from its package.json (two folders up from src/cli/commands and dist/cli/commands). */
export const VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** Options every command takes; declared once on the top-level parser. */
export function globalOptions<T>(y: Argv<T>) {
  return y
    .option('quiet', {
      type: 'boolean',
      default: false,
      global: true,
      describe: 'No progress or status lines on stderr (data and errors still print)',
    })
    .version('version', 'Print the version of fairyprint', VERSION)
    .alias('version', ['V', 'v']);
}

/** --json, printing the shape given. */
function jsonSpec(shape: string) {
  return { type: 'boolean', default: false, describe: `Print JSON: ${shape} (see docs/cli.md)` } as const;
}

export function jsonOption<T>(y: Argv<T>, shape: string) {
  return y.option('json', jsonSpec(shape));
}

/** One JSON document on its own line. */
export function printJson(io: Io, value: unknown): void {
  io.out(`${JSON.stringify(value)}\n`);
}

/** What the commands that write files print with --json. */
export const FILES_SHAPE = '{ "files": [ { "path", "format", "pages", "bytes" } ] }';

/** The files a command wrote, as JSON when asked for (they are listed on a terminal as they are written). */
export function printWritten(
  io: Io,
  json: boolean,
  files: readonly { path: string; format: string; pages: number; bytes: number }[],
): void {
  if (json) printJson(io, { files: files.map(({ path, format, pages, bytes }) => ({ path, format, pages, bytes })) });
}

/** Usage lines by command name ("perft" -> "perft <variant> <depth>"), for messages naming a missing argument. */
export const usages = new Map<string, string>();

/** Records a command's usage line and returns it, for `parser.command(usage('perft <variant> <depth>'), ...)`. */
export function usage(line: string): string {
  usages.set(line.split(' ')[0]!, line);
  return line;
}

const VARIANT_HELP =
  'A variant id from templates/ (see `fairyprint list`), a path to a definition file, or - for standard input';

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
      if (text.length > MAX_DEFINITION_BYTES)
        throw new InputError(`the definition on standard input is over the limit of ${MAX_DEFINITION_BYTES} bytes`);
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
  return anyPositionArg(
    y.option('fen', {
      type: 'string',
      requiresArg: true,
      describe: 'Start from this position (FEN dialect) instead of the setup',
    }),
  );
}

export function anyPositionArg<T>(y: Argv<T>) {
  return y.option('any-position', {
    type: 'boolean',
    default: false,
    describe:
      'Accept composed positions no game reaches (extra men, any squares, any history); royals and check still hold',
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

/** The formats of --format: a comma-separated list, or the option given more than once. */
function formatList(given: string | string[]): string[] {
  return [given]
    .flat()
    .flatMap((f) => f.split(','))
    .map((f) => f.trim().toLowerCase())
    .filter(Boolean);
}

/** An option the library's writing functions take (src/api/print.ts lists them by command). */
type WriteOption = (typeof WRITE_OPTIONS)[keyof typeof WRITE_OPTIONS][number];

/** A library option's flag: marginMm is --margin-mm. */
type Flag<N extends string> = N extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `-${Lowercase<H>}`}${Flag<T>}`
  : N;
const flagOf = <N extends string>(name: N): Flag<N> => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) as Flag<N>;

/**
 * Every option of the commands that write files, declared once, under the flag of its library name.
 * A command takes those its library function takes (`printArgs` with its WRITE_OPTIONS list), and
 * `printOptions` hands them on by the same list. --format's choices and help come from the backend table.
 */
const PRINT_OPTIONS = {
  format: {
    type: 'string',
    choices: FORMATS,
    requiresArg: true,
    default: DEFAULT_FORMATS.join(','),
    describe: 'Formats to write, comma-separated',
    coerce: (given: string | string[]) => formatList(given) as Format[],
  },
  dpi: { type: 'number', default: DEFAULT_DPI, describe: 'PNG resolution' },
  mono: {
    type: 'boolean',
    default: false,
    describe: 'Grey-scale and printer-friendly: no solid dark fills, marks told apart by shape',
  },
  out: { type: 'string', describe: 'Output folder (default out/<variant>/)' },
  paper: { choices: ['a4', 'letter'], default: 'a4', describe: 'Paper size' },
  orientation: {
    choices: ['auto', 'portrait', 'landscape'],
    default: 'auto',
    describe: 'Paper orientation; auto picks the one that fits more (portrait on a tie)',
  },
  'margin-mm': { type: 'number', default: DEFAULT_MARGIN_MM, describe: 'Unprinted border of each page' },
  'allow-large': { type: 'boolean', default: false, describe: `Write parts of more than ${MAX_PAGES} pages` },
  'square-mm': {
    type: 'number',
    describe:
      'Side of a board square (default: on the board and counters, the largest whole mm that fits one page, at least 15; in a diagram, up to 10)',
  },
  'overlap-mm': { type: 'number', default: DEFAULT_OVERLAP_MM, describe: 'Glue strip where board tiles overlap' },
  'size-pct': { type: 'number', default: DEFAULT_SIZE_PCT, describe: 'Counter side as a percentage of the square' },
  'gutter-mm': { type: 'number', default: DEFAULT_GUTTER_MM, describe: 'Space between counters' },
  'card-size': {
    type: 'string',
    default: '63x88',
    describe: 'Card size in mm, WIDTHxHEIGHT, or poker (63x88), bridge (57x89), tarot (70x120)',
  },
  backs: {
    type: 'boolean',
    default: false,
    describe:
      "Back pages for duplex printing, flipped on the long edge: the counters' other sides, mirrored; a back after every sheet of cards",
  },
  spares: {
    type: 'number',
    default: DEFAULT_SPARES,
    describe: 'Extra counters per side of each promotion piece (0: none)',
  },
  option: {
    type: 'string',
    array: true,
    default: [] as string[],
    describe: "Setup options in play, e.g. masked-men (adds Chess Legions' mercenary tokens)",
  },
  square: { type: 'string', describe: "Mark the legal moves of the side to move's man on this square, e.g. g1" },
  name: { type: 'string', default: 'diagram', describe: 'Base of the file names (letters, digits, - and _)' },
} as const satisfies Record<Flag<WriteOption>, Options>;

/** --json and the options of a library writing function (a WRITE_OPTIONS list), each as PRINT_OPTIONS declares it. */
export function printArgs<T, N extends WriteOption>(y: Argv<T>, names: readonly N[]) {
  return jsonOption(y, FILES_SHAPE).options(
    Object.fromEntries(names.map((n) => [flagOf(n), PRINT_OPTIONS[flagOf(n)]])) as Pick<typeof PRINT_OPTIONS, Flag<N>>,
  );
}

/**
 * The library's options from the command line: the arguments the library names (yargs gives each long
 * option in camel case too, --margin-mm as marginMm), and onWrite's line per file written.
 */
export function printOptions<A extends { quiet: boolean }, K extends keyof A & string>(
  args: A,
  names: readonly K[],
  io: Io,
) {
  const picked = Object.fromEntries(names.filter((n) => args[n] !== undefined).map((n) => [n, args[n]])) as Pick<A, K>;
  return {
    ...picked,
    onWrite: (f: WrittenFile): void => {
      if (io.interactive && !args.quiet)
        io.err(`wrote ${printable(f.path)} (${f.pages} page${f.pages === 1 ? '' : 's'}, ${formatBytes(f.bytes)})\n`);
    },
  };
}
