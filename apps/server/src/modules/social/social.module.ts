import type { AppModule } from '../../app-module.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { SessionHttp } from '../../http/session.js';
import type { AuthService } from '../auth/auth.service.js';
import { socialRoutes } from './social.routes.js';

export function createSocialModule(deps: {
  db: Database;
  auth: AuthService;
  sessionHttp: SessionHttp;
  config: Pick<Config, 'google' | 'twitter' | 'publicUrl' | 'auth'>;
  now: () => Date;
}) {
  return {
    routes: async (app) => {
      await app.register(socialRoutes, deps);
    },
  } satisfies AppModule;
}
