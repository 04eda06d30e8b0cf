import type { Database } from '../../db/client.js';
import type { PaymentEvent } from '../../providers/payments/payments.types.js';
import type { Lifecycle } from './lifecycle.service.js';
import type { RenewalCharges } from './renewal-charges.service.js';
import { subscriptionsRepository as repo } from './subscriptions.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ProviderEventOutcome = 'applied' | 'ignored' | 'not-mine';

type ProviderEventsDeps = {
  db: Database;
  lifecycle: Lifecycle;
  renewalCharges: Pick<RenewalCharges, 'recordCharge'>;
  now: () => Date;
};

/** The cardholder cancelled the mandate at the provider: CANCELLED, with its e-mail. */
async function applyMandateCancel(
  deps: ProviderEventsDeps,
  tx: Database,
  providerId: string,
  event: Extract<PaymentEvent, { kind: 'mandate' }>,
): Promise<ProviderEventOutcome> {
  const subscription = UUID.test(event.reference)
    ? await repo.forUpdate(tx, event.reference)
    : undefined;
  if (!subscription || subscription.paymentSystem !== providerId) return 'not-mine';
  const cancelled = await deps.lifecycle.transition(
    tx,
    subscription,
    'cancelConfirmed',
    { cancelledAt: deps.now() },
    { eventId: event.eventId },
  );
  if (!cancelled) return 'ignored';
  await deps.lifecycle.notify(tx, cancelled, 'cancelled', { date: cancelled.endDate });
  return 'applied';
}

/** A subscription's charge refunded, or a renewal charge's outcome. */
async function applyChargeEvent(
  deps: ProviderEventsDeps,
  tx: Database,
  event: Exclude<PaymentEvent, { kind: 'mandate' }>,
): Promise<ProviderEventOutcome> {
  const charge = UUID.test(event.orderId)
    ? await repo.chargeOfReference(tx, event.orderId)
    : undefined;
  if (!charge) return 'not-mine';
  if (event.type === 'payment.refunded') {
    if (charge.status !== 'succeeded') return 'ignored';
    await repo.updateCharge(tx, charge.id, { status: 'refunded' });
    const subscription = await repo.forUpdate(tx, charge.subscriptionId);
    if (!subscription) return 'ignored';
    const refunded = await deps.lifecycle.transition(
      tx,
      subscription,
      'refunded',
      { nextRetryAt: null },
      { eventId: event.eventId, chargeId: charge.id },
    );
    return refunded ? 'applied' : 'ignored';
  }
  if (charge.status !== 'charging') return 'ignored';
  const result = await deps.renewalCharges.recordCharge(tx, charge.id, {
    status: event.status,
    paymentId: event.paymentId,
    failureReason: event.failureReason,
  });
  return result === 'skipped' ? 'ignored' : 'applied';
}

/** What a payment provider tells of subscriptions: mandates, refunds, renewal outcomes. */
export function createProviderEvents(deps: ProviderEventsDeps) {
  return {
    /**
     * A provider's event that is the subscriptions' (in the transaction that records the event
     * id, so a replay is dropped before it gets here): the cardholder cancelled the mandate, a
     * subscription's payment was refunded, a renewal charge's outcome. Events out of order are
     * no-ops: the state machine does not allow them.
     */
    applyProviderEvent: (
      tx: Database,
      providerId: string,
      event: PaymentEvent,
    ): Promise<ProviderEventOutcome> =>
      event.kind === 'mandate'
        ? applyMandateCancel(deps, tx, providerId, event)
        : applyChargeEvent(deps, tx, event),

    /** Whether a provider's reference names a subscription's charge (renewals are not orders). */
    isChargeReference: async (reference: string): Promise<boolean> =>
      UUID.test(reference) && (await repo.chargeById(deps.db, reference)) !== undefined,
  };
}
