import type { ClientReport } from '@parallax/core/contracts/analytics';
import { analyticsEndpoints } from '@parallax/core/endpoints/analytics';
import { callEndpoint } from '@/lib/api-client';
import { VARIANT } from '@/lib/platform';

/**
 * Reports a failure to analytics (spec 2 §8). Fire and forget: a report that cannot be sent (the
 * network is what failed, often) is dropped, never retried and never shown.
 */
export function reportToAnalytics(report: Omit<ClientReport, 'platform'>): void {
  void callEndpoint(analyticsEndpoints.report, {
    prefix: 'plain',
    body: { ...report, platform: VARIANT.platform },
    keepalive: true,
  }).catch(() => undefined);
}
