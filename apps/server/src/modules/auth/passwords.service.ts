import type { CodeChallenge } from '@parallax/core/contracts/auth';
import type { CredentialEnding } from '@parallax/core/contracts/credentials';
import { DomainError } from '@parallax/core/errors';
import { challengesRepository } from './challenges.repository.js';
import { usersRepository, type UserRow } from './users.repository.js';
import { CODE_TTL_SECONDS } from './challenges.rules.js';
import { hashPassword, verifyPassword } from './secrets.service.js';
import type { AuthDeps, Users } from './users.service.js';

/** Passwords (spec 1 §4, §5): reset by an e-mailed code, change, and the first one chosen. */
export function createPasswordsService(deps: AuthDeps, users: Users) {
  const { db, challenges, now } = deps;

  return {
    /** `requester` is who asks (`http/requester.ts`): the codes sent count against them too. */
    async startPasswordReset(email: string, requester: string): Promise<CodeChallenge> {
      const user = await usersRepository.userByEmail(db, email);
      if (!user) throw new DomainError('UserNotFound', 'No users found');
      return db.transaction((tx) => challenges.issue(tx, user, 'password_reset', requester));
    },

    resendPasswordReset(token: string, requester: string): Promise<CodeChallenge> {
      return db.transaction((tx) => challenges.resend(tx, token, 'password_reset', requester));
    },

    /** The right code turns the token into a permission for one password update. */
    async confirmPasswordReset(token: string, code: string, requester: string): Promise<string> {
      const challenge = await challenges.verify(db, token, 'password_reset', code, {
        consume: false,
        requester,
      });
      return challenge.id;
    },

    /**
     * Sets the new password, proves the address, lifts a sign-in lock and ends every credential
     * (credentials.service.ts): whoever knew the old password, or opened the account with the address,
     * is out.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const challenge = await challenges.load(tx, token, 'password_reset');
        if (!challenge.confirmedAt) throw new DomainError('InvalidTokenId', 'Code not confirmed');
        if (now().getTime() - challenge.confirmedAt.getTime() > CODE_TTL_SECONDS * 1000) {
          throw new DomainError('TokenExpiration', 'The reset has expired');
        }
        await challengesRepository.updateChallenge(tx, challenge.id, { consumedAt: now() });
        const user = await usersRepository.userById(tx, challenge.userId);
        if (!user) throw new DomainError('InvalidTokenId', 'Unknown code token');
        await users.claimProvenAddress(tx, user, 'password_reset');
        await usersRepository.updateUser(tx, user.id, {
          passwordHash,
          emailConfirmed: true,
          failedSignIns: 0,
          lockedUntil: null,
          ...(user.status === 'NotSetPassword' ? { status: 'Active' } : {}),
        });
      });
    },

    /**
     * spec 1 §5: the old password must match and the new one differ. Every other credential ends
     * (this session and its browser's push subscription stay); answers what went.
     */
    async changePassword(
      userId: string,
      familyId: string,
      oldPassword: string,
      newPassword: string,
    ): Promise<CredentialEnding> {
      const user = await usersRepository.userById(db, userId);
      if (!user) throw new DomainError('Unauthorized', 'Sign in first');
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, oldPassword))) {
        throw new DomainError('WrongOldPassword', 'Incorrect old password');
      }
      if (oldPassword === newPassword) {
        throw new DomainError('PasswordsEqual', 'The new password must differ from the old one');
      }
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        await usersRepository.updateUser(tx, userId, { passwordHash });
        return users.endCredentials(tx, userId, 'password_changed', { familyId });
      });
    },

    /** Social and quick-registered accounts choose their first password here. */
    async setPassword(userId: string, newPassword: string): Promise<UserRow> {
      const user = await usersRepository.userById(db, userId);
      if (!user) throw new DomainError('Unauthorized', 'Sign in first');
      if (user.passwordHash) {
        throw new DomainError('PasswordAlreadySet', 'The account already has a password');
      }
      return usersRepository.updateUser(db, userId, {
        passwordHash: await hashPassword(newPassword),
        ...(user.status === 'NotSetPassword' ? { status: 'Active' } : {}),
      });
    },
  };
}
