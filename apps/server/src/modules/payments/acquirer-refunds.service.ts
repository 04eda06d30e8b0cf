import type { Database } from '../../db/client.js';
import { ordersRepository } from './orders.repository.js';
import { isOrderId, isPaidOrder } from './orders.rules.js';
import type { SettlementDeps } from './refund-settlement.service.js';
import { refundsRepository as repo } from './refunds.repository.js';

/** The reason of a refund the acquirer made without the desk (the audit log's and the desk's). */
const ACQUIRER_REFUND_REASON = 'Refunded at the payment provider';

/**
 * A refund the acquirer told of that no refund here made (one made at the acquirer's own
 * dashboard): the part not recorded yet is recorded now, in the webhook's transaction, as a
 * refund still pending — counted against the order or renewal charge at once, so the acquirer's
 * word settles it right after the commit as it settles the desk's (the lines' access, REFUNDED
 * once all is back, the audit row), and the sales figures count it. All that was left given back
 * takes back every line not refunded yet. Whether one was recorded.
 */
export async function recordAcquirerRefund(
  deps: Pick<SettlementDeps, 'subscriptions' | 'now'>,
  tx: Database,
  reference: string,
  refundedCents: number,
): Promise<boolean> {
  if (!isOrderId(reference)) return false;
  const unrecorded = refundedCents - (await repo.recordedCents(tx, reference));
  if (unrecorded <= 0) return false;
  const common = { reason: ACQUIRER_REFUND_REASON, actorId: null, createdAt: deps.now() };
  const order = await ordersRepository.forUpdate(tx, reference);
  if (order) {
    const left = order.totalCents - order.refundedCents;
    const amountCents = Math.min(unrecorded, left);
    if (!isPaidOrder(order) || amountCents <= 0) return false;
    const taken = await repo.refundedItemIds(tx, order.id);
    const lines = amountCents === left ? order.lines.filter((line) => !taken.has(line.id)) : [];
    await repo.insert(tx, {
      ...common,
      orderId: order.id,
      userId: order.userId,
      amountCents,
      itemIds: lines.map((line) => line.id),
    });
    await ordersRepository.update(tx, order.id, {
      refundedCents: order.refundedCents + amountCents,
    });
    return true;
  }
  const charge = await deps.subscriptions.lockedRenewal(tx, reference);
  if (!charge?.isPaid) return false;
  const amountCents = Math.min(unrecorded, charge.amountCents);
  await repo.insert(tx, { ...common, chargeId: charge.id, userId: charge.userId, amountCents });
  return true;
}
