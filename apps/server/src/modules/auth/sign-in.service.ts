import type {
  CodeChallenge,
  SignInRequest,
  TokenSignInRequest,
} from '@parallax/core/contracts/auth';
import { DomainError } from '@parallax/core/errors';
import { identifierKind, normalizeEmail } from '@parallax/core/rules/auth';
import type { Database } from '../../db/client.js';
import { signInLockedEmail } from '../mail/templates.js';
import { authRepository as repo, type NewUser, type UserRow } from './auth.repository.js';
import { burnPasswordCheck, randomToken, sha256, verifyPassword } from './secrets.js';
import type { Client } from './sessions.js';
import { isPendingSignUp, type AuthDeps, type SignedIn, type Users } from './users.js';

/** Wrong passwords in a row before the account locks (well under the per-address rate limit). */
export const SIGN_IN_FAILURE_LIMIT = 5;
export const LOCK_MINUTES = 60;
const SIGN_IN_TOKEN_TTL_MS = 5 * 60 * 1000;

export type SignInOutcome =
  SignedIn | { kind: 'unconfirmed'; email: string; challenge: CodeChallenge };

/**
 * Signing in (spec 1 §4, §7): with a password, with a one-time token, or as a user a social
 * provider vouched for; and the session's refresh and logout.
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
      const user = await repo.reserveSignInAttempt(
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
      await repo.clearFailedSignIns(db, user.id);
      if (isPendingSignUp(user)) {
        return {
          kind: 'unconfirmed',
          email: user.email,
          challenge: await users.confirmationChallenge(user, requester),
        };
      }
      return db.transaction((tx) => users.signInUser(tx, user, input));
    },

    /** One-time sign-in token (social sign-in on headset and desktop clients). */
    async tokenSignIn(input: TokenSignInRequest): Promise<SignedIn> {
      return db.transaction(async (tx) => {
        const row = await repo.useActionToken(tx, sha256(input.token), 'sign_in', now());
        if (!row || row.usedAt) throw new DomainError('InvalidTokenId', 'Unknown sign-in token');
        if (row.expiresAt <= now()) throw new DomainError('TokenExpiration', 'Token has expired');
        const user = await repo.userById(tx, row.userId);
        if (!user) throw new DomainError('InvalidTokenId', 'Unknown sign-in token');
        return users.signInUser(tx, user, input);
      });
    },

    async issueSignInToken(userId: string): Promise<string> {
      const token = randomToken();
      await repo.insertActionToken(db, {
        tokenHash: sha256(token),
        userId,
        purpose: 'sign_in',
        expiresAt: new Date(now().getTime() + SIGN_IN_TOKEN_TTL_MS),
      });
      return token;
    },

    refresh: (refreshToken: string, presentedBy: { clientIdentifier: string | undefined }) =>
      sessions.refresh(refreshToken, presentedBy),
    logout: (familyId: string) => sessions.revokeFamily(familyId),
    familyOfRefreshToken: (refreshToken: string) => sessions.familyOfRefreshToken(refreshToken),

    /** Signs in a user the server already trusts (social sign-in on the web). */
    signInTrusted(user: UserRow, client: Client): Promise<SignedIn> {
      return db.transaction((tx) => users.signInUser(tx, user, client));
    },

    /** spec 1 §7: the account a first social sign-in makes for an address nobody holds. */
    createSocialAccount(
      tx: Database,
      input: Pick<
        NewUser,
        | 'email'
        | 'emailConfirmed'
        | 'name'
        | 'pic'
        | 'language'
        | 'emailConsent'
        | 'source'
        | 'clientId'
        | 'affiliateProgram'
      >,
    ): Promise<UserRow> {
      return repo.insertUser(tx, {
        ...input,
        isSocialAuth: true,
        status: 'Active',
        emailToken: randomToken(24),
      });
    },

    /**
     * A provider proved the address of an existing account (account linking, spec 1 §7). An
     * account whose address was never confirmed may have been opened by someone else with it (a
     * sign-up never confirmed, a quick registration, an unverified social sign-in): their
     * password, sessions and identities go, so the owner does not walk into an account a
     * stranger can still enter. The profile's name and picture fill only what is missing.
     */
    async proveAddressBySocialSignIn(
      tx: Database,
      user: UserRow,
      profile: { name: string; pic: string | null },
    ): Promise<UserRow> {
      const isUnproven = !user.emailConfirmed;
      await users.claimProvenAddress(tx, user);
      return repo.updateUser(tx, user.id, {
        emailConfirmed: true,
        ...(isUnproven ? { passwordHash: null, isSocialAuth: true, status: 'Active' } : {}),
        ...(user.name ? {} : { name: profile.name }),
        ...(user.pic ? {} : { pic: profile.pic }),
      });
    },
  };
}
