import type { DeskOrder } from '@parallax/core/contracts/desk-customers';
import { fromCents } from '@parallax/core/rules/price';
import type { OrderRow } from './orders.repository.js';
import { isPaidOrder } from './orders.rules.js';
import type { RefundRow } from './refunds.repository.js';

/** An order as the desk's customer page shows it, with its refunds (spec 1 §3 Transaction). */
export function deskOrderOf(order: OrderRow, refunds: readonly RefundRow[]): DeskOrder {
  const own = refunds.filter((refund) => refund.orderId === order.id);
  const takenBack = new Set(own.filter((refund) => refund.settledAt).flatMap((r) => r.itemIds));
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    status: order.status as DeskOrder['status'],
    total: fromCents(order.totalCents),
    initialSum: fromCents(order.initialSumCents),
    refunded: fromCents(order.refundedCents),
    refundable: isPaidOrder(order) ? fromCents(order.totalCents - order.refundedCents) : 0,
    promo: order.promo && {
      code: order.promo.code,
      decrease: fromCents(order.promo.decreaseCents),
    },
    cardPan: order.cardPan,
    paymentSystem: order.provider,
    failureReason: order.failureReason,
    lines: order.lines.map((line) => ({
      id: line.id,
      type: line.type,
      title: line.title,
      finalSum: fromCents(line.finalSumCents),
      viaTrial: line.viaTrial,
      isRefunded: takenBack.has(line.id),
    })),
    refunds: own.map((refund) => ({
      id: refund.id,
      amount: fromCents(refund.amountCents),
      itemIds: refund.itemIds,
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
      isSettled: refund.settledAt !== null,
    })),
  };
}

/** What the audit log keeps of an order before and after a change. */
export const auditedOrder = (order: OrderRow) => ({
  status: order.status,
  totalCents: order.totalCents,
  refundedCents: order.refundedCents,
});
