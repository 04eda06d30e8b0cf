import type { Endpoint } from './endpoint.js';

/** The operator's desk: content. */
export const deskContentEndpoints = {} satisfies Record<string, Endpoint>;
