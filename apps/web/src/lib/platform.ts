import type { Platform } from '@parallax/core/platform';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** The platform id this build reports to the API (spec 1 §1: web_app on the website). */
export const PLATFORM: Platform = 'web_app';

/** This build's version, checked by GET /api/bootstrap/check (spec 1 §4 outdated). */
export const APP_VERSION: string = __APP_VERSION__;

let sessionDeviceId: string | null = null;

/** spec 1 §3: the device id is a random UUID stored locally, sent as clientIdentifier. */
export function getDeviceId(): string {
  const stored = readStorage(STORAGE_KEYS.deviceId);
  if (stored && /^[0-9a-f-]{36}$/i.test(stored)) return stored;
  sessionDeviceId ??= crypto.randomUUID();
  writeStorage(STORAGE_KEYS.deviceId, sessionDeviceId);
  return sessionDeviceId;
}

/** The browsers of standalone VR headsets: Meta Quest (Meta Quest Browser) and Pico. */
export function isHeadsetBrowser(userAgent: string): boolean {
  return /OculusBrowser|\bQuest\b|Pico/i.test(userAgent);
}

/**
 * spec 1 §6: payment is unsupported when the app is embedded in the viewer. The viewer here is
 * this web app installed on a headset (spec/README: the headset client is the installed app),
 * where the headset store's rules keep purchases on the website: a headset browser running the
 * app standalone. A viewer may also show the store inside a frame of its own; the website forbids
 * being framed by anyone else (CSP `frame-ancestors 'none'`), so a framed app is the viewer's.
 */
export function isEmbeddedInViewer(
  userAgent: string,
  isStandalone: boolean,
  isFramed = false,
): boolean {
  return isFramed || (isStandalone && isHeadsetBrowser(userAgent));
}

export function isPaymentSupported(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  const isStandalone = window.matchMedia('(display-mode: standalone)').matches;
  return !isEmbeddedInViewer(navigator.userAgent, isStandalone, window.self !== window.top);
}
