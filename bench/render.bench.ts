/**
 * Time and peak memory to write the ECROS board (tiled) and its counters as SVG, PDF and PNG at 300 DPI.
 * Each run is a fresh process, so the time includes loading the backends, as a CLI run would, and the
 * peak resident memory (maxRSS) is the job's own. CPU time (all threads) is reported beside wall time,
 * which other work on the machine stretches. Loading and compiling the variant itself is the engine's
 * and is timed apart. Target: board and counters under 2 s together.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const JOB_FLAG = 'FAIRYPRINT_RENDER_BENCH_JOB';
const RUNS = 3;
const TARGET_MS = 2000;

interface JobResult {
  loadMs: number;
  boardMs: number;
  countersMs: number;
  /** ms spent per format, from the gaps between files being written. */
  byFormat: Record<string, number>;
  files: number;
  bytes: number;
  pages: { board: number; counters: number };
  cpuMs: number;
  maxRssKb: number;
}

async function job(out: string): Promise<JobResult> {
  const { loadVariant } = await import('../src/definitions/load.js');
  const loadStart = performance.now();
  const ecros = loadVariant('ecros');
  const loadMs = performance.now() - loadStart;
  const cpuStart = process.cpuUsage();
  const t0 = performance.now();
  const { writeBoard, writeCounters } = await import('../src/render/index.js');
  const byFormat: Record<string, number> = {};
  let last = t0;
  let files = 0;
  let bytes = 0;
  const onWrite = (f: { format: string; bytes: number }): void => {
    const now = performance.now();
    byFormat[f.format] = (byFormat[f.format] ?? 0) + (now - last);
    last = now;
    files++;
    bytes += f.bytes;
  };
  const board = await writeBoard(ecros, { dpi: 300, out, onWrite });
  const t1 = performance.now();
  last = t1;
  const counters = await writeCounters(ecros, { dpi: 300, out, onWrite });
  const t2 = performance.now();
  const pdfPages = (written: { format: string; pages: number }[]): number =>
    written.find((f) => f.format === 'pdf')!.pages;
  const cpu = process.cpuUsage(cpuStart);
  return {
    loadMs,
    boardMs: t1 - t0,
    countersMs: t2 - t1,
    byFormat,
    files,
    bytes,
    pages: { board: pdfPages(board), counters: pdfPages(counters) },
    cpuMs: (cpu.user + cpu.system) / 1000,
    maxRssKb: process.resourceUsage().maxRSS,
  };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export default async function bench(): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  const results: JobResult[] = [];
  for (let i = 0; i < RUNS; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'fairyprint-bench-'));
    try {
      const out = execFileSync(process.execPath, ['--import', 'tsx', self, dir], {
        env: { ...process.env, [JOB_FLAG]: '1' },
        encoding: 'utf8',
      });
      results.push(JSON.parse(out) as JobResult);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const board = median(results.map((r) => r.boardMs));
  const counters = median(results.map((r) => r.countersMs));
  const together = median(results.map((r) => r.boardMs + r.countersMs));
  const rss = Math.max(...results.map((r) => r.maxRssKb)) / 1024;
  const r = results[0]!;
  const formats = ['svg', 'pdf', 'png']
    .map((f) => `${f} ${median(results.map((x) => x.byFormat[f] ?? 0)).toFixed(0)} ms`)
    .join(', ');
  const line = (s: string): void => void process.stdout.write(`${s}\n`);
  line(`ECROS, SVG + PDF + PNG at 300 DPI, median of ${RUNS} fresh processes (backend loading included):`);
  line(`  board (${r.pages.board} A4 pages: map + tiles)   ${board.toFixed(0).padStart(6)} ms`);
  line(`  counters (${r.pages.counters} A4 page, 80 men)       ${counters.toFixed(0).padStart(6)} ms`);
  line(
    `  together                          ${together.toFixed(0).padStart(6)} ms  (target < ${TARGET_MS} ms: ${together < TARGET_MS ? 'met' : 'MISSED'})`,
  );
  line(
    `  CPU time, all threads             ${median(results.map((x) => x.cpuMs))
      .toFixed(0)
      .padStart(6)} ms`,
  );
  line(`  (loading and compiling the variant before that: ${median(results.map((x) => x.loadMs)).toFixed(0)} ms)`);
  line(`  by format: ${formats}`);
  line(
    `  ${r.files} files, ${(r.bytes / 1024 / 1024).toFixed(1)} MB; peak resident memory ${rss.toFixed(0)} MB (maxRSS of the job's process)`,
  );
}

if (process.env[JOB_FLAG]) {
  process.stdout.write(JSON.stringify(await job(process.argv[2]!)));
}
