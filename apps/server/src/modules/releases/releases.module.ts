import type { AppModule } from '../../app-module.js';
import type { ReleasesConfig } from '../../config.js';
import { FileBody } from '../../http/file-body.js';
import { servedWebBuild } from './release-files.service.js';
import { releasesRoutes } from './releases.routes.js';
import { createReleasesService } from './releases.service.js';

/** What the apps update to, from configuration and the served web build (no tables). */
export function createReleasesModule(deps: {
  config: ReleasesConfig;
  webDistDir: string;
  serverVersion: string;
  publicUrl: string;
  now: () => Date;
}) {
  const releases = createReleasesService({
    config: deps.config,
    webBuild: servedWebBuild(deps.webDistDir),
    serverVersion: deps.serverVersion,
    publicUrl: deps.publicUrl,
    startedAt: deps.now(),
    openFile: (path) => new FileBody(path),
  });
  return {
    routes: async (app) => {
      await app.register(releasesRoutes, { releases });
    },
  } satisfies AppModule;
}
