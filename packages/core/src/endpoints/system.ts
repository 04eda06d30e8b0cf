import { BootstrapCheck, BootstrapCheckQuery, Health } from '../contracts/system.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['system'];

/** The server's own state: health (checks the database) and the app bootstrap check (spec 1 §7). */
export const systemEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    base: '/api',
    path: '/health',
    responses: { 200: Health, 503: Health },
    tags,
  }),
  bootstrapCheck: defineEndpoint({
    method: 'GET',
    base: '/api',
    path: '/bootstrap/check',
    query: BootstrapCheckQuery,
    responses: { 200: BootstrapCheck },
    tags,
  }),
};
