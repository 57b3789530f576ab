/**
 * What the commands share: the variant argument (an id, a path or - for standard input), an optional
 * position, the global options (--quiet, --version), --json, the options of commands that write files,
 * and each command's usage line, which messages about a missing argument name it from.
 */
import { readFileSync } from 'node:fs';
import type { Argv, Options } from 'yargs';
import { loadVariant, MAX_DEFINITION_BYTES } from '../../api/files.js';
import {
  FenError,
  fenRefusal,
  numberedStartPosition,
  type Position,
  parseFen,
  startPosition,
} from '../../api/position.js';
import { formatBytes, type PrintOptionValues, type WRITE_OPTIONS, type WrittenFile } from '../../api/print.js';
import { type Flag, flagOf, PRINT_OPTIONS, type PrintOptionSpec } from '../../api/print-options.js';
import { InputError } from '../../api/result.js';
import { parseVariant, type Variant } from '../../api/variant.js';
import { printable, terminalSafeJson } from '../../printable.js';
import type { Io } from '../io.js';

/** The package's version, read from its package.json (two folders up from src/cli/commands and dist/cli/commands). */
export const VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** Options every command takes; declared once on the top-level parser. */
export function globalOptions<T>(y: Argv<T>) {
  return y
    .option('quiet', {
      alias: 'q',
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

/** One JSON document on its own line, with nothing in it a terminal would act on. */
export function printJson(io: Io, value: unknown): void {
  io.out(`${terminalSafeJson(JSON.stringify(value))}\n`);
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
  "A variant id from templates/ (see `fairyprint list`), a Fairy-Stockfish built-in's name, a path to a definition file, FILE.ini:SECTION, PAGE.html#N, or - for standard input";

export function variantArg<T>(y: Argv<T>) {
  // One value taken as it stands: otherwise the parser reads a lone "-" (standard input) as an empty string.
  return y.positional('variant', { type: 'string', demandOption: true, describe: VARIANT_HELP }).nargs('variant', 1);
}

/** The text of a definition on standard input (<variant> given as -), named stdin in messages. */
export async function readStdin(io: Io): Promise<string> {
  let text = '';
  for await (const piece of io.stdin()) {
    text += piece;
    if (text.length > MAX_DEFINITION_BYTES)
      throw new InputError(`the definition on standard input is over the limit of ${MAX_DEFINITION_BYTES} bytes`);
  }
  return text;
}

/** The variant a command's <variant> names (an id, a built-in's name, a path, FILE.ini:SECTION, or - for standard input). */
export async function variantFrom(name: string, io: Io): Promise<Variant> {
  const variant = name === '-' ? parseVariant(await readStdin(io), 'stdin') : loadVariant(name);
  if (!variant.ok) throw variant.error;
  return variant.value;
}

export function positionArg<T>(y: Argv<T>) {
  return anyPositionArg(
    y
      .option('fen', {
        type: 'string',
        requiresArg: true,
        describe: 'Start from this position (FEN dialect) instead of the setup',
      })
      .option('position', {
        type: 'string',
        requiresArg: true,
        conflicts: 'fen',
        describe:
          "Start from a Chess960 variant's start position: its number, 0 to 959 (518: the usual one), or random",
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

/**
 * The variant's start position, a numbered one (--position), or the given FEN; a bad FEN is reported as
 * argument --fen, column N.
 */
export function withPosition(
  variant: Variant,
  fen: string | undefined,
  anyPosition = false,
  numbered: string | undefined = undefined,
): Position {
  if (numbered !== undefined) {
    const pos = numberedStartPosition(variant, numbered);
    if (pos.ok) return pos.value;
    throw new ArgumentError(`--position: ${pos.error.message}`);
  }
  if (fen === undefined) return startPosition(variant);
  const pos = parseFen(variant, fen, { anyPosition });
  if (pos.ok) return pos.value;
  const e = pos.error;
  if (e instanceof FenError) throw new InputError(fenRefusal(e), { file: '--fen', line: 1, column: e.column });
  throw e;
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

/** A print option as yargs declares it, from the library's one declaration (PRINT_OPTIONS). */
function cliOption(spec: PrintOptionSpec): Options {
  return {
    type: spec.type,
    describe: spec.describe,
    ...(spec.choices ? { choices: [...spec.choices] } : {}),
    ...(spec.list ? { array: true } : {}),
    ...(spec.default === undefined ? {} : { default: Array.isArray(spec.default) ? [...spec.default] : spec.default }),
  };
}

/**
 * Every option of the commands that write files, under the flag of its library name, as PRINT_OPTIONS
 * declares it. A command takes those its library function takes (`printArgs` with its WRITE_OPTIONS
 * list), and `printOptions` hands them on by the same list. --format is one argument of comma-separated
 * formats (or given more than once), its choices the backend table's.
 */
const CLI_OPTIONS = {
  ...(Object.fromEntries(
    Object.entries(PRINT_OPTIONS).map(([name, spec]) => [flagOf(name), cliOption(spec)]),
  ) as Record<Flag<WriteOption>, Options>),
  format: {
    ...cliOption(PRINT_OPTIONS.format),
    array: false,
    requiresArg: true,
    default: PRINT_OPTIONS.format.default.join(','),
    coerce: formatList,
  },
};

/** --json and the options of a library writing function (a WRITE_OPTIONS list), each as PRINT_OPTIONS declares it. */
export function printArgs<T, N extends WriteOption>(y: Argv<T>, names: readonly N[]) {
  return jsonOption(y, FILES_SHAPE).options(
    Object.fromEntries(names.map((n) => [flagOf(n), CLI_OPTIONS[flagOf(n)]])) as Record<Flag<N>, Options>,
  );
}

/**
 * The library's options from the command line: the arguments the library names (yargs gives each long
 * option in camel case too, --margin-mm as marginMm), and onWrite's line per file written.
 */
export function printOptions<A extends { quiet: boolean }, K extends keyof A & WriteOption>(
  args: A,
  names: readonly K[],
  io: Io,
) {
  // Each as yargs parsed it by its declaration's type and choices; the library checks the values.
  const picked = Object.fromEntries(
    names.filter((n) => args[n] !== undefined).map((n) => [n, args[n]]),
  ) as unknown as Pick<PrintOptionValues, K>;
  return {
    ...picked,
    onWrite: (f: WrittenFile): void => {
      if (io.interactive && !args.quiet)
        io.err(`wrote ${printable(f.path)} (${f.pages} page${f.pages === 1 ? '' : 's'}, ${formatBytes(f.bytes)})\n`);
    },
  };
}
