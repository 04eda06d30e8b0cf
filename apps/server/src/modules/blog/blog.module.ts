import { catalogApi, deskApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import type { DeskAccess } from '../../http/desk-access.js';
import type { AuditRecorder } from '../audit/audit.types.js';
import { blogDeskRoutes } from './blog-desk.routes.js';
import { createBlogEditingService } from './blog-editing.service.js';
import { createBlogRepository } from './blog.repository.js';
import { blogRoutes } from './blog.routes.js';
import { createBlogService } from './blog.service.js';

export function createBlogModule(deps: {
  db: Database;
  now: () => Date;
  /** The store's version (the catalog version): a write to the blog's tables moves it. */
  version: () => Promise<object>;
  deskAccess: DeskAccess;
  audit: AuditRecorder;
  /** After a desk change: this instance asks for the catalog version at once. */
  onChange: () => void;
}) {
  const blog = createBlogService(createBlogRepository(deps.db), deps.now, deps.version);
  const editing = createBlogEditingService(deps);
  return {
    service: blog,
    api: catalogApi(blogRoutes, { blog }),
    desk: deskApi(blogDeskRoutes, { editing, deskAccess: deps.deskAccess }),
  } satisfies AppModule;
}
