import { catalogApi, deskApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { DeskAccess } from '../../http/desk-access.js';
import type { AuditRecorder } from '../audit/audit.types.js';
import { faqDeskRoutes } from './faq-desk.routes.js';
import { createFaqEditingService } from './faq-editing.service.js';
import { createFaqRepository } from './faq.repository.js';
import { faqRoutes } from './faq.routes.js';
import { createFaqService } from './faq.service.js';

export function createFaqModule(deps: {
  db: Database;
  deskAccess: DeskAccess;
  audit: AuditRecorder;
  /** After a desk change: this instance asks for the catalog version at once. */
  onChange: () => void;
}) {
  const faq = createFaqService(createFaqRepository(deps.db));
  const editing = createFaqEditingService(deps);
  return {
    service: faq,
    api: catalogApi(faqRoutes, { faq }),
    desk: deskApi(faqDeskRoutes, { editing, deskAccess: deps.deskAccess }),
  } satisfies AppModule;
}
