import type PgBoss from 'pg-boss';

export type FetchedJob = PgBoss.JobWithMetadata<unknown>;

export type Worker = {
  /** A job was sent: look now rather than at the end of the interval. */
  notify(): void;
  /** No new job starts; the running one goes on. `done` resolves once it has ended. */
  stop(): void;
  done: Promise<void>;
  /** Jobs fetched and not finished: the running one, and those waiting behind it in its batch. */
  unfinished(): FetchedJob[];
};

/**
 * One queue's background worker: fetches the due jobs a batch at a time and runs them one after
 * another; fetches again at once after a full batch, else after `intervalMs` or when notified.
 *
 * It settles nothing itself: `run` completes or fails each job in the database, and waits out an
 * unreachable database while doing so. (pg-boss's own worker completes each batch once more after
 * its handler, without awaiting it: with the database gone, that query's failure was an unhandled
 * rejection, which ends the process.) pg-boss's fetch answers no jobs when the database cannot be
 * reached, so an outage only lengthens the wait between polls.
 */
export function startWorker(options: {
  intervalMs: number;
  batchSize: number;
  fetch: () => Promise<FetchedJob[]>;
  run: (job: FetchedJob) => Promise<void>;
  onError: (error: unknown) => void;
}): Worker {
  let isStopping = false;
  let batch: FetchedJob[] = [];
  let wake: (() => void) | null = null;
  let isNotified = false;

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
    });
  }

  async function loop(): Promise<void> {
    while (!isStopping) {
      isNotified = false;
      let fetched: FetchedJob[] = [];
      try {
        fetched = await options.fetch();
      } catch (error) {
        options.onError(error);
      }
      batch = [...fetched];
      while (batch.length > 0 && !isStopping) {
        try {
          await options.run(batch[0] as FetchedJob);
        } catch (error) {
          options.onError(error);
        }
        batch.shift();
      }
      const isFull = fetched.length >= options.batchSize;
      if (!isStopping && !isFull && !isNotified) await sleep(options.intervalMs);
    }
  }

  const done = loop();
  return {
    notify() {
      isNotified = true;
      wake?.();
    },
    stop() {
      isStopping = true;
      wake?.();
    },
    done,
    unfinished: () => [...batch],
  };
}
