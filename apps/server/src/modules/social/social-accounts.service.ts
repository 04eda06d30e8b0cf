import { normalizeEmail } from '@parallax/core/rules/auth';
import type { Database } from '../../db/client.js';
import type { OAuthProfile, OAuthProviderName } from '../../providers/oauth/oauth.types.js';
import type { AuthService, UserRow } from '../auth/auth.service.js';
import { socialRepository as repo } from './social.repository.js';
import type { CarriedParams, SocialFailureCode } from './social.types.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/** A sign-in the account resolution refuses, with the code the social return page shows. */
export class SocialFailure extends Error {
  constructor(readonly code: SocialFailureCode) {
    super(code);
  }
}

type AccountDeps = { db: Database; auth: AuthService };

/**
 * The account a provider's profile signs in to (spec 1 §7 account resolution). Two first
 * sign-ins racing: the loser's insert hits a unique key; once more finds the winner.
 */
export async function resolveSocialUser(
  deps: AccountDeps,
  name: OAuthProviderName,
  profile: OAuthProfile,
  params: CarriedParams,
): Promise<UserRow> {
  try {
    return await resolveUser(deps, name, profile, params);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return resolveUser(deps, name, profile, params);
  }
}

/**
 * spec 1 §7 account resolution, in one transaction: the linked identity's user; else the
 * account holding the same verified e-mail, which gets the identity (account linking); else a
 * new social account.
 */
async function resolveUser(
  { db, auth }: AccountDeps,
  name: OAuthProviderName,
  profile: OAuthProfile,
  params: CarriedParams,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const identity = await repo.identity(tx, name, profile.subject);
    const email = profile.email ? normalizeEmail(profile.email) : null;
    if (identity) {
      const user = await auth.userById(tx, identity.userId);
      if (!user) throw new Error(`identity ${name}/${profile.subject} without its user`);
      if (identity.email !== email) {
        await repo.updateIdentityEmail(tx, name, profile.subject, email);
      }
      return user;
    }
    // An account needs an address; a placeholder would collide with no one but reach no one.
    if (!email) throw new SocialFailure('email_required');
    const existing = await auth.userByEmail(tx, email);
    if (existing) {
      if (!profile.isEmailVerified) throw new SocialFailure('email_exists');
      return linkIdentity(auth, tx, existing, name, profile, email);
    }
    const user = await auth.createSocialAccount(tx, {
      email,
      emailConfirmed: profile.isEmailVerified,
      name: profile.name,
      pic: profile.pic,
      language: params.language,
      emailConsent: params.emailConsent !== 'false',
      source: params.source ?? null,
      clientId: params.clientId ?? null,
      affiliateProgram: params.affiliateProgram ?? null,
    });
    await repo.insertIdentity(tx, {
      provider: name,
      subject: profile.subject,
      userId: user.id,
      email,
    });
    return user;
  });
}

/**
 * The provider proved the address, so the account is its owner's (auth ends whatever a stranger
 * may hold in an account never proven), and the identity is linked to it.
 */
async function linkIdentity(
  auth: AuthService,
  tx: Database,
  existing: UserRow,
  name: OAuthProviderName,
  profile: OAuthProfile,
  email: string,
): Promise<UserRow> {
  const user = await auth.proveAddressBySocialSignIn(tx, existing, profile);
  await repo.insertIdentity(tx, {
    provider: name,
    subject: profile.subject,
    userId: user.id,
    email,
  });
  return user;
}
