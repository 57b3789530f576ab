/**
 * `npx tsx scripts/fsf-reach.ts [builtin|fsf|pychess] [--reasons]`: which of Fairy-Stockfish's
 * built-ins and of the sections of its variants.ini and pychess-variants' fairyprint imports, and for
 * each one refused every located reason; with --reasons, the reasons instead, each with the sections it
 * refuses, most frequent first. Imports only (no perft): test/deep/fsf-reach.test.ts plays the imported
 * ones against Fairy-Stockfish.
 */
import { loadFfish } from '../test/helpers/ffish.js';
import {
  type FfishWithConfig,
  ffishBuiltins,
  REACH_SOURCES,
  reachEntries,
  reasonsByCount,
  totalsTable,
} from '../test/helpers/fsf-reach.js';

// Piped into head: the reader gone is the end, not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});
const args = process.argv.slice(2);
const byReason = args.includes('--reasons');
const wanted = args.filter((a) => !a.startsWith('--'));
const unknown = wanted.filter((w) => !REACH_SOURCES.some((s) => s.id === w));
if (unknown.length > 0) {
  console.error(
    `fsf-reach: unknown source ${unknown.join(', ')} (sources: ${REACH_SOURCES.map((s) => s.id).join(', ')})`,
  );
  process.exit(2);
}
const builtins = ffishBuiltins((await loadFfish()) as FfishWithConfig);
const rows = REACH_SOURCES.filter((s) => wanted.length === 0 || wanted.includes(s.id)).map((source) => ({
  source,
  entries: reachEntries(source, builtins),
}));
for (const { source, entries } of rows) {
  const refused = entries.filter((e) => !e.loaded);
  console.log(`\n## ${source.title}: ${refused.length} refused of ${entries.length}\n`);
  if (byReason) {
    for (const [reason, names] of reasonsByCount(refused))
      console.log(`${names.length}  ${reason}\n     ${names.join(' ')}`);
  } else {
    for (const e of refused) console.log(`[${e.name}]\n${e.problems.map((p) => `    ${p.format()}`).join('\n')}`);
  }
}
console.log(`\n${totalsTable(rows)}`);
