import type {
  CodeChallenge,
  OtpCode,
  QuickRegistrationRequest,
  QuickRegistrationUpdate,
  RegistrationConfirmation,
  SignInRequest,
  TokenConfirmation,
  TokenSignInRequest,
} from '@parallax/core/contracts/auth';
import { DomainError } from '@parallax/core/errors';
import type { Language } from '@parallax/core/platform';
import { identifierKind, normalizeEmail } from '@parallax/core/rules/auth';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { signInLockedEmail, userConfirmEmail } from '../mail/templates.js';
import { authRepository as repo, type NewUser, type UserRow } from './auth.repository.js';
import { CODE_TTL_SECONDS, type Challenges } from './challenges.js';
import {
  burnPasswordCheck,
  hashPassword,
  otpCode,
  randomToken,
  sha256,
  verifyPassword,
} from './secrets.js';
import type { Client, IssuedSession, Sessions } from './sessions.js';

/** Wrong passwords in a row before the account locks (well under the per-address rate limit). */
export const SIGN_IN_FAILURE_LIMIT = 5;
export const LOCK_MINUTES = 60;
const USER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const STALE_SIGN_UP_MS = 24 * 60 * 60 * 1000;
const SIGN_IN_TOKEN_TTL_MS = 5 * 60 * 1000;
const OTP_TTL_SECONDS = 5 * 60;

export type SignedIn = { kind: 'active'; user: UserRow; session: IssuedSession };
/** An account as this service hands it out: other modules take the type from here. */
export type { UserRow };
/** A guest's checkout: signed into a new account, or asked for the code sent to the address. */
export type PaymentBuyer = SignedIn | { kind: 'confirm'; challenge: CodeChallenge };
export type SignInOutcome =
  SignedIn | { kind: 'unconfirmed'; email: string; challenge: CodeChallenge };

type RegistrationInput = {
  username: string;
  email: string;
  password: string;
  emailConsent: boolean;
  source?: string | undefined;
  clientId?: string | undefined;
  affiliateProgram?: string | undefined;
};

export function createAuthService(deps: {
  db: Database;
  challenges: Challenges;
  sessions: Sessions;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  log?: { warn: (object: object, message: string) => void };
}) {
  const { db, challenges, sessions, mailer, now } = deps;

  const webClient = (client: Partial<Client>): Client => ({
    clientIdentifier: client.clientIdentifier ?? crypto.randomUUID(),
    clientType: client.clientType ?? 'web_app',
  });

  async function signInUser(tx: Database, user: UserRow, client: Client): Promise<SignedIn> {
    return { kind: 'active', user, session: await sessions.start(tx, user.id, client) };
  }

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

  /**
   * The owner of the address has just proved it (a code or a link reached them). An account that
   * was never proven may have been opened by somebody else — a quick registration or an
   * unverified social sign-in with their address — so that somebody loses every way in.
   */
  async function claimProvenAddress(tx: Database, user: UserRow): Promise<void> {
    if (user.emailConfirmed) return;
    await repo.deleteSocialIdentities(tx, user.id);
    await repo.revokeUserSessions(tx, user.id, now());
  }

  /** E-mails the link to the user-confirm page, where the account chooses its password. */
  async function sendUserConfirmLink(tx: Database, user: UserRow, language: Language) {
    const token = randomToken();
    await repo.insertActionToken(tx, {
      tokenHash: sha256(token),
      userId: user.id,
      purpose: 'user_confirm',
      expiresAt: new Date(now().getTime() + USER_CONFIRM_TTL_MS),
    });
    const url = `${deps.publicUrl}/user-confirm?token=${encodeURIComponent(token)}`;
    await mailer.send(userConfirmEmail(language, user.email, url), tx);
  }

  /** Pending sign-ups older than this give up their username to a new one. */
  const staleBefore = () => new Date(now().getTime() - STALE_SIGN_UP_MS);

  /** The open registration code of an unconfirmed user: resent when allowed, else reused. */
  async function confirmationChallenge(user: UserRow): Promise<CodeChallenge> {
    try {
      return await db.transaction((tx) => challenges.issue(tx, user, 'registration'));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const latest = await repo.latestChallenge(db, user.id, 'registration');
      if (!latest) throw error;
      return challenges.describe(latest);
    }
  }

  return {
    /**
     * spec 1 §7 registration: creates the unconfirmed user and e-mails a code, in one
     * transaction. Signing up again with an unconfirmed address starts over on the same account.
     */
    async register(input: RegistrationInput, language: Language): Promise<CodeChallenge> {
      const passwordHash = await hashPassword(input.password);
      return uniqueViolationsAsErrors(() =>
        db.transaction(async (tx) => {
          await repo.deleteStaleUnconfirmed(tx, input.username, staleBefore(), input.email);
          const existing = await repo.userByEmail(tx, input.email);
          if (existing && !isPendingSignUp(existing)) {
            throw new DomainError('EmailNotUnique', 'Email has already been taken');
          }
          const holder = await repo.userByUsername(tx, input.username);
          if (holder && holder.id !== existing?.id) {
            throw new DomainError('UsernameNotUnique', 'Username already exists');
          }
          const values = {
            username: input.username,
            email: input.email,
            passwordHash,
            emailConsent: input.emailConsent,
            language,
            source: input.source ?? null,
            clientId: input.clientId ?? null,
            affiliateProgram: input.affiliateProgram ?? null,
          };
          const user = existing
            ? await repo.updateUser(tx, existing.id, values)
            : await repo.insertUser(tx, { ...values, emailToken: randomToken(24) });
          return challenges.issue(tx, user, 'registration');
        }),
      );
    },

    resendRegistration(token: string): Promise<CodeChallenge> {
      return db.transaction((tx) => challenges.resend(tx, token, 'registration'));
    },

    /** The right code confirms the address and signs the new user in. */
    async confirmRegistration(input: RegistrationConfirmation): Promise<SignedIn> {
      const challenge = await challenges.verify(
        db,
        input.token,
        'registration',
        input.confirmation,
        {
          consume: true,
        },
      );
      return db.transaction(async (tx) => {
        const user = await repo.userById(tx, challenge.userId);
        if (!user) throw new DomainError('InvalidTokenId', 'Unknown code token');
        await claimProvenAddress(tx, user);
        const confirmed = await repo.updateUser(tx, user.id, { emailConfirmed: true });
        return signInUser(tx, confirmed, webClient(input));
      });
    },

    async emailExists(email: string): Promise<boolean> {
      const user = await repo.userByEmail(db, email);
      return user !== undefined && !isPendingSignUp(user);
    },

    /** The viewer system (spec 1 §5): an address known there should log in, not sign up. */
    async viewerEmailExists(email: string): Promise<boolean> {
      const user = await repo.userByEmail(db, email);
      return user?.isBdEnabled === true;
    },

    /** Taken unless held by a sign-up left unconfirmed for a day (registration frees those). */
    async usernameExists(username: string): Promise<boolean> {
      const user = await repo.userByUsername(db, username);
      return user !== undefined && !(isPendingSignUp(user) && user.createdAt < staleBefore());
    },

    /**
     * spec 1 §4 login result. The answer never tells whether an account exists: an unknown login,
     * a wrong password and a locked account all answer BadCredentials after the same work (one
     * statement, one argon2 verification). Five wrong passwords in a row lock the account for an
     * hour, counted in the database so the lock holds across instances; a 423 LockedUser (spec 1
     * §8 hour_lock) would tell anyone which logins exist, so the owner is told by e-mail instead.
     */
    async signIn(input: SignInRequest): Promise<SignInOutcome> {
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
          challenge: await confirmationChallenge(user),
        };
      }
      return db.transaction((tx) => signInUser(tx, user, input));
    },

    /** One-time sign-in token (social sign-in on headset and desktop clients). */
    async tokenSignIn(input: TokenSignInRequest): Promise<SignedIn> {
      return db.transaction(async (tx) => {
        const row = await repo.useActionToken(tx, sha256(input.token), 'sign_in', now());
        if (!row || row.usedAt) throw new DomainError('InvalidTokenId', 'Unknown sign-in token');
        if (row.expiresAt <= now()) throw new DomainError('TokenExpiration', 'Token has expired');
        const user = await repo.userById(tx, row.userId);
        if (!user) throw new DomainError('InvalidTokenId', 'Unknown sign-in token');
        return signInUser(tx, user, input);
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

    refresh: (refreshToken: string) => sessions.refresh(refreshToken),
    logout: (familyId: string) => sessions.revokeFamily(familyId),
    familyOfRefreshToken: (refreshToken: string) => sessions.familyOfRefreshToken(refreshToken),

    /** Signs in a user the server already trusts (social sign-in on the web). */
    signInTrusted(user: UserRow, client: Client): Promise<SignedIn> {
      return db.transaction((tx) => signInUser(tx, user, client));
    },

    async startPasswordReset(email: string): Promise<CodeChallenge> {
      const user = await repo.userByEmail(db, email);
      if (!user) throw new DomainError('UserNotFound', 'No users found');
      return db.transaction((tx) => challenges.issue(tx, user, 'password_reset'));
    },

    resendPasswordReset(token: string): Promise<CodeChallenge> {
      return db.transaction((tx) => challenges.resend(tx, token, 'password_reset'));
    },

    /** The right code turns the token into a permission for one password update. */
    async confirmPasswordReset(token: string, code: string): Promise<string> {
      const challenge = await challenges.verify(db, token, 'password_reset', code, {
        consume: false,
      });
      return challenge.id;
    },

    /**
     * Sets the new password, proves the address, lifts a sign-in lock and ends every session:
     * whoever knew the old password is signed out.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const challenge = await challenges.load(tx, token, 'password_reset');
        if (!challenge.confirmedAt) throw new DomainError('InvalidTokenId', 'Code not confirmed');
        if (now().getTime() - challenge.confirmedAt.getTime() > CODE_TTL_SECONDS * 1000) {
          throw new DomainError('TokenExpiration', 'The reset has expired');
        }
        await repo.updateChallenge(tx, challenge.id, { consumedAt: now() });
        const user = await repo.userById(tx, challenge.userId);
        if (!user) throw new DomainError('InvalidTokenId', 'Unknown code token');
        await claimProvenAddress(tx, user);
        await repo.updateUser(tx, user.id, {
          passwordHash,
          emailConfirmed: true,
          failedSignIns: 0,
          lockedUntil: null,
          ...(user.status === 'NotSetPassword' ? { status: 'Active' } : {}),
        });
        await repo.revokeUserSessions(tx, user.id, now());
      });
    },

    /** spec 1 §5: the old password must match and the new one differ; other sessions end. */
    async changePassword(
      userId: string,
      familyId: string,
      oldPassword: string,
      newPassword: string,
    ): Promise<void> {
      const user = await repo.userById(db, userId);
      if (!user) throw new DomainError('Unauthorized', 'Sign in first');
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, oldPassword))) {
        throw new DomainError('WrongOldPassword', 'Incorrect old password');
      }
      if (oldPassword === newPassword) {
        throw new DomainError('PasswordsEqual', 'The new password must differ from the old one');
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, userId, { passwordHash });
        await repo.revokeUserSessions(tx, userId, now(), familyId);
      });
    },

    /** Social and quick-registered accounts choose their first password here. */
    async setPassword(userId: string, newPassword: string): Promise<UserRow> {
      const user = await repo.userById(db, userId);
      if (!user) throw new DomainError('Unauthorized', 'Sign in first');
      if (user.passwordHash) {
        throw new DomainError('PasswordAlreadySet', 'The account already has a password');
      }
      return repo.updateUser(db, userId, {
        passwordHash: await hashPassword(newPassword),
        ...(user.status === 'NotSetPassword' ? { status: 'Active' } : {}),
      });
    },

    /**
     * spec 1 §3 quick registration (checkout with an e-mail only): the account starts as
     * NotSetPassword, is signed in at once, and gets a link to the user-confirm page.
     */
    async quickRegister(
      input: QuickRegistrationRequest & { email: string; emailConsent: boolean },
      language: Language,
    ): Promise<SignedIn> {
      return uniqueViolationsAsErrors(() =>
        db.transaction(async (tx) => {
          const existing = await repo.userByEmail(tx, input.email);
          if (existing) throw new DomainError('EmailNotUnique', 'Email has already been taken');
          const user = await repo.insertUser(
            tx,
            emailOnlyAccount(input, 'NotSetPassword', language),
          );
          await sendUserConfirmLink(tx, user, language);
          return signInUser(tx, user, input);
        }),
      );
    },

    /**
     * spec 1 §3, §4 checkout by a guest: an account for the e-mail, InitializedViaPayment until a
     * payment succeeds, signed in for the payment. An address that has an account asks its owner
     * to log in (ProceedToLogin) — unless that account never paid: then the new checkout takes it
     * over and its other sessions end.
     */
    async registerForPayment(
      input: {
        email: string;
        emailConsent: boolean;
        confirmation?: TokenConfirmation | undefined;
        source?: string | undefined;
        clientId?: string | undefined;
        affiliateProgram?: string | undefined;
      } & Partial<Client>,
      language: Language,
    ): Promise<PaymentBuyer> {
      const existing = await repo.userByEmail(db, input.email);
      if (existing && existing.status !== 'InitializedViaPayment') {
        throw new DomainError('ProceedToLogin', 'Log in to make a purchase');
      }
      if (existing) {
        // Somebody started a checkout with this address and has not proven it: whoever comes now
        // may be its owner or not. Nobody is signed in, and nobody signed out, until the code
        // e-mailed to the address comes back.
        if (!input.confirmation) {
          return { kind: 'confirm', challenge: await confirmationChallenge(existing) };
        }
        const challenge = await challenges.verify(
          db,
          input.confirmation.token,
          'registration',
          input.confirmation.confirmation,
          { consume: true },
        );
        if (challenge.userId !== existing.id) {
          throw new DomainError('InvalidTokenId', 'Unknown code token');
        }
        return db.transaction(async (tx) => {
          const user = await repo.userById(tx, existing.id);
          if (user?.status !== 'InitializedViaPayment') {
            throw new DomainError('ProceedToLogin', 'Log in to make a purchase');
          }
          // The owner has proven the address: anyone else in the account is signed out.
          await claimProvenAddress(tx, user);
          const proven = await repo.updateUser(tx, user.id, { emailConfirmed: true });
          return signInUser(tx, proven, webClient(input));
        });
      }
      try {
        return await db.transaction(async (tx) => {
          const user = await repo.insertUser(
            tx,
            emailOnlyAccount(input, 'InitializedViaPayment', language),
          );
          return signInUser(tx, user, webClient(input));
        });
      } catch (error) {
        // A checkout racing this one made the account first: this buyer proves the address too.
        if (uniqueConstraintOf(error) !== 'users_email_unique') throw error;
        const winner = await repo.userByEmail(db, input.email);
        if (!winner) throw error;
        return { kind: 'confirm', challenge: await confirmationChallenge(winner) };
      }
    },

    /**
     * A first payment went through (in the fulfilment's transaction): an InitializedViaPayment
     * account now waits for its password (NotSetPassword), and the link to choose one is e-mailed.
     */
    async activateAfterPayment(tx: Database, userId: string): Promise<void> {
      const user = await repo.userById(tx, userId);
      if (user?.status !== 'InitializedViaPayment') return;
      await repo.updateUser(tx, user.id, { status: 'NotSetPassword' });
      await sendUserConfirmLink(tx, user, user.language === 'es' ? 'es' : 'en');
    },

    // Accounts for other modules (payments, account, social): `tx` is the caller's transaction, or
    // the database when there is none, so their work and these reads or writes commit together.

    userById: (tx: Database, id: string) => repo.userById(tx, id),

    userByEmail: (tx: Database, email: string) => repo.userByEmail(tx, email),

    /** Serializes work on one user (one checkout at a time) until the caller's transaction ends. */
    lockUser: (tx: Database, id: string) => repo.lockUser(tx, id),

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
      await claimProvenAddress(tx, user);
      return repo.updateUser(tx, user.id, {
        emailConfirmed: true,
        ...(isUnproven ? { passwordHash: null, isSocialAuth: true, status: 'Active' } : {}),
        ...(user.name ? {} : { name: profile.name }),
        ...(user.pic ? {} : { pic: profile.pic }),
      });
    },

    /** The user-confirm page: sets the password (and may correct the e-mail), then signs in. */
    async confirmQuickRegistration(
      input: QuickRegistrationUpdate & { email?: string | undefined },
    ): Promise<SignedIn> {
      const passwordHash = await hashPassword(input.newPassword);
      return uniqueViolationsAsErrors(() =>
        db.transaction(async (tx) => {
          const row = await repo.useActionToken(tx, sha256(input.token), 'user_confirm', now());
          if (!row || row.usedAt) throw new DomainError('InvalidTokenId', 'Unknown confirm token');
          if (row.expiresAt <= now()) {
            throw new DomainError('TokenExpiration', 'The link has expired');
          }
          const user = await repo.userById(tx, row.userId);
          if (!user) throw new DomainError('InvalidTokenId', 'Unknown confirm token');
          const email = input.email ?? user.email;
          if (email !== user.email && (await repo.userByEmail(tx, email))) {
            throw new DomainError('EmailNotUnique', 'Email has already been taken');
          }
          // The link reached the owner of the address: whoever opened the account is signed out.
          await claimProvenAddress(tx, user);
          const updated = await repo.updateUser(tx, user.id, {
            passwordHash,
            email,
            status: 'Active',
            // The link proved the address it was sent to.
            emailConfirmed: email === user.email,
          });
          return signInUser(tx, updated, input);
        }),
      );
    },

    /** spec 1 §3 one-time login: a code for a headset or desktop client to show. */
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
        return signInUser(tx, user, {
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

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * A plain sign-up whose code was never confirmed: signing up again with its address starts over
 * on it, and signing in answers NOT_CONFIRMED_EMAIL. Quick-registered and social accounts are
 * never pending (their address is someone's account, possibly with purchases).
 */
/** An account known by its e-mail only (quick registration, checkout): no password yet. */
function emailOnlyAccount(
  input: {
    email: string;
    emailConsent: boolean;
    source?: string | undefined;
    clientId?: string | undefined;
    affiliateProgram?: string | undefined;
  },
  status: 'NotSetPassword' | 'InitializedViaPayment',
  language: Language,
): NewUser {
  return {
    email: input.email,
    status,
    emailConsent: input.emailConsent,
    language,
    emailToken: randomToken(24),
    source: input.source ?? null,
    clientId: input.clientId ?? null,
    affiliateProgram: input.affiliateProgram ?? null,
  };
}

function isPendingSignUp(user: UserRow): boolean {
  return (
    !user.emailConfirmed &&
    !user.isSocialAuth &&
    user.status === 'Active' &&
    user.passwordHash !== null
  );
}

/** A unique index that fired under a race answers like the check before it would have. */
async function uniqueViolationsAsErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueConstraintOf(error);
    if (constraint === 'users_email_unique') {
      throw new DomainError('EmailNotUnique', 'Email has already been taken');
    }
    if (constraint === 'users_username_unique') {
      throw new DomainError('UsernameNotUnique', 'Username already exists');
    }
    throw error;
  }
}

function uniqueConstraintOf(error: unknown): string | null {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const fields = current as Error & { code?: unknown; constraint?: unknown };
    if (fields.code === '23505' && typeof fields.constraint === 'string') return fields.constraint;
  }
  return null;
}
