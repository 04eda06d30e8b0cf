import { AffiliateProgram } from '@parallax/core/contracts/session';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

export type Attribution = {
  source?: string;
  clientId?: string;
  affiliateProgram?: AffiliateProgram;
};

/**
 * spec 1 §1, §3: the stored marketing attribution (source, client id and affiliate program),
 * sent with sign-ups and social sign-in. The client is stored as JSON `{ id, affiliateProgram }`.
 */
export function readAttribution(): Attribution {
  const attribution: Attribution = {};
  const source = readStorage(STORAGE_KEYS.source)?.trim();
  if (source) attribution.source = source;
  const client = readStorage(STORAGE_KEYS.client);
  if (client) {
    try {
      const parsed = JSON.parse(client) as { id?: unknown; affiliateProgram?: unknown };
      if (typeof parsed.id === 'string' && parsed.id) attribution.clientId = parsed.id;
      const program = AffiliateProgram.safeParse(parsed.affiliateProgram);
      if (program.success) attribution.affiliateProgram = program.data;
    } catch {
      attribution.clientId = client;
    }
  }
  return attribution;
}

/**
 * spec 1 §9 `_clickid`: the ad network's click id the visitor arrived with, sent with the
 * marketing notification (the sign-up and checkout bodies carry the attribution alone).
 */
export function readClickId(): string | null {
  return readStorage(STORAGE_KEYS.clickId)?.trim() || null;
}

/** The lengths the sign-up contracts accept (core contracts/auth.ts attribution). */
const MAX_SOURCE = 64;
const MAX_CLIENT_ID = 128;
/** The length the marketing notification accepts (core contracts/notifications.ts). */
const MAX_CLICK_ID = 200;

/**
 * spec 1 §1, §7, §9: a visitor who arrives with marketing parameters (`source`, `clientId`,
 * `affiliateProgram`, the names the social sign-in redirects carry, and the ad network's
 * `clickid`) has them kept, replacing the ones stored before: the latest campaign is the one that
 * brought them.
 */
export function rememberAttribution(search: URLSearchParams): void {
  const source = search.get('source')?.trim();
  if (source) writeStorage(STORAGE_KEYS.source, source.slice(0, MAX_SOURCE));
  const clickId = search.get('clickid')?.trim();
  if (clickId) writeStorage(STORAGE_KEYS.clickId, clickId.slice(0, MAX_CLICK_ID));
  const clientId = search.get('clientId')?.trim();
  if (!clientId) return;
  const program = AffiliateProgram.safeParse(search.get('affiliateProgram'));
  writeStorage(
    STORAGE_KEYS.client,
    JSON.stringify({
      id: clientId.slice(0, MAX_CLIENT_ID),
      ...(program.success ? { affiliateProgram: program.data } : {}),
    }),
  );
}
