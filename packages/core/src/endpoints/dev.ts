import { z } from 'zod';
import { DevOutboxMessage } from '../contracts/auth.js';
import { ErrorBody, IsoDateTime, text } from '../contracts/common.js';
import { DevNotificationCreate, DevPushDelivery } from '../contracts/notifications.js';
import { USER_ROLES } from '../rules/support.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['dev'];
const Granted = z.object({ contentPackIds: z.array(z.uuid()) });
const MediaRequest = z.object({
  key: z.string(),
  holder: z.string().nullable().describe('whom the link was made for, as the request says'),
  range: z.string().nullable().describe('the Range header as sent'),
  status: z.int(),
  bytesSent: z.int().nonnegative().describe('bytes of the file sent'),
  at: IsoDateTime,
});
const SavedCardOutcome = z.object({
  paymentMethodToken: text().min(1).max(100),
  outcome: z.enum(['approve', 'decline']),
});

/** Development tools only: the server registers these with DEV_TOOLS on (loopback only). */
export const devEndpoints = {
  outbox: defineEndpoint({
    method: 'GET',
    base: '/api',
    path: '/dev/outbox',
    responses: { 200: z.array(DevOutboxMessage) },
    tags,
    summary: 'Development outbox: e-mails kept instead of sent, newest first',
  }),
  grantCategory: defineEndpoint({
    method: 'POST',
    base: '/api',
    path: '/dev/ownership/categories/:categoryName',
    params: z.object({ categoryName: text().min(1).max(100) }),
    responses: { 200: Granted, 401: ErrorBody, 404: ErrorBody },
    auth: 'user',
    tags,
    summary: 'Development: grant the signed-in user every purchasable pack of a category',
  }),
  grantContent: defineEndpoint({
    method: 'POST',
    base: '/api',
    path: '/dev/ownership/content/:slug',
    params: z.object({ slug: text().min(1).max(100) }),
    responses: { 200: Granted, 401: ErrorBody, 404: ErrorBody },
    auth: 'user',
    tags,
    summary: 'Development: grant the signed-in user one content pack',
  }),
  deliverTestAcquirerWebhooks: defineEndpoint({
    method: 'POST',
    base: '/api',
    path: '/dev/test-acquirer/deliver',
    responses: { 200: z.object({ delivered: z.number().int() }) },
    tags,
    summary: 'Development: deliver the test acquirer’s due webhooks now',
  }),
  mediaRequests: defineEndpoint({
    method: 'GET',
    base: '/api',
    path: '/dev/media/requests',
    query: z.object({ key: text().max(1024).optional().describe('part of the storage key') }),
    responses: { 200: z.array(MediaRequest), 400: ErrorBody },
    tags,
    summary: 'Development: the last 2000 media deliveries, oldest first, with their Range header',
  }),
  mediaThrottle: defineEndpoint({
    method: 'PUT',
    base: '/api',
    path: '/dev/media/throttle',
    body: z.object({
      bytesPerSecond: z
        .number()
        .int()
        .min(1024)
        .max(1024 * 1024 * 1024)
        .nullable(),
    }),
    responses: { 204: z.null(), 400: ErrorBody, 401: ErrorBody },
    auth: 'user',
    tags,
    summary: 'Development: slow the signed-in user’s media deliveries to a rate (null: full speed)',
    description:
      'Browser tests cut the network half way through a download: the caller’s own links only, so other users are not slowed.',
  }),
  clearMediaRequests: defineEndpoint({
    method: 'DELETE',
    base: '/api',
    path: '/dev/media/requests',
    responses: { 204: z.null() },
    tags,
    summary: 'Development: forget the media deliveries recorded so far',
  }),
  setTestAcquirerSavedCard: defineEndpoint({
    method: 'POST',
    base: '/api',
    path: '/dev/test-acquirer/saved-card',
    body: SavedCardOutcome,
    responses: { 200: SavedCardOutcome, 400: ErrorBody, 404: ErrorBody },
    tags,
    summary: 'Development: make a saved card approve or decline its later (renewal) charges',
  }),
  grantModerator: defineEndpoint({
    method: 'POST',
    base: '/api',
    path: '/dev/roles/moderator',
    responses: { 200: z.object({ roles: z.array(z.string()) }), 401: ErrorBody, 403: ErrorBody },
    auth: 'user',
    tags,
    summary: 'Development: make the signed-in user a moderator (the CLI’s `role grant`, for tests)',
    description:
      'Browser tests run the server on an in-memory database the command line cannot reach.',
  }),
  grantRole: defineEndpoint({
    method: 'POST',
    base: '/api',
    path: '/dev/roles',
    body: z.object({ role: z.enum(USER_ROLES) }),
    responses: {
      200: z.object({ roles: z.array(z.string()) }),
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
    },
    auth: 'user',
    tags,
    summary:
      'Development: give the signed-in user a staff role (the CLI’s `role grant`, for tests)',
    description:
      'Browser tests open the operator’s desk as each role on an in-memory database the command line cannot reach.',
  }),
  allowUploads: defineEndpoint({
    method: 'POST',
    base: '/api',
    path: '/dev/uploads',
    responses: { 200: z.object({ allowed: z.boolean() }), 401: ErrorBody },
    auth: 'user',
    tags,
    summary:
      'Development: allow the signed-in user to play files of their own (as support does in the desk)',
    description:
      'Browser tests give a new account allowsUploads without a support account of their own.',
  }),
  createNotification: defineEndpoint({
    method: 'POST',
    base: '/api',
    path: '/dev/notifications',
    body: DevNotificationCreate,
    responses: { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    auth: 'user',
    tags,
    summary: 'Development: notify the signed-in user (its web pushes are queued as for any event)',
  }),
  pushDeliveries: defineEndpoint({
    method: 'GET',
    base: '/api',
    path: '/dev/push/deliveries',
    responses: { 200: z.array(DevPushDelivery) },
    tags,
    summary: 'Development: the last 200 web pushes this process tried to deliver, oldest first',
    description:
      'Browser tests hand a payload to the service worker themselves (the DevTools protocol), as no push service is reachable from them.',
  }),
};
