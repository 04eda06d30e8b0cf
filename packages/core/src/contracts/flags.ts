import { z } from 'zod';

/** spec 1 §3 / spec 2 §3 feature flag. */
export const FeatureFlag = z
  .object({
    name: z.string(),
    isEnabled: z.boolean(),
    params: z.array(z.object({ label: z.string(), value: z.string() })),
    customInfo: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'FeatureFlag' });
export type FeatureFlag = z.infer<typeof FeatureFlag>;

export const FeatureFlagList = z.array(FeatureFlag);
