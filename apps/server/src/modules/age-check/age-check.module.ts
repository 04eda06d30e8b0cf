import { accountApi, type AppModule } from '../../app-module.js';
import type { Config } from '../../config.js';
import { trustedPeerCheck } from '../../http/trusted-proxy.js';
import { ageCheckRoutes } from './age-check.routes.js';
import { createAgeCheckService } from './age-check.service.js';

export function createAgeCheckModule(deps: {
  config: Pick<Config, 'ageCheck' | 'trustProxy'>;
  now: () => Date;
}) {
  const { ageCheck: settings, trustProxy } = deps.config;
  const ageCheck = createAgeCheckService({ regions: settings.regions, now: deps.now });
  return {
    service: ageCheck,
    api: accountApi(ageCheckRoutes, {
      ageCheck,
      isTrustedPeer: trustedPeerCheck(trustProxy),
      countryHeader: settings.countryHeader,
      regionHeader: settings.regionHeader,
    }),
  } satisfies AppModule;
}
