import { describeVariant } from '../../definitions/describe.js';
import { checkDefinitionText, checkIniSection, iniReference, readDefinitionFile } from '../../definitions/load.js';
import { EXIT_INPUT } from '../io.js';
import { printable } from '../../printable.js';
import type { CommandRegistrar } from './index.js';

export const checkCommand: CommandRegistrar = (parser, io, setCode) =>
  parser.command(
    'check <definition>',
    'Check a variant definition file: print what it defines, or every problem found',
    (y) =>
      y.positional('definition', {
        type: 'string',
        demandOption: true,
        describe: 'Path to a .yaml or .json definition, or FILE.ini:SECTION (a Fairy-Stockfish variants.ini section)',
      }),
    (args) => {
      const ini = iniReference(args.definition);
      const file = ini ? ini.file : args.definition;
      const text = readDefinitionFile(file);
      const { problems, result } = ini ? checkIniSection(text, file, ini.section) : checkDefinitionText(text, file);
      if (!result) {
        for (const p of problems) io.err(`${printable(p.format())}\n`);
        io.err(`${problems.length} problem${problems.length === 1 ? '' : 's'} found\n`);
        setCode(EXIT_INPUT);
        return;
      }
      io.out(describeVariant(result.variant).map((l) => `${l}\n`).join(''));
    },
  );
