/** The best of several timed runs of a job that returns what it counted (nodes, plies). */
export function bestOf(rounds: number, job: () => number): { count: number; ms: number } {
  let ms = Infinity;
  let count = 0;
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    count = job();
    ms = Math.min(ms, performance.now() - t);
  }
  return { count, ms };
}
