/**
 * The pages a newcomer follows (the README, the tutorial, the command line, game records) run as
 * written: every file block (```yaml name.yaml```) is saved, every command of a ```console``` block
 * runs in that folder, and what it prints must be what the page shows after it (a line `...` stands
 * for any lines). A command that prints files must have written some, or none when it is refused. In
 * `npm test` those write PDF only (the PNG pages are most of a kit's time); `npm run test:deep` runs
 * them as written.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type CliRun, runCli } from './helpers/cli.js';
import { deep, tier } from './helpers/tier.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The commands this test runs inside of: run by hand, by CI, never from here. */
const OUTSIDE = new Set(['npm ci', 'npm test']);
/** Counts of seconds (perft to depth 5 and beyond): run as written in the deep tier only. */
const deepOnly = (args: string[]): boolean => args[1] === 'perft' && Number(args[3]) >= 5;
const WRITES_FILES = new Set(['kit', 'board', 'counters', 'cards', 'diagram']);

type Step =
  | { kind: 'file'; name: string; text: string }
  | { kind: 'command'; line: number; command: string; expected: string };

/** The file blocks and console commands of a page, in order. */
export function steps(markdown: string): Step[] {
  const found: Step[] = [];
  const fence = /^```(\S*)[ \t]*(\S*)\n([\s\S]*?)^```$/gm;
  for (const m of markdown.matchAll(fence)) {
    const [, lang, name, text] = m as unknown as [string, string, string, string];
    const line = markdown.slice(0, m.index).split('\n').length;
    if (name) found.push({ kind: 'file', name, text });
    else if (lang === 'console') {
      const lines = text.replace(/\n$/, '').split('\n');
      lines.forEach((l, i) => {
        if (!l.startsWith('$ ')) return;
        let end = i + 1;
        while (end < lines.length && !lines[end]!.startsWith('$ ')) end++;
        found.push({
          kind: 'command',
          line: line + 1 + i,
          command: l.slice(2),
          expected: lines.slice(i + 1, end).join('\n'),
        });
      });
    }
  }
  return found;
}

/** Words of a command line as a POSIX shell splits them (quotes, no expansion). */
function words(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)) out.push(m[1] ?? m[2] ?? m[3]!);
  return out;
}

function filesUnder(dir: string): Map<string, number> {
  const seen = new Map<string, number>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    seen.set(path, statSync(path).mtimeMs);
  }
  return seen;
}

/** What the page shows matches what the command printed; `...` lines match any lines. */
function matches(printed: string, expected: string): boolean {
  const pattern = expected
    .split('\n')
    .map((l) => (l === '...' ? '[\\s\\S]*' : l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\n')
    .replace(/\n\[\\s\\S\]\*\n/g, '\n(?:[\\s\\S]*\\n)?');
  return new RegExp(`^${pattern}$`).test(printed.replace(/\n$/, ''));
}

/** Runs a page's steps in a fresh folder that sees the repository's examples, templates and docs. */
function runPage(page: string): void {
  describe(page, () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairyprint-docs-'));
    for (const link of ['examples', 'templates', 'docs', 'schema']) symlinkSync(join(root, link), join(dir, link));
    mkdirSync(join(dir, 'out'));
    const pending: Step[] = [];
    const all = steps(readFileSync(join(root, page), 'utf8'));
    it('has commands to run', () => expect(all.some((s) => s.kind === 'command')).toBe(true));
    for (const step of all) {
      if (step.kind === 'file') {
        pending.push(step);
        continue;
      }
      const files = pending.splice(0);
      it(`line ${step.line}: ${step.command}`, async () => {
        for (const f of files) if (f.kind === 'file') writeFileSync(join(dir, f.name), f.text);
        if (OUTSIDE.has(step.command)) return;
        const [command, redirect] = step.command.split(' > ') as [string, string | undefined];
        let args = words(command);
        if (args[0] === 'npx') args = args.slice(1);
        expect(args[0], 'a fairyprint command').toBe('fairyprint');
        if (!deep && deepOnly(args)) return;
        const writes = WRITES_FILES.has(args[1]!);
        if (writes && !args.includes('--format')) args = tier([...args, '--format', 'pdf'], args);
        const before = filesUnder(dir);
        const cwd = process.cwd();
        process.chdir(dir);
        let run: CliRun;
        try {
          run = await runCli(args.slice(1));
        } finally {
          process.chdir(cwd);
        }
        if (redirect) {
          writeFileSync(join(dir, redirect), run.out);
          expect(JSON.parse(run.out), `${redirect} holds JSON`).toBeTypeOf('object');
          run.out = '';
        }
        expect(
          matches(run.out + run.err, step.expected),
          `printed:\n${run.out}${run.err}\nthe page shows:\n${step.expected}`,
        ).toBe(true);
        if (writes) {
          const written = [...filesUnder(dir)]
            .filter(([path, mtime]) => before.get(path) !== mtime)
            .map(([path]) => path);
          // A command refused writes nothing.
          if (run.code !== 0) return expect(written).toEqual([]);
          expect(written.length, 'files written').toBeGreaterThan(0);
          for (const path of written) expect(statSync(path).size, path).toBeGreaterThan(0);
          if (args[1] === 'kit') expect(written.some((p) => p.endsWith('kit.pdf'))).toBe(true);
        }
      });
    }
  });
}

runPage('README.md');
runPage('docs/define-a-variant.md');
runPage('docs/cli.md');
runPage('docs/game-records.md');

describe('the pages', () => {
  it('the README is under 250 lines and shows at least four pictures from docs/img/', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThan(250);
    const pictures = [...readme.matchAll(/!\[[^\]]*\]\((docs\/img\/[^)]+\.png)\)/g)].map((m) => m[1]!);
    expect(pictures.length).toBeGreaterThanOrEqual(4);
    for (const p of pictures) expect(statSync(join(root, p)).size, p).toBeGreaterThan(1000);
  });

  it('the tutorial has a picture of every Betza atom', () => {
    const tutorial = readFileSync(join(root, 'docs/define-a-variant.md'), 'utf8');
    for (const atom of ['W', 'F', 'D', 'N', 'A', 'H', 'C', 'Z', 'G', 'K', 'R', 'B', 'Q']) {
      expect(tutorial, atom).toMatch(
        new RegExp(`\\| \`${atom}\` [^|]+\\|[^|]+\\| !\\[${atom}\\]\\(img/betza-${atom}\\.png\\)`),
      );
    }
  });

  it('`...` in an expected output stands for any lines, and nothing else is loose', () => {
    expect(matches('a\nb\nc\nd\n', 'a\n...\nd')).toBe(true);
    expect(matches('a\nd\n', 'a\n...\nd')).toBe(true);
    expect(matches('a\nb\n', 'a\nc')).toBe(false);
    expect(matches('a.b\n', 'a?b')).toBe(false);
  });
});
