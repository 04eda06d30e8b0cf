import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

describe('release settings (README configuration)', () => {
  it('default to installer 1.5.1 and demo files outside production', () => {
    const { releases } = loadConfig({ INIT_CWD: '/srv/parallax' });
    expect(releases).toEqual({
      webVersion: null,
      desktop: { version: '1.5.1', file: null, url: null, sha512: null, size: null },
      android: { version: null, url: null, fileSizeInBytes: null, sources: {} },
      hasDemoFiles: true,
    });
    expect(loadConfig({ NODE_ENV: 'production' }).releases.hasDemoFiles).toBe(false);
  });

  it('read the installer, the packages per source and a relative installer path', () => {
    const { releases } = loadConfig({
      INIT_CWD: '/srv/parallax',
      DESKTOP_INSTALLER_FILE: 'releases/setup.exe',
      ANDROID_PACKAGE_URL: '/static/parallax.apk',
      ANDROID_PACKAGE_SIZE: '1234',
      ANDROID_SOURCE_PACKAGES: JSON.stringify({
        meta: { version: '2.0.0', url: 'https://cdn.example/meta.apk', fileSizeInBytes: 9 },
      }),
    });
    expect(releases.desktop.file).toBe('/srv/parallax/releases/setup.exe');
    expect(releases.android).toMatchObject({ url: '/static/parallax.apk', fileSizeInBytes: 1234 });
    expect(releases.android.sources.meta?.version).toBe('2.0.0');
  });

  it('refuse what cannot work, naming it', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ DESKTOP_INSTALLER_VERSION: 'latest' }, /DESKTOP_INSTALLER_VERSION="latest"/],
      [{ WEB_APP_VERSION: '1.2' }, /WEB_APP_VERSION/],
      [{ DESKTOP_INSTALLER_SHA512: 'abc' }, /base64 SHA-512/],
      [{ ANDROID_SOURCE_PACKAGES: '{"meta": {}}' }, /ANDROID_SOURCE_PACKAGES must be JSON/],
      [{ ANDROID_SOURCE_PACKAGES: 'not json' }, /ANDROID_SOURCE_PACKAGES must be JSON/],
      [{ ANDROID_PACKAGE_URL: 'ftp://x/y.apk', ANDROID_PACKAGE_SIZE: '1' }, /ANDROID_PACKAGE_URL/],
      [{ ANDROID_PACKAGE_URL: '/x.apk' }, /needs ANDROID_PACKAGE_SIZE/],
      [
        { DESKTOP_INSTALLER_FILE: '/a.exe', DESKTOP_INSTALLER_URL: 'https://x.example/a.exe' },
        /not both/,
      ],
    ];
    for (const [env, message] of cases) {
      const attempt = () => loadConfig(env);
      expect(attempt, JSON.stringify(env)).toThrow(ConfigError);
      expect(attempt, JSON.stringify(env)).toThrow(message);
    }
  });
});
