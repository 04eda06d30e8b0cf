import { catalogApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import { createFaqRepository } from './faq.repository.js';
import { faqRoutes } from './faq.routes.js';
import { createFaqService } from './faq.service.js';

export function createFaqModule(deps: { db: Database }) {
  const faq = createFaqService(createFaqRepository(deps.db));
  return {
    service: faq,
    api: catalogApi(faqRoutes, { faq }),
  } satisfies AppModule;
}
