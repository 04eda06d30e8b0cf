import type { FeatureFlag } from '../contracts/flags.js';
import { pagePath } from '../pages.js';
import { safeHref } from './links.js';

/** spec 2 §9 guide platforms: Windows PC VR, the Meta Quest store, the APK for Quest 3 / Pico. */
export const GUIDE_PLATFORMS = ['PCVR', 'MetaStore', 'Apk'] as const;
export type GuidePlatform = (typeof GUIDE_PLATFORMS)[number];

/**
 * The feature flag that configures the download-app modal (spec 2 §2): a param per platform
 * (label `PCVR`, `MetaStore` or `Apk`, value the download address) and optionally `appLink`, an
 * address that opens the installed app (spec 2 §4 "Download app flow").
 */
export const APP_DOWNLOADS_FLAG = 'appDownloads';
export const APP_LINK_PARAM = 'appLink';

export type AppDownloads = {
  /** Where each platform's app is downloaded; null where none is configured. */
  links: Record<GuidePlatform, string | null>;
  appLink: string | null;
};

/**
 * The app link may also use a `web+…` scheme: an installed PWA registers one as a protocol
 * handler (web manifest `protocol_handlers`), which is how a page opens the installed app.
 */
function appLinkHref(value: string | undefined): string | null {
  if (value && /^web\+[a-z]+:\/\/[^\s]*$/.test(value)) return value;
  return safeHref(value);
}

/** Reads the app download configuration from the feature flags; a disabled flag configures none. */
export function readAppDownloads(flags: readonly FeatureFlag[]): AppDownloads {
  const flag = flags.find((candidate) => candidate.name === APP_DOWNLOADS_FLAG);
  const value = (label: string) =>
    flag?.isEnabled ? flag.params.find((param) => param.label === label)?.value : undefined;
  return {
    links: {
      PCVR: safeHref(value('PCVR')),
      MetaStore: safeHref(value('MetaStore')),
      Apk: safeHref(value('Apk')),
    },
    appLink: appLinkHref(value(APP_LINK_PARAM)),
  };
}

/** The how-to-install guide of a platform (spec 2 §2: HOW_TO_WATCH_IN_VR, query parameter platform). */
export function howToInstallPath(platform: GuidePlatform): string {
  return `${pagePath('howToWatch')}?platform=${platform}`;
}
