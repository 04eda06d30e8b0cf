import type { AppModule } from '../../app-module.js';
import type { SystemRoutesOptions } from './system.routes.js';
import { systemRoutes } from './system.routes.js';

/** Clients older than this are told to update (spec 1 §4 bootstrap `outdated`). */
const MIN_CLIENT_VERSION = '0.1.0';

export function createSystemModule(deps: Omit<SystemRoutesOptions, 'minClientVersion'>) {
  return {
    routes: async (app) => {
      await app.register(systemRoutes, { ...deps, minClientVersion: MIN_CLIENT_VERSION });
    },
  } satisfies AppModule;
}
