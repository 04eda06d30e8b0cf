import { accountApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { SessionHttp } from '../../http/session.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { createPlaybackRepository } from './playback.repository.js';
import { playbackRoutes } from './playback.routes.js';
import { createPlaybackService } from './playback.service.js';

export function createPlaybackModule(deps: {
  db: Database;
  catalog: CatalogService;
  sessionHttp: SessionHttp;
  now: () => Date;
}) {
  const playback = createPlaybackService({
    repository: createPlaybackRepository(deps.db),
    packIdOfPart: deps.catalog.packIdOfPart,
    now: deps.now,
  });
  return {
    service: playback,
    api: accountApi(playbackRoutes, { playback, sessionHttp: deps.sessionHttp }),
  } satisfies AppModule;
}
