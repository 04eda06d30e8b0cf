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

/**
 * spec 1 §6: payment is unsupported when the app is embedded in the viewer. The viewer shows the
 * store inside a frame of its own; the website forbids being framed by anyone else (CSP
 * `frame-ancestors 'none'`), so a framed app is the viewer's.
 */
export function isEmbeddedInViewer(): boolean {
  return typeof window !== 'undefined' && window.self !== window.top;
}

export const isPaymentSupported = (): boolean => !isEmbeddedInViewer();
