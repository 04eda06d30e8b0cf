import { createHash } from 'node:crypto';
import type { GuestCartRequest } from '@parallax/core/contracts/cart';
import type { TokenConfirmation } from '@parallax/core/contracts/auth';
import type {
  CheckoutEmailConfirmation,
  CheckoutResponse,
  TransactionDto,
  TransactionStatus,
} from '@parallax/core/contracts/payments';
import { DomainError } from '@parallax/core/errors';
import type { Language, Platform } from '@parallax/core/platform';
import type { Cart } from '@parallax/core/rules/cart';
import { formatPrice, fromCents, toCents } from '@parallax/core/rules/price';
import type { Database } from '../../db/client.js';
import type { OrderLine, OrderPromo } from './payments.schema.js';
import type { AuthService, SignedIn } from '../auth/auth.service.js';
import { cartOfGuestRequest, type CartService } from '../cart/cart.service.js';
import type { Mailer } from '../mail/mailer.js';
import { receiptEmail } from '../mail/templates.js';
import { notices } from '../notifications/notifications.service.js';
import type { Notifier } from '../notifications/notifications.types.js';
import type { LibraryService } from '../library/library.service.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { ordersRepository as repo, type OrderRow } from './orders.repository.js';
import type { PaymentEvent, PaymentProvider, PaymentState } from './provider.js';

/** The provider interface, for the modules that charge saved cards and read provider events. */
export type { PaymentEvent, PaymentProvider } from './provider.js';

/** A second checkout of the same cart within this time reuses the pending order. */
const REUSE_PENDING_MS = 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `origin`: the address the checkout came from, where the payment page returns the buyer;
 * `requester`: who is asking (`http/requester.ts`), whose wrong e-mailed codes count against them.
 */
type Context = { language: Language; platform: Platform; origin: string; requester: string };

type CheckoutInput = {
  paymentMethod: 'card' | 'crypto' | 'paypal';
  acquiringType: string;
  cart?: GuestCartRequest | undefined;
  email?: string | undefined;
  confirmation?: TokenConfirmation | undefined;
  emailConsent: boolean;
  source?: string | undefined;
  clientId?: string | undefined;
  affiliateProgram?: string | undefined;
};

/** What payments report to the metrics (http/metrics.ts), so the service never sees prom-client. */
export type PaymentMetrics = {
  /** An order settled: paid (or free) and fulfilled, or failed. */
  orderSettled(outcome: 'fulfilled' | 'failed'): void;
  /** A provider's webhook: what applying it did (an `ApplyOutcome`), or `refused` (not verified). */
  webhookReceived(provider: string, outcome: ApplyOutcome | 'refused'): void;
};

export type ApplyOutcome =
  'fulfilled' | 'failed' | 'unchanged' | 'duplicate' | 'unknown-order' | 'applied' | 'ignored';

/** What the provider said of the money, as fulfilment records it (the card saved for renewals). */
type PaidWith = {
  cardPan: string | null;
  cardFingerprint: string | null;
  paymentMethodToken: string | null;
  providerPaymentId: string | null;
};
const NOTHING_PAID: PaidWith = {
  cardPan: null,
  cardFingerprint: null,
  paymentMethodToken: null,
  providerPaymentId: null,
};

/**
 * Failure reasons of an order whose money came but whose trial was refused (a trial is sold once
 * per customer and per card): nothing was granted and the payment went back whole. Such an order
 * stays FAILED whatever the provider says after.
 */
const VOIDED_TRIAL_REASONS: ReadonlySet<string> = new Set([
  'trial_already_used',
  'trial_card_used',
]);

/**
 * Those of `userIds` who paid for something (an operator's broadcast to buyers, which the command
 * line runs: it needs nothing of the service's dependencies).
 */
export async function buyerIdsAmong(
  executor: Database,
  userIds: readonly string[],
): Promise<Set<string>> {
  return new Set(await repo.buyersAmong(executor, userIds));
}

/**
 * Checkout, payment outcomes and transactions (spec 1 §3, §4, §6). An order is the priced cart,
 * written in one transaction; the provider's hosted page takes the money; its webhook (or a
 * status check when the webhook is late) settles the order. Fulfilment — ownership, presales,
 * the library, the paid tariff's record, the promo code's use, the cart, the account, the
 * receipt — is each owning module's service, called with the one transaction that moves the
 * order to SUCCESSFUL, so a repeated, late or out-of-order event changes nothing twice, and a
 * crash part-way leaves the order PENDING for the retry.
 */
export function createPaymentsService(deps: {
  db: Database;
  cart: CartService;
  ownership: OwnershipService;
  library: LibraryService;
  subscriptions: SubscriptionsService;
  providers: ReadonlyMap<string, PaymentProvider>;
  auth: AuthService;
  mailer: Mailer;
  notifier: Notifier;
  publicUrl: string;
  now: () => Date;
  log: { warn: (object: object, message: string) => void };
  metrics: PaymentMetrics;
}) {
  const { db, cart, providers, now } = deps;

  function providerFor(acquiringType: string): PaymentProvider {
    const provider = providers.get(acquiringType);
    if (!provider) throw new DomainError('PaymentMethodUnavailable', 'No such acquiring type');
    return provider;
  }

  function checkMethod(input: CheckoutInput, context: Context): PaymentProvider {
    const method = cart
      .paymentMethods(context)
      .find((candidate) => candidate.paymentMethod === input.paymentMethod);
    if (!method?.isEnabled || !method.availableAcquiringTypes.includes(input.acquiringType)) {
      throw new DomainError('PaymentMethodUnavailable', 'This payment method is not available');
    }
    return providerFor(input.acquiringType);
  }

  function orderLines(lines: Awaited<ReturnType<CartService['quote']>>['lines']): OrderLine[] {
    return lines.map(({ line, item }) => ({
      type: line.type,
      id: line.id,
      title: line.type === 'presale' ? (item.presaleCategoryName ?? item.title) : item.title,
      slug: item.slug,
      initialSumCents: line.initialSumCents,
      salePriceCents: line.salePriceCents,
      finalSumCents: line.finalSumCents,
      viaTrial: line.viaTrial,
      customPriceCents: line.customPriceCents,
      coveredByPresale: line.coveredByPresale,
      coveredByLifetimeSubscription: line.coveredByLifetimeSubscription,
      creator: item.creator,
      previews: item.previews,
      regularPriceCents: item.regularTariffPrice === null ? null : toCents(item.regularTariffPrice),
      trialDurationDays: item.trialDurationDays,
      durationDays: item.tariffDurationDays,
      isLifetime: item.isLifetimeTariff,
    }));
  }

  const fingerprintOf = (parts: unknown) =>
    createHash('sha256').update(JSON.stringify(parts)).digest('hex');

  /** Creates (or reuses) the order of the buyer's cart, in one transaction. */
  async function placeOrder(
    userId: string,
    input: CheckoutInput,
    provider: PaymentProvider,
    context: Context,
  ): Promise<OrderRow> {
    const user = await deps.auth.userById(db, userId);
    if (!user) throw new DomainError('Unauthorized', 'Sign in first');
    // spec 1 §4: an InitializedViaPayment user's cart is the guest-style one, sent along.
    const isGuestStyle = user.status === 'InitializedViaPayment';
    if (isGuestStyle && !input.cart) {
      throw new DomainError('BadRequest', 'The cart kept in the browser is required');
    }
    const source: Cart =
      isGuestStyle && input.cart ? cartOfGuestRequest(input.cart) : await cart.saved(userId);
    if (source.items.length === 0) throw new DomainError('CartEmpty', 'The cart is empty');
    await cart.checkItems(userId, source.items);
    // The source the buyer came from chooses the personal discount the banner promised (spec 1
    // §4); without one, a user's stored sign-up source.
    const marketingSource = input.source ?? (isGuestStyle ? input.cart?.source : undefined);
    const viewer = await cart.viewerOf(userId, {
      platform: context.platform,
      ...(marketingSource ? { source: marketingSource } : {}),
    });
    const quote = await cart.quote(source, viewer, context);
    const problem = quote.priced.promo?.problem;
    if (problem && problem !== 'PromoCodeNotApplicable') {
      throw new DomainError(problem, 'The promo code can no longer be used');
    }
    if (quote.lines.length === 0)
      throw new DomainError('CartEmpty', 'Nothing in the cart is on sale');
    const lines = orderLines(quote.lines);
    const promo: OrderPromo | null =
      quote.priced.promo && !quote.priced.promo.problem
        ? {
            code: quote.priced.promo.code,
            type: quote.priced.promo.type,
            value: quote.priced.promo.value,
            decreaseCents: quote.priced.promo.decreaseCents,
          }
        : null;
    const fingerprint = fingerprintOf({
      lines: lines.map((line) => [line.id, line.finalSumCents, line.viaTrial]),
      promo,
      total: quote.priced.resultingSumCents,
      method: [input.paymentMethod, input.acquiringType],
    });

    let isFree = false;
    const placed = await db.transaction(async (tx) => {
      // One checkout per buyer at a time: a second one waits, then finds the first's order.
      await deps.auth.lockUser(tx, userId);
      const since = new Date(now().getTime() - REUSE_PENDING_MS);
      const pending = await repo.pendingWithFingerprint(tx, userId, fingerprint, since);
      if (pending) return pending;
      const order = await repo.insert(tx, {
        userId,
        lines,
        promo,
        initialSumCents: quote.priced.initialSumCents,
        totalCents: quote.priced.resultingSumCents,
        paymentMethod: input.paymentMethod,
        acquiringType: input.acquiringType,
        provider: provider.id,
        cartFingerprint: fingerprint,
        fromServerCart: !isGuestStyle,
        language: context.language,
      });
      // Nothing to pay (covered items, a 100 % code): fulfilled at once, no provider involved.
      if (order.totalCents === 0) {
        const voided = await voidRefusedTrial(tx, order, NOTHING_PAID);
        if (voided) return voided;
        isFree = true;
        return (await fulfil(tx, order, NOTHING_PAID)).order;
      }
      return order;
    });
    if (isFree) deps.metrics.orderSettled('fulfilled');
    return placed;
  }

  /**
   * A trial in a paid order is sold once per customer and per card: refused (the account had a
   * subscription, or the card paid for a trial before), the order fails with the reason and
   * nothing of it is granted; the caller returns the money. null: the order may be fulfilled.
   */
  async function voidRefusedTrial(
    tx: Database,
    order: OrderRow,
    paidWith: PaidWith,
  ): Promise<OrderRow | null> {
    if (!order.lines.some((line) => line.type === 'tariff' && line.viaTrial)) return null;
    const reason = await deps.subscriptions.claimTrial(tx, {
      userId: order.userId,
      card: { provider: order.provider, cardFingerprint: paidWith.cardFingerprint },
      at: now(),
    });
    if (!reason) return null;
    deps.log.warn({ orderId: order.id, reason }, 'a trial refused after payment: refunded');
    return repo.update(tx, order.id, {
      status: 'FAILED',
      cardPan: paidWith.cardPan,
      failureReason: reason,
      completedAt: now(),
    });
  }

  /**
   * Everything a successful payment gives, in the caller's transaction; the updated order, and
   * whether its tariff was one the buyer already held (a second checkout paid: refunded).
   */
  async function fulfil(
    tx: Database,
    order: OrderRow,
    paidWith: PaidWith,
  ): Promise<{ order: OrderRow; duplicateTariffCents: number }> {
    const { cardPan } = paidWith;
    const at = now();
    const updated = await repo.update(tx, order.id, {
      status: 'SUCCESSFUL',
      cardPan,
      failureReason: null,
      completedAt: at,
    });
    const ids = (type: OrderLine['type']) =>
      order.lines.filter((line) => line.type === type).map((line) => line.id);
    const bought = { contentPackIds: ids('content'), presaleCategoryIds: ids('presale') };
    await deps.ownership.grantPurchase(tx, order.userId, bought);
    // spec 2 §3: what is bought is in the library at once (the receipt says so).
    await deps.library.addPurchase(tx, order.userId, bought);
    const tariff = order.lines.find((line) => line.type === 'tariff');
    let duplicateTariffCents = 0;
    if (tariff) {
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
        cardPan,
        cardFingerprint: paidWith.cardFingerprint,
        paymentMethodToken: paidWith.paymentMethodToken,
        providerPaymentId: paidWith.providerPaymentId,
      });
      if (activation === 'duplicate') duplicateTariffCents = tariff.finalSumCents;
    }
    await cart.recordPurchase(tx, {
      userId: order.userId,
      itemIds: order.lines.map((line) => line.id),
      promoCode: order.promo?.code ?? null,
      fromServerCart: order.fromServerCart,
    });
    await deps.auth.activateAfterPayment(tx, order.userId);
    const user = await deps.auth.userById(tx, order.userId);
    if (user) {
      const language = order.language === 'es' ? 'es' : 'en';
      const price = (cents: number) => formatPrice(fromCents(cents));
      await deps.mailer.send(
        receiptEmail(language, user.email, {
          orderId: order.id,
          lines: order.lines.map((line) => ({
            title: line.title,
            price: price(line.finalSumCents),
          })),
          promo: order.promo && {
            code: order.promo.code,
            amount: price(order.promo.decreaseCents),
          },
          total: price(order.totalCents),
          cardPan,
          libraryUrl: `${deps.publicUrl}/library`,
        }),
        tx,
      );
      // spec 2 §3: the notification center says so too (and a push, where consented).
      await deps.notifier.notify(tx, {
        userId: user.id,
        ...notices.purchase(order.id, order.lines),
      });
    }
    return { order: updated, duplicateTariffCents };
  }

  /**
   * Applies what the provider says of a payment: once per event id, and only forward — a
   * SUCCESSFUL order stays so whatever arrives after; a FAILED one still becomes SUCCESSFUL if
   * the money did arrive (events out of order).
   */
  async function apply(
    provider: PaymentProvider,
    state: PaymentState,
    event: { eventId: string; type: string } | null,
  ): Promise<ApplyOutcome> {
    const orderId = UUID.test(state.orderId) ? state.orderId : null;
    let refundCents = 0;
    const outcome = await db.transaction(async (tx): Promise<ApplyOutcome> => {
      const found = orderId ? await repo.forUpdate(tx, orderId) : undefined;
      const order = found?.provider === provider.id ? found : undefined;
      if (event) {
        const isNew = await repo.recordEvent(tx, {
          provider: provider.id,
          eventId: event.eventId,
          orderId: order?.id ?? null,
          type: event.type,
        });
        if (!isNew) return 'duplicate';
      }
      if (!order) {
        deps.log.warn(
          { orderId: state.orderId, provider: provider.id },
          'a payment event for no known order',
        );
        return 'unknown-order';
      }
      if (order.providerPaymentId && order.providerPaymentId !== state.paymentId) {
        deps.log.warn(
          { orderId: order.id, paymentId: state.paymentId },
          'a payment event for another checkout of an order',
        );
        return 'unchanged';
      }
      if (order.status === 'FAILED' && VOIDED_TRIAL_REASONS.has(order.failureReason ?? '')) {
        return 'unchanged';
      }
      if (state.status === 'succeeded' && order.status !== 'SUCCESSFUL') {
        if (state.amountCents !== order.totalCents) {
          deps.log.warn(
            { orderId: order.id, amountCents: state.amountCents },
            'a payment of the wrong amount',
          );
          await repo.update(tx, order.id, {
            status: 'FAILED',
            failureReason: 'amount_mismatch',
            completedAt: now(),
          });
          return 'failed';
        }
        if (!order.providerPaymentId)
          await repo.update(tx, order.id, { providerPaymentId: state.paymentId });
        const paidWith: PaidWith = {
          cardPan: state.cardPan,
          cardFingerprint: state.cardFingerprint,
          paymentMethodToken: state.paymentMethodToken,
          providerPaymentId: state.paymentId,
        };
        if (await voidRefusedTrial(tx, order, paidWith)) {
          refundCents = state.amountCents;
          return 'failed';
        }
        const fulfilled = await fulfil(tx, order, paidWith);
        refundCents = fulfilled.duplicateTariffCents;
        return 'fulfilled';
      }
      if (state.status === 'failed' && order.status === 'PENDING') {
        await repo.update(tx, order.id, {
          status: 'FAILED',
          cardPan: state.cardPan,
          failureReason: state.failureReason ?? 'declined',
          completedAt: now(),
        });
        return 'failed';
      }
      return 'unchanged';
    });
    if (outcome === 'fulfilled' || outcome === 'failed') deps.metrics.orderSettled(outcome);
    // A tariff the buyer already held (two checkouts paid at once), or a whole order whose trial
    // was refused: the money goes back. Once: the event is recorded in the transaction above,
    // and a refused trial's order never settles again.
    if (refundCents > 0) {
      await provider
        .refund({ paymentId: state.paymentId, amountCents: refundCents })
        .catch((err: unknown) => {
          deps.log.warn({ err, orderId: state.orderId }, 'a payment was not refunded');
        });
    }
    return outcome;
  }

  /**
   * A provider event that is the subscriptions' — a mandate cancelled at the provider, a refund,
   * a renewal charge's outcome (its reference is a charge, not an order) — applied once per event
   * id; null when it is an order's (apply).
   */
  async function applySubscriptionEvent(
    provider: PaymentProvider,
    event: PaymentEvent,
  ): Promise<ApplyOutcome | null> {
    const isMine =
      event.kind === 'mandate' ||
      event.type === 'payment.refunded' ||
      (await deps.subscriptions.isChargeReference(event.orderId));
    if (!isMine) return null;
    return db.transaction(async (tx) => {
      const reference = event.kind === 'mandate' ? event.reference : event.orderId;
      const order = UUID.test(reference) ? await repo.byId(tx, reference) : undefined;
      const isNew = await repo.recordEvent(tx, {
        provider: provider.id,
        eventId: event.eventId,
        orderId: order?.provider === provider.id ? order.id : null,
        type: event.type,
      });
      if (!isNew) return 'duplicate';
      const outcome = await deps.subscriptions.applyProviderEvent(tx, provider.id, event);
      return outcome === 'not-mine' ? 'unchanged' : outcome;
    });
  }

  /**
   * spec 2 §2 payment return parameters: the transaction id, the target platform and the new
   * tariff id; the provider adds the success flag.
   */
  function paymentResultUrl(order: OrderRow, context: Context): string {
    const url = new URL('/payment-result', context.origin);
    url.searchParams.set('transactionId', order.id);
    url.searchParams.set('platform', context.platform);
    const tariff = order.lines.find((line) => line.type === 'tariff');
    if (tariff) url.searchParams.set('tariffId', tariff.id);
    return url.toString();
  }

  function statusOf(order: OrderRow): TransactionStatus {
    if (order.status !== 'SUCCESSFUL') return order.status === 'FAILED' ? 'FAILED' : 'PENDING';
    return order.lines.some((line) => line.type === 'tariff' && line.viaTrial)
      ? 'TRIAL'
      : 'SUCCESSFUL';
  }

  function transactionOf(order: OrderRow): TransactionDto {
    const method = order.paymentMethod.toUpperCase() as TransactionDto['paymentMethod'];
    const tariff = order.lines.find((line) => line.type === 'tariff');
    return {
      id: order.id,
      createdAt: order.createdAt.toISOString(),
      orderId: order.id,
      paymentSystemOrderId: order.providerPaymentId,
      status: statusOf(order),
      totalSum: fromCents(order.totalCents),
      totalPrice: fromCents(order.totalCents),
      initialSum: fromCents(order.initialSumCents),
      cardPan: order.cardPan,
      paymentMethod: method,
      paymentType: method,
      acquiringType: order.acquiringType.toUpperCase(),
      paymentSystem: order.provider,
      failureReason: order.failureReason,
      promoCode: order.promo?.code ?? null,
      promoCodeData: order.promo && {
        type: order.promo.type,
        value: order.promo.type === 'FIXED' ? fromCents(order.promo.value) : order.promo.value,
        name: order.promo.code,
      },
      items: order.lines
        .filter((line) => line.type === 'content')
        .map((line) => ({
          id: line.id,
          title: line.title,
          slug: line.slug,
          previews: line.previews,
          creator: line.creator,
          price: fromCents(line.initialSumCents),
          initialSum: fromCents(line.initialSumCents),
          discountPrice: fromCents(line.finalSumCents),
          finalSum: fromCents(line.finalSumCents),
        })),
      presales: order.lines
        .filter((line) => line.type === 'presale')
        .map((line) => ({
          categoryId: line.id,
          name: line.title,
          price: fromCents(line.initialSumCents),
          finalPrice: fromCents(line.finalSumCents),
          discountPrice: fromCents(line.finalSumCents),
        })),
      subscription: tariff
        ? {
            tariffId: tariff.id,
            name: tariff.title,
            price: fromCents(tariff.initialSumCents),
            finalSum: fromCents(tariff.finalSumCents),
            discountPrice: fromCents(tariff.finalSumCents),
            rebillPrice: fromCents(tariff.regularPriceCents ?? tariff.salePriceCents),
            trialEndsAt:
              tariff.viaTrial && tariff.trialDurationDays !== null && order.completedAt
                ? new Date(
                    order.completedAt.getTime() + tariff.trialDurationDays * 86_400_000,
                  ).toISOString()
                : null,
          }
        : null,
    };
  }

  /** A renewal charge of a subscription, as the purchases list shows it. */
  function renewalTransactionOf({
    charge,
    subscription,
  }: Awaited<ReturnType<SubscriptionsService['renewalsOfUser']>>[number]): TransactionDto {
    const method = (
      subscription.paymentMethod ?? 'card'
    ).toUpperCase() as TransactionDto['paymentMethod'];
    const amount = fromCents(charge.amountCents);
    return {
      id: charge.id,
      createdAt: charge.createdAt.toISOString(),
      orderId: charge.id,
      paymentSystemOrderId: charge.providerPaymentId,
      status: charge.status === 'failed' ? 'FAILED' : 'SUCCESSFUL',
      totalSum: amount,
      totalPrice: amount,
      initialSum: amount,
      cardPan: subscription.cardPan,
      paymentMethod: method,
      paymentType: method,
      acquiringType: (subscription.acquiringType ?? '').toUpperCase(),
      paymentSystem: subscription.paymentSystem ?? '',
      failureReason: charge.failureReason,
      promoCode: null,
      promoCodeData: null,
      items: [],
      presales: [],
      subscription: {
        tariffId: subscription.tariffId,
        name: subscription.tariffName,
        price: amount,
        finalSum: amount,
        discountPrice: amount,
        rebillPrice: fromCents(subscription.renewalPriceCents),
        trialEndsAt: null,
      },
    };
  }

  return {
    /**
     * spec 2 §5 account deletion: the user's orders (and their payment events) go with the
     * account, in the deletion's transaction.
     */
    deleteOrdersOfUser: (tx: Database, userId: string) => repo.deleteOfUser(tx, userId),

    /**
     * spec 1 §4 checkout. A guest gives an e-mail and is registered for the payment (signed in:
     * `signedIn` is set); the order is written, and the provider's hosted page opened for it.
     */
    async checkout(
      userId: string | null,
      input: CheckoutInput,
      context: Context,
    ): Promise<
      | { signedIn: SignedIn | null; response: CheckoutResponse }
      | { signedIn: null; confirmation: CheckoutEmailConfirmation }
    > {
      const provider = checkMethod(input, context);
      let signedIn: SignedIn | null = null;
      if (userId === null) {
        if (!input.email)
          throw new DomainError('Unauthorized', 'An e-mail is needed to buy as a guest');
        if (!input.cart)
          throw new DomainError('BadRequest', 'The cart kept in the browser is required');
        // Nothing to buy: no account is made for it.
        if (cartOfGuestRequest(input.cart).items.length === 0) {
          throw new DomainError('CartEmpty', 'The cart is empty');
        }
        const buyer = await deps.auth.registerForPayment(
          {
            email: input.email,
            confirmation: input.confirmation,
            requester: context.requester,
            emailConsent: input.emailConsent,
            source: input.source,
            clientId: input.clientId,
            affiliateProgram: input.affiliateProgram,
          },
          context.language,
        );
        if (buyer.kind === 'confirm') {
          return {
            signedIn: null,
            confirmation: { email: input.email, emailConfirmation: buyer.challenge },
          };
        }
        signedIn = buyer;
      }
      const buyerId = signedIn?.user.id ?? userId;
      if (!buyerId) throw new DomainError('Unauthorized', 'Sign in first');
      let order = await placeOrder(buyerId, input, provider, context);
      const resultUrl = paymentResultUrl(order, context);
      // Nothing to pay: settled at once (a free trial refused fails, with its reason).
      if (order.status !== 'PENDING') {
        return {
          signedIn,
          response: {
            transactionId: order.id,
            status: statusOf(order),
            redirectUrl: `${resultUrl}&success=${order.status === 'SUCCESSFUL'}`,
          },
        };
      }
      if (!order.redirectUrl) {
        const user = await deps.auth.userById(db, buyerId);
        const checkout = await provider.createCheckout({
          orderId: order.id,
          amountCents: order.totalCents,
          currency: order.currency,
          description: order.lines
            .map((line) => line.title)
            .join(', ')
            .slice(0, 200),
          customerEmail: user?.email ?? '',
          returnUrl: resultUrl,
          webhookUrl: `${deps.publicUrl}/api/v1/payments/webhook/${provider.id}`,
        });
        order = await repo.update(db, order.id, {
          providerPaymentId: checkout.paymentId,
          redirectUrl: checkout.redirectUrl,
        });
      }
      return {
        signedIn,
        response: {
          transactionId: order.id,
          status: statusOf(order),
          redirectUrl: order.redirectUrl ?? resultUrl,
        },
      };
    },

    /** A webhook, verified by its provider, applied once. */
    async handleWebhook(
      providerId: string,
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<ApplyOutcome> {
      const provider = providers.get(providerId);
      if (!provider) throw new DomainError('NotFound', 'No such payment provider');
      let event: PaymentEvent;
      try {
        event = provider.verifyWebhook(rawBody, headers);
      } catch (error) {
        deps.metrics.webhookReceived(provider.id, 'refused');
        throw error;
      }
      const subscriptionOutcome = await applySubscriptionEvent(provider, event);
      const outcome =
        subscriptionOutcome !== null || event.kind !== 'payment'
          ? (subscriptionOutcome ?? 'unchanged')
          : await apply(provider, event, { eventId: event.eventId, type: event.type });
      deps.metrics.webhookReceived(provider.id, outcome);
      return outcome;
    },

    /**
     * One transaction of the user. A pending one is checked with the provider first, so the
     * result page settles even when the webhook is late.
     */
    async transaction(userId: string, orderId: string): Promise<TransactionDto> {
      let order = UUID.test(orderId) ? await repo.byId(db, orderId) : undefined;
      if (!order || order.userId !== userId) {
        throw new DomainError('TransactionNotFound', 'No such transaction');
      }
      const provider = providers.get(order.provider);
      if (order.status === 'PENDING' && order.providerPaymentId && provider) {
        const state = await provider.retrieve(order.providerPaymentId);
        if (state.status !== 'pending') {
          await apply(provider, state, null);
          order = (await repo.byId(db, order.id)) ?? order;
        }
      }
      return transactionOf(order);
    },

    /**
     * spec 1 §3 GET /api/v1/transaction/list: the user's settled orders and subscription
     * renewals (charged to the saved card, no order), newest first.
     */
    async list(userId: string): Promise<TransactionDto[]> {
      const [orders, renewals] = await Promise.all([
        repo.completed(db, userId),
        deps.subscriptions.renewalsOfUser(userId),
      ]);
      return [...orders.map(transactionOf), ...renewals.map(renewalTransactionOf)].sort((a, b) =>
        b.createdAt.localeCompare(a.createdAt),
      );
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
