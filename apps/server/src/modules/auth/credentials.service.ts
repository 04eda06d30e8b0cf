import {
  CredentialEndingReason,
  type CredentialEnding,
  type CredentialsEnded,
} from '@parallax/core/contracts/credentials';
import type { Database } from '../../db/client.js';
import { credentialsRepository as repo } from './credentials.repository.js';
import { isDeviceClient } from './sessions.service.js';

/**
 * The credentials other modules keep for an account, each ended by its owner in the caller's
 * transaction (app.ts hands the functions in: those modules are built on auth).
 */
export type CredentialHolders = {
  /** The feeds module's: revokes the user's live VR player feed links; how many. */
  endFeedLinks: (tx: Database, userId: string, at: Date) => Promise<number>;
  /**
   * The notifications module's: deletes the user's web push subscriptions, except the one of the
   * browser whose device id is `keepDeviceId`; how many.
   */
  endPushSubscriptions: (
    tx: Database,
    userId: string,
    keepDeviceId: string | null,
  ) => Promise<number>;
};

/** The newest endings an account keeps (and the control panel lists). */
const ENDINGS_KEPT = 5;

/**
 * Ending every credential of an account at once: whatever somebody set up in it — a session, a
 * paired device, a feed link in a VR player, a push subscription, a pairing not yet collected, a
 * sign-in link — stops working. Claiming an address, resetting or changing the password and
 * signing out everywhere all come here, so none of them forgets a kind.
 */
export function createCredentials(deps: { holders: CredentialHolders; now: () => Date }) {
  const { holders, now } = deps;

  return {
    /**
     * Ends every credential of the user in `tx` but the session `kept` (the one asking, when it
     * changes the password or signs out everywhere, with its own browser's push subscription),
     * records what went and answers it. A claim that found nothing to end (a sign-up confirming
     * its own code) leaves no record.
     */
    async endAll(
      tx: Database,
      userId: string,
      reason: CredentialEndingReason,
      kept: { familyId: string } | null = null,
    ): Promise<CredentialEnding> {
      const at = now();
      const keepDeviceId = kept ? await repo.clientOfFamily(tx, kept.familyId) : null;
      const clientTypes = await repo.endSessions(tx, userId, at, kept?.familyId ?? null);
      const devices = clientTypes.filter(isDeviceClient).length;
      const ended: CredentialsEnded = {
        sessions: clientTypes.length - devices,
        devices,
        feedLinks: await holders.endFeedLinks(tx, userId, at),
        pushSubscriptions: await holders.endPushSubscriptions(tx, userId, keepDeviceId),
        pairingApprovals: await repo.declinePendingPairings(tx, userId, at),
        oneTimeLogins: await repo.endOneTimeLogins(tx, userId, at),
      };
      const isEmpty = Object.values(ended).every((count) => count === 0);
      if (!(isEmpty && reason === 'address_claimed')) {
        await repo.recordEnding(tx, { userId, reason, endedAt: at, ...ended }, ENDINGS_KEPT);
      }
      return { reason, endedAt: at.toISOString(), ended };
    },

    /** The user's latest endings, newest first. */
    async latest(db: Database, userId: string): Promise<CredentialEnding[]> {
      const rows = await repo.latestEndings(db, userId, ENDINGS_KEPT);
      return rows.map(({ reason, endedAt, ...row }) => ({
        reason: CredentialEndingReason.parse(reason),
        endedAt: endedAt.toISOString(),
        ended: {
          sessions: row.sessions,
          devices: row.devices,
          feedLinks: row.feedLinks,
          pushSubscriptions: row.pushSubscriptions,
          pairingApprovals: row.pairingApprovals,
          oneTimeLogins: row.oneTimeLogins,
        },
      }));
    },
  };
}

export type Credentials = ReturnType<typeof createCredentials>;
