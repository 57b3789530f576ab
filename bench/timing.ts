type Timed = { count: number; ms: number };

/** The best of several timed runs of a job that returns what it counted (nodes, plies). */
export function bestOf(rounds: number, job: () => number): Timed {
  let ms = Infinity;
  let count = 0;
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    count = job();
    ms = Math.min(ms, performance.now() - t);
  }
  return { count, ms };
}

/**
 * The best round of each of two jobs, taking turns round by round (a, b, a, b, ...): on a shared
 * machine a burst of load then slows both alike, rather than every round of one of them.
 */
export async function bestInTurns(
  rounds: number,
  a: () => number | Promise<number>,
  b: () => number | Promise<number>,
): Promise<[Timed, Timed]> {
  const best: [Timed, Timed] = [
    { count: 0, ms: Infinity },
    { count: 0, ms: Infinity },
  ];
  for (let i = 0; i < rounds; i++) {
    for (const [j, job] of [a, b].entries()) {
      const t = performance.now();
      const count = await job();
      best[j] = { count, ms: Math.min(best[j]!.ms, performance.now() - t) };
    }
  }
  return best;
}
