import { checkVariant } from '../../api/files.js';
import { ok } from '../../api/result.js';
import { checkDefinition, describeVariant } from '../../api/variant.js';
import { printable } from '../../printable.js';
import { EXIT_INPUT } from '../io.js';
import type { CommandRegistrar } from './registrar.js';
import { jsonOption, printJson, readStdin, usage, variantArg } from './shared.js';

export const checkCommand: CommandRegistrar = (parser, io, setCode) =>
  parser.command(
    usage('check <variant>'),
    'Check a variant definition: print what it defines, or every problem found (exit 2)',
    (y) =>
      jsonOption(
        variantArg(y),
        '{ "file", "ok", "summary": [ lines ], "problems": [ { "file", "line", "column", "message" } ] }',
      ).example([
        ['$0 check my-variant.yaml', 'every problem at its file:line:column, or a summary of the variant'],
        ['$0 check chess', 'a template, by id'],
        ['$0 check variants.ini:capa', 'a section of a Fairy-Stockfish variants.ini'],
        ['cat my-variant.yaml | $0 check -', 'a definition on standard input'],
      ]),
    async (args) => {
      const checked =
        args.variant === '-'
          ? ok({ file: 'stdin', ...checkDefinition(await readStdin(io), 'stdin') })
          : checkVariant(args.variant);
      if (!checked.ok) throw checked.error;
      const { file, problems, variant } = checked.value;
      if (args.json) {
        printJson(io, {
          file,
          ok: variant !== null,
          summary: variant ? describeVariant(variant) : [],
          problems: problems.map((p) => ({
            ...(p.location ?? { file, line: null, column: null }),
            message: p.message,
          })),
        });
      } else if (variant) {
        io.out(
          describeVariant(variant)
            .map((l) => `${printable(l)}\n`)
            .join(''),
        );
      } else {
        for (const p of problems) io.err(`${printable(p.format())}\n`);
        if (!args.quiet) io.err(`${problems.length} problem${problems.length === 1 ? '' : 's'} found\n`);
      }
      if (!variant) setCode(EXIT_INPUT);
    },
  );
