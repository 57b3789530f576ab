/**
 * export: a variant written in another program's format: today a Fairy-Stockfish variants.ini section.
 * The section is made whole before anything is written, and a variant with a rule the format cannot say
 * exactly is refused, every such rule named, nothing written (docs/variants-ini.md, "Writing a section").
 */
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { writeTextFile } from '../../api/files.js';
import { variantAsIni } from '../../api/variant.js';
import { printable } from '../../printable.js';
import type { CommandRegistrar } from './registrar.js';
import { usage, variantArg, variantFrom } from './shared.js';

export const exportCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    usage('export <variant>'),
    'Write a variant as a Fairy-Stockfish variants.ini section (refused, naming each rule, where the ini cannot say one exactly)',
    (y) =>
      variantArg(y)
        .option('format', { choices: ['ini'] as const, default: 'ini' as const, describe: 'The format written' })
        .option('section', { type: 'string', nargs: 1, describe: "The section's name (default: the variant's id)" })
        .option('out', {
          type: 'string',
          nargs: 1,
          default: '-',
          describe: 'File to write the section to (whole or not at all); - prints it',
        })
        .example([
          ['$0 export kingofthehill --format ini', 'the section, printed'],
          ['$0 export my-variant.yaml --section mine --out mine.ini', 'written to mine.ini'],
          ['$0 perft mine.ini:mine 3', 'read back by fairyprint (and by Fairy-Stockfish)'],
        ]),
    async (args) => {
      const variant = await variantFrom(args.variant, io);
      // A definition file's text, so that a refusal is placed at its first field (not for an ini section, nor stdin).
      const text = /\.(ya?ml|json)$/i.test(variant.file) ? readFileSync(variant.file, 'utf8') : undefined;
      const ini = variantAsIni(variant, {
        ...(args.section ? { section: args.section } : {}),
        ...(text ? { text } : {}),
      });
      if (!ini.ok) throw ini.error;
      if (args.out === '-') {
        io.out(ini.value);
        return;
      }
      const path = await writeTextFile(dirname(args.out), basename(args.out), ini.value);
      if (!args.quiet) io.err(`wrote ${printable(path)}\n`);
    },
  );
