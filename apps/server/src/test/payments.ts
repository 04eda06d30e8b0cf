import { randomUUID } from 'node:crypto';
import { CheckoutResponse } from '@parallax/core/contracts/payments';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestAcquirer } from '../providers/payments/test-acquirer/test-acquirer.service.js';
import { TEST_CARDS } from '../providers/payments/test-acquirer/test-cards.rules.js';
import type { BrowserClient } from './browser-client.js';

/** What a buyer types on the test acquirer's card form besides the number. */
const CARD = { expiry: '12/39', cvc: '123', name: 'Ada Lovelace' };

/**
 * Buys as a signed-in buyer does: puts `items` in the client's cart, checks out by card with the
 * test acquirer, and pays on its hosted card page (on `app`) with the card `number` — an approving
 * card unless told. Each step must succeed, the page sending the buyer back (303) whatever the
 * card does. Returns the order's transaction id; nothing is settled yet: deliver the acquirer's
 * webhook or check the transaction's status, as the test needs.
 */
export async function buyWithTestCard(
  app: FastifyInstance,
  client: BrowserClient,
  items: unknown[],
  number: string = TEST_CARDS.approves,
): Promise<string> {
  const added = await client.post('/api/v1/cart/items', { items });
  expect(added.statusCode, added.body).toBe(200);
  const checkout = await client.post('/api/v1/checkout', {
    paymentMethod: 'card',
    acquiringType: 'test',
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { transactionId, redirectUrl } = CheckoutResponse.parse(checkout.json());
  const paid = await app.inject({
    method: 'POST',
    url: new URL(redirectUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number, ...CARD }).toString(),
  });
  expect(paid.statusCode, paid.body).toBe(303);
  return transactionId;
}

/**
 * A refund the acquirer makes by itself (what its own dashboard does), on the acquirer's books in
 * `db`: it queues the signed `payment.refunded` webhook, which the test delivers when it chooses.
 */
export async function refundAtAcquirer(db: Database, paymentId: string, amountCents: number) {
  const acquirer = createTestAcquirer({
    db,
    secret: 'unused-for-refunds',
    publicUrl: 'http://localhost',
    now: () => new Date(),
    deliver: () => Promise.resolve({ status: 500 }),
  });
  await acquirer.refund({ paymentId, amountCents, idempotencyKey: randomUUID() });
}
