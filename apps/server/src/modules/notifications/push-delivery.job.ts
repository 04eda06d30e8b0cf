import { PushPayload, type DevPushDelivery } from '@parallax/core/contracts/notifications';
import { z } from 'zod';
import type { JobDefinition, JobLog } from '../../jobs/job-queue.js';
import {
  PushAddressRefused,
  type PushProvider,
  type Vapid,
} from '../../providers/push/push.types.js';
import type {
  PushSubscriptionRow,
  PushSubscriptionsRepository,
} from './push-subscriptions.repository.js';

/** The job that delivers one notification to one push subscription. */
export const PUSH_DELIVERY_JOB = 'notifications.push';

/** How long a push service keeps a push for a browser that is offline (RFC 8030 §5.2 TTL). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 30_000;

/** What a push service's answer means for the subscription. */
export type PushOutcome = DevPushDelivery['outcome'];

/** The push service refused this very push: sending it again would be refused again. */
const isRefusal = (status: number) => status >= 300 && status < 500 && status !== 429;

/**
 * The subscription is over: the browser unsubscribed or it expired (404, 410), or it was made
 * with another VAPID key than ours (401, 403: RFC 8292 §4.2) so no push of ours will ever pass.
 */
const isSubscriptionGone = (status: number) => [401, 403, 404, 410].includes(status);

/** Failed attempts in a row after which a subscription is given up (deleted). */
export const MAX_PUSH_FAILURES = 5;

/** The job's payload: the subscription (by id, so a pruned one is skipped) and what to show. */
const PushJob = z.object({ subscriptionId: z.uuid(), payload: PushPayload });
export type PushJob = z.infer<typeof PushJob>;

type DeliveryDeps = {
  repository: PushSubscriptionsRepository;
  push: PushProvider;
  vapid: Vapid;
  now: () => Date;
  log: JobLog;
  /** Development: sees each delivery attempt (GET /api/dev/push/deliveries). */
  onDelivery?: (delivery: DevPushDelivery) => void;
};

/** What a delivery attempt did to the subscription: recorded, pruned, or counted as a failure. */
function deliveryOutcomes({ repository, now, log, onDelivery }: DeliveryDeps) {
  const record = (
    endpoint: string,
    payload: PushPayload,
    outcome: PushOutcome,
    statusCode: number | null,
  ) => onDelivery?.({ endpoint, payload, outcome, statusCode, at: now().toISOString() });

  /** Deletes the subscription: nothing more is pushed to it. */
  async function prune(
    subscription: PushSubscriptionRow,
    payload: PushPayload,
    status: number | null,
  ) {
    await repository.deleteSubscriptionById(subscription.id);
    record(subscription.endpoint, payload, 'pruned', status);
  }

  /** Counts a failed attempt; true when it was the last one allowed and the subscription is gone. */
  async function countFailure(
    subscription: PushSubscriptionRow,
    payload: PushPayload,
    status: number | null,
  ): Promise<boolean> {
    const failures = await repository.countFailure(subscription.id);
    if (failures >= MAX_PUSH_FAILURES) {
      log.warn({ subscriptionId: subscription.id, failures }, 'a push subscription kept failing');
      await prune(subscription, payload, status);
      return true;
    }
    record(subscription.endpoint, payload, 'failed', status);
    return false;
  }

  async function markSent(subscription: PushSubscriptionRow, payload: PushPayload, status: number) {
    await repository.markSent(subscription.id, now());
    record(subscription.endpoint, payload, 'sent', status);
  }

  return { prune, countFailure, markSent };
}

/**
 * Delivers one push (spec 2 §3: the notification as the service worker shows it). 2xx: sent.
 * 401/403/404/410: the subscription is over, so it is deleted (pruned). 429, 5xx and network
 * failures: thrown, so the queue retries with back-off from 30 s (six retries, about half an hour
 * in all) before dead-lettering. Any other answer, or an address that is not a push service's,
 * refuses this push for good: counted and logged, not retried. Each failed attempt counts on the
 * subscription, and a success clears the count; MAX_PUSH_FAILURES in a row prune it. An endpoint
 * filed before the push services were restricted (PUSH_SERVICE_HOSTS) is pruned unsent.
 */
export function pushDeliveryJob(deps: DeliveryDeps): JobDefinition<PushJob> {
  const { repository, push, vapid, log } = deps;
  const outcomes = deliveryOutcomes(deps);

  /** Posts the push; its status, or null when the attempt failed for good (counted, logged). */
  async function post(subscription: PushSubscriptionRow, payload: PushPayload) {
    try {
      return await push.send(subscription, payload, vapid, {
        ttlSeconds: PUSH_TTL_SECONDS,
        timeoutMs: PUSH_TIMEOUT_MS,
      });
    } catch (error) {
      const isPruned = await outcomes.countFailure(subscription, payload, null);
      if (isPruned) return null;
      if (error instanceof PushAddressRefused) {
        log.warn(
          { subscriptionId: subscription.id, err: error },
          'a push endpoint resolved to a private address',
        );
        return null;
      }
      throw error;
    }
  }

  return {
    name: PUSH_DELIVERY_JOB,
    data: PushJob,
    retryLimit: 6,
    retryDelaySeconds: 30,
    pollingIntervalSeconds: 2,
    expireInSeconds: 120,
    async handler({ subscriptionId, payload }) {
      const subscription = await repository.subscriptionById(subscriptionId);
      // Unsubscribed, pruned, or consent withdrawn since it was queued.
      if (!subscription) return;
      const problem = push.endpointProblem(subscription.endpoint);
      if (problem) {
        log.warn({ subscriptionId, problem }, 'a push subscription is not a push service’s');
        await outcomes.prune(subscription, payload, null);
        return;
      }
      const status = await post(subscription, payload);
      if (status === null) return;
      if (status >= 200 && status < 300) {
        await outcomes.markSent(subscription, payload, status);
        return;
      }
      if (isSubscriptionGone(status)) {
        await outcomes.prune(subscription, payload, status);
        return;
      }
      if (await outcomes.countFailure(subscription, payload, status)) return;
      if (isRefusal(status)) {
        log.warn({ subscriptionId, status }, 'a push service refused a push');
        return;
      }
      throw new Error(`the push service answered ${status}`);
    },
  };
}
