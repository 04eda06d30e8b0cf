import { pagePath } from '@parallax/core/pages';
import type { FeatureFlag } from '@parallax/core/contracts/flags';

/** spec 2 §2 guides: the platforms the how-to-watch-in-VR guide covers (`?platform=` values). */
export const GUIDE_PLATFORMS = ['PCVR', 'MetaStore', 'Apk'] as const;
export type GuidePlatform = (typeof GUIDE_PLATFORMS)[number];

/** spec 2 §2: the default is the Meta store. */
export const DEFAULT_GUIDE_PLATFORM: GuidePlatform = 'MetaStore';

/** The feature flag whose params list the offered platforms (label and value per platform). */
export const GUIDE_PLATFORMS_FLAG = 'guidePlatforms';

/** spec 2 §2: the PC VR sub-switcher. */
export const PCVR_RUNTIMES = ['QuestLink', 'SteamVR', 'VirtualDesktop'] as const;
export type PcvrRuntime = (typeof PCVR_RUNTIMES)[number];

/** spec 2 §2: the Virtual Desktop price is shown as $25 (dollars). */
export const VIRTUAL_DESKTOP_PRICE = 25;

const isGuidePlatform = (value: string): value is GuidePlatform =>
  (GUIDE_PLATFORMS as readonly string[]).includes(value);

/**
 * spec 2 §2: the offered platforms come from configuration — the `guidePlatforms` flag's param
 * values, in its order. Without a usable configuration (no flag, disabled, or no known value)
 * the guide offers every platform it has.
 */
export function offeredPlatforms(flags: readonly FeatureFlag[] | undefined): GuidePlatform[] {
  const flag = flags?.find((candidate) => candidate.name === GUIDE_PLATFORMS_FLAG);
  const configured = flag?.isEnabled
    ? [...new Set(flag.params.map((param) => param.value).filter(isGuidePlatform))]
    : [];
  return configured.length > 0 ? configured : [...GUIDE_PLATFORMS];
}

/**
 * The platform to show: the `?platform=` value when it is offered, otherwise the Meta store (the
 * default), or the first offered platform when the Meta store is not offered.
 */
export function selectPlatform(
  requested: string | null,
  offered: readonly GuidePlatform[],
): GuidePlatform {
  if (requested !== null && isGuidePlatform(requested) && offered.includes(requested)) {
    return requested;
  }
  return offered.includes(DEFAULT_GUIDE_PLATFORM)
    ? DEFAULT_GUIDE_PLATFORM
    : (offered[0] ?? DEFAULT_GUIDE_PLATFORM);
}

/** spec 2 §2: the switcher appears only when there is more than one platform to choose from. */
export const hasPlatformSwitcher = (offered: readonly GuidePlatform[]): boolean =>
  offered.length > 1;

/**
 * spec 2 §2: the runtime comparison table is hidden on Quest 3, whose browser says "Quest 3" in
 * its user agent (the Quest 3S, "Quest 3S", is the same family and is treated alike).
 */
export function isQuest3Browser(userAgent: string): boolean {
  return /\bQuest 3S?\b/.test(userAgent);
}

/** The guide's address for a platform (the Troubleshoot button links the PC VR guide). */
export function guidePath(platform: GuidePlatform, hash = ''): string {
  return `${pagePath('howToWatch')}?platform=${platform}${hash ? `#${hash}` : ''}`;
}
