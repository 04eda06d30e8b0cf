import { DomainError } from '@parallax/core/errors';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  acquirerId,
  mandateForUpdate,
  markMandateRevoked,
  type PaymentRow,
} from './acquirer.repository.js';
import { settle, type SettlementDeps } from './settlement.service.js';
import { testAcquirerPayments } from './test-acquirer.schema.js';

type ChargeInput = {
  paymentMethodToken: string;
  merchantReference: string;
  amountCents: number;
  currency: string;
  description: string;
};

/** A new payment on the card of `source`, not yet settled. */
async function insertCharge(
  tx: Database,
  source: PaymentRow,
  input: ChargeInput,
): Promise<PaymentRow> {
  const [created] = await tx
    .insert(testAcquirerPayments)
    .values({
      id: acquirerId('tp'),
      merchantReference: input.merchantReference,
      amountCents: input.amountCents,
      currency: input.currency,
      description: input.description,
      customerEmail: source.customerEmail,
      returnUrl: source.returnUrl,
      webhookUrl: source.webhookUrl,
      cardPan: source.cardPan,
      cardFingerprint: source.cardFingerprint,
    })
    .returning();
  if (!created) throw new DomainError('PaymentNotFound', 'The charge was not created');
  return created;
}

/**
 * Charges a card saved by an earlier successful payment: a new payment, settled at once. Once
 * per merchant reference (a repeated call answers the first charge); declined when the card
 * declines later charges or its mandate was revoked.
 */
async function chargeSaved(deps: SettlementDeps, input: ChargeInput): Promise<PaymentRow> {
  return deps.db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(testAcquirerPayments)
      .where(eq(testAcquirerPayments.paymentMethodToken, input.paymentMethodToken));
    if (!source) throw new DomainError('PaymentNotFound', 'No card saved under this token');
    const [existing] = await tx
      .select()
      .from(testAcquirerPayments)
      .where(eq(testAcquirerPayments.merchantReference, input.merchantReference));
    if (existing) return existing;
    const created = await insertCharge(tx, source, input);
    // The saved card's token is kept on the first payment; the charge carries the same card.
    if (source.mandateRevokedAt) {
      return settle(deps, tx, created, { status: 'failed', failureReason: 'mandate_revoked' });
    }
    if (source.declinesSavedCharges) {
      return settle(deps, tx, created, { status: 'failed', failureReason: 'card_declined' });
    }
    return settle(deps, tx, created, { status: 'succeeded' });
  });
}

/** Tests and development: whether later charges of a saved card are declined or approved. */
async function setSavedCardOutcome(
  { db, now }: SettlementDeps,
  paymentMethodToken: string,
  outcome: 'approve' | 'decline',
): Promise<void> {
  const updated = await db
    .update(testAcquirerPayments)
    .set({ declinesSavedCharges: outcome === 'decline', updatedAt: now() })
    .where(eq(testAcquirerPayments.paymentMethodToken, paymentMethodToken))
    .returning({ id: testAcquirerPayments.id });
  if (updated.length === 0) {
    throw new DomainError('PaymentNotFound', 'No card saved under this token');
  }
}

/**
 * Revokes a saved card's mandate: no charge on it after this. Revoking twice is harmless; the
 * answer is `pending` until the acquirer has confirmed it (test-cards.rules.ts).
 */
async function revokeMandate(
  { db, now }: SettlementDeps,
  paymentMethodToken: string,
): Promise<'confirmed' | 'pending'> {
  return db.transaction(async (tx) => {
    const mandate = await mandateForUpdate(tx, paymentMethodToken);
    if (!mandate) return 'confirmed';
    const revokedAt = mandate.mandateRevokedAt ?? (await markMandateRevoked(tx, mandate, now));
    return revokedAt.getTime() <= now().getTime() ? 'confirmed' : 'pending';
  });
}

/** Cards saved by a payment: charged again (renewals), switched to decline, revoked. */
export function createSavedCards(deps: SettlementDeps) {
  return {
    chargeSaved: (input: ChargeInput) => chargeSaved(deps, input),
    setSavedCardOutcome: (paymentMethodToken: string, outcome: 'approve' | 'decline') =>
      setSavedCardOutcome(deps, paymentMethodToken, outcome),
    revokeMandate: (paymentMethodToken: string) => revokeMandate(deps, paymentMethodToken),
  };
}
