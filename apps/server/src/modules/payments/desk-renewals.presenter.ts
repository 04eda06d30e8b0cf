import type { DeskRenewal, DeskSubscription } from '@parallax/core/contracts/desk-customers';
import { fromCents } from '@parallax/core/rules/price';
import type {
  DeskSubscriptionView,
  PaidRenewal,
} from '../subscriptions/subscriptions-desk.service.js';
import type { RefundRow } from './refunds.repository.js';

/**
 * A paid renewal charge as the desk shows it, with its refunds: what was given back (pending
 * refunds counted, as they are held) and what is left (nothing once the charge is refunded).
 */
function deskRenewalOf(renewal: PaidRenewal, refunds: readonly RefundRow[]): DeskRenewal {
  const own = refunds.filter((refund) => refund.chargeId === renewal.id);
  const refundedCents = own.reduce((total, refund) => total + refund.amountCents, 0);
  const leftCents =
    renewal.status === 'succeeded' ? Math.max(0, renewal.amountCents - refundedCents) : 0;
  return {
    id: renewal.id,
    periodIndex: renewal.periodIndex,
    amount: fromCents(renewal.amountCents),
    paidAt: renewal.paidAt.toISOString(),
    status: renewal.status,
    refunded: fromCents(refundedCents),
    refundable: fromCents(leftCents),
    refunds: own.map((refund) => ({
      id: refund.id,
      amount: fromCents(refund.amountCents),
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
      isSettled: refund.settledAt !== null,
    })),
  };
}

/** A subscription as the desk shows it, its renewals with their refunds (`refunds`: any rows). */
export const deskSubscriptionWithRefunds = (
  view: DeskSubscriptionView,
  refunds: readonly RefundRow[],
): DeskSubscription => ({
  ...view,
  renewals: view.renewals.map((renewal) => deskRenewalOf(renewal, refunds)),
});
