import type { AndroidUpdateManifest, ReleaseInfo } from '@parallax/core/contracts/releases';
import { DomainError } from '@parallax/core/errors';
import {
  desktopUpdateYaml,
  installerFileName,
  type InstallerAttribution,
} from '@parallax/core/rules/installer';
import type { ReleasesConfig } from '../../config.js';
import { createReleaseFiles, type OpenFile, type ReleaseFile } from './release-files.service.js';

/** Where the demo Android package is served (releasesEndpoints.androidPackage). */
const DEMO_ANDROID_PACKAGE_PATH = '/api/v1/release/android/download';
/** latest.yml names the installer beside it, in the Windows directory (windowsInstallerFile). */
const INSTALLER_DIRECTORY = 'windows';

/** How the Windows installer is handed out: its bytes, or a redirect to where it is hosted. */
export type InstallerDelivery =
  { kind: 'file'; fileName: string; file: ReleaseFile } | { kind: 'redirect'; url: string };

/** The Android update manifest for a marketing source (ReleasesService.androidManifest). */
function androidManifestOf(
  releases: {
    config: ReleasesConfig;
    webVersion: string;
    absolute: (url: string) => string;
    demoAndroidPackage: () => ReleaseFile | null;
  },
  source: string | undefined,
): AndroidUpdateManifest {
  const { config, webVersion, absolute } = releases;
  // The source comes from the address: `__proto__` or `constructor` must not find the
  // prototype's members.
  const { sources } = config.android;
  const ofSource =
    source !== undefined && Object.hasOwn(sources, source) ? sources[source] : undefined;
  if (ofSource) {
    const { version, url, fileSizeInBytes } = ofSource;
    return { version, platforms: { android: { url: absolute(url), fileSizeInBytes } } };
  }
  const version = config.android.version ?? webVersion;
  if (config.android.url !== null && config.android.fileSizeInBytes !== null) {
    const android = {
      url: absolute(config.android.url),
      fileSizeInBytes: config.android.fileSizeInBytes,
    };
    return { version, platforms: { android } };
  }
  const demo = releases.demoAndroidPackage();
  if (!demo) throw new DomainError('NotFound', 'No Android package is configured');
  const android = { url: absolute(DEMO_ANDROID_PACKAGE_PATH), fileSizeInBytes: demo.size };
  return { version, platforms: { android } };
}

/**
 * What the apps update to (spec 1 §7, spec 2 §7): the web app's latest version (the served
 * build's unless configured), the Windows installer (spec 1 §9: version 1.5.1 by default) and the
 * Android package per marketing source. From configuration, not the database; outside
 * production a demo installer and package stand in for the ones not configured.
 */
export function createReleasesService(deps: {
  config: ReleasesConfig;
  /** The served web build's version and build time (null: none is served). */
  webBuild: { version: string; builtAt: Date } | null;
  /** This server's version: the web app's when no build is served (both are released together). */
  serverVersion: string;
  publicUrl: string;
  startedAt: Date;
  openFile: OpenFile;
}) {
  const { config, webBuild, publicUrl, startedAt } = deps;
  const webVersion = config.webVersion ?? webBuild?.version ?? deps.serverVersion;
  const absolute = (url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

  const files = createReleaseFiles({ config, webVersion, startedAt, openFile: deps.openFile });
  const demoAndroidPackage = () => files.demoAndroidPackage();
  const noInstaller = () => new DomainError('NotFound', 'No desktop installer is configured');

  return {
    /** spec 2 §3 release info: what the release check compares the running app with. */
    latest(): ReleaseInfo {
      const builtAt = config.webVersion === null ? webBuild?.builtAt : undefined;
      const hasDesktopInstaller =
        config.desktop.url !== null || config.desktop.file !== null || config.hasDemoFiles;
      return {
        version: webVersion,
        ...(builtAt ? { releaseDate: builtAt.toISOString() } : {}),
        hasDesktopInstaller,
      };
    },

    /** The installer's plain file name (no attribution): what latest.yml names. */
    installerFileName(): string {
      return installerFileName({ version: config.desktop.version });
    },

    /** spec 1 §9: the installer named with the visitor's attribution, or where it is hosted. */
    async installer(attribution: InstallerAttribution = {}): Promise<InstallerDelivery> {
      if (config.desktop.url !== null) return { kind: 'redirect', url: config.desktop.url };
      const file = await files.installerFile();
      if (!file) throw noInstaller();
      const fileName = installerFileName({ version: config.desktop.version, ...attribution });
      return { kind: 'file', fileName, file };
    },

    /**
     * The desktop app's update file (electron-updater's latest.yml): the installer's version,
     * address, SHA-512 and size. Only when those are known: a served installer, or a hosted one
     * configured with its hash and size.
     */
    async desktopUpdateFile(): Promise<string> {
      const fileName = installerFileName({ version: config.desktop.version });
      const { url, sha512, size } = config.desktop;
      const hosted = url !== null && sha512 !== null && size !== null ? { sha512, size } : null;
      const file = url === null ? await files.installerFile() : null;
      const described = hosted ?? file;
      if (!described) throw noInstaller();
      return desktopUpdateYaml({
        version: config.desktop.version,
        url: url ?? `${INSTALLER_DIRECTORY}/${fileName}`,
        path: fileName,
        sha512: described.sha512,
        size: described.size,
        releaseDate: (file?.modifiedAt ?? startedAt).toISOString(),
      });
    },

    /**
     * spec 2 §7 Android update: the package for this marketing source, or the default one for any
     * other (and with no source). The default is at the web app's version unless configured.
     */
    androidManifest: (source: string | undefined): AndroidUpdateManifest =>
      androidManifestOf({ config, webVersion, absolute, demoAndroidPackage }, source),

    demoAndroidPackage,
  };
}

export type ReleasesService = ReturnType<typeof createReleasesService>;
