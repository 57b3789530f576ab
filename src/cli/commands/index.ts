/** Every CLI command; each adds itself to the parser. */
import { boardCommand } from './board.js';
import { cardsCommand } from './cards.js';
import { checkCommand } from './check.js';
import { completionCommand } from './completion.js';
import { convertCommand } from './convert.js';
import { countersCommand } from './counters.js';
import { diagramCommand } from './diagram.js';
import { exportCommand } from './export.js';
import { importCommand } from './import.js';
import { kitCommand } from './kit.js';
import { listCommand } from './list.js';
import { movesCommand } from './moves.js';
import { perftCommand } from './perft.js';
import type { CommandRegistrar } from './registrar.js';
import { schemaCommand } from './schema.js';
import { studioCommand } from './studio.js';
import { validateCommand } from './validate.js';

export const commands: CommandRegistrar[] = [
  listCommand,
  perftCommand,
  movesCommand,
  schemaCommand,
  checkCommand,
  validateCommand,
  convertCommand,
  boardCommand,
  countersCommand,
  cardsCommand,
  diagramCommand,
  kitCommand,
  importCommand,
  exportCommand,
  studioCommand,
  completionCommand,
];
