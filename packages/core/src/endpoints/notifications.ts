import { z } from 'zod';
import { Ok } from '../contracts/session.js';
import { ErrorBody } from '../contracts/common.js';
import {
  OneClickUnsubscribeQuery,
  PushPublicKey,
  PushSubscriptionCreate,
  PushSubscriptionRemove,
} from '../contracts/notifications.js';
import { defineEndpoint } from './endpoint.js';
import { notificationFeedEndpoints } from './notification-feed.js';

const tags = ['notifications'];
const anyoneErrors = { 400: ErrorBody, 429: ErrorBody };

/**
 * spec 2 §7 notifications, push consent and web push; spec 1 §7 marketing notification. What
 * every page may call is in endpoints/notification-feed.ts, named here in the table's order.
 */
export const notificationsEndpoints = {
  list: notificationFeedEndpoints.list,
  bulkUpdate: notificationFeedEndpoints.bulkUpdate,
  pushConsent: notificationFeedEndpoints.pushConsent,
  setPushConsent: notificationFeedEndpoints.setPushConsent,
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
  marketing: notificationFeedEndpoints.marketing,
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
