import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';
import type { JobDefinition, JobLog } from './job-queue.js';
import { INTERNAL_QUEUE, SCHEMA, SETTLING_SQL } from './pg-boss-internals.js';

export type QueueDeps = { database: DatabaseHandle; log: JobLog; background: boolean };

/**
 * pg-boss on the server's own connections. Its timers run queries of their own: they are tracked
 * in `inFlight` so that `stop` waits for them before the database is closed.
 */
export function createBoss(
  { database, log, background }: QueueDeps,
  inFlight: Set<Promise<unknown>>,
) {
  const executeSql = (text: string, values?: unknown[]) => {
    const query = database.executeSql(text, values);
    const settled: Promise<unknown> = query.then(
      () => inFlight.delete(settled),
      () => inFlight.delete(settled),
    );
    inFlight.add(settled);
    // The cron worker inside pg-boss completes or fails its batch without awaiting it: with the
    // database gone, that rejection would be unhandled and end the process. So its settling
    // answers "none settled" instead: the batch stays active until it expires and is then moved
    // again, so a schedule's tick may run twice, which scheduled jobs bear (billing runs what is
    // still due).
    if (
      typeof values?.[0] === 'string' &&
      INTERNAL_QUEUE.test(values[0]) &&
      SETTLING_SQL.has(text)
    ) {
      return query.catch((err: unknown) => {
        log.warn({ err }, 'the job queue’s schedule worker could not settle its batch');
        return { rows: [{ count: 0 }] };
      });
    }
    return query;
  };
  const boss = new PgBoss({
    schema: SCHEMA,
    db: { executeSql },
    supervise: background,
    schedule: background,
    // Cron jobs are moved to their queues every few seconds rather than pg-boss's default 5 s.
    cronWorkerIntervalSeconds: 2,
    // Schedules are read every 10 s (one UPDATE shared by every process) rather than every 60 s:
    // pg-boss reads them as it starts, before `start` below has declared this version's.
    cronMonitorIntervalSeconds: 10,
  });
  // Errors of pg-boss's own timers (a lost connection during a poll): logged, polling goes on.
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));
  return boss;
}

/**
 * Until none of pg-boss's queries is under way, and none starts once the callbacks waiting on
 * the last ones have run (a worker's poll that returns jobs after `stop` fails them).
 */
export async function queriesSettled(inFlight: Set<Promise<unknown>>): Promise<void> {
  for (;;) {
    if (inFlight.size > 0) {
      await Promise.allSettled([...inFlight]);
      continue;
    }
    await new Promise((resolve) => setImmediate(resolve));
    if (inFlight.size === 0) return;
  }
}

/** Each job's queue and dead-letter queue with this version's options, and its schedule. */
export async function declareQueues(boss: PgBoss, definitions: Iterable<JobDefinition<unknown>>) {
  for (const definition of definitions) {
    const deadLetter = `${definition.name}.dead`;
    await boss.createQueue(deadLetter, { name: deadLetter, retentionDays: 30 });
    const queue: PgBoss.Queue = {
      name: definition.name,
      policy: definition.policy ?? 'standard',
      retryLimit: definition.retryLimit ?? 5,
      retryDelay: definition.retryDelaySeconds ?? 5,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? 300,
      deadLetter,
    };
    await boss.createQueue(definition.name, queue);
    // A queue created by an earlier version keeps its options unless they are updated.
    await boss.updateQueue(definition.name, queue);
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {});
    else await boss.unschedule(definition.name);
  }
}
