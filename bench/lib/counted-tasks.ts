import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/**
 * Which of a load's main-thread tasks Lighthouse's total blocking time counts on a phone.
 * Lighthouse does not time the tasks as they ran: its simulation (lantern) replays the load's
 * graph of requests and tasks on a slow network, each task 4 × as long, in an order of its own.
 * Its blocking time is half an optimistic and half a pessimistic estimate; the pessimistic one
 * counts every simulated task over 50 ms that ends after the simulated first paint. This reads
 * that simulation (Lighthouse keeps its last ones) right after a run, and names each such task by
 * when and how long it ran in the observed load and what took most of it, so a change can aim at
 * the tasks that count.
 */

type TraceEvent = { name: string; ts: number; dur?: number };

type CpuNode = { type: string; event: TraceEvent; childEvents?: TraceEvent[] };
type Timing = { startTime: number; endTime: number };

export type CountedTask = {
  /** Simulated start and length, ms. */
  start: number;
  duration: number;
  /** When the task ran in the observed load (from navigation start) and for how long, ms. */
  observedAt: number;
  observedDuration: number;
  /** What took most of it: the two longest kinds of event inside. */
  what: string;
};

function simulation(label: string): Map<CpuNode, Timing> | undefined {
  const all = Lantern.Simulation.Simulator.allNodeTimings as unknown as Map<
    string,
    Map<CpuNode, Timing>
  >;
  return all.get(label);
}

/** The tasks the last run's pessimistic blocking time counted, by simulated start. */
export function countedTasks(traceEvents: TraceEvent[]): CountedTask[] {
  const paint = simulation('optimisticFirstContentfulPaint');
  const blocking = simulation('pessimisticTotalBlockingTime');
  if (!paint || !blocking) return [];
  const firstPaint = Math.max(...[...paint.values()].map((timing) => timing.endTime));
  const navigation = traceEvents.find((event) => event.name === 'navigationStart')?.ts ?? 0;
  const tasks: CountedTask[] = [];
  for (const [node, timing] of blocking) {
    const duration = timing.endTime - timing.startTime;
    if (node.type !== 'cpu' || duration <= 50 || timing.endTime <= firstPaint) continue;
    const kinds = new Map<string, number>();
    for (const child of node.childEvents ?? []) {
      if ((child.dur ?? 0) < 1000) continue;
      kinds.set(child.name, (kinds.get(child.name) ?? 0) + (child.dur ?? 0) / 1000);
    }
    tasks.push({
      start: timing.startTime,
      duration,
      observedAt: (node.event.ts - navigation) / 1000,
      observedDuration: (node.event.dur ?? 0) / 1000,
      what: [...kinds]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 2)
        .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
        .join(', '),
    });
  }
  return tasks.sort((a, b) => a.start - b.start);
}
