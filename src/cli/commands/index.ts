/** Every CLI command; each adds itself to the parser. */
import type { Argv } from 'yargs';
import type { Io } from '../io.js';
import { boardCommand } from './board.js';
import { cardsCommand } from './cards.js';
import { checkCommand } from './check.js';
import { countersCommand } from './counters.js';
import { diagramCommand } from './diagram.js';
import { importCommand } from './import.js';
import { kitCommand } from './kit.js';
import { listCommand } from './list.js';
import { movesCommand } from './moves.js';
import { perftCommand } from './perft.js';
import { schemaCommand } from './schema.js';
import { validateCommand } from './validate.js';

export type CommandRegistrar = (parser: Argv, io: Io, setCode: (code: number) => void) => Argv;

export const commands: CommandRegistrar[] = [listCommand, perftCommand, movesCommand, schemaCommand, checkCommand, validateCommand, boardCommand, countersCommand, cardsCommand, diagramCommand, kitCommand, importCommand];
