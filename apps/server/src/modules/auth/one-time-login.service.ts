import type { OtpCode } from '@parallax/core/contracts/auth';
import { DomainError } from '@parallax/core/errors';
import { authRepository as repo } from './auth.repository.js';
import { otpCode } from './secrets.js';
import type { Client } from './sessions.js';
import type { AuthDeps, SignedIn, Users } from './users.js';

const OTP_TTL_SECONDS = 5 * 60;

/**
 * spec 1 §3 one-time login: a headset or desktop client shows a code, a signed-in user enters it
 * on the pair headset page, and the client's polling then signs it in.
 */
export function createOneTimeLoginService(deps: AuthDeps, users: Users) {
  const { db, now } = deps;

  return {
    /** A code for a headset or desktop client to show. */
    async requestOtp(input: Client & { source?: string | undefined }): Promise<OtpCode> {
      const at = now();
      await repo.deleteExpiredOtps(db, at);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const code = otpCode();
        const inserted = await repo.insertOtp(db, {
          code,
          clientIdentifier: input.clientIdentifier,
          clientType: input.clientType,
          source: input.source ?? null,
          expiresAt: new Date(at.getTime() + OTP_TTL_SECONDS * 1000),
        });
        if (inserted) return { code, expiresInSeconds: OTP_TTL_SECONDS };
      }
      throw new DomainError('ServiceUnavailable', 'No free code, try again');
    },

    /** Polling: PENDING until approved, then the client is signed in once. */
    async pollOtp(code: string): Promise<SignedIn | 'pending'> {
      return db.transaction(async (tx) => {
        const row = await repo.otpForUpdate(tx, code);
        if (!row || row.consumedAt) throw new DomainError('InvalidTokenId', 'Unknown code');
        if (!row.approvedAt || !row.userId) {
          if (row.expiresAt <= now()) throw new DomainError('TokenExpiration', 'Code has expired');
          return 'pending';
        }
        await repo.consumeOtp(tx, code, now());
        const user = await repo.userById(tx, row.userId);
        if (!user) throw new DomainError('InvalidTokenId', 'Unknown code');
        return users.signInUser(tx, user, {
          clientIdentifier: row.clientIdentifier,
          clientType: row.clientType as Client['clientType'],
        });
      });
    },

    /** A signed-in user enters the code shown on the device (pair headset page). */
    async approveOtp(userId: string, code: string): Promise<void> {
      if (!(await repo.approveOtp(db, code, userId, now()))) {
        throw new DomainError('InvalidTokenId', 'Unknown or expired code');
      }
    },
  };
}
