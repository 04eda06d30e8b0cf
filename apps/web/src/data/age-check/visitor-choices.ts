import { createStoredFlag } from '@/lib/stored-flag';
import { SESSION_KEYS, STORAGE_KEYS } from '@/lib/storage';

/**
 * What a visitor chose on this device (spec 1 §2 age gate and cookie banner, no-age mode). A
 * signed-in user's choices are also stored on the account (`additionalData`); the gate feature
 * keeps the two in step.
 */
export const restrictedContentAcceptance = createStoredFlag(
  STORAGE_KEYS.acceptedRestrictedContent,
  'local',
);
export const cookieAcceptance = createStoredFlag(STORAGE_KEYS.acceptedCookies, 'local');
/** spec 1 §2: set by the `no-age` query parameter, for the session. */
export const noAgeMode = createStoredFlag(SESSION_KEYS.noAge, 'session');
