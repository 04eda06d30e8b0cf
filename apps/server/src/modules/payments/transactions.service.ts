import type { TransactionDto } from '@parallax/core/contracts/payments';
import { DomainError } from '@parallax/core/errors';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from '../../providers/payments/payments.types.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { ordersRepository as repo } from './orders.repository.js';
import { isOrderId } from './orders.rules.js';
import type { PaymentEvents } from './payment-events.service.js';
import { renewalTransactionOf, transactionOf } from './transactions.presenter.js';

type TransactionsDeps = {
  db: Database;
  providers: ReadonlyMap<string, PaymentProvider>;
  subscriptions: SubscriptionsService;
  events: Pick<PaymentEvents, 'apply'>;
};

/** The buyer's transactions (spec 1 §3, §7): the result page's one, and the purchases list. */
export function createTransactions({ db, providers, subscriptions, events }: TransactionsDeps) {
  return {
    /**
     * One transaction of the user. A pending one is checked with the provider first, so the
     * result page settles even when the webhook is late.
     */
    transaction: async (userId: string, orderId: string): Promise<TransactionDto> => {
      let order = isOrderId(orderId) ? await repo.byId(db, orderId) : undefined;
      if (!order || order.userId !== userId) {
        throw new DomainError('TransactionNotFound', 'No such transaction');
      }
      const provider = providers.get(order.provider);
      if (order.status === 'PENDING' && order.providerPaymentId && provider) {
        const state = await provider.retrieve(order.providerPaymentId);
        if (state.status !== 'pending') {
          await events.apply(provider, state, null);
          order = (await repo.byId(db, order.id)) ?? order;
        }
      }
      return transactionOf(order);
    },

    /**
     * spec 1 §3 GET /api/v1/transaction/list: the user's settled orders and subscription
     * renewals (charged to the saved card, no order), newest first.
     */
    list: async (userId: string): Promise<TransactionDto[]> => {
      const [orders, renewals] = await Promise.all([
        repo.completed(db, userId),
        subscriptions.renewalsOfUser(userId),
      ]);
      return [...orders.map(transactionOf), ...renewals.map(renewalTransactionOf)].sort((a, b) =>
        b.createdAt.localeCompare(a.createdAt),
      );
    },
  };
}
