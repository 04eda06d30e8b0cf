import { createHash } from 'node:crypto';
import { DomainError } from '@parallax/core/errors';
import type { Cart } from '@parallax/core/rules/cart';
import { toCents } from '@parallax/core/rules/price';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from '../../providers/payments/payments.types.js';
import type { AuthService } from '../auth/auth.service.js';
import { cartOfGuestRequest, type CartService } from '../cart/cart.service.js';
import { NOTHING_PAID, type Fulfilment } from './fulfilment.service.js';
import { ordersRepository as repo, type OrderRow } from './orders.repository.js';
import type { OrderLine, OrderPromo } from './payments.schema.js';
import type { CheckoutContext, CheckoutInput, PaymentMetrics } from './payments.types.js';

/** A second checkout of the same cart within this time reuses the pending order. */
const REUSE_PENDING_MS = 60 * 60 * 1000;

type PlacementDeps = {
  db: Database;
  cart: CartService;
  auth: AuthService;
  fulfilment: Fulfilment;
  now: () => Date;
  metrics: PaymentMetrics;
};

type Quote = Awaited<ReturnType<CartService['quote']>>;

/** The buyer's cart, priced: the order's lines, promo, sums and the fingerprint of it all. */
type PricedOrder = {
  lines: OrderLine[];
  promo: OrderPromo | null;
  initialSumCents: number;
  totalCents: number;
  cartFingerprint: string;
};

function orderLines(lines: Quote['lines']): OrderLine[] {
  return lines.map(({ line, item }) => ({
    type: line.type,
    id: line.id,
    // A presale is named by its category's title ("Sport — Season One"), never its slug.
    title: item.title,
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

/** The cart being bought: the saved one, or (spec 1 §4) the browser's for a guest-style user. */
async function cartToBuy(
  { db, cart, auth }: PlacementDeps,
  userId: string,
  input: CheckoutInput,
): Promise<{ source: Cart; isGuestStyle: boolean }> {
  const user = await auth.userById(db, userId);
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
  return { source, isGuestStyle };
}

/** Prices the cart as the buyer sees it; refuses a promo code that can no longer be used. */
async function priceOrder(
  { cart }: PlacementDeps,
  userId: string,
  input: CheckoutInput,
  context: CheckoutContext,
  { source, isGuestStyle }: { source: Cart; isGuestStyle: boolean },
): Promise<PricedOrder> {
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
  const cartFingerprint = fingerprintOf({
    lines: lines.map((line) => [line.id, line.finalSumCents, line.viaTrial]),
    promo,
    total: quote.priced.resultingSumCents,
    method: [input.paymentMethod, input.acquiringType],
  });
  const { initialSumCents, resultingSumCents: totalCents } = quote.priced;
  return { lines, promo, initialSumCents, totalCents, cartFingerprint };
}

/** Creates (or reuses) the order of the buyer's cart, in one transaction. */
export async function placeOrder(
  deps: PlacementDeps,
  userId: string,
  input: CheckoutInput,
  provider: PaymentProvider,
  context: CheckoutContext,
): Promise<OrderRow> {
  const { db, now, fulfilment } = deps;
  const bought = await cartToBuy(deps, userId, input);
  const priced = await priceOrder(deps, userId, input, context, bought);
  let isFree = false;
  const placed = await db.transaction(async (tx) => {
    // One checkout per buyer at a time: a second one waits, then finds the first's order.
    await deps.auth.lockUser(tx, userId);
    const since = new Date(now().getTime() - REUSE_PENDING_MS);
    const pending = await repo.pendingWithFingerprint(tx, userId, priced.cartFingerprint, since);
    if (pending) return pending;
    const order = await repo.insert(tx, {
      userId,
      ...priced,
      paymentMethod: input.paymentMethod,
      acquiringType: input.acquiringType,
      provider: provider.id,
      fromServerCart: !bought.isGuestStyle,
      language: context.language,
      // Dated by the billing clock, as renewals are: the purchases list orders them together.
      createdAt: now(),
    });
    // Nothing to pay (covered items, a 100 % code): fulfilled at once, no provider involved.
    if (order.totalCents === 0) {
      const voided = await fulfilment.voidRefusedTrial(tx, order, NOTHING_PAID);
      if (voided) return voided;
      isFree = true;
      return (await fulfilment.fulfil(tx, order, NOTHING_PAID)).order;
    }
    return order;
  });
  if (isFree) deps.metrics.orderSettled('fulfilled');
  return placed;
}
