/**
 * Shell completion (`fairyprint --get-yargs-completions fairyprint WORDS... CURRENT`, asked by the scripts
 * of `fairyprint completion`): the commands, a command's options, an option's choices and the variant
 * ids of templates/ (for <variant> and --variant), read from the commands' declarations. No command runs: completing after
 * `validate game.pgn` never validates it. An empty answer lets the shell complete file names.
 */
import { variantIds } from '../api/files.js';
import { type CommandSpec, commandSpec, commandSpecs, GLOBAL_OPTIONS, type OptionSpec } from './grammar.js';

/** The flag the completion scripts call fairyprint with (yargs' name, kept for scripts already installed). */
export const COMPLETION_FLAG = '--get-yargs-completions';

/** The words that may follow: `words` is the command line as typed, the program's name first, the word being completed last. */
export function completions(words: readonly string[]): string[] {
  const typed = words.slice(1);
  const current = typed.pop() ?? '';
  const names = commandSpecs().map((c) => c.name);
  const at = typed.findIndex((w) => names.includes(w) || w === 'help');
  const command = at < 0 ? undefined : commandSpec(typed[at]!);
  const options = new Map<string, OptionSpec>([...GLOBAL_OPTIONS, ...(command?.options ?? [])]);
  const previous = typed[typed.length - 1];
  const pending = previous?.startsWith('--') && !previous.includes('=') ? options.get(previous.slice(2)) : undefined;
  let candidates: string[];
  if (pending?.takesValue) candidates = previous === '--variant' ? variantIds() : [...pending.choices];
  else if (current.startsWith('-')) {
    const given = new Set(typed.filter((w) => w.startsWith('--')).map((w) => w.slice(2).replace(/=.*/, '')));
    candidates = [...options.keys()].filter((o) => o.length > 1 && !given.has(o)).map((o) => `--${o}`);
  } else if (at < 0 || (typed[at] === 'help' && typed.length === at + 1)) candidates = [...names, 'help'];
  else candidates = command ? positionalWords(command.positionals[positionalIndex(typed.slice(at + 1), options)]) : [];
  return candidates.filter((c) => c.startsWith(current));
}

/** Which positional the next word is: the words so far that are neither options nor their values. */
function positionalIndex(args: readonly string[], options: ReadonlyMap<string, OptionSpec>): number {
  let count = 0;
  for (let i = 0; i < args.length; i++) {
    const word = args[i]!;
    if (!word.startsWith('-') || word === '-') count++;
    else if (!word.includes('=') && options.get(word.replace(/^--?/, ''))?.takesValue) i++;
  }
  return count;
}

/** The words a positional takes: a variant id, or one of its choices; anything else is a file name, for the shell. */
function positionalWords(positional: CommandSpec['positionals'][number] | undefined): string[] {
  if (positional?.name === 'variant') return variantIds();
  return [...(positional?.choices ?? [])];
}
