import type { Platform } from '@parallax/core/platform';

/** The platform id this build reports to the API (spec 1 §1: web_app on the website). */
export const PLATFORM: Platform = 'web_app';
