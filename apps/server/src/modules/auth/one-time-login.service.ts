import type { OtpApproval, OtpCode } from '@parallax/core/contracts/auth';
import { DomainError } from '@parallax/core/errors';
import { pagePath } from '@parallax/core/pages';
import type { Platform } from '@parallax/core/platform';
import { authRepository as repo } from './auth.repository.js';
import { otpCode, randomToken, sha256 } from './secrets.js';
import type { Client } from './sessions.js';
import type { AuthDeps, SignedIn, Users } from './users.js';

/** A code lives five minutes; the device shows a new one when it runs out. */
const OTP_TTL_SECONDS = 5 * 60;
/** spec 1 §9: the device polls every second. */
const POLL_INTERVAL_SECONDS = 1;
/** A poll this much sooner than the interval is still taken (timers and networks are uneven). */
const POLL_LENIENCY_MS = 250;
/** slow_down adds a second to the interval (RFC 8628 §3.5 says 5; spec 1 polls every second). */
const MAX_INTERVAL_SECONDS = 10;
/**
 * Wrong codes a user may enter in the window. With about 10^9 codes, each alive five minutes,
 * ten guesses in a quarter of an hour find one of a thousand live codes with a chance of about
 * 10^-5, and the session still goes only to the device holding the device code (each address is
 * rate limited on top).
 */
const MAX_WRONG_ENTRIES = 10;
const WRONG_ENTRY_WINDOW_MS = 15 * 60 * 1000;
/** A code entered just before it runs out still gives the device time for its next poll. */
const AFTER_APPROVAL_MS = 30 * 1000;

export type PollOutcome = SignedIn | { kind: 'pending'; interval: number };
type SlowDown = { kind: 'slow_down'; interval: number };

/**
 * spec 1 §3 one-time login and spec 2 §2 pair headset, as a device authorization grant (RFC
 * 8628): a headset, desktop app or script asks for a code and shows it; a signed-in user enters
 * it on the pair headset page; the device's poll, proven by its device code, then receives its
 * own session — once.
 */
export function createOneTimeLoginService(deps: AuthDeps, users: Users) {
  const { db, now } = deps;

  function expired(): DomainError {
    return new DomainError('expired_token', 'The code has expired: ask for a new one');
  }

  return {
    /** A code for a device to show, and the device code it polls with. */
    async requestOtp(input: Client & { source?: string | undefined }): Promise<OtpCode> {
      const at = now();
      await repo.deleteExpiredOtps(db, at);
      const deviceCode = randomToken();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const code = otpCode();
        const inserted = await repo.insertOtp(db, {
          code,
          deviceCodeHash: sha256(deviceCode),
          clientIdentifier: input.clientIdentifier,
          clientType: input.clientType,
          source: input.source ?? null,
          intervalSeconds: POLL_INTERVAL_SECONDS,
          expiresAt: new Date(at.getTime() + OTP_TTL_SECONDS * 1000),
        });
        if (!inserted) continue;
        const verificationUri = `${deps.publicUrl}${pagePath('pairHeadset')}`;
        return {
          code,
          deviceCode,
          expiresInSeconds: OTP_TTL_SECONDS,
          interval: POLL_INTERVAL_SECONDS,
          verificationUri,
          verificationUriComplete: `${verificationUri}?code=${code}`,
        };
      }
      throw new DomainError('ServiceUnavailable', 'No free code, try again');
    },

    /**
     * The device's poll: pending until approved, then the device is signed in once. Polling
     * sooner than the interval answers slow_down (and lengthens it); a code past its time,
     * expired_token; a declined one, access_denied; a wrong device code or a used code, an
     * unknown code.
     */
    async pollOtp(code: string, deviceCode: string): Promise<PollOutcome> {
      // The lengthened interval is written, then refused outside the transaction (a throw inside
      // would roll the write back).
      const outcome = await db.transaction(async (tx): Promise<PollOutcome | SlowDown> => {
        const at = now();
        const row = await repo.otpForUpdate(tx, code);
        if (!row || row.deviceCodeHash !== sha256(deviceCode) || row.consumedAt) {
          throw new DomainError('InvalidTokenId', 'Unknown code');
        }
        if (row.deniedAt) throw new DomainError('access_denied', 'The pairing was declined');
        if (row.expiresAt <= at) throw expired();
        const sincePoll = row.lastPolledAt ? at.getTime() - row.lastPolledAt.getTime() : Infinity;
        if (sincePoll < row.intervalSeconds * 1000 - POLL_LENIENCY_MS) {
          const interval = Math.min(row.intervalSeconds + 1, MAX_INTERVAL_SECONDS);
          await repo.updateOtp(tx, code, { lastPolledAt: at, intervalSeconds: interval });
          return { kind: 'slow_down', interval };
        }
        if (!row.approvedAt || !row.userId) {
          await repo.updateOtp(tx, code, { lastPolledAt: at });
          return { kind: 'pending', interval: row.intervalSeconds };
        }
        const user = await repo.userById(tx, row.userId);
        if (!user) throw new DomainError('InvalidTokenId', 'Unknown code');
        const signedIn = await users.signInUser(tx, user, {
          clientIdentifier: row.clientIdentifier,
          clientType: row.clientType as Platform,
        });
        await repo.updateOtp(tx, code, {
          lastPolledAt: at,
          consumedAt: at,
          familyId: signedIn.session.familyId,
        });
        return signedIn;
      });
      if (outcome.kind === 'slow_down') {
        throw new DomainError('slow_down', `Poll at most every ${outcome.interval} s`);
      }
      return outcome;
    },

    /**
     * A signed-in user enters the code shown on the device (pair headset page). A wrong, used or
     * declined code counts against the user's few wrong entries (counted under a lock on the
     * user, so parallel guesses cannot pass the limit). Entering the code again answers the same.
     * Only a session the user signed in to may pair: a paired device's session cannot make more
     * (a stolen one would otherwise outlive its own revocation).
     */
    async approveOtp(
      approver: { userId: string; familyId: string },
      code: string,
    ): Promise<OtpApproval> {
      const { userId } = approver;
      const at = now();
      const since = new Date(at.getTime() - WRONG_ENTRY_WINDOW_MS);
      const outcome = await db.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        if ((await repo.otpEntryFailuresSince(tx, userId, since)) >= MAX_WRONG_ENTRIES) {
          return 'locked' as const;
        }
        if (await repo.isPairedFamily(tx, approver.familyId)) return 'paired' as const;
        const row = await repo.otpForUpdate(tx, code);
        const approval = row && { ok: true as const, clientType: row.clientType as Platform };
        if (approval && row.userId === userId && row.approvedAt && !row.deniedAt) return approval;
        if (!row || row.approvedAt || row.deniedAt || row.consumedAt) {
          await repo.deleteOtpEntryFailuresBefore(tx, userId, since);
          await repo.recordOtpEntryFailure(tx, userId, at);
          return 'wrong' as const;
        }
        if (row.expiresAt <= at) return 'expired' as const;
        const expiresAt = new Date(
          Math.max(row.expiresAt.getTime(), at.getTime() + AFTER_APPROVAL_MS),
        );
        await repo.updateOtp(tx, code, { userId, approvedAt: at, expiresAt });
        return approval;
      });
      if (outcome === 'locked') {
        throw new DomainError('TokenChecksAttempts', 'Too many wrong codes: wait a while');
      }
      if (outcome === 'paired') {
        throw new DomainError(
          'Forbidden',
          'Pair from a browser you signed in to, not a paired device',
        );
      }
      if (outcome === 'expired') throw new DomainError('TokenExpiration', 'The code has expired');
      if (outcome === 'wrong' || !outcome) throw new DomainError('InvalidTokenId', 'Unknown code');
      return outcome;
    },

    /**
     * The user who entered a code declines the pairing ("not my headset"): a device still
     * polling is refused, one already signed in is signed out.
     */
    async denyOtp(userId: string, code: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.otpForUpdate(tx, code);
        if (!row || row.userId !== userId || row.deniedAt) {
          throw new DomainError('InvalidTokenId', 'Unknown code');
        }
        await repo.updateOtp(tx, code, { deniedAt: now() });
        if (row.familyId) await repo.revokeFamily(tx, row.familyId, now());
      });
    },
  };
}
