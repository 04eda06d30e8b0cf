import { randomBytes } from 'node:crypto';
import { DomainError } from '@parallax/core/errors';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { testAcquirerManagementSessions } from './test-acquirer.schema.js';
import { testAcquirerPayments } from './test-acquirer.schema.js';
import { cancelConfirmedAt } from './test-cards.rules.js';

export type PaymentRow = typeof testAcquirerPayments.$inferSelect;
export type ManagementSessionRow = typeof testAcquirerManagementSessions.$inferSelect;

/** The acquirer's ids: a kind prefix (`tp` payment, `pm` saved card, `ms`, `evt`) and 24 hex. */
export const acquirerId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function paymentById(db: Database, paymentId: string): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(testAcquirerPayments)
    .where(eq(testAcquirerPayments.id, paymentId));
  if (!row) throw new DomainError('PaymentNotFound', 'No such payment');
  return row;
}

export async function paymentForUpdate(tx: Database, paymentId: string): Promise<PaymentRow> {
  const [row] = await tx
    .select()
    .from(testAcquirerPayments)
    .where(eq(testAcquirerPayments.id, paymentId))
    .for('update');
  if (!row) throw new DomainError('PaymentNotFound', 'No such payment');
  return row;
}

/** The payment that saved a card (its token's mandate), locked for the caller's change. */
export async function mandateForUpdate(
  tx: Database,
  paymentMethodToken: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(testAcquirerPayments)
    .where(eq(testAcquirerPayments.paymentMethodToken, paymentMethodToken))
    .for('update');
  return row;
}

/**
 * Marks a saved card's mandate cancelled: no charge on it after this. `mandateRevokedAt` is when
 * the acquirer confirms it (now, or later for the card that confirms cancels later); returned.
 */
export async function markMandateRevoked(
  tx: Database,
  mandate: PaymentRow,
  now: () => Date,
): Promise<Date> {
  const revokedAt = cancelConfirmedAt(mandate.cardPan, now());
  await tx
    .update(testAcquirerPayments)
    .set({ mandateRevokedAt: revokedAt, updatedAt: now() })
    .where(eq(testAcquirerPayments.id, mandate.id));
  return revokedAt;
}
