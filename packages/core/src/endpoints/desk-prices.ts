import type { Endpoint } from './endpoint.js';

/** The operator's desk: prices. */
export const deskPricesEndpoints = {} satisfies Record<string, Endpoint>;
