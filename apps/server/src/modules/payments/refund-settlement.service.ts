import { DomainError } from '@parallax/core/errors';
import type { Database } from '../../db/client.js';
import { PaymentRefused, type PaymentProvider } from '../../providers/payments/payments.types.js';
import type { AuditRecorder, DeskActor } from '../audit/audit.types.js';
import type { LibraryService } from '../library/library.service.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { auditedOrder } from './desk-orders.presenter.js';
import { ordersRepository, type OrderRow } from './orders.repository.js';
import { isOrderId } from './orders.rules.js';
import type { OrderLine } from './payments.schema.js';
import { refundsRepository as repo, type RefundRow } from './refunds.repository.js';

/** What settling a refund touches: the refunded lines' access, the audit log, the mandate. */
export type SettlementDeps = {
  db: Database;
  providers: ReadonlyMap<string, PaymentProvider>;
  ownership: Pick<OwnershipService, 'revokePurchase' | 'ownedIn'>;
  library: Pick<LibraryService, 'removePurchase'>;
  subscriptions: Pick<
    SubscriptionsService,
    'refundOrderTariff' | 'refundCharge' | 'lockedRenewal' | 'deskViewById'
  >;
  audit: AuditRecorder;
  now: () => Date;
  log: { warn: (object: object, message: string) => void };
};

/** The order, locked for the caller's transaction (404 TransactionNotFound when there is none). */
export async function lockedOrder(tx: Database, orderId: string): Promise<OrderRow> {
  const order = isOrderId(orderId) ? await ordersRepository.forUpdate(tx, orderId) : undefined;
  if (!order) throw new DomainError('TransactionNotFound', 'No such order');
  return order;
}

const idsOf = (lines: readonly OrderLine[], type: OrderLine['type']) =>
  lines.filter((line) => line.type === type).map((line) => line.id);

/**
 * The acquirer gave the money back: the refunded lines' access goes (packs and presales out of
 * the library, a tariff's subscription REFUNDED), the order REFUNDED once all of it is back, and
 * the audit row — one transaction, once (a refund settled already changes nothing: the desk's
 * answer and the acquirer's webhook may both settle it). The saved card whose mandate goes after
 * the commit.
 */
export async function settleRefund(deps: SettlementDeps, actor: DeskActor, refundId: string) {
  return deps.db.transaction(async (tx) => {
    const pending = await repo.forUpdate(tx, refundId);
    if (!pending?.orderId || pending.settledAt) return null;
    const order = await lockedOrder(tx, pending.orderId);
    const refund = (await repo.forUpdate(tx, refundId)) ?? pending;
    if (refund.settledAt) return null;
    const lines = order.lines.filter((line) => refund.itemIds.includes(line.id));
    const refunded = {
      contentPackIds: idsOf(lines, 'content'),
      presaleCategoryIds: idsOf(lines, 'presale'),
    };
    await deps.ownership.revokePurchase(tx, order.userId, refunded);
    const kept = await deps.ownership.ownedIn(tx, order.userId);
    await deps.library.removePurchase(tx, order.userId, refunded, kept);
    const mandate = lines.some((line) => line.type === 'tariff')
      ? await deps.subscriptions.refundOrderTariff(tx, order.id, { refundId: refund.id })
      : null;
    await repo.markSettled(tx, refund.id, deps.now());
    // REFUNDED once the acquirer confirmed all of it: a refund still pending does not count.
    const isAllBack = (await repo.settledCents(tx, order.id)) >= order.totalCents;
    const after = await ordersRepository.update(tx, order.id, {
      status: isAllBack ? 'REFUNDED' : order.status,
    });
    await deps.audit.record(tx, actor, {
      action: 'order.refund',
      entityType: 'order',
      entityId: order.id,
      // The order before this refund was counted in it.
      before: auditedOrder({ ...order, refundedCents: order.refundedCents - refund.amountCents }),
      after: {
        ...auditedOrder(after),
        refund: {
          id: refund.id,
          amountCents: refund.amountCents,
          itemIds: refund.itemIds,
          reason: refund.reason,
        },
      },
    });
    return mandate;
  });
}

/**
 * A settled tariff or renewal refund's mandate revoked at its acquirer (failing that, it stays:
 * logged); `reference` is the refunded order or charge.
 */
export async function cancelRefundedMandate(
  deps: SettlementDeps,
  reference: string,
  mandate: Awaited<ReturnType<typeof settleRefund>>,
) {
  if (!mandate) return;
  await deps.providers
    .get(mandate.paymentSystem)
    ?.cancelMandate(mandate.paymentMethodToken)
    .catch((error: unknown) => {
      deps.log.warn({ err: error, reference }, 'a refunded tariff’s mandate stays');
    });
}

/** A refund reserved on its order or charge, and the acquirer payment it is to be asked of. */
export type Reserved = { refund: RefundRow; provider: string; paymentId: string };

/**
 * Asks the acquirer for a reserved refund (outside any transaction): whether it answered that it
 * was made. A refusal releases the reservation as if it had never been made; a lost answer keeps
 * it, pending: the same refund id again, or the acquirer's refund webhook, finishes it.
 */
export async function askAcquirer(
  deps: SettlementDeps,
  { refund, provider, paymentId }: Reserved,
  release: (refund: RefundRow) => Promise<void>,
) {
  try {
    const acquirer = deps.providers.get(provider);
    if (!acquirer) throw new PaymentRefused(`no payment provider ${provider}`);
    await acquirer.refund({ paymentId, amountCents: refund.amountCents, refundId: refund.id });
    return true;
  } catch (error) {
    deps.log.warn(
      { err: error, orderId: refund.orderId, chargeId: refund.chargeId },
      'the acquirer did not refund',
    );
    if (!(error instanceof PaymentRefused)) return false;
    await release(refund);
    throw new DomainError(
      'ServiceUnavailable',
      'The acquirer refused the refund: nothing was changed',
    );
  }
}
