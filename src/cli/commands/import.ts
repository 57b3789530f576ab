/**
 * import: sections of a Fairy-Stockfish variants.ini written as fairyprint definitions (YAML with a
 * rules page stub each), after checking that each compiles; nothing is written when any section fails.
 */
import { join } from 'node:path';
import { importIni, writeTextFile } from '../../api/files.js';
import { printable } from '../../printable.js';
import { EXIT_INPUT } from '../io.js';
import type { CommandRegistrar } from './index.js';
import { usage } from './shared.js';

export const importCommand: CommandRegistrar = (parser, io, setCode) =>
  parser.command(
    usage('import <file> [sections..]'),
    'Write sections of a Fairy-Stockfish variants.ini (all by default) as fairyprint definitions',
    (y) =>
      y
        .positional('file', { type: 'string', demandOption: true, describe: 'A variants.ini file' })
        .positional('sections', { type: 'string', array: true, describe: 'Section names (default: every section)' })
        .option('out', {
          type: 'string',
          nargs: 1,
          default: join('templates', 'imported'),
          describe: 'Folder to write <id>.yaml and <id>.md to; - prints the YAML',
        })
        .example([
          ['$0 import my-variants.ini', 'every section as templates/imported/<id>.yaml with a rules page stub'],
          ['$0 import my-variants.ini capa --out -', 'one section, its YAML printed'],
          ['$0 perft my-variants.ini:capa 3', 'any command takes a section directly, without importing it'],
        ]),
    async (args) => {
      const out = args.out;
      const imported = importIni(args.file, {
        ...(args.sections?.length ? { sections: args.sections } : {}),
        ...(out === '-' ? {} : { dir: out }),
      });
      if (!imported.ok) throw imported.error;
      const { definitions, problems } = imported.value;
      if (problems.length > 0) {
        for (const p of problems) io.err(`fairyprint: ${printable(p.format())}\n`);
        setCode(EXIT_INPUT);
        return;
      }
      if (out === '-') {
        io.out(definitions.map((d) => d.yaml).join('---\n'));
        return;
      }
      for (const d of definitions) {
        const written = [
          await writeTextFile(out, `${d.id}.yaml`, d.yaml),
          await writeTextFile(out, `${d.id}.md`, d.rules),
        ];
        if (io.interactive && !args.quiet) for (const w of written) io.err(`wrote ${printable(w)}\n`);
      }
    },
  );
