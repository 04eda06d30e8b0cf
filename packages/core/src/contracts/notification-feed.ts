import { z } from 'zod';
import { Platform } from '../platform.js';
import { AffiliateProgram } from './session.js';
import { IsoDateTime, text } from './common.js';

/**
 * What every page may ask of notifications (spec 2 §3 Notification, §4, §7; spec 1 §7, §9): the
 * list and its statuses, push consent and the marketing notification. The browser's push
 * subscription and the e-mail unsubscribe are in contracts/notifications.ts, which re-exports
 * these: the app's start builds only this module's schemas.
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
