import { loadVariant, variantIds } from '../../api/files.js';
import { printable } from '../../printable.js';
import type { CommandRegistrar } from './registrar.js';
import { jsonOption, printJson, usage } from './shared.js';

export const listCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    usage('list'),
    'List the variants in templates/ with their names and board sizes',
    (y) =>
      jsonOption(y, '{ "variants": [ { "id", "name", "files", "ranks" } ] }').example([
        ['$0 list', 'id, name and board size of every template'],
        ['$0 list --json', 'the same as JSON'],
      ]),
    (args) => {
      const variants = variantIds().map((id) => {
        const variant = loadVariant(id);
        if (!variant.ok) throw variant.error;
        const { name, files, ranks } = variant.value;
        return { id, name, files, ranks };
      });
      if (args.json) return printJson(io, { variants });
      for (const v of variants) io.out(`${v.id.padEnd(22)} ${printable(v.name).padEnd(32)} ${v.files}x${v.ranks}\n`);
    },
  );
