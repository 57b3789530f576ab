/**
 * `npm run bench`: runs every bench/*.bench.ts in name order, or only those named on the command line
 * (`npm run bench -- perft`). Each file default-exports an async function that prints its own lines,
 * and runs in a process of its own, so one benchmark's compiled code and garbage cannot slow another.
 * Benchmarks compare against a peer measured in the same process, so ratios hold on a noisy machine.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const [flag, only] = process.argv.slice(2);
if (flag === '--one') {
  const mod = (await import(pathToFileURL(join(dir, only!)).href)) as { default: () => Promise<void> };
  await mod.default();
} else {
  const wanted = process.argv.slice(2);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
    .sort();
  let failed = false;
  for (const f of files) {
    process.stdout.write(`\n## ${f.replace('.bench.ts', '')}\n`);
    const run = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--one', f], {
      stdio: 'inherit',
    });
    if (run.status !== 0) failed = true;
  }
  process.exitCode = failed ? 1 : 0;
}
