import { useState } from 'react';
import { Switch } from '@/components/ui/switch';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/data/session/session-context';
import { showToast } from '@/lib/toast';
import { disablePush, enablePush, pushFailureKey } from '../lib/web-push';
import { announcePushPermission, usePushPermission } from '../model/push-permission';
import { usePushConsent } from '../model/push-consent';

/**
 * The control panel's push setting (spec 1 §3 push consent): on when the user agreed and this
 * browser may show notifications. Turning it on asks as the push prompt's Allow does; turning it
 * off records consent false and drops this browser's subscription. Not debounced like the other
 * toggles (spec 2 §4): the browser asks its permission only within the click itself.
 */
export function PushSetting() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { consent, setConsent } = usePushConsent();
  const permission = usePushPermission();
  const [isBusy, setIsBusy] = useState(false);
  if (!user) return null;

  const isBlocked = permission === 'denied' || permission === 'unsupported';
  const isOn = consent === true && permission === 'granted';

  const change = async (isWanted: boolean) => {
    setIsBusy(true);
    try {
      if (isWanted) {
        const setup = enablePush(user.id);
        await setConsent(true);
        await setup;
      } else {
        await setConsent(false);
        await disablePush(true);
      }
    } catch (error) {
      console.warn('The push setting could not be changed', error);
      showToast(pushFailureKey(error), { tone: 'error', durationMs: 5000 });
    } finally {
      announcePushPermission();
      setIsBusy(false);
    }
  };

  return (
    <Switch
      label={t('notifications.push.setting')}
      description={t(
        permission === 'unsupported'
          ? 'notifications.push.settingUnsupported'
          : permission === 'denied'
            ? 'notifications.push.settingBlocked'
            : 'notifications.push.settingText',
      )}
      isChecked={isOn}
      isDisabled={isBusy || (isBlocked && !isOn) || consent === undefined}
      onChange={(isWanted) => void change(isWanted)}
      testId="setting-push-notifications"
    />
  );
}
