/**
 * What a log line may say of a URL. Addresses carry credentials: a VR player's feed link holds
 * its token in the path, e-mailed links their confirmation and unsubscribe tokens in the query,
 * media links their signature, an OAuth callback its code and state, the pair page a headset's
 * code. Anyone who reads the logs must not be able to use them, so every value is replaced by
 * `…` unless it is known to be harmless.
 */

const REDACTED = '…';

/**
 * Paths whose next segment is a credential (Fastify-style, the last parameter being the secret):
 * feed links (`:token`, docs/decisions/0035-vr-player-feeds.md), and the hosted pages of the test
 * acquirer and the stand-in age check, whose unguessable id is all a visitor needs.
 */
export const SECRET_PATHS = [
  '/feeds/:token',
  '/test-acquirer/checkout/:paymentId',
  '/test-acquirer/manage/:sessionId',
  '/age-verification/provider/:id',
] as const;

/**
 * Query parameters whose values are kept: what the catalog, the pages and the apps ask with, none
 * of them a credential or an address. Every other value is redacted (`token`, `code`, `state`,
 * `sig`, `u`, `exp`, `promoCode`, `returnPath`, `clientIdentifier`, …), so a parameter added later
 * is safe until someone decides it is harmless.
 */
const KEPT_QUERY_VALUES = new Set([
  'platform',
  'userPlatform',
  'source',
  'userSource',
  'variant',
  'page',
  'size',
  'status',
  'clientVersion',
  'affiliateProgram',
  'contentId',
  'contentIds',
  'auth',
  'success',
  'successVerification',
  'emailConsent',
  'error',
]);

/** Each secret path as the segments before its secret, lower-cased. */
const SECRET_PREFIXES = SECRET_PATHS.map((path) => path.split('/').slice(1, -1));

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * A request's URL (path and query, as received) fit for a log line: the secret segment of each
 * secret path, wherever it appears (under an API prefix, after doubled slashes, percent-encoded),
 * and every query value not known to be harmless become `…`.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? null : url.slice(queryAt + 1);
  return query === null ? redactPath(path) : `${redactPath(path)}?${redactQuery(query)}`;
}

function redactPath(path: string): string {
  const segments = path.split('/');
  // Empty segments (a doubled slash) do not break a match: the router may not answer such a
  // path, but its line is still written.
  const named = segments.map((segment, index) => ({ name: decoded(segment), index }));
  const meaningful = named.filter(({ name }) => name !== '');
  let changed = false;
  for (let at = 0; at < meaningful.length; at += 1) {
    for (const prefix of SECRET_PREFIXES) {
      const secret = meaningful[at + prefix.length];
      if (!secret || !prefix.every((name, offset) => meaningful[at + offset]?.name === name)) {
        continue;
      }
      segments[secret.index] = REDACTED;
      changed = true;
    }
  }
  return changed ? segments.join('/') : path;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      if (value === '' || KEPT_QUERY_VALUES.has(decodeName(name))) return pair;
      return `${name}=${REDACTED}`;
    })
    .join('&');
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** `?name=value` and `&name=value` in any text. */
const QUERY_PAIR = /([?&])([^\s?&=#"'<>]+)=([^\s&#"'<>]*)/g;
/** A secret path's segments followed by the secret, in any text. */
const SECRET_SEGMENT = new RegExp(
  `/(${SECRET_PREFIXES.map((prefix) => prefix.join('/')).join('|')})/([^/?#\\s"'<>)\\]]+)`,
  'gi',
);
/** A source file in a stack trace (`…/modules/feeds/feeds.service.ts:12:3`), not a secret. */
const SOURCE_FILE = /\.[cm]?[jt]sx?(:\d+)*$/;
/** The password of a URL (`postgres://user:password@host`). */
const URL_PASSWORD = /(\/\/[^\s:/@"'<>]*:)[^\s@/"'<>]*@/g;

/**
 * Free text fit for a log line (an error's message and stack, a message written by a library):
 * URLs in it lose their query values, the secret segments of secret paths and their password.
 * Text without any (most messages) comes back as it is, at the cost of three scans.
 */
export function redactText(text: string): string {
  return text
    .replace(QUERY_PAIR, (pair, mark: string, name: string, value: string) =>
      value === '' || KEPT_QUERY_VALUES.has(decodeName(name)) ? pair : `${mark}${name}=${REDACTED}`,
    )
    .replace(SECRET_SEGMENT, (match, prefix: string, secret: string) =>
      SOURCE_FILE.test(secret) ? match : `/${prefix}/${REDACTED}`,
    )
    .replace(URL_PASSWORD, `$1${REDACTED}@`);
}

const MAX_DEPTH = 6;

/**
 * A serialized error (or any value logged beside one) with every string in it redacted as text:
 * an HTTP client's error may carry the URL it called in `url`, `endpoint` or its `config`.
 */
export function redactValues(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactValues(item, depth + 1));
  if (value instanceof URL) return redactText(value.href);
  if (value instanceof URLSearchParams) return redactText(`?${value.toString()}`);
  if (value instanceof Date || ArrayBuffer.isView(value)) return value;
  const entries = Object.entries(value).map(([key, inner]) => [
    key,
    redactValues(inner, depth + 1),
  ]);
  return Object.fromEntries(entries);
}
