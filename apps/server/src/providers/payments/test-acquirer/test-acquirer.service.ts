import type { Database } from '../../../db/client.js';
import { createHostedCheckout } from './hosted-checkout.service.js';
import { createManagementSessions } from './management-sessions.service.js';
import { createOutgoingWebhooks, type WebhookDelivery } from './outgoing-webhooks.service.js';
import { createSavedCards } from './saved-cards.service.js';
import { refund } from './settlement.service.js';

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
  const webhooks = createOutgoingWebhooks({ db, secret, now, deliver, onDeliveryError });
  const settlement = { db, now, webhooks };
  return {
    ...createHostedCheckout({ ...settlement, secret, publicUrl }),
    ...createSavedCards(settlement),
    ...createManagementSessions({ db, publicUrl, now, webhooks }),
    refund: (input: Parameters<typeof refund>[1]) => refund(settlement, input),
    deliverDue: webhooks.deliverDue,
    nextAttemptAt: webhooks.nextAttemptAt,
  };
}

export type TestAcquirer = ReturnType<typeof createTestAcquirer>;
