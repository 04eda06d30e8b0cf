import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { forgetDownloadsOf } from '@/data/library/downloads-owner';
import { hasErrorType } from '@/lib/http';
import { useSession } from '@/data/session/session-context';
import { clearStorageExcept, KEPT_ON_ACCOUNT_DELETION } from '@/lib/storage';
import { useActiveSubscription } from '@/data/subscriptions/subscription-queries';
import { showToast } from '@/lib/toast';
import { deleteAccount } from '../api/account';

/** spec 1 §8: the account-deleted notice stays 2 s. */
const DELETED_NOTICE_MS = 2000;

/**
 * Delete account with a confirmation step. Disabled while a subscription is active (spec 2 §5;
 * the server also answers 409 ActiveSubscription). A lifetime plan cannot be cancelled: its
 * holder is warned that it ends with the account, and confirms only after ticking that they
 * understand. Success: local storage cleared except the stored source values, session reset, a
 * notice, and the store page (spec 1 §4).
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logout, user } = useSession();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isRefused, setIsRefused] = useState(false);
  const [hasAgreed, setHasAgreed] = useState(false);
  // The server's answer when the plan became lifetime since the page was read.
  const [isLifetimeFound, setIsLifetimeFound] = useState(false);
  const { subscription } = useActiveSubscription();
  const isActive = subscription?.isActive === true;
  const hasLifetime = isLifetimeFound || (isActive && subscription.tariff.isLifetime);
  const isBlocked = isRefused || (isActive && !hasLifetime);

  const confirm = async () => {
    setIsDeleting(true);
    try {
      await deleteAccount({ endLifetimePlan: hasLifetime && hasAgreed });
      // The packs kept on this device for the account go with it.
      if (user) forgetDownloadsOf(user.id);
      clearStorageExcept(KEPT_ON_ACCOUNT_DELETION);
      await logout({ isServerDone: true });
      showToast('account.deleted', { durationMs: DELETED_NOTICE_MS });
      onDeleted();
      void navigate('/');
    } catch (error) {
      setIsDeleting(false);
      setIsConfirming(false);
      if (hasErrorType(error, 'ActiveSubscription')) setIsRefused(true);
      else if (hasErrorType(error, 'LifetimeEndsWithAccount')) setIsLifetimeFound(true);
      else showToast('account.deleteFailed', { tone: 'error' });
    }
  };

  return (
    <section className="settings-block settings-danger" aria-labelledby="delete-account-title">
      <h4 id="delete-account-title" className="settings-title">
        {t('account.deleteAccount')}
      </h4>
      {isBlocked && (
        <p className="settings-text" role="status">
          {t('account.deleteBlocked')}
        </p>
      )}
      {hasLifetime && !isBlocked && (
        <p className="settings-text" role="note" data-testid="delete-lifetime-warning">
          {t('account.deleteLifetimeWarning')}
        </p>
      )}
      {isConfirming ? (
        <DeleteConfirmation
          hasLifetime={hasLifetime}
          hasAgreed={hasAgreed}
          onAgree={setHasAgreed}
          isDeleting={isDeleting}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setIsConfirming(false);
            setHasAgreed(false);
          }}
        />
      ) : (
        <button
          type="button"
          className="button button-danger-outline"
          onClick={() => setIsConfirming(true)}
          disabled={isBlocked}
          data-testid="delete-account"
        >
          {t('account.deleteAccount')}
        </button>
      )}
    </section>
  );
}

/** The confirmation step; a lifetime plan's holder confirms only after ticking the agreement. */
function DeleteConfirmation({
  hasLifetime,
  hasAgreed,
  onAgree,
  isDeleting,
  onConfirm,
  onCancel,
}: {
  hasLifetime: boolean;
  hasAgreed: boolean;
  onAgree: (hasAgreed: boolean) => void;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-labelledby="delete-account-confirm">
      <p id="delete-account-confirm" className="settings-text">
        <strong>{t('account.deleteTitle')}</strong> {t('account.deleteText')}
      </p>
      {hasLifetime && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={hasAgreed}
            onChange={(event) => onAgree(event.target.checked)}
            disabled={isDeleting}
            data-testid="delete-lifetime-agree"
          />
          <span>{t('account.deleteLifetimeAgree')}</span>
        </label>
      )}
      <div className="dialog-actions">
        <button
          type="button"
          className="button button-danger"
          onClick={onConfirm}
          disabled={isDeleting || (hasLifetime && !hasAgreed)}
          aria-busy={isDeleting || undefined}
          autoFocus
        >
          {t('account.deleteConfirm')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={onCancel}
          disabled={isDeleting}
        >
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
