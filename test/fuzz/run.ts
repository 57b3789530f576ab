/** `npm run fuzz [-- N]`: the reader properties with N cases each (default 100,000), with a random seed. */
import fc from 'fast-check';
import { runCli } from '../helpers/cli.js';
import { cliProperty, definitionProperty, fenProperty, pgnProperty, randomDefinitionProperty } from './readers.js';

const runs = Number(process.argv[2] ?? 100_000);
const seed = Date.now() | 0;
const properties = { 'definition files (mutated)': definitionProperty, 'definitions (random)': randomDefinitionProperty, 'positions (mutated FEN)': fenProperty, 'game records (mutated PGN)': pgnProperty };
let failed = false;
for (const [name, make] of Object.entries(properties)) {
  const t = performance.now();
  const details = fc.check(make(), { numRuns: runs, seed });
  const secs = ((performance.now() - t) / 1000).toFixed(1);
  if (details.failed) {
    failed = true;
    process.stdout.write(`${name}: FAILED after ${details.numRuns} cases (seed ${seed}): ${JSON.stringify(details.counterexample)}\n${String(details.errorInstance)}\n`);
  } else {
    process.stdout.write(`${name}: ${details.numRuns} cases passed in ${secs} s (seed ${seed})\n`);
  }
}
{
  const t = performance.now();
  const details = await fc.check(cliProperty(runCli), { numRuns: runs, seed });
  const secs = ((performance.now() - t) / 1000).toFixed(1);
  failed ||= details.failed;
  process.stdout.write(
    details.failed
      ? `command lines: FAILED (seed ${seed}): ${JSON.stringify(details.counterexample)}\n${String(details.errorInstance)}\n`
      : `command lines: ${details.numRuns} cases passed in ${secs} s (seed ${seed})\n`,
  );
}
process.exitCode = failed ? 1 : 0;
