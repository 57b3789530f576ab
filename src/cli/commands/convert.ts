/**
 * convert: game records written in another format. A command of its own rather than an option of
 * validate: its output is the records (to standard output or --out), where validate's is the reports;
 * each game is validated on the way, and a game not legal is reported on stderr and not written.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { systemReason, writeTextFile } from '../../api/files.js';
import { convertRecords, recordFormats } from '../../api/records.js';
import { formatReport } from '../../api/validate.js';
import { printable } from '../../printable.js';
import { EXIT_FAILED, EXIT_INPUT, EXIT_OK } from '../io.js';
import type { CommandRegistrar } from './registrar.js';
import { ArgumentError, anyPositionArg, usage } from './shared.js';

const FORMATS = recordFormats().map((f) => f.name);

export const convertCommand: CommandRegistrar = (parser, io, setCode) =>
  parser.command(
    usage('convert <file..>'),
    'Write game records in another format (PGN, KIF, KI2, CSA, USI, ICCS, WXF): each game validated, then written move by move',
    (y) =>
      anyPositionArg(y)
        .parserConfiguration({ 'unknown-options-as-args': true })
        // An array, as validate's: otherwise the parser drops a lone "-" (standard input).
        .positional('file', {
          type: 'string',
          array: true,
          demandOption: true,
          describe: 'A record file, or - for standard input',
        })
        .option('to', { type: 'string', choices: FORMATS, demandOption: true, describe: 'The format to write' })
        .option('from', {
          type: 'string',
          choices: FORMATS,
          describe: "The format read (default: told by the file's extension and text)",
        })
        .option('variant', { type: 'string', describe: 'Variant id or definition file for every game' })
        .option('out', { type: 'string', requiresArg: true, describe: 'Write to this file instead of standard output' })
        .example([
          ['$0 convert game.kif --to pgn', 'a KIF record as PGN'],
          ['$0 convert game.pgn --to csa --out game.csa', 'a Shogi game in PGN as CSA'],
          ['$0 convert games.pgn --to wxf', 'Xiangqi games with ICCS moves in WXF notation'],
        ]),
    async (args) => {
      if (args.file.length !== 1) throw new ArgumentError(`convert reads one file, not ${args.file.length}`);
      const file = args.file[0]!;
      let input: string | Uint8Array;
      if (file === '-') {
        input = '';
        for await (const piece of io.stdin()) input += piece;
      } else {
        try {
          input = readFileSync(file);
        } catch (e) {
          io.err(`${printable(file)}: cannot read: ${systemReason(e)}\n`);
          setCode(EXIT_INPUT);
          return;
        }
      }
      const result = convertRecords(input, args.to, {
        ...(file === '-' ? {} : { file }),
        ...(args.from === undefined ? {} : { format: args.from }),
        ...(args.variant === undefined ? {} : { variant: args.variant }),
        anyPosition: args['any-position'],
      });
      if (!result.ok) throw new ArgumentError(result.error.message);
      let unreadable = false;
      let refused = false;
      for (const game of result.value.games) {
        const { report } = game;
        if (report.error) io.err(formatReport(report));
        else if (game.refusal)
          io.err(`${printable(report.file)}: game ${report.game}: not written: ${printable(game.refusal)}\n`);
        for (const what of game.notWritten)
          io.err(`${printable(report.file)}: game ${report.game}: not written: ${printable(what)}\n`);
        unreadable ||= report.unreadable;
        refused ||= report.error !== null || game.refusal !== null;
      }
      if (result.value.games.length === 0) {
        io.err(`${printable(file)}: no game found\n`);
        unreadable = true;
      }
      if (args.out !== undefined) await writeTextFile(dirname(args.out), basename(args.out), result.value.text);
      else io.out(result.value.text);
      setCode(unreadable ? EXIT_INPUT : refused ? EXIT_FAILED : EXIT_OK);
    },
  );
