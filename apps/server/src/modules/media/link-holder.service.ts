import { decodeJwt } from 'jose';
import { createAccessTokens, type AccessTokens } from '../auth/access-tokens.service.js';
import type { Sessions } from '../auth/sessions.service.js';

/**
 * Who is fetching a media URL, for the check that a link minted for user U is used by U. The
 * browser's video element sends the same-origin cookies; a headset sends its Bearer token
 * (whose request's cookies are ignored, as everywhere).
 *
 * A video may play longer than an access token lives, and a media element cannot refresh and
 * retry, so an expired access token counts when its signature is valid: the link itself is
 * short-lived. The session must still be live, so signing out or a password reset stops the
 * playback links of that session too.
 */
/** What a media request carries its credential in (the Fastify request is one). */
export type CredentialCarrier = {
  headers: { authorization?: string | undefined };
  cookies: { [cookieName: string]: string | undefined };
};

export function createLinkHolderOf(deps: {
  serverSecret: string;
  accessTokens: AccessTokens;
  sessions: Sessions;
  /** The access token cookie's name (`__Host-` prefixed on https). */
  accessCookie: string;
}) {
  const { serverSecret, accessTokens, sessions, accessCookie } = deps;

  function accessTokenOf(request: CredentialCarrier): string | null {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) return header.slice(7).trim();
    return request.cookies[accessCookie] ?? null;
  }

  /** Checks an expired token as of a moment inside its lifetime: signature and claims only. */
  async function checkIgnoringExpiry(token: string) {
    let expiresAt: number | undefined;
    try {
      expiresAt = decodeJwt(token).exp;
    } catch {
      return { kind: 'invalid' } as const;
    }
    if (expiresAt === undefined) return { kind: 'invalid' } as const;
    const atExpiry = new Date((expiresAt - 1) * 1000);
    return createAccessTokens(serverSecret, accessTokens.ttlSeconds, () => atExpiry).check(token);
  }

  /** The user id of the request's access token (expired or not), or null for none or a bad one. */
  return async (request: CredentialCarrier): Promise<string | null> => {
    const token = accessTokenOf(request);
    if (!token) return null;
    let check = await accessTokens.check(token);
    if (check.kind === 'expired') check = await checkIgnoringExpiry(token);
    if (check.kind !== 'valid') return null;
    return (await sessions.isLive(check.claims.familyId)) ? check.claims.userId : null;
  };
}

export type LinkHolderOf = ReturnType<typeof createLinkHolderOf>;
