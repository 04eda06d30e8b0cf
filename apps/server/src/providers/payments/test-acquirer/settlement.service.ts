import { DomainError } from '@parallax/core/errors';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { paymentForUpdate, type PaymentRow } from './acquirer.repository.js';
import type { OutgoingWebhooks } from './outgoing-webhooks.service.js';
import { testAcquirerPayments } from './test-acquirer.schema.js';

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

/** Refunds part or all of a successful payment (never more than is left) and says so by webhook. */
export async function refund(
  { db, now, webhooks }: SettlementDeps,
  paymentId: string,
  amountCents: number,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const payment = await paymentForUpdate(tx, paymentId);
    if (payment.status !== 'succeeded') {
      throw new DomainError('BadRequest', 'Only a successful payment can be refunded');
    }
    if (!Number.isInteger(amountCents) || amountCents <= 0) {
      throw new DomainError('BadRequest', 'The refund must be a positive number of cents');
    }
    if (payment.refundedCents + amountCents > payment.amountCents) {
      throw new DomainError('BadRequest', 'The refund is more than what is left to refund');
    }
    const [updated] = await tx
      .update(testAcquirerPayments)
      .set({ refundedCents: payment.refundedCents + amountCents, updatedAt: now() })
      .where(eq(testAcquirerPayments.id, payment.id))
      .returning();
    if (!updated) throw new DomainError('PaymentNotFound', 'No such payment');
    await webhooks.enqueuePaymentEvent(tx, updated, 'payment.refunded');
    return updated;
  });
}
