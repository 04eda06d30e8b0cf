import { accountApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { SessionHttp } from '../../http/session.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { createFeedbackRepository } from './feedback.repository.js';
import { feedbackRoutes } from './feedback.routes.js';
import { createFeedbackService } from './feedback.service.js';

export function createFeedbackModule(deps: {
  db: Database;
  catalog: CatalogService;
  sessionHttp: SessionHttp;
}) {
  const feedback = createFeedbackService({
    repository: createFeedbackRepository(deps.db),
    packExists: deps.catalog.packExists,
  });
  return {
    service: feedback,
    api: accountApi(feedbackRoutes, { feedback, sessionHttp: deps.sessionHttp }),
  } satisfies AppModule;
}
