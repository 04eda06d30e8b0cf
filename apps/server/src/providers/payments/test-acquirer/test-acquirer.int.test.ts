import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.js';
import { openTestDatabase } from '../../../test/test-app.js';
import { createTestAcquirer } from './test-acquirer.service.js';
import { TEST_CARDS } from './test-cards.rules.js';

const CARD = { expiry: '12/39', cvc: '123', name: 'Ada Lovelace' };

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the test acquirer', () => {
  it('charges a saved card again and refunds, never more than was paid', async () => {
    const acquirer = createTestAcquirer({
      db: database.db,
      secret: 'test-acquirer-webhook-secret',
      publicUrl: 'http://127.0.0.1',
      now: () => new Date(),
      deliver: () => Promise.resolve({ status: 200 }),
    });
    const { paymentId } = await acquirer.createCheckout({
      merchantReference: 'saved-card-first',
      amountCents: 1999,
      currency: 'USD',
      description: 'A pack',
      customerEmail: 'card@example.com',
      returnUrl: 'http://127.0.0.1/payment-result',
      webhookUrl: 'http://127.0.0.1/api/v1/payments/webhook/test',
    });
    await acquirer.submitCard(paymentId, { number: TEST_CARDS.approves, ...CARD });
    const first = await acquirer.payment(paymentId);
    expect(first.paymentMethodToken).toMatch(/^pm_/);
    const renewal = await acquirer.chargeSaved({
      paymentMethodToken: first.paymentMethodToken ?? '',
      merchantReference: 'saved-card-renewal',
      amountCents: 999,
      currency: 'USD',
      description: 'Renewal',
    });
    expect(renewal).toMatchObject({ status: 'succeeded', cardPan: '424242', amountCents: 999 });
    const refund = (amountCents: number, idempotencyKey: string) =>
      acquirer.refund({ paymentId, amountCents, idempotencyKey });
    expect(await refund(500, 'first')).toMatchObject({
      payment: { refundedCents: 500 },
      isReplay: false,
    });
    // The same key again (an answer lost on the way): nothing more is refunded.
    expect(await refund(500, 'first')).toMatchObject({
      payment: { refundedCents: 500 },
      isReplay: true,
    });
    await expect(refund(400, 'first')).rejects.toThrow(/another refund/);
    await expect(refund(1500, 'second')).rejects.toThrow(/more than/);
    expect((await refund(1499, 'second')).payment.refundedCents).toBe(1999);
  });
});
