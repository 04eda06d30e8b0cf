import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { createJobQueue, type JobLog, type JobQueue } from '../jobs/job-queue.js';
import type { Config } from '../config.js';
import { startPushReceiver, type PushReceiver } from './push-receiver.js';
import { openTestDatabase, openTestDatabaseTwice, testConfig } from './test-app.js';

/** Collects what the job queue logs, for tests that assert on it. */
export function jobLog(): JobLog & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    warn: (_object, message) => lines.push(message),
    error: (_object, message) => lines.push(message),
  };
}

/** A job queue on `database` with no worker: jobs run when the test calls `runDue`. */
export async function createManualJobQueue(database: DatabaseHandle): Promise<JobQueue> {
  return createJobQueue({ database, log: jobLog(), background: false });
}

/**
 * What a second app needs to share a test's database: that database (which the app must not
 * close) and a job queue without workers, so no background job outlives the app's close and
 * touches a database the test has closed.
 */
export async function sharedDatabaseDeps(
  database: DatabaseHandle,
): Promise<Pick<AppDeps, 'database' | 'jobs'>> {
  return {
    database: { ...database, close: async () => undefined },
    jobs: await createManualJobQueue(database),
  };
}

/**
 * The real app whose jobs run only when the test says so (`jobs.runDue()`), on its own database
 * copy; close the app in afterAll.
 */
export async function createTestAppWithJobs(
  deps: Omit<AppDeps, 'database' | 'jobs'> = {},
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; jobs: JobQueue; database: DatabaseHandle }> {
  const database = await openTestDatabase();
  const jobs = await createManualJobQueue(database);
  const app = await buildApp(testConfig(env), { ...deps, database, jobs });
  return { app, jobs, database };
}

/**
 * `createTestAppWithJobs` (with `env`) and a push service on loopback for its users' browsers,
 * for the tests of web push; `close` closes the app, then the push service, in afterAll.
 */
export async function createTestAppWithPushReceiver(env: Record<string, string> = {}): Promise<{
  app: FastifyInstance;
  jobs: JobQueue;
  database: DatabaseHandle;
  receiver: PushReceiver;
  close: () => Promise<void>;
}> {
  const receiver = await startPushReceiver();
  const { app, jobs, database } = await createTestAppWithJobs({}, env);
  const close = async () => {
    await app.close();
    await receiver.close();
  };
  return { app, jobs, database, receiver, close };
}

/**
 * Lets the back-off of failed jobs pass: their retries are due now (the queue keeps time in the
 * database, whose clock a test cannot move).
 */
export async function makeRetriesDue(database: DatabaseHandle, name: string): Promise<number> {
  const { rows } = await database.executeSql(
    `update pgboss.job set start_after = now() - interval '1 second'
     where name = $1 and state = 'retry' returning id`,
    [name],
  );
  return rows.length;
}

/**
 * Two instances of the real app on one database copy, as two behind a load balancer: on
 * PostgreSQL each has its own pool and LISTEN connection. Close both in afterAll (`close`).
 */
export async function createTwoInstances(config: Config = testConfig()): Promise<{
  instances: [FastifyInstance, FastifyInstance];
  databases: [DatabaseHandle, DatabaseHandle];
  close: () => Promise<void>;
}> {
  const databases = await openTestDatabaseTwice();
  const [a, b] = databases;
  const instanceA = await buildApp(config, { database: a, jobs: await createManualJobQueue(a) });
  const instanceB = await buildApp(config, { database: b, jobs: await createManualJobQueue(b) });
  return {
    instances: [instanceA, instanceB],
    databases,
    close: async () => {
      await instanceB.close();
      await instanceA.close();
    },
  };
}
