import type { DeskOrder } from '@parallax/core/contracts/desk-customers';
import { DomainError } from '@parallax/core/errors';
import { toCents } from '@parallax/core/rules/price';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from '../../providers/payments/payments.types.js';
import type { AuditRecorder, DeskActor } from '../audit/audit.types.js';
import type { AuthService } from '../auth/auth.service.js';
import type { LibraryService } from '../library/library.service.js';
import type { Mailer } from '../mail/mailer.service.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { auditedOrder, deskOrderOf } from './desk-orders.presenter.js';
import { ordersRepository, type OrderRow } from './orders.repository.js';
import { isOrderId } from './orders.rules.js';
import type { OrderLine } from './payments.schema.js';
import { receiptMailOf } from './receipts.service.js';
import { refundsRepository as repo, type RefundRow } from './refunds.repository.js';

type RefundsDeps = {
  db: Database;
  providers: ReadonlyMap<string, PaymentProvider>;
  ownership: Pick<OwnershipService, 'revokePurchase' | 'ownedIn'>;
  library: Pick<LibraryService, 'removePurchase'>;
  subscriptions: Pick<SubscriptionsService, 'refundOrderTariff'>;
  auth: Pick<AuthService, 'userById'>;
  mailer: Mailer;
  audit: AuditRecorder;
  publicUrl: string;
  now: () => Date;
  log: { warn: (object: object, message: string) => void };
};

type RefundInput = {
  refundId: string;
  itemIds: string[];
  amount?: number | undefined;
  reason: string;
};

/** A refund reserved on its order: the order as it was, and the refund's row. */
type Reserved = { before: OrderRow; refund: RefundRow };

const isPaid = (order: OrderRow) => order.status === 'SUCCESSFUL' || order.status === 'REFUNDED';

async function lockedOrder(tx: Database, orderId: string): Promise<OrderRow> {
  const order = isOrderId(orderId) ? await ordersRepository.forUpdate(tx, orderId) : undefined;
  if (!order) throw new DomainError('TransactionNotFound', 'No such order');
  return order;
}

/** The lines a refund names: each a line of the order not refunded before. */
async function chosenLines(tx: Database, order: OrderRow, itemIds: readonly string[]) {
  const taken = await repo.refundedItemIds(tx, order.id);
  const chosen = new Set(itemIds.map((id) => id.toLowerCase()));
  for (const id of chosen) {
    if (!order.lines.some((line) => line.id === id)) {
      throw new DomainError('BadRequest', `itemIds: ${id} is not a line of the order`);
    }
    if (taken.has(id)) throw new DomainError('BadRequest', `itemIds: ${id} was refunded already`);
  }
  return order.lines.filter((line) => chosen.has(line.id));
}

/**
 * The refund written before the acquirer is asked, under the order's lock: its amount counted in
 * `refunded_cents` at once, so a refund beside it cannot give back more than was paid and the
 * acquirer's webhook finds it recorded. null: this refund id was made before (answered as is).
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
      return null;
    }
    if (!isPaid(order) || !order.providerPaymentId) {
      throw new DomainError('OrderNotRefundable', 'Only a paid order can be refunded');
    }
    const lines = await chosenLines(tx, order, input.itemIds);
    const left = order.totalCents - order.refundedCents;
    const linesCents = lines.reduce((total, line) => total + line.finalSumCents, 0);
    const amountCents =
      input.amount === undefined ? Math.min(linesCents, left) : toCents(input.amount);
    if (amountCents > left) {
      throw new DomainError('RefundTooLarge', 'amount: more than what is left to refund');
    }
    if (amountCents <= 0) throw new DomainError('BadRequest', 'amount: nothing left to refund');
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
    return { before: order, refund };
  });
}

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

const idsOf = (lines: readonly OrderLine[], type: OrderLine['type']) =>
  lines.filter((line) => line.type === type).map((line) => line.id);

/**
 * The acquirer gave the money back: the refunded lines' access goes (packs and presales out of
 * the library, a tariff's subscription REFUNDED), the order REFUNDED once all of it is back, and
 * the audit row — one transaction. The saved card whose mandate goes after the commit.
 */
async function settle(deps: RefundsDeps, actor: DeskActor, { before, refund }: Reserved) {
  return deps.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, before.id);
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
      before: auditedOrder(before),
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

/** The order as the desk shows it now. */
async function deskOrder(deps: RefundsDeps, orderId: string): Promise<DeskOrder> {
  const order = await ordersRepository.byId(deps.db, orderId);
  if (!order) throw new DomainError('TransactionNotFound', 'No such order');
  return deskOrderOf(order, await repo.ofOrders(deps.db, [order.id]));
}

/**
 * A refund of a paid order (the desk, spec 1 §3 Transaction): reserved under the order's lock,
 * asked of the acquirer outside any transaction, then settled. The same refund id again answers
 * the order as it is, without asking the acquirer again.
 */
async function refundOrder(
  deps: RefundsDeps,
  actor: DeskActor,
  orderId: string,
  input: RefundInput,
): Promise<DeskOrder> {
  const reserved = await reserve(deps, actor, orderId, input);
  if (!reserved) return deskOrder(deps, orderId);
  const { before, refund } = reserved;
  const provider = deps.providers.get(before.provider);
  try {
    if (!provider) throw new Error(`no payment provider ${before.provider}`);
    await provider.refund({
      paymentId: before.providerPaymentId ?? '',
      amountCents: refund.amountCents,
    });
  } catch (error) {
    deps.log.warn({ err: error, orderId: before.id }, 'the acquirer did not refund');
    await release(deps, refund);
    throw new DomainError('ServiceUnavailable', 'The acquirer did not refund: nothing was changed');
  }
  const mandate = await settle(deps, actor, reserved);
  if (mandate) {
    await deps.providers
      .get(mandate.paymentSystem)
      ?.cancelMandate(mandate.paymentMethodToken)
      .catch((error: unknown) => {
        deps.log.warn({ err: error, orderId: before.id }, 'a refunded tariff’s mandate stays');
      });
  }
  return deskOrder(deps, orderId);
}

/** The receipt e-mail of a paid order, queued again, with its audit row. */
async function resendReceipt(deps: RefundsDeps, actor: DeskActor, orderId: string) {
  return deps.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (!isPaid(order)) throw new DomainError('OrderNotRefundable', 'The order was never paid');
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
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
