import type { CodeChallenge, SignInRequest } from '@parallax/core/contracts/auth';
import { DomainError } from '@parallax/core/errors';
import { identifierKind, normalizeEmail } from '@parallax/core/rules/auth';
import { signInLockedEmail } from '../mail/mail.templates.js';
import { burnPasswordCheck, verifyPassword } from './secrets.service.js';
import { signInAttemptsRepository } from './sign-in-attempts.repository.js';
import type { RefreshPresenter } from './sessions.service.js';
import type { UserRow } from './users.repository.js';
import { isPendingSignUp, type AuthDeps, type SignedIn, type Users } from './users.service.js';

/** Wrong passwords in a row before the account locks (well under the per-address rate limit). */
export const SIGN_IN_FAILURE_LIMIT = 5;
export const LOCK_MINUTES = 60;

export type SignInOutcome =
  SignedIn | { kind: 'unconfirmed'; email: string; challenge: CodeChallenge };

/**
 * Signing in (spec 1 §4, §7) with a password, and the session's refresh and logout (with a
 * one-time token, or as a user a social provider vouched for: social-sign-in.service.ts).
 */
export function createSignInService(deps: AuthDeps, users: Users) {
  const { db, sessions, mailer, now } = deps;

  /**
   * Tells the owner of a proven address that sign-in is locked for an hour (spec 1 §8 hour_lock),
   * since the sign-in answer must not. Not awaited: the locking attempt answers as fast as any
   * other wrong one, and a mail failure cannot turn it into a different answer.
   */
  function sendLockNotice(user: UserRow): void {
    if (!user.emailConfirmed) return;
    const language = user.language === 'es' ? 'es' : 'en';
    mailer.send(signInLockedEmail(language, user.email, deps.publicUrl)).catch((error: unknown) => {
      deps.log?.warn({ err: error, userId: user.id }, 'the sign-in lock notice was not sent');
    });
  }

  return {
    /**
     * spec 1 §4 login result. The answer never tells whether an account exists: an unknown login,
     * a wrong password and a locked account all answer BadCredentials after the same work (one
     * statement, one argon2 verification). Five wrong passwords in a row lock the account for an
     * hour, counted in the database so the lock holds across instances; a 423 LockedUser (spec 1
     * §8 hour_lock) would tell anyone which logins exist, so the owner is told by e-mail instead.
     */
    async signIn(input: SignInRequest, requester: string): Promise<SignInOutcome> {
      const identifier = input.identifier.trim().toLowerCase();
      const at = now();
      // Counted before the password is checked, so a burst of concurrent guesses gets at most
      // SIGN_IN_FAILURE_LIMIT checks; the rest find the account locked, as if it did not exist.
      const user = await signInAttemptsRepository.reserveSignInAttempt(
        db,
        identifierKind(identifier) === 'email'
          ? { email: normalizeEmail(identifier) }
          : { username: identifier },
        at,
        {
          limit: SIGN_IN_FAILURE_LIMIT,
          until: new Date(at.getTime() + LOCK_MINUTES * 60 * 1000),
        },
      );
      const matches = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await burnPasswordCheck(input.password);
      if (!user || !matches) {
        if (user?.failedSignIns === SIGN_IN_FAILURE_LIMIT) sendLockNotice(user);
        throw new DomainError('BadCredentials', 'Incorrect login or password');
      }
      await signInAttemptsRepository.clearFailedSignIns(db, user.id);
      if (isPendingSignUp(user)) {
        return {
          kind: 'unconfirmed',
          email: user.email,
          challenge: await users.confirmationChallenge(user, requester),
        };
      }
      return db.transaction((tx) => users.signInUser(tx, user, input));
    },

    refresh: (refreshToken: string, presentedBy: RefreshPresenter) =>
      sessions.refresh(refreshToken, presentedBy),
    logout: (familyId: string) => sessions.revokeFamily(familyId),
    familyOfRefreshToken: (refreshToken: string) => sessions.familyOfRefreshToken(refreshToken),
  };
}
