import { createHmac, randomBytes } from 'node:crypto';
import { DomainError } from '@parallax/core/errors';
import { and, asc, eq, isNull, lt, lte, min } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  testAcquirerManagementSessions,
  testAcquirerPayments,
  testAcquirerWebhooks,
} from './test-acquirer.schema.js';
import { signWebhook } from '../webhook-signature.js';

/**
 * The test cards of the hosted page (the numbers card processors use for testing): two approve
 * (a Visa and a Mastercard: two cards of one cardholder, each with its own fingerprint), one is
 * declined, one needs the cardholder to confirm the payment first (3-D Secure), and one pays the
 * first time but declines every later charge of the saved card (a renewal that fails).
 */
export const TEST_CARDS = {
  approves: '4242424242424242',
  approvesMastercard: '5555555555554444',
  declines: '4000000000000002',
  confirms: '4000002760003184',
  declinesLater: '4000000000000341',
} as const;

/** The header the acquirer signs its webhooks in. */
export const SIGNATURE_HEADER = 'parallax-test-acquirer-signature';

/** Webhook retries back off from 1 s to an hour and stop after this many attempts (about a day). */
const MAX_ATTEMPTS = 30;
const retryDelayMs = (attempts: number) => Math.min(1000 * 2 ** (attempts - 1), 3_600_000);

export type PaymentRow = typeof testAcquirerPayments.$inferSelect;
export type ManagementSessionRow = typeof testAcquirerManagementSessions.$inferSelect;
export type WebhookDelivery = (request: {
  url: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<{ status: number }>;

export type CardInput = { number: string; expiry: string; cvc: string; name: string };

/** Why a card form is refused (shown on the hosted page). */
export type CardProblem = 'number' | 'expiry' | 'cvc' | 'name';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Luhn check: what a card number's last digit is for. */
function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardProblems(card: CardInput, now: Date): CardProblem[] {
  const problems: CardProblem[] = [];
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !isLuhnValid(digits)) problems.push('number');
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const isPast =
    year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
  if (!expiry || month < 1 || month > 12 || isPast) problems.push('expiry');
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.push('cvc');
  if (card.name.trim().length === 0 || card.name.length > 100) problems.push('name');
  return problems;
}

/**
 * A complete stand-in for a card acquirer, for local use and tests: hosted checkouts, test cards,
 * 3-D Secure style confirmation, saved-card charges, refunds, and signed webhooks delivered at
 * least once (retried with back-off until the merchant answers 2xx). It keeps its own tables and
 * talks to the merchant's side only through redirects and webhooks, as a real acquirer would.
 */
export function createTestAcquirer({
  db,
  secret,
  publicUrl,
  now,
  deliver,
  onDeliveryError,
}: {
  db: Database;
  /** The webhook signing secret the merchant's side verifies with. */
  secret: string;
  publicUrl: string;
  now: () => Date;
  deliver: WebhookDelivery;
  onDeliveryError?: (error: unknown) => void;
}) {
  let delivering: Promise<number> | null = null;

  /**
   * The card's fingerprint, as card processors give it to a merchant: the same number always
   * gives the same value, and a keyed hash reveals nothing of the number.
   */
  function fingerprintOf(digits: string): string {
    const hash = createHmac('sha256', secret).update(`card-fingerprint:${digits}`).digest();
    return `fp_${hash.toString('base64url').slice(0, 24)}`;
  }

  async function paymentForUpdate(tx: Database, paymentId: string): Promise<PaymentRow> {
    const [row] = await tx
      .select()
      .from(testAcquirerPayments)
      .where(eq(testAcquirerPayments.id, paymentId))
      .for('update');
    if (!row) throw new DomainError('PaymentNotFound', 'No such payment');
    return row;
  }

  /** Queues a webhook, in the transaction of the change it tells of. */
  async function enqueueEvent(
    tx: Database,
    event: { type: string; url: string; paymentId: string | null; data: object },
  ): Promise<void> {
    const eventId = id('evt');
    const body = JSON.stringify({
      id: eventId,
      type: event.type,
      createdAt: now().toISOString(),
      data: event.data,
    });
    await tx.insert(testAcquirerWebhooks).values({
      id: eventId,
      paymentId: event.paymentId,
      url: event.url,
      body,
      nextAttemptAt: now(),
    });
  }

  /** Queues the webhook for a payment's new state, in the transaction that changed it. */
  async function enqueue(tx: Database, payment: PaymentRow, type: string): Promise<void> {
    await enqueueEvent(tx, {
      type,
      url: payment.webhookUrl,
      paymentId: payment.id,
      data: {
        paymentId: payment.id,
        merchantReference: payment.merchantReference,
        status: payment.status,
        amountCents: payment.amountCents,
        refundedCents: payment.refundedCents,
        currency: payment.currency,
        cardPan: payment.cardPan,
        cardFingerprint: payment.cardFingerprint,
        paymentMethodToken: payment.paymentMethodToken,
        failureReason: payment.failureReason,
      },
    });
  }

  /** The payment that saved a card (its token's mandate), locked for the caller's change. */
  async function mandateForUpdate(
    tx: Database,
    paymentMethodToken: string,
  ): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(testAcquirerPayments)
      .where(eq(testAcquirerPayments.paymentMethodToken, paymentMethodToken))
      .for('update');
    return row;
  }

  /** Moves a payment to its outcome and queues the webhook saying so; the updated row. */
  async function settle(
    tx: Database,
    payment: PaymentRow,
    change: Partial<PaymentRow> & { status: PaymentRow['status'] },
  ): Promise<PaymentRow> {
    const [updated] = await tx
      .update(testAcquirerPayments)
      .set({ ...change, updatedAt: now() })
      .where(eq(testAcquirerPayments.id, payment.id))
      .returning();
    if (!updated) throw new DomainError('PaymentNotFound', 'No such payment');
    if (change.status === 'succeeded') await enqueue(tx, updated, 'payment.succeeded');
    if (change.status === 'failed' || change.status === 'canceled') {
      await enqueue(tx, updated, 'payment.failed');
    }
    return updated;
  }

  const isOpen = (payment: PaymentRow) =>
    payment.status === 'open' || payment.status === 'requires_confirmation';

  function returnUrlOf(payment: PaymentRow): string {
    const url = new URL(payment.returnUrl);
    url.searchParams.set('success', String(payment.status === 'succeeded'));
    return url.toString();
  }

  /** Delivers what is due; returns how many were delivered. One run at a time per process. */
  async function runDeliveries(): Promise<number> {
    const due = await db
      .select()
      .from(testAcquirerWebhooks)
      .where(
        and(
          isNull(testAcquirerWebhooks.deliveredAt),
          lte(testAcquirerWebhooks.nextAttemptAt, now()),
          lt(testAcquirerWebhooks.attempts, MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(testAcquirerWebhooks.createdAt))
      .limit(50);
    let delivered = 0;
    for (const webhook of due) {
      let error: string | null = null;
      try {
        const response = await deliver({
          url: webhook.url,
          body: webhook.body,
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signWebhook(secret, webhook.body, now()),
          },
        });
        if (response.status < 200 || response.status > 299) error = `HTTP ${response.status}`;
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause);
        onDeliveryError?.(cause);
      }
      const attempts = webhook.attempts + 1;
      await db
        .update(testAcquirerWebhooks)
        .set(
          error === null
            ? { attempts, deliveredAt: now(), lastError: null }
            : {
                attempts,
                lastError: error.slice(0, 500),
                nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
              },
        )
        .where(eq(testAcquirerWebhooks.id, webhook.id));
      if (error === null) delivered += 1;
    }
    return delivered;
  }

  return {
    /** Idempotent per merchant reference: the same order gets the same checkout. */
    async createCheckout(input: {
      merchantReference: string;
      amountCents: number;
      currency: string;
      description: string;
      customerEmail: string;
      returnUrl: string;
      webhookUrl: string;
    }): Promise<{ paymentId: string; redirectUrl: string }> {
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
        throw new DomainError('BadRequest', 'The amount must be a positive number of cents');
      }
      await db
        .insert(testAcquirerPayments)
        .values({ id: id('tp'), ...input })
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
    },

    async payment(paymentId: string): Promise<PaymentRow> {
      const [row] = await db
        .select()
        .from(testAcquirerPayments)
        .where(eq(testAcquirerPayments.id, paymentId));
      if (!row) throw new DomainError('PaymentNotFound', 'No such payment');
      return row;
    },

    /**
     * The hosted page's form. A valid test card settles the payment (or asks for confirmation);
     * the answer says where the buyer goes next, or which fields are wrong.
     */
    async submitCard(
      paymentId: string,
      card: CardInput,
    ): Promise<
      | { next: 'return'; url: string }
      | { next: 'confirm' }
      | { next: 'form'; problems: CardProblem[] }
    > {
      const problems = cardProblems(card, now());
      if (problems.length > 0) return { next: 'form', problems };
      const digits = card.number.replace(/[\s-]/g, '');
      return db.transaction(async (tx) => {
        const payment = await paymentForUpdate(tx, paymentId);
        if (!isOpen(payment)) return { next: 'return', url: returnUrlOf(payment) };
        // spec 1 §3, spec 2 §3: a card is shown by its last 6 digits.
        const cardPan = digits.slice(-6);
        const cardFingerprint = fingerprintOf(digits);
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
          digits === TEST_CARDS.declinesLater
            ? await settle(tx, payment, {
                status: 'succeeded',
                cardPan,
                cardFingerprint,
                paymentMethodToken: id('pm'),
                declinesSavedCharges: digits === TEST_CARDS.declinesLater,
              })
            : await settle(tx, payment, {
                status: 'failed',
                cardPan,
                cardFingerprint,
                failureReason: digits === TEST_CARDS.declines ? 'card_declined' : 'unknown_card',
              });
        return { next: 'return', url: returnUrlOf(settled) };
      });
    },

    /** The confirmation step of the third test card: the cardholder approves or refuses. */
    async confirm(paymentId: string, isApproved: boolean): Promise<string> {
      return db.transaction(async (tx) => {
        const payment = await paymentForUpdate(tx, paymentId);
        if (payment.status !== 'requires_confirmation') return returnUrlOf(payment);
        const settled = await settle(
          tx,
          payment,
          isApproved
            ? { status: 'succeeded', paymentMethodToken: id('pm') }
            : { status: 'failed', failureReason: 'authentication_failed' },
        );
        return returnUrlOf(settled);
      });
    },

    /** The buyer leaves the hosted page without paying. */
    async cancel(paymentId: string): Promise<string> {
      return db.transaction(async (tx) => {
        const payment = await paymentForUpdate(tx, paymentId);
        if (!isOpen(payment)) return returnUrlOf(payment);
        return returnUrlOf(
          await settle(tx, payment, { status: 'canceled', failureReason: 'canceled' }),
        );
      });
    },

    /**
     * Charges a card saved by an earlier successful payment: a new payment, settled at once. Once
     * per merchant reference (a repeated call answers the first charge); declined when the card
     * declines later charges or its mandate was revoked.
     */
    async chargeSaved(input: {
      paymentMethodToken: string;
      merchantReference: string;
      amountCents: number;
      currency: string;
      description: string;
    }): Promise<PaymentRow> {
      return db.transaction(async (tx) => {
        const [source] = await tx
          .select()
          .from(testAcquirerPayments)
          .where(eq(testAcquirerPayments.paymentMethodToken, input.paymentMethodToken));
        if (!source) throw new DomainError('PaymentNotFound', 'No card saved under this token');
        const [existing] = await tx
          .select()
          .from(testAcquirerPayments)
          .where(eq(testAcquirerPayments.merchantReference, input.merchantReference));
        if (existing) return existing;
        const [created] = await tx
          .insert(testAcquirerPayments)
          .values({
            id: id('tp'),
            merchantReference: input.merchantReference,
            amountCents: input.amountCents,
            currency: input.currency,
            description: input.description,
            customerEmail: source.customerEmail,
            returnUrl: source.returnUrl,
            webhookUrl: source.webhookUrl,
            cardPan: source.cardPan,
            cardFingerprint: source.cardFingerprint,
          })
          .returning();
        if (!created) throw new DomainError('PaymentNotFound', 'The charge was not created');
        // The saved card's token is kept on the first payment; the charge carries the same card.
        if (source.mandateRevokedAt) {
          return settle(tx, created, { status: 'failed', failureReason: 'mandate_revoked' });
        }
        if (source.declinesSavedCharges) {
          return settle(tx, created, { status: 'failed', failureReason: 'card_declined' });
        }
        return settle(tx, created, { status: 'succeeded' });
      });
    },

    /** Tests and development: whether later charges of a saved card are declined or approved. */
    async setSavedCardOutcome(
      paymentMethodToken: string,
      outcome: 'approve' | 'decline',
    ): Promise<void> {
      const updated = await db
        .update(testAcquirerPayments)
        .set({ declinesSavedCharges: outcome === 'decline', updatedAt: now() })
        .where(eq(testAcquirerPayments.paymentMethodToken, paymentMethodToken))
        .returning({ id: testAcquirerPayments.id });
      if (updated.length === 0) {
        throw new DomainError('PaymentNotFound', 'No card saved under this token');
      }
    },

    /** Revokes a saved card's mandate: no charge on it after this. Revoking twice is harmless. */
    async revokeMandate(paymentMethodToken: string): Promise<void> {
      await db.transaction(async (tx) => {
        const mandate = await mandateForUpdate(tx, paymentMethodToken);
        if (mandate && !mandate.mandateRevokedAt) {
          await tx
            .update(testAcquirerPayments)
            .set({ mandateRevokedAt: now(), updatedAt: now() })
            .where(eq(testAcquirerPayments.id, mandate.id));
        }
      });
    },

    /** Opens the hosted management page of a saved card's mandate, for one merchant reference. */
    async createManagementSession(input: {
      reference: string;
      paymentMethodToken: string | null;
      description: string;
      returnUrl: string;
      webhookUrl: string;
    }): Promise<{ sessionId: string; redirectUrl: string }> {
      const sessionId = id('ms');
      await db.insert(testAcquirerManagementSessions).values({ id: sessionId, ...input });
      return { sessionId, redirectUrl: `${publicUrl}/test-acquirer/manage/${sessionId}` };
    },

    async managementSession(
      sessionId: string,
    ): Promise<ManagementSessionRow & { cardPan: string | null }> {
      const [session] = await db
        .select()
        .from(testAcquirerManagementSessions)
        .where(eq(testAcquirerManagementSessions.id, sessionId));
      if (!session) throw new DomainError('NotFound', 'No such management session');
      const [mandate] = session.paymentMethodToken
        ? await db
            .select({ cardPan: testAcquirerPayments.cardPan })
            .from(testAcquirerPayments)
            .where(eq(testAcquirerPayments.paymentMethodToken, session.paymentMethodToken))
        : [];
      return { ...session, cardPan: mandate?.cardPan ?? null };
    },

    /**
     * The management page's Cancel: revokes the mandate and tells the merchant with a signed
     * `mandate.canceled` webhook (once per session); where the cardholder goes back to.
     */
    async cancelFromManagement(sessionId: string): Promise<string> {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .select()
          .from(testAcquirerManagementSessions)
          .where(eq(testAcquirerManagementSessions.id, sessionId))
          .for('update');
        if (!session) throw new DomainError('NotFound', 'No such management session');
        if (session.status === 'open') {
          const mandate = session.paymentMethodToken
            ? await mandateForUpdate(tx, session.paymentMethodToken)
            : undefined;
          if (mandate && !mandate.mandateRevokedAt) {
            await tx
              .update(testAcquirerPayments)
              .set({ mandateRevokedAt: now(), updatedAt: now() })
              .where(eq(testAcquirerPayments.id, mandate.id));
          }
          await tx
            .update(testAcquirerManagementSessions)
            .set({ status: 'canceled', completedAt: now() })
            .where(eq(testAcquirerManagementSessions.id, session.id));
          await enqueueEvent(tx, {
            type: 'mandate.canceled',
            url: session.webhookUrl,
            paymentId: mandate?.id ?? null,
            data: { reference: session.reference, paymentMethodToken: session.paymentMethodToken },
          });
        }
        const url = new URL(session.returnUrl);
        url.searchParams.set('success', 'true');
        return url.toString();
      });
    },

    async refund(paymentId: string, amountCents: number): Promise<PaymentRow> {
      return db.transaction(async (tx) => {
        const payment = await paymentForUpdate(tx, paymentId);
        if (payment.status !== 'succeeded') {
          throw new DomainError('BadRequest', 'Only a successful payment can be refunded');
        }
        if (!Number.isInteger(amountCents) || amountCents <= 0) {
          throw new DomainError('BadRequest', 'The refund must be a positive number of cents');
        }
        if (payment.refundedCents + amountCents > payment.amountCents) {
          throw new DomainError('BadRequest', 'The refund is more than what is left to refund');
        }
        const [updated] = await tx
          .update(testAcquirerPayments)
          .set({ refundedCents: payment.refundedCents + amountCents, updatedAt: now() })
          .where(eq(testAcquirerPayments.id, payment.id))
          .returning();
        if (!updated) throw new DomainError('PaymentNotFound', 'No such payment');
        await enqueue(tx, updated, 'payment.refunded');
        return updated;
      });
    },

    /**
     * Sends the webhooks that are due. Overlapping calls share one run; a failed delivery is
     * retried later with back-off (at least once, never exactly once: the merchant deduplicates).
     */
    deliverDue(): Promise<number> {
      delivering ??= runDeliveries().finally(() => {
        delivering = null;
      });
      return delivering;
    },

    /** When the next undelivered webhook is due (null: none is waiting for another attempt). */
    async nextAttemptAt(): Promise<Date | null> {
      const [row] = await db
        .select({ at: min(testAcquirerWebhooks.nextAttemptAt) })
        .from(testAcquirerWebhooks)
        .where(
          and(
            isNull(testAcquirerWebhooks.deliveredAt),
            lt(testAcquirerWebhooks.attempts, MAX_ATTEMPTS),
          ),
        );
      return row?.at ?? null;
    },

    returnUrlOf,
  };
}

export type TestAcquirer = ReturnType<typeof createTestAcquirer>;
