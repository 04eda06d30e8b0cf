import type { SalesWindow } from '@parallax/core/rules/sales';
import type { Database } from '../../db/client.js';
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
    renewalsByBucket: (window: SalesWindow) => repo.renewalsByBucket(db, window),
    trialsStartedByBucket: (window: SalesWindow) => repo.trialsStartedByBucket(db, window),
    trialsConvertedByBucket: (window: SalesWindow) => repo.trialsConvertedByBucket(db, window),
    deltas: (window: SalesWindow): Promise<SubscriptionDelta[]> => repo.deltas(db, window),
  };
}

export type SubscriptionFiguresService = ReturnType<typeof createSubscriptionFiguresService>;
