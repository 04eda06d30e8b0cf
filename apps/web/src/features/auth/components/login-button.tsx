import { useTranslation } from '@/lib/i18n';
import { useAuthModal } from '@/data/session/auth-modal-context';

/** The header's login button for guests (spec 1 §2 header). */
export function LoginButton() {
  const { t } = useTranslation();
  const { openAuthModal } = useAuthModal();
  return (
    <button
      type="button"
      className="button button-small"
      onClick={() => openAuthModal('login')}
      aria-haspopup="dialog"
      data-testid="login-button"
    >
      {t('header.login')}
    </button>
  );
}
