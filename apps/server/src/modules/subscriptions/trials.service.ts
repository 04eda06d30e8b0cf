import type { Database } from '../../db/client.js';
import type { AuthService } from '../auth/auth.service.js';
import { subscriptionsRepository as repo } from './subscriptions.repository.js';

/**
 * Why a paid trial is not started (the order's failure reason; its money goes back): the account
 * held a subscription before, or the card already paid for a trial on some account.
 */
export type TrialVoidReason = 'trial_already_used' | 'trial_card_used';

/** The card a payment was made with, as its acquirer identifies it (never the number). */
export type PayingCard = { provider: string; cardFingerprint: string | null };

/**
 * A trial is sold once per customer (spec 1 §3 Tariff trial): never to an account that has held
 * a subscription (trial or paid, whatever became of it), and never twice to one card, whichever
 * account pays with it (the acquirer's fingerprint of the card, kept after the account goes).
 * The cart refuses the first with TrialAlreadyUsed; the second is only known once the card is
 * given on the acquirer's page, so fulfilment refuses it there.
 */
export function createTrials(deps: { auth: Pick<AuthService, 'lockUser'> }) {
  async function hasHeldSubscription(executor: Database, userId: string): Promise<boolean> {
    return (await repo.latestOfUser(executor, userId)) !== undefined;
  }

  return {
    hasHeldSubscription,

    /** Why this user may not start a trial (the cart's and the tariff list's answer), or null. */
    async refusalOf(executor: Database, userId: string): Promise<'TrialAlreadyUsed' | null> {
      return (await hasHeldSubscription(executor, userId)) ? 'TrialAlreadyUsed' : null;
    },

    /**
     * In a paid trial's fulfilment transaction, before anything is granted: refuses the trial
     * (why) or records the card as having had one. The user's lock orders two of their own
     * checkouts; the card's row orders two accounts paying with one card at once.
     */
    async claim(
      tx: Database,
      payment: { userId: string; card: PayingCard; at: Date },
    ): Promise<TrialVoidReason | null> {
      await deps.auth.lockUser(tx, payment.userId);
      if (await hasHeldSubscription(tx, payment.userId)) return 'trial_already_used';
      const { provider, cardFingerprint } = payment.card;
      if (cardFingerprint === null) return null;
      const isFirst = await repo.claimTrialCard(tx, {
        provider,
        cardFingerprint,
        usedAt: payment.at,
      });
      return isFirst ? null : 'trial_card_used';
    },

    /** The trial subscription a claimed card paid for (cleared when the account is deleted). */
    async link(tx: Database, card: PayingCard, subscriptionId: string): Promise<void> {
      if (card.cardFingerprint === null) return;
      await repo.linkTrialCard(
        tx,
        { provider: card.provider, cardFingerprint: card.cardFingerprint },
        subscriptionId,
      );
    },
  };
}

export type Trials = ReturnType<typeof createTrials>;
