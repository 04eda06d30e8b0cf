import type { CodeChallenge, RegistrationConfirmation } from '@parallax/core/contracts/auth';
import { DomainError } from '@parallax/core/errors';
import type { Language } from '@parallax/core/platform';
import { uniqueViolationsAsErrors } from './registration.rules.js';
import { hashPassword, randomToken } from './secrets.service.js';
import { usersRepository } from './users.repository.js';
import { isPendingSignUp, type AuthDeps, type SignedIn, type Users } from './users.service.js';

const STALE_SIGN_UP_MS = 24 * 60 * 60 * 1000;

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
 * Accounts coming into being (spec 1 §3, §7): sign-up with its code and the availability checks
 * (quick registration and a guest's checkout: quick-registration.service.ts,
 * payment-accounts.service.ts).
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
          await usersRepository.deleteStaleUnconfirmed(
            tx,
            input.username,
            staleBefore(),
            input.email,
          );
          const existing = await usersRepository.userByEmail(tx, input.email);
          if (existing && !isPendingSignUp(existing)) {
            throw new DomainError('EmailNotUnique', 'Email has already been taken');
          }
          const holder = await usersRepository.userByUsername(tx, input.username);
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
            ? await usersRepository.updateUser(tx, existing.id, values)
            : await usersRepository.insertUser(tx, { ...values, emailToken: randomToken(24) });
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
        const user = await usersRepository.userById(tx, challenge.userId);
        if (!user) throw new DomainError('InvalidTokenId', 'Unknown code token');
        await users.claimProvenAddress(tx, user);
        const confirmed = await usersRepository.updateUser(tx, user.id, { emailConfirmed: true });
        return users.signInUser(tx, confirmed, users.webClient(input));
      });
    },

    async emailExists(email: string): Promise<boolean> {
      const user = await usersRepository.userByEmail(db, email);
      return user !== undefined && !isPendingSignUp(user);
    },

    /** The viewer system (spec 1 §5): an address known there should log in, not sign up. */
    async viewerEmailExists(email: string): Promise<boolean> {
      const user = await usersRepository.userByEmail(db, email);
      return user?.isBdEnabled === true;
    },

    /** Taken unless held by a sign-up left unconfirmed for a day (registration frees those). */
    async usernameExists(username: string): Promise<boolean> {
      const user = await usersRepository.userByUsername(db, username);
      return user !== undefined && !(isPendingSignUp(user) && user.createdAt < staleBefore());
    },
  };
}
