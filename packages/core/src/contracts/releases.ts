import { z } from 'zod';
import { AffiliateProgram } from './session.js';
import { text } from './common.js';
import { ReleaseVersion } from './release-check.js';

export { ReleaseInfo } from './release-check.js';

/** spec 2 §3 Android update manifest: the package to install, and its size for the progress. */
export const AndroidUpdateManifest = z
  .object({
    version: ReleaseVersion,
    platforms: z.object({
      android: z.object({
        url: z.string().min(1).describe('where the package is downloaded (absolute, or a path)'),
        fileSizeInBytes: z.number().int().nonnegative(),
      }),
    }),
  })
  .meta({ id: 'AndroidUpdateManifest' });
export type AndroidUpdateManifest = z.infer<typeof AndroidUpdateManifest>;

/** A marketing source in a path or a query: the characters of CatalogQuery's source. */
const Source = text()
  .min(1)
  .max(64)
  .regex(/^[\w.-]+$/, 'source may hold letters, digits, dot, dash and underscore only');

/** spec 2 §7 Android update: `/android/{source}/latest.json`. */
export const AndroidSourceParams = z.object({ source: Source });

/**
 * spec 1 §9: the visitor's marketing attribution, carried by the installer's file name
 * (rules/installer.ts sanitizes each part).
 */
export const WindowsInstallerQuery = z.object({
  source: Source.optional(),
  clientId: text({ trim: true }).max(128).optional(),
  affiliateProgram: AffiliateProgram.optional(),
});

export const InstallerFileParams = z.object({
  fileName: text().max(200).describe('the installer’s plain file name, as latest.yml names it'),
});

/** Bytes, not JSON: the installer or the package, or the YAML update file. */
export const ReleaseFile = z.string().describe('the file itself');

/** spec 1 §2, spec 2 §2: the feature flag that turns the Android in-app update check on. */
export const ANDROID_IN_APP_UPDATE_FLAG = 'androidInAppUpdate';
