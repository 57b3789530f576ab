import { spawn } from 'node:child_process';
import { InputError } from '../../api/result.js';
import type { CommandRegistrar } from './registrar.js';
import { usage } from './shared.js';

/** The system's way to open a URL in the default browser. */
function openCommand(): [string, string[]] {
  if (process.platform === 'darwin') return ['open', []];
  if (process.platform === 'win32') return ['cmd', ['/c', 'start', '""']];
  return ['xdg-open', []];
}

export const studioCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    usage('studio'),
    'Start the studio, a web page on this computer to edit, preview, play, validate and print variants (stops with Ctrl-C)',
    (y) =>
      y
        .option('port', { type: 'number', default: 0, describe: 'Port on 127.0.0.1 (0: a free one)' })
        .option('open', { type: 'boolean', default: false, describe: 'Open the page in the default browser' })
        .example([
          ['$0 studio', 'serve the studio on a free port of 127.0.0.1 and print its address'],
          ['$0 studio --port 8080 --open', 'on port 8080, opened in the default browser'],
        ]),
    async (args) => {
      if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535)
        throw new InputError(
          `--port must be a whole number from 0 to 65535, not ${args.port} (see fairyprint studio --help)`,
        );
      const { startStudio } = await import('../../studio/server.js');
      const studio = await startStudio({ port: args.port }).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'EADDRINUSE' || e.code === 'EACCES')
          throw new InputError(
            `--port ${args.port}: ${e.code === 'EADDRINUSE' ? 'the port is in use' : 'not allowed'}`,
          );
        throw e;
      });
      io.out(`fairyprint studio: ${studio.url} (Ctrl-C stops it)\n`);
      if (args.open) {
        const [cmd, pre] = openCommand();
        // The page works whether or not a browser could be opened: the URL is printed above.
        spawn(cmd, [...pre, studio.url], { detached: true, stdio: 'ignore' })
          .on('error', () => {})
          .unref();
      }
      await new Promise<void>((done) => {
        for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => done());
      });
      await studio.close();
    },
  );
