import { releasesEndpoints } from '@parallax/core/endpoints/releases';
import { DomainError } from '@parallax/core/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import type { ReleaseFile } from './release-files.service.js';
import type { InstallerDelivery, ReleasesService } from './releases.service.js';

const INSTALLER_TYPE = 'application/vnd.microsoft.portable-executable';
const PACKAGE_TYPE = 'application/vnd.android.package-archive';

/**
 * Public release files: no credentials are needed or read (spec 1 §7: the release check sends
 * none), any origin may read them (the desktop app's updater, the Android shell), and every use
 * revalidates (ETag), so a new release is seen at once.
 */
function asPublicFile(reply: FastifyReply): FastifyReply {
  return reply
    .header('Cache-Control', 'no-cache')
    .header('Access-Control-Allow-Origin', '*')
    .header('Cross-Origin-Resource-Policy', 'cross-origin');
}

function sendFile(reply: FastifyReply, file: ReleaseFile, type: string, fileName: string) {
  return asPublicFile(reply)
    .type(type)
    .header('Content-Length', file.size)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(file.open());
}

function deliverInstaller(reply: FastifyReply, delivery: InstallerDelivery) {
  if (delivery.kind === 'redirect') return asPublicFile(reply).redirect(delivery.url, 302);
  return sendFile(reply, delivery.file, INSTALLER_TYPE, delivery.fileName);
}

/** spec 1 §7, §9, spec 2 §7: release check, desktop update file and installer, Android update. */
export const releasesRoutes: FastifyPluginAsyncZod<{ releases: ReleasesService }> = async (
  app,
  { releases },
) => {
  route(app, releasesEndpoints.latest, async (_request, reply) => {
    asPublicFile(reply);
    return releases.latest();
  });

  route(app, releasesEndpoints.desktopUpdateFile, async (_request, reply) =>
    asPublicFile(reply)
      .type('text/yaml; charset=utf-8')
      .send(await releases.desktopUpdateFile()),
  );

  route(app, releasesEndpoints.windowsInstaller, async (request, reply) =>
    deliverInstaller(reply, await releases.installer(request.query)),
  );

  route(app, releasesEndpoints.windowsInstallerFile, async (request, reply) => {
    if (request.params.fileName !== releases.installerFileName()) {
      throw new DomainError('NotFound', 'No such installer');
    }
    return deliverInstaller(reply, await releases.installer());
  });

  route(app, releasesEndpoints.androidPackage, async (_request, reply) => {
    const file = releases.demoAndroidPackage();
    if (!file) throw new DomainError('NotFound', 'The demo Android package is not served here');
    return sendFile(reply, file, PACKAGE_TYPE, 'Parallax.apk');
  });

  route(app, releasesEndpoints.androidLatest, async (_request, reply) => {
    asPublicFile(reply);
    return releases.androidManifest(undefined);
  });

  route(app, releasesEndpoints.androidLatestOfSource, async (request, reply) => {
    asPublicFile(reply);
    return releases.androidManifest(request.params.source);
  });
};
