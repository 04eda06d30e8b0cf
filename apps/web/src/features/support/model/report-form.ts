import { ReportContent } from '@parallax/core/contracts/support';
import { schemaProblems } from '@/lib/form-problems';

/** spec 2 §8: the report-content success toast stays 7 s. */
export const REPORT_SENT_TOAST_MS = 7000;

export const REPORT_FIELDS = ['contentPackId', 'message'] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];

/** spec 2 §5 report content, checked by the contract the server checks it with. */
export function reportProblems(body: ReportContent): Partial<Record<ReportField, string>> {
  return schemaProblems(ReportContent, body, REPORT_FIELDS);
}
