import type { PoolStats } from '../../db/client.js';

export type DatabaseState = {
  status: 'ok' | 'down';
  latencyMs: number;
  checkedAt: Date;
  pool: PoolStats | null;
};

export type DatabaseCheck = {
  /** Checks once (so the first answer is known), then every interval until `stop`. */
  start(): Promise<void>;
  stop(): void;
  /**
   * The last check's finding, `down` when none finished within three intervals (a ping that hangs
   * must not leave an old `ok` standing), and the pool as it is now.
   */
  current(): DatabaseState;
};

export type DatabaseCheckDeps = {
  ping: () => Promise<void>;
  poolStats: (() => PoolStats) | null;
  intervalMs: number;
  now: () => Date;
  log: { error(object: object, message: string): void; info(message: string): void };
};

/**
 * The database's state, found by a ping every few seconds in the background, so that health
 * calls (polled by load balancers and monitors, many times a second across them) cost no query.
 * A check starts only once the previous one has ended; the timer does not keep the process alive.
 */
export function createDatabaseCheck(deps: DatabaseCheckDeps): DatabaseCheck {
  const { intervalMs } = deps;
  let last: (Omit<DatabaseState, 'pool'> & { finishedAt: number }) | null = null;
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;

  async function check(): Promise<void> {
    const started = performance.now();
    const status = await deps.ping().then(
      () => 'ok' as const,
      (error: unknown) => {
        if (last?.status !== 'down') deps.log.error({ err: error }, 'health check: database down');
        return 'down' as const;
      },
    );
    if (status === 'ok' && last?.status === 'down') deps.log.info('health check: database back');
    const finishedAt = performance.now();
    last = {
      status,
      latencyMs: Math.round((finishedAt - started) * 100) / 100,
      checkedAt: deps.now(),
      finishedAt,
    };
  }

  function scheduleNext(): void {
    if (isStopped) return;
    timer = setTimeout(() => void check().finally(scheduleNext), intervalMs);
    timer.unref();
  }

  return {
    async start() {
      await check();
      scheduleNext();
    },
    stop() {
      isStopped = true;
      clearTimeout(timer);
    },
    current() {
      // The pool's figures cost nothing to read: they are the current ones.
      const pool = deps.poolStats?.() ?? null;
      if (!last) return { status: 'down', latencyMs: 0, checkedAt: deps.now(), pool };
      const { status, latencyMs, checkedAt, finishedAt } = last;
      const isStale = performance.now() - finishedAt > 3 * intervalMs;
      return { status: isStale ? 'down' : status, latencyMs, checkedAt, pool };
    },
  };
}
