import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { enablePush, pushFailureKey } from '../lib/web-push';
import { announcePushPermission } from '../model/push-permission';
import { BellIcon } from './bell-icon';

/**
 * spec 1 §2, spec 2 §4 push prompt, in the notification area (it covers nothing for long and
 * moves nothing). Allow starts the set-up: the browser's permission (asked within the click, as
 * browsers want), the subscription and its registration; consent true is recorded once that
 * succeeded. A refused or blocked permission is an error, and a failed set-up records nothing, so
 * the prompt stays to be answered again (a blocked permission hides it). No thanks records false.
 */
export function PushPrompt({
  owner,
  onAnswer,
}: {
  /** Whose the subscription is: the user's id, or `guest`. */
  owner: string;
  onAnswer: (isConsent: boolean) => Promise<void>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [isBusy, setIsBusy] = useState(false);

  const allow = async () => {
    setIsBusy(true);
    try {
      await enablePush(owner);
    } catch (error) {
      console.warn('Push notifications could not be turned on', error);
      showToast(pushFailureKey(error), { tone: 'error', durationMs: 5000 });
      setIsBusy(false);
      // The browser's answer may have changed (blocked, or granted before the set-up failed).
      announcePushPermission();
      return;
    }
    await onAnswer(true);
    showToast('notifications.push.enabled', { tone: 'success' });
  };

  return (
    <section
      className="push-prompt"
      aria-labelledby={titleId}
      data-testid="push-prompt"
      aria-busy={isBusy || undefined}
    >
      <span className="notification-media" aria-hidden="true">
        <BellIcon size={22} />
      </span>
      <div className="notification-content">
        <h2 id={titleId} className="notification-title">
          {t('notifications.push.title')}
        </h2>
        <p className="notification-description">{t('notifications.push.text')}</p>
        <div className="push-prompt-actions">
          <button
            type="button"
            className="button button-small"
            onClick={() => void allow()}
            disabled={isBusy}
          >
            {t('notifications.push.allow')}
          </button>
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => void onAnswer(false)}
            disabled={isBusy}
          >
            {t('notifications.push.noThanks')}
          </button>
        </div>
      </div>
    </section>
  );
}
