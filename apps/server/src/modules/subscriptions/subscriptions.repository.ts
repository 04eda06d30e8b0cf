import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  subscriptionCharges,
  subscriptionEvents,
  subscriptions,
  trialCards,
} from './subscriptions.schema.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type NewSubscription = typeof subscriptions.$inferInsert;
export type ChargeRow = typeof subscriptionCharges.$inferSelect;
type NewCharge = typeof subscriptionCharges.$inferInsert;

/** Statuses in which a subscription may still give access (givesAccess decides, with the date). */
const MAY_GIVE_ACCESS = ['ACTIVE', 'GRACE', 'CANCEL_IN_PROGRESS', 'CANCELLED'];

/** Subscriptions, their charges and events (queries only). Every function takes the database or a transaction. */
export const subscriptionsRepository = {
  async insert(db: Database, values: NewSubscription): Promise<SubscriptionRow> {
    const [row] = await db.insert(subscriptions).values(values).returning();
    if (!row) throw new Error('insert returned no subscription');
    return row;
  },

  async byId(db: Database, id: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return row;
  },

  async forUpdate(db: Database, id: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, id))
      .for('update');
    return row;
  },

  /** The row, unless another worker holds it (it is being charged or changed there). */
  async forUpdateSkipLocked(db: Database, id: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, id))
      .for('update', { skipLocked: true });
    return row;
  },

  async update(
    db: Database,
    id: string,
    values: Partial<NewSubscription>,
  ): Promise<SubscriptionRow> {
    const [row] = await db
      .update(subscriptions)
      .set(values)
      .where(eq(subscriptions.id, id))
      .returning();
    if (!row) throw new Error(`no subscription ${id}`);
    return row;
  },

  /** The user's subscriptions that may give access, newest first. */
  async mayGiveAccessOfUser(db: Database, userId: string): Promise<SubscriptionRow[]> {
    return db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, MAY_GIVE_ACCESS)))
      .orderBy(desc(subscriptions.createdAt));
  },

  /** The subscriptions of these users that may still give access (a broadcast to subscribers). */
  async mayGiveAccessOfUsers(
    db: Database,
    userIds: readonly string[],
  ): Promise<Pick<SubscriptionRow, 'userId' | 'status' | 'endDate'>[]> {
    if (userIds.length === 0) return [];
    return db
      .select({
        userId: subscriptions.userId,
        status: subscriptions.status,
        endDate: subscriptions.endDate,
      })
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.userId, [...userIds]),
          inArray(subscriptions.status, MAY_GIVE_ACCESS),
        ),
      );
  },

  async insertEvent(db: Database, values: typeof subscriptionEvents.$inferInsert): Promise<void> {
    await db.insert(subscriptionEvents).values(values);
  },

  /** A new charge, unless that attempt of that period exists already (another worker's). */
  async insertCharge(db: Database, values: NewCharge): Promise<ChargeRow | undefined> {
    const [row] = await db
      .insert(subscriptionCharges)
      .values(values)
      .onConflictDoNothing()
      .returning();
    return row;
  },

  async chargesOfPeriod(db: Database, subscriptionId: string, periodIndex: number) {
    return db
      .select()
      .from(subscriptionCharges)
      .where(
        and(
          eq(subscriptionCharges.subscriptionId, subscriptionId),
          eq(subscriptionCharges.periodIndex, periodIndex),
        ),
      );
  },

  async chargeById(db: Database, id: string): Promise<ChargeRow | undefined> {
    const [row] = await db.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, id));
    return row;
  },

  async chargeForUpdate(db: Database, id: string): Promise<ChargeRow | undefined> {
    const [row] = await db
      .select()
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.id, id))
      .for('update');
    return row;
  },

  /** The charge a provider's reference names: an order (first payment, upgrade) or a renewal. */
  async chargeOfReference(db: Database, reference: string): Promise<ChargeRow | undefined> {
    const [row] = await db
      .select()
      .from(subscriptionCharges)
      .where(or(eq(subscriptionCharges.id, reference), eq(subscriptionCharges.orderId, reference)))
      .orderBy(desc(subscriptionCharges.createdAt))
      .limit(1)
      .for('update');
    return row;
  },

  async updateCharge(db: Database, id: string, values: Partial<NewCharge>): Promise<void> {
    await db.update(subscriptionCharges).set(values).where(eq(subscriptionCharges.id, id));
  },

  /** Renewal charges with an outcome, of the user's subscriptions (the transactions list). */
  async settledRenewalsOfUser(db: Database, userId: string) {
    return db
      .select({ charge: subscriptionCharges, subscription: subscriptions })
      .from(subscriptionCharges)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCharges.subscriptionId))
      .where(
        and(
          eq(subscriptions.userId, userId),
          eq(subscriptionCharges.kind, 'renewal'),
          inArray(subscriptionCharges.status, ['succeeded', 'failed', 'refunded']),
        ),
      )
      .orderBy(desc(subscriptionCharges.createdAt));
  },

  /** The user's newest subscription, whatever its status (none: they never held one). */
  async latestOfUser(db: Database, userId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1);
    return row;
  },

  /**
   * Records that a card paid for a trial; false when it had already (another account's trial, or
   * a concurrent one: the primary key makes the second wait for the first, then refuses it).
   */
  async claimTrialCard(
    db: Database,
    card: { provider: string; cardFingerprint: string; usedAt: Date },
  ): Promise<boolean> {
    const rows = await db
      .insert(trialCards)
      .values(card)
      .onConflictDoNothing()
      .returning({ provider: trialCards.provider });
    return rows.length > 0;
  },

  /** The trial a claimed card paid for. */
  async linkTrialCard(
    db: Database,
    card: { provider: string; cardFingerprint: string },
    subscriptionId: string,
  ): Promise<void> {
    await db
      .update(trialCards)
      .set({ subscriptionId })
      .where(
        and(
          eq(trialCards.provider, card.provider),
          eq(trialCards.cardFingerprint, card.cardFingerprint),
        ),
      );
  },

  async deleteOfUser(db: Database, userId: string): Promise<void> {
    await db.delete(subscriptions).where(eq(subscriptions.userId, userId));
  },
};
