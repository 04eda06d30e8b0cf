import { z } from 'zod';
import { ErrorBody } from '../contracts/common.js';
import {
  MarketingNotification,
  NotificationList,
  NotificationListQuery,
  NotificationsBulkResult,
  NotificationsBulkUpdate,
  PushConsent,
  PushConsentQuery,
  PushConsentUpdate,
} from '../contracts/notification-feed.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['notifications'];
// 403: an expired access token (the client refreshes and retries, spec 1 §4).
const signedInErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };
const anyoneErrors = { 400: ErrorBody, 429: ErrorBody };

/**
 * The notifications' calls every page may make (spec 2 §7 the list and its statuses, push
 * consent; spec 1 §7 the marketing notification), part of `notificationsEndpoints`: kept apart
 * from the push subscription's and the e-mail unsubscribe's, which only some pages make.
 */
export const notificationFeedEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    query: NotificationListQuery,
    responses: { 200: NotificationList, ...signedInErrors },
    auth: 'user',
    tags,
    summary: 'The signed-in user’s notifications, newest first (the app asks page 0, size 1000)',
  }),
  bulkUpdate: defineEndpoint({
    method: 'PUT',
    path: '/notifications/status',
    body: NotificationsBulkUpdate,
    responses: { 200: NotificationsBulkResult, ...signedInErrors },
    auth: 'user',
    tags,
    summary: 'Set the status of many notifications (shown when toasts appear or the center opens)',
    description:
      'Only the caller’s own notifications change; ids of others (or unknown ids) are left alone and not counted.',
  }),
  pushConsent: defineEndpoint({
    method: 'GET',
    path: '/notifications/push-consent',
    query: PushConsentQuery,
    responses: { 200: PushConsent, ...signedInErrors },
    auth: 'user',
    tags,
    summary: 'Whether the signed-in user agreed to push notifications (null: never asked)',
    description: 'Guests keep their answer in local storage (spec 1 §9 _push_notifications).',
  }),
  setPushConsent: defineEndpoint({
    method: 'PUT',
    path: '/notifications/push-consent',
    body: PushConsentUpdate,
    responses: { 200: PushConsent, ...signedInErrors },
    auth: 'user',
    tags,
    summary: 'Record the push prompt’s answer; false also removes the user’s push subscriptions',
  }),
  marketing: defineEndpoint({
    method: 'POST',
    path: '/marketing/notification',
    body: MarketingNotification,
    responses: { 202: z.null(), ...anyoneErrors },
    auth: 'optional',
    tags,
    summary: 'Record a marketing attribution {clientId, affiliateProgram} (spec 1 §7)',
  }),
};
