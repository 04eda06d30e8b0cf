import type { DeskOrder } from '@parallax/core/contracts/desk-customers';
import { describe, expect, it } from 'vitest';
import {
  refundFormOf,
  refundProblemFromServer,
  refundRequestOf,
  renewalRefundRequestOf,
  suggestedAmount,
} from './refund-form';

const PACK = '6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90';
const TARIFF = '7a2d3b8f-5c2e-4d9f-8b4a-3e6f9c8d2b01';

const order = (refundable: number): DeskOrder => ({
  id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  createdAt: '2026-12-01T10:00:00.000Z',
  completedAt: '2026-12-01T10:01:00.000Z',
  status: 'SUCCESSFUL',
  total: 24.98,
  initialSum: 24.98,
  refunded: Math.round((24.98 - refundable) * 100) / 100,
  refundable,
  promo: null,
  cardPan: '424242',
  paymentSystem: 'test',
  failureReason: null,
  lines: [
    {
      id: PACK,
      type: 'content',
      title: 'Alpine dawn',
      finalSum: 4.99,
      viaTrial: false,
      isRefunded: false,
    },
    {
      id: TARIFF,
      type: 'tariff',
      title: 'Monthly',
      finalSum: 19.99,
      viaTrial: false,
      isRefunded: false,
    },
  ],
  refunds: [],
});

const problemsOf = (refundable: number, values: { amount: string; reason?: string }) => {
  const parsed = refundFormOf(refundable).safeParse({ itemIds: [], reason: '', ...values });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the refund form', () => {
  it('takes an amount in dollars above 0 and at most what is left', () => {
    expect(problemsOf(24.98, { amount: '24.98' })).toEqual([]);
    expect(problemsOf(24.98, { amount: ' 4.5 ' })).toEqual([]);
    expect(problemsOf(24.98, { amount: '' })).toEqual(['amountRequired']);
    expect(problemsOf(24.98, { amount: '0' })).toEqual(['amountInvalid']);
    expect(problemsOf(24.98, { amount: '1.999' })).toEqual(['amountInvalid']);
    expect(problemsOf(24.98, { amount: '-3' })).toEqual(['amountInvalid']);
    expect(problemsOf(24.98, { amount: '24.99' })).toEqual(['amountTooLarge']);
  });

  it('refuses a reason past 500 characters or with control characters', () => {
    expect(problemsOf(5, { amount: '1', reason: 'x'.repeat(501) })).toEqual(['reasonTooLong']);
    expect(problemsOf(5, { amount: '1', reason: 'bad\u0000' })).toEqual(['reasonInvalid']);
    expect(problemsOf(5, { amount: '1', reason: 'two\nlines' })).toEqual([]);
  });

  it('suggests the chosen lines’ sum, at most what is left; all that is left without a line', () => {
    expect(suggestedAmount(order(24.98), [])).toBe('24.98');
    expect(suggestedAmount(order(24.98), [PACK])).toBe('4.99');
    expect(suggestedAmount(order(3), [PACK, TARIFF])).toBe('3.00');
  });

  it('sends dollars as a number, the reason trimmed', () => {
    expect(
      refundRequestOf('id', { itemIds: [PACK], amount: ' 4.99 ', reason: ' Mistake ' }),
    ).toEqual({ refundId: 'id', itemIds: [PACK], amount: 4.99, reason: 'Mistake' });
    // A renewal's refund has no lines.
    expect(
      renewalRefundRequestOf('id', { itemIds: [], amount: '19.99', reason: ' Forgot ' }),
    ).toEqual({ refundId: 'id', amount: 19.99, reason: 'Forgot' });
  });

  it('puts the server’s answers on their fields', () => {
    expect(refundProblemFromServer('RefundTooLarge', [])).toEqual({
      field: 'amount',
      problem: 'amountTooLarge',
    });
    expect(
      refundProblemFromServer('ValidationError', [
        { path: 'reason', message: 'control_characters' },
      ]),
    ).toEqual({ field: 'reason', problem: 'reasonInvalid' });
    expect(refundProblemFromServer('ServiceUnavailable', [])).toBeNull();
  });
});
