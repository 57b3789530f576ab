/**
 * import: sections of a Fairy-Stockfish variants.ini written as fairyprint definitions (YAML with a
 * rules page stub each), after checking that each compiles; nothing is written when any section fails.
 */
import { dirname, join, relative, resolve } from 'node:path';
import { importedRulesStub, importedYaml } from '../../definitions/fsf-export.js';
import type { ImportedDefinition } from '../../definitions/fsf-import.js';
import { parseIni } from '../../definitions/ini.js';
import { checkIniSection, readDefinitionFile, TEMPLATES_DIR } from '../../definitions/load.js';
import { InputError } from '../../errors.js';
import { printable } from '../../printable.js';
import { writeAtomic } from '../../render/backends/write.js';
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
      const file = args.file;
      const text = readDefinitionFile(file);
      const all = parseIni(text, file).map((s) => s.name);
      const wanted = args.sections?.length ? args.sections : all;
      const imported: ImportedDefinition[] = [];
      const problems: InputError[] = [];
      for (const section of wanted) {
        const checked = checkIniSection(text, file, section);
        if (checked.imported) imported.push(checked.imported);
        problems.push(...checked.problems);
      }
      if (problems.length > 0) {
        for (const p of problems) io.err(`fairyprint: ${printable(p.format())}\n`);
        setCode(EXIT_INPUT);
        return;
      }
      const ids = imported.map((i) => i.definition.id!);
      const twice = ids.find((id, i) => ids.indexOf(id) !== i);
      if (twice) throw new InputError(`two sections would both be written as ${twice}.yaml`);
      const schema = resolve(TEMPLATES_DIR, '..', 'schema', 'variant.schema.json');
      if (args.out === '-') {
        io.out(imported.map((i) => importedYaml(i, file, relative(process.cwd(), schema))).join('---\n'));
        return;
      }
      const out = args.out;
      const fromOut = relative(resolve(out), dirname(schema)).split('\\').join('/');
      for (const i of imported) {
        const id = i.definition.id!;
        const written = [
          await writeAtomic(
            out,
            `${id}.yaml`,
            new TextEncoder().encode(
              importedYaml(i, relative(resolve(out), resolve(file)), `${fromOut}/variant.schema.json`),
            ),
          ),
          await writeAtomic(out, `${id}.md`, new TextEncoder().encode(importedRulesStub(i, file))),
        ];
        if (io.interactive && !args.quiet) for (const w of written) io.err(`wrote ${printable(w)}\n`);
      }
    },
  );
