import type { AppModule } from '../../app-module.js';
import { createDatabaseCheck, type DatabaseCheckDeps } from './database-check.service.js';
import type { SystemRoutesOptions } from './system.routes.js';
import { systemRoutes } from './system.routes.js';

/** Clients older than this are told to update (spec 1 §4 bootstrap `outdated`). */
const MIN_CLIENT_VERSION = '0.1.0';

export function createSystemModule(
  deps: Omit<SystemRoutesOptions, 'minClientVersion' | 'databaseCheck'> & {
    database: DatabaseCheckDeps;
  },
) {
  const { database, ...options } = deps;
  const databaseCheck = createDatabaseCheck(database);
  return {
    routes: async (app) => {
      // The first check is made before the server listens; the last timer is cleared on close,
      // before the database closes.
      app.addHook('onReady', () => databaseCheck.start());
      app.addHook('onClose', async () => databaseCheck.stop());
      await app.register(systemRoutes, {
        ...options,
        databaseCheck,
        minClientVersion: MIN_CLIENT_VERSION,
      });
    },
  } satisfies AppModule;
}
