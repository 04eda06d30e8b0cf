import type { Database } from '../../db/client.js';
import type { PaymentProvider } from '../../providers/payments/payments.types.js';
import type { AuditRecorder } from '../audit/audit.types.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CartService } from '../cart/cart.service.js';
import type { LibraryService } from '../library/library.service.js';
import type { Mailer } from '../mail/mailer.service.js';
import type { Notifier } from '../notifications/notifications.types.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { createCheckoutService } from './checkout.service.js';
import { createFulfilment } from './fulfilment.service.js';
import { ordersRepository as repo } from './orders.repository.js';
import { createPaymentEvents } from './payment-events.service.js';
import type { PaymentMetrics } from './payments.types.js';
import { createRefunds } from './refunds.service.js';
import { createRenewalRefunds } from './renewal-refunds.service.js';
import { createTransactions } from './transactions.service.js';

/**
 * Those of `userIds` who paid for something (an operator's broadcast to buyers, which the command
 * line runs: it needs nothing of the service's dependencies).
 */
export async function buyerIdsAmong(
  executor: Database,
  userIds: readonly string[],
): Promise<Set<string>> {
  return new Set(await repo.buyersAmong(executor, userIds));
}

/**
 * Checkout, payment outcomes and transactions (spec 1 §3, §4, §6). An order is the priced cart,
 * written in one transaction (checkout.service); the provider's hosted page takes the money; its
 * webhook (or a status check when the webhook is late) settles the order (payment-events.service)
 * and fulfils it (fulfilment.service).
 */
export function createPaymentsService(deps: {
  db: Database;
  cart: CartService;
  ownership: OwnershipService;
  library: LibraryService;
  subscriptions: SubscriptionsService;
  providers: ReadonlyMap<string, PaymentProvider>;
  auth: AuthService;
  mailer: Mailer;
  notifier: Notifier;
  audit: AuditRecorder;
  publicUrl: string;
  now: () => Date;
  log: { warn: (object: object, message: string) => void };
  metrics: PaymentMetrics;
}) {
  const fulfilment = createFulfilment(deps);
  const refunds = createRefunds(deps);
  const renewalRefunds = createRenewalRefunds(deps);
  const events = createPaymentEvents({ ...deps, fulfilment, refunds });
  const { checkout } = createCheckoutService({ ...deps, fulfilment });
  const { transaction, list } = createTransactions({ ...deps, events });
  return {
    /**
     * spec 2 §5 account deletion: the user's orders (and their payment events) go with the
     * account, in the deletion's transaction.
     */
    deleteOrdersOfUser: (tx: Database, userId: string) => repo.deleteOfUser(tx, userId),
    checkout,
    handleWebhook: events.handleWebhook,
    transaction,
    list,
    /**
     * The operator's desk: refunds of orders and renewal charges, receipts sent again, a
     * customer's orders, subscriptions shown with their renewals' refunds.
     */
    desk: {
      refundOrder: refunds.refundOrder,
      refundRenewal: renewalRefunds.refundRenewal,
      resendReceipt: refunds.resendReceipt,
      ordersOf: refunds.ordersOf,
      withRenewalRefunds: renewalRefunds.withRenewalRefunds,
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
