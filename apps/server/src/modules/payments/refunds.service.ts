import type { DeskOrder } from '@parallax/core/contracts/desk-customers';
import { DomainError } from '@parallax/core/errors';
import { toCents } from '@parallax/core/rules/price';
import type { Database } from '../../db/client.js';
import type { DeskActor } from '../audit/audit.types.js';
import type { AuthService } from '../auth/auth.service.js';
import type { Mailer } from '../mail/mailer.service.js';
import { deskOrderOf } from './desk-orders.presenter.js';
import { ordersRepository, type OrderRow } from './orders.repository.js';
import { isOrderId, isPaidOrder } from './orders.rules.js';
import { receiptMailOf } from './receipts.service.js';
import {
  askAcquirer,
  cancelRefundedMandate,
  lockedOrder,
  settleRefund,
  type Reserved,
  type SettlementDeps,
} from './refund-settlement.service.js';
import { refundsRepository as repo, type RefundRow } from './refunds.repository.js';
import { settleRenewalRefund } from './renewal-refunds.service.js';
import { recordAcquirerRefund } from './acquirer-refunds.service.js';

type RefundsDeps = SettlementDeps & {
  auth: Pick<AuthService, 'userById'>;
  mailer: Mailer;
  publicUrl: string;
};

type RefundInput = {
  refundId: string;
  itemIds: string[];
  amount?: number | undefined;
  reason: string;
};

/**
 * The lines a refund names, each a line of the order not refunded before, and the lines no refund
 * took yet (`untaken`).
 */
async function chosenLines(tx: Database, order: OrderRow, itemIds: readonly string[]) {
  const taken = await repo.refundedItemIds(tx, order.id);
  const chosen = new Set(itemIds.map((id) => id.toLowerCase()));
  for (const id of chosen) {
    if (!order.lines.some((line) => line.id === id)) {
      throw new DomainError('BadRequest', `itemIds: ${id} is not a line of the order`);
    }
    if (taken.has(id)) throw new DomainError('BadRequest', `itemIds: ${id} was refunded already`);
  }
  return {
    lines: order.lines.filter((line) => chosen.has(line.id)),
    untaken: order.lines.filter((line) => !taken.has(line.id)),
  };
}

/**
 * The refund written before the acquirer is asked, under the order's lock: its amount counted in
 * `refunded_cents` at once, so a refund beside it cannot give back more than was paid and the
 * acquirer's webhook finds it recorded. A refund id made before is not made again: settled, it
 * is answered as is (null); still being asked (an answer lost, a process stopped), it is asked
 * again with the same id, which the acquirer refunds once.
 */
async function reserve(
  deps: RefundsDeps,
  actor: DeskActor,
  orderId: string,
  input: RefundInput,
): Promise<Reserved | null> {
  return deps.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    const earlier = await repo.byId(tx, input.refundId);
    if (earlier) {
      if (earlier.orderId !== order.id) {
        throw new DomainError('BadRequest', 'refundId: this id names a refund of another order');
      }
      return earlier.settledAt ? null : reservedOf(order, earlier);
    }
    if (!isPaidOrder(order) || !order.providerPaymentId) {
      throw new DomainError('OrderNotRefundable', 'Only a paid order can be refunded');
    }
    const { lines: chosen, untaken } = await chosenLines(tx, order, input.itemIds);
    const left = order.totalCents - order.refundedCents;
    const linesCents = chosen.reduce((total, line) => total + line.finalSumCents, 0);
    const amountCents =
      input.amount === undefined ? Math.min(linesCents, left) : toCents(input.amount);
    if (amountCents > left) {
      throw new DomainError('RefundTooLarge', 'amount: more than what is left to refund');
    }
    if (amountCents <= 0) throw new DomainError('BadRequest', 'amount: nothing left to refund');
    // All that is left given back takes back all that is left: no access stays paid for by nothing.
    const lines = amountCents === left ? untaken : chosen;
    const refund = await repo.insert(tx, {
      id: input.refundId,
      orderId: order.id,
      userId: order.userId,
      amountCents,
      itemIds: lines.map((line) => line.id),
      reason: input.reason,
      actorId: actor.userId,
      createdAt: deps.now(),
    });
    await ordersRepository.update(tx, order.id, {
      refundedCents: order.refundedCents + amountCents,
    });
    return reservedOf(order, refund);
  });
}

const reservedOf = (order: OrderRow, refund: RefundRow): Reserved => ({
  refund,
  provider: order.provider,
  paymentId: order.providerPaymentId ?? '',
});

/** The acquirer refused: the reservation goes, as if it had never been asked. */
async function release(deps: RefundsDeps, refund: RefundRow): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, refund.orderId ?? '');
    await repo.remove(tx, refund.id);
    await ordersRepository.update(tx, order.id, {
      refundedCents: order.refundedCents - refund.amountCents,
    });
  });
}

/** The order as the desk shows it now. */
async function deskOrder(deps: RefundsDeps, orderId: string): Promise<DeskOrder> {
  const order = await ordersRepository.byId(deps.db, orderId);
  if (!order) throw new DomainError('TransactionNotFound', 'No such order');
  return deskOrderOf(order, await repo.ofOrders(deps.db, [order.id]));
}

/**
 * A refund of a paid order (the desk, spec 1 §3 Transaction): reserved under the order's lock,
 * asked of the acquirer outside any transaction, then settled; `isPending` when the acquirer's
 * answer was lost (the refund held, shown pending). The same refund id again answers the order
 * as it is once settled, and asks again when it is pending.
 */
async function refundOrder(
  deps: RefundsDeps,
  actor: DeskActor,
  orderId: string,
  input: RefundInput,
): Promise<{ order: DeskOrder; isPending: boolean }> {
  const reserved = await reserve(deps, actor, orderId, input);
  const isMade = reserved
    ? await askAcquirer(deps, reserved, (refund) => release(deps, refund))
    : true;
  if (reserved && isMade) {
    await cancelRefundedMandate(deps, orderId, await settleRefund(deps, actor, reserved.refund.id));
  }
  return { order: await deskOrder(deps, orderId), isPending: !isMade };
}

/**
 * The acquirer says `refundedCents` in all went back of this order or renewal charge (its
 * reference): the refunds still being asked of it that the sum covers (oldest first) are settled
 * now, by the operator who asked for each.
 */
async function settleConfirmed(deps: RefundsDeps, reference: string, refundedCents: number) {
  const refunds = await repo.ofReference(deps.db, reference);
  let covered = refunds.reduce((sum, row) => sum + (row.settledAt ? row.amountCents : 0), 0);
  for (const refund of refunds.filter((row) => !row.settledAt)) {
    covered += refund.amountCents;
    if (covered > refundedCents) return;
    const operator = refund.actorId ? await deps.auth.userById(deps.db, refund.actorId) : null;
    // The operator who asked for it; none: the acquirer made it (its own dashboard).
    const email = operator?.email ?? (refund.actorId ? '' : 'payment provider');
    const actor = { userId: refund.actorId, email, roles: [] };
    const mandate = refund.chargeId
      ? await settleRenewalRefund(deps, actor, refund.id)
      : await settleRefund(deps, actor, refund.id);
    await cancelRefundedMandate(deps, reference, mandate);
  }
}

/** The receipt e-mail of a paid order, queued again, with its audit row. */
async function resendReceipt(deps: RefundsDeps, actor: DeskActor, orderId: string) {
  return deps.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (!isPaidOrder(order)) {
      throw new DomainError('OrderNotRefundable', 'The order was never paid');
    }
    const user = await deps.auth.userById(tx, order.userId);
    if (!user) throw new DomainError('UserNotFound', 'The buyer’s account is gone');
    await deps.mailer.send(
      receiptMailOf(order, user.email, { cardPan: order.cardPan, publicUrl: deps.publicUrl }),
      tx,
    );
    await deps.audit.record(tx, actor, {
      action: 'order.receipt',
      entityType: 'order',
      entityId: order.id,
      before: null,
      after: { to: user.email },
    });
    return { orderId: order.id, to: user.email };
  });
}

/** The desk's payments: refunds, receipts sent again, a customer's orders. */
export function createRefunds(deps: RefundsDeps) {
  return {
    refundOrder: (actor: DeskActor, orderId: string, input: RefundInput) =>
      refundOrder(deps, actor, orderId, input),
    resendReceipt: (actor: DeskActor, orderId: string) => resendReceipt(deps, actor, orderId),

    /** Every order of the customer with its refunds, newest first. */
    ordersOf: async (userId: string): Promise<DeskOrder[]> => {
      const orders = await repo.ordersOfUser(deps.db, userId);
      const refunds = await repo.ofOrders(
        deps.db,
        orders.map((order) => order.id),
      );
      return orders.map((order) => deskOrderOf(order, refunds));
    },

    /**
     * Whether the acquirer's refund of an order or charge (`refundedCents` in all, as it says) is
     * one a refund here recorded already: its webhook then changes nothing.
     */
    isRecorded: async (tx: Database, reference: string, refundedCents: number) =>
      isOrderId(reference) && (await repo.recordedCents(tx, reference)) >= refundedCents,

    /** A refund the acquirer made alone, recorded pending in its webhook's transaction. */
    recordAcquirerRefund: (tx: Database, reference: string, refundedCents: number) =>
      recordAcquirerRefund(deps, tx, reference, refundedCents),

    /**
     * The acquirer's refund webhook of an order or renewal charge: its refunds still being asked
     * settled.
     */
    settleConfirmed: (reference: string, refundedCents: number) =>
      settleConfirmed(deps, reference, refundedCents),
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
