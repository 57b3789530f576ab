import { createReadStream, statSync } from 'node:fs';
import { systemReason } from '../../api/files.js';
import { recordFormats } from '../../api/records.js';
import {
  formatReport,
  type GameReport,
  gamesSummary,
  reportsJson,
  unreadableReport,
  validateStream,
} from '../../api/validate.js';
import { printable } from '../../printable.js';
import { EXIT_FAILED, EXIT_INPUT, EXIT_OK, type Io } from '../io.js';
import type { CommandRegistrar } from './registrar.js';
import { anyPositionArg, usage } from './shared.js';

/** Read this much of a file at a time. */
const READ_SIZE = 1 << 16;

export const validateCommand: CommandRegistrar = (parser, io, setCode) =>
  parser.command(
    usage('validate <files..>'),
    'Replay game records (PGN, KIF, KI2, CSA, USI, ICCS, WXF) with the rules engine: legal or the first illegal move and why (exit 0 legal, 1 illegal, 2 unreadable)',
    (y) =>
      anyPositionArg(y)
        // Otherwise the parser drops a lone "-" (standard input) from the list of files.
        .parserConfiguration({ 'unknown-options-as-args': true })
        .positional('files', {
          type: 'string',
          array: true,
          demandOption: true,
          describe: 'Record files, or - for standard input',
        })
        .option('json', { type: 'boolean', default: false, describe: 'Print one JSON object: { "games": [ ... ] }' })
        .option('variant', {
          type: 'string',
          describe: 'Variant id or definition file for every game, overriding [Variant]',
        })
        .option('format', {
          type: 'string',
          choices: recordFormats().map((f) => f.name),
          describe: "The record format (default: told by each file's extension and text)",
        })
        .example([
          ['$0 validate examples/chess-checkmate.pgn', 'legal, 33 plies, 1-0 by checkmate'],
          ['$0 validate games/*.pgn --json', 'a report per game as one JSON object'],
          ['cat game.pgn | $0 validate - --variant ecros', 'a record from standard input, played as ECROS'],
        ]),
    async (args) => {
      // Each report is printed as soon as its game is validated and then forgotten: files of any size
      // are read a game at a time, in bounded memory.
      let games = 0;
      let legal = 0;
      let unreadable = 0;
      let share = '';
      const progress = io.interactive && !io.outInteractive && !args.quiet ? new ProgressLine(io) : null;
      if (args.json) io.out(reportsJson.open);
      const report = async (r: GameReport): Promise<void> => {
        if (args.json) io.out(reportsJson.game(r, games === 0));
        else if (!r.unreadable) io.out(formatReport(r));
        else if (progress) progress.above(() => io.err(formatReport(r)));
        else io.err(formatReport(r));
        games++;
        if (r.legal) legal++;
        if (r.unreadable) unreadable++;
        progress?.show(
          `${games.toLocaleString('en')} games, ${(games - legal - unreadable).toLocaleString('en')} not legal${share}`,
        );
        await io.flush?.();
      };
      for (const file of args.files) {
        const options = {
          ...(file === '-' ? {} : { file }),
          anyPosition: args['any-position'],
          ...(args.variant !== undefined ? { variant: args.variant } : {}),
          ...(args.format !== undefined ? { format: args.format } : {}),
        };
        // Bytes: the record reader tells their encoding (docs/game-records.md).
        const stream = file === '-' ? null : createReadStream(file, { highWaterMark: READ_SIZE });
        const size = progress && stream ? fileSize(file) : 0;
        const pieces = stream ?? io.stdin();
        try {
          for await (const r of validateStream(pieces as AsyncIterable<Buffer | string>, options)) {
            if (size > 0) share = `; ${Math.floor((100 * stream!.bytesRead) / size)}% of ${printable(file)}`;
            await report(r);
          }
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code;
          if (typeof code !== 'string' || !/^E[A-Z]+$/.test(code)) throw e;
          const missing = file.startsWith('-')
            ? 'no such file, nor an option of validate (see fairyprint validate --help)'
            : 'no such file';
          await report(unreadableReport(file, code === 'ENOENT' ? missing : systemReason(e)));
        }
      }
      progress?.end();
      if (args.json) io.out(reportsJson.close(games));
      else if (games > 1) io.out(gamesSummary(games, legal, unreadable));
      setCode(unreadable > 0 ? EXIT_INPUT : legal === games ? EXIT_OK : EXIT_FAILED);
    },
  );

function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0; // the read reports why the file cannot be read
  }
}

/** One line on stderr redrawn in place at most ten times a second; other stderr lines go above it. */
class ProgressLine {
  private shown = '';
  private last = 0;
  private text = '';

  constructor(private readonly io: Io) {}

  show(text: string): void {
    this.text = text;
    const now = performance.now();
    if (now - this.last < 100) return;
    this.last = now;
    this.draw();
  }

  above(write: () => void): void {
    if (this.shown) this.io.err(`\r${' '.repeat(this.shown.length)}\r`);
    this.shown = '';
    write();
    this.draw();
  }

  end(): void {
    if (this.text) {
      this.draw();
      this.io.err('\n');
    }
  }

  private draw(): void {
    this.io.err(`\r${this.text.padEnd(this.shown.length)}`);
    this.shown = this.text;
  }
}
