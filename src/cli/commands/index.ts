/** Every CLI command; each adds itself to the parser. */
import type { Argv } from 'yargs';
import type { Io } from '../io.js';
import { boardCommand } from './board.js';
import { cardsCommand } from './cards.js';
import { checkCommand } from './check.js';
import { completionCommand } from './completion.js';
import { countersCommand } from './counters.js';
import { diagramCommand } from './diagram.js';
import { importCommand } from './import.js';
import { kitCommand } from './kit.js';
import { listCommand } from './list.js';
import { movesCommand } from './moves.js';
import { perftCommand } from './perft.js';
import { schemaCommand } from './schema.js';
import { studioCommand } from './studio.js';
import { validateCommand } from './validate.js';

/** The parser with the global options (shared.ts, globalOptions) that every command sees. */
export type Parser = Argv<{ quiet: boolean }>;

export type CommandRegistrar = (parser: Parser, io: Io, setCode: (code: number) => void) => Parser;

export const commands: CommandRegistrar[] = [
  listCommand,
  perftCommand,
  movesCommand,
  schemaCommand,
  checkCommand,
  validateCommand,
  boardCommand,
  countersCommand,
  cardsCommand,
  diagramCommand,
  kitCommand,
  importCommand,
  studioCommand,
  completionCommand,
];
