import { createRequire } from 'node:module';
import type { Settings as LuxonSettings } from 'luxon';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database, DatabaseHandle } from '../db/client.js';
import { isDatabaseUnreachable } from '../db/connection-errors.js';
import { startWorker, type FetchedJob, type Worker } from './job-worker.js';
import { executorDb, type Executor } from './transaction-sql.js';

/*
 * pg-boss reads its schedules' cron expressions with cron-parser, which dates with luxon. Left to
 * itself, luxon asks ICU for the system's locale and time zone on the first date, which makes the
 * process load ICU's code and data (~5 MB resident) for nothing: schedules are evaluated in UTC
 * (pg-boss's default `tz`), and no date is ever formatted. Naming both keeps ICU unloaded. The
 * luxon set is the one cron-parser requires (its CommonJS build, resolved from where it is), not
 * a second copy.
 */
const requireFromCronParser = createRequire(
  createRequire(createRequire(import.meta.url).resolve('pg-boss')).resolve('cron-parser'),
);
const luxonSettings = (requireFromCronParser('luxon') as { Settings: typeof LuxonSettings })
  .Settings;
luxonSettings.defaultLocale = 'en-US';
luxonSettings.defaultZone = 'utc';

/** What a running job knows about itself. */
export type JobContext = {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** No retry follows if this attempt fails: the job goes to its dead-letter queue. */
  isLastAttempt: boolean;
  /**
   * Runs `work` in a transaction that also completes this job, so its writes commit once, together
   * with the job's completion, or not at all: an attempt that crashes (or whose lease expired and
   * was handed to another attempt) leaves nothing behind for the retry to repeat. A transaction
   * that could not reach the database is run again once it is back (within the job's lease), so
   * `work` must touch nothing but the database.
   */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
};

export type JobDefinition<T> = {
  /** Queue name, `area.job`; its dead-letter queue is `<name>.dead`. */
  name: string;
  /** Jobs outlive deploys: a payload of an old shape fails (and is dead-lettered), never misread. */
  data: z.ZodType<T>;
  handler: (data: T, job: JobContext) => Promise<void>;
  /** Attempts after the first (default 5). */
  retryLimit?: number;
  /** Delay before the first retry, doubled (with jitter) for each later one (default 5 s). */
  retryDelaySeconds?: number;
  /** An attempt still running after this long is presumed dead and retried (default 300 s). */
  expireInSeconds?: number;
  /**
   * standard: any number queued and running; singleton: one running at a time across every
   * process; stately: also at most one queued (a send while one waits is dropped).
   */
  policy?: 'standard' | 'singleton' | 'stately';
  /** Also sent on this cron schedule (UTC, minute resolution), by whichever process gets there. */
  cron?: string;
  /** How often an idle worker looks for due jobs (default 2 s). */
  pollingIntervalSeconds?: number;
};

export type SendOptions = {
  /** Sends within this transaction: the job exists only if it commits. */
  tx?: Executor;
  /** Not before this time. */
  startAfter?: Date;
  singletonKey?: string;
};

export type JobQueue = {
  /** Declares a job and its handler; call before `start`. */
  define<T>(job: JobDefinition<T>): void;
  /**
   * Creates pg-boss's own tables when missing, then the queues and schedules; in the background
   * mode, starts the workers and timers. Run it under the start-up lock, after every `define`.
   */
  start(): Promise<void>;
  send<T>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Runs every job that is due now, one after another, until none is left; how many ran. The
   * manual mode's only way to run jobs (tests call it where the background mode would poll).
   */
  runDue(name?: string): Promise<number>;
  /**
   * pg-boss's upkeep, which the background mode runs every 2 minutes: fails the attempts that
   * outlived `expireInSeconds` (they retry), archives settled jobs.
   */
  maintain(): Promise<void>;
  job(
    name: string,
    id: string,
  ): Promise<{ state: string; retryCount: number; output: unknown; startAfter: Date } | null>;
  /**
   * How many jobs each queue holds that are not settled: waiting (`created`, `retry`) or running
   * (`active`), dead-letter queues included; one query, for the metrics' scrape.
   */
  depths(): Promise<QueueDepth[]>;
  /**
   * Drains: no new attempts start, running ones get up to `timeoutMs` to finish; any still running
   * then is failed, to be retried by whichever process runs next.
   */
  stop(timeoutMs: number): Promise<void>;
};

export type QueueDepth = { queue: string; state: 'created' | 'retry' | 'active'; count: number };

export type JobLog = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/** Attempt ran after another attempt (or an expiry) had already settled the job. */
export class JobLostError extends Error {
  override name = 'JobLostError';
}

/** Jobs fetched per poll: one query for several jobs (PGlite answers a poll in ~2 ms, not less). */
const BATCH_SIZE = 10;

/** Waits between tries while the database cannot be reached: doubling, up to the last. */
const UNREACHABLE_WAITS_MS = [250, 500, 1_000, 2_000, 4_000];

/** pg-boss's own tables live in this schema (its default name). */
const SCHEMA = 'pgboss';

/** pg-boss's internal queues (`__pgboss__send-it`, which moves cron jobs to their queues). */
const INTERNAL_QUEUE = /^__pgboss__/;

/** The SQL with which pg-boss completes and fails jobs by id (from its plans module). */
const pgBossPlans = createRequire(createRequire(import.meta.url).resolve('pg-boss'))('./plans') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};
const SETTLING_SQL = new Set([pgBossPlans.completeJobs(SCHEMA), pgBossPlans.failJobsById(SCHEMA)]);

/**
 * Durable jobs in PostgreSQL (pg-boss, in its own `pgboss` schema): retries with exponential
 * back-off, a dead-letter queue per job, singleton policies and cron schedules, shared by every
 * server process on one database. `background: false` (tests) starts no worker and no timer:
 * jobs wait until `runDue`.
 */
export function createJobQueue({
  database,
  log,
  background,
}: {
  database: DatabaseHandle;
  log: JobLog;
  background: boolean;
}): JobQueue {
  // pg-boss's timers run queries of their own: they are tracked so that `stop` waits for them
  // before the database is closed.
  const inFlight = new Set<Promise<unknown>>();
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
  const definitions = new Map<string, JobDefinition<unknown>>();
  const workers = new Map<string, Worker>();
  let isStarted = false;
  let isStopping = false;

  /**
   * Until none of pg-boss's queries is under way, and none starts once the callbacks waiting on
   * the last ones have run (a worker's poll that returns jobs after `stop` fails them).
   */
  async function queriesSettled(): Promise<void> {
    for (;;) {
      if (inFlight.size > 0) {
        await Promise.allSettled([...inFlight]);
        continue;
      }
      await new Promise((resolve) => setImmediate(resolve));
      if (inFlight.size === 0) return;
    }
  }

  async function complete(name: string, id: string, executor?: Executor): Promise<number> {
    // pg-boss reads the third argument as the job's output and the fourth as the connection.
    const result = (await (boss.complete as (...args: unknown[]) => Promise<unknown>)(
      name,
      id,
      null,
      executor ? { db: executorDb(executor) } : {},
    )) as { affected: number };
    return result.affected;
  }

  /**
   * Runs `work` again while it fails only because the database cannot be reached (restarting,
   * failing over), until `deadline`; the queue stopping ends the waiting.
   */
  async function untilReachable<T>(work: () => Promise<T>, deadline: number): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await work();
      } catch (error) {
        const wait = UNREACHABLE_WAITS_MS[Math.min(attempt, UNREACHABLE_WAITS_MS.length - 1)] ?? 0;
        if (!isDatabaseUnreachable(error) || isStopping || Date.now() + wait > deadline) {
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /**
   * Runs one attempt and records its outcome, waiting out a database that is briefly gone within
   * half the lease (the other half is the margin before the attempt is presumed dead and handed
   * to another): a job whose work is done is completed, never run again because its completion
   * could not be written at once, and a failed one is retried after its back-off rather than once
   * its lease expires.
   */
  async function runJob(definition: JobDefinition<unknown>, job: FetchedJob): Promise<void> {
    const deadline = Date.now() + ((definition.expireInSeconds ?? 300) * 1000) / 2;
    const context: JobContext = {
      id: job.id,
      retryCount: job.retryCount,
      isLastAttempt: job.retryCount >= job.retryLimit,
      transaction: (work) =>
        untilReachable(
          () =>
            database.db.transaction(async (tx) => {
              const result = await work(tx);
              if ((await complete(definition.name, job.id, tx)) !== 1) {
                throw new JobLostError(
                  `job ${definition.name} ${job.id} was settled by another attempt`,
                );
              }
              return result;
            }),
          deadline,
        ),
    };
    const about = { job: definition.name, jobId: job.id, attempt: job.retryCount + 1 };
    let failure: { error: unknown } | null = null;
    try {
      // A handler that failed only because the database was out of reach runs again once it is
      // back, as its retry would, without spending an attempt or waiting out a back-off.
      await untilReachable(
        () => definition.handler(definition.data.parse(job.data), context),
        deadline,
      );
    } catch (error) {
      failure = { error };
    }
    if (!failure) {
      try {
        await untilReachable(() => complete(definition.name, job.id), deadline);
      } catch (error) {
        log.error(
          { err: error, ...about },
          'job done but not marked so: it runs again once its lease expires',
        );
      }
      return;
    }
    const { error } = failure;
    const message = error instanceof Error ? error.message : String(error);
    log.warn(
      { err: error, ...about },
      context.isLastAttempt ? 'job failed: dead-lettered' : 'job failed: it will be retried',
    );
    try {
      // Only the message is kept with the job: an error's other fields may hold personal data.
      await untilReachable(
        () => boss.fail(definition.name, job.id, { message: message.slice(0, 500) }),
        deadline,
      );
    } catch (failError) {
      // The database is still gone (or the queue is stopping): the job stays active until it
      // expires, and is then retried by whichever process runs.
      log.warn(
        { err: failError, ...about },
        'job failed and could not be marked so: it will be retried once it expires',
      );
    }
  }

  async function fetchDue(name: string): Promise<FetchedJob[]> {
    return boss.fetch<unknown>(name, { batchSize: BATCH_SIZE, includeMetadata: true });
  }

  return {
    define(job) {
      if (isStarted) throw new Error(`job ${job.name} was defined after the queue started`);
      if (definitions.has(job.name)) throw new Error(`job ${job.name} is defined twice`);
      definitions.set(job.name, job as JobDefinition<unknown>);
    },

    async start() {
      isStarted = true;
      await boss.start();
      for (const definition of definitions.values()) {
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
      if (!background) return;
      for (const definition of definitions.values()) {
        const worker = startWorker({
          intervalMs: (definition.pollingIntervalSeconds ?? 2) * 1000,
          batchSize: BATCH_SIZE,
          fetch: () => fetchDue(definition.name),
          run: (job) => runJob(definition, job),
          onError: (err) => log.error({ err, job: definition.name }, 'job worker error'),
        });
        workers.set(definition.name, worker);
      }
    },

    async send(name, data, options = {}) {
      if (!definitions.has(name)) throw new Error(`no job named ${name}`);
      const id = await boss.send(name, data as object, {
        ...(options.tx ? { db: executorDb(options.tx) } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
      // A job due now wakes this process's worker; one sent in a transaction is not visible until
      // the commit, so it waits for the next poll.
      if (!options.tx && !options.startAfter) workers.get(name)?.notify();
      return id;
    },

    async runDue(name) {
      const names = name === undefined ? [...definitions.keys()] : [name];
      let total = 0;
      // Jobs may send jobs to queues already passed: go round until a pass finds nothing.
      for (;;) {
        let ran = 0;
        for (const queue of names) {
          const definition = definitions.get(queue);
          if (!definition) throw new Error(`no job named ${queue}`);
          for (let jobs = await fetchDue(queue); jobs.length > 0; jobs = await fetchDue(queue)) {
            for (const job of jobs) await runJob(definition, job);
            ran += jobs.length;
          }
        }
        total += ran;
        if (ran === 0) return total;
      }
    },

    async maintain() {
      await boss.maintain();
    },

    async job(name, id) {
      const job = await boss.getJobById<unknown>(name, id);
      return (
        job && {
          state: job.state,
          retryCount: job.retryCount,
          output: job.output,
          startAfter: job.startAfter,
        }
      );
    },

    async depths() {
      // pg-boss's job states are an enum in this order: created, retry, active, completed, …
      const { rows } = await database.executeSql(
        `select name as queue, state::text as state, count(*)::int as count
           from ${SCHEMA}.job where state < 'completed' group by name, state`,
      );
      return rows as QueueDepth[];
    },

    async stop(timeoutMs) {
      isStopping = true;
      for (const worker of workers.values()) worker.stop();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...workers.values()].map((worker) => worker.done)),
        new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timer);
      // Fetched and not started, or still running when the time ran out: failed, to be retried
      // by whichever process runs next.
      for (const [name, worker] of workers) {
        for (const { id } of worker.unfinished()) {
          await boss.fail(name, id, { message: 'the job queue stopped' }).catch((err: unknown) => {
            log.warn({ err, job: name, jobId: id }, 'an unfinished job could not be marked failed');
          });
        }
      }
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false });
      await queriesSettled();
    },
  };
}
