import type { Widen } from '../widen.js';

/** Age gate, cookie banner, safe mode, welcome popup and the offline notices. */
export const gateEn = {} as const;

export const gateEs: Widen<typeof gateEn> = {};
