import type { AppModule } from '../../app-module.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { SessionHttp } from '../../http/session.js';
import type { OAuthProviders } from '../../providers/oauth/oauth.types.js';
import type { AuthService } from '../auth/auth.service.js';
import { socialRoutes } from './social.routes.js';
import { createSocialService } from './social.service.js';

export function createSocialModule(deps: {
  db: Database;
  auth: AuthService;
  sessionHttp: SessionHttp;
  config: Pick<Config, 'publicUrl' | 'auth'>;
  /** Google and Twitter (providers/oauth), null where this server has no settings. */
  providers: OAuthProviders;
  now: () => Date;
}) {
  const { db, auth, sessionHttp, config, providers, now } = deps;
  const social = createSocialService({ db, providers, auth, now });
  return {
    routes: async (app) => {
      await app.register(socialRoutes, { social, sessionHttp, config });
    },
  } satisfies AppModule;
}
