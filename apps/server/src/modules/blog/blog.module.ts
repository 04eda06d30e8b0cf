import { catalogApi, type AppModule } from '../../app-module.js';
import type { Database } from '../../db/client.js';
import { createBlogRepository } from './blog.repository.js';
import { blogRoutes } from './blog.routes.js';
import { createBlogService } from './blog.service.js';

export function createBlogModule(deps: {
  db: Database;
  now: () => Date;
  /** The store's version (the catalog version): a write to the blog's tables moves it. */
  version: () => Promise<object>;
}) {
  const blog = createBlogService(createBlogRepository(deps.db), deps.now, deps.version);
  return {
    service: blog,
    api: catalogApi(blogRoutes, { blog }),
  } satisfies AppModule;
}
