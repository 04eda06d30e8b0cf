import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';

/**
 * An onRequest hook limiting one kind of call per client address: the configured allowance, or a
 * multiple of it for calls made often by design (`{ times: 4 }`).
 */
export type RateLimited = (
  name: string,
  allowance?: { times: number },
) => onRequestAsyncHookHandler;

/**
 * Named limiters made once per app, so a route mounted under both /api/v1 and /store/api/v1
 * counts against one allowance (per-route settings would give each mount its own). Counters live
 * in this process (@fastify/rate-limit's memory store); the account lock is in the database.
 */
export function createRateLimits(app: FastifyInstance, defaultPerMinute: number): RateLimited {
  const limiters = new Map<string, onRequestAsyncHookHandler>();
  return (name, allowance = { times: 1 }) => {
    const maxPerMinute = defaultPerMinute * allowance.times;
    const key = `${name}:${maxPerMinute}`;
    let limiter = limiters.get(key);
    if (!limiter) {
      limiter = app.rateLimit({ max: maxPerMinute, timeWindow: '1 minute' });
      limiters.set(key, limiter);
    }
    return limiter;
  };
}
