import type { Endpoint } from './endpoint.js';

/** The operator's desk: customers. */
export const deskCustomersEndpoints = {} satisfies Record<string, Endpoint>;
