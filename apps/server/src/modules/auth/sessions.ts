import { randomUUID } from 'node:crypto';
import { DomainError } from '@parallax/core/errors';
import type { Platform } from '@parallax/core/platform';
import { MAX_LIVE_SESSIONS } from '@parallax/core/rules/account-limits';
import type { Database } from '../../db/client.js';
import type { AccessTokens } from './access-tokens.js';
import { authRepository as repo } from './auth.repository.js';
import { randomToken, sha256 } from './secrets.js';

/** A signed-in session as handed to the client (cookies, and the body for Bearer clients). */
export type IssuedSession = {
  userId: string;
  familyId: string;
  clientType: Platform;
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
};

export type Client = { clientIdentifier: string; clientType: Platform };

/** Headsets, desktop apps and scripts: every client but the website's browser tabs. */
export const isDeviceClient = (clientType: string): boolean => clientType !== 'web_app';

/**
 * Two tabs refreshing at once both present the same token; the second within this window gets a
 * sibling token instead of being taken for a thief.
 */
const REUSE_GRACE_MS = 10_000;

export function createSessions(deps: {
  db: Database;
  accessTokens: AccessTokens;
  refreshTtlDays: number;
  /** Device clients (anything but the website) keep a longer session. */
  deviceRefreshTtlDays: number;
  now: () => Date;
}) {
  const { db, accessTokens, now } = deps;
  const DAY_MS = 24 * 60 * 60 * 1000;
  const refreshTtlMs = (client: Client) =>
    (isDeviceClient(client.clientType) ? deps.deviceRefreshTtlDays : deps.refreshTtlDays) * DAY_MS;

  async function issueInFamily(
    tx: Database,
    userId: string,
    familyId: string,
    client: Client,
  ): Promise<IssuedSession> {
    const refreshToken = randomToken();
    const refreshTokenExpiresAt = new Date(now().getTime() + refreshTtlMs(client));
    await repo.insertRefreshToken(tx, {
      tokenHash: sha256(refreshToken),
      familyId,
      userId,
      clientIdentifier: client.clientIdentifier,
      clientType: client.clientType,
      expiresAt: refreshTokenExpiresAt,
    });
    const access = await accessTokens.issue({ userId, familyId });
    return {
      userId,
      familyId,
      clientType: client.clientType,
      accessToken: access.token,
      accessTokenExpiresAt: access.expiresAt,
      refreshToken,
      refreshTokenExpiresAt,
    };
  }

  return {
    /**
     * Starts a new session (a new refresh-token family) for the user on this client. A user keeps
     * MAX_LIVE_SESSIONS: past it, the sessions idle longest (last refreshed longest ago) end (why,
     * in core). Not under a lock, which would order against every caller's own: sign-ins racing
     * may leave one more each, and the next sign-in ends those too.
     */
    async start(tx: Database, userId: string, client: Client): Promise<IssuedSession> {
      const issued = await issueInFamily(tx, userId, randomUUID(), client);
      const live = await repo.liveFamilies(tx, userId, now());
      for (const idle of live
        .filter((family) => family.familyId !== issued.familyId)
        .slice(MAX_LIVE_SESSIONS - 1)) {
        await repo.revokeFamily(tx, idle.familyId, now());
      }
      return issued;
    },

    /**
     * Rotates a refresh token. A token presented again after it was replaced (outside the grace
     * window) or after revocation means it leaked: the whole family is revoked. A device client's
     * token (anything but the website's) is bound to the device that signed in: however it comes
     * (body or cookie), it must come with that device's clientIdentifier. Without one the refresh
     * is refused and nothing is revoked; with another one the token was taken from the device and
     * the family is revoked.
     */
    async refresh(
      refreshToken: string,
      presentedBy: { clientIdentifier: string | undefined },
    ): Promise<IssuedSession> {
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.refreshTokenByHash(tx, sha256(refreshToken));
        const at = now();
        if (!row || row.revokedAt || row.expiresAt <= at) return null;
        if (isDeviceClient(row.clientType)) {
          const given = presentedBy.clientIdentifier?.toLowerCase();
          if (given === undefined) return 'unnamed' as const;
          if (given !== row.clientIdentifier.toLowerCase()) {
            await repo.revokeFamily(tx, row.familyId, at);
            return null;
          }
        }
        if (row.replacedAt && at.getTime() - row.replacedAt.getTime() > REUSE_GRACE_MS) {
          await repo.revokeFamily(tx, row.familyId, at);
          return null;
        }
        if (!row.replacedAt) await repo.markRefreshTokenReplaced(tx, row.id, at);
        return issueInFamily(tx, row.userId, row.familyId, {
          clientIdentifier: row.clientIdentifier,
          clientType: row.clientType as Platform,
        });
      });
      if (outcome === 'unnamed') {
        throw new DomainError('BadRequest', 'A device refreshes with its clientIdentifier');
      }
      if (!outcome) throw new DomainError('InvalidRefreshToken', 'The session has ended');
      return outcome;
    },

    async revokeFamily(familyId: string): Promise<void> {
      await repo.revokeFamily(db, familyId, now());
    },

    /** The family of a refresh token, for logout with the refresh cookie only. */
    async familyOfRefreshToken(refreshToken: string): Promise<string | null> {
      const row = await repo.refreshTokenByHash(db, sha256(refreshToken));
      return row?.familyId ?? null;
    },

    isLive(familyId: string): Promise<boolean> {
      return repo.isFamilyLive(db, familyId, now());
    },

    /** The user's live sessions, newest activity first (the control panel's devices). */
    listLive(userId: string) {
      return repo.liveFamilies(db, userId, now());
    },

    /** Ends one of the user's sessions; false when it is not theirs or already ended. */
    async revokeOwn(userId: string, familyId: string): Promise<boolean> {
      return repo.revokeUserFamily(db, userId, familyId, now());
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
