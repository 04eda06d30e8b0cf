import type { CodeChallenge } from '@parallax/core/contracts/auth';
import type { ProfileUpdate } from '@parallax/core/contracts/user-settings';
import { DomainError } from '@parallax/core/errors';
import type { Language } from '@parallax/core/platform';
import type { Database } from '../../db/client.js';
import type { AuditRecorder } from '../audit/audit.types.js';
import type { Mailer } from '../mail/mailer.service.js';
import { userConfirmEmail } from '../mail/mail.templates.js';
import { actionTokensRepository } from './action-tokens.repository.js';
import { challengesRepository } from './challenges.repository.js';
import { usersRepository, type UserRow } from './users.repository.js';
import type { Challenges } from './challenges.service.js';
import {
  createCredentials,
  type CredentialHolders,
  type Credentials,
} from './credentials.service.js';
import { randomToken, sha256 } from './secrets.service.js';
import type { Client, IssuedSession, Sessions } from './sessions.service.js';

/** What every auth service is built from (app.ts passes it once, `createAuthService` shares it). */
export type AuthDeps = {
  db: Database;
  challenges: Challenges;
  sessions: Sessions;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  /**
   * Unlinks every social identity of a user, in the caller's transaction. The identities belong
   * to the social module, which is built on auth, so app.ts hands its function in.
   */
  unlinkSocialIdentities: (tx: Database, userId: string) => Promise<void>;
  /** What the feeds and notifications modules keep of an account, ended with its sessions. */
  credentialHolders: CredentialHolders;
  /** The operator's desk's audit log, which every change of roles is written to. */
  audit: AuditRecorder;
  log?: { warn: (object: object, message: string) => void };
};

export type SignedIn = { kind: 'active'; user: UserRow; session: IssuedSession };
export type { UserRow };

const USER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The steps on an account that registration, sign-in, passwords and one-time login share:
 * looking a user up, proving an address, signing a user in.
 */
export function createUsers(deps: AuthDeps) {
  const { db, challenges, sessions, mailer, now } = deps;
  const credentials = createCredentials({ holders: deps.credentialHolders, now });

  return {
    webClient: (client: Partial<Client>): Client => ({
      clientIdentifier: client.clientIdentifier ?? crypto.randomUUID(),
      clientType: client.clientType ?? 'web_app',
    }),

    async signInUser(tx: Database, user: UserRow, client: Client): Promise<SignedIn> {
      return { kind: 'active', user, session: await sessions.start(tx, user.id, client) };
    },

    /**
     * The owner of the address has just proved it (a code or a link reached them). An account
     * that was never proven may have been opened by somebody else — a quick registration, a
     * guest's checkout or an unverified social sign-in with their address — so that somebody
     * loses every way in: social identities and every credential. A password reset ends every
     * credential whether the address was proven before or not: whoever knew the old password is
     * out.
     */
    async claimProvenAddress(
      tx: Database,
      user: UserRow,
      reason: 'address_claimed' | 'password_reset' = 'address_claimed',
    ): Promise<void> {
      if (!user.emailConfirmed) await deps.unlinkSocialIdentities(tx, user.id);
      if (user.emailConfirmed && reason === 'address_claimed') return;
      await credentials.endAll(tx, user.id, reason);
    },

    /** Every credential of the account ends at once but the session `kept` (credentials.service.ts). */
    endCredentials: (...args: Parameters<Credentials['endAll']>) => credentials.endAll(...args),

    /** The account's latest endings of every credential, newest first. */
    latestCredentialEndings: (userId: string) => credentials.latest(db, userId),

    /** E-mails the link to the user-confirm page, where the account chooses its password. */
    async sendUserConfirmLink(tx: Database, user: UserRow, language: Language): Promise<void> {
      const token = randomToken();
      await actionTokensRepository.insertActionToken(tx, {
        tokenHash: sha256(token),
        userId: user.id,
        purpose: 'user_confirm',
        expiresAt: new Date(now().getTime() + USER_CONFIRM_TTL_MS),
      });
      const url = `${deps.publicUrl}/user-confirm?token=${encodeURIComponent(token)}`;
      await mailer.send(userConfirmEmail(language, user.email, url), tx);
    },

    /**
     * The open registration code of an unconfirmed user: resent when allowed (`requester` asks
     * for it), else reused.
     */
    async confirmationChallenge(user: UserRow, requester: string): Promise<CodeChallenge> {
      try {
        return await db.transaction((tx) => challenges.issue(tx, user, 'registration', requester));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const latest = await challengesRepository.latestChallenge(db, user.id, 'registration');
        if (!latest) throw error;
        return challenges.describe(latest);
      }
    },

    // Accounts for other modules (payments, account, social): `tx` is the caller's transaction, or
    // the database when there is none, so their work and these reads or writes commit together.

    userById: (tx: Database, id: string) => usersRepository.userById(tx, id),

    userByEmail: (tx: Database, email: string) => usersRepository.userByEmail(tx, email),

    /** The accounts of these ids that exist, in no particular order. */
    usersByIds: (tx: Database, ids: readonly string[]) => usersRepository.usersByIds(tx, ids),

    /** Serializes work on one user (one checkout at a time) until the caller's transaction ends. */
    lockUser: (tx: Database, id: string) => usersRepository.lockUser(tx, id),

    /** Profile settings the account page writes; a partial `vrControls` is merged in. */
    updateProfile: (
      tx: Database,
      id: string,
      settings: Omit<ProfileUpdate, 'vrControls'>,
      vrControls: ProfileUpdate['vrControls'],
    ) => usersRepository.updateProfile(tx, id, settings, vrControls),

    /** False when no account has the e-mail's token. */
    setEmailConsentByToken: (tx: Database, token: string, isConsent: boolean) =>
      usersRepository.setEmailConsentByToken(tx, token, isConsent),

    markAgeVerified: (tx: Database, id: string) => usersRepository.markAgeVerified(tx, id),

    /** The account row itself; the caller has removed what other modules keep of it first. */
    deleteUser: (tx: Database, id: string) => usersRepository.deleteUser(tx, id),
  };
}

export type Users = ReturnType<typeof createUsers>;

/**
 * A plain sign-up whose code was never confirmed: signing up again with its address starts over
 * on it, and signing in answers NOT_CONFIRMED_EMAIL. Quick-registered and social accounts are
 * never pending (their address is someone's account, possibly with purchases).
 */
export function isPendingSignUp(user: UserRow): boolean {
  return (
    !user.emailConfirmed &&
    !user.isSocialAuth &&
    user.status === 'Active' &&
    user.passwordHash !== null
  );
}
