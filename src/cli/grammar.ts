/**
 * What the command line accepts, read from the commands' own declarations: each command's name, its
 * positionals and its options with their kind and choices. Read by recording what each command's
 * registrar and builder declare (nothing is parsed and no command runs), for shell completion and for
 * "did you mean".
 */
import type { Argv } from 'yargs';
import { commands } from './commands/index.js';
import type { CommandRegistrar, Parser } from './commands/registrar.js';
import { globalOptions } from './commands/shared.js';
import type { Io } from './io.js';

export interface OptionSpec {
  /** Whether it is given a value (--paper a4) rather than standing alone (--mono). */
  takesValue: boolean;
  choices: readonly string[];
}

export interface CommandSpec {
  name: string;
  /** Positionals in order (`files..` as files), with their choices (none: any word). */
  positionals: { name: string; choices: readonly string[] }[];
  /** By long name, without the dashes; aliases (-q) by their own name too. */
  options: Map<string, OptionSpec>;
}

type Spec = { type?: string; choices?: readonly unknown[]; alias?: string | readonly string[] };

/** A stand-in for yargs that notes the options and positionals declared on it and ignores the rest. */
function recorder(into: CommandSpec): Argv {
  const add = (name: string, spec: Spec = {}): void => {
    const entry = { takesValue: spec.type !== 'boolean', choices: (spec.choices ?? []).map(String) };
    into.options.set(name, entry);
    for (const alias of [spec.alias ?? []].flat()) into.options.set(alias, entry);
  };
  const noted: Record<string, (...a: never[]) => unknown> = {
    option: (name: string, spec?: Spec) => add(name, spec),
    options: (all: Record<string, Spec>) => {
      for (const [name, spec] of Object.entries(all)) add(name, spec);
    },
    alias: (name: string, aliases: string | readonly string[]) => {
      const entry = into.options.get(name);
      if (entry) for (const alias of [aliases].flat()) into.options.set(alias, entry);
    },
    positional: (name: string, spec?: Spec) =>
      void into.positionals.push({ name, choices: (spec?.choices ?? []).map(String) }),
  };
  const proxy: Argv = new Proxy({} as Argv, {
    get:
      (_, method: string) =>
      (...args: never[]) => {
        noted[method]?.(...args);
        return proxy;
      },
  });
  return proxy;
}

const FLAG: OptionSpec = { takesValue: false, choices: [] };

/** Options every command takes: globalOptions' (commands/shared.ts), and yargs' --help and --version. */
export const GLOBAL_OPTIONS: ReadonlyMap<string, OptionSpec> = (() => {
  const spec: CommandSpec = { name: '', positionals: [], options: new Map() };
  globalOptions(recorder(spec));
  return new Map([...spec.options, ['help', FLAG], ['version', FLAG]]);
})();

const silent: Io = { out: () => {}, err: () => {}, interactive: false, stdin: async function* () {} };

let grammar: CommandSpec[] | null = null;

/** Every command as it declares itself, in the order of `fairyprint --help`. */
export function commandSpecs(): CommandSpec[] {
  grammar ??= commands.map((register: CommandRegistrar) => {
    const spec: CommandSpec = { name: '', positionals: [], options: new Map() };
    const parser = new Proxy({} as Parser, {
      get: (_, method: string) => (usage: string, _describe: string, builder?: (y: Argv) => Argv) => {
        if (method !== 'command') throw new Error(`a command registrar called parser.${method}`);
        spec.name = usage.split(' ')[0]!;
        builder?.(recorder(spec));
        return parser;
      },
    });
    register(parser, silent, () => {});
    return spec;
  });
  return grammar;
}

/** A command's declaration, or undefined when there is no such command. */
export function commandSpec(name: string | null): CommandSpec | undefined {
  return commandSpecs().find((c) => c.name === name);
}
