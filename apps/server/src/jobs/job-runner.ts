import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';
import { isDatabaseUnreachable } from '../db/connection-errors.js';
import type { JobContext, JobDefinition, JobLog } from './job-queue.js';
import type { FetchedJob } from './job-worker.js';
import { executorDb, type Executor } from './transaction-sql.js';

/** Attempt ran after another attempt (or an expiry) had already settled the job. */
export class JobLostError extends Error {
  override name = 'JobLostError';
}

/** Waits between tries while the database cannot be reached: doubling, up to the last. */
const UNREACHABLE_WAITS_MS = [250, 500, 1_000, 2_000, 4_000];

type RunnerDeps = {
  boss: PgBoss;
  database: DatabaseHandle;
  log: JobLog;
  /** The queue is stopping: waiting for the database ends. */
  isStopping: () => boolean;
};

/** Completes a job, within `executor`'s transaction when given; how many jobs it settled. */
export async function completeJob(
  boss: PgBoss,
  name: string,
  id: string,
  executor?: Executor,
): Promise<number> {
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
async function untilReachable<T>(
  work: () => Promise<T>,
  deadline: number,
  isStopping: () => boolean,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const wait = UNREACHABLE_WAITS_MS[Math.min(attempt, UNREACHABLE_WAITS_MS.length - 1)] ?? 0;
      if (!isDatabaseUnreachable(error) || isStopping() || Date.now() + wait > deadline) {
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
export function createJobRunner({ boss, database, log, isStopping }: RunnerDeps) {
  return async function runJob(definition: JobDefinition<unknown>, job: FetchedJob): Promise<void> {
    const deadline = Date.now() + ((definition.expireInSeconds ?? 300) * 1000) / 2;
    const retrying = <T>(work: () => Promise<T>) => untilReachable(work, deadline, isStopping);
    const context: JobContext = {
      id: job.id,
      retryCount: job.retryCount,
      isLastAttempt: job.retryCount >= job.retryLimit,
      transaction: (work) =>
        retrying(() =>
          database.db.transaction(async (tx) => {
            const result = await work(tx);
            if ((await completeJob(boss, definition.name, job.id, tx)) !== 1) {
              throw new JobLostError(
                `job ${definition.name} ${job.id} was settled by another attempt`,
              );
            }
            return result;
          }),
        ),
    };
    const about = { job: definition.name, jobId: job.id, attempt: job.retryCount + 1 };
    try {
      // A handler that failed only because the database was out of reach runs again once it is
      // back, as its retry would, without spending an attempt or waiting out a back-off.
      await retrying(() => definition.handler(definition.data.parse(job.data), context));
    } catch (error) {
      log.warn(
        { err: error, ...about },
        context.isLastAttempt ? 'job failed: dead-lettered' : 'job failed: it will be retried',
      );
      await recordFailure(error, retrying, about);
      return;
    }
    try {
      await retrying(() => completeJob(boss, definition.name, job.id));
    } catch (error) {
      log.error(
        { err: error, ...about },
        'job done but not marked so: it runs again once its lease expires',
      );
    }
  };

  async function recordFailure(
    error: unknown,
    retrying: <T>(work: () => Promise<T>) => Promise<T>,
    about: { job: string; jobId: string; attempt: number },
  ): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    try {
      // Only the message is kept with the job: an error's other fields may hold personal data.
      await retrying(() => boss.fail(about.job, about.jobId, { message: message.slice(0, 500) }));
    } catch (failError) {
      // The database is still gone (or the queue is stopping): the job stays active until it
      // expires, and is then retried by whichever process runs.
      log.warn(
        { err: failError, ...about },
        'job failed and could not be marked so: it will be retried once it expires',
      );
    }
  }
}
