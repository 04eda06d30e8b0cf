import { accountApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { RateLimited } from '../../http/rate-limit.js';
import type { SessionHttp } from '../../http/session.js';
import { analyticsRoutes } from './analytics.routes.js';
import { createAnalyticsService } from './analytics.service.js';

export function createAnalyticsModule(deps: {
  db: Database;
  sessionHttp: SessionHttp;
  rateLimited: RateLimited;
}) {
  const analytics = createAnalyticsService({ db: deps.db });
  return {
    service: analytics,
    api: accountApi(analyticsRoutes, {
      analytics,
      sessionHttp: deps.sessionHttp,
      rateLimited: deps.rateLimited,
    }),
  } satisfies AppModule;
}
