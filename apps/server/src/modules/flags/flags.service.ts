import type { FeatureFlag } from '@parallax/core/contracts/flags';
import type { Platform } from '@parallax/core/platform';
import type { FlagsRepository } from './flags.repository.js';

/**
 * A flag is on for a caller when it is enabled and, where it names platforms or marketing sources,
 * the caller's platform and source are among them.
 */
export function createFlagsService(flags: FlagsRepository) {
  return {
    async list(platform: Platform, source: string | undefined): Promise<FeatureFlag[]> {
      const rows = await flags.findAll();
      return rows.map((row) => ({
        name: row.name,
        isEnabled:
          row.isEnabled &&
          (row.platforms === null || row.platforms.includes(platform)) &&
          (row.sources === null || (source !== undefined && row.sources.includes(source))),
        params: row.params,
        customInfo: row.customInfo,
      }));
    },
  };
}

export type FlagsService = ReturnType<typeof createFlagsService>;
