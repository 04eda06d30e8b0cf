import type { Database } from '../../db/client.js';
import { subscriptionsRepository as repo } from './subscriptions.repository.js';

/**
 * Subscriptions to tariffs (spec 2). So far only what a payment records; activation, renewals and
 * cancellation will live here too.
 */
export function createSubscriptionsService() {
  return {
    /**
     * A paid (or trial) tariff, recorded PENDING until activation, in the payment's transaction;
     * once per order, so a repeated payment event records nothing more.
     */
    async recordPaidTariff(
      tx: Database,
      paid: {
        userId: string;
        tariffId: string;
        orderId: string;
        startDate: Date;
        isTrial: boolean;
        acquiringType: string;
        paymentSystem: string;
        paymentMethod: string;
        cardPan: string | null;
      },
    ): Promise<void> {
      await repo.insertForOrder(tx, { ...paid, status: 'PENDING' });
    },

    /** spec 2 §5: a subscription that still gives access (or may yet) keeps the account. */
    hasLiveSubscription: (tx: Database, userId: string, now: Date) => repo.hasLive(tx, userId, now),

    /** The tariffs the user's active subscriptions are to. */
    activeTariffIds: (tx: Database, userId: string) => repo.activeTariffIds(tx, userId),

    /** Account deletion: the user's subscriptions go with the account, in its transaction. */
    deleteOfUser: (tx: Database, userId: string) => repo.deleteOfUser(tx, userId),
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
