import type { SubscriptionAccess } from '@parallax/core/rules/entitlement';
import {
  givesAccess,
  isRenewing,
  type SubscriptionStatus,
} from '@parallax/core/rules/subscription';
import type { Database } from '../../db/client.js';
import {
  subscriptionsRepository as repo,
  type SubscriptionRow,
} from './subscriptions.repository.js';

/**
 * Those of `userIds` whose subscription gives access at `at` (an operator's broadcast to
 * subscribers, which the command line runs: it needs nothing of the service's dependencies).
 */
export async function subscriberIdsAmong(
  executor: Database,
  userIds: readonly string[],
  at: Date,
): Promise<Set<string>> {
  const rows = await repo.mayGiveAccessOfUsers(executor, userIds);
  return new Set(
    rows
      .filter((row) =>
        givesAccess({ status: row.status as SubscriptionStatus, endDate: row.endDate }, at),
      )
      .map((row) => row.userId),
  );
}

/**
 * What a subscription gives access to, read from the subscription rows alone: built on the
 * database and the clock, before every module that decides with it (the viewer, the catalog,
 * media, feeds, the library, discounts, the cart) and before the subscriptions service itself.
 */
export function createSubscriptionAccessService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  /** The user's subscription that gives access now, if any. */
  async function liveOf(executor: Database, userId: string): Promise<SubscriptionRow | null> {
    const at = now();
    const rows = await repo.mayGiveAccessOfUser(executor, userId);
    return (
      rows.find((row) =>
        givesAccess({ status: row.status as SubscriptionStatus, endDate: row.endDate }, at),
      ) ?? null
    );
  }

  return {
    liveOf,

    /** What the user's subscription opens now (the entitlement rule's input). */
    accessOf: async (userId: string): Promise<SubscriptionAccess> => {
      const subscription = await liveOf(db, userId);
      if (!subscription) return { tariff: null, trialPackIds: null };
      return {
        tariff: {
          id: subscription.tariffId,
          isLifetime: subscription.isLifetime,
          durationDays: subscription.durationDays,
        },
        trialPackIds: subscription.isTrial ? subscription.trialContentPackIds : null,
      };
    },

    /**
     * The tariff a subscriber upgrades from: their live subscription's while it renews (spec 1
     * §9). A cancelled one runs out on its own; a new plan replaces it, no upgrade.
     */
    renewingTariffOf: async (userId: string): Promise<SubscriptionAccess['tariff']> => {
      const subscription = await liveOf(db, userId);
      if (!subscription || !isRenewing(subscription.status as SubscriptionStatus)) return null;
      return {
        id: subscription.tariffId,
        isLifetime: subscription.isLifetime,
        durationDays: subscription.durationDays,
      };
    },
  };
}

export type SubscriptionAccessService = ReturnType<typeof createSubscriptionAccessService>;
