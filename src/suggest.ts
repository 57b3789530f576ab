/** "Did you mean": the known name nearest to a misspelt one, if one is near enough to be what was meant. */

/** Edit distance, an adjacent transposition counting as one edit (ehcss -> chess is two). */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The name of `known` nearest to `given` (case aside): one it starts or that starts it (two letters at
 * least), or one within a third of its length in edits (at least one edit); the first of equals;
 * undefined when none is near.
 */
export function nearest(given: string, known: readonly string[]): string | undefined {
  const g = given.toLowerCase();
  if (g === '') return undefined;
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(g.length / 3)) + 1;
  for (const name of known) {
    const n = name.toLowerCase();
    const prefix = Math.min(g.length, n.length) >= 2 && (n.startsWith(g) || g.startsWith(n));
    const d = prefix ? 0.5 : distance(g, n);
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}

/** `known`, nearest to `given` first (a name it starts or that starts it, then by edits; equals keep their order). */
export function nearestFirst(given: string, known: readonly string[]): string[] {
  const g = given.toLowerCase();
  const score = (name: string): number => {
    const n = name.toLowerCase();
    return Math.min(g.length, n.length) >= 2 && (n.startsWith(g) || g.startsWith(n)) ? 0.5 : distance(g, n);
  };
  return known
    .map((name, i) => ({ name, i, d: score(name) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((x) => x.name);
}
