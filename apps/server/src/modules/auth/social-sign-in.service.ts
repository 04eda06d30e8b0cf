import type { TokenSignInRequest } from '@parallax/core/contracts/auth';
import { DomainError } from '@parallax/core/errors';
import type { Database } from '../../db/client.js';
import { actionTokensRepository } from './action-tokens.repository.js';
import { randomToken, sha256 } from './secrets.service.js';
import type { Client } from './sessions.service.js';
import type { AuthDeps, SignedIn, Users } from './users.service.js';
import { usersRepository, type NewUser, type UserRow } from './users.repository.js';

const SIGN_IN_TOKEN_TTL_MS = 5 * 60 * 1000;

/**
 * Signing in a user a social provider vouched for (spec 1 §7): on the web at once, on headset
 * and desktop clients with a one-time token; and the account a provider makes or proves.
 */
export function createSocialSignInService(deps: AuthDeps, users: Users) {
  const { db, now } = deps;

  return {
    /** One-time sign-in token (social sign-in on headset and desktop clients). */
    async tokenSignIn(input: TokenSignInRequest): Promise<SignedIn> {
      return db.transaction(async (tx) => {
        const row = await actionTokensRepository.useActionToken(
          tx,
          sha256(input.token),
          'sign_in',
          now(),
        );
        if (!row || row.usedAt) throw new DomainError('InvalidTokenId', 'Unknown sign-in token');
        if (row.expiresAt <= now()) throw new DomainError('TokenExpiration', 'Token has expired');
        const user = await usersRepository.userById(tx, row.userId);
        if (!user) throw new DomainError('InvalidTokenId', 'Unknown sign-in token');
        return users.signInUser(tx, user, input);
      });
    },

    async issueSignInToken(userId: string): Promise<string> {
      const token = randomToken();
      await actionTokensRepository.insertActionToken(db, {
        tokenHash: sha256(token),
        userId,
        purpose: 'sign_in',
        expiresAt: new Date(now().getTime() + SIGN_IN_TOKEN_TTL_MS),
      });
      return token;
    },

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
      return usersRepository.insertUser(tx, {
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
      return usersRepository.updateUser(tx, user.id, {
        emailConfirmed: true,
        ...(isUnproven ? { passwordHash: null, isSocialAuth: true, status: 'Active' } : {}),
        ...(user.name ? {} : { name: profile.name }),
        ...(user.pic ? {} : { pic: profile.pic }),
      });
    },
  };
}
