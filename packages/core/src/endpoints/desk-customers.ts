import { ErrorBody } from '../contracts/common.js';
import { DeskIdParams } from '../contracts/desk-common.js';
import {
  CustomerDetail,
  CustomerPage,
  CustomerSearchQuery,
  DeskOrder,
  DeskSubscription,
  ReceiptResent,
  RefundRequest,
  RenewalRefundRequest,
  SessionsEnded,
} from '../contracts/desk-customers.js';
import { defineEndpoint, type Endpoint } from './endpoint.js';

const SUPPORT_ONLY = 'ROLE_SUPPORT (or ROLE_ADMIN) only: a guest gets 401, anyone else 403.';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const desk = 'customers' as const;
const tags = ['desk-customers'];

/** The operator's desk: customers (support). */
export const deskCustomersEndpoints = {
  searchCustomers: defineEndpoint({
    method: 'GET',
    path: '/desk/customers',
    query: CustomerSearchQuery,
    responses: { 200: CustomerPage, ...errors },
    auth: 'user',
    desk,
    tags,
    summary: 'Find customers by e-mail, username or name',
    description: `Case-insensitive: an e-mail or username starting with q, or a name containing it; newest accounts first, a page at a time. ${SUPPORT_ONLY}`,
  }),
  customerDetail: defineEndpoint({
    method: 'GET',
    path: '/desk/customers/:id',
    params: DeskIdParams,
    responses: { 200: CustomerDetail, ...errors, 404: ErrorBody },
    auth: 'user',
    desk,
    tags,
    summary: 'A customer: profile, orders, library, subscriptions, sessions, reports and requests',
    description: `404 UserNotFound for an unknown id. ${SUPPORT_ONLY}`,
  }),
  refundOrder: defineEndpoint({
    method: 'POST',
    path: '/desk/orders/:id/refunds',
    params: DeskIdParams,
    body: RefundRequest,
    responses: {
      200: DeskOrder,
      202: DeskOrder,
      ...errors,
      404: ErrorBody,
      409: ErrorBody,
      503: ErrorBody,
    },
    auth: 'user',
    desk,
    tags,
    summary: 'Refund all or part of a paid order through its acquirer',
    description: `The chosen lines lose their access (a pack or presale leaves the library, a tariff's subscription is REFUNDED and its card's mandate cancelled); the amount (dollars, at most what is left; left out: the lines' sum) goes back through the acquirer. The desk makes refundId, which is also the acquirer's idempotency key: the same id again answers the same refund, and asks the acquirer again (refunding once) while it is pending. 202: the acquirer's answer was lost — the refund is held (its amount counted, its lines taken) and shown pending (isSettled false) until the same id is sent again or the acquirer's refund webhook confirms it. 409 RefundTooLarge past what is left, 409 OrderNotRefundable for an order not paid, 503 ServiceUnavailable when the acquirer refused (nothing written). Recorded in the audit log. ${SUPPORT_ONLY}`,
  }),
  refundRenewal: defineEndpoint({
    method: 'POST',
    path: '/desk/renewals/:id/refunds',
    params: DeskIdParams,
    body: RenewalRefundRequest,
    responses: {
      200: DeskSubscription,
      202: DeskSubscription,
      ...errors,
      404: ErrorBody,
      409: ErrorBody,
      503: ErrorBody,
    },
    auth: 'user',
    desk,
    tags,
    summary: 'Refund all or part of a paid renewal charge through its acquirer',
    description: `The amount (dollars, at most what is left of the charge; left out: all that is left) goes back through the acquirer of the subscription's payment. Refunded in full, the charge is refunded and the subscription REFUNDED (access ends now, its card's mandate cancelled); in part, both stay as they are. The desk makes refundId, which is also the acquirer's idempotency key: the same id again answers the same refund, and asks the acquirer again (refunding once) while it is pending. 202: the acquirer's answer was lost — the refund is held (its amount counted) and shown pending (isSettled false) until the same id is sent again or the acquirer's refund webhook confirms it. Answers the charge's subscription. 404 TransactionNotFound for an unknown charge, 409 RefundTooLarge past what is left, 409 OrderNotRefundable for a charge that is not a paid renewal, 503 ServiceUnavailable when the acquirer refused (nothing written). Recorded in the audit log. ${SUPPORT_ONLY}`,
  }),
  resendReceipt: defineEndpoint({
    method: 'POST',
    path: '/desk/orders/:id/receipt',
    params: DeskIdParams,
    responses: { 202: ReceiptResent, ...errors, 404: ErrorBody, 409: ErrorBody },
    auth: 'user',
    desk,
    tags,
    summary: 'Send the buyer the receipt of a paid order again',
    description: `The same receipt e-mail, queued again. 409 OrderNotRefundable for an order that was never paid. Recorded in the audit log. ${SUPPORT_ONLY}`,
  }),
  cancelSubscription: defineEndpoint({
    method: 'POST',
    path: '/desk/subscriptions/:id/cancel',
    params: DeskIdParams,
    responses: { 200: DeskSubscription, ...errors, 404: ErrorBody, 409: ErrorBody },
    auth: 'user',
    desk,
    tags,
    summary: 'Cancel a customer’s subscription as they would: it ends at its period’s end',
    description: `No more renewals; access lasts to the end date. 409 SubscriptionAlreadyCancelled, 409 LifetimeNotCancellable. Recorded in the audit log. ${SUPPORT_ONLY}`,
  }),
  endSessions: defineEndpoint({
    method: 'POST',
    path: '/desk/customers/:id/sessions/end',
    params: DeskIdParams,
    responses: { 200: SessionsEnded, ...errors, 404: ErrorBody },
    auth: 'user',
    desk,
    tags,
    summary: 'Sign a customer out everywhere',
    description: `Every session, paired headset and device token of the account ends: its next call is 401. Recorded in the audit log. ${SUPPORT_ONLY}`,
  }),
} satisfies Record<string, Endpoint>;
