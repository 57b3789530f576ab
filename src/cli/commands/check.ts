import { readFileSync, statSync } from 'node:fs';
import { describeVariant } from '../../definitions/describe.js';
import { MAX_DEFINITION_BYTES, checkDefinitionText } from '../../definitions/load.js';
import { InputError } from '../../errors.js';
import { EXIT_INPUT } from '../io.js';
import { printable } from '../../printable.js';
import type { CommandRegistrar } from './index.js';

export const checkCommand: CommandRegistrar = (parser, io, setCode) =>
  parser.command(
    'check <definition>',
    'Check a variant definition file: print what it defines, or every problem found',
    (y) => y.positional('definition', { type: 'string', demandOption: true, describe: 'Path to a .yaml or .json definition' }),
    (args) => {
      const file = args.definition;
      let text: string;
      try {
        const stat = statSync(file);
        if (!stat.isFile()) throw new InputError(`"${file}" is not a file`);
        if (stat.size > MAX_DEFINITION_BYTES) {
          throw new InputError(`definition is ${stat.size} bytes; the limit is ${MAX_DEFINITION_BYTES}`, { file, line: 1, column: 1 });
        }
        text = readFileSync(file, 'utf8');
      } catch (e) {
        if (e instanceof InputError) throw e;
        throw new InputError(`cannot read "${file}": ${(e as NodeJS.ErrnoException).code ?? 'unreadable'}`);
      }
      const { problems, result } = checkDefinitionText(text, file);
      if (!result) {
        for (const p of problems) io.err(`${printable(p.format())}\n`);
        io.err(`${problems.length} problem${problems.length === 1 ? '' : 's'} found\n`);
        setCode(EXIT_INPUT);
        return;
      }
      io.out(describeVariant(result.variant).map((l) => `${l}\n`).join(''));
    },
  );
