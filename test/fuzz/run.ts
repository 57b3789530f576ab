/**
 * `npm run fuzz [-- N] [--jobs J] [--only NAME,...]`: every reader property with N cases (default
 * 100,000; the command lines, a process's whole run per case, N/10), in chunks of CHUNK cases with
 * seeds of their own, on J worker processes (default 2). A crash is a case whose reader threw anything
 * but the project's located input error (the property fails); a hang is a case still running after
 * HANG_MS: its worker is stopped and the chunk counted up to that case. Prints per reader the cases,
 * crashes, hangs, slowest case and wall time, and exits 1 on any crash or hang.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChunkMessage, PropertyName } from './worker.js';

const HANG_MS = 30_000;
const STARTUP_MS = 300_000;
const CHUNK = 25_000;
const NAMES: PropertyName[] = [
  'variants.ini (mutated)',
  'definitions (mutated YAML)',
  'definitions (random JSON)',
  'positions of every template (edited)',
  'positions (mutated FEN)',
  'positions of every template (mutated)',
  'game records (mutated PGN)',
  'move texts (mutated)',
  'command lines',
];

const argv = process.argv.slice(2);
const option = (flag: string): string | undefined => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv.splice(i, 2)[1] : undefined;
};
const jobs = Number(option('--jobs') ?? 2);
const only = option('--only')?.split(',');
const total = Number(argv[0] ?? 100_000);
const seed = Date.now() | 0;

interface Tally {
  cases: number;
  crashes: string[];
  hangs: string[];
  slowestMs: number;
  startedAt: number;
  wallMs: number;
  chunksLeft: number;
}
interface Chunk {
  name: PropertyName;
  runs: number;
  seed: number;
}

const chunks: Chunk[] = [];
const tallies = new Map<PropertyName, Tally>();
for (const name of NAMES.filter((n) => !only || only.some((o) => n.includes(o)))) {
  const runs = name === 'command lines' ? Math.ceil(total / 10) : total;
  const count = Math.ceil(runs / CHUNK);
  tallies.set(name, { cases: 0, crashes: [], hangs: [], slowestMs: 0, startedAt: 0, wallMs: 0, chunksLeft: count });
  for (let i = 0; i < count; i++)
    chunks.push({ name, runs: Math.min(CHUNK, runs - i * CHUNK), seed: seed + chunks.length });
}

const worker = fileURLToPath(new URL('./worker.ts', import.meta.url));

/** Runs one chunk in a worker process, stopping it if a case runs past HANG_MS. */
function runChunk(chunk: Chunk): Promise<void> {
  const tally = tallies.get(chunk.name)!;
  tally.startedAt ||= performance.now();
  return new Promise((resolve) => {
    const child = fork(worker, [chunk.name, String(chunk.runs), String(chunk.seed)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    let started = -1;
    let finished = false;
    let watchdog = setTimeout(() => undefined, 0);
    // A worker's start (loading the code and the templates) is not a case: it is given STARTUP_MS.
    const arm = (ms: number, what: string): void => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        tally.hangs.push(`seed ${chunk.seed}, ${what} still running after ${ms} ms`);
        tally.cases += started + 1;
        finished = true;
        child.kill('SIGKILL');
      }, ms);
    };
    arm(STARTUP_MS, 'the start');
    child.on('message', (message: ChunkMessage) => {
      if (message.started !== undefined) {
        started = message.started;
        arm(HANG_MS, `case ${started}`);
      }
      const done = message.done;
      if (done && !finished) {
        finished = true;
        tally.cases += done.runs;
        tally.slowestMs = Math.max(tally.slowestMs, done.slowestMs);
        if (done.failed) tally.crashes.push(`seed ${chunk.seed}: ${done.counterexample}\n  ${done.error}`);
      }
    });
    // 'close', not 'exit': it comes after the IPC channel has delivered the worker's last message.
    child.on('close', (code) => {
      clearTimeout(watchdog);
      if (!finished) {
        tally.crashes.push(`seed ${chunk.seed}: the worker exited with code ${code} at case ${started}`);
        tally.cases += Math.max(0, started + 1);
      }
      if (--tally.chunksLeft === 0) {
        tally.wallMs = performance.now() - tally.startedAt;
        report(chunk.name, tally);
      }
      resolve();
    });
  });
}

function report(name: string, t: Tally): void {
  const secs = (t.wallMs / 1000).toFixed(0);
  process.stdout.write(
    `${name}: ${t.cases} cases, ${t.crashes.length} crashes, ${t.hangs.length} hangs, slowest case ${t.slowestMs.toFixed(0)} ms, ${secs} s\n`,
  );
  for (const line of [...t.crashes, ...t.hangs]) process.stdout.write(`  ${line}\n`);
}

process.stdout.write(`fuzzing with seeds from ${seed}, ${chunks.length} chunks on ${jobs} processes\n`);
const queue = [...chunks];
const started = performance.now();
await Promise.all(
  Array.from({ length: jobs }, async () => {
    for (let chunk = queue.shift(); chunk; chunk = queue.shift()) await runChunk(chunk);
  }),
);
const bad = [...tallies.values()].some((t) => t.crashes.length > 0 || t.hangs.length > 0);
process.stdout.write(`all done in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
process.exitCode = bad ? 1 : 0;
