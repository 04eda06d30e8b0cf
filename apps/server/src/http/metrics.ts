import { createHash, timingSafeEqual } from 'node:crypto';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';
import { DomainError } from '@parallax/core/errors';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client.js';
import type { QueueDepth } from '../jobs/job-queue.js';
import type { PaymentMetrics } from '../modules/payments/payments.service.js';
import { errorTypeSent } from './error-handler.js';

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

/** A scrape waits this long for the queue depths, then answers without them. */
const QUEUE_DEPTH_TIMEOUT_MS = 1_000;

/** Seconds; from a cached catalog read (~1 ms) to a sign-in's password hash and a slow upload. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

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

  // Labels are route patterns (`/api/v1/content/:id`), never raw URLs: a label value per URL
  // would grow without bound.
  const requests = new Histogram({
    name: 'parallax_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class, and how long they took',
    labelNames: ['method', 'route', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'parallax_http_errors_total',
    help: 'Answers with status 4xx or 5xx, by route pattern, status and errorType',
    labelNames: ['method', 'route', 'status', 'error_type'],
    registers: [registry],
  });
  const replayed = new Counter({
    name: 'parallax_http_answered_before_routing_total',
    help: "Answers made before routing (guests' catalog reads replayed, health), by route",
    labelNames: ['route'],
    registers: [registry],
  });
  const mediaDeliveries = new Counter({
    name: 'parallax_media_deliveries_total',
    help: 'Media files delivered: whole (200), a byte range (206), or redirected to the store',
    labelNames: ['kind'],
    registers: [registry],
  });
  const mediaBytes = new Counter({
    name: 'parallax_media_delivered_bytes_total',
    help: 'Bytes of the media answers sent by this process (their Content-Length)',
    registers: [registry],
  });
  const orders = new Counter({
    name: 'parallax_payments_total',
    help: 'Orders settled, by outcome (fulfilled, failed)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'parallax_payment_webhooks_total',
    help: 'Payment provider webhooks received, by provider and outcome',
    labelNames: ['provider', 'outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'parallax_job_queue_depth',
    help: 'Unsettled jobs per queue: waiting (created, retry) or running (active)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const depths = await withTimeout(sources.queueDepths(), QUEUE_DEPTH_TIMEOUT_MS).catch(
        (err: unknown) => {
          sources.log.warn({ err }, 'metrics: the job queue depths could not be read');
          return [];
        },
      );
      for (const { queue, state, count } of depths) this.set({ queue, state }, count);
    },
  });
  const { poolStats } = sources;
  if (poolStats) {
    new Gauge({
      name: 'parallax_db_pool_connections',
      help: 'PostgreSQL pool connections: open (total) and idle',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
      },
    });
    new Gauge({
      name: 'parallax_db_pool_waiting_queries',
      help: 'Queries waiting for a PostgreSQL pool connection',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }

  const liveHeap = new Gauge({
    name: 'parallax_nodejs_heap_live_after_gc_bytes',
    help:
      "V8's old generation in use right after the last full collection (0 before the first): " +
      'the live heap without the garbage between collections, so growth here is a leak',
    registers: [registry],
  });
  // Read when a full collection is reported (a moment after it, before much is promoted again).
  const fullCollections = new PerformanceObserver((list) => {
    // A gc entry's detail says which collection it was (Node's types leave it out).
    const full = list
      .getEntries()
      .some(
        (entry) =>
          (entry as { detail?: { kind?: number } }).detail?.kind ===
          constants.NODE_PERFORMANCE_GC_MAJOR,
      );
    if (full) liveHeap.set(oldGenerationInUse());
  });

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

/** Bytes in use in V8's heap outside the young generation (objects that survived collections). */
function oldGenerationInUse(): number {
  return getHeapSpaceStatistics()
    .filter(
      ({ space_name }) => space_name !== 'new_space' && space_name !== 'new_large_object_space',
    )
    .reduce((sum, space) => sum + space.space_used_size, 0);
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
