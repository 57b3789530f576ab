/**
 * `npm run bench`: runs every bench/*.bench.ts in name order, or only those named on the command line
 * (`npm run bench -- perft`). Each file default-exports an async function that prints its own lines.
 * Benchmarks compare against a peer measured in the same process, so ratios hold on a noisy machine.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
for (const f of files) {
  process.stdout.write(`\n## ${f.replace('.bench.ts', '')}\n`);
  const mod = (await import(pathToFileURL(join(dir, f)).href)) as { default: () => Promise<void> };
  await mod.default();
}
