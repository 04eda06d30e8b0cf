import { z } from 'zod';

export const Health = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ status: z.enum(['ok', 'down']), latencyMs: z.number().nonnegative() }),
    version: z.string(),
    uptimeSeconds: z.number().nonnegative(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof Health>;

/** spec 1 §4 app bootstrap: the client stops with `outdated` when its version is too old. */
export const BootstrapCheckQuery = z.object({
  clientVersion: z
    .string()
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
  })
  .meta({ id: 'BootstrapCheck' });
export type BootstrapCheck = z.infer<typeof BootstrapCheck>;
