import { z } from 'zod';
import { DevOutboxMessage } from '../contracts/auth.js';
import { ErrorBody, text } from '../contracts/common.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['dev'];
const Granted = z.object({ contentPackIds: z.array(z.uuid()) });
const SavedCardOutcome = z.object({
  paymentMethodToken: text().min(1).max(100),
  outcome: z.enum(['approve', 'decline']),
});

/** Development only: the server never registers these when NODE_ENV=production. */
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
    tags,
    summary: 'Development: grant the signed-in user every purchasable pack of a category',
  }),
  grantContent: defineEndpoint({
    method: 'POST',
    base: '/api',
    path: '/dev/ownership/content/:slug',
    params: z.object({ slug: text().min(1).max(100) }),
    responses: { 200: Granted, 401: ErrorBody, 404: ErrorBody },
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
  setTestAcquirerSavedCard: defineEndpoint({
    method: 'POST',
    base: '/api',
    path: '/dev/test-acquirer/saved-card',
    body: SavedCardOutcome,
    responses: { 200: SavedCardOutcome, 400: ErrorBody, 404: ErrorBody },
    tags,
    summary: 'Development: make a saved card approve or decline its later (renewal) charges',
  }),
};
