import { formatBytes, type KitProgress, WRITE_OPTIONS, writeKit } from '../../api/print.js';
import type { Io } from '../io.js';
import type { CommandRegistrar } from './registrar.js';
import { printArgs, printOptions, printWritten, usage, variantArg, variantFrom } from './shared.js';

const BAR = 28;

/** One line redrawn in place: a bar, files done of all, the file just written. */
function progressBar(io: Io): (p: KitProgress) => void {
  return ({ done, total, file }) => {
    const filled = Math.round((BAR * done) / total);
    const name = file.path.split(/[\\/]/).pop()!;
    io.err(
      `\r[${'#'.repeat(filled)}${'.'.repeat(BAR - filled)}] ${String(done).padStart(String(total).length)}/${total} ${name.padEnd(24).slice(0, 24)}`,
    );
    if (done === total) io.err('\n');
  };
}

export const kitCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    usage('kit <variant>'),
    'Write a complete print kit to out/<variant>/: board (tiled where needed), counters, move cards, rules summary, and kit.pdf with all of them after a contents page',
    (y) =>
      printArgs(variantArg(y), WRITE_OPTIONS.kit).example([
        ['$0 kit ecros', 'out/ecros/: board, setup, counters, cards, rules, and kit.pdf with all of them'],
        ['$0 kit chess --mono --format pdf --out my-kit', 'a grey-scale kit, PDF only, in my-kit/'],
      ]),
    async (args) => {
      const show = io.interactive && !args.quiet;
      // The progress bar stands in for the line per file that other commands print.
      const { onWrite: _lines, ...options } = printOptions(args, WRITE_OPTIONS.kit, io);
      const result = await writeKit(await variantFrom(args.variant, io), {
        ...options,
        ...(show ? { onProgress: progressBar(io) } : {}),
      });
      printWritten(io, args.json, result.files);
      if (show) {
        const bytes = result.files.reduce((n, f) => n + f.bytes, 0);
        const parts = result.parts.map((p) => `${p.title.toLowerCase()} ${p.last - p.first + 1}`).join(', ');
        io.err(
          `${result.files.length} files (${formatBytes(bytes)}) in ${result.dir}; kit.pdf has ${result.pages} pages: contents 1, ${parts}\n`,
        );
      }
    },
  );
