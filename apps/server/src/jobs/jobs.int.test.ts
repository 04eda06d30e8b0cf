import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.js';
import { jobLog, makeRetriesDue } from '../test/jobs.js';
import { openTestDatabase } from '../test/test-app.js';
import { createJobQueue, type JobQueue } from './job-queue.js';

let database: DatabaseHandle;
let jobs: JobQueue;
const log = jobLog();

const Order = z.object({ orderId: z.string() });

/** The effect whose count tells how often a job really happened. */
async function effects(orderId: string): Promise<string[]> {
  const { rows } = await database.executeSql(
    'select step from job_effects where order_id = $1 order by step',
    [orderId],
  );
  return rows.map((row) => (row as { step: string }).step);
}

/** Lets every test define its own jobs: one queue per test, on one database. */
async function queueWith(define: (queue: JobQueue) => void): Promise<JobQueue> {
  await jobs?.stop(1000);
  jobs = createJobQueue({ database, log, background: false });
  define(jobs);
  await jobs.start();
  return jobs;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await database.executeSql(
    'create table job_effects (order_id text not null, step text not null)',
  );
});
afterAll(async () => {
  await jobs?.stop(1000);
  await database.close();
});

describe('durable jobs', () => {
  it('a job sent in a transaction exists only if the transaction commits', async () => {
    const queue = await queueWith((q) =>
      q.define({ name: 'test.tx', data: Order, handler: async () => undefined }),
    );
    await database.db
      .transaction(async (tx) => {
        await queue.send('test.tx', { orderId: 'rolled-back' }, { tx });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await queue.runDue()).toBe(0);
    const id = await database.db.transaction((tx) =>
      queue.send('test.tx', { orderId: 'committed' }, { tx }),
    );
    expect(await queue.runDue()).toBe(1);
    expect((await queue.job('test.tx', id ?? ''))?.state).toBe('completed');
  });

  it('retries a failing job with growing back-off, then moves it to its dead-letter queue', async () => {
    let attempts = 0;
    const queue = await queueWith((q) =>
      q.define({
        name: 'test.failing',
        data: Order,
        retryLimit: 2,
        retryDelaySeconds: 10,
        handler: async () => {
          attempts += 1;
          throw new Error(`attempt ${attempts} failed`);
        },
      }),
    );
    const id = (await queue.send('test.failing', { orderId: 'o-dead' })) ?? '';
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await queue.runDue()).toBe(1);
      // Not due again before its back-off has passed.
      expect(await queue.runDue()).toBe(0);
      const job = await queue.job('test.failing', id);
      if (attempt < 3) {
        expect(job?.state).toBe('retry');
        delays.push((job?.startAfter.getTime() ?? 0) - Date.now());
        expect(await makeRetriesDue(database, 'test.failing')).toBe(1);
      } else {
        expect(job?.state).toBe('failed');
        expect(job?.output).toEqual({ message: 'attempt 3 failed' });
      }
    }
    expect(attempts).toBe(3);
    // 10 s doubled per retry, with up to 100% jitter: [10, 20) s, then [20, 40) s.
    expect(delays[0]).toBeGreaterThan(9_000);
    expect(delays[0]).toBeLessThan(20_500);
    expect(delays[1]).toBeGreaterThan(19_000);
    expect(delays[1]).toBeLessThan(40_500);
    const { rows } = await database.executeSql(
      "select data, state from pgboss.job where name = 'test.failing.dead'",
      [],
    );
    expect(rows).toEqual([{ data: { orderId: 'o-dead' }, state: 'created' }]);
  });

  it('a job retried after a crash mid-run completes once', async () => {
    let crashes = 1;
    const queue = await queueWith((q) =>
      q.define({
        name: 'test.fulfil',
        data: Order,
        retryDelaySeconds: 1,
        handler: async ({ orderId }, job) => {
          await job.transaction(async (tx) => {
            await tx.execute(sql`insert into job_effects values (${orderId}, 'paid')`);
            if (crashes > 0) {
              crashes -= 1;
              throw new Error('the process died half-way through');
            }
            await tx.execute(sql`insert into job_effects values (${orderId}, 'shipped')`);
          });
        },
      }),
    );
    const id = (await queue.send('test.fulfil', { orderId: 'o-crash' })) ?? '';
    expect(await queue.runDue()).toBe(1);
    // The half-done attempt left nothing behind.
    expect(await effects('o-crash')).toEqual([]);
    expect((await queue.job('test.fulfil', id))?.state).toBe('retry');

    await makeRetriesDue(database, 'test.fulfil');
    expect(await queue.runDue()).toBe(1);
    expect(await effects('o-crash')).toEqual(['paid', 'shipped']);
    expect(await queue.job('test.fulfil', id)).toMatchObject({ state: 'completed', retryCount: 1 });
    await makeRetriesDue(database, 'test.fulfil');
    expect(await queue.runDue()).toBe(0);
    expect(await effects('o-crash')).toEqual(['paid', 'shipped']);
  });

  it('an attempt presumed dead is retried, and its late finish does not repeat the effect', async () => {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let entered = () => undefined as void;
    const hasEntered = new Promise<void>((resolve) => (entered = resolve));
    let calls = 0;
    const queue = await queueWith((q) =>
      q.define({
        name: 'test.slow',
        data: Order,
        expireInSeconds: 1,
        retryDelaySeconds: 1,
        handler: async ({ orderId }, job) => {
          calls += 1;
          if (calls === 1) {
            // This attempt stalls (a hung process, a lost network) past its lease.
            entered();
            await released;
          }
          await job.transaction(async (tx) => {
            await tx.execute(sql`insert into job_effects values (${orderId}, 'done')`);
          });
        },
      }),
    );
    const id = (await queue.send('test.slow', { orderId: 'o-slow' })) ?? '';
    const stalled = queue.runDue();
    await hasEntered;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await queue.maintain();
    expect((await queue.job('test.slow', id))?.state).toBe('retry');
    await makeRetriesDue(database, 'test.slow');
    expect(await queue.runDue()).toBe(1);
    expect(await effects('o-slow')).toEqual(['done']);

    release();
    await stalled;
    expect(calls).toBe(2);
    expect(await effects('o-slow')).toEqual(['done']);
    expect((await queue.job('test.slow', id))?.state).toBe('completed');
  });

  it('a stately job is queued at most once; a cron job is scheduled', async () => {
    const queue = await queueWith((q) => {
      q.define({
        name: 'test.sweep',
        data: z.object({}),
        policy: 'stately',
        cron: '*/5 * * * *',
        handler: async () => undefined,
      });
    });
    expect(await queue.send('test.sweep', {})).not.toBeNull();
    expect(await queue.send('test.sweep', {})).toBeNull();
    expect(await queue.runDue()).toBe(1);
    const { rows } = await database.executeSql(
      "select cron from pgboss.schedule where name = 'test.sweep'",
      [],
    );
    expect(rows).toEqual([{ cron: '*/5 * * * *' }]);
  });

  it('in the background: runs cron jobs, and drains running jobs on stop', async () => {
    await jobs.stop(1000);
    let cronRuns = 0;
    let finished = 0;
    let started = () => undefined as void;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    // The queue's queries are counted, to see that none is still running once it has stopped.
    let pending = 0;
    const counted: DatabaseHandle = {
      ...database,
      executeSql: async (text, values) => {
        pending += 1;
        try {
          return await database.executeSql(text, values);
        } finally {
          pending -= 1;
        }
      },
    };
    jobs = createJobQueue({ database: counted, log, background: true });
    jobs.define({
      name: 'test.minutely',
      data: z.object({}),
      policy: 'stately',
      cron: '* * * * *',
      pollingIntervalSeconds: 0.5,
      handler: async () => {
        cronRuns += 1;
      },
    });
    jobs.define({
      name: 'test.long',
      data: Order,
      pollingIntervalSeconds: 0.5,
      handler: async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 700));
        finished += 1;
      },
    });
    // Reading the schedules never makes the process load ICU (job-queue.ts): no date format is made.
    const DateTimeFormat = Intl.DateTimeFormat;
    let dateFormats = 0;
    Intl.DateTimeFormat = new Proxy(DateTimeFormat, {
      construct: (target, args: ConstructorParameters<typeof DateTimeFormat>) => {
        dateFormats += 1;
        return new target(...args);
      },
      apply: (target, _this, args: ConstructorParameters<typeof DateTimeFormat>) => {
        dateFormats += 1;
        return target(...args);
      },
    });
    try {
      await jobs.start();
      // A schedule fires when its last tick is under a minute old: for `* * * * *`, at the queue's
      // next reading of the schedules (every 10 s).
      const deadline = Date.now() + 45_000;
      while (cronRuns === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
    }
    expect(cronRuns).toBe(1);
    expect(dateFormats).toBe(0);

    const id = (await jobs.send('test.long', { orderId: 'o-long' })) ?? '';
    await hasStarted;
    await jobs.stop(5_000);
    // Stopping waited for the running job instead of abandoning it, and for the queue's own
    // queries after it (the database may be closed next).
    expect(pending).toBe(0);
    expect(finished).toBe(1);
    expect((await jobs.job('test.long', id))?.state).toBe('completed');
  }, 90_000);
});
