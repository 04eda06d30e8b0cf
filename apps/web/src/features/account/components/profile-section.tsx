import type { UserInfo } from '@parallax/core/contracts/auth';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Switch } from '@/components/ui/switch';
import { errorMessageKey } from '@/lib/http';
import { useSession } from '@/data/session/session-context';
import { showToast } from '@/lib/toast';
import { startAgeVerification } from '@/data/account/profile';
import { useStoreActions } from '@/data/catalog/store-actions';
import type { SettingsPatch } from '../model/profile-patch';
import { DeleteAccount } from './delete-account';
import { PasswordForm } from './password-form';

export function ProfileSection({
  user,
  onUpdate,
  onClose,
}: {
  user: UserInfo;
  onUpdate: (patch: SettingsPatch) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { logout } = useSession();
  const { profileSubscription, pushSetting } = useStoreActions();
  const [isVerifying, setIsVerifying] = useState(false);

  const verifyAge = async () => {
    setIsVerifying(true);
    try {
      // The provider's page returns here with ?successVerification=true|false.
      window.location.assign(await startAgeVerification());
    } catch (error) {
      setIsVerifying(false);
      showToast(errorMessageKey(error), { tone: 'error' });
    }
  };

  return (
    <div className="settings">
      <dl className="profile-facts">
        <div>
          <dt>{t('account.username')}</dt>
          <dd data-testid="profile-username">{user.name}</dd>
        </div>
        <div>
          <dt>{t('account.email')}</dt>
          <dd data-testid="profile-email">{user.email}</dd>
        </div>
      </dl>
      <Switch
        label={t('account.emailConsent')}
        isChecked={user.emailConsent}
        onChange={(isOn) => onUpdate({ emailConsent: isOn })}
        testId="setting-email-consent"
      />
      {pushSetting?.()}
      <PasswordForm hasPassword={user.hasPassword} email={user.email} />
      <section className="settings-block" aria-labelledby="age-verification-title">
        <h4 id="age-verification-title" className="settings-title">
          {t('account.ageVerification')}
        </h4>
        {user.ageVerified ? (
          <p className="settings-text">{t('account.ageVerified')}</p>
        ) : (
          <>
            <p className="settings-text">{t('account.ageVerificationText')}</p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void verifyAge()}
              disabled={isVerifying}
              aria-busy={isVerifying || undefined}
            >
              {t('account.verifyAge')}
            </button>
          </>
        )}
      </section>
      {profileSubscription?.()}
      <DeleteAccount onDeleted={onClose} />
      <button
        type="button"
        className="button button-secondary button-block"
        onClick={() => {
          onClose();
          void logout();
        }}
        data-testid="logout-button"
      >
        {t('account.logout')}
      </button>
    </div>
  );
}
