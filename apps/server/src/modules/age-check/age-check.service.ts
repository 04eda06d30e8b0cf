import type { AgeCheckResult } from '@parallax/core/contracts/age-check';
import { shouldVerifyAge } from '@parallax/core/rules/age-gate';

export type VisitorLocation = { countryCode: string | null; region: string | null };

/**
 * spec 1 §3 age-check result: whether a visitor from this place must verify their age before
 * leaving safe mode, from the configured regions (`*` by default: everyone).
 */
export function createAgeCheckService(deps: { regions: readonly string[]; now: () => Date }) {
  return {
    check(location: VisitorLocation): AgeCheckResult {
      return {
        shouldVerify: shouldVerifyAge(deps.regions, location.countryCode, location.region),
        countryCode: location.countryCode,
        region: location.region,
        timestamp: deps.now().toISOString(),
      };
    },
  };
}

export type AgeCheckService = ReturnType<typeof createAgeCheckService>;
