import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
import { dismissToast, getToasts, subscribeToasts } from '@/lib/toast';
import { CloseIcon } from './icons';

/** Renders the toasts of lib/toast (spec 1 §9: at most 2 visible). */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="toasts" role="status" aria-live="polite" data-testid="toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone}`} data-testid="toast">
          <span>{t(toast.messageKey, toast.values)}</span>
          <button
            type="button"
            className="toast-dismiss"
            onClick={() => dismissToast(toast.id)}
            aria-label={t('common.dismiss')}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
