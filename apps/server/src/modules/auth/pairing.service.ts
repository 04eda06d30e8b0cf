import type { OtpApproval } from '@parallax/core/contracts/devices';
import { DomainError } from '@parallax/core/errors';
import type { Platform } from '@parallax/core/platform';
import { oneTimeLoginRepository } from './one-time-login.repository.js';
import { sessionsRepository } from './sessions.repository.js';
import { usersRepository } from './users.repository.js';
import type { AuthDeps } from './users.service.js';

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

/**
 * spec 2 §2 pair headset, the signed-in user's side of one-time login (one-time-login.service.ts):
 * entering the code a device shows, or declining it.
 */
export function createPairingService(deps: AuthDeps) {
  const { db, now } = deps;

  return {
    /**
     * A signed-in user enters the code shown on the device (pair headset page). A wrong, used or
     * declined code counts against the user's few wrong entries (counted under a lock on the
     * user, so parallel guesses cannot pass the limit). Entering the code again answers the same
     * until the device signs in with it; then it is spent (InvalidTokenId).
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
        await usersRepository.lockUser(tx, userId);
        if (
          (await oneTimeLoginRepository.otpEntryFailuresSince(tx, userId, since)) >=
          MAX_WRONG_ENTRIES
        ) {
          return 'locked' as const;
        }
        if (await oneTimeLoginRepository.isPairedFamily(tx, approver.familyId))
          return 'paired' as const;
        const row = await oneTimeLoginRepository.otpForUpdate(tx, code);
        const approval = row && { ok: true as const, clientType: row.clientType as Platform };
        const isOwnEntry = row?.userId === userId && row.approvedAt !== null && !row.deniedAt;
        if (approval && isOwnEntry && !row.consumedAt) return approval;
        // The device already signed in with it: the code is spent, for its user too (a used
        // code entered again is no guess, so it is not counted against them).
        if (isOwnEntry) return 'used' as const;
        if (!row || row.approvedAt || row.deniedAt || row.consumedAt) {
          await oneTimeLoginRepository.deleteOtpEntryFailuresBefore(tx, userId, since);
          await oneTimeLoginRepository.recordOtpEntryFailure(tx, userId, at);
          return 'wrong' as const;
        }
        if (row.expiresAt <= at) return 'expired' as const;
        const expiresAt = new Date(
          Math.max(row.expiresAt.getTime(), at.getTime() + AFTER_APPROVAL_MS),
        );
        await oneTimeLoginRepository.updateOtp(tx, code, { userId, approvedAt: at, expiresAt });
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
      if (outcome === 'used') {
        throw new DomainError('InvalidTokenId', 'The code was already used: the device is paired');
      }
      if (outcome === 'wrong' || !outcome) throw new DomainError('InvalidTokenId', 'Unknown code');
      return outcome;
    },

    /**
     * The user who entered a code declines the pairing ("not my headset"): a device still
     * polling is refused, one already signed in is signed out.
     */
    async denyOtp(userId: string, code: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await oneTimeLoginRepository.otpForUpdate(tx, code);
        if (!row || row.userId !== userId || row.deniedAt) {
          throw new DomainError('InvalidTokenId', 'Unknown code');
        }
        await oneTimeLoginRepository.updateOtp(tx, code, { deniedAt: now() });
        if (row.familyId) await sessionsRepository.revokeFamily(tx, row.familyId, now());
      });
    },
  };
}
