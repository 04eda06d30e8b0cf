import type { Database } from '../../db/client.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CartService } from '../cart/cart.service.js';
import type { LibraryService } from '../library/library.service.js';
import type { Mailer } from '../mail/mailer.service.js';
import { notices } from '../notifications/notifications.presenter.js';
import type { Notifier } from '../notifications/notifications.types.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { ordersRepository as repo, type OrderRow } from './orders.repository.js';
import { tariffLineOf } from './orders.rules.js';
import type { OrderLine } from './payments.schema.js';
import { receiptMailOf } from './receipts.service.js';

/** What the provider said of the money, as fulfilment records it (the card saved for renewals). */
export type PaidWith = {
  cardPan: string | null;
  cardFingerprint: string | null;
  paymentMethodToken: string | null;
  providerPaymentId: string | null;
};

export const NOTHING_PAID: PaidWith = {
  cardPan: null,
  cardFingerprint: null,
  paymentMethodToken: null,
  providerPaymentId: null,
};

type FulfilmentDeps = {
  cart: CartService;
  ownership: OwnershipService;
  library: LibraryService;
  subscriptions: SubscriptionsService;
  auth: AuthService;
  mailer: Mailer;
  notifier: Notifier;
  publicUrl: string;
  now: () => Date;
  log: { warn: (object: object, message: string) => void };
};

/**
 * A trial in a paid order is sold once per customer and per card: refused (the account had a
 * subscription, or the card paid for a trial before), the order fails with the reason and
 * nothing of it is granted; the caller returns the money. null: the order may be fulfilled.
 */
async function voidRefusedTrial(
  deps: FulfilmentDeps,
  tx: Database,
  order: OrderRow,
  paidWith: PaidWith,
): Promise<OrderRow | null> {
  if (!order.lines.some((line) => line.type === 'tariff' && line.viaTrial)) return null;
  const reason = await deps.subscriptions.claimTrial(tx, {
    userId: order.userId,
    card: { provider: order.provider, cardFingerprint: paidWith.cardFingerprint },
    at: deps.now(),
  });
  if (!reason) return null;
  deps.log.warn({ orderId: order.id, reason }, 'a trial refused after payment: refunded');
  return repo.update(tx, order.id, {
    status: 'FAILED',
    cardPan: paidWith.cardPan,
    failureReason: reason,
    completedAt: deps.now(),
  });
}

/**
 * The order's paid tariff as the buyer's subscription, with the card saved for renewals; the
 * cents to refund when the buyer already held it (a second checkout paid), else 0.
 */
async function activateTariff(
  deps: FulfilmentDeps,
  tx: Database,
  order: OrderRow,
  paidWith: PaidWith,
): Promise<number> {
  const tariff = tariffLineOf(order);
  if (!tariff) return 0;
  const activation = await deps.subscriptions.activate(tx, {
    userId: order.userId,
    orderId: order.id,
    tariffId: tariff.id,
    tariffName: tariff.title,
    viaTrial: tariff.viaTrial,
    finalSumCents: tariff.finalSumCents,
    durationDays: tariff.durationDays,
    isLifetime: tariff.isLifetime,
    trialDurationDays: tariff.trialDurationDays,
    regularPriceCents: tariff.regularPriceCents,
    provider: order.provider,
    acquiringType: order.acquiringType,
    paymentMethod: order.paymentMethod,
    language: order.language,
    cardPan: paidWith.cardPan,
    cardFingerprint: paidWith.cardFingerprint,
    paymentMethodToken: paidWith.paymentMethodToken,
    providerPaymentId: paidWith.providerPaymentId,
  });
  return activation === 'duplicate' ? tariff.finalSumCents : 0;
}

/** The receipt by e-mail, and the same news in the notification center. */
async function sendReceipt(
  deps: FulfilmentDeps,
  tx: Database,
  order: OrderRow,
  cardPan: string | null,
): Promise<void> {
  const user = await deps.auth.userById(tx, order.userId);
  if (!user) return;
  await deps.mailer.send(
    receiptMailOf(order, user.email, { cardPan, publicUrl: deps.publicUrl }),
    tx,
  );
  // spec 2 §3: the notification center says so too (and a push, where consented).
  await deps.notifier.notify(tx, {
    userId: user.id,
    ...notices.purchase(order.id, order.lines),
  });
}

/**
 * Everything a successful payment gives, in the caller's transaction; the updated order, and
 * whether its tariff was one the buyer already held (a second checkout paid: refunded).
 */
async function fulfil(
  deps: FulfilmentDeps,
  tx: Database,
  order: OrderRow,
  paidWith: PaidWith,
): Promise<{ order: OrderRow; duplicateTariffCents: number }> {
  const { cardPan } = paidWith;
  const updated = await repo.markPaid(tx, order.id, deps.now(), { cardPan });
  const ids = (type: OrderLine['type']) =>
    order.lines.filter((line) => line.type === type).map((line) => line.id);
  const bought = { contentPackIds: ids('content'), presaleCategoryIds: ids('presale') };
  await deps.ownership.grantPurchase(tx, order.userId, bought);
  // spec 2 §3: what is bought is in the library at once (the receipt says so).
  await deps.library.addPurchase(tx, order.userId, bought);
  const duplicateTariffCents = await activateTariff(deps, tx, order, paidWith);
  await deps.cart.recordPurchase(tx, {
    userId: order.userId,
    itemIds: order.lines.map((line) => line.id),
    promoCode: order.promo?.code ?? null,
    fromServerCart: order.fromServerCart,
  });
  await deps.auth.activateAfterPayment(tx, order.userId);
  await sendReceipt(deps, tx, order, cardPan);
  return { order: updated, duplicateTariffCents };
}

/**
 * Fulfilment — ownership, presales, the library, the paid tariff's record, the promo code's use,
 * the cart, the account, the receipt — is each owning module's service, called with the one
 * transaction that moves the order to SUCCESSFUL, so a repeated, late or out-of-order event
 * changes nothing twice, and a crash part-way leaves the order PENDING for the retry.
 */
export function createFulfilment(deps: FulfilmentDeps) {
  return {
    fulfil: (tx: Database, order: OrderRow, paidWith: PaidWith) =>
      fulfil(deps, tx, order, paidWith),
    voidRefusedTrial: (tx: Database, order: OrderRow, paidWith: PaidWith) =>
      voidRefusedTrial(deps, tx, order, paidWith),
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
