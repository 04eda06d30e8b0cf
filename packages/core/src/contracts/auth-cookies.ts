/** Cookie and header names shared by server and web app (see `authCookieNames`). */
export const AUTH_COOKIES = {
  /** httpOnly access token. */
  access: 'parallax_at',
  /** httpOnly refresh token. */
  refresh: 'parallax_rt',
  /** Readable refresh marker: `<access expiry>.<refresh expiry>` in epoch seconds. */
  session: 'parallax_session',
  /** Readable double-submit CSRF token, echoed in the X-CSRF-Token header. */
  csrf: 'parallax_csrf',
} as const;
export type AuthCookieNames = { [K in keyof typeof AUTH_COOKIES]: string };

/**
 * A browser keeps a `__Host-` cookie only if it came over https with Secure, Path=/ and no
 * Domain, so no sibling subdomain and no plain-http response can plant or shadow it (a planted
 * CSRF cookie would defeat the double submit).
 */
export const HOST_COOKIE_PREFIX = '__Host-';

/**
 * The auth cookies' names: `__Host-` ones when the site is served over https, the plain ones on
 * http (where Secure cookies are refused: Safari even on localhost, every browser on a LAN
 * address).
 */
export function authCookieNames(isHttps: boolean): AuthCookieNames {
  const prefix = isHttps ? HOST_COOKIE_PREFIX : '';
  return {
    access: prefix + AUTH_COOKIES.access,
    refresh: prefix + AUTH_COOKIES.refresh,
    session: prefix + AUTH_COOKIES.session,
    csrf: prefix + AUTH_COOKIES.csrf,
  };
}
export const CSRF_HEADER = 'x-csrf-token';
