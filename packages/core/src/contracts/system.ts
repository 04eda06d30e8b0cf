import { z } from 'zod';
import { text } from './common.js';

export const Health = z
  .object({
    status: z.enum(['ok', 'degraded']),
    /**
     * The last background check of the database (every few seconds; none is made per call): its
     * round trip, and with PostgreSQL the pool's connections (in use or idle) and queued queries.
     */
    database: z.object({
      status: z.enum(['ok', 'down']),
      latencyMs: z.number().nonnegative(),
      checkedAt: z.iso.datetime({ offset: true }).optional(),
      pool: z
        .object({
          total: z.number().int().nonnegative(),
          idle: z.number().int().nonnegative(),
          waiting: z.number().int().nonnegative(),
        })
        .optional(),
    }),
    version: z.string(),
    uptimeSeconds: z.number().nonnegative(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof Health>;

/** spec 1 §7 social sign-in providers (Google, Twitter). */
export const SOCIAL_PROVIDERS = ['google', 'twitter'] as const;
export const SocialProviderName = z.enum(SOCIAL_PROVIDERS);
export type SocialProviderName = z.infer<typeof SocialProviderName>;

/** spec 1 §4 app bootstrap: the client stops with `outdated` when its version is too old. */
export const BootstrapCheckQuery = z.object({
  clientVersion: text()
    .max(32)
    .regex(/^\d+\.\d+\.\d+$/, 'clientVersion must look like 1.2.3')
    .optional(),
});
export const BootstrapCheck = z
  .object({
    status: z.literal('ok'),
    serverVersion: z.string(),
    minClientVersion: z.string(),
    isOutdated: z.boolean(),
    serverTime: z.iso.datetime({ offset: true }),
    socialProviders: z
      .array(SocialProviderName)
      .describe('the social sign-ins this server has settings for; the app offers only these'),
  })
  .meta({ id: 'BootstrapCheck' });
export type BootstrapCheck = z.infer<typeof BootstrapCheck>;
