import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import type { PushPermission } from '../model/push-prompt';

/*
 * Whether this browser can take pushes, its permission, and whether it sent a subscription: what
 * every page reads to decide on the push prompt and on the subscription's upkeep. The rest of web
 * push (lib/web-push.ts) loads only when there is something to do.
 */

export const isPushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'Notification' in window &&
  'serviceWorker' in navigator &&
  'PushManager' in window;

export function readPushPermission(): PushPermission {
  return isPushSupported() ? Notification.permission : 'unsupported';
}

/** A subscription was sent from this browser (lib/web-push.ts keeps its record until taken off). */
export function hasSentSubscription(): boolean {
  return readStorage(STORAGE_KEYS.pushDeviceToken) !== null;
}

/** The permission, re-read when the browser says it changed (site settings). */
export function subscribePushPermission(listener: () => void): () => void {
  let status: PermissionStatus | null = null;
  let isActive = true;
  navigator.permissions
    ?.query({ name: 'notifications' })
    .then((found) => {
      if (!isActive) return;
      status = found;
      status.addEventListener('change', listener);
    })
    .catch(() => undefined);
  window.addEventListener('focus', listener);
  return () => {
    isActive = false;
    status?.removeEventListener('change', listener);
    window.removeEventListener('focus', listener);
  };
}
