import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorBody } from '@parallax/core/contracts/common';
import { AndroidUpdateManifest, ReleaseInfo } from '@parallax/core/contracts/releases';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../../test/accounts.js';
import { createTestApp } from '../../test/test-app.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const PUBLIC_URL = 'http://localhost:8080';

let app: FastifyInstance;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'parallax-releases-'));
  app = await createTestApp({ now: () => NOW }, { PUBLIC_URL });
});
afterAll(async () => {
  await app.close();
  await rm(scratch, { recursive: true, force: true });
});

/** A web build as `npm run build` leaves it: dist/index.html beside the web app's package.json. */
async function webBuild(name: string, version: string): Promise<string> {
  const dist = join(scratch, name, 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>x</title><div id="root">');
  await writeFile(
    join(scratch, name, 'package.json'),
    JSON.stringify({ name: '@parallax/web', version }),
  );
  return dist;
}

/** An app built with these settings, closed after `use`. */
async function withApp(
  env: Record<string, string>,
  use: (other: FastifyInstance) => Promise<void>,
): Promise<void> {
  const other = await createTestApp({ now: () => NOW }, { PUBLIC_URL, ...env });
  try {
    await use(other);
  } finally {
    await other.close();
  }
}

const sha512 = (bytes: Buffer) => createHash('sha512').update(bytes).digest('base64');

function expectPublicFile(headers: Record<string, unknown>) {
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['access-control-allow-origin']).toBe('*');
  expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
}

describe('GET /api/v1/release/latest.json (spec 1 §7 release check)', () => {
  it('announces the version of the web build the server serves, with no credentials', async () => {
    const dist = await webBuild('web-a', '1.4.0');
    await withApp({ WEB_DIST_DIR: dist }, async (other) => {
      const response = await other.inject('/api/v1/release/latest.json');
      expect(response.statusCode).toBe(200);
      const body = ReleaseInfo.parse(response.json());
      expect(body.version).toBe('1.4.0');
      expect(Date.parse(body.releaseDate ?? '')).not.toBeNaN();
      expectPublicFile(response.headers);
    });
  });

  it('announces a newer build after a redeploy, so pages of the old one see an update', async () => {
    const dist = await webBuild('web-b', '1.5.0');
    await withApp({ WEB_DIST_DIR: dist }, async (other) => {
      const body = ReleaseInfo.parse((await other.inject('/api/v1/release/latest.json')).json());
      expect(body.version).toBe('1.5.0');
    });
  });

  it('announces WEB_APP_VERSION when set, and the server’s version when no build is served', async () => {
    await withApp({ WEB_APP_VERSION: '7.0.1' }, async (other) => {
      const body = ReleaseInfo.parse((await other.inject('/api/v1/release/latest.json')).json());
      expect(body).toEqual({ version: '7.0.1', hasDesktopInstaller: true });
    });
    const body = ReleaseInfo.parse((await app.inject('/api/v1/release/latest.json')).json());
    expect(body.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('answers a signed-in browser the same, and any origin may read it', async () => {
    const { client } = await signedUpClient(app, 'release');
    const asUser = await client.get('/api/v1/release/latest.json');
    const asNobody = await app.inject({
      url: '/api/v1/release/latest.json',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(asUser.json()).toEqual(asNobody.json());
    expect(asNobody.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('the Windows installer (spec 1 §9)', () => {
  it('is a named attachment carrying version 1.5.1 and the visitor’s attribution', async () => {
    const response = await app.inject(
      '/api/v1/release/windows/download?source=meta&clientId=abc123&affiliateProgram=MEDIA_BUYING',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.microsoft.portable-executable');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Parallax-Setup-1.5.1_src-meta_cid-abc123_ap-media-buying.exe"',
    );
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.toString('latin1')).toContain('Parallax demo Windows installer');
  });

  it('is named with the version alone without attribution, and sanitizes what it is given', async () => {
    const plain = await app.inject('/api/v1/release/windows/download');
    expect(plain.headers['content-disposition']).toBe(
      'attachment; filename="Parallax-Setup-1.5.1.exe"',
    );
    const odd = await app.inject(
      `/api/v1/release/windows/download?clientId=${encodeURIComponent('a"b/../c d')}`,
    );
    expect(odd.statusCode).toBe(200);
    expect(odd.headers['content-disposition']).toBe(
      'attachment; filename="Parallax-Setup-1.5.1_cid-a-b-c-d.exe"',
    );
  });

  it('refuses bad attribution with the standard error body', async () => {
    for (const query of ['affiliateProgram=NOPE', 'source=a%2Fb', 'clientId=%00', 'source=%07']) {
      const response = await app.inject(`/api/v1/release/windows/download?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(ErrorBody.parse(response.json()).errorType).toBe('ValidationError');
    }
  });

  it('is described by latest.yml, which points at the same bytes', async () => {
    const response = await app.inject('/api/v1/release/latest.yml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/yaml; charset=utf-8');
    expectPublicFile(response.headers);
    const installer = (await app.inject('/api/v1/release/windows/Parallax-Setup-1.5.1.exe'))
      .rawPayload;
    expect(response.body).toBe(
      [
        "version: '1.5.1'",
        'files:',
        "  - url: 'windows/Parallax-Setup-1.5.1.exe'",
        `    sha512: '${sha512(installer)}'`,
        `    size: ${installer.length}`,
        "path: 'Parallax-Setup-1.5.1.exe'",
        `sha512: '${sha512(installer)}'`,
        `releaseDate: '${NOW.toISOString()}'`,
        '',
      ].join('\n'),
    );
    const other = await app.inject('/api/v1/release/windows/Parallax-Setup-1.4.0.exe');
    expect(other.statusCode).toBe(404);
    expect(ErrorBody.parse(other.json()).errorType).toBe('NotFound');
  });

  it('serves a configured file with its hash, and its version in the name', async () => {
    const file = join(scratch, 'setup.exe');
    const bytes = Buffer.from('MZ a configured installer');
    await writeFile(file, bytes);
    await withApp(
      { DESKTOP_INSTALLER_FILE: file, DESKTOP_INSTALLER_VERSION: '1.6.0' },
      async (other) => {
        const download = await other.inject('/api/v1/release/windows/download?source=x');
        expect(download.rawPayload).toEqual(bytes);
        expect(download.headers['content-disposition']).toBe(
          'attachment; filename="Parallax-Setup-1.6.0_src-x.exe"',
        );
        const yml = (await other.inject('/api/v1/release/latest.yml')).body;
        expect(yml).toContain("version: '1.6.0'");
        expect(yml).toContain(`sha512: '${sha512(bytes)}'`);
        expect(yml).toContain(`size: ${bytes.length}`);
      },
    );
  });

  it('answers 503 when the configured file cannot be read', async () => {
    await withApp({ DESKTOP_INSTALLER_FILE: join(scratch, 'missing.exe') }, async (other) => {
      for (const path of ['/api/v1/release/windows/download', '/api/v1/release/latest.yml']) {
        const response = await other.inject(path);
        expect(response.statusCode, path).toBe(503);
        expect(ErrorBody.parse(response.json()).errorType).toBe('ServiceUnavailable');
      }
    });
  });

  it('redirects to a hosted installer; latest.yml only with its hash and size', async () => {
    const url = 'https://downloads.example/Parallax-Setup.exe';
    await withApp({ DESKTOP_INSTALLER_URL: url }, async (other) => {
      const download = await other.inject('/api/v1/release/windows/download?source=x');
      expect(download.statusCode).toBe(302);
      expect(download.headers.location).toBe(url);
      const yml = await other.inject('/api/v1/release/latest.yml');
      expect(yml.statusCode).toBe(404);
      expect(ErrorBody.parse(yml.json()).errorType).toBe('NotFound');
    });
    const hash = sha512(Buffer.from('hosted'));
    await withApp(
      { DESKTOP_INSTALLER_URL: url, DESKTOP_INSTALLER_SHA512: hash, DESKTOP_INSTALLER_SIZE: '6' },
      async (other) => {
        const yml = (await other.inject('/api/v1/release/latest.yml')).body;
        expect(yml).toContain(`  - url: '${url}'`);
        expect(yml).toContain(`sha512: '${hash}'`);
        expect(yml).toContain('size: 6');
      },
    );
  });

  it('is not served in production when none is configured', async () => {
    await withApp({ NODE_ENV: 'production' }, async (other) => {
      for (const path of ['/api/v1/release/windows/download', '/api/v1/release/latest.yml']) {
        const response = await other.inject(path);
        expect(response.statusCode, path).toBe(404);
        expect(ErrorBody.parse(response.json()).errorType).toBe('NotFound');
      }
      // The release check says so, and the download-app modal offers no installer.
      const latest = ReleaseInfo.parse((await other.inject('/api/v1/release/latest.json')).json());
      expect(latest.hasDesktopInstaller).toBe(false);
    });
  });
});

describe('GET /android/{source}/latest.json (spec 2 §7 Android update)', () => {
  it('names the demo package at the web app’s version, with its size', async () => {
    const response = await app.inject('/android/latest.json');
    expect(response.statusCode).toBe(200);
    expectPublicFile(response.headers);
    const manifest = AndroidUpdateManifest.parse(response.json());
    const web = ReleaseInfo.parse((await app.inject('/api/v1/release/latest.json')).json());
    expect(manifest.version).toBe(web.version);
    const { url, fileSizeInBytes } = manifest.platforms.android;
    expect(url).toBe(`${PUBLIC_URL}/api/v1/release/android/download`);
    const download = await app.inject(new URL(url).pathname);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(download.rawPayload.length).toBe(fileSizeInBytes);
    expect(Number(download.headers['content-length'])).toBe(fileSizeInBytes);
  });

  it('answers a source its own package and any other source the default', async () => {
    const sources = JSON.stringify({
      meta: { version: '2.1.0', url: '/static/meta.apk', fileSizeInBytes: 42 },
    });
    await withApp(
      {
        ANDROID_PACKAGE_VERSION: '2.0.0',
        ANDROID_PACKAGE_URL: 'https://downloads.example/parallax.apk',
        ANDROID_PACKAGE_SIZE: '1000',
        ANDROID_SOURCE_PACKAGES: sources,
      },
      async (other) => {
        const meta = AndroidUpdateManifest.parse(
          (await other.inject('/android/meta/latest.json')).json(),
        );
        expect(meta).toEqual({
          version: '2.1.0',
          platforms: { android: { url: `${PUBLIC_URL}/static/meta.apk`, fileSizeInBytes: 42 } },
        });
        const byDefault = {
          version: '2.0.0',
          platforms: {
            android: { url: 'https://downloads.example/parallax.apk', fileSizeInBytes: 1000 },
          },
        };
        for (const path of ['/android/latest.json', '/android/unknown_source/latest.json']) {
          expect((await other.inject(path)).json(), path).toEqual(byDefault);
        }
        // A package address is set: no demo package.
        expect((await other.inject('/api/v1/release/android/download')).statusCode).toBe(404);
      },
    );
  });

  it('refuses a source with bad characters with the standard error body', async () => {
    for (const source of ['a%20b', 'a%22b', '%00', 'x'.repeat(65), 'caf%C3%A9']) {
      const response = await app.inject(`/android/${source}/latest.json`);
      expect(response.statusCode, source).toBe(400);
      expect(ErrorBody.parse(response.json()).errorType).toBe('ValidationError');
    }
  });

  it('is not answered in production when no package is configured', async () => {
    await withApp({ NODE_ENV: 'production' }, async (other) => {
      const response = await other.inject('/android/latest.json');
      expect(response.statusCode).toBe(404);
      expect(ErrorBody.parse(response.json()).errorType).toBe('NotFound');
    });
  });
});
