import { catalogApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import { createFlagsRepository } from './flags.repository.js';
import { flagsRoutes } from './flags.routes.js';
import { createFlagsService } from './flags.service.js';

export function createFlagsModule(deps: { db: Database }) {
  const flags = createFlagsService(createFlagsRepository(deps.db));
  return {
    service: flags,
    api: catalogApi(flagsRoutes, { flags }),
  } satisfies AppModule;
}
