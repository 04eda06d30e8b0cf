import type { Endpoint } from './endpoint.js';

/** The operator's desk: catalog. */
export const deskCatalogEndpoints = {} satisfies Record<string, Endpoint>;
