import pino from 'pino';
import { withoutQueryValues } from '../db/query-errors.js';

/**
 * The logger's serializers: Fastify's own, except that an error logged under `err` (by the error
 * handler, health check, shutdown…) loses the values of any failed query in its chain first.
 */
export const logSerializers = {
  err: (error: Error) => pino.stdSerializers.err(withoutQueryValues(error) as Error),
};
