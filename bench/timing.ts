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

/** A clock in ms: the wall clock, or a process's CPU time. */
export type Clock = () => number;

export const wallClock: Clock = () => performance.now();

/** This process's CPU time in ms, over all its threads. */
export const ownCpuClock: Clock = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/**
 * The best round of each of two jobs, taking turns round by round (a, b, a, b, ...): on a shared
 * machine a burst of load then slows both alike, rather than every round of one of them. Each job is
 * timed by its own clock (the wall clock unless given).
 */
export async function bestInTurns(
  rounds: number,
  a: () => number | Promise<number>,
  b: () => number | Promise<number>,
  clocks: readonly [Clock, Clock] = [wallClock, wallClock],
): Promise<[Timed, Timed]> {
  const best: [Timed, Timed] = [
    { count: 0, ms: Infinity },
    { count: 0, ms: Infinity },
  ];
  for (let i = 0; i < rounds; i++) {
    for (const [j, job] of [a, b].entries()) {
      const clock = clocks[j]!;
      const t = clock();
      const count = await job();
      best[j] = { count, ms: Math.min(best[j]!.ms, clock() - t) };
    }
  }
  return best;
}
