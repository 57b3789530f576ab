/** `npm run fuzz [-- N]`: the reader properties with N cases each (default 100,000), with a random seed. */
import fc from 'fast-check';
import { runCli } from '../helpers/cli.js';
import {
  cliProperty,
  definitionProperty,
  editedPositionProperty,
  fenProperty,
  pgnProperty,
  randomDefinitionProperty,
  variantFenProperty,
} from './readers.js';

const runs = Number(process.argv[2] ?? 100_000);
const seed = Date.now() | 0;
const options = { numRuns: runs, seed };
/** What the report needs of a run; each property is checked by its own call, their inputs differ in type. */
interface Run {
  failed: boolean;
  numRuns: number;
  counterexample: unknown;
  errorInstance: unknown;
}
const properties: Record<string, () => Run> = {
  'definition files (mutated)': () => fc.check(definitionProperty(), options),
  'definitions (random)': () => fc.check(randomDefinitionProperty(), options),
  'positions (mutated FEN)': () => fc.check(fenProperty(), options),
  'positions of every template (mutated)': () => fc.check(variantFenProperty(), options),
  'positions of every template (edited)': () => fc.check(editedPositionProperty(), options),
  'game records (mutated PGN)': () => fc.check(pgnProperty(), options),
};
let failed = false;
for (const [name, check] of Object.entries(properties)) {
  const t = performance.now();
  const details = check();
  const secs = ((performance.now() - t) / 1000).toFixed(1);
  if (details.failed) {
    failed = true;
    process.stdout.write(
      `${name}: FAILED after ${details.numRuns} cases (seed ${seed}): ${JSON.stringify(details.counterexample)}\n${String(details.errorInstance)}\n`,
    );
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
