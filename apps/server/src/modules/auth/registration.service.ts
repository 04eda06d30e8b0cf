import type {
  CodeChallenge,
  QuickRegistrationRequest,
  QuickRegistrationUpdate,
  RegistrationConfirmation,
  TokenConfirmation,
} from '@parallax/core/contracts/auth';
import { DomainError } from '@parallax/core/errors';
import type { Language } from '@parallax/core/platform';
import type { Database } from '../../db/client.js';
import { authRepository as repo, type NewUser } from './auth.repository.js';
import { hashPassword, randomToken, sha256 } from './secrets.js';
import type { Client } from './sessions.js';
import { isPendingSignUp, type AuthDeps, type SignedIn, type Users } from './users.js';

const STALE_SIGN_UP_MS = 24 * 60 * 60 * 1000;

/** A guest's checkout: signed into a new account, or asked for the code sent to the address. */
export type PaymentBuyer = SignedIn | { kind: 'confirm'; challenge: CodeChallenge };

type RegistrationInput = {
  username: string;
  email: string;
  password: string;
  emailConsent: boolean;
  source?: string | undefined;
  clientId?: string | undefined;
  affiliateProgram?: string | undefined;
};

/**
 * Accounts coming into being (spec 1 §3, §7): sign-up with its code, the availability checks,
 * quick registration and the account a guest's checkout makes.
 */
export function createRegistrationService(deps: AuthDeps, users: Users) {
  const { db, challenges, now } = deps;

  /** Pending sign-ups older than this give up their username to a new one. */
  const staleBefore = () => new Date(now().getTime() - STALE_SIGN_UP_MS);

  return {
    /**
     * spec 1 §7 registration: creates the unconfirmed user and e-mails a code, in one
     * transaction. Signing up again with an unconfirmed address starts over on the same account.
     * `requester` is who asks (`http/requester.ts`): the codes sent count against them too.
     */
    async register(
      input: RegistrationInput,
      language: Language,
      requester: string,
    ): Promise<CodeChallenge> {
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
          return challenges.issue(tx, user, 'registration', requester);
        }),
      );
    },

    resendRegistration(token: string, requester: string): Promise<CodeChallenge> {
      return db.transaction((tx) => challenges.resend(tx, token, 'registration', requester));
    },

    /**
     * The right code confirms the address and signs the new user in. `requester` is who typed it
     * (`http/requester.ts`): wrong codes count against them as well as against the code.
     */
    async confirmRegistration(
      input: RegistrationConfirmation,
      requester: string,
    ): Promise<SignedIn> {
      const challenge = await challenges.verify(
        db,
        input.token,
        'registration',
        input.confirmation,
        { consume: true, requester },
      );
      return db.transaction(async (tx) => {
        const user = await repo.userById(tx, challenge.userId);
        if (!user) throw new DomainError('InvalidTokenId', 'Unknown code token');
        await users.claimProvenAddress(tx, user);
        const confirmed = await repo.updateUser(tx, user.id, { emailConfirmed: true });
        return users.signInUser(tx, confirmed, users.webClient(input));
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
          await users.sendUserConfirmLink(tx, user, language);
          return users.signInUser(tx, user, input);
        }),
      );
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
          await users.claimProvenAddress(tx, user);
          const updated = await repo.updateUser(tx, user.id, {
            passwordHash,
            email,
            status: 'Active',
            // The link proved the address it was sent to.
            emailConfirmed: email === user.email,
          });
          return users.signInUser(tx, updated, input);
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
        /** Who is checking out (`http/requester.ts`): their sends and wrong codes count. */
        requester: string;
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
          return {
            kind: 'confirm',
            challenge: await users.confirmationChallenge(existing, input.requester),
          };
        }
        const challenge = await challenges.verify(
          db,
          input.confirmation.token,
          'registration',
          input.confirmation.confirmation,
          { consume: true, requester: input.requester },
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
          await users.claimProvenAddress(tx, user);
          const proven = await repo.updateUser(tx, user.id, { emailConfirmed: true });
          return users.signInUser(tx, proven, users.webClient(input));
        });
      }
      try {
        return await db.transaction(async (tx) => {
          const user = await repo.insertUser(
            tx,
            emailOnlyAccount(input, 'InitializedViaPayment', language),
          );
          return users.signInUser(tx, user, users.webClient(input));
        });
      } catch (error) {
        // A checkout racing this one made the account first: this buyer proves the address too.
        if (uniqueConstraintOf(error) !== 'users_email_unique') throw error;
        const winner = await repo.userByEmail(db, input.email);
        if (!winner) throw error;
        return {
          kind: 'confirm',
          challenge: await users.confirmationChallenge(winner, input.requester),
        };
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
      await users.sendUserConfirmLink(tx, user, user.language === 'es' ? 'es' : 'en');
    },
  };
}

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
