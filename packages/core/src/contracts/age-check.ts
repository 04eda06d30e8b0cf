import { z } from 'zod';
import { IsoDateTime } from './common.js';

/**
 * spec 1 §3 / spec 2 §3 age-check result, answered by `GET /api/v1/age-check`: whether a visitor
 * from where this request came must verify their age (and, until they do, browse in safe mode).
 * The country and region come from the trusted proxy in front of the server (CF-IPCountry and
 * its region header); null when unknown. The client keeps it for 3 days (spec 2 §9).
 */
export const AgeCheckResult = z
  .object({
    shouldVerify: z.boolean(),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable()
      .describe('ISO 3166-1 alpha-2 country of the visitor, null when unknown'),
    region: z
      .string()
      .max(3)
      .nullable()
      .describe('ISO 3166-2 subdivision code of the visitor (e.g. TX), null when unknown'),
    timestamp: IsoDateTime.describe('When the server answered'),
  })
  .meta({ id: 'AgeCheckResult' });
export type AgeCheckResult = z.infer<typeof AgeCheckResult>;
