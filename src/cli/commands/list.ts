import { loadVariant, templateIds } from '../../definitions/load.js';
import type { CommandRegistrar } from './index.js';

export const listCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    'list',
    'List the variants in templates/ with their names and board sizes',
    (y) => y,
    () => {
      for (const id of templateIds()) {
        const { variant } = loadVariant(id);
        io.out(`${id.padEnd(22)} ${variant.spec.name.padEnd(32)} ${variant.files}x${variant.ranks}\n`);
      }
    },
  );
