import { WindowsInstallerQuery } from '@parallax/core/contracts/releases';
import { releasesEndpoints } from '@parallax/core/endpoints/releases';
import { endpointUrl } from '@/lib/api-client';
import { readAttribution } from '@/data/marketing/attribution';

/**
 * spec 1 §9, spec 2 §7 Windows installer link: the server's installer, named with its version and
 * the visitor's marketing attribution (a stored value the server would refuse is left out).
 */
export function windowsInstallerHref(): string {
  const attribution = readAttribution();
  const query = Object.fromEntries(
    Object.entries(attribution).filter(
      ([name, value]) =>
        WindowsInstallerQuery.shape[name as keyof typeof attribution].safeParse(value).success,
    ),
  );
  return endpointUrl(releasesEndpoints.windowsInstaller, { query });
}
