import type { OrderRow } from './orders.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A paid order: SUCCESSFUL, or REFUNDED after it was paid (its refunds are rows of their own). */
export const PAID_ORDER_STATUSES = ['SUCCESSFUL', 'REFUNDED'];

export const isPaidOrder = (order: Pick<OrderRow, 'status'>) =>
  PAID_ORDER_STATUSES.includes(order.status);

/** Orders are keyed by uuid: any other reference (a provider's, a client's) names no order. */
export const isOrderId = (reference: string) => UUID.test(reference);

/**
 * Failure reasons of an order whose money came but whose trial was refused (a trial is sold once
 * per customer and per card): nothing was granted and the payment went back whole. Such an order
 * stays FAILED whatever the provider says after.
 */
const VOIDED_TRIAL_REASONS: ReadonlySet<string> = new Set([
  'trial_already_used',
  'trial_card_used',
]);

export const isVoidedTrial = (order: OrderRow) =>
  order.status === 'FAILED' && VOIDED_TRIAL_REASONS.has(order.failureReason ?? '');

/** The order's tariff line, if it sells one. */
export const tariffLineOf = (order: OrderRow) => order.lines.find((line) => line.type === 'tariff');
