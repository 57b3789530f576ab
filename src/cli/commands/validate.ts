import { readFileSync } from 'node:fs';
import { formatJson, formatText } from '../../validate/format.js';
import { unreadableFile, validateText, type GameReport } from '../../validate/replay.js';
import { EXIT_FAILED, EXIT_INPUT, EXIT_OK } from '../io.js';
import type { CommandRegistrar } from './index.js';

export const validateCommand: CommandRegistrar = (parser, io, setCode) =>
  parser.command(
    'validate <files..>',
    'Replay PGN game records with the rules engine: legal or the first illegal move and why (exit 0 legal, 1 illegal, 2 unreadable)',
    (y) =>
      y
        // Otherwise the parser drops a lone "-" (standard input) from the list of files.
        .parserConfiguration({ 'unknown-options-as-args': true })
        .positional('files', { type: 'string', array: true, demandOption: true, describe: 'PGN files, or - for standard input' })
        .option('json', { type: 'boolean', default: false, describe: 'Print one JSON object: { "games": [ ... ] }' })
        .option('variant', { type: 'string', describe: 'Variant id or definition file for every game, overriding [Variant]' }),
    async (args) => {
      const reports: GameReport[] = [];
      for (const file of args.files) {
        let text: string;
        try {
          text = file === '-' ? await io.stdin() : readFileSync(file, 'utf8');
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code;
          const missing = file.startsWith('-') ? 'no such file, nor an option of validate (see --help)' : 'no such file';
          reports.push(unreadableFile(file, code === 'ENOENT' ? missing : code === 'EISDIR' ? 'a folder, not a file' : (e as Error).message));
          continue;
        }
        const options = { file: file === '-' ? null : file, ...(args.variant !== undefined ? { variant: args.variant } : {}) };
        reports.push(...validateText(text, options));
      }
      if (args.json) io.out(formatJson(reports));
      else {
        for (const r of reports) (r.unreadable ? io.err : io.out)(formatText(r));
        if (reports.length > 1) {
          const legal = reports.filter((r) => r.legal).length;
          const unreadable = reports.filter((r) => r.unreadable).length;
          io.out(`${reports.length} games: ${legal} legal, ${reports.length - legal - unreadable} not, ${unreadable} unreadable\n`);
        }
      }
      setCode(reports.some((r) => r.unreadable) ? EXIT_INPUT : reports.every((r) => r.legal) ? EXIT_OK : EXIT_FAILED);
    },
  );
