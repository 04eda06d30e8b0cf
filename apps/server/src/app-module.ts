import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useCatalogCaching, useNoStore } from './http/caching.js';

/**
 * The routes a module gives the app (`modules/<area>/<area>.module.ts`), as plugins the app
 * registers in a fixed order (composition/routes.ts). A module's `create…Module(deps)` takes what
 * it needs as arguments and returns these beside the service other modules are built on: nothing
 * is decorated onto the Fastify instance, so the module graph (composition/module-graph.ts)
 * shows what depends on what.
 */
export type AppModule = {
  /** Routes mounted once under /api/v1 and once under /store/api/v1 (spec 1 §6). */
  api?: FastifyPluginAsync;
  /** Routes at their own paths: webhooks, media delivery, social callbacks, /api/dev/…. */
  routes?: FastifyPluginAsync;
  /**
   * The operator's desk's routes (endpoints with `desk`, guarded by `http/desk-access.ts`),
   * mounted under both API prefixes like `api`, never cached.
   */
  desk?: FastifyPluginAsync;
  /** What else it gives other modules: its service, a payment provider, the mailer. */
  [part: string]: unknown;
};

/** Catalog reads: briefly cacheable, revalidated by ETag (http/caching.ts). */
export function catalogApi<Options extends FastifyPluginOptions>(
  routes: FastifyPluginAsyncZod<Options>,
  options: Options,
): FastifyPluginAsync {
  return async (app) => {
    useCatalogCaching(app);
    await app.register(routes, options);
  };
}

/** Answers about an account, a cart or a session: per user, never cached. */
export function accountApi<Options extends FastifyPluginOptions>(
  routes: FastifyPluginAsyncZod<Options>,
  options: Options,
): FastifyPluginAsync {
  return async (app) => {
    useNoStore(app);
    await app.register(routes, options);
  };
}

/** The operator's desk's routes: per staff member, never cached. */
export function deskApi<Options extends FastifyPluginOptions>(
  routes: FastifyPluginAsyncZod<Options>,
  options: Options,
): FastifyPluginAsync {
  return async (app) => {
    useNoStore(app);
    await app.register(routes, options);
  };
}
