import { DomainError } from '@parallax/core/errors';
import type { Database } from '../../db/client.js';
import type {
  PaymentEvent,
  PaymentProvider,
  PaymentState,
} from '../../providers/payments/payments.types.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { Fulfilment, PaidWith } from './fulfilment.service.js';
import { ordersRepository as repo, type OrderRow } from './orders.repository.js';
import { isOrderId, isVoidedTrial } from './orders.rules.js';
import type { ApplyOutcome, PaymentMetrics } from './payments.types.js';
import type { Refunds } from './refunds.service.js';

type EventsDeps = {
  db: Database;
  providers: ReadonlyMap<string, PaymentProvider>;
  subscriptions: SubscriptionsService;
  fulfilment: Fulfilment;
  refunds: Pick<Refunds, 'isRecorded' | 'recordAcquirerRefund' | 'settleConfirmed'>;
  now: () => Date;
  log: { warn: (object: object, message: string) => void };
  metrics: PaymentMetrics;
};

/** What applying a payment's state did, and what of the money goes back (0: nothing). */
type Applied = { outcome: ApplyOutcome; refundCents: number };
const kept = (outcome: ApplyOutcome): Applied => ({ outcome, refundCents: 0 });

/** The money of a pending (or failed) order arrived: fulfilled, unless the amount or trial is wrong. */
async function applySuccess(
  { fulfilment, now, log }: EventsDeps,
  tx: Database,
  order: OrderRow,
  state: PaymentState,
): Promise<Applied> {
  if (state.amountCents !== order.totalCents) {
    log.warn(
      { orderId: order.id, amountCents: state.amountCents },
      'a payment of the wrong amount',
    );
    await repo.update(tx, order.id, {
      status: 'FAILED',
      failureReason: 'amount_mismatch',
      completedAt: now(),
    });
    return kept('failed');
  }
  if (!order.providerPaymentId)
    await repo.update(tx, order.id, { providerPaymentId: state.paymentId });
  const paidWith: PaidWith = {
    cardPan: state.cardPan,
    cardFingerprint: state.cardFingerprint,
    paymentMethodToken: state.paymentMethodToken,
    providerPaymentId: state.paymentId,
  };
  if (await fulfilment.voidRefusedTrial(tx, order, paidWith)) {
    return { outcome: 'failed', refundCents: state.amountCents };
  }
  const fulfilled = await fulfilment.fulfil(tx, order, paidWith);
  return { outcome: 'fulfilled', refundCents: fulfilled.duplicateTariffCents };
}

/** A payment's state applied to its (locked) order, only forward. */
async function applyToOrder(
  deps: EventsDeps,
  tx: Database,
  order: OrderRow,
  state: PaymentState,
): Promise<Applied> {
  if (order.providerPaymentId && order.providerPaymentId !== state.paymentId) {
    deps.log.warn(
      { orderId: order.id, paymentId: state.paymentId },
      'a payment event for another checkout of an order',
    );
    return kept('unchanged');
  }
  if (isVoidedTrial(order)) return kept('unchanged');
  // Only forward: a paid order (SUCCESSFUL, or REFUNDED since) is never fulfilled again by a
  // late or redelivered success.
  if (state.status === 'succeeded' && (order.status === 'PENDING' || order.status === 'FAILED')) {
    return applySuccess(deps, tx, order, state);
  }
  if (state.status === 'failed' && order.status === 'PENDING') {
    await repo.update(tx, order.id, {
      status: 'FAILED',
      cardPan: state.cardPan,
      failureReason: state.failureReason ?? 'declined',
      completedAt: deps.now(),
    });
    return kept('failed');
  }
  return kept('unchanged');
}

/**
 * Applies what the provider says of a payment: once per event id, and only forward — a
 * SUCCESSFUL order stays so whatever arrives after; a FAILED one still becomes SUCCESSFUL if
 * the money did arrive (events out of order).
 */
async function apply(
  deps: EventsDeps,
  provider: PaymentProvider,
  state: PaymentState,
  event: { eventId: string; type: string } | null,
): Promise<ApplyOutcome> {
  const orderId = isOrderId(state.orderId) ? state.orderId : null;
  const { outcome, refundCents } = await deps.db.transaction(async (tx): Promise<Applied> => {
    const found = orderId ? await repo.forUpdate(tx, orderId) : undefined;
    const order = found?.provider === provider.id ? found : undefined;
    if (event) {
      const isNew = await repo.recordEvent(tx, {
        provider: provider.id,
        eventId: event.eventId,
        orderId: order?.id ?? null,
        type: event.type,
      });
      if (!isNew) return kept('duplicate');
    }
    if (!order) {
      deps.log.warn(
        { orderId: state.orderId, provider: provider.id },
        'a payment event for no known order',
      );
      return kept('unknown-order');
    }
    return applyToOrder(deps, tx, order, state);
  });
  if (outcome === 'fulfilled' || outcome === 'failed') deps.metrics.orderSettled(outcome);
  // A tariff the buyer already held (two checkouts paid at once), or a whole order whose trial
  // was refused: the money goes back. Once: the event is recorded in the transaction above,
  // and a refused trial's order never settles again; and the acquirer refunds a payment's own
  // key once, whatever happens here.
  if (refundCents > 0) {
    await provider
      .refund({
        paymentId: state.paymentId,
        amountCents: refundCents,
        refundId: `${state.paymentId}:returned`,
      })
      .catch((err: unknown) => {
        deps.log.warn({ err, orderId: state.orderId }, 'a payment was not refunded');
      });
  }
  return outcome;
}

/**
 * A provider event that is the subscriptions' — a mandate cancelled at the provider, a refund,
 * a renewal charge's outcome (its reference is a charge, not an order) — applied once per event
 * id; null when it is an order's (apply).
 */
async function applySubscriptionEvent(
  { db, subscriptions, refunds }: EventsDeps,
  provider: PaymentProvider,
  event: PaymentEvent,
): Promise<ApplyOutcome | null> {
  const isMine =
    event.kind === 'mandate' ||
    event.type === 'payment.refunded' ||
    (await subscriptions.isChargeReference(event.orderId));
  if (!isMine) return null;
  const outcome = await db.transaction(async (tx) => {
    const reference = event.kind === 'mandate' ? event.reference : event.orderId;
    const order = isOrderId(reference) ? await repo.byId(tx, reference) : undefined;
    const isNew = await repo.recordEvent(tx, {
      provider: provider.id,
      eventId: event.eventId,
      orderId: order?.provider === provider.id ? order.id : null,
      type: event.type,
    });
    if (!isNew) return 'duplicate';
    // A refund the desk made is told by the acquirer too: recorded once, by the desk; one made
    // at the acquirer alone is recorded now. Either is settled once this commits.
    if (event.kind === 'payment' && event.type === 'payment.refunded') {
      const isRecorded =
        (await refunds.isRecorded(tx, reference, event.refundedCents)) ||
        (await refunds.recordAcquirerRefund(tx, reference, event.refundedCents));
      if (isRecorded) return 'recorded-refund';
    }
    const applied = await subscriptions.applyProviderEvent(tx, provider.id, event);
    return applied === 'not-mine' ? 'unchanged' : applied;
  });
  // …and is the acquirer's word that it was made: one whose answer the desk never had is settled
  // now (again for a redelivered event, in case settling failed the first time: it is once).
  const isRefund = event.kind === 'payment' && event.type === 'payment.refunded';
  if (isRefund && (outcome === 'recorded-refund' || outcome === 'duplicate')) {
    await refunds.settleConfirmed(event.orderId, event.refundedCents);
  }
  return outcome === 'recorded-refund' ? 'unchanged' : outcome;
}

/**
 * A webhook, read and verified by its provider (the provider layer), then handed to the module
 * whose event it is: a subscription's to subscriptions, an order's applied here; once each.
 */
async function handleWebhook(
  deps: EventsDeps,
  providerId: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<ApplyOutcome> {
  const provider = deps.providers.get(providerId);
  if (!provider) throw new DomainError('NotFound', 'No such payment provider');
  let event: PaymentEvent;
  try {
    event = provider.verifyWebhook(rawBody, headers);
  } catch (error) {
    deps.metrics.webhookReceived(provider.id, 'refused');
    throw error;
  }
  const subscriptionOutcome = await applySubscriptionEvent(deps, provider, event);
  const outcome =
    subscriptionOutcome !== null || event.kind !== 'payment'
      ? (subscriptionOutcome ?? 'unchanged')
      : await apply(deps, provider, event, { eventId: event.eventId, type: event.type });
  deps.metrics.webhookReceived(provider.id, outcome);
  return outcome;
}

/** What providers tell of payments: their webhooks, and the states asked of them. */
export function createPaymentEvents(deps: EventsDeps) {
  return {
    apply: (
      provider: PaymentProvider,
      state: PaymentState,
      event: { eventId: string; type: string } | null,
    ) => apply(deps, provider, state, event),
    handleWebhook: (
      providerId: string,
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ) => handleWebhook(deps, providerId, rawBody, headers),
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
