/**
 * What Parallax needs of a payment provider. The built-in test acquirer (./test-acquirer) is one;
 * a real card processor plugs in behind the same interface, registered under its own id.
 */
export type PaymentProvider = {
  /** Stable id, stored on orders and in the webhook path (`/payments/webhook/{id}`). */
  readonly id: string;

  /**
   * Opens a hosted checkout for one order. Idempotent per `orderId`: asking twice for one order
   * gives the same checkout, so two concurrent checkouts of one cart cannot both take money.
   */
  createCheckout(input: {
    orderId: string;
    amountCents: number;
    currency: string;
    description: string;
    customerEmail: string;
    /** Where the hosted page sends the buyer back; the provider adds its outcome. */
    returnUrl: string;
    webhookUrl: string;
  }): Promise<{ paymentId: string; redirectUrl: string }>;

  /**
   * Checks a webhook's signature and age and reads it. Throws DomainError('InvalidSignature')
   * for a forged, altered or stale delivery.
   */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent;

  /** The checkout's state now, asked of the provider (when a webhook is late). */
  retrieve(paymentId: string): Promise<PaymentState>;

  /** Charges a card saved by an earlier payment (subscription renewals). */
  chargeSavedMethod(input: {
    paymentMethodToken: string;
    orderId: string;
    amountCents: number;
    currency: string;
    description: string;
  }): Promise<PaymentState>;

  /**
   * Refunds all or part of a successful payment, once per `refundId` (the acquirer's idempotency
   * key: asked again with it, after an answer was lost, nothing more is refunded). Throws
   * PaymentRefused when the acquirer answered no; any other error leaves the outcome unknown.
   */
  refund(input: {
    paymentId: string;
    amountCents: number;
    refundId: string;
  }): Promise<{ refundedCents: number }>;

  /**
   * Opens the provider's hosted page where the subscriber manages the saved card's mandate
   * (Manage subscription). Its cancel revokes the mandate, sends a `mandate.canceled` webhook
   * naming `reference`, and returns the browser to `returnUrl` with `success=true`.
   */
  createManagementSession(input: {
    /** The merchant's id for the mandate: the subscription's id. */
    reference: string;
    paymentMethodToken: string | null;
    description: string;
    returnUrl: string;
    webhookUrl: string;
  }): Promise<{ redirectUrl: string }>;

  /**
   * Revokes a saved card's mandate, so it is never charged again (idempotent: ask again until it
   * answers `confirmed`). `pending`: the provider took the request and confirms it later, with a
   * `mandate.canceled` webhook where the cancel came from its management page.
   */
  cancelMandate(paymentMethodToken: string): Promise<'confirmed' | 'pending'>;
};

/** A payment's state as the provider tells it. */
export type PaymentState = {
  paymentId: string;
  /** The merchant's order id the checkout was opened for. */
  orderId: string;
  status: 'pending' | 'succeeded' | 'failed';
  amountCents: number;
  /** The card's last digits, once a card was given. */
  cardPan: string | null;
  /**
   * The acquirer's fingerprint of the card, once one was given: the same card number gives the
   * same value to this merchant, and the value reveals nothing of the number (a trial is sold
   * once per card). null when the acquirer does not tell.
   */
  cardFingerprint: string | null;
  paymentMethodToken: string | null;
  failureReason: string | null;
};

/**
 * A verified webhook: the provider's event id (for deduplication) and what it tells of: a
 * payment's state (`payment.succeeded`, `payment.failed`, `payment.refunded`), or a saved card's
 * mandate the cardholder cancelled at the provider (`mandate.canceled`).
 */
export type PaymentEvent =
  | (PaymentState & { kind: 'payment'; eventId: string; type: string; refundedCents: number })
  | {
      kind: 'mandate';
      eventId: string;
      type: 'mandate.canceled';
      reference: string;
      paymentMethodToken: string | null;
    };

/** The acquirer answered and refused (nothing was done), unlike a request whose answer is lost. */
export class PaymentRefused extends Error {
  override name = 'PaymentRefused';
}
