import { and, asc, eq, isNull, lt, lte, min } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { acquirerId, type PaymentRow } from './acquirer.repository.js';
import { testAcquirerWebhooks } from './test-acquirer.schema.js';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature.rules.js';

/** Webhook retries back off from 1 s to an hour and stop after this many attempts (about a day). */
const MAX_ATTEMPTS = 30;
const retryDelayMs = (attempts: number) => Math.min(1000 * 2 ** (attempts - 1), 3_600_000);

export type WebhookDelivery = (request: {
  url: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<{ status: number }>;

type WebhookDeps = {
  db: Database;
  /** The webhook signing secret the merchant's side verifies with. */
  secret: string;
  now: () => Date;
  deliver: WebhookDelivery;
  onDeliveryError?: ((error: unknown) => void) | undefined;
};

/** Queues a webhook, in the transaction of the change it tells of. */
async function enqueueEvent(
  { now }: Pick<WebhookDeps, 'now'>,
  tx: Database,
  event: {
    type: string;
    url: string;
    paymentId: string | null;
    data: object;
    /** Sent no earlier than this (absent: now). */
    notBefore?: Date;
  },
): Promise<void> {
  const eventId = acquirerId('evt');
  const body = JSON.stringify({
    id: eventId,
    type: event.type,
    createdAt: now().toISOString(),
    data: event.data,
  });
  await tx.insert(testAcquirerWebhooks).values({
    id: eventId,
    paymentId: event.paymentId,
    url: event.url,
    body,
    nextAttemptAt: event.notBefore ?? now(),
  });
}

/** Queues the webhook for a payment's new state, in the transaction that changed it. */
async function enqueuePaymentEvent(
  deps: Pick<WebhookDeps, 'now'>,
  tx: Database,
  payment: PaymentRow,
  type: string,
): Promise<void> {
  await enqueueEvent(deps, tx, {
    type,
    url: payment.webhookUrl,
    paymentId: payment.id,
    data: {
      paymentId: payment.id,
      merchantReference: payment.merchantReference,
      status: payment.status,
      amountCents: payment.amountCents,
      refundedCents: payment.refundedCents,
      currency: payment.currency,
      cardPan: payment.cardPan,
      cardFingerprint: payment.cardFingerprint,
      paymentMethodToken: payment.paymentMethodToken,
      failureReason: payment.failureReason,
    },
  });
}

/** Posts one webhook, signed afresh; the error to record, or null when the merchant took it. */
async function attemptDelivery(
  { secret, now, deliver, onDeliveryError }: WebhookDeps,
  webhook: { url: string; body: string },
): Promise<string | null> {
  try {
    const response = await deliver({
      url: webhook.url,
      body: webhook.body,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(secret, webhook.body, now()),
      },
    });
    if (response.status < 200 || response.status > 299) return `HTTP ${response.status}`;
    return null;
  } catch (cause) {
    onDeliveryError?.(cause);
    return cause instanceof Error ? cause.message : String(cause);
  }
}

/** Delivers what is due; returns how many were delivered. One run at a time per process. */
async function runDeliveries(deps: WebhookDeps): Promise<number> {
  const { db, now } = deps;
  const due = await db
    .select()
    .from(testAcquirerWebhooks)
    .where(
      and(
        isNull(testAcquirerWebhooks.deliveredAt),
        lte(testAcquirerWebhooks.nextAttemptAt, now()),
        lt(testAcquirerWebhooks.attempts, MAX_ATTEMPTS),
      ),
    )
    .orderBy(asc(testAcquirerWebhooks.createdAt))
    .limit(50);
  let delivered = 0;
  for (const webhook of due) {
    const error = await attemptDelivery(deps, webhook);
    const attempts = webhook.attempts + 1;
    await db
      .update(testAcquirerWebhooks)
      .set(
        error === null
          ? { attempts, deliveredAt: now(), lastError: null }
          : {
              attempts,
              lastError: error.slice(0, 500),
              nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
            },
      )
      .where(eq(testAcquirerWebhooks.id, webhook.id));
    if (error === null) delivered += 1;
  }
  return delivered;
}

/** When the next undelivered webhook is due (null: none is waiting for another attempt). */
async function nextAttemptAt(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(testAcquirerWebhooks.nextAttemptAt) })
    .from(testAcquirerWebhooks)
    .where(
      and(
        isNull(testAcquirerWebhooks.deliveredAt),
        lt(testAcquirerWebhooks.attempts, MAX_ATTEMPTS),
      ),
    );
  return row?.at ?? null;
}

/**
 * The webhooks the acquirer owes the merchant: queued in the transaction of the change they tell
 * of, signed at each delivery, retried with back-off until the merchant answers 2xx.
 */
export function createOutgoingWebhooks(deps: WebhookDeps) {
  let delivering: Promise<number> | null = null;
  return {
    enqueueEvent: (tx: Database, event: Parameters<typeof enqueueEvent>[2]) =>
      enqueueEvent(deps, tx, event),
    enqueuePaymentEvent: (tx: Database, payment: PaymentRow, type: string) =>
      enqueuePaymentEvent(deps, tx, payment, type),

    /**
     * Sends the webhooks that are due. Overlapping calls share one run; a failed delivery is
     * retried later with back-off (at least once, never exactly once: the merchant deduplicates).
     */
    deliverDue: (): Promise<number> => {
      delivering ??= runDeliveries(deps).finally(() => {
        delivering = null;
      });
      return delivering;
    },

    nextAttemptAt: () => nextAttemptAt(deps.db),
  };
}

export type OutgoingWebhooks = ReturnType<typeof createOutgoingWebhooks>;
