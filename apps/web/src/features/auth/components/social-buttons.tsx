import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router';
import { GoogleIcon, TwitterIcon } from '@/components/ui/icons';
import { useSession } from '@/lib/session-context';
import { rememberReturnPath, socialSignInUrl, type SocialProvider } from '../api/social-sign-in';

/** "Continue with Google / Twitter": full-page redirects to the provider (spec 1 §7). */
export function SocialButtons({ isDisabled }: { isDisabled: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { auth } = useSession();
  const returnPath = `${location.pathname}${location.search}`;

  const link = (provider: SocialProvider, label: string, icon: React.ReactNode) => (
    <a
      className={`button button-secondary button-block${isDisabled ? ' is-disabled' : ''}`}
      href={socialSignInUrl(provider, auth.emailConsent, returnPath)}
      onClick={(event) => {
        if (isDisabled) event.preventDefault();
        else rememberReturnPath(returnPath);
      }}
      aria-disabled={isDisabled || undefined}
      data-testid={`social-${provider}`}
    >
      {icon}
      {label}
    </a>
  );

  return (
    <div className="social-buttons">
      <p className="divider">
        <span>{t('auth.or')}</span>
      </p>
      {link('google', t('auth.continueWithGoogle'), <GoogleIcon />)}
      {link('twitter', t('auth.continueWithTwitter'), <TwitterIcon />)}
    </div>
  );
}
