import type {
  QuickRegistrationRequest,
  QuickRegistrationUpdate,
} from '@parallax/core/contracts/auth';
import { DomainError } from '@parallax/core/errors';
import type { Language } from '@parallax/core/platform';
import { actionTokensRepository } from './action-tokens.repository.js';
import { emailOnlyAccount, uniqueViolationsAsErrors } from './registration.rules.js';
import { hashPassword, randomToken, sha256 } from './secrets.service.js';
import type { AuthDeps, SignedIn, Users } from './users.service.js';
import { usersRepository } from './users.repository.js';

/**
 * spec 1 §3 quick registration: an account for an e-mail only, signed in at once, whose owner
 * chooses the password on the user-confirm page the e-mailed link opens.
 */
export function createQuickRegistrationService(deps: AuthDeps, users: Users) {
  const { db, now } = deps;

  return {
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
          const existing = await usersRepository.userByEmail(tx, input.email);
          if (existing) throw new DomainError('EmailNotUnique', 'Email has already been taken');
          const user = await usersRepository.insertUser(
            tx,
            emailOnlyAccount(input, 'NotSetPassword', language, randomToken(24)),
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
          const row = await actionTokensRepository.useActionToken(
            tx,
            sha256(input.token),
            'user_confirm',
            now(),
          );
          if (!row || row.usedAt) throw new DomainError('InvalidTokenId', 'Unknown confirm token');
          if (row.expiresAt <= now()) {
            throw new DomainError('TokenExpiration', 'The link has expired');
          }
          const user = await usersRepository.userById(tx, row.userId);
          if (!user) throw new DomainError('InvalidTokenId', 'Unknown confirm token');
          const email = input.email ?? user.email;
          if (email !== user.email && (await usersRepository.userByEmail(tx, email))) {
            throw new DomainError('EmailNotUnique', 'Email has already been taken');
          }
          // The link reached the owner of the address: whoever opened the account is signed out.
          await users.claimProvenAddress(tx, user);
          const updated = await usersRepository.updateUser(tx, user.id, {
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
  };
}
