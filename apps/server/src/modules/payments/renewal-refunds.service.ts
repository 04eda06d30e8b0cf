import type { DeskSubscription } from '@parallax/core/contracts/desk-customers';
import { DomainError } from '@parallax/core/errors';
import { toCents } from '@parallax/core/rules/price';
import type { Database } from '../../db/client.js';
import type { DeskActor } from '../audit/audit.types.js';
import type {
  DeskSubscriptionView,
  RenewalToRefund,
} from '../subscriptions/subscriptions-desk.service.js';
import { deskSubscriptionWithRefunds } from './desk-renewals.presenter.js';
import {
  askAcquirer,
  cancelRefundedMandate,
  type Reserved,
  type SettlementDeps,
} from './refund-settlement.service.js';
import { refundsRepository as repo, type RefundRow } from './refunds.repository.js';

type RenewalRefundInput = { refundId: string; amount?: number | undefined; reason: string };

/** The renewal charge, locked for the caller's transaction (404 when there is none). */
async function lockedCharge(deps: SettlementDeps, tx: Database, chargeId: string) {
  const charge = await deps.subscriptions.lockedRenewal(tx, chargeId);
  if (!charge) throw new DomainError('TransactionNotFound', 'No such renewal charge');
  return charge;
}

const reservedOf = (charge: RenewalToRefund, refund: RefundRow): Reserved => ({
  refund,
  provider: charge.paymentSystem ?? '',
  paymentId: charge.providerPaymentId ?? '',
});

/**
 * The refund written before the acquirer is asked, under the charge's lock, as an order's is
 * (refunds.service.ts): counted at once against what the charge paid, so a refund beside it
 * cannot give back more, and the acquirer's webhook finds it recorded. A refund id made before
 * is not made again: settled, it is answered as is (null); still being asked, it is asked again.
 */
async function reserve(
  deps: SettlementDeps,
  actor: DeskActor,
  chargeId: string,
  input: RenewalRefundInput,
): Promise<{ reserved: Reserved | null; subscriptionId: string }> {
  return deps.db.transaction(async (tx) => {
    const charge = await lockedCharge(deps, tx, chargeId);
    const answer = (reserved: Reserved | null) => ({
      reserved,
      subscriptionId: charge.subscriptionId,
    });
    const earlier = await repo.byId(tx, input.refundId);
    if (earlier) {
      if (earlier.chargeId !== charge.id) {
        throw new DomainError('BadRequest', 'refundId: this id names another refund');
      }
      return answer(earlier.settledAt ? null : reservedOf(charge, earlier));
    }
    if (!charge.isPaid || !charge.providerPaymentId || !charge.paymentSystem) {
      throw new DomainError('OrderNotRefundable', 'Only a paid renewal charge can be refunded');
    }
    // A charge the acquirer refunded by itself (its own dashboard) has nothing left.
    const left = charge.isRefunded
      ? 0
      : charge.amountCents - (await repo.recordedCents(tx, chargeId));
    const amountCents = input.amount === undefined ? left : toCents(input.amount);
    if (amountCents > left) {
      throw new DomainError('RefundTooLarge', 'amount: more than what is left to refund');
    }
    if (amountCents <= 0) throw new DomainError('BadRequest', 'amount: nothing left to refund');
    const refund = await repo.insert(tx, {
      id: input.refundId,
      chargeId: charge.id,
      userId: charge.userId,
      amountCents,
      reason: input.reason,
      actorId: actor.userId,
      createdAt: deps.now(),
    });
    return answer(reservedOf(charge, refund));
  });
}

/** The acquirer refused: the reservation goes, as if it had never been asked. */
async function release(deps: SettlementDeps, refund: RefundRow): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockedCharge(deps, tx, refund.chargeId ?? '');
    await repo.remove(tx, refund.id);
  });
}

/**
 * The acquirer gave a renewal's money back: the refund settled and, once all the charge paid is
 * back, the charge refunded and its subscription REFUNDED (access ends now); a part leaves both
 * as they are. With the audit row — one transaction, once (the desk's answer and the acquirer's
 * webhook may both settle it). The saved card whose mandate goes after the commit.
 */
export async function settleRenewalRefund(
  deps: SettlementDeps,
  actor: DeskActor,
  refundId: string,
) {
  return deps.db.transaction(async (tx) => {
    const pending = await repo.forUpdate(tx, refundId);
    if (!pending?.chargeId || pending.settledAt) return null;
    const charge = await lockedCharge(deps, tx, pending.chargeId);
    const refund = (await repo.forUpdate(tx, refundId)) ?? pending;
    if (refund.settledAt) return null;
    const settledBefore = (await repo.ofCharges(tx, [charge.id]))
      .filter((row) => row.settledAt)
      .reduce((total, row) => total + row.amountCents, 0);
    await repo.markSettled(tx, refund.id, deps.now());
    const refundedCents = settledBefore + refund.amountCents;
    const isFull = refundedCents >= charge.amountCents;
    const mandate = isFull
      ? await deps.subscriptions.refundCharge(tx, charge.id, { refundId: refund.id })
      : null;
    const status = charge.isRefunded ? 'refunded' : 'succeeded';
    const audited = { subscriptionId: charge.subscriptionId, amountCents: charge.amountCents };
    await deps.audit.record(tx, actor, {
      action: 'renewal.refund',
      entityType: 'subscription_charge',
      entityId: charge.id,
      before: { ...audited, status, refundedCents: settledBefore },
      after: {
        ...audited,
        status: isFull ? 'refunded' : status,
        refundedCents,
        refund: { id: refund.id, amountCents: refund.amountCents, reason: refund.reason },
      },
    });
    return mandate;
  });
}

/** Subscriptions as the desk shows them, each renewal with its refunds. */
async function withRenewalRefunds(
  db: Database,
  views: readonly DeskSubscriptionView[],
): Promise<DeskSubscription[]> {
  const chargeIds = views.flatMap((view) => view.renewals.map((renewal) => renewal.id));
  const refunds = await repo.ofCharges(db, chargeIds);
  return views.map((view) => deskSubscriptionWithRefunds(view, refunds));
}

/**
 * A refund of a paid renewal charge (the desk): reserved under the charge's lock, asked of the
 * subscription's acquirer outside any transaction, then settled; `isPending` when the acquirer's
 * answer was lost. Answers the charge's subscription as the desk shows it.
 */
async function refundRenewal(
  deps: SettlementDeps,
  actor: DeskActor,
  chargeId: string,
  input: RenewalRefundInput,
): Promise<{ subscription: DeskSubscription; isPending: boolean }> {
  const { reserved, subscriptionId } = await reserve(deps, actor, chargeId, input);
  const isMade = reserved
    ? await askAcquirer(deps, reserved, (refund) => release(deps, refund))
    : true;
  if (reserved && isMade) {
    const mandate = await settleRenewalRefund(deps, actor, reserved.refund.id);
    await cancelRefundedMandate(deps, chargeId, mandate);
  }
  const view = await deps.subscriptions.deskViewById(subscriptionId);
  if (!view) throw new DomainError('SubscriptionNotFound', 'No such subscription');
  const [subscription] = await withRenewalRefunds(deps.db, [view]);
  if (!subscription) throw new DomainError('SubscriptionNotFound', 'No such subscription');
  return { subscription, isPending: !isMade };
}

/** The desk's refunds of subscriptions' renewal charges. */
export function createRenewalRefunds(deps: SettlementDeps) {
  return {
    refundRenewal: (actor: DeskActor, chargeId: string, input: RenewalRefundInput) =>
      refundRenewal(deps, actor, chargeId, input),
    withRenewalRefunds: (views: readonly DeskSubscriptionView[]) =>
      withRenewalRefunds(deps.db, views),
  };
}
