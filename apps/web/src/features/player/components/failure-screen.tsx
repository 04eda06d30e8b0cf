import { FAILURE_CODES, type FailureReason, type SessionState } from '@parallax/core/rules/session';
import { useId } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useOptionalDownloadApp } from '@/data/download-app/download-app-context';
import { usePlayerTranslation } from '../i18n';
import { dispatchSession } from '../model/session-store';

/** The failure screen: the failure's code, what to do, and a retry (or 2D where VR is missing). */
export function FailureScreen({ state }: { state: SessionState }) {
  const { t } = usePlayerTranslation();
  const titleId = useId();
  const reason: FailureReason = state.failureReason ?? 'unknown';
  const content = state.content;
  const close = () => dispatchSession({ type: 'clear' });
  const retry = (sessionType: 'VR' | '2D') => {
    dispatchSession({ type: 'clear' });
    if (content) dispatchSession({ type: 'start', sessionType, content });
  };
  const isNoVr = state.sessionType === 'VR' && ['noHmd', 'openxrFailed'].includes(reason);
  const canWatch2d = isNoVr && content?.is2DViewerEnabled === true;
  // spec 2 §2 how-to-watch-in-VR modal: where this device has no VR, the ways that do.
  const guides = useOptionalDownloadApp();
  const showHowToWatch = () => {
    close();
    guides?.openHowToWatch();
  };
  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={close}
      className="player-failure"
      testId="player-failure"
      initialFocus="button"
    >
      <div className="dialog-body" data-reason={reason} data-code={FAILURE_CODES[reason]}>
        <p className="player-failure__code">
          {t('player.failed.code', { code: FAILURE_CODES[reason] })}
        </p>
        <h2 id={titleId} className="dialog-title">
          {t(`player.failed.${reason}.title`)}
        </h2>
        <p>{t(`player.failed.${reason}.text`)}</p>
        <div className="dialog-actions">
          {canWatch2d && (
            <button type="button" className="button" onClick={() => retry('2D')}>
              {t('player.failed.play2d')}
            </button>
          )}
          {isNoVr && guides && (
            <button type="button" className="button button-secondary" onClick={showHowToWatch}>
              {t('player.failed.howToWatch')}
            </button>
          )}
          {content && reason !== 'updateRequired' && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => retry(state.sessionType ?? '2D')}
            >
              {t('player.failed.retry')}
            </button>
          )}
          {reason === 'updateRequired' && (
            <button type="button" className="button" onClick={() => window.location.reload()}>
              {t('player.failed.retry')}
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={close}>
            {t('player.failed.close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
