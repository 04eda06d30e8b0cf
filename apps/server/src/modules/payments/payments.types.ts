import type { TokenConfirmation } from '@parallax/core/contracts/auth';
import type { GuestCartRequest } from '@parallax/core/contracts/cart';
import type { Language, Platform } from '@parallax/core/platform';

/**
 * `origin`: the address the checkout came from, where the payment page returns the buyer;
 * `requester`: who is asking (`http/requester.ts`), whose wrong e-mailed codes count against them.
 */
export type CheckoutContext = {
  language: Language;
  platform: Platform;
  origin: string;
  requester: string;
};

export type CheckoutInput = {
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
