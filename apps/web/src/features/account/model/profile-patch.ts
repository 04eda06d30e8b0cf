import type { UserInfo } from '@parallax/core/contracts/auth';
import type { ProfileUpdate } from '@parallax/core/contracts/user-settings';

/** The settings the control panel toggles (spec 2 §4 control panel). */
export type SettingsPatch = Pick<
  ProfileUpdate,
  'emailConsent' | 'dominantHand' | 'isQuickMenuEnabled' | 'vrControls'
>;

/** The user as it will be once the patch is saved (the optimistic view). */
export function applySettingsPatch(user: UserInfo, patch: SettingsPatch): UserInfo {
  return {
    ...user,
    ...(patch.emailConsent === undefined ? {} : { emailConsent: patch.emailConsent }),
    ...(patch.dominantHand === undefined ? {} : { dominantHand: patch.dominantHand }),
    ...(patch.isQuickMenuEnabled === undefined
      ? {}
      : { isQuickMenuEnabled: patch.isQuickMenuEnabled }),
    vrControls: { ...user.vrControls, ...patch.vrControls },
  };
}

/** Two changes made within one debounce window, sent as one update (the later one wins). */
export function mergeSettingsPatches(earlier: SettingsPatch, later: SettingsPatch): SettingsPatch {
  const merged: SettingsPatch = { ...earlier, ...later };
  if (earlier.vrControls || later.vrControls) {
    merged.vrControls = { ...earlier.vrControls, ...later.vrControls };
  }
  return merged;
}
