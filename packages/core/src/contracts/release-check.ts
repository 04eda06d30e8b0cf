import { z } from 'zod';

/*
 * The release check every page makes (spec 1 §7), apart from the other releases' contracts
 * (contracts/releases.ts re-exports it): the app's start builds only these schemas.
 */

/** A release version as the apps compare them (rules/version.ts): `1.2.3`. */
export const ReleaseVersion = z.string().regex(/^\d+\.\d+\.\d+$/, 'a version looks like 1.2.3');

/** spec 2 §3 release info: the latest version of the web app, which the app compares with its own. */
export const ReleaseInfo = z
  .object({
    version: ReleaseVersion,
    releaseDate: z.iso
      .datetime({ offset: true })
      .optional()
      .describe('when the served build was made, where known'),
    /** Whether this server hands out the Windows installer (the download-app modal's PC VR card). */
    hasDesktopInstaller: z.boolean().default(false),
  })
  .meta({ id: 'ReleaseInfo' });
export type ReleaseInfo = z.infer<typeof ReleaseInfo>;
