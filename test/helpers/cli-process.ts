/** Runs the CLI (from the sources, through tsx) as a child process. */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('./cli-entry.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// By its URL, so that the child finds it whatever its working directory.
const TSX = import.meta.resolve('tsx');

export interface ProcessRun {
  code: number | null;
  out: string;
  err: string;
}

/**
 * Starts the CLI; `nodeOptions` go to node itself (e.g. --max-old-space-size=48); it runs in `cwd`
 * (default: the project), with `env` added to the environment, its stdout a pipe or the file `stdoutFile`.
 */
export function startCli(
  args: string[],
  nodeOptions: string[] = [],
  cwd = ROOT,
  options: { env?: Record<string, string>; stdoutFile?: string } = {},
): ChildProcess {
  const stdout = options.stdoutFile === undefined ? 'pipe' : openSync(options.stdoutFile, 'w');
  try {
    return spawn(process.execPath, [...nodeOptions, '--import', TSX, ENTRY, ...args], {
      cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', stdout, 'pipe'],
    });
  } finally {
    if (typeof stdout === 'number') closeSync(stdout);
  }
}

/**
 * Runs it to the end, collecting its output; `closeOutput` closes the reading end of stdout at once (as
 * `| head -0` would); `killAfterMs` kills a run that hangs (its code is then null); it runs in `cwd`, with
 * `env` added to its environment; `stdoutFile` (/dev/full) takes its stdout instead of a pipe.
 */
export function runCliProcess(
  args: string[],
  options: {
    nodeOptions?: string[];
    closeOutput?: boolean;
    killAfterMs?: number;
    cwd?: string;
    env?: Record<string, string>;
    stdoutFile?: string;
  } = {},
): Promise<ProcessRun> {
  const child = startCli(args, options.nodeOptions, options.cwd, options);
  if (options.killAfterMs !== undefined) {
    const timer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs);
    child.on('exit', () => clearTimeout(timer));
  }
  let out = '';
  let err = '';
  if (options.closeOutput) child.stdout!.destroy();
  else child.stdout?.on('data', (d: Buffer) => void (out += d.toString('utf8')));
  child.stderr!.on('data', (d: Buffer) => void (err += d.toString('utf8')));
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => done({ code, out, err }));
  });
}
