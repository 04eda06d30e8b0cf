import { accountEn } from './areas/account.js';
import { downloadAppEn } from './areas/download-app.js';
import { paymentResultEn } from './areas/payment-result.js';
import { documentsEn } from './areas/documents.js';
import { subscriptionEn } from './areas/subscription.js';
import { libraryEn } from './areas/library.js';
import { devicesEn } from './areas/devices.js';
import { supportEn } from './areas/support.js';

/**
 * The English messages of the areas the store page `/` never shows: their own chunk in the web
 * app, loaded when the visitor goes beyond the store page (apps/web/src/lib/i18n.ts). Marked
 * pure so that a bundle of en.ts's `enStorePage` alone leaves this module out.
 */
export const enOtherAreas = /* @__PURE__ */ (() => ({
  ...documentsEn,
  ...subscriptionEn,
  ...libraryEn,
  ...devicesEn,
  ...supportEn,
  ...accountEn,
  ...downloadAppEn,
  ...paymentResultEn,
}))();
