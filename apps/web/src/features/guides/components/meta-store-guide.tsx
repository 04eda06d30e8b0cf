import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useAuthModal } from '@/data/session/auth-modal-context';
import { useSession } from '@/data/session/session-context';
import { GuideVideo } from './guide-video';
import { StepList } from './step-list';

/**
 * The Meta Quest store guide. spec 2 §2: a password notice for users without an id (guests, and
 * users created by a payment, spec 1 §3), and a set-password button for social-auth users
 * (who have no password yet: once they set one the button has done its work and goes).
 */
export function MetaStoreGuide({
  setPasswordAction,
  purchaseText,
}: {
  setPasswordAction: ReactNode;
  purchaseText: string;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { openAuthModal } = useAuthModal();
  const hasNoId = user === null || user.status === 'InitializedViaPayment';
  const needsPassword = user !== null && user.isSocialAuth && !user.hasPassword;

  return (
    <>
      <p>{t('guide.metaStore.intro')}</p>
      {hasNoId && (
        <div className="guide-notice" role="note" data-testid="password-notice">
          <p>{t('guide.metaStore.passwordNotice')}</p>
          {user === null && (
            <button
              type="button"
              className="button button-small"
              onClick={() => openAuthModal('register')}
            >
              {t('guide.metaStore.createAccount')}
            </button>
          )}
        </div>
      )}
      {needsPassword && (
        <div className="guide-notice" role="note" data-testid="set-password-notice">
          <p>{t('guide.metaStore.socialNotice')}</p>
          {setPasswordAction}
        </div>
      )}
      <h3>{t('guide.steps')}</h3>
      <StepList messageKey="guide.metaStore.steps" />
      <p className="guide-purchase">{purchaseText}</p>
      <GuideVideo
        src="/static/demo/previews/clip-01.mp4"
        poster="/static/demo/wide/wide-01.jpg"
        label={t('guide.videoLabel')}
      />
    </>
  );
}
