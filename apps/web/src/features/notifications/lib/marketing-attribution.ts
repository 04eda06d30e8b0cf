import { readAttribution, readClickId, rememberAttribution } from '@/data/marketing/attribution';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { sendMarketingNotification } from '../api/push-api';

let isKept = false;
let isSent = false;

/** spec 1 §1: the marketing parameters the visitor arrived with are kept (lib/marketing.ts). */
export function keepArrivalAttribution(): void {
  if (isKept) return;
  isKept = true;
  rememberAttribution(new URLSearchParams(window.location.search));
}

/**
 * spec 1 §7 marketing notification {clientId, affiliateProgram}, with the source and the click id
 * (`_clickid`) kept with them: the attribution is sent once per client id (remembered in storage,
 * so a reload or a later visit does not send it again).
 */
export function sendMarketingAttribution(): void {
  if (isSent) return;
  isSent = true;
  keepArrivalAttribution();
  const { clientId, affiliateProgram, source } = readAttribution();
  const clickId = readClickId();
  if (!clientId || !affiliateProgram) return;
  if (readStorage(STORAGE_KEYS.marketingNotified) === clientId) return;
  sendMarketingNotification({
    clientId,
    affiliateProgram,
    ...(source ? { source } : {}),
    ...(clickId ? { clickId } : {}),
  })
    .then(() => writeStorage(STORAGE_KEYS.marketingNotified, clientId))
    .catch((error: unknown) => console.warn('The marketing notification failed', error));
}
