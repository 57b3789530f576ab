/**
 * Time and peak memory of `fairyprint kit ecros` with its defaults: board (tiled), counters, cards and
 * rules summary as SVG, PDF and PNG at 300 DPI, and kit.pdf. Measured as a user runs it: the sources
 * are compiled (as `npm ci` does through `postprepare`, here into a temporary folder so a stale dist/ cannot
 * mislead), then each run is a fresh `node` process calling the CLI, timed from the process's start to
 * its end; peak memory is that process's maxRSS. Target: under 3 s and 300 MB, in colour and in --mono.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withCompiledPackage } from './compiled.js';

const RUNS = 3;
const TARGET_MS = 3000;
const TARGET_MB = 300;

interface JobResult {
  /** Process start to kit.pdf written. */
  ms: number;
  /** Of that, Node's start up to the first line of the job. */
  startMs: number;
  cpuMs: number;
  maxRssKb: number;
  code: number;
}

/** The job: the CLI's main() on `kit ecros`, reporting from inside the process. */
const JOB = `
const startMs = performance.now();
const { main } = await import(process.env.FAIRYPRINT_CLI);
const code = await main(['kit', 'ecros', '--out', process.env.FAIRYPRINT_OUT, ...JSON.parse(process.env.FAIRYPRINT_ARGS)]);
const cpu = process.cpuUsage();
process.stdout.write(JSON.stringify({ ms: performance.now(), startMs, cpuMs: (cpu.user + cpu.system) / 1000, maxRssKb: process.resourceUsage().maxRSS, code }));
`;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export default async function bench(): Promise<void> {
  await withCompiledPackage('kit', async (build) => {
    const line = (s: string): void => void process.stdout.write(`${s}\n`);
    for (const [label, args] of [
      ['colour', []],
      ['--mono', ['--mono']],
    ] as const) {
      const results: JobResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        const out = join(build, `out-${i}`);
        const env = {
          ...process.env,
          FAIRYPRINT_CLI: pathToFileURL(join(build, 'dist/cli/main.js')).href,
          FAIRYPRINT_OUT: out,
          FAIRYPRINT_ARGS: JSON.stringify(args),
        };
        results.push(
          JSON.parse(
            execFileSync(process.execPath, ['--input-type=module', '-e', JOB], { env, cwd: build, encoding: 'utf8' }),
          ) as JobResult,
        );
        rmSync(out, { recursive: true, force: true });
      }
      if (results.some((r) => r.code !== 0))
        throw new Error(`kit ecros ${label} exited with ${results.map((r) => r.code).join(', ')}`);
      const ms = median(results.map((r) => r.ms));
      const mb = Math.max(...results.map((r) => r.maxRssKb)) / 1024;
      line(
        `fairyprint kit ecros, ${label} (compiled CLI; SVG + PDF + PNG at 300 DPI, kit.pdf), median of ${RUNS} fresh processes:`,
      );
      line(
        `  time, process start to end  ${ms.toFixed(0).padStart(6)} ms  (target < ${TARGET_MS} ms: ${ms < TARGET_MS ? 'met' : 'MISSED'}; Node's own start ${median(results.map((r) => r.startMs)).toFixed(0)} ms)`,
      );
      line(
        `  peak resident memory        ${mb.toFixed(0).padStart(6)} MB  (target < ${TARGET_MB} MB: ${mb < TARGET_MB ? 'met' : 'MISSED'}; maxRSS, the largest of the runs)`,
      );
      line(
        `  CPU time, all threads       ${median(results.map((r) => r.cpuMs))
          .toFixed(0)
          .padStart(6)} ms`,
      );
    }
  });
}
