import { pagePath } from '@parallax/core/pages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CodeInput } from '@/components/ui/code-input';
import { reportToAnalytics } from '@/data/analytics/analytics';
import { useAuthModal } from '@/data/session/auth-modal-context';
import { ApiError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/data/session/session-context';
import { showToast } from '@/lib/toast';
import { declinePairing, devicesQuery, verifyPairCode } from '../api/devices';
import {
  initialPairState,
  isCompletePairCode,
  normalizePairCode,
  pairErrorOf,
  pairReducer,
} from '../model/pair-headset';

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
  const [state, dispatch] = useReducer(pairReducer, params.get('code') ?? '', initialPairState);
  const queryClient = useQueryClient();
  const titleId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const isGuest = auth.status === 'notAuthenticated' && bootstrap.status === 'bootstrapped';
  const isSignedIn = auth.status === 'authenticated';

  // spec 2 §2: unauthenticated users are sent to login; after it this page carries on.
  useEffect(() => {
    if (isGuest) openAuthModal('login');
  }, [isGuest, openAuthModal]);

  const submit = (code: string) => {
    if (!isCompletePairCode(code)) return;
    dispatch({ type: 'submitted' });
    verifyPairCode(code).then(
      (approval) => {
        dispatch({ type: 'paired', device: approval.clientType });
        void queryClient.invalidateQueries({ queryKey: devicesQuery().queryKey });
      },
      (failure: unknown) => {
        const errorType = failure instanceof ApiError ? failure.errorType : 'unknown';
        dispatch({ type: 'failed', error: pairErrorOf(errorType) });
        // The session ended meanwhile: log in again, and the code is still here.
        if (failure instanceof ApiError && failure.status === 401) openAuthModal('login');
        reportToAnalytics({
          kind: 'pair_code_failed',
          errorType: /^[\w.-]{1,64}$/.test(errorType) ? errorType : 'unknown',
          message: failure instanceof Error ? failure.message.slice(0, 500) : 'unknown',
        });
      },
    );
  };

  // A code from a link is only filled in: the user confirms it, so a link sent by somebody else
  // cannot pair their device unseen (RFC 8628 §5.4 remote phishing).
  const [isFromLink, setIsFromLink] = useState(() => isCompletePairCode(state.code));

  useEffect(() => {
    if (state.status === 'error') inputRef.current?.focus();
  }, [state.status]);

  const decline = () => {
    declinePairing(state.code).then(
      () => {
        dispatch({ type: 'declined' });
        void queryClient.invalidateQueries({ queryKey: devicesQuery().queryKey });
      },
      () => showToast('errors.something_went_wrong', { tone: 'error' }),
    );
  };

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
            <button type="button" className="button button-secondary" onClick={decline}>
              {t('pairHeadset.notMine')}
            </button>
          </div>
        </>
      ) : state.status === 'declined' ? (
        <>
          <p role="status">{t('pairHeadset.declined')}</p>
          <button type="button" className="button" onClick={() => dispatch({ type: 'reset' })}>
            {t('pairHeadset.another')}
          </button>
        </>
      ) : (
        <>
          <p>{t('pairHeadset.intro')}</p>
          <CodeInput
            label={t('pairHeadset.codeLabel')}
            value={state.code}
            onChange={(code) => {
              setIsFromLink(false);
              dispatch({ type: 'changed', code: normalizePairCode(code) });
            }}
            onComplete={(code) => {
              if (isCompletePairCode(normalizePairCode(code))) submit(normalizePairCode(code));
            }}
            kind="alphanumeric"
            isReadOnly={state.status === 'loading'}
            isInvalid={state.status === 'error'}
            describedBy={state.status === 'error' ? errorId : undefined}
            autoFocus
            testId="pair-code"
            inputRef={inputRef}
          />
          {isFromLink && state.status === 'idle' && (
            <div className="pair-confirm" data-testid="pair-confirm">
              <p>{t('pairHeadset.confirmText')}</p>
              <button type="button" className="button" onClick={() => submit(state.code)}>
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
      )}
    </section>
  );
}
