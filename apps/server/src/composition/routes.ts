import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../app-module.js';
import type { Modules } from './module-graph.js';

/** spec 1 §6: a client uses /api/v1 or /store/api/v1 depending on hasFullAccess. */
const API_PREFIXES = ['/api/v1', '/store/api/v1'] as const;

/**
 * Every module's routes, in a fixed order: the API under both prefixes, then the routes at their
 * own paths. The order is the OpenAPI document's (docs/openapi.json): catalog reads, then
 * per-user calls.
 */
export async function registerModuleRoutes(
  app: FastifyInstance,
  modules: Modules & { mail: AppModule },
) {
  const m = modules;
  const apiModules: AppModule[] = [
    m.catalog,
    m.models,
    m.tags,
    m.origins,
    m.flags,
    m.documents,
    m.blog,
    m.faq,
    m.auth,
    m.account,
    m.cart,
    m.discounts,
    m.subscriptions,
    m.payments,
    m.media,
    m.library,
    m.feeds,
    m.analytics,
    m.feedback,
    m.playback,
    m.ageCheck,
    m.notifications,
    m.support,
  ];
  // The operator's desk: every module's desk routes, in the order the modules are built.
  const deskModules = Object.values(m).filter(
    (module): module is AppModule & { desk: NonNullable<AppModule['desk']> } =>
      typeof module === 'object' &&
      module !== null &&
      'desk' in module &&
      module.desk !== undefined,
  );
  for (const prefix of API_PREFIXES) {
    for (const module of apiModules) if (module.api) await app.register(module.api, { prefix });
    for (const module of deskModules) await app.register(module.desk, { prefix });
  }
  const routeModules: AppModule[] = [
    m.payments,
    m.media,
    m.feeds,
    m.account,
    m.social,
    m.mail,
    m.notifications,
    m.ownership,
    m.auth,
    m.subscriptions,
    ...(m.testAcquirer ? [m.testAcquirer] : []),
    m.system,
    m.releases,
  ];
  for (const module of routeModules) if (module.routes) await app.register(module.routes);
}
