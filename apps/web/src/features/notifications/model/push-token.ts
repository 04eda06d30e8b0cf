/** spec 1 §9: the push token is refreshed (subscribed and sent again) after 7 days. */
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What `_firebase_device_token` holds: the push subscription's endpoint (the token), when it was
 * last sent to the server and whose it was sent as (a user's id, or `guest`).
 */
export type StoredPushToken = { token: string; savedAt: number; owner: string };

export function parsePushToken(raw: string | null): StoredPushToken | null {
  try {
    const parsed = JSON.parse(raw ?? 'null') as Partial<StoredPushToken> | null;
    if (
      typeof parsed?.token === 'string' &&
      typeof parsed.savedAt === 'number' &&
      typeof parsed.owner === 'string'
    ) {
      return { token: parsed.token, savedAt: parsed.savedAt, owner: parsed.owner };
    }
  } catch {
    // not ours: sent again
  }
  return null;
}

/**
 * Whether this browser's subscription must be sent (again): never sent, another subscription, sent
 * for someone else (a guest who signed in), or 7 days old.
 */
export function needsPushTokenRefresh(
  stored: StoredPushToken | null,
  current: { token: string | null; owner: string; now: number },
): boolean {
  return (
    stored === null ||
    current.token === null ||
    stored.token !== current.token ||
    stored.owner !== current.owner ||
    current.now - stored.savedAt >= PUSH_TOKEN_REFRESH_MS
  );
}

/**
 * spec 1 §3 push consent as this device keeps it (`_push_notifications`): the last answer given
 * here and whose it is — a guest's (`guest`) or a signed-in user's id — so one account's answer
 * never passes to another on a shared device. 'true' and 'false' alone are a guest's answer.
 */
export type StoredConsent = { value: boolean; owner: string };

export function parseStoredConsent(raw: string | null): StoredConsent | null {
  if (raw === 'true' || raw === 'false') return { value: raw === 'true', owner: 'guest' };
  try {
    const parsed = JSON.parse(raw ?? 'null') as Partial<StoredConsent> | null;
    if (typeof parsed?.value === 'boolean' && typeof parsed.owner === 'string' && parsed.owner) {
      return { value: parsed.value, owner: parsed.owner };
    }
  } catch {
    // not ours: never answered
  }
  return null;
}

export const formatStoredConsent = (consent: StoredConsent): string => JSON.stringify(consent);

/**
 * The stored answer that stands for `viewer` (a user's id, or `guest`): a guest's own, or for a
 * user their own or the one they gave as a guest on this device (it goes to their account when
 * the account has none) — never another user's.
 */
export function consentFor(stored: StoredConsent | null, viewer: string): boolean | null {
  if (!stored) return null;
  return stored.owner === 'guest' || stored.owner === viewer ? stored.value : null;
}
