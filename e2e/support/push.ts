import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import type { BrowserSubscription } from '../../apps/server/src/test/push-receiver.js';

/**
 * Web push in the browser tests. The browser's own push service (Google's, for Chromium) is out
 * of reach here, so only it is replaced: `PushManager.prototype.subscribe` and `getSubscription`
 * hand back a subscription of the local test push receiver (apps/server/src/test/push-receiver.ts:
 * a loopback push service holding a real P-256 key pair and 16-byte auth secret, which checks the
 * VAPID signature and decrypts each push, RFC 8291). Everything else is the app's and the
 * server's own: the permission, the service worker, the server's public key, the subscription
 * sent to the server, and the server's encrypted push to the receiver.
 */
export { startPushReceiver, type PushReceiver } from '../../apps/server/src/test/push-receiver.js';

/** What the page asked the push service for, kept by the stub (localStorage, across reloads). */
export const SUBSCRIBE_CALL_KEY = '__parallax_test_push_subscribe';

export async function stubPushService(context: BrowserContext, subscription: BrowserSubscription) {
  await context.addInitScript(
    ({ json, callKey }) => {
      const fromBase64Url = (value: string) => {
        const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
        const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
        return Uint8Array.from(binary, (character) => character.charCodeAt(0));
      };
      const toBase64Url = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const make = (serverKey: string) =>
        ({
          endpoint: json.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: fromBase64Url(serverKey).buffer },
          getKey: (name: string) =>
            name === 'p256dh' || name === 'auth' ? fromBase64Url(json.keys[name]).buffer : null,
          toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
          unsubscribe: async () => {
            localStorage.removeItem(callKey);
            return true;
          },
        }) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey;
        if (!key || typeof key === 'string') throw new DOMException('No key', 'InvalidAccessError');
        const bytes = ArrayBuffer.isView(key)
          ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength)
          : new Uint8Array(key);
        const serverKey = toBase64Url(bytes);
        localStorage.setItem(
          callKey,
          JSON.stringify({ userVisibleOnly: options?.userVisibleOnly ?? false, serverKey }),
        );
        return make(serverKey);
      };
      PushManager.prototype.getSubscription = async function () {
        const call = localStorage.getItem(callKey);
        return call ? make((JSON.parse(call) as { serverKey: string }).serverKey) : null;
      };
    },
    { json: subscription, callKey: SUBSCRIBE_CALL_KEY },
  );
}

/** The service worker's registration id, as the DevTools protocol (ServiceWorker domain) names it. */
export async function workerRegistrationId(cdp: CDPSession, scopeURL: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find(
        (registration) => registration.scopeURL === scopeURL && !registration.isDeleted,
      );
      if (match) resolve(match.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/**
 * Resolves once the page's service worker is activated: a push handed to a registration whose
 * worker is still activating waits for it, and a cold worker on a loaded machine takes seconds.
 */
export function workerActivated(page: Page) {
  return page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (!active || active.state === 'activated') return;
    await new Promise<void>((done) => {
      active.addEventListener('statechange', () => {
        if (active.state === 'activated') done();
      });
    });
  });
}

/** The notifications the page's service worker shows (title, body, tag and data). */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      data: notification.data as unknown,
    }));
  });
}
