/**
 * The command line: thin yargs commands over the library. Every command lives in commands/ and returns
 * its exit code; bad input of any kind ends in one line on stderr and exit code 2.
 */
// First, so that the tuning applies to all the rest.
import './v8-tuning.js';
import yargs, { type Argv } from 'yargs';
import { InputError } from '../errors.js';
import { printable } from '../printable.js';
import { EXIT_INPUT, EXIT_INTERNAL, EXIT_OK, OutputClosed, processIo, type Io } from './io.js';
import { commands } from './commands/index.js';

/** Option keys whose flag is not simply their kebab-case form. */
const FLAGS: Record<string, string> = { formats: 'format', options: 'option' };

/**
 * The error as one line; a library option's error (no location, its path the option's key, which the
 * message starts with) names the command line's flag instead: squareMm -> --square-mm.
 */
function withFlag(e: InputError): string {
  if (e.location || !e.path || !/^[a-z][A-Za-z]*$/.test(e.path) || !e.message.startsWith(e.path)) return e.format();
  const flag = FLAGS[e.path] ?? e.path.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return `--${flag}${e.message.slice(e.path.length)}`;
}

/** A command line yargs refused; reported as `usageError` once parsing has stopped. */
class UsageError extends Error {}

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (e) {
    // Nobody reads the output any more (`fairyprint ... | head -1`): nothing to say, nothing went wrong.
    if (e instanceof OutputClosed) return EXIT_OK;
    throw e;
  }
}

async function run(argv: string[], io: Io): Promise<number> {
  let code = 0;
  let usageError: string | null = null;
  const setCode = (c: number): void => {
    code = c;
  };
  let parser: Argv = yargs(argv)
    .scriptName('fairyprint')
    .usage('$0 <command> [options]')
    .strict()
    .demandCommand(1, 'name a command (see --help)')
    .recommendCommands()
    .help()
    .alias('h', 'help')
    .version(false)
    .wrap(Math.min(100, process.stdout.columns || 100))
    .exitProcess(false)
    .fail((msg, err) => {
      if (err) throw err;
      usageError = msg;
      // Thrown, not just noted: yargs would otherwise go on to run the command with the bad arguments.
      throw new UsageError(msg);
    });
  for (const register of commands) parser = register(parser, io, setCode);
  try {
    await parser.parseAsync(argv, {}, (err, _argv, output) => {
      if (output && !err && !usageError) io.out(output.endsWith('\n') ? output : `${output}\n`);
    });
  } catch (e) {
    if (e instanceof OutputClosed) throw e;
    if (e instanceof InputError) {
      io.err(`fairyprint: ${printable(withFlag(e))}\n`);
      return EXIT_INPUT;
    }
    if (usageError === null) {
      io.err(`fairyprint: internal error: ${printable((e as Error).message ?? String(e))}\n`);
      return EXIT_INTERNAL;
    }
  }
  if (usageError !== null) {
    // yargs words some refusals over several lines ("Invalid values:", then the argument's): one line here.
    const message = String(usageError).split('\n').map((l) => l.trim()).filter(Boolean).join(' ');
    io.err(`fairyprint: ${printable(message)} (see fairyprint --help)\n`);
    return EXIT_INPUT;
  }
  return code;
}
