import type { Endpoint } from './endpoint.js';

/** The operator's desk: staff. */
export const deskStaffEndpoints = {} satisfies Record<string, Endpoint>;
