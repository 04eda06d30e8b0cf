import type { UserInfo } from '@parallax/core/contracts/auth';
import { describe, expect, it } from 'vitest';
import { applySettingsPatch, mergeSettingsPatches } from './profile-patch';

const user = {
  emailConsent: true,
  dominantHand: 'LEFT',
  isQuickMenuEnabled: true,
  vrControls: { autoSwitchingScenes: true, snapMovements: false, handsRendering: true },
} as UserInfo;

describe('settings patches (spec 2 §4 control panel)', () => {
  it('applies a partial vrControls change on top of the others', () => {
    expect(
      applySettingsPatch(user, { vrControls: { snapMovements: true }, emailConsent: false }),
    ).toMatchObject({
      emailConsent: false,
      dominantHand: 'LEFT',
      vrControls: { autoSwitchingScenes: true, snapMovements: true, handsRendering: true },
    });
  });

  it('merges changes of one debounce window, the later winning', () => {
    expect(
      mergeSettingsPatches(
        { emailConsent: false, vrControls: { snapMovements: true } },
        { emailConsent: true, vrControls: { handsRendering: false } },
      ),
    ).toEqual({
      emailConsent: true,
      vrControls: { snapMovements: true, handsRendering: false },
    });
  });
});
