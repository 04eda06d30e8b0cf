type YieldingScheduler = { yield: () => Promise<void> };

/**
 * Resolves in a later task, so the page paints and answers input in between: the browser's
 * `scheduler.yield()` where it has one (what is left keeps its place ahead of other tasks), else a
 * timer. A long start split at each await is a row of short tasks, none of which blocks a tap.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return (scheduler as YieldingScheduler).yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
