import { randomUUID } from 'node:crypto';
import { DomainError } from '@parallax/core/errors';
import type { Platform } from '@parallax/core/platform';
import { MAX_LIVE_SESSIONS } from '@parallax/core/rules/account-limits';
import type { Database } from '../../db/client.js';
import type { AccessTokens } from './access-tokens.service.js';
import { sessionsRepository } from './sessions.repository.js';
import { randomToken, sha256 } from './secrets.service.js';

/** A signed-in session as handed to the client (cookies, and the body for Bearer clients). */
export type IssuedSession = {
  userId: string;
  familyId: string;
  /** The device the session is bound to (a device client refreshes with it). */
  clientIdentifier: string;
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

type SessionDeps = {
  db: Database;
  accessTokens: AccessTokens;
  refreshTtlDays: number;
  /** Device clients (anything but the website) keep a longer session. */
  deviceRefreshTtlDays: number;
  now: () => Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

async function issueInFamily(
  deps: SessionDeps,
  tx: Database,
  userId: string,
  familyId: string,
  client: Client,
): Promise<IssuedSession> {
  const ttlDays = isDeviceClient(client.clientType)
    ? deps.deviceRefreshTtlDays
    : deps.refreshTtlDays;
  const refreshToken = randomToken();
  const refreshTokenExpiresAt = new Date(deps.now().getTime() + ttlDays * DAY_MS);
  await sessionsRepository.insertRefreshToken(tx, {
    tokenHash: sha256(refreshToken),
    familyId,
    userId,
    clientIdentifier: client.clientIdentifier,
    clientType: client.clientType,
    expiresAt: refreshTokenExpiresAt,
  });
  const access = await deps.accessTokens.issue({ userId, familyId });
  return {
    userId,
    familyId,
    clientIdentifier: client.clientIdentifier,
    clientType: client.clientType,
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt,
    refreshToken,
    refreshTokenExpiresAt,
  };
}

/**
 * Who presents a refresh token: the device it must be bound to, and, where only some kinds of
 * client may refresh there (the device grant's token endpoint), those kinds.
 */
export type RefreshPresenter = {
  clientIdentifier: string | undefined;
  clientTypes?: readonly string[];
};

/**
 * `refresh`'s work in its transaction: the new session, or why there is none (null: ended, and
 * the family revoked when the token leaked, or a kind of client not taken there; 'unnamed': a
 * device token without its device).
 */
async function rotate(
  deps: SessionDeps,
  tx: Database,
  refreshToken: string,
  presentedBy: RefreshPresenter,
): Promise<IssuedSession | 'unnamed' | null> {
  const row = await sessionsRepository.refreshTokenByHash(tx, sha256(refreshToken));
  const at = deps.now();
  if (!row || row.revokedAt || row.expiresAt <= at) return null;
  // Refused before anything changes: the token stays the session's own.
  if (presentedBy.clientTypes && !presentedBy.clientTypes.includes(row.clientType)) return null;
  if (isDeviceClient(row.clientType)) {
    const given = presentedBy.clientIdentifier?.toLowerCase();
    if (given === undefined) return 'unnamed';
    if (given !== row.clientIdentifier.toLowerCase()) {
      await sessionsRepository.revokeFamily(tx, row.familyId, at);
      return null;
    }
  }
  if (row.replacedAt && at.getTime() - row.replacedAt.getTime() > REUSE_GRACE_MS) {
    await sessionsRepository.revokeFamily(tx, row.familyId, at);
    return null;
  }
  if (!row.replacedAt) await sessionsRepository.markRefreshTokenReplaced(tx, row.id, at);
  return issueInFamily(deps, tx, row.userId, row.familyId, {
    clientIdentifier: row.clientIdentifier,
    clientType: row.clientType as Platform,
  });
}

export function createSessions(deps: SessionDeps) {
  const { db, now } = deps;

  return {
    /**
     * Starts a new session (a new refresh-token family) for the user on this client. A user keeps
     * MAX_LIVE_SESSIONS: past it, the sessions idle longest (last refreshed longest ago) end (why,
     * in core). Not under a lock, which would order against every caller's own: sign-ins racing
     * may leave one more each, and the next sign-in ends those too.
     */
    async start(tx: Database, userId: string, client: Client): Promise<IssuedSession> {
      const issued = await issueInFamily(deps, tx, userId, randomUUID(), client);
      const live = await sessionsRepository.liveFamilies(tx, userId, now());
      for (const idle of live
        .filter((family) => family.familyId !== issued.familyId)
        .slice(MAX_LIVE_SESSIONS - 1)) {
        await sessionsRepository.revokeFamily(tx, idle.familyId, now());
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
    async refresh(refreshToken: string, presentedBy: RefreshPresenter): Promise<IssuedSession> {
      const outcome = await db.transaction((tx) => rotate(deps, tx, refreshToken, presentedBy));
      if (outcome === 'unnamed') {
        throw new DomainError('BadRequest', 'A device refreshes with its clientIdentifier');
      }
      if (!outcome) throw new DomainError('InvalidRefreshToken', 'The session has ended');
      return outcome;
    },

    async revokeFamily(familyId: string): Promise<void> {
      await sessionsRepository.revokeFamily(db, familyId, now());
    },

    /** The family of a refresh token, for logout with the refresh cookie only. */
    async familyOfRefreshToken(refreshToken: string): Promise<string | null> {
      const row = await sessionsRepository.refreshTokenByHash(db, sha256(refreshToken));
      return row?.familyId ?? null;
    },

    isLive(familyId: string): Promise<boolean> {
      return sessionsRepository.isFamilyLive(db, familyId, now());
    },

    /** The user's live sessions, newest activity first (the control panel's devices). */
    listLive(userId: string) {
      return sessionsRepository.liveFamilies(db, userId, now());
    },

    /** Ends one of the user's sessions; false when it is not theirs or already ended. */
    async revokeOwn(userId: string, familyId: string): Promise<boolean> {
      return sessionsRepository.revokeUserFamily(db, userId, familyId, now());
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
