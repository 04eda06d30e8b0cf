import { accountEs } from './areas/account.es.js';
import { downloadAppEs } from './areas/download-app.es.js';
import { paymentResultEs } from './areas/payment-result.es.js';
import { documentsEs } from './areas/documents.es.js';
import { subscriptionEs } from './areas/subscription.es.js';
import { libraryEs } from './areas/library.es.js';
import { devicesEs } from './areas/devices.es.js';
import { supportEs } from './areas/support.es.js';

/** The Spanish messages of the areas the store page `/` never shows (en-other-areas.ts). */
export const esOtherAreas = /* @__PURE__ */ (() => ({
  ...documentsEs,
  ...subscriptionEs,
  ...libraryEs,
  ...devicesEs,
  ...supportEs,
  ...accountEs,
  ...downloadAppEs,
  ...paymentResultEs,
}))();
