import { createHash, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@parallax/core/errors';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { PoolStats } from '../db/client.js';
import type { QueueDepth } from '../jobs/job-queue.js';
import type { PaymentMetrics } from '../modules/payments/payments.types.js';
import { errorTypeSent } from './error-handler.js';
import {
  httpSeries,
  liveHeapWatch,
  mediaSeries,
  paymentSeries,
  registerStoreGauges,
} from './metric-series.js';

export const METRICS_PATH = '/metrics';

export type Metrics = {
  /** Handed to the payments module: modules count through such interfaces, not prom-client. */
  payments: PaymentMetrics;
  /** The per-request hook and GET /metrics; adds nothing when metrics are off. */
  register(app: FastifyInstance): void;
  /** A guest's read answered before routing (replayed-answers.ts): counted with its route's. */
  requestAnswered: (route: string, statusCode: number, seconds: number) => void;
};

export type MetricsSources = {
  /** The job queue's unsettled jobs per queue, read at each scrape. */
  queueDepths: () => Promise<QueueDepth[]>;
  /** PostgreSQL's pool, read at each scrape (null on the embedded database). */
  poolStats: (() => PoolStats) | null;
  log: FastifyBaseLogger;
};

const NO_METRICS: Metrics = {
  payments: { orderSettled: () => {}, webhookReceived: () => {} },
  register: () => {},
  requestAnswered: () => {},
};

/**
 * Prometheus metrics of this process (each instance has its own registry; Prometheus scrapes each
 * one): requests and their latency per route pattern, errors by errorType, media deliveries,
 * payments, the job queue's depth, the PostgreSQL pool, and Node's own (event-loop delay, heap,
 * RSS, GC) — all prefixed `parallax_`. Served at GET /metrics to `Authorization: Bearer <token>`;
 * with no token configured nothing is recorded and /metrics does not exist (404).
 */
export function createMetrics(token: string | null, sources: MetricsSources): Metrics {
  if (token === null) return NO_METRICS;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'parallax_' });

  const { requests, errors, replayed } = httpSeries(registry);
  const { mediaDeliveries, mediaBytes } = mediaSeries(registry);
  const { orders, webhooks } = paymentSeries(registry);
  registerStoreGauges(registry, sources);
  const fullCollections = liveHeapWatch(registry);

  const expected = digest(token);
  const isAuthorized = (header: string | undefined): boolean =>
    header?.startsWith('Bearer ') === true &&
    timingSafeEqual(digest(header.slice(7).trim()), expected);

  // About a microsecond per request (prom-client hashes the labels on each observation).
  function record(method: string, route: string, reply: FastifyReply): void {
    const status = reply.statusCode;
    const statusClass = `${Math.floor(status / 100)}xx`;
    requests.observe({ method, route, status_class: statusClass }, reply.elapsedTime / 1000);
    if (status >= 400) {
      const errorType = errorTypeSent(reply) ?? 'none';
      errors.inc({ method, route, status: String(status), error_type: errorType });
    } else if (route.startsWith('/media/')) {
      recordMedia(method, reply);
    }
  }

  function recordMedia(method: string, reply: FastifyReply): void {
    const status = reply.statusCode;
    if (status === 200 || status === 206) {
      mediaDeliveries.inc({ kind: status === 200 ? 'whole' : 'range' });
      const length = Number(reply.getHeader('content-length'));
      if (method === 'GET' && Number.isFinite(length)) mediaBytes.inc(length);
    } else if (status >= 300 && status < 400 && status !== 304) {
      mediaDeliveries.inc({ kind: 'redirect' });
    }
  }

  return {
    requestAnswered: (route, statusCode, seconds) => {
      const statusClass = `${Math.floor(statusCode / 100)}xx`;
      requests.observe({ method: 'GET', route, status_class: statusClass }, seconds);
      replayed.inc({ route });
    },

    payments: {
      orderSettled: (outcome) => orders.inc({ outcome }),
      webhookReceived: (provider, outcome) => webhooks.inc({ provider, outcome }),
    },

    register(app) {
      fullCollections.observe({ entryTypes: ['gc'] });
      app.addHook('onClose', (_instance, done) => {
        fullCollections.disconnect();
        done();
      });
      app.addHook('onResponse', (request, reply, done) => {
        const route = request.routeOptions.url;
        // Scrapes are not traffic: they stay out of the figures they report.
        if (route !== METRICS_PATH) record(request.method, route ?? '(unmatched)', reply);
        done();
      });
      app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        if (!isAuthorized(request.headers.authorization)) {
          reply.header('WWW-Authenticate', 'Bearer');
          throw new DomainError('Unauthorized', 'GET /metrics needs its Bearer token');
        }
        return reply.type(registry.contentType).send(await registry.metrics());
      });
    },
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
