/**
 * The command line offers the formats of the backend table: --format's choices in every printing
 * command's help are the table's formats and its default those the table writes by default, and a
 * format added to the table is offered with no other change (shown with a made-up backend put into the
 * table; that the files of every backend come from its table entry is test/render/backend-table.test.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKENDS, type Backend, FORMATS } from '../../src/render/backends/index.js';
import { runCli } from '../helpers/cli.js';

const PRINTING = ['board', 'counters', 'cards', 'diagram', 'kit'];

/** --format's choices and default as a command's --help shows them. */
function formatHelp(help: string): { choices: string[]; default: string } {
  const line = /--format\s[\s\S]*?\[choices: ([^\]]*)\] \[default: "([^"]*)"\]/.exec(help);
  if (!line) throw new Error(`no --format in\n${help}`);
  return { choices: [...line[1]!.matchAll(/"([^"]*)"/g)].map((m) => m[1]!), default: line[2]! };
}

describe('--format', () => {
  it.each(PRINTING)(
    '%s: offers the formats of the backend table, those it writes by default by default',
    async (command) => {
      const run = await runCli([command, '--help']);
      expect(run.code).toBe(0);
      expect(formatHelp(run.out)).toEqual({
        choices: [...FORMATS],
        default: BACKENDS.filter((b) => b.byDefault)
          .map((b) => b.format)
          .join(','),
      });
    },
  );

  describe('with a format added to the table', () => {
    afterEach(() => {
      vi.doUnmock('../../src/render/backends/table.js');
      vi.resetModules();
    });

    it('every printing command offers it, and takes it; written only when asked for, its row says', async () => {
      const txt: Backend = {
        format: 'txt',
        multiPage: false,
        byDefault: false,
        background: false,
        draw: async () => ({ files: async function* () {}, close: async () => {} }),
      };
      vi.doMock('../../src/render/backends/table.js', async (importOriginal) => {
        const real = await importOriginal<typeof import('../../src/render/backends/table.js')>();
        return { ...real, BACKENDS: [...real.BACKENDS, txt] };
      });
      vi.resetModules();
      const { runCli: run } = await import('../helpers/cli.js');
      for (const command of PRINTING)
        expect(formatHelp((await run([command, '--help'])).out), command).toEqual({
          choices: [...FORMATS, 'txt'],
          default: FORMATS.join(','),
        });
      // What the command line refuses, it refuses naming the table's formats, the new one among them.
      expect((await run(['board', 'chess', '--format', 'gif', '--json'])).err).toMatch(
        /^fairyprint: --format must be one of "pdf", "svg", "png", "txt", not "gif"/,
      );
    });
  });
});
