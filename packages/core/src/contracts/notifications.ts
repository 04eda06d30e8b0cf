import { z } from 'zod';
import { Platform } from '../platform.js';
import { AffiliateProgram } from './session.js';
import { IsoDateTime, OpaqueToken, text } from './common.js';

/**
 * Notifications, web push and consent (spec 2 §3 Notification, §4, §7; spec 1 §7, §9).
 */

/** spec 2 §9: the notifications list is asked for as page 0 of size 1000. */
export const NOTIFICATIONS_PAGE_SIZE = 1000;

export const NOTIFICATION_STATUSES = ['sent', 'shown'] as const;
export const NotificationStatus = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof NotificationStatus>;

/**
 * spec 2 §3 Notification. `link` is internal when it starts with the site URL (the app navigates),
 * otherwise external (a new tab).
 */
export const Notification = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    createdAt: IsoDateTime,
    image: z.string().nullable(),
    icon: z.string().nullable(),
    buttonText: z.string().nullable(),
    link: z.string().nullable(),
    video: z.string().nullable(),
    status: NotificationStatus,
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

export const NotificationListQuery = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATIONS_PAGE_SIZE)
    .default(NOTIFICATIONS_PAGE_SIZE),
});

/** Newest first. */
export const NotificationList = z
  .object({
    content: z.array(Notification),
    page: z.number(),
    size: z.number(),
    totalElements: z.number(),
    unread: z.number().describe('how many are still `sent`'),
  })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof NotificationList>;

/** spec 2 §7 bulk update {notificationIds, status}: only the caller's own are changed. */
export const NotificationsBulkUpdate = z
  .object({
    notificationIds: z.array(z.uuid()).min(1).max(NOTIFICATIONS_PAGE_SIZE),
    status: NotificationStatus,
  })
  .meta({ id: 'NotificationsBulkUpdate' });
export type NotificationsBulkUpdate = z.infer<typeof NotificationsBulkUpdate>;
export const NotificationsBulkResult = z
  .object({ updated: z.number().describe('how many of the caller’s notifications changed') })
  .meta({ id: 'NotificationsBulkResult' });

/** spec 1 §3 Push consent: isConsent, null while never asked. */
export const PushConsent = z
  .object({ isConsent: z.boolean().nullable() })
  .meta({ id: 'PushConsent' });
export type PushConsent = z.infer<typeof PushConsent>;
export const PushConsentQuery = z.object({ userPlatform: Platform.optional() });
/** spec 1 §7 push consent write {isConsent, userPlatform}. */
export const PushConsentUpdate = z
  .object({ isConsent: z.boolean(), userPlatform: Platform.optional() })
  .meta({ id: 'PushConsentUpdate' });
export type PushConsentUpdate = z.infer<typeof PushConsentUpdate>;

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

/**
 * spec 1 §7 marketing notification {clientId, affiliateProgram}: records the attribution, with
 * the ad network's click id the visitor arrived with (`clickid`, kept as `_clickid`, spec 1 §9).
 */
export const MarketingNotification = z
  .object({
    clientId: text({ trim: true }).min(1).max(200),
    affiliateProgram: AffiliateProgram,
    source: text({ trim: true }).max(64).nullish(),
    clickId: text({ trim: true })
      .max(200)
      .nullish()
      .describe('the click id the visitor arrived with (`clickid` in the address)'),
  })
  .meta({ id: 'MarketingNotification' });
export type MarketingNotification = z.infer<typeof MarketingNotification>;

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
