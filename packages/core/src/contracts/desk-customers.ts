import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../rules/subscription.js';
import { IsoDateTime, Price } from './common.js';
import { DeskDollars, DeskListQuery, DeskReason } from './desk-common.js';

// The operator's desk: customers (support). A customer found by e-mail or name; what they bought,
// own, subscribe to and filed; refunds, receipts, cancelling and ending sessions.

export const CustomerSearchQuery = DeskListQuery;
export type CustomerSearchQuery = z.infer<typeof CustomerSearchQuery>;

/** An account as the search lists it. */
export const CustomerRow = z
  .object({
    id: z.uuid(),
    email: z.string(),
    username: z.string().nullable(),
    name: z.string(),
    status: z.string(),
    registrationDate: IsoDateTime,
    roles: z.array(z.string()),
  })
  .meta({ id: 'DeskCustomerRow' });
export type CustomerRow = z.infer<typeof CustomerRow>;

export const CustomerPage = z
  .object({
    customers: z.array(CustomerRow),
    page: z.number().int(),
    size: z.number().int(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'DeskCustomerPage' });
export type CustomerPage = z.infer<typeof CustomerPage>;

export const DESK_ORDER_STATUSES = ['PENDING', 'SUCCESSFUL', 'FAILED', 'REFUNDED'] as const;

/** One line of an order; `isRefunded`: a refund took its access back. */
export const DeskOrderLine = z.object({
  id: z.uuid(),
  type: z.enum(['content', 'presale', 'tariff']),
  title: z.string(),
  finalSum: Price,
  viaTrial: z.boolean(),
  isRefunded: z.boolean(),
});
export type DeskOrderLine = z.infer<typeof DeskOrderLine>;

export const DeskRefund = z.object({
  id: z.uuid(),
  amount: Price,
  itemIds: z.array(z.uuid()),
  reason: z.string(),
  createdAt: IsoDateTime,
  /** False while the acquirer is being asked. */
  isSettled: z.boolean(),
});
export type DeskRefund = z.infer<typeof DeskRefund>;

/** An order as the desk shows it: every line, the promo, what was given back and what is left. */
export const DeskOrder = z
  .object({
    id: z.uuid(),
    createdAt: IsoDateTime,
    completedAt: IsoDateTime.nullable(),
    status: z.enum(DESK_ORDER_STATUSES),
    total: Price,
    initialSum: Price,
    refunded: Price,
    /** What may still be refunded (0 unless the order was paid). */
    refundable: Price,
    promo: z.object({ code: z.string(), decrease: Price }).nullable(),
    cardPan: z.string().nullable(),
    paymentSystem: z.string(),
    failureReason: z.string().nullable(),
    lines: z.array(DeskOrderLine),
    refunds: z.array(DeskRefund),
  })
  .meta({ id: 'DeskOrder' });
export type DeskOrder = z.infer<typeof DeskOrder>;

/** A refund of a renewal charge: an amount given back through the acquirer. */
export const DeskRenewalRefund = DeskRefund.omit({ itemIds: true });
export type DeskRenewalRefund = z.infer<typeof DeskRenewalRefund>;

/** A paid renewal charge of a subscription, what was given back of it and what is left. */
export const DeskRenewal = z.object({
  id: z.uuid(),
  periodIndex: z.int().nonnegative(),
  amount: Price,
  paidAt: IsoDateTime,
  status: z.enum(['succeeded', 'refunded']),
  refunded: Price,
  /** What may still be refunded (0 once the charge is refunded). */
  refundable: Price,
  refunds: z.array(DeskRenewalRefund),
});
export type DeskRenewal = z.infer<typeof DeskRenewal>;

export const DeskSubscription = z
  .object({
    id: z.uuid(),
    tariffId: z.uuid(),
    tariffName: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    startDate: IsoDateTime,
    endDate: IsoDateTime.nullable(),
    isTrial: z.boolean(),
    isLifetime: z.boolean(),
    renewalPrice: Price,
    cardPan: z.string().nullable(),
    cancelRequestedAt: IsoDateTime.nullable(),
    events: z.array(
      z.object({ event: z.string(), from: z.string(), to: z.string(), at: IsoDateTime }),
    ),
    /** Its paid renewal charges, newest first (the latest 100). */
    renewals: z.array(DeskRenewal),
  })
  .meta({ id: 'DeskSubscription' });
export type DeskSubscription = z.infer<typeof DeskSubscription>;

export const DeskSession = z.object({
  id: z.uuid(),
  clientType: z.string(),
  startedAt: IsoDateTime,
  lastActiveAt: IsoDateTime,
  hasDeviceToken: z.boolean(),
});

export const DeskTicket = z.object({
  id: z.uuid(),
  kind: z.enum(['report', 'support']),
  status: z.string(),
  message: z.string(),
  contentId: z.uuid().nullable(),
  contentTitle: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type DeskTicket = z.infer<typeof DeskTicket>;

export const CustomerDetail = z
  .object({
    profile: CustomerRow.extend({
      emailConfirmed: z.boolean(),
      language: z.string(),
      /** spec 2 §6: whether the customer may play files of their own (isAllowedToUploadUserVrFiles). */
      allowsUploads: z.boolean(),
    }),
    orders: z.array(DeskOrder),
    library: z.object({
      packs: z.array(z.object({ id: z.uuid(), title: z.string(), source: z.string() })),
      presales: z.array(z.object({ id: z.uuid(), name: z.string() })),
      libraryPackIds: z.array(z.uuid()),
    }),
    subscriptions: z.array(DeskSubscription),
    sessions: z.array(DeskSession),
    tickets: z.array(DeskTicket),
  })
  .meta({ id: 'DeskCustomerDetail' });
export type CustomerDetail = z.infer<typeof CustomerDetail>;

/**
 * A refund of a paid order: the lines whose access goes back (`itemIds`) and/or an amount in
 * dollars (at most what is left; left out: the chosen lines' sum). `refundId` is made by the desk
 * (a uuid): the same id again refunds once.
 */
export const RefundRequest = z
  .object({
    refundId: z.uuid(),
    itemIds: z.array(z.uuid()).max(100).default([]),
    amount: DeskDollars.positive().optional(),
    reason: DeskReason.default(''),
  })
  .refine((body) => body.itemIds.length > 0 || body.amount !== undefined, {
    message: 'Choose lines or an amount',
    path: ['amount'],
  })
  .meta({ id: 'DeskRefundRequest' });
export type RefundRequest = z.input<typeof RefundRequest>;

/**
 * A refund of a paid renewal charge: an amount in dollars (at most what is left; left out: all
 * that is left). `refundId` is made by the desk (a uuid): the same id again refunds once.
 */
export const RenewalRefundRequest = z
  .object({
    refundId: z.uuid(),
    amount: DeskDollars.positive().optional(),
    reason: DeskReason.default(''),
  })
  .meta({ id: 'DeskRenewalRefundRequest' });
export type RenewalRefundRequest = z.input<typeof RenewalRefundRequest>;

export const ReceiptResent = z.object({ orderId: z.uuid(), to: z.string() });

export const SessionsEnded = z.object({ sessions: z.number().int(), devices: z.number().int() });
export type SessionsEnded = z.infer<typeof SessionsEnded>;

/** Whether a customer may play files of their own: the desk's choice, and its answer. */
export const CustomerUploads = z
  .object({ allowed: z.boolean() })
  .meta({ id: 'DeskCustomerUploads' });
export type CustomerUploads = z.infer<typeof CustomerUploads>;
