import type { ClientReport } from '@parallax/core/contracts/analytics';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { clientReports } from './analytics.schema.js';

/** The report as the route hands it over: validated, the message trimmed. */
type Report = z.output<typeof ClientReport>;

/** spec 2 §8: failures clients report, kept for whoever reads analytics. */
export function createAnalyticsService(deps: { db: Database }) {
  return {
    async record(userId: string | null, report: Report): Promise<void> {
      await deps.db.insert(clientReports).values({
        userId,
        kind: report.kind,
        platform: report.platform,
        contentPackId: report.contentPackId ?? null,
        errorType: report.errorType,
        message: report.message ? report.message : null,
      });
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
