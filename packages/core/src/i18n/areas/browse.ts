import type { Widen } from '../widen.js';

/** Models (/pornstars), tags (/tags/:slug) and origins pack pages. */
export const browseEn = {} as const;

export const browseEs: Widen<typeof browseEn> = {};
