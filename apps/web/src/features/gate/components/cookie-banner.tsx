import { pagePath } from '@parallax/core/pages';
import { useTranslation } from '@/lib/i18n';
import { isBot } from '@/lib/bot';
import { usePromptTurn } from '@/lib/overlays';
import { useSession } from '@/data/session/session-context';
import { useStoredFlag } from '@/lib/stored-flag';
import { cookieAcceptance } from '@/data/age-check/visitor-choices';
import '../gate.css';

/** The cookie policy page (its own feature); Customize opens it in a new tab (spec 1 §2). */
const COOKIE_POLICY_PATH = pagePath('cookie-policy');

/**
 * spec 1 §2 cookie banner: Customize opens the cookie policy in a new tab; OK stores the
 * acceptance on this device (and on the account, see account-choices-sync.tsx) and hides it.
 * Crawlers never see it: nothing of theirs to accept, and its text is no page's content. It waits
 * while the player or a dialog is open (lib/overlays.ts): the age gate asks first, and the
 * banner, across the bottom on narrow screens, never lies on the docked player's controls.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const { auth, user } = useSession();
  const hasAcceptedHere = useStoredFlag(cookieAcceptance);
  const hasAccepted = hasAcceptedHere || (user?.additionalData.acceptedCookies ?? false);
  const isShown = usePromptTurn(!hasAccepted && auth.status !== 'unknown' && !isBot());
  if (!isShown) return null;

  return (
    <section
      className="cookie-banner"
      aria-label={t('gate.cookies.label')}
      data-testid="cookie-banner"
    >
      <p className="cookie-banner-text">{t('gate.cookies.text')}</p>
      <div className="cookie-banner-actions">
        <a
          className="button button-secondary button-small"
          href={COOKIE_POLICY_PATH}
          target="_blank"
          rel="noopener"
          title={t('gate.cookies.customizeHint')}
        >
          {t('gate.cookies.customize')}
        </a>
        <button
          type="button"
          className="button button-small"
          onClick={() => cookieAcceptance.set(true)}
        >
          {t('gate.cookies.ok')}
        </button>
      </div>
    </section>
  );
}
