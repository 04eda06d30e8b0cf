import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { SqlExecutor } from '../db/client.js';

/**
 * An onRequest hook limiting one kind of call per client address: the configured allowance, or a
 * multiple of it for calls made often by design (`{ times: 4 }`).
 */
export type RateLimited = (
  name: string,
  allowance?: { times: number },
) => onRequestAsyncHookHandler;

// Every limiter made, so a route's documentation can say that it is limited (http/endpoint-route.ts).
const limiters = new WeakSet<object>();

/** Whether a route hook is one of the limiters `createRateLimits` made. */
export function isRateLimiter(hook: unknown): boolean {
  return typeof hook === 'function' && limiters.has(hook);
}

/**
 * Named limiters made once per app, so a route mounted under both /api/v1 and /store/api/v1
 * counts against one allowance (per-route settings would give each mount its own). Each limiter
 * counts per limiter name and client address, in the store registered with @fastify/rate-limit
 * (`rateLimitStore`): this process's memory on the embedded database, the database itself when
 * instances share a PostgreSQL. The account lock is in the database either way.
 */
export function createRateLimits(app: FastifyInstance, defaultPerMinute: number): RateLimited {
  const byKey = new Map<string, onRequestAsyncHookHandler>();
  return (name, allowance = { times: 1 }) => {
    const maxPerMinute = defaultPerMinute * allowance.times;
    const key = `${name}:${maxPerMinute}`;
    let limiter = byKey.get(key);
    if (!limiter) {
      limiter = app.rateLimit({
        max: maxPerMinute,
        timeWindow: '1 minute',
        keyGenerator: (request) => `${key}|${request.ip}`,
      });
      byKey.set(key, limiter);
      limiters.add(limiter);
    }
    return limiter;
  };
}

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

// One window in this many calls also clears the windows that ended a while ago.
const SWEEP_EVERY = 500;

/**
 * A @fastify/rate-limit store in PostgreSQL (rate_limit_windows), for instances behind one load
 * balancer: a client's calls count against one allowance whichever instance answers. One
 * statement per limited call counts it, or starts a new window once the last one ended.
 */
export function databaseRateLimitStore(executeSql: SqlExecutor) {
  let calls = 0;
  const sweep = () =>
    executeSql("delete from rate_limit_windows where resets_at < now() - interval '1 hour'").catch(
      () => undefined,
    );
  class DatabaseRateLimitStore {
    incr(key: string, done: Done, timeWindow: number): void {
      calls += 1;
      if (calls % SWEEP_EVERY === 0) void sweep();
      executeSql(
        `insert into rate_limit_windows (key, count, resets_at)
         values ($1, 1, now() + $2 * interval '1 millisecond')
         on conflict (key) do update set
           count = case when rate_limit_windows.resets_at <= now() then 1
                        else rate_limit_windows.count + 1 end,
           resets_at = case when rate_limit_windows.resets_at <= now() then excluded.resets_at
                            else rate_limit_windows.resets_at end
         returning count, greatest(0, extract(epoch from resets_at - now()) * 1000)::float8 as ttl`,
        [key, timeWindow],
      ).then(
        ({ rows }) => {
          const [row] = rows as [{ count: number; ttl: number }];
          done(null, { current: row.count, ttl: Math.ceil(row.ttl) });
        },
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, done: Done, timeWindow: number): void {
      executeSql(
        `select count, greatest(0, extract(epoch from resets_at - now()) * 1000)::float8 as ttl
         from rate_limit_windows where key = $1 and resets_at > now()`,
        [key],
      ).then(
        ({ rows }) => {
          const [row] = rows as [{ count: number; ttl: number }?];
          done(
            null,
            row ? { current: row.count, ttl: Math.ceil(row.ttl) } : { current: 0, ttl: timeWindow },
          );
        },
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Limiters are told apart by their keys (createRateLimits): they share the one table.
    child(): DatabaseRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}
