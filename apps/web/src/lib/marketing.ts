import { AffiliateProgram } from '@parallax/core/contracts/auth';
import { readStorage, STORAGE_KEYS } from './storage';

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
