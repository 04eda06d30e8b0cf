import {
  AUTH_COOKIES,
  CSRF_HEADER,
  HOST_COOKIE_PREFIX,
} from '@parallax/core/contracts/auth-cookies';
import { sessionEndpoints } from '@parallax/core/endpoints/session';
import { endpointPath } from '@parallax/core/endpoints/endpoint';
import { plainApi, storeApi, variantPrefix } from './api-path';
import { readCookie } from './cookies';
import { currentLanguage } from './i18n';
import { getDeviceId } from './platform';

/**
 * Tokens live in httpOnly cookies the server sets. Two readable cookies tell the client about
 * them: the refresh marker `<accessExpiresAt>.<refreshExpiresAt>` (epoch seconds) and the CSRF
 * token every POST, PUT, PATCH and DELETE echoes in a header.
 */
/**
 * The server names its cookies `__Host-…` on https and plainly on http (core `authCookieNames`).
 * The prefixed one is read first, so a plain cookie planted beside it is never the one used.
 */
function readAuthCookie(name: string): string | null {
  return readCookie(HOST_COOKIE_PREFIX + name) ?? readCookie(name);
}
/** spec 1 §9: an access token within 10 s of expiry counts as expired. */
export const REFRESH_MARGIN_MS = 10_000;

export type SessionMarker = { accessExpiresAt: number; refreshExpiresAt: number };

/** Parses the marker into epoch milliseconds; anything malformed counts as no session. */
export function parseSessionMarker(value: string | null): SessionMarker | null {
  const match = value?.match(/^(\d+)\.(\d+)$/);
  if (!match) return null;
  return { accessExpiresAt: Number(match[1]) * 1000, refreshExpiresAt: Number(match[2]) * 1000 };
}

export function readSessionMarker(): SessionMarker | null {
  return parseSessionMarker(readAuthCookie(AUTH_COOKIES.session));
}

/**
 * spec 1 §4 tokens: `expiring` within the margin (refresh it), `ended` when the refresh token
 * itself has expired (log out), `none` without a session marker (a guest).
 */
export type TokenState = 'none' | 'valid' | 'expiring' | 'ended';

export function tokenState(marker: SessionMarker | null, now: number): TokenState {
  if (!marker) return 'none';
  if (marker.refreshExpiresAt <= now) return 'ended';
  if (marker.accessExpiresAt - REFRESH_MARGIN_MS <= now) return 'expiring';
  return 'valid';
}

/** A session marker whose refresh token has not expired: the visitor is most likely signed in. */
export function hasLiveSession(): boolean {
  const state = tokenState(readSessionMarker(), Date.now());
  return state === 'valid' || state === 'expiring';
}

/** Milliseconds until the access token enters the refresh margin (0 when it already has). */
export function msUntilRefresh(marker: SessionMarker, now: number): number {
  return Math.max(0, marker.accessExpiresAt - REFRESH_MARGIN_MS - now);
}

export function csrfHeaders(): Record<string, string> {
  const token = readAuthCookie(AUTH_COOKIES.csrf);
  return token ? { [CSRF_HEADER]: token } : {};
}

const endedListeners = new Set<() => void>();

/** Called when a refresh was refused: the session is over (spec 1 §4: refresh failure logs out). */
export function onSessionEnded(listener: () => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

/** How long a sign-out waits for the work to be done before it (see `beforeLogout`). */
export const BEFORE_LOGOUT_MAX_MS = 3000;

const beforeLogoutTasks = new Set<() => Promise<void>>();

/**
 * Work a feature must do while the session is still on, just before a sign-out ends it (the
 * browser's push subscription stops being the user's). The returned function unregisters it.
 */
export function beforeLogout(task: () => Promise<void>): () => void {
  beforeLogoutTasks.add(task);
  return () => beforeLogoutTasks.delete(task);
}

/**
 * Runs the registered tasks together; a failure is logged, and none holds the sign-out up longer
 * than BEFORE_LOGOUT_MAX_MS.
 */
export async function runBeforeLogout(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tasks = [...beforeLogoutTasks].map((task) =>
    task().catch((error: unknown) => console.warn('A task before logout failed', error)),
  );
  await Promise.race([
    Promise.all(tasks),
    new Promise((resolve) => {
      timer = setTimeout(resolve, BEFORE_LOGOUT_MAX_MS);
    }),
  ]);
  clearTimeout(timer);
}

let inFlight: Promise<boolean> | null = null;

/**
 * Refreshes the tokens once for every caller waiting at the same time. True when the server
 * issued new tokens. A refusal ends the session; a network failure does not (the user is offline,
 * not signed out), it only fails this attempt.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= requestRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function requestRefresh(): Promise<boolean> {
  let response: Response;
  try {
    const path = endpointPath(sessionEndpoints.refresh);
    const url = variantPrefix(path, 'plain') === 'plain' ? plainApi(path) : storeApi(path);
    response = await fetch(url, {
      method: sessionEndpoints.refresh.method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'User-Language': currentLanguage(),
        ...csrfHeaders(),
      },
      // A headset's session is bound to its device id (docs/decisions/0037-device-pairing.md).
      body: JSON.stringify({ clientIdentifier: getDeviceId() }),
    });
  } catch {
    return false;
  }
  if (response.ok) return true;
  console.error(`Token refresh failed with status ${response.status}`);
  for (const listener of endedListeners) listener();
  return false;
}
