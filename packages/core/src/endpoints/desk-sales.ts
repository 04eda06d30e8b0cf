import type { Endpoint } from './endpoint.js';

/** The operator's desk: sales. */
export const deskSalesEndpoints = {} satisfies Record<string, Endpoint>;
