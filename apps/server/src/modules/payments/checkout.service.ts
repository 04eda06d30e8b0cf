import type {
  CheckoutEmailConfirmation,
  CheckoutResponse,
} from '@parallax/core/contracts/payments';
import { DomainError } from '@parallax/core/errors';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from '../../providers/payments/payments.types.js';
import type { AuthService, SignedIn } from '../auth/auth.service.js';
import { cartOfGuestRequest, type CartService } from '../cart/cart.service.js';
import type { Fulfilment } from './fulfilment.service.js';
import { placeOrder } from './order-placement.service.js';
import { ordersRepository as repo, type OrderRow } from './orders.repository.js';
import { tariffLineOf } from './orders.rules.js';
import type { CheckoutContext, CheckoutInput, PaymentMetrics } from './payments.types.js';
import { statusOf } from './transactions.presenter.js';

type CheckoutDeps = {
  db: Database;
  cart: CartService;
  auth: AuthService;
  providers: ReadonlyMap<string, PaymentProvider>;
  fulfilment: Fulfilment;
  publicUrl: string;
  now: () => Date;
  metrics: PaymentMetrics;
};

type CheckoutOutcome =
  | { signedIn: SignedIn | null; response: CheckoutResponse }
  | { signedIn: null; confirmation: CheckoutEmailConfirmation };

/** The provider of an enabled payment method and acquiring type. */
function checkMethod(
  { cart, providers }: CheckoutDeps,
  input: CheckoutInput,
  context: CheckoutContext,
): PaymentProvider {
  const method = cart
    .paymentMethods(context)
    .find((candidate) => candidate.paymentMethod === input.paymentMethod);
  if (!method?.isEnabled || !method.availableAcquiringTypes.includes(input.acquiringType)) {
    throw new DomainError('PaymentMethodUnavailable', 'This payment method is not available');
  }
  const provider = providers.get(input.acquiringType);
  if (!provider) throw new DomainError('PaymentMethodUnavailable', 'No such acquiring type');
  return provider;
}

/**
 * A guest gives an e-mail and is registered for the payment: signed in, or asked to confirm the
 * e-mail first (an address that has an account).
 */
async function registerGuest(
  { auth }: CheckoutDeps,
  input: CheckoutInput,
  context: CheckoutContext,
): Promise<SignedIn | { confirmation: CheckoutEmailConfirmation }> {
  if (!input.email) throw new DomainError('Unauthorized', 'An e-mail is needed to buy as a guest');
  if (!input.cart) throw new DomainError('BadRequest', 'The cart kept in the browser is required');
  // Nothing to buy: no account is made for it.
  if (cartOfGuestRequest(input.cart).items.length === 0) {
    throw new DomainError('CartEmpty', 'The cart is empty');
  }
  const buyer = await auth.registerForPayment(
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
    return { confirmation: { email: input.email, emailConfirmation: buyer.challenge } };
  }
  return buyer;
}

/**
 * spec 2 §2 payment return parameters: the transaction id, the target platform and the new
 * tariff id; the provider adds the success flag.
 */
function paymentResultUrl(order: OrderRow, context: CheckoutContext): string {
  const url = new URL('/payment-result', context.origin);
  url.searchParams.set('transactionId', order.id);
  url.searchParams.set('platform', context.platform);
  const tariff = tariffLineOf(order);
  if (tariff) url.searchParams.set('tariffId', tariff.id);
  return url.toString();
}

/** Opens the provider's hosted page for a pending order, once: a repeat reuses it. */
async function openHostedCheckout(
  { db, auth, publicUrl }: CheckoutDeps,
  order: OrderRow,
  provider: PaymentProvider,
  resultUrl: string,
): Promise<OrderRow> {
  if (order.redirectUrl) return order;
  const user = await auth.userById(db, order.userId);
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
    webhookUrl: `${publicUrl}/api/v1/payments/webhook/${provider.id}`,
  });
  return repo.update(db, order.id, {
    providerPaymentId: checkout.paymentId,
    redirectUrl: checkout.redirectUrl,
  });
}

/**
 * spec 1 §4 checkout. A guest gives an e-mail and is registered for the payment (signed in:
 * `signedIn` is set); the order is written, and the provider's hosted page opened for it.
 */
async function checkout(
  deps: CheckoutDeps,
  userId: string | null,
  input: CheckoutInput,
  context: CheckoutContext,
): Promise<CheckoutOutcome> {
  const provider = checkMethod(deps, input, context);
  let signedIn: SignedIn | null = null;
  if (userId === null) {
    const buyer = await registerGuest(deps, input, context);
    if ('confirmation' in buyer) return { signedIn: null, confirmation: buyer.confirmation };
    signedIn = buyer;
  }
  const buyerId = signedIn?.user.id ?? userId;
  if (!buyerId) throw new DomainError('Unauthorized', 'Sign in first');
  const placed = await placeOrder(deps, buyerId, input, provider, context);
  const resultUrl = paymentResultUrl(placed, context);
  // Nothing to pay: settled at once (a free trial refused fails, with its reason).
  if (placed.status !== 'PENDING') {
    const redirectUrl = `${resultUrl}&success=${placed.status === 'SUCCESSFUL'}`;
    return {
      signedIn,
      response: { transactionId: placed.id, status: statusOf(placed), redirectUrl },
    };
  }
  const order = await openHostedCheckout(deps, placed, provider, resultUrl);
  return {
    signedIn,
    response: {
      transactionId: order.id,
      status: statusOf(order),
      redirectUrl: order.redirectUrl ?? resultUrl,
    },
  };
}

export function createCheckoutService(deps: CheckoutDeps) {
  return {
    checkout: (userId: string | null, input: CheckoutInput, context: CheckoutContext) =>
      checkout(deps, userId, input, context),
  };
}
