import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { getDeviceId, VARIANT } from '@/lib/platform';
import {
  fetchPushPublicKey,
  forgetPushSubscription,
  sendPushSubscription,
} from '../api/web-push-api';
import { needsPushTokenRefresh, parsePushToken } from '../model/push-token';
import { isPushSupported, readPushPermission } from './push-support';

/**
 * This browser's web push (RFC 8030 with VAPID keys, RFC 8291 payloads), through the app's own
 * service worker (sw/service-worker.ts shows the pushes): the browser's permission, the push
 * subscription made with the server's public key and sent to the server with the device id, kept
 * under `_firebase_device_token` (spec 1 §9) and sent again after 7 days.
 */

/** spec 1 §9: how long the setup waits for the service worker. */
export const SERVICE_WORKER_WAIT_MS = 10_000;

export type PushFailure = 'unsupported' | 'blocked' | 'failed';

export class PushSetupError extends Error {
  override name = 'PushSetupError';
  constructor(
    readonly reason: PushFailure,
    options?: { cause?: unknown },
  ) {
    super(`Push notifications could not be turned on: ${reason}`, options);
  }
}

/** The i18n key of a failed setup (spec 2 §4: a blocked permission is an error). */
export function pushFailureKey(error: unknown): string {
  const reason = error instanceof PushSetupError ? error.reason : 'failed';
  return `notifications.push.${reason}`;
}

/** The worker's registration, once active; the app registers it after the page has loaded. */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No service worker within ${SERVICE_WORKER_WAIT_MS} ms`)),
      SERVICE_WORKER_WAIT_MS,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function isSameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

/** The browser's subscription for the server's key: the existing one, or a new one. */
async function subscribe(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const key = base64UrlToBytes(await fetchPushPublicKey());
  const existing = await registration.pushManager.getSubscription();
  if (existing && isSameKey(existing.options.applicationServerKey, key)) return existing;
  // Made with another key (the server's keys were replaced): the push service would refuse it.
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Sends the subscription to the server, filed under `owner` (a user's id, or `guest`). */
async function send(subscription: PushSubscription, owner: string): Promise<void> {
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new Error('The push subscription has no keys');
  await sendPushSubscription(
    {
      endpoint,
      expirationTime: expirationTime ?? null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
      deviceId: getDeviceId(),
      userPlatform: VARIANT.platform,
    },
    owner !== 'guest',
  );
  writeStorage(
    STORAGE_KEYS.pushDeviceToken,
    JSON.stringify({ token: endpoint, savedAt: Date.now(), owner }),
  );
}

/**
 * Every push operation of this page runs after the one before it has finished: an Allow and the
 * refresh its new consent starts, or a sign-out and the guest's refresh after it, would otherwise
 * send (or forget) the same subscription twice, in either order.
 */
let pushQueue: Promise<unknown> = Promise.resolve();

function inTurn<T>(operation: () => Promise<T>): Promise<T> {
  const result = pushQueue.then(operation);
  pushQueue = result.catch(() => undefined);
  return result;
}

/**
 * spec 2 §4 Allow: asks the browser's permission at once (the caller calls this from the click,
 * so the browser's question comes with the user's gesture), then subscribes and sends the
 * subscription in turn with any other push operation.
 */
export function enablePush(owner: string): Promise<void> {
  if (!isPushSupported()) return Promise.reject(new PushSetupError('unsupported'));
  const asked = Notification.requestPermission();
  return inTurn(async () => {
    const permission = await asked;
    if (permission === 'denied') throw new PushSetupError('blocked');
    if (permission !== 'granted') throw new PushSetupError('failed');
    try {
      await send(await subscribe(await workerRegistration()), owner);
    } catch (error) {
      throw new PushSetupError('failed', { cause: error });
    }
  });
}

/**
 * spec 1 §9: with consent and permission, the subscription is sent again when it is 7 days old,
 * has changed, or was sent for someone else (a guest who signed in, a user who signed out).
 */
export function refreshPush(owner: string): Promise<void> {
  return inTurn(async () => {
    if (readPushPermission() !== 'granted') return;
    const registration = await workerRegistration();
    const current = await registration.pushManager.getSubscription();
    const stored = parsePushToken(readStorage(STORAGE_KEYS.pushDeviceToken));
    const token = current?.endpoint ?? null;
    if (!needsPushTokenRefresh(stored, { token, owner, now: Date.now() })) return;
    await send(await subscribe(registration), owner);
  });
}

/** This browser's subscription, without waiting for a worker that may never come. */
async function currentSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * The subscription stops being its user's (they sign out, or someone else uses the browser now):
 * the server forgets it, so nothing of theirs is pushed here any more. The browser keeps it: the
 * next viewer files it under their own name if they want pushes. Nothing is done when it was
 * never sent, or sent as a guest's or as `viewer`'s; a failure keeps the record, so the next
 * page tries again.
 */
export function detachPush({
  viewer,
  isSignedIn,
}: {
  /** Who uses the browser from now on: a user's id, or `guest`. */
  viewer: string;
  /** Whether the call goes out while a session is still on (the prefix it takes). */
  isSignedIn: boolean;
}): Promise<void> {
  return inTurn(async () => {
    const stored = parsePushToken(readStorage(STORAGE_KEYS.pushDeviceToken));
    if (!stored || stored.owner === 'guest' || stored.owner === viewer) return;
    await forgetPushSubscription(stored.token, isSignedIn);
    removeStorage(STORAGE_KEYS.pushDeviceToken);
  });
}

/** Turning push off: the server forgets this browser's subscription and the browser drops it. */
export function disablePush(isSignedIn: boolean): Promise<void> {
  return inTurn(async () => {
    removeStorage(STORAGE_KEYS.pushDeviceToken);
    const subscription = await currentSubscription();
    if (!subscription) return;
    await forgetPushSubscription(subscription.endpoint, isSignedIn).catch((error: unknown) =>
      console.warn('The server could not forget this push subscription', error),
    );
    await subscription.unsubscribe();
  });
}
