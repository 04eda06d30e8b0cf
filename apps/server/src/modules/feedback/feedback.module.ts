import { accountApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { SessionHttp } from '../../http/session.js';
import { createFeedbackRepository } from './feedback.repository.js';
import { feedbackRoutes } from './feedback.routes.js';
import { createFeedbackService } from './feedback.service.js';

export function createFeedbackModule(deps: { db: Database; sessionHttp: SessionHttp }) {
  const feedback = createFeedbackService(createFeedbackRepository(deps.db));
  return {
    service: feedback,
    api: accountApi(feedbackRoutes, { feedback, sessionHttp: deps.sessionHttp }),
  } satisfies AppModule;
}
