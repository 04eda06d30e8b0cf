import { randomUUID } from 'node:crypto';
import { ClientIdentifier, type SocialSignInQuery } from '@parallax/core/contracts/auth';
import { isLocalPath } from '@parallax/core/rules/return-path';
import { Platform, type Language } from '@parallax/core/platform';
import type { Database } from '../../db/client.js';
import type {
  OAuthProfile,
  OAuthProviderName,
  OAuthProviders,
} from '../../providers/oauth/oauth.types.js';
import type { AuthService, SignedIn, UserRow } from '../auth/auth.service.js';
import { resolveSocialUser, SocialFailure } from './social-accounts.service.js';
import { socialRepository as repo, type SignInStateRow } from './social.repository.js';
import type { CarriedParams, SocialFailureCode } from './social.types.js';

const STATE_TTL_MS = 10 * 60 * 1000;

type Failed = { kind: 'failed'; platform: Platform; code: SocialFailureCode; cause?: unknown };
export type SocialStart = { kind: 'provider'; url: URL; state: string } | Failed;
export type SocialOutcome =
  | { kind: 'signed_in'; signedIn: SignedIn; returnPath: string | null }
  | { kind: 'token'; platform: Platform; token: string }
  | Failed;

type SocialDeps = {
  db: Database;
  providers: OAuthProviders;
  auth: AuthService;
  now: () => Date;
};

/**
 * Unlinks every social identity of a user, in the caller's transaction (auth, when an address is
 * proven). It needs nothing of the service, so auth, which the service is built on, can have it.
 */
export function unlinkSocialIdentities(tx: Database, userId: string): Promise<void> {
  return repo.deleteIdentitiesOfUser(tx, userId);
}

export function createSocialService(deps: SocialDeps) {
  const { db, providers, now } = deps;

  return {
    /**
     * spec 1 §7 redirect to the provider: keeps state, PKCE verifier, nonce and the parameters to
     * carry for ten minutes and answers the provider's authorization URL. A provider without
     * settings or out of reach (discovery failed) is a failure to show on the social return page
     * (a browser follows this redirect; it must not end on an error body).
     */
    async start(
      name: OAuthProviderName,
      query: SocialSignInQuery,
      language: Language,
    ): Promise<SocialStart> {
      const params = paramsToCarry(query, language);
      const provider = providers[name];
      if (!provider) return failed(params, 'provider_not_configured');
      const checks = await provider.newChecks();
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
      name: OAuthProviderName,
      query: Record<string, string>,
      browserState: string | undefined,
    ): Promise<SocialOutcome> {
      let params = carriedParams(undefined);
      try {
        const row = query.state ? await repo.takeState(db, query.state) : undefined;
        params = carriedParams(row);
        return await finishWithState(deps, name, query, browserState, row, params);
      } catch (error) {
        if (error instanceof SocialFailure) return failed(params, error.code);
        return failed(params, 'sign_in_failed', error);
      }
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;

/** `finish` once the state row is taken: the provider's answer checked, then the sign-in. */
async function finishWithState(
  deps: SocialDeps,
  name: OAuthProviderName,
  query: Record<string, string>,
  browserState: string | undefined,
  row: SignInStateRow | undefined,
  params: CarriedParams,
): Promise<SocialOutcome> {
  // spec 1 §7: Twitter's `denied`, or the OAuth error the user's refusal gives.
  if (query.denied !== undefined || query.error === 'access_denied') {
    return failed(params, 'access_denied');
  }
  if (query.error !== undefined) {
    const description = query.error_description ? `: ${query.error_description}` : '';
    return failed(params, 'sign_in_failed', new Error(`${query.error}${description}`));
  }
  const isOwnState = row !== undefined && browserState === row.state;
  if (!row || !isOwnState || row.provider !== name || row.expiresAt <= deps.now()) {
    return failed(params, 'invalid_state');
  }
  const provider = deps.providers[name];
  if (!provider) return failed(params, 'provider_not_configured');
  const checks = { state: row.state, codeVerifier: row.codeVerifier, nonce: row.nonce };
  let profile: OAuthProfile;
  try {
    profile = await provider.profile(query, checks);
  } catch (error) {
    return failed(params, 'sign_in_failed', error);
  }
  const user = await resolveSocialUser(deps, name, profile, params);
  return await signIn(deps.auth, user, params, query.clientIdentifier);
}

async function signIn(
  auth: AuthService,
  user: UserRow,
  params: CarriedParams,
  callbackClientIdentifier?: string,
) {
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

/** What the redirect's query carries to the callback (a return path only when it is local). */
function paramsToCarry(query: SocialSignInQuery, language: Language): CarriedParams {
  return {
    platform: query.platform ?? 'web_app',
    language,
    ...(query.emailConsent ? { emailConsent: query.emailConsent } : {}),
    ...(query.clientIdentifier ? { clientIdentifier: query.clientIdentifier } : {}),
    ...(query.returnPath && isLocalPath(query.returnPath) ? { returnPath: query.returnPath } : {}),
    ...(query.source ? { source: query.source } : {}),
    ...(query.clientId ? { clientId: query.clientId } : {}),
    ...(query.affiliateProgram ? { affiliateProgram: query.affiliateProgram } : {}),
  };
}

function carriedParams(row: SignInStateRow | undefined): CarriedParams {
  const params = (row?.params ?? {}) as Partial<CarriedParams>;
  const platform = Platform.safeParse(params.platform);
  return { ...params, platform: platform.success ? platform.data : 'web_app' } as CarriedParams;
}

function failed(params: CarriedParams, code: SocialFailureCode, cause?: unknown): Failed {
  return { kind: 'failed', platform: params.platform, code, ...(cause ? { cause } : {}) };
}
