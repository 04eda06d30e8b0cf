import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { DomainError } from '@parallax/core/errors';
import type { ReleasesConfig } from '../../config.js';

/** A file the releases module hands out: its size, SHA-512 (base64) and bytes. */
export type ReleaseFile = {
  size: number;
  sha512: string;
  modifiedAt: Date;
  open: () => Buffer | Readable;
};

/** A file kept in memory (the demo installer and package). */
export function releaseFileOf(bytes: Buffer, modifiedAt: Date): ReleaseFile {
  return {
    size: bytes.length,
    sha512: createHash('sha512').update(bytes).digest('base64'),
    modifiedAt,
    open: () => bytes,
  };
}

const hashes = new Map<string, { key: string; sha512: string }>();

/** Streams a file on disk for a download (the HTTP layer's file body). */
export type OpenFile = (path: string) => Readable;

/**
 * A configured file on disk, streamed on each download (`openFile`). Its SHA-512 is computed on first use and
 * again only when the file changes (size or modification time), so replacing the installer needs
 * no restart.
 */
export async function releaseFileAt(path: string, openFile: OpenFile): Promise<ReleaseFile> {
  const info = await stat(path);
  const key = `${info.size}:${info.mtimeMs}`;
  let known = hashes.get(path);
  if (known?.key !== key) {
    const hash = createHash('sha512');
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
    known = { key, sha512: hash.digest('base64') };
    hashes.set(path, known);
  }
  return {
    size: info.size,
    sha512: known.sha512,
    modifiedAt: info.mtime,
    open: () => openFile(path),
  };
}

/**
 * A stand-in for an installer or package when none is configured (outside production): a few
 * recognisable bytes saying what they are, then a fixed pattern, so downloads and their progress
 * can be tried end to end. Made in memory: nothing is fetched or written.
 */
export function demoFileBytes(what: string, version: string, size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) & 0xff;
  bytes.write(
    `Parallax demo ${what} ${version}. Not a real program: set DESKTOP_INSTALLER_* or ANDROID_PACKAGE_* (README).\n`,
  );
  return bytes;
}

const DEMO_INSTALLER_BYTES = 64 * 1024;
const DEMO_PACKAGE_BYTES = 1024 * 1024;

/**
 * The files the server hands out itself: the configured installer, or outside production the
 * demo installer and Android package standing in for those not configured (made once, on first
 * use).
 */
export function createReleaseFiles(deps: {
  config: ReleasesConfig;
  /** The version the demo Android package carries when none is configured. */
  webVersion: string;
  startedAt: Date;
  openFile: OpenFile;
}) {
  const { config, webVersion, startedAt } = deps;
  let demoInstaller: ReleaseFile | null = null;
  let demoPackage: ReleaseFile | null = null;
  return {
    /** The installer's bytes when the server hands them out itself; null when hosted or absent. */
    async installerFile(): Promise<ReleaseFile | null> {
      if (config.desktop.file !== null) {
        try {
          return await releaseFileAt(config.desktop.file, deps.openFile);
        } catch (error) {
          throw new DomainError('ServiceUnavailable', 'The configured installer cannot be read', {
            cause: error,
          });
        }
      }
      if (config.desktop.url !== null || !config.hasDemoFiles) return null;
      demoInstaller ??= releaseFileOf(
        demoFileBytes('Windows installer', config.desktop.version, DEMO_INSTALLER_BYTES),
        startedAt,
      );
      return demoInstaller;
    },

    /** The demo Android package, served when no package address is set (not in production). */
    demoAndroidPackage(): ReleaseFile | null {
      if (config.android.url !== null || !config.hasDemoFiles) return null;
      demoPackage ??= releaseFileOf(
        demoFileBytes('Android package', config.android.version ?? webVersion, DEMO_PACKAGE_BYTES),
        startedAt,
      );
      return demoPackage;
    },
  };
}

/**
 * The web build this server serves: its version, from the web app's package.json beside the
 * build (`apps/web/package.json` for `apps/web/dist`: vite.config.ts makes `__APP_VERSION__` of
 * the same field, so the version announced is the one the served pages carry), and when it was
 * built (the modification time of its index.html). Read once: a deploy replaces the build and
 * restarts the server. Null where there is no such build (tests, the API alone).
 */
export function servedWebBuild(webDistDir: string): { version: string; builtAt: Date } | null {
  const indexFile = join(webDistDir, 'index.html');
  const packageFile = join(webDistDir, '..', 'package.json');
  if (!existsSync(indexFile) || !existsSync(packageFile)) return null;
  try {
    const { name, version } = JSON.parse(readFileSync(packageFile, 'utf8')) as {
      name?: unknown;
      version?: unknown;
    };
    if (name !== '@parallax/web' || typeof version !== 'string') return null;
    if (!/^\d+\.\d+\.\d+$/.test(version)) return null;
    return { version, builtAt: statSync(indexFile).mtime };
  } catch {
    return null;
  }
}
