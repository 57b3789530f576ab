/** What a command is to the parser: a leaf the commands and their list (index.ts) both import. */
import type { Argv } from 'yargs';
import type { Io } from '../io.js';

/** The parser with the global options (shared.ts, globalOptions) that every command sees. */
export type Parser = Argv<{ quiet: boolean }>;

export type CommandRegistrar = (parser: Parser, io: Io, setCode: (code: number) => void) => Parser;
