import type { UserInfo } from '@parallax/core/contracts/auth';
import { DOMINANT_HANDS, type VrControls } from '@parallax/core/contracts/user-settings';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Switch } from '@/components/ui/switch';
import type { SettingsPatch } from '../model/profile-patch';
import { CredentialsBlock } from './credentials-block';
import { DevicesBlock } from './devices-block';
import { FeedsBlock } from './feeds-block';

const VR_CONTROLS: (keyof VrControls)[] = [
  'autoSwitchingScenes',
  'snapMovements',
  'handsRendering',
];

/**
 * In-VR settings: dominant hand, quick menu and the VR controls (spec 1 §3 user); then the devices
 * signed in to the account and the way to pair a headset.
 */
export function VrSettingsSection({
  user,
  onUpdate,
  onClose,
}: {
  user: UserInfo;
  onUpdate: (patch: SettingsPatch) => void;
  /** Leaving the panel for the pair headset page closes it. */
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const handLabelId = useId();
  return (
    <div className="settings">
      <div className="settings-group" role="radiogroup" aria-labelledby={handLabelId}>
        <span id={handLabelId} className="settings-label">
          {t('account.dominantHand')}
        </span>
        <div className="segmented">
          {DOMINANT_HANDS.map((hand) => (
            <label key={hand} className="segmented-option">
              <input
                type="radio"
                name="dominantHand"
                value={hand}
                checked={user.dominantHand === hand}
                onChange={() => onUpdate({ dominantHand: hand })}
              />
              <span>{t(`account.hands.${hand}`)}</span>
            </label>
          ))}
        </div>
      </div>
      <Switch
        label={t('account.quickMenu')}
        isChecked={user.isQuickMenuEnabled}
        onChange={(isOn) => onUpdate({ isQuickMenuEnabled: isOn })}
        testId="setting-quick-menu"
      />
      {VR_CONTROLS.map((control) => (
        <Switch
          key={control}
          label={t(`account.vrControls.${control}`)}
          isChecked={user.vrControls[control]}
          onChange={(isOn) => onUpdate({ vrControls: { [control]: isOn } })}
          testId={`setting-${control}`}
        />
      ))}
      <DevicesBlock onNavigate={onClose} />
      <FeedsBlock />
      <CredentialsBlock />
    </div>
  );
}
