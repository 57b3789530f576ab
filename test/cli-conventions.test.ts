/**
 * What every command has in common: --version, --json where it prints data (a shape docs/cli.md
 * documents), --quiet, a variant by id, path or standard input, examples in --help, completion, and
 * usage errors in the project's words that name the argument and the command's help, once.
 */

import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from './helpers/cli.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const chessYaml = readFileSync(join(root, 'templates/chess.yaml'), 'utf8');
const COMMANDS = [
  'list',
  'perft',
  'moves',
  'schema',
  'check',
  'validate',
  'convert',
  'board',
  'counters',
  'cards',
  'diagram',
  'kit',
  'import',
  'export',
  'studio',
  'completion',
];

describe('--version', () => {
  it.each(['--version', '-V', '-v'])('%s prints the package version', async (flag) => {
    expect(await runCli([flag])).toEqual({ code: 0, out: `${version}\n`, err: '' });
  });
});

describe('--json', () => {
  it('list --json: every template with its name and board size', async () => {
    const run = await runCli(['list', '--json']);
    const { variants } = JSON.parse(run.out) as {
      variants: { id: string; name: string; files: number; ranks: number }[];
    };
    expect(variants).toContainEqual({ id: 'chess', name: 'Orthodox Chess', files: 8, ranks: 8 });
    expect(variants).toContainEqual({ id: 'ecros', name: 'ECROS', files: 20, ranks: 20 });
  });

  it('moves chess --json: the position and its 20 moves', async () => {
    const run = await runCli(['moves', 'chess', '--json']);
    const parsed = JSON.parse(run.out) as { variant: string; fen: string; moves: string[] };
    expect(parsed.variant).toBe('chess');
    expect(parsed.fen).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(parsed.moves).toHaveLength(20);
    expect(parsed.moves).toContain('g1-f3');
  });

  it('perft chess 3 --json: the count, and with --divide each first move', async () => {
    expect(JSON.parse((await runCli(['perft', 'chess', '3', '--json'])).out)).toMatchObject({
      variant: 'chess',
      depth: 3,
      nodes: 8902,
    });
    const divided = JSON.parse((await runCli(['perft', 'chess', '2', '--divide', '--json'])).out) as {
      nodes: number;
      divide: { move: string; nodes: number }[];
    };
    expect(divided.nodes).toBe(400);
    expect(divided.divide).toHaveLength(20);
    expect(divided.divide.reduce((n, d) => n + d.nodes, 0)).toBe(400);
  });

  it('check chess --json: ok, with the summary; a broken definition lists its problems, exit 2', async () => {
    const ok = await runCli(['check', 'chess', '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out)).toMatchObject({
      ok: true,
      problems: [],
      summary: expect.arrayContaining(['chess: Orthodox Chess']),
    });
    const bad = await runCli(['check', '-', '--json'], chessYaml.replace('files: 8', 'files: 99'));
    expect(bad.code).toBe(2);
    const parsed = JSON.parse(bad.out) as {
      ok: boolean;
      problems: { file: string; line: number; column: number; message: string }[];
    };
    expect(parsed.ok).toBe(false);
    expect(parsed.problems[0]).toMatchObject({
      file: 'stdin',
      line: expect.any(Number),
      message: expect.stringContaining('board.files'),
    });
  });

  it('a command that writes files lists them with --json', async () => {
    const out = mkdtempSync(join(tmpdir(), 'fairyprint-json-'));
    const run = await runCli(['board', 'chess', '--format', 'svg', '--out', out, '--json']);
    const { files } = JSON.parse(run.out) as {
      files: { path: string; format: string; pages: number; bytes: number }[];
    };
    expect(files).toEqual([{ path: join(out, 'board.svg'), format: 'svg', pages: 1, bytes: expect.any(Number) }]);
    expect(existsSync(files[0]!.path)).toBe(true);
  });
});

describe('the variant argument', () => {
  it('check takes a template id and exits 0', async () => {
    const run = await runCli(['check', 'chess']);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^chess: Orthodox Chess\n/);
  });

  it('- reads the definition from standard input, for check, moves and perft', async () => {
    expect((await runCli(['check', '-'], chessYaml)).out).toMatch(/^chess: Orthodox Chess\n/);
    expect((await runCli(['moves', '-'], chessYaml)).out.trim().split('\n')).toHaveLength(20);
    expect((await runCli(['perft', '-', '2'], chessYaml)).out).toBe('400\n');
  });

  it('a problem in a definition on standard input is located in "stdin"', async () => {
    const run = await runCli(['moves', '-'], chessYaml.replace('files: 8', 'files: 99'));
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/^fairyprint: stdin:\d+:\d+: board\.files/);
  });
});

describe('every command', () => {
  it.each(COMMANDS)('%s --help has examples and --quiet', async (command) => {
    const run = await runCli([command, '--help']);
    expect(run.code).toBe(0);
    expect(run.out).toContain('Examples:');
    expect(run.out).toContain('--quiet');
  });

  it('--quiet is accepted everywhere and keeps the data', async () => {
    expect((await runCli(['list', '--quiet'])).out).toContain('chess ');
    expect((await runCli(['perft', 'chess', '2', '--quiet'])).out).toBe('400\n');
    const bad = await runCli(['check', '-', '--quiet'], chessYaml.replace('files: 8', 'files: 99'));
    // The problem, without the "1 problem found" status line.
    expect(bad.err.trim().split('\n')).toHaveLength(1);
    expect(bad.err).toMatch(/^stdin:\d+:\d+: board\.files/);
  });
});

describe("usage errors: the project's words, the argument named, the command's help, one line", () => {
  it.each([
    [['perft', 'chess'], 'missing <depth>: fairyprint perft <variant> <depth> (see fairyprint perft --help)'],
    [['moves'], 'missing <variant>: fairyprint moves <variant> (see fairyprint moves --help)'],
    [['perft', 'chess', 'x'], '<depth> must be a whole number from 0 to 12, not "x" (see fairyprint perft --help)'],
    [
      ['perft', 'chess', '2', '3'],
      'one argument too many, "3": fairyprint perft <variant> <depth> (see fairyprint perft --help)',
    ],
    [['board', 'chess', '--square-mm', 'abc'], '--square-mm must be a number, not "abc" (see fairyprint board --help)'],
    [['kit', 'chess', '--paper', 'a3'], '--paper must be one of "a4", "letter", not "a3" (see fairyprint kit --help)'],
    [['moves', 'chess', '--fen'], '--fen needs a value (see fairyprint moves --help)'],
    [['kit', 'chess', '--out'], '--out needs a value (see fairyprint kit --help)'],
    [['board', 'chess', '--dpi=', '--format', 'svg'], '--dpi needs a value (see fairyprint board --help)'],
    [['counters', 'chess', '--spares', '--backs'], '--spares needs a value (see fairyprint counters --help)'],
    [['moves', 'chess', '--bogus'], 'unknown option --bogus for moves (see fairyprint moves --help)'],
    [
      ['board', 'chess', '--mnoo'],
      'unknown option --mnoo for board; did you mean --mono? (see fairyprint board --help)',
    ],
    [['list', '--qiuet'], 'unknown option --qiuet for list; did you mean --quiet? (see fairyprint list --help)'],
    [
      ['board', 'chesss'],
      'unknown variant "chesss": not an id in templates/, a Fairy-Stockfish built-in nor a file; did you mean chess?',
    ],
    [
      ['moves', 'xiangi'],
      'unknown variant "xiangi": not an id in templates/, a Fairy-Stockfish built-in nor a file; did you mean xiangqi?',
    ],
    [['board', 'chess', '--mono=nope'], '--mono takes true or false, not "nope" (see fairyprint board --help)'],
    [['list', '--json=yes'], '--json takes true or false, not "yes" (see fairyprint list --help)'],
    [
      ['validate', 'examples/chess-checkmate.pgn', '--json=1'],
      '--json takes true or false, not "1" (see fairyprint validate --help)',
    ],
    [['help', 'kti'], 'unknown command "kti"; did you mean kit? (see fairyprint --help)'],
    [['perf', 'chess', '3'], 'unknown command "perf"; did you mean perft? (see fairyprint --help)'],
    [['frobnicate'], 'unknown command "frobnicate" (see fairyprint --help)'],
    [[], 'name a command (see fairyprint --help)'],
    [['check', 'missing.yaml'], 'no such file "missing.yaml"'],
    [['completion', 'fish'], '<shell> must be one of "bash", "zsh", not "fish" (see fairyprint completion --help)'],
  ])('%j', async (args, message) => {
    const run = await runCli(args);
    expect(run).toEqual({ code: 2, out: '', err: `fairyprint: ${message}\n` });
  });
});

describe('fairyprint completion', () => {
  it("bash: the script completes a command's options by asking fairyprint", async () => {
    const script = (await runCli(['completion', 'bash'])).out;
    const bin = mkdtempSync(join(tmpdir(), 'fairyprint-completion-'));
    const shim = join(bin, 'fairyprint');
    writeFileSync(
      shim,
      `#!/bin/sh\nexec "${process.execPath}" --import tsx "${join(root, 'test/helpers/cli-entry.ts')}" "$@"\n`,
    );
    chmodSync(shim, 0o755);
    writeFileSync(join(bin, 'script.sh'), script);
    const complete = (words: string[]): string[] =>
      execFileSync(
        'bash',
        [
          '-c',
          `source ${join(bin, 'script.sh')}; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _fairyprint_completions; printf '%s\\n' "\${COMPREPLY[@]}"`,
        ],
        {
          cwd: root,
          env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
          encoding: 'utf8',
        },
      )
        .trim()
        .split('\n');
    expect(complete(['fairyprint', 'perft', '--di'])).toEqual(['--divide']);
  });

  it('zsh: a script that defines the completion function', async () => {
    const run = await runCli(['completion', 'zsh']);
    expect(run.out).toMatch(/^#compdef fairyprint\n/);
    expect(run.out).toContain('compdef _fairyprint fairyprint');
  });

  // zsh is no npm package: where a machine has it, the script is run in it, with zsh's completion
  // builtins stubbed to print what they are given.
  it.skipIf(!existsSync('/usr/bin/zsh') && !existsSync('/bin/zsh'))(
    "zsh: the script offers a command's options by asking fairyprint",
    async () => {
      const bin = mkdtempSync(join(tmpdir(), 'fairyprint-completion-'));
      const shim = join(bin, 'fairyprint');
      writeFileSync(
        shim,
        `#!/bin/sh\nexec "${process.execPath}" --import tsx "${join(root, 'test/helpers/cli-entry.ts')}" "$@"\n`,
      );
      chmodSync(shim, 0o755);
      writeFileSync(join(bin, 'script.zsh'), (await runCli(['completion', 'zsh'])).out);
      const offered = execFileSync(
        'zsh',
        [
          '-f',
          '-c',
          `compdef() { :; }; compadd() { shift; print -l -- \${(P)1}; }; _files() { print FILES; }; source ${join(bin, 'script.zsh')}; words=(fairyprint perft chess 3 --); CURRENT=5; _fairyprint`,
        ],
        {
          cwd: root,
          env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
          encoding: 'utf8',
        },
      )
        .trim()
        .split('\n');
      expect(offered).toEqual(expect.arrayContaining(['--divide', '--force', '--quiet']));
    },
  );
});

describe('the command line of issue 28', () => {
  it('a boolean takes true or false written out; --mono=nope writes no colour kit', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'fairyprint-bool-')), 'board');
    expect((await runCli(['board', 'chess', '--mono=nope', '--format', 'svg', '--out', out])).code).toBe(2);
    expect(existsSync(out)).toBe(false);
    expect((await runCli(['list', '--json=true'])).out).toMatch(/^\{"variants":/);
    expect((await runCli(['list', '--json=false'])).out).toMatch(/^amazons +Amazons +10x10$/m);
  });

  it('fairyprint help kit is the help of kit; fairyprint help the list of commands', async () => {
    const help = await runCli(['help', 'kit']);
    expect(help).toEqual({ ...(await runCli(['kit', '--help'])), code: 0 });
    expect(help.out).toMatch(/^fairyprint kit <variant>\n/);
    expect((await runCli(['help'])).out).toBe((await runCli(['--help'])).out);
  });

  it('-q is --quiet', async () => {
    const bad = chessYaml.replace('files: 8', 'files: 99');
    const quiet = await runCli(['check', '-', '-q'], bad);
    expect(quiet).toEqual(await runCli(['check', '-', '--quiet'], bad));
    expect(quiet.err.trim().split('\n')).toHaveLength(1);
  });

  it('import --json lists the files written, as the files hold them; without it, each is named on stderr', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairyprint-import-json-'));
    const run = await runCli(['import', 'test/fixtures/fsf/tests.ini', 'capa', '--out', dir, '--json']);
    expect(run.code).toBe(0);
    const files = (JSON.parse(run.out) as { files: { path: string; format: string; bytes: number }[] }).files;
    expect(files.map((f) => [f.path, f.format])).toEqual([
      [join(dir, 'capa.yaml'), 'yaml'],
      [join(dir, 'capa.md'), 'md'],
    ]);
    for (const f of files) expect(readFileSync(f.path).length).toBe(f.bytes);
    const text = await runCli(['import', 'test/fixtures/fsf/tests.ini', 'capa', '--out', dir]);
    expect(text).toEqual({ code: 0, out: '', err: `wrote ${join(dir, 'capa.yaml')}\nwrote ${join(dir, 'capa.md')}\n` });
  });

  it('speaks one language whatever $LANG says: yargs does not translate its part of a message or of the help', async () => {
    vi.stubEnv('LANG', 'ja_JP.UTF-8');
    vi.stubEnv('LC_ALL', 'de_DE.UTF-8');
    try {
      expect((await runCli(['perft', 'chess'])).err).toBe(
        'fairyprint: missing <depth>: fairyprint perft <variant> <depth> (see fairyprint perft --help)\n',
      );
      expect((await runCli(['kit', 'chess', '--paper', 'a3'])).err).toBe(
        'fairyprint: --paper must be one of "a4", "letter", not "a3" (see fairyprint kit --help)\n',
      );
      const help = (await runCli(['list', '--help'])).out;
      expect(help).toContain('Options:');
      expect(help).toContain('Show help');
      expect(help).toMatch(/\[boolean\] \[default: false\]/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('completion answers without running anything (issue 28)', () => {
  const complete = async (...words: string[]): Promise<string[]> => {
    const run = await runCli(['--get-yargs-completions', 'fairyprint', ...words]);
    expect(run.code).toBe(0);
    return run.out.split('\n').filter(Boolean);
  };

  it('after validate FILE it offers nothing (file names, from the shell), and validates nothing', async () => {
    expect(await complete('validate', 'examples/chess-checkmate.pgn', '')).toEqual([]);
  });

  it('completes commands, options, their choices and variant ids', async () => {
    expect(await complete('')).toEqual([...COMMANDS, 'help']);
    expect(await complete('co')).toEqual(['convert', 'counters', 'completion']);
    expect(await complete('kit', 'ch')).toEqual(['checkshogi', 'chess', 'chess-legions', 'chess960']);
    expect(await complete('help', 'va')).toEqual(['validate']);
    expect(await complete('kit', 'chess', '--mo')).toEqual(['--mono']);
    expect(await complete('kit', 'chess', '--paper', '')).toEqual(['a4', 'letter']);
    expect(await complete('perft', 'chess', '--fen', 'x', '')).toEqual([]);
    expect(await complete('completion', '')).toEqual(['bash', 'zsh']);
    expect(await complete('validate', 'game.pgn', '--variant', 'xi')).toEqual(['xiangqi', 'xiangqihouse']);
    expect(await complete('perft', '--divide', '--')).not.toContain('--divide');
  });
});
