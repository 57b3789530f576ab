/**
 * The command line offers the formats of the backend table: --format's choices and default in every
 * printing command's help are the table's formats, and a format added to the table is offered with no
 * other change (shown with a made-up backend put into the table; that the files of every backend come
 * from its table entry is test/render/backend-table.test.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Backend, FORMATS } from '../../src/render/backends/index.js';
import { runCli } from '../helpers/cli.js';

const PRINTING = ['board', 'counters', 'cards', 'diagram', 'kit'];

/** --format's choices and default as a command's --help shows them. */
function formatHelp(help: string): { choices: string[]; default: string } {
  const line = /--format\s[\s\S]*?\[choices: ([^\]]*)\] \[default: "([^"]*)"\]/.exec(help);
  if (!line) throw new Error(`no --format in\n${help}`);
  return { choices: [...line[1]!.matchAll(/"([^"]*)"/g)].map((m) => m[1]!), default: line[2]! };
}

describe('--format', () => {
  it.each(PRINTING)('%s: offers the formats of the backend table, all of them by default', async (command) => {
    const run = await runCli([command, '--help']);
    expect(run.code).toBe(0);
    expect(formatHelp(run.out)).toEqual({ choices: [...FORMATS], default: FORMATS.join(',') });
  });

  describe('with a format added to the table', () => {
    afterEach(() => {
      vi.doUnmock('../../src/render/backends/index.js');
      vi.resetModules();
    });

    it('every printing command offers it, and takes it', async () => {
      const txt: Backend = {
        format: 'txt',
        multiPage: false,
        background: false,
        draw: async () => ({ files: async function* () {}, close: async () => {} }),
      };
      vi.doMock('../../src/render/backends/index.js', async (importOriginal) => {
        const real = await importOriginal<typeof import('../../src/render/backends/index.js')>();
        const backends = [...real.BACKENDS, txt];
        return { ...real, BACKENDS: backends, FORMATS: backends.map((b) => b.format) };
      });
      vi.resetModules();
      const { runCli: run } = await import('../helpers/cli.js');
      for (const command of PRINTING)
        expect(formatHelp((await run([command, '--help'])).out), command).toEqual({
          choices: [...FORMATS, 'txt'],
          default: [...FORMATS, 'txt'].join(','),
        });
      // What the command line refuses, it refuses naming the table's formats, the new one among them.
      expect((await run(['board', 'chess', '--format', 'gif', '--json'])).err).toMatch(
        /^fairyprint: --format must be one of "pdf", "svg", "png", "txt", not "gif"/,
      );
    });
  });
});
