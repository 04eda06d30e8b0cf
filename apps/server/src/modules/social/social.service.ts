import { randomUUID } from 'node:crypto';
import { ClientIdentifier, type SocialSignInQuery } from '@parallax/core/contracts/auth';
import { isLocalPath } from '@parallax/core/rules/return-path';
import { Platform, type Language } from '@parallax/core/platform';
import { normalizeEmail } from '@parallax/core/rules/auth';
import type { Database } from '../../db/client.js';
import type { AuthService, SignedIn, UserRow } from '../auth/auth.service.js';
import {
  newSocialChecks,
  type SocialProfile,
  type SocialProviderName,
  type SocialProviders,
} from './providers.js';
import { socialRepository as repo, type SignInStateRow } from './social.repository.js';

const STATE_TTL_MS = 10 * 60 * 1000;

/**
 * Why a social sign-in ended without a session; the social return page receives it as `error`.
 * access_denied: the user said no at the provider. invalid_state: unknown, expired or replayed
 * state. email_required: a new Twitter account shared no e-mail. email_exists: an unverified
 * address belongs to another account. sign_in_failed: the provider exchange failed.
 * provider_not_configured: this server has no settings for the provider (an old link, a typed
 * address: the app itself offers only configured providers).
 */
export type SocialFailureCode =
  | 'access_denied'
  | 'invalid_state'
  | 'email_required'
  | 'email_exists'
  | 'sign_in_failed'
  | 'provider_not_configured';

type Failed = { kind: 'failed'; platform: Platform; code: SocialFailureCode; cause?: unknown };
export type SocialStart = { kind: 'provider'; url: URL; state: string } | Failed;
export type SocialOutcome =
  | { kind: 'signed_in'; signedIn: SignedIn; returnPath: string | null }
  | { kind: 'token'; platform: Platform; token: string }
  | Failed;

/** The sign-in parameters carried from the redirect to the callback in the state row. */
type CarriedParams = {
  platform: Platform;
  language: Language;
  emailConsent?: 'true' | 'false';
  clientIdentifier?: string;
  returnPath?: string;
  source?: string;
  clientId?: string;
  affiliateProgram?: string;
};

class SocialFailure extends Error {
  constructor(readonly code: SocialFailureCode) {
    super(code);
  }
}

/**
 * Unlinks every social identity of a user, in the caller's transaction (auth, when an address is
 * proven). It needs nothing of the service, so auth, which the service is built on, can have it.
 */
export function unlinkSocialIdentities(tx: Database, userId: string): Promise<void> {
  return repo.deleteIdentitiesOfUser(tx, userId);
}

export function createSocialService(deps: {
  db: Database;
  providers: SocialProviders;
  auth: AuthService;
  now: () => Date;
}) {
  const { db, providers, auth, now } = deps;

  function carriedParams(row: SignInStateRow | undefined): CarriedParams {
    const params = (row?.params ?? {}) as Partial<CarriedParams>;
    const platform = Platform.safeParse(params.platform);
    return { ...params, platform: platform.success ? platform.data : 'web_app' } as CarriedParams;
  }

  /**
   * spec 1 §7 account resolution, in one transaction: the linked identity's user; else the
   * account holding the same verified e-mail, which gets the identity (account linking); else a
   * new social account.
   */
  async function resolveUser(
    name: SocialProviderName,
    profile: SocialProfile,
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
        return linkIdentity(tx, existing, name, profile, email);
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
    tx: Database,
    existing: UserRow,
    name: SocialProviderName,
    profile: SocialProfile,
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

  /** Two first sign-ins racing: the loser's insert hits a unique key; once more finds the winner. */
  async function resolveUserOnce(
    name: SocialProviderName,
    profile: SocialProfile,
    params: CarriedParams,
  ): Promise<UserRow> {
    try {
      return await resolveUser(name, profile, params);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return resolveUser(name, profile, params);
    }
  }

  async function signIn(user: UserRow, params: CarriedParams, callbackClientIdentifier?: string) {
    if (params.platform === 'web_app') {
      const clientIdentifier =
        params.clientIdentifier ??
        (ClientIdentifier.safeParse(callbackClientIdentifier).data || randomUUID());
      const signedIn = await auth.signInTrusted(user, { clientIdentifier, clientType: 'web_app' });
      return { kind: 'signed_in', signedIn, returnPath: params.returnPath ?? null } as const;
    }
    // Headset and desktop clients redeem the token at POST /auth/signin/token for their session.
    const token = await auth.issueSignInToken(user.id);
    return { kind: 'token', platform: params.platform, token } as const;
  }

  return {
    /**
     * spec 1 §7 redirect to the provider: keeps state, PKCE verifier, nonce and the parameters to
     * carry for ten minutes and answers the provider's authorization URL. A provider without
     * settings or out of reach (discovery failed) is a failure to show on the social return page
     * (a browser follows this redirect; it must not end on an error body).
     */
    async start(
      name: SocialProviderName,
      query: SocialSignInQuery,
      language: Language,
    ): Promise<SocialStart> {
      const params: CarriedParams = {
        platform: query.platform ?? 'web_app',
        language,
        ...(query.emailConsent ? { emailConsent: query.emailConsent } : {}),
        ...(query.clientIdentifier ? { clientIdentifier: query.clientIdentifier } : {}),
        ...(query.returnPath && isLocalPath(query.returnPath)
          ? { returnPath: query.returnPath }
          : {}),
        ...(query.source ? { source: query.source } : {}),
        ...(query.clientId ? { clientId: query.clientId } : {}),
        ...(query.affiliateProgram ? { affiliateProgram: query.affiliateProgram } : {}),
      };
      const provider = providers[name];
      if (!provider) return failed(params, 'provider_not_configured');
      const checks = await newSocialChecks(provider.usesNonce);
      let url: URL;
      try {
        url = await provider.authorizationUrl(checks);
      } catch (error) {
        return failed(params, 'sign_in_failed', error);
      }
      const at = now();
      await repo.deleteExpiredStates(db, at);
      await repo.insertState(db, {
        state: checks.state,
        provider: name,
        codeVerifier: checks.codeVerifier,
        nonce: checks.nonce,
        params,
        expiresAt: new Date(at.getTime() + STATE_TTL_MS),
      });
      return { kind: 'provider', url, state: checks.state };
    },

    /**
     * spec 1 §7 provider callback. The state must be the one this browser started with
     * (`browserState`, from its cookie). Never throws: every failure becomes an outcome the route
     * turns into a redirect to the social return page (with the cause, for the log).
     */
    async finish(
      name: SocialProviderName,
      query: Record<string, string>,
      browserState: string | undefined,
    ): Promise<SocialOutcome> {
      let params = carriedParams(undefined);
      try {
        const row = query.state ? await repo.takeState(db, query.state) : undefined;
        params = carriedParams(row);
        // spec 1 §7: Twitter's `denied`, or the OAuth error the user's refusal gives.
        if (query.denied !== undefined || query.error === 'access_denied') {
          return failed(params, 'access_denied');
        }
        if (query.error !== undefined) {
          const description = query.error_description ? `: ${query.error_description}` : '';
          return failed(params, 'sign_in_failed', new Error(`${query.error}${description}`));
        }
        const isOwnState = row !== undefined && browserState === row.state;
        if (!row || !isOwnState || row.provider !== name || row.expiresAt <= now()) {
          return failed(params, 'invalid_state');
        }
        const provider = providers[name];
        if (!provider) return failed(params, 'provider_not_configured');
        const checks = { state: row.state, codeVerifier: row.codeVerifier, nonce: row.nonce };
        let profile: SocialProfile;
        try {
          profile = await provider.profile(query, checks);
        } catch (error) {
          return failed(params, 'sign_in_failed', error);
        }
        const user = await resolveUserOnce(name, profile, params);
        return await signIn(user, params, query.clientIdentifier);
      } catch (error) {
        if (error instanceof SocialFailure) return failed(params, error.code);
        return failed(params, 'sign_in_failed', error);
      }
    },
  };
}

function failed(params: CarriedParams, code: SocialFailureCode, cause?: unknown): Failed {
  return { kind: 'failed', platform: params.platform, code, ...(cause ? { cause } : {}) };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}
