import { pagePath } from '@parallax/core/pages';
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { CodeInput } from '@/components/ui/code-input';
import { useAuthModal } from '@/data/session/auth-modal-context';
import { useSession } from '@/data/session/session-context';
import { useTranslation } from '@/lib/i18n';
import { usePairHeadset } from '../model/use-pair-headset';

/**
 * spec 2 §2 pair headset: a signed-in user enters the six characters their headset shows; the
 * code is submitted once complete (spec 2 §4) and the headset, polling, signs in. States idle,
 * loading, error (cleared when the input changes) and success, which offers to decline a pairing
 * the user did not start. A signed-out user is sent to log in first (spec 2 §2); a refused code
 * is reported with its errorType and message (spec 2 §8). `?code=` fills the entry (the link a
 * headset can show as a QR code) and waits for the user to confirm it.
 */
export function PairHeadsetPage() {
  const { t } = useTranslation();
  const { auth, bootstrap } = useSession();
  const { openAuthModal } = useAuthModal();
  const [params] = useSearchParams();
  const pairing = usePairHeadset(params.get('code'), () => openAuthModal('login'));
  const { state } = pairing;
  const titleId = useId();
  const isGuest = auth.status === 'notAuthenticated' && bootstrap.status === 'bootstrapped';
  const isSignedIn = auth.status === 'authenticated';

  // spec 2 §2: unauthenticated users are sent to login; after it this page carries on.
  useEffect(() => {
    if (isGuest) openAuthModal('login');
  }, [isGuest, openAuthModal]);

  return (
    <section
      className="status-page pair-headset"
      aria-labelledby={titleId}
      data-testid="pair-headset"
      data-state={isSignedIn ? state.status : 'signedOut'}
    >
      <title>{`${t('pairHeadset.title')} | Parallax`}</title>
      <h1 id={titleId}>{t('pairHeadset.title')}</h1>
      {!isSignedIn ? (
        isGuest ? (
          <>
            <h2>{t('pairHeadset.signInTitle')}</h2>
            <p>{t('pairHeadset.signInText')}</p>
            <button type="button" className="button" onClick={() => openAuthModal('login')}>
              {t('pairHeadset.signIn')}
            </button>
          </>
        ) : (
          <span className="spinner spinner-center" aria-label={t('common.loading')} />
        )
      ) : state.status === 'success' ? (
        <>
          <p role="status" data-testid="pair-success">
            {t('pairHeadset.success', { device: t(`devices.platforms.${state.device}`) })}
          </p>
          <div className="pair-actions">
            <Link className="button" to={pagePath('library')}>
              {t('header.library')}
            </Link>
            <button type="button" className="button button-secondary" onClick={pairing.decline}>
              {t('pairHeadset.notMine')}
            </button>
          </div>
        </>
      ) : state.status === 'declined' ? (
        <>
          <p role="status">{t('pairHeadset.declined')}</p>
          <button type="button" className="button" onClick={pairing.reset}>
            {t('pairHeadset.another')}
          </button>
        </>
      ) : (
        <PairCodeEntry pairing={pairing} />
      )}
    </section>
  );
}

/** The code entry with its link confirmation, progress and error (spec 2 §2, §8). */
function PairCodeEntry({ pairing }: { pairing: ReturnType<typeof usePairHeadset> }) {
  const { t } = useTranslation();
  const errorId = useId();
  const { state } = pairing;
  return (
    <>
      <p>{t('pairHeadset.intro')}</p>
      <CodeInput
        label={t('pairHeadset.codeLabel')}
        value={state.code}
        onChange={pairing.change}
        onComplete={pairing.complete}
        kind="alphanumeric"
        isReadOnly={state.status === 'loading'}
        isInvalid={state.status === 'error'}
        describedBy={state.status === 'error' ? errorId : undefined}
        autoFocus
        testId="pair-code"
        inputRef={pairing.inputRef}
      />
      {pairing.isFromLink && state.status === 'idle' && (
        <div className="pair-confirm" data-testid="pair-confirm">
          <p>{t('pairHeadset.confirmText')}</p>
          <button type="button" className="button" onClick={() => pairing.submit(state.code)}>
            {t('pairHeadset.confirm')}
          </button>
        </div>
      )}
      {state.status === 'loading' && (
        <p className="auth-note" aria-live="polite">
          <span className="spinner spinner-inline" aria-hidden="true" />
          {t('pairHeadset.checking')}
        </p>
      )}
      {state.status === 'error' && (
        <p id={errorId} className="form-error" role="alert" data-testid="pair-error">
          {state.error === 'network'
            ? t('errors.something_went_wrong')
            : t(`pairHeadset.errors.${state.error}`)}
        </p>
      )}
    </>
  );
}
