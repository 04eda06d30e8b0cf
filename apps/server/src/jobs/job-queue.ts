import type PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import { createJobRunner } from './job-runner.js';
import { startWorker, type FetchedJob, type Worker } from './job-worker.js';
import { SCHEMA, settleLuxonDefaults } from './pg-boss-internals.js';
import { createBoss, declareQueues, queriesSettled, type QueueDeps } from './pg-boss-setup.js';
import { executorDb, type Executor } from './transaction-sql.js';

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
  /**
   * Jobs fetched at once (default 10). 1 for long jobs, so that several runners (`runDue` called
   * side by side) share the queue rather than one holding a batch.
   */
  batchSize?: number;
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

/** Jobs fetched per poll: one query for several jobs (PGlite answers a poll in ~2 ms, not less). */
const BATCH_SIZE = 10;

/**
 * Stops the workers, giving the running jobs up to `timeoutMs`; fetched and not started, or still
 * running when the time ran out: failed, to be retried by whichever process runs next.
 */
async function stopWorkers(
  boss: PgBoss,
  workers: Map<string, Worker>,
  log: JobLog,
  timeoutMs: number,
) {
  for (const worker of workers.values()) worker.stop();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all([...workers.values()].map((worker) => worker.done)),
    new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ]);
  clearTimeout(timer);
  for (const [name, worker] of workers) {
    for (const { id } of worker.unfinished()) {
      await boss.fail(name, id, { message: 'the job queue stopped' }).catch((err: unknown) => {
        log.warn({ err, job: name, jobId: id }, 'an unfinished job could not be marked failed');
      });
    }
  }
}

function batchSizeOf(definitions: Map<string, JobDefinition<unknown>>, name: string): number {
  return definitions.get(name)?.batchSize ?? BATCH_SIZE;
}

/** Runs every due job of `names`, going round until a pass finds nothing; how many ran. */
async function runAllDue(
  names: string[],
  definitions: Map<string, JobDefinition<unknown>>,
  fetchDue: (name: string) => Promise<FetchedJob[]>,
  runJob: (definition: JobDefinition<unknown>, job: FetchedJob) => Promise<void>,
): Promise<number> {
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
}

/**
 * Durable jobs in PostgreSQL (pg-boss, in its own `pgboss` schema): retries with exponential
 * back-off, a dead-letter queue per job, singleton policies and cron schedules, shared by every
 * server process on one database. `background: false` (tests) starts no worker and no timer:
 * jobs wait until `runDue`.
 */
export function createJobQueue(deps: QueueDeps): JobQueue {
  const { database, log, background } = deps;
  settleLuxonDefaults();
  const inFlight = new Set<Promise<unknown>>();
  const boss = createBoss(deps, inFlight);
  const definitions = new Map<string, JobDefinition<unknown>>();
  const workers = new Map<string, Worker>();
  let isStarted = false;
  let isStopping = false;
  const runJob = createJobRunner({ boss, database, log, isStopping: () => isStopping });
  const fetchDue = (name: string): Promise<FetchedJob[]> =>
    boss.fetch<unknown>(name, { batchSize: batchSizeOf(definitions, name), includeMetadata: true });
  const startWorkers = () => {
    for (const definition of definitions.values()) {
      const worker = startWorker({
        intervalMs: (definition.pollingIntervalSeconds ?? 2) * 1000,
        batchSize: batchSizeOf(definitions, definition.name),
        fetch: () => fetchDue(definition.name),
        run: (job) => runJob(definition, job),
        onError: (err) => log.error({ err, job: definition.name }, 'job worker error'),
      });
      workers.set(definition.name, worker);
    }
  };

  return {
    define(job) {
      if (isStarted) throw new Error(`job ${job.name} was defined after the queue started`);
      if (definitions.has(job.name)) throw new Error(`job ${job.name} is defined twice`);
      definitions.set(job.name, job as JobDefinition<unknown>);
    },
    async start() {
      isStarted = true;
      await boss.start();
      await declareQueues(boss, definitions.values());
      if (background) startWorkers();
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
    runDue: (name) =>
      runAllDue(
        name === undefined ? [...definitions.keys()] : [name],
        definitions,
        fetchDue,
        runJob,
      ),
    maintain: () => boss.maintain(),
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
      await stopWorkers(boss, workers, log, timeoutMs);
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false });
      await queriesSettled(inFlight);
    },
  };
}
