import { z } from 'zod';
import { Platform } from '../platform.js';
import { IsoDateTime, OpaqueToken, text } from './common.js';

/**
 * Notifications, web push and consent (spec 2 §3 Notification, §4, §7; spec 1 §7, §9): the list,
 * consent and marketing notification every page may use (contracts/notification-feed.ts), and the
 * browser's push subscription, the pushes' payload and the e-mail unsubscribe.
 */

export * from './notification-feed.js';

/** The server's VAPID public key (base64url, uncompressed P-256 point), for `pushManager.subscribe`. */
export const PushPublicKey = z.object({ publicKey: z.string() }).meta({ id: 'PushPublicKey' });

const base64Url = (min: number, max: number) =>
  text()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

/**
 * A browser's PushSubscription (its `toJSON()`), stored per device: `endpoint` is the push
 * service's https URL, `keys.p256dh` the browser's P-256 public key and `keys.auth` its 16-byte
 * auth secret (RFC 8291). The server checks their sizes, so a bad key is a 400, not a failed send.
 */
export const PushSubscriptionCreate = z
  .object({
    endpoint: text()
      .max(2048)
      .pipe(z.url({ protocol: /^https?$/ })),
    expirationTime: z.number().nullish(),
    keys: z.object({ p256dh: base64Url(80, 100), auth: base64Url(16, 32) }),
    deviceId: text().max(100).nullish().describe('the app’s device id (spec 1 §9)'),
    userPlatform: Platform.optional(),
  })
  .meta({ id: 'PushSubscriptionCreate' });
export type PushSubscriptionCreate = z.infer<typeof PushSubscriptionCreate>;
export const PushSubscriptionRemove = z
  .object({ endpoint: text().max(2048) })
  .meta({ id: 'PushSubscriptionRemove' });

/** The payload a push carries to the service worker: enough to show and open the notification. */
export const PushPayload = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  icon: z.string().nullable(),
  image: z.string().nullable(),
  link: z.string().nullable(),
});
export type PushPayload = z.infer<typeof PushPayload>;

/**
 * RFC 8058 one-click unsubscribe: the List-Unsubscribe address of a marketing e-mail carries the
 * account's e-mail token (users.email_token), as the unsubscribe page's link does.
 */
export const OneClickUnsubscribeQuery = z.object({ token: OpaqueToken });

/** Development: a notification for the signed-in user, made as the product's events make them. */
export const DevNotificationCreate = z
  .object({
    title: text().min(1).max(200),
    description: text({ multiline: true }).max(2000).default(''),
    link: text().max(2048).nullish(),
    icon: text().max(2048).nullish(),
    image: text().max(2048).nullish(),
    buttonText: text().max(100).nullish(),
  })
  .meta({ id: 'DevNotificationCreate' });

/** Development: one push the server tried to deliver, and how the push service answered. */
export const DevPushDelivery = z
  .object({
    endpoint: z.string(),
    payload: PushPayload,
    outcome: z.enum(['sent', 'pruned', 'failed']),
    statusCode: z.int().nullable().describe('the push service’s answer; null when unreachable'),
    at: IsoDateTime,
  })
  .meta({ id: 'DevPushDelivery' });
export type DevPushDelivery = z.infer<typeof DevPushDelivery>;
