import { DomainError } from '@parallax/core/errors';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { paymentForUpdate, type PaymentRow } from './acquirer.repository.js';
import type { OutgoingWebhooks } from './outgoing-webhooks.service.js';
import { testAcquirerPayments, testAcquirerRefunds } from './test-acquirer.schema.js';

export type SettlementDeps = {
  db: Database;
  now: () => Date;
  webhooks: Pick<OutgoingWebhooks, 'enqueuePaymentEvent'>;
};

/** Moves a payment to its outcome and queues the webhook saying so; the updated row. */
export async function settle(
  { now, webhooks }: Omit<SettlementDeps, 'db'>,
  tx: Database,
  payment: PaymentRow,
  change: Partial<PaymentRow> & { status: PaymentRow['status'] },
): Promise<PaymentRow> {
  const [updated] = await tx
    .update(testAcquirerPayments)
    .set({ ...change, updatedAt: now() })
    .where(eq(testAcquirerPayments.id, payment.id))
    .returning();
  if (!updated) throw new DomainError('PaymentNotFound', 'No such payment');
  if (change.status === 'succeeded') {
    await webhooks.enqueuePaymentEvent(tx, updated, 'payment.succeeded');
  }
  if (change.status === 'failed' || change.status === 'canceled') {
    await webhooks.enqueuePaymentEvent(tx, updated, 'payment.failed');
  }
  return updated;
}

/** A refund's answer: the payment as it is after it, and whether this key had refunded before. */
export type RefundAnswer = { payment: PaymentRow; isReplay: boolean };

/**
 * Refunds part or all of a successful payment (never more than is left) and says so by webhook,
 * once per idempotency key: the same key again (a merchant that lost the answer) changes nothing
 * and answers the payment as it is; the same key for another payment or amount is refused.
 */
export async function refund(
  { db, now, webhooks }: SettlementDeps,
  input: { paymentId: string; amountCents: number; idempotencyKey: string },
): Promise<RefundAnswer> {
  const { paymentId, amountCents, idempotencyKey } = input;
  return db.transaction(async (tx) => {
    const payment = await paymentForUpdate(tx, paymentId);
    const [earlier] = await tx
      .select()
      .from(testAcquirerRefunds)
      .where(eq(testAcquirerRefunds.idempotencyKey, idempotencyKey));
    if (earlier) {
      if (earlier.paymentId !== paymentId || earlier.amountCents !== amountCents) {
        throw new DomainError('BadRequest', 'This idempotency key named another refund');
      }
      return { payment, isReplay: true };
    }
    if (payment.status !== 'succeeded') {
      throw new DomainError('BadRequest', 'Only a successful payment can be refunded');
    }
    if (!Number.isInteger(amountCents) || amountCents <= 0) {
      throw new DomainError('BadRequest', 'The refund must be a positive number of cents');
    }
    if (payment.refundedCents + amountCents > payment.amountCents) {
      throw new DomainError('BadRequest', 'The refund is more than what is left to refund');
    }
    await tx.insert(testAcquirerRefunds).values({ idempotencyKey, paymentId, amountCents });
    const [updated] = await tx
      .update(testAcquirerPayments)
      .set({ refundedCents: payment.refundedCents + amountCents, updatedAt: now() })
      .where(eq(testAcquirerPayments.id, payment.id))
      .returning();
    if (!updated) throw new DomainError('PaymentNotFound', 'No such payment');
    await webhooks.enqueuePaymentEvent(tx, updated, 'payment.refunded');
    return { payment: updated, isReplay: false };
  });
}
