import { DomainError } from '@parallax/core/errors';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from '../../providers/payments/payments.types.js';
import type { AuditRecorder, DeskActor } from '../audit/audit.types.js';
import type { LibraryService } from '../library/library.service.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { auditedOrder } from './desk-orders.presenter.js';
import { ordersRepository, type OrderRow } from './orders.repository.js';
import { isOrderId } from './orders.rules.js';
import type { OrderLine } from './payments.schema.js';
import { refundsRepository as repo } from './refunds.repository.js';

/** What settling a refund touches: the refunded lines' access, the audit log, the mandate. */
export type SettlementDeps = {
  db: Database;
  providers: ReadonlyMap<string, PaymentProvider>;
  ownership: Pick<OwnershipService, 'revokePurchase' | 'ownedIn'>;
  library: Pick<LibraryService, 'removePurchase'>;
  subscriptions: Pick<SubscriptionsService, 'refundOrderTariff'>;
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
    const after = await ordersRepository.update(tx, order.id, {
      status: order.refundedCents >= order.totalCents ? 'REFUNDED' : order.status,
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

/** A settled tariff refund's mandate revoked at its acquirer (failing that, it stays: logged). */
export async function cancelRefundedMandate(
  deps: SettlementDeps,
  orderId: string,
  mandate: Awaited<ReturnType<typeof settleRefund>>,
) {
  if (!mandate) return;
  await deps.providers
    .get(mandate.paymentSystem)
    ?.cancelMandate(mandate.paymentMethodToken)
    .catch((error: unknown) => {
      deps.log.warn({ err: error, orderId }, 'a refunded tariff’s mandate stays');
    });
}
