import { z } from 'zod';
import { Platform } from '../platform.js';
import { text } from './common.js';

/**
 * What the client reports to analytics (spec 2 §8: download, update and decompression failures).
 * A report says what failed, where and why in the client's words; nothing about the person but
 * the account it is filed under (none for a guest).
 */
export const CLIENT_REPORT_KINDS = [
  'download_failed',
  'update_failed',
  'decompression_failed',
  /** spec 2 §8: a code entered on the pair headset page was refused. */
  'pair_code_failed',
] as const;
export const ClientReportKind = z.enum(CLIENT_REPORT_KINDS);
export type ClientReportKind = z.infer<typeof ClientReportKind>;

/** `POST /api/v1/analytics/reports` */
export const ClientReport = z
  .object({
    kind: ClientReportKind,
    platform: Platform,
    contentPackId: z.uuid().optional(),
    errorType: text()
      .min(1)
      .max(64)
      .regex(/^[\w.-]+$/, 'errorType may hold letters, digits, dot, dash and underscore only')
      .describe('the client’s name for the failure: network, storage, integrity, decompression …'),
    message: text({ trim: true }).max(500).optional(),
  })
  .meta({ id: 'ClientReport' });
export type ClientReport = z.input<typeof ClientReport>;
