import type { RefundProblem } from './refund-form';
import { es } from './texts-es';

export type Texts = {
  search: { heading: string; label: string; submit: string; hint: string; empty: string };
  table: { caption: string; email: string; name: string; status: string; registered: string };
  more: string;
  previous: string;
  loading: string;
  loadFailed: string;
  retry: string;
  back: string;
  notFound: string;
  profile: { heading: string; roles: string; noRoles: string; language: string; confirmed: string };
  yes: string;
  no: string;
  orders: {
    heading: string;
    empty: string;
    caption: string;
    date: string;
    lines: string;
    total: string;
    refunded: string;
    status: string;
    actions: string;
    promo: (code: string, amount: string) => string;
    refundedLine: string;
    pendingRefund: (amount: string) => string;
    finishRefund: string;
    finishRefundLabel: (amount: string) => string;
    refund: string;
    refundLabel: (id: string) => string;
    resend: string;
    resendLabel: (id: string) => string;
    resent: (to: string) => string;
    statuses: Record<string, string>;
    lineTypes: Record<'content' | 'presale' | 'tariff', string>;
  };
  refund: {
    title: string;
    lines: string;
    amount: string;
    amountHint: (left: string) => string;
    reason: string;
    confirm: string;
    busy: string;
    cancel: string;
    done: (amount: string) => string;
    pending: (amount: string) => string;
    errors: Record<RefundProblem, string> & { failed: string; acquirer: string };
  };
  renewals: {
    heading: string;
    caption: string;
    paidAt: string;
    amount: string;
    refunded: string;
    status: string;
    actions: string;
    statuses: Record<'succeeded' | 'refunded', string>;
    refund: string;
    refundLabel: (date: string) => string;
    title: (date: string) => string;
    amountHint: (left: string) => string;
    full: string;
    pending: (amount: string) => string;
  };
  library: { heading: string; packs: string; presales: string; inLibrary: string; empty: string };
  subscription: {
    heading: string;
    empty: string;
    tariff: string;
    status: string;
    period: string;
    renewal: string;
    history: string;
    cancel: string;
    confirmTitle: string;
    confirmBody: (tariff: string, date: string) => string;
    confirm: string;
    keep: string;
    cancelled: (date: string) => string;
    lifetime: string;
  };
  sessions: {
    heading: string;
    empty: string;
    client: string;
    started: string;
    lastActive: string;
    deviceToken: string;
    endAll: string;
    confirmTitle: string;
    confirmBody: (email: string) => string;
    confirm: string;
    keep: string;
    ended: (sessions: number, devices: number) => string;
  };
  uploads: {
    heading: string;
    allowed: string;
    notAllowed: string;
    allow: string;
    withdraw: string;
    madeAllowed: string;
    madeNotAllowed: string;
  };
  tickets: { heading: string; empty: string; kinds: Record<'report' | 'support', string> };
  failed: string;
};

const en: Texts = {
  search: {
    heading: 'Find a customer',
    label: 'E-mail, username or name',
    submit: 'Search',
    hint: 'The start of an e-mail or username, or any part of a name. Case does not matter.',
    empty: 'No customer matches.',
  },
  table: {
    caption: 'Customers found',
    email: 'E-mail',
    name: 'Name',
    status: 'Status',
    registered: 'Registered',
  },
  more: 'Next page',
  previous: 'Previous page',
  loading: 'Loading…',
  loadFailed: 'This could not be loaded.',
  retry: 'Try again',
  back: 'Back to the search',
  notFound: 'No such customer.',
  profile: {
    heading: 'Profile',
    roles: 'Roles',
    noRoles: 'none',
    language: 'Language',
    confirmed: 'E-mail confirmed',
  },
  yes: 'yes',
  no: 'no',
  orders: {
    heading: 'Orders',
    empty: 'No orders.',
    caption: 'Orders, newest first',
    date: 'Date',
    lines: 'What was bought',
    total: 'Total',
    refunded: 'Refunded',
    status: 'Status',
    actions: 'Actions',
    promo: (code, amount) => `Promo code ${code} (−${amount})`,
    refundedLine: 'refunded',
    pendingRefund: (amount) => `Refund of ${amount}: waiting for the payment provider`,
    finishRefund: 'Finish refund',
    finishRefundLabel: (amount) => `Finish the refund of ${amount}`,
    refund: 'Refund…',
    refundLabel: (id) => `Refund… (order ${id.slice(0, 8)})`,
    resend: 'Resend receipt',
    resendLabel: (id) => `Resend receipt (order ${id.slice(0, 8)})`,
    resent: (to) => `The receipt was sent again to ${to}.`,
    statuses: {
      PENDING: 'Pending',
      SUCCESSFUL: 'Paid',
      FAILED: 'Failed',
      REFUNDED: 'Refunded',
    },
    lineTypes: { content: 'Pack', presale: 'Presale', tariff: 'Subscription' },
  },
  refund: {
    title: 'Refund an order',
    lines: 'Lines whose access is taken back',
    amount: 'Amount to give back (USD)',
    amountHint: (left) => `At most ${left}, what is left of this order.`,
    reason: 'Reason (kept in the audit log)',
    confirm: 'Refund',
    busy: 'Refunding…',
    cancel: 'Cancel',
    done: (amount) => `${amount} was given back.`,
    pending: (amount) =>
      `The payment provider has not confirmed the refund of ${amount} yet. It is held for this order; it finishes when the provider confirms it, or with Finish refund.`,
    errors: {
      amountRequired: 'Enter an amount.',
      amountInvalid: 'Enter an amount in dollars greater than 0, like 4.99.',
      amountTooLarge: 'That is more than is left to refund.',
      reasonTooLong: 'The reason is too long (500 characters at most).',
      reasonInvalid: 'The reason has characters that are not allowed.',
      failed: 'The refund failed. Nothing was changed.',
      acquirer: 'The payment provider refused the refund. Nothing was changed.',
    },
  },
  renewals: {
    heading: 'Renewals paid',
    caption: 'Renewal charges, newest first',
    paidAt: 'Paid',
    amount: 'Amount',
    refunded: 'Refunded',
    status: 'Status',
    actions: 'Actions',
    statuses: { succeeded: 'Paid', refunded: 'Refunded' },
    refund: 'Refund…',
    refundLabel: (date) => `Refund… (renewal of ${date})`,
    title: (date) => `Refund the renewal of ${date}`,
    amountHint: (left) => `At most ${left}, what is left of this renewal.`,
    full: 'Refunding all that is left ends the subscription now (REFUNDED); a part leaves it as it is.',
    pending: (amount) =>
      `The payment provider has not confirmed the refund of ${amount} yet. It is held for this renewal; it finishes when the provider confirms it, or with Finish refund.`,
  },
  library: {
    heading: 'Library',
    packs: 'Packs owned',
    presales: 'Presales bought',
    inLibrary: 'in the library',
    empty: 'Nothing owned.',
  },
  subscription: {
    heading: 'Subscription',
    empty: 'No subscription.',
    tariff: 'Tariff',
    status: 'Status',
    period: 'Period',
    renewal: 'Renewal price',
    history: 'History',
    cancel: 'Cancel subscription…',
    confirmTitle: 'Cancel the subscription?',
    confirmBody: (tariff, date) =>
      `${tariff} renews no more. The customer keeps access until the end of the period (${date}), as when they cancel it themselves.`,
    confirm: 'Cancel subscription',
    keep: 'Keep it',
    cancelled: (date) => `Cancelled: access lasts until ${date}.`,
    lifetime: 'Lifetime: nothing to cancel.',
  },
  sessions: {
    heading: 'Devices and sessions',
    empty: 'No live session.',
    client: 'Client',
    started: 'Signed in',
    lastActive: 'Last active',
    deviceToken: 'Push token',
    endAll: 'End all sessions…',
    confirmTitle: 'End every session?',
    confirmBody: (email) =>
      `${email} is signed out on every browser, headset and app at once, and must sign in again.`,
    confirm: 'End all sessions',
    keep: 'Keep them',
    ended: (sessions, devices) => `Ended: ${sessions} sessions and ${devices} devices.`,
  },
  uploads: {
    heading: 'Files of their own',
    allowed: 'Allowed: their library offers to play a file from their device.',
    notAllowed: 'Not allowed: their library does not offer to play a file from their device.',
    allow: 'Allow files of their own',
    withdraw: 'Withdraw files of their own',
    madeAllowed: 'Allowed. Their library offers it the next time it loads.',
    madeNotAllowed: 'Withdrawn. Their library no longer offers it the next time it loads.',
  },
  tickets: {
    heading: 'Reports and support requests',
    empty: 'Nothing filed.',
    kinds: { report: 'Report', support: 'Support request' },
  },
  failed: 'That did not work. Try again.',
};

/** The customers area's texts (the desk's texts live beside it, not in the store's catalogue). */
export const CUSTOMERS_TEXTS = { en, es } satisfies Record<'en' | 'es', Texts>;
