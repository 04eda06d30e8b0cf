import { z } from 'zod';
import { ClientReport } from '../contracts/analytics.js';
import { ErrorBody } from '../contracts/common.js';
import { defineEndpoint } from './endpoint.js';

/** spec 2 §8: reports of failures the client met, for analytics. */
export const analyticsEndpoints = {
  report: defineEndpoint({
    method: 'POST',
    path: '/analytics/reports',
    body: ClientReport,
    responses: { 202: z.null(), 400: ErrorBody, 429: ErrorBody },
    auth: 'optional',
    tags: ['analytics'],
    summary: 'Report a failure the client met (a download, an update, an unpacking)',
    description:
      'Guests and users alike; filed under the signed-in user when there is one. Limited per address (429 beyond it).',
  }),
};
