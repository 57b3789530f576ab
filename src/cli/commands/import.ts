/**
 * import: sections of a Fairy-Stockfish variants.ini written as fairyprint definitions (YAML with a
 * rules page stub each), after checking that each compiles; nothing is written when any section fails.
 */
import { join } from 'node:path';
import { importDiagrams, importIni, writeTextFile } from '../../api/files.js';
import { printable } from '../../printable.js';
import { EXIT_INPUT } from '../io.js';
import type { CommandRegistrar } from './registrar.js';
import { ArgumentError, printJson, usage } from './shared.js';

const IMPORT_SHAPE = '{ "files": [ { "path", "format", "bytes" } ] }';

/** The diagram numbers named after a page (1 is its first diagram). */
function diagramNumbers(names: readonly string[]): number[] {
  return names.map((name) => {
    if (!/^[1-9][0-9]*$/.test(name)) throw new ArgumentError(`diagram number expected, not "${name}" (1 is the first)`);
    return Number(name);
  });
}

export const importCommand: CommandRegistrar = (parser, io, setCode) =>
  parser.command(
    usage('import <file> [sections..]'),
    'Write sections of a Fairy-Stockfish variants.ini, or the Interactive Diagrams of a page (all by default), as fairyprint definitions',
    (y) =>
      y
        .positional('file', {
          type: 'string',
          demandOption: true,
          describe: 'A variants.ini file, or an HTML page or text holding Interactive Diagrams',
        })
        .positional('sections', {
          type: 'string',
          array: true,
          describe: 'Section names, or diagram numbers (default: every one)',
        })
        .option('json', {
          type: 'boolean',
          default: false,
          describe: `Print JSON: ${IMPORT_SHAPE} (see docs/cli.md)`,
        })
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
          ['$0 import page.html 2 --out -', "a page's second interactive diagram, its YAML printed"],
        ]),
    async (args) => {
      const out = args.out;
      const dir = out === '-' ? {} : { dir: out };
      const imported = /\.(html?|txt)$/i.test(args.file)
        ? importDiagrams(args.file, { numbers: diagramNumbers(args.sections ?? []), ...dir })
        : importIni(args.file, { ...(args.sections?.length ? { sections: args.sections } : {}), ...dir });
      if (!imported.ok) throw imported.error;
      const { definitions, problems } = imported.value;
      if (problems.length > 0) {
        for (const p of problems) io.err(`fairyprint: ${printable(p.format())}\n`);
        setCode(EXIT_INPUT);
        return;
      }
      if (out === '-' && args.json)
        throw new ArgumentError('--json writes what was written, and --out - writes nothing: give one of them');
      if (out === '-') {
        io.out(definitions.map((d) => d.yaml).join('---\n'));
        return;
      }
      const written: { path: string; format: string; bytes: number }[] = [];
      const write = async (name: string, format: string, text: string): Promise<void> => {
        written.push({ path: await writeTextFile(out, name, text), format, bytes: Buffer.byteLength(text) });
        // Said whether or not on a terminal: a definition file appearing unannounced would be a surprise.
        if (!args.quiet && !args.json) io.err(`wrote ${printable(written[written.length - 1]!.path)}\n`);
      };
      for (const d of definitions) {
        await write(`${d.id}.yaml`, 'yaml', d.yaml);
        await write(`${d.id}.md`, 'md', d.rules);
      }
      if (args.json) printJson(io, { files: written });
    },
  );
