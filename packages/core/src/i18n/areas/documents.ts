import type { Widen } from '../widen.js';

/** Documents, the blog, the how-to-watch-in-VR guide and the download-app modal. */
export const documentsEn = {} as const;

export const documentsEs: Widen<typeof documentsEn> = {};
