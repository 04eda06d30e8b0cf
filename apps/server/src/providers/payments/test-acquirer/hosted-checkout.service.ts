import { createHmac } from 'node:crypto';
import { DomainError } from '@parallax/core/errors';
import { eq } from 'drizzle-orm';
import {
  acquirerId,
  paymentById,
  paymentForUpdate,
  type PaymentRow,
} from './acquirer.repository.js';
import { settle, type SettlementDeps } from './settlement.service.js';
import { testAcquirerPayments } from './test-acquirer.schema.js';
import { cardProblems, TEST_CARDS, type CardInput, type CardProblem } from './test-cards.rules.js';

type CheckoutDeps = SettlementDeps & {
  /** Keys the cards' fingerprints (the webhook signing secret). */
  secret: string;
  publicUrl: string;
};

type CardOutcome =
  { next: 'return'; url: string } | { next: 'confirm' } | { next: 'form'; problems: CardProblem[] };

/**
 * The card's fingerprint, as card processors give it to a merchant: the same number always
 * gives the same value, and a keyed hash reveals nothing of the number.
 */
function fingerprintOf(secret: string, digits: string): string {
  const hash = createHmac('sha256', secret).update(`card-fingerprint:${digits}`).digest();
  return `fp_${hash.toString('base64url').slice(0, 24)}`;
}

const isOpen = (payment: PaymentRow) =>
  payment.status === 'open' || payment.status === 'requires_confirmation';

export function returnUrlOf(payment: PaymentRow): string {
  const url = new URL(payment.returnUrl);
  url.searchParams.set('success', String(payment.status === 'succeeded'));
  return url.toString();
}

/** Idempotent per merchant reference: the same order gets the same checkout. */
async function createCheckout(
  { db, publicUrl }: CheckoutDeps,
  input: {
    merchantReference: string;
    amountCents: number;
    currency: string;
    description: string;
    customerEmail: string;
    returnUrl: string;
    webhookUrl: string;
  },
): Promise<{ paymentId: string; redirectUrl: string }> {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
    throw new DomainError('BadRequest', 'The amount must be a positive number of cents');
  }
  await db
    .insert(testAcquirerPayments)
    .values({ id: acquirerId('tp'), ...input })
    .onConflictDoNothing({ target: testAcquirerPayments.merchantReference });
  const [row] = await db
    .select()
    .from(testAcquirerPayments)
    .where(eq(testAcquirerPayments.merchantReference, input.merchantReference));
  if (!row) throw new DomainError('PaymentNotFound', 'The checkout was not created');
  return {
    paymentId: row.id,
    redirectUrl: `${publicUrl}/test-acquirer/checkout/${row.id}`,
  };
}

/**
 * The hosted page's form. A valid test card settles the payment (or asks for confirmation);
 * the answer says where the buyer goes next, or which fields are wrong.
 */
async function submitCard(
  deps: CheckoutDeps,
  paymentId: string,
  card: CardInput,
): Promise<CardOutcome> {
  const { db, now } = deps;
  const problems = cardProblems(card, now());
  if (problems.length > 0) return { next: 'form', problems };
  const digits = card.number.replace(/[\s-]/g, '');
  return db.transaction(async (tx) => {
    const payment = await paymentForUpdate(tx, paymentId);
    if (!isOpen(payment)) return { next: 'return', url: returnUrlOf(payment) };
    // spec 1 §3, spec 2 §3: a card is shown by its last 6 digits.
    const cardPan = digits.slice(-6);
    const cardFingerprint = fingerprintOf(deps.secret, digits);
    if (digits === TEST_CARDS.confirms) {
      await tx
        .update(testAcquirerPayments)
        .set({ status: 'requires_confirmation', cardPan, cardFingerprint, updatedAt: now() })
        .where(eq(testAcquirerPayments.id, payment.id));
      return { next: 'confirm' };
    }
    const settled =
      digits === TEST_CARDS.approves ||
      digits === TEST_CARDS.approvesMastercard ||
      digits === TEST_CARDS.declinesLater ||
      digits === TEST_CARDS.refundAnswerLost ||
      digits === TEST_CARDS.confirmsCancelLater
        ? await settle(deps, tx, payment, {
            status: 'succeeded',
            cardPan,
            cardFingerprint,
            paymentMethodToken: acquirerId('pm'),
            declinesSavedCharges: digits === TEST_CARDS.declinesLater,
          })
        : await settle(deps, tx, payment, {
            status: 'failed',
            cardPan,
            cardFingerprint,
            failureReason: digits === TEST_CARDS.declines ? 'card_declined' : 'unknown_card',
          });
    return { next: 'return', url: returnUrlOf(settled) };
  });
}

/** The confirmation step of the third test card: the cardholder approves or refuses. */
async function confirm(deps: CheckoutDeps, paymentId: string, isApproved: boolean) {
  return deps.db.transaction(async (tx) => {
    const payment = await paymentForUpdate(tx, paymentId);
    if (payment.status !== 'requires_confirmation') return returnUrlOf(payment);
    const settled = await settle(
      deps,
      tx,
      payment,
      isApproved
        ? { status: 'succeeded', paymentMethodToken: acquirerId('pm') }
        : { status: 'failed', failureReason: 'authentication_failed' },
    );
    return returnUrlOf(settled);
  });
}

/** The buyer leaves the hosted page without paying. */
async function cancel(deps: CheckoutDeps, paymentId: string): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const payment = await paymentForUpdate(tx, paymentId);
    if (!isOpen(payment)) return returnUrlOf(payment);
    return returnUrlOf(
      await settle(deps, tx, payment, { status: 'canceled', failureReason: 'canceled' }),
    );
  });
}

/** The acquirer's hosted checkout: a page per payment, its card form, confirmation and cancel. */
export function createHostedCheckout(deps: CheckoutDeps) {
  return {
    createCheckout: (input: Parameters<typeof createCheckout>[1]) => createCheckout(deps, input),
    payment: (paymentId: string): Promise<PaymentRow> => paymentById(deps.db, paymentId),
    submitCard: (paymentId: string, card: CardInput) => submitCard(deps, paymentId, card),
    confirm: (paymentId: string, isApproved: boolean): Promise<string> =>
      confirm(deps, paymentId, isApproved),
    cancel: (paymentId: string) => cancel(deps, paymentId),
    returnUrlOf,
  };
}
