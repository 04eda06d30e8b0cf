import { pagePath } from '@parallax/core/pages';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router';
import { loadAgeCheck } from '@/data/age-check/age-check';
import { useAuthModal } from '@/data/session/auth-modal-context';
import { isBot } from '@/lib/bot';
import { useContentPolicy } from '@/data/age-check/content-policy';
import { errorMessageKey } from '@/lib/http';
import { startAgeVerification } from '@/data/account/profile';
import { useSession } from '@/data/session/session-context';
import { showToast } from '@/lib/toast';
import '../gate.css';

/** spec 1 §2, spec 2 §2: the safe-mode banner is hidden on the cart page. */
const PATHS_WITHOUT_BANNER = [pagePath('cart')];

/**
 * spec 1 §1, §6: a visitor who is not age-verified browses in safe mode; this says so and offers
 * the verification. A guest registers first (spec 2 §4: a guest starting age verification is
 * forced to register); a user goes to the provider. It also asks the server, once every 3 days,
 * whether this visitor's location requires verification at all (data/age-check/age-check).
 */
export function SafeModeBanner() {
  const { t } = useTranslation();
  const { auth, user } = useSession();
  const { openAuthModal } = useAuthModal();
  const { isSafeMode } = useContentPolicy();
  const { pathname } = useLocation();
  const [isStarting, setIsStarting] = useState(false);

  const isAgeVerified = user?.ageVerified ?? false;
  useEffect(() => {
    if (!isBot() && !isAgeVerified) void loadAgeCheck();
  }, [isAgeVerified]);

  if (!isSafeMode || auth.status === 'unknown' || PATHS_WITHOUT_BANNER.includes(pathname)) {
    return null;
  }

  const handleVerify = async () => {
    if (!user) {
      openAuthModal('register');
      return;
    }
    setIsStarting(true);
    try {
      window.location.assign(await startAgeVerification());
    } catch (error) {
      console.error('Age verification did not start', error);
      showToast(errorMessageKey(error), { tone: 'error' });
      setIsStarting(false);
    }
  };

  return (
    <section
      className="safe-mode-banner"
      aria-label={t('gate.safeMode.label')}
      data-testid="safe-mode-banner"
    >
      <p className="safe-mode-banner-text">
        <strong>{t('gate.safeMode.title')}</strong> <span>{t('gate.safeMode.text')}</span>
      </p>
      <button
        type="button"
        className="button button-small"
        onClick={() => void handleVerify()}
        disabled={isStarting}
      >
        {t('gate.safeMode.verify')}
      </button>
    </section>
  );
}
