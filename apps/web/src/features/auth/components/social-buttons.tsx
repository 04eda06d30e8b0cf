import type { SocialProviderName } from '@parallax/core/contracts/system';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { GoogleIcon, TwitterIcon } from '@/components/ui/icons';
import { bootstrapQueries } from '@/data/session/bootstrap-queries';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/data/session/session-context';
import { rememberReturnPath, socialSignInUrl } from '../api/social-sign-in';

const BUTTONS: Record<SocialProviderName, { labelKey: string; icon: ReactNode }> = {
  google: { labelKey: 'auth.continueWithGoogle', icon: <GoogleIcon /> },
  twitter: { labelKey: 'auth.continueWithTwitter', icon: <TwitterIcon /> },
};

/**
 * "Continue with Google / Twitter": full-page redirects to the provider (spec 1 §7). Only the
 * providers the server has settings for (its bootstrap check says which); none, no section.
 */
export function SocialButtons({ isDisabled }: { isDisabled: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { auth } = useSession();
  const { data: check } = useQuery(bootstrapQueries.check());
  const providers = check?.socialProviders ?? [];
  if (providers.length === 0) return null;
  const returnPath = `${location.pathname}${location.search}`;

  return (
    <div className="social-buttons">
      <p className="divider">
        <span>{t('auth.or')}</span>
      </p>
      {providers.map((provider) => (
        <a
          key={provider}
          className={`button button-secondary button-block${isDisabled ? ' is-disabled' : ''}`}
          href={socialSignInUrl(provider, auth.emailConsent, returnPath)}
          onClick={(event) => {
            if (isDisabled) event.preventDefault();
            else rememberReturnPath(returnPath);
          }}
          aria-disabled={isDisabled || undefined}
          data-testid={`social-${provider}`}
        >
          {BUTTONS[provider].icon}
          {t(BUTTONS[provider].labelKey)}
        </a>
      ))}
    </div>
  );
}
