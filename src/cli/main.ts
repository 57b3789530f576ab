/**
 * The command line: thin yargs commands over the library. Every command lives in commands/ and returns
 * its exit code; bad input of any kind ends in one line on stderr and exit code 2.
 */
// First, so that the tuning applies to all the rest.
import './v8-tuning.js';
import yargs from 'yargs';
import { systemReason } from '../api/files.js';
import { InputError } from '../api/result.js';
import { printable } from '../printable.js';
import { nearest } from '../suggest.js';
import { commands } from './commands/index.js';
import type { Parser } from './commands/registrar.js';
import { ArgumentError, globalOptions, usages } from './commands/shared.js';
import { COMPLETION_FLAG, completions } from './complete.js';
import { commandSpec, GLOBAL_OPTIONS } from './grammar.js';
import { EXIT_INPUT, EXIT_INTERNAL, EXIT_OK, type Io, OutputClosed, OutputFailed, processIo } from './io.js';

/**
 * The error as one line; a library option's error (no location, its path the option's key, which the
 * message starts with) names the command line's flag instead: squareMm -> --square-mm.
 */
function withFlag(e: InputError): string {
  if (e.location || !e.path || !/^[a-z][A-Za-z]*$/.test(e.path) || !e.message.startsWith(e.path)) return e.format();
  const flag = e.path.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return `--${flag}${e.message.slice(e.path.length)}`;
}

/** A command line yargs refused; reported as `usageError` once parsing has stopped. */
class UsageError extends Error {}

/** The command named on the command line, if any. */
function commandOf(argv: string[]): string | null {
  return argv.find((a) => !a.startsWith('-') && usages.has(a)) ?? null;
}

/** Where to read more: the command's own help, or the list of commands. */
function helpHint(command: string | null): string {
  return `(see fairyprint ${command ? `${command} ` : ''}--help)`;
}

/** A refusal of yargs in the project's words, naming the argument; yargs' own message when it is none of these. */
function usageMessage(raw: string, argv: string[], command: string | null): string {
  const message = raw
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join(' ');
  const line = command ? usages.get(command)! : '<command>';
  const positionals = line.split(' ').slice(1);
  const isPositional = (name: string): boolean => positionals.some((p) => p.replace(/[<>[\].]/g, '') === name);
  let m: RegExpExecArray | null;
  if ((m = /^Not enough non-option arguments: got (\d+), need at least (\d+)$/.exec(message))) {
    const missing = positionals.slice(Number(m[1]), Number(m[2]));
    return `missing ${missing.join(' and ')}: fairyprint ${line}`;
  }
  if ((m = /^Unknown arguments?: (.+)$/.exec(message))) {
    const name = m[1]!.split(', ')[0]!;
    if (argv.some((a) => a.replace(/=.*/, '') === (name.length === 1 ? `-${name}` : `--${name}`))) {
      const known = [...GLOBAL_OPTIONS.keys(), ...(commandSpec(command)?.options.keys() ?? [])].filter(
        (o) => o.length > 1,
      );
      const near = nearest(name, known);
      const unknown = `unknown option ${name.length === 1 ? '-' : '--'}${name}${command ? ` for ${command}` : ''}`;
      return near ? `${unknown}; did you mean --${near}?` : unknown;
    }
    return command ? `one argument too many, "${name}": fairyprint ${line}` : `unknown command "${name}"`;
  }
  if ((m = /^Did you mean (.+)\?$/.exec(message))) {
    return `unknown command "${argv.find((a) => !a.startsWith('-'))}"; did you mean ${m[1]}?`;
  }
  if ((m = /^Invalid values: Argument: (.+?), Given: (.+?), Choices: (.+)$/.exec(message))) {
    return `${isPositional(m[1]!) ? `<${m[1]}>` : `--${m[1]}`} must be one of ${m[3]}, not ${m[2]}`;
  }
  if ((m = /^Not enough arguments following: (.+)$/.exec(message))) return `--${m[1]} needs a value`;
  if ((m = /^Missing required argument: (.+)$/.exec(message))) return `missing ${m[1]}: fairyprint ${line}`;
  return message;
}

/**
 * A boolean option written with a value (--mono=nope, --json=yes) is refused unless the value is true or
 * false: yargs would read any other word as false and go on.
 */
function checkBooleans(args: Record<string, unknown>, argv: string[]): void {
  for (const a of argv) {
    if (a === '--') return;
    const m = /^--(?:no-)?([^=]+)=(.*)$/s.exec(a);
    if (m && typeof args[m[1]!] === 'boolean' && m[2] !== 'true' && m[2] !== 'false')
      throw new ArgumentError(`--${m[1]} takes true or false, not "${m[2]}"`);
  }
}

/**
 * `fairyprint help kit` as `fairyprint kit --help`, `fairyprint help` as `fairyprint --help`; help with a
 * word that names no command is left as that word alone, for the unknown command's message.
 */
function helpCommand(argv: string[]): string[] {
  if (argv[0] !== 'help') return argv;
  const [, topic, ...rest] = argv;
  if (topic === undefined || topic.startsWith('-')) return ['--help', ...argv.slice(1)];
  return commandSpec(topic) ? [topic, '--help', ...rest] : [topic, ...rest];
}

/** The text a number option was given as on the command line, for a message about it. */
function given(argv: string[], key: string): string {
  const at = argv.findIndex((a) => a === `--${key}` || a.startsWith(`--${key}=`));
  if (at < 0) return '';
  if (argv[at]!.includes('=')) return argv[at]!.slice(argv[at]!.indexOf('=') + 1);
  const next = argv[at + 1] ?? '';
  return next.startsWith('--') ? '' : next;
}

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  try {
    const code = await run(argv, io);
    await io.finish?.();
    return code;
  } catch (e) {
    // Nobody reads the output any more (`fairyprint ... | head -1`): nothing to say, nothing went wrong.
    if (e instanceof OutputClosed) return EXIT_OK;
    // The output could not be written (a full disk): one line, and not 1, which validate gives an illegal game.
    if (e instanceof OutputFailed) {
      try {
        io.err(`fairyprint: ${e.message}: ${systemReason(e.reason)}\n`);
      } catch {
        // stderr cannot be written either: the exit code says it.
      }
      return EXIT_INPUT;
    }
    throw e;
  }
}

async function run(typed: string[], io: Io): Promise<number> {
  // Completion answers from the commands' declarations, before yargs, which would run the command typed so far.
  if (typed[0] === COMPLETION_FLAG) {
    const words = completions(typed.slice(1));
    io.out(words.map((w) => `${w}\n`).join(''));
    return EXIT_OK;
  }
  const argv = helpCommand(typed);
  let code = 0;
  let usageError: string | null = null;
  const setCode = (c: number): void => {
    code = c;
  };
  let parser: Parser = globalOptions(yargs(argv))
    .scriptName('fairyprint')
    // One language: yargs would otherwise translate its own words after $LANG and leave the project's in English.
    .locale('en')
    .usage('$0 <command> [options]')
    .strict()
    .demandCommand(1, 'name a command')
    .recommendCommands()
    .example([
      ['$0 kit ecros', 'a complete print kit in out/ecros/'],
      ['$0 check my-variant.yaml', 'every problem of a definition, or what it defines'],
      ['$0 validate game.pgn', 'whether a game record is legal, and why not'],
      ['$0 help <command>', "a command's options and examples"],
    ])
    .help()
    .alias('h', 'help')
    // yargs reads a number it cannot parse as NaN: refused here, quoting what was written.
    // An option given no value (written last, or as --dpi=) is read as an empty string, 0 or an empty list: refused too.
    .middleware((args) => {
      checkBooleans(args, argv);
      for (const [key, value] of Object.entries(args)) {
        if (/[A-Z]/.test(key)) continue;
        if (typeof value === 'number' && Number.isNaN(value))
          throw new ArgumentError(`--${key} must be a number, not "${given(argv, key)}"`);
        const bare = argv.includes(`--${key}`) || argv.includes(`--${key}=`);
        // An option with no default given no value is undefined.
        const empty =
          value === undefined ||
          value === '' ||
          typeof value === 'number' ||
          (Array.isArray(value) && value.length === 0);
        if (empty && bare && given(argv, key) === '') throw new ArgumentError(`--${key} needs a value`);
      }
    })
    .wrap(Math.min(100, process.stdout.columns || 100))
    .exitProcess(false)
    .fail((msg, err) => {
      // yargs' own refusals come as YErrors ("Not enough arguments following: fen"); anything else is ours.
      if (err && err.name !== 'YError') throw err;
      usageError = msg ?? err.message;
      // Thrown, not just noted: yargs would otherwise go on to run the command with the bad arguments.
      throw new UsageError(msg);
    });
  for (const register of commands) parser = register(parser, io, setCode);
  const command = commandOf(argv);
  try {
    await parser.parseAsync(argv, {}, (err, _argv, output) => {
      if (output && !err && !usageError) io.out(output.endsWith('\n') ? output : `${output}\n`);
    });
  } catch (e) {
    if (e instanceof OutputClosed || e instanceof OutputFailed) throw e;
    if (e instanceof InputError) {
      const hint = e instanceof ArgumentError ? ` ${helpHint(command)}` : '';
      io.err(`fairyprint: ${printable(withFlag(e))}${hint}\n`);
      return EXIT_INPUT;
    }
    if (usageError === null) {
      io.err(`fairyprint: internal error: ${printable((e as Error).message ?? String(e))}\n`);
      return EXIT_INTERNAL;
    }
  }
  if (usageError !== null) {
    io.err(`fairyprint: ${printable(usageMessage(usageError, argv, command))} ${helpHint(command)}\n`);
    return EXIT_INPUT;
  }
  return code;
}
