import { z } from 'zod';
import { Ok } from '../contracts/session.js';
import { ErrorBody } from '../contracts/common.js';
import {
  MarketingNotification,
  NotificationList,
  NotificationListQuery,
  NotificationsBulkResult,
  NotificationsBulkUpdate,
  OneClickUnsubscribeQuery,
  PushConsent,
  PushConsentQuery,
  PushConsentUpdate,
  PushPublicKey,
  PushSubscriptionCreate,
  PushSubscriptionRemove,
} from '../contracts/notifications.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['notifications'];
// 403: an expired access token (the client refreshes and retries, spec 1 §4).
const signedInErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };
const anyoneErrors = { 400: ErrorBody, 429: ErrorBody };

/** spec 2 §7 notifications, push consent and web push; spec 1 §7 marketing notification. */
export const notificationsEndpoints = {
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
  pushPublicKey: defineEndpoint({
    method: 'GET',
    path: '/notifications/push/public-key',
    responses: { 200: PushPublicKey },
    tags,
    summary: 'The server’s VAPID public key (applicationServerKey)',
  }),
  subscribePush: defineEndpoint({
    method: 'POST',
    path: '/notifications/push/subscriptions',
    body: PushSubscriptionCreate,
    responses: { 204: z.null(), ...anyoneErrors, 401: ErrorBody, 403: ErrorBody },
    auth: 'optional',
    tags,
    summary: 'Register this browser’s push subscription (again: refreshed, spec 1 §9 after 7 days)',
    description:
      'Filed under the signed-in user, or as a guest’s (broadcasts to everyone reach it). An endpoint that is not an https URL, or keys of the wrong size, is a 400.',
  }),
  unsubscribePush: defineEndpoint({
    method: 'DELETE',
    path: '/notifications/push/subscriptions',
    body: PushSubscriptionRemove,
    responses: { 204: z.null(), ...anyoneErrors },
    tags,
    summary: 'Forget this browser’s push subscription',
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
  unsubscribeOneClick: defineEndpoint({
    method: 'POST',
    base: '',
    path: '/unsubscribe-email',
    query: OneClickUnsubscribeQuery,
    responses: { 200: Ok, 400: ErrorBody, 429: ErrorBody },
    tags,
    summary: 'One-click unsubscribe (RFC 8058): the List-Unsubscribe address of a marketing e-mail',
    description:
      'A mail client posts `List-Unsubscribe=One-Click` (form-encoded or multipart) to the address the e-mail names; its token withdraws the account’s e-mail consent. Opened in a browser, the same address is the unsubscribe page. An unknown token is a 400 InvalidTokenId.',
  }),
};
