import type { SalesWindow } from '@parallax/core/rules/sales';
import type { Database } from '../../db/client.js';
import { summed } from '../../db/ledger-sums.js';
import {
  subscriptionFiguresRepository as repo,
  type SubscriptionDelta,
} from './subscription-figures.repository.js';

export type { SubscriptionDelta };

/**
 * Subscriptions' part of the sales dashboard, summed from their rows when asked: paid renewals,
 * trials started and converted, and the changes of the live subscriptions (MRR, subscribers,
 * churn).
 */
export function createSubscriptionFiguresService(deps: { db: Database }) {
  const { db } = deps;
  return {
    renewalsByDay: (window: SalesWindow) => summed(db, (tx) => repo.renewalsByDay(tx, window)),
    trialsStartedByDay: (window: SalesWindow) =>
      summed(db, (tx) => repo.trialsStartedByDay(tx, window)),
    trialsConvertedByDay: (window: SalesWindow) =>
      summed(db, (tx) => repo.trialsConvertedByDay(tx, window)),
    deltas: (window: SalesWindow): Promise<SubscriptionDelta[]> =>
      summed(db, (tx) => repo.deltas(tx, window)),
  };
}

export type SubscriptionFiguresService = ReturnType<typeof createSubscriptionFiguresService>;
