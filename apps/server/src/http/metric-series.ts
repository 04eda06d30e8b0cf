import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { MetricsSources } from './metrics.js';

/** A scrape waits this long for the queue depths, then answers without them. */
const QUEUE_DEPTH_TIMEOUT_MS = 1_000;

/** Seconds; from a cached catalog read (~1 ms) to a sign-in's password hash and a slow upload. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Requests, their latency and errors; answers made before routing. */
export function httpSeries(registry: Registry) {
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
  return { requests, errors, replayed };
}

/** Media files delivered, and their bytes. */
export function mediaSeries(registry: Registry) {
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
  return { mediaDeliveries, mediaBytes };
}

/** Orders settled and webhooks received. */
export function paymentSeries(registry: Registry) {
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
  return { orders, webhooks };
}

/** The job queue's depth, and the PostgreSQL pool's connections, read at each scrape. */
export function registerStoreGauges(registry: Registry, sources: MetricsSources): void {
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
}

/**
 * V8's old generation right after each full collection; `observer` is started and stopped with
 * the server.
 */
export function liveHeapWatch(registry: Registry): PerformanceObserver {
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

  return fullCollections;
}

/** Bytes in use in V8's heap outside the young generation (objects that survived collections). */
function oldGenerationInUse(): number {
  return getHeapSpaceStatistics()
    .filter(
      ({ space_name }) => space_name !== 'new_space' && space_name !== 'new_large_object_space',
    )
    .reduce((sum, space) => sum + space.space_used_size, 0);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
