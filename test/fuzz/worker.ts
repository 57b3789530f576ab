/**
 * One chunk of a fuzz run, in a process of its own so the runner can stop it when a case hangs:
 * `tsx test/fuzz/worker.ts PROPERTY RUNS SEED`. It tells the runner (over IPC) when each case starts,
 * and ends with the chunk's result: cases run, the slowest case, and a failure's input and error.
 */
import fc from 'fast-check';
import { runCli } from '../helpers/cli.js';
import {
  cliProperty,
  definitionProperty,
  eastRecordProperty,
  editedPositionProperty,
  fenProperty,
  iniProperty,
  moveTextProperty,
  pgnProperty,
  randomDefinitionProperty,
  variantFenProperty,
} from './readers.js';

/** The properties by the name the runner gives them; each is checked by its own call, their inputs differ in type. */
export const PROPERTIES = {
  'definitions (mutated YAML)': definitionProperty,
  'definitions (random JSON)': randomDefinitionProperty,
  'variants.ini (mutated)': iniProperty,
  'positions (mutated FEN)': fenProperty,
  'positions of every template (mutated)': variantFenProperty,
  'positions of every template (edited)': editedPositionProperty,
  'game records (mutated PGN)': pgnProperty,
  'game records (mutated KIF, CSA, USI, ICCS, WXF)': eastRecordProperty,
  'move texts (mutated)': moveTextProperty,
  'command lines': () => cliProperty(runCli),
} as const;

export type PropertyName = keyof typeof PROPERTIES;

export interface ChunkResult {
  runs: number;
  failed: boolean;
  counterexample: string | null;
  error: string | null;
  slowestMs: number;
}

export interface ChunkMessage {
  started?: number;
  done?: ChunkResult;
}

async function runChunk(name: PropertyName, runs: number, seed: number): Promise<ChunkResult> {
  let index = 0;
  let startedAt = 0;
  let slowestMs = 0;
  const before = (previous: () => void): void => {
    process.send?.({ started: index++ } satisfies ChunkMessage);
    startedAt = performance.now();
    previous();
  };
  const after = (previous: () => void): void => {
    slowestMs = Math.max(slowestMs, performance.now() - startedAt);
    previous();
  };
  // The properties' inputs differ in type, their hooks do not (an async property's hooks may return
  // nothing: fast-check awaits what they return).
  const base = PROPERTIES[name]() as unknown as fc.IPropertyWithHooks<[unknown]>;
  const details = await fc.check(base.beforeEach(before).afterEach(after), { numRuns: runs, seed });
  return {
    runs: details.numRuns,
    failed: details.failed,
    counterexample: details.failed ? (JSON.stringify(details.counterexample)?.slice(0, 2000) ?? null) : null,
    error: details.failed ? String(details.errorInstance).slice(0, 2000) : null,
    slowestMs,
  };
}

const [name, runs, seed] = process.argv.slice(2);
const done = await runChunk(name as PropertyName, Number(runs), Number(seed));
// Run by the runner, the result goes back over IPC; run by hand (to reproduce a seed), it is printed.
if (process.send) {
  process.send({ done } satisfies ChunkMessage, () => process.disconnect());
} else process.stdout.write(`${JSON.stringify(done, null, 1)}\n`);
