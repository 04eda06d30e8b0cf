import { ANDROID_IN_APP_UPDATE_FLAG } from '@parallax/core/contracts/releases';
import { useQuery } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { flagQueries } from '@/data/flags/flag-queries';
import { useTranslation } from '@/lib/i18n';
import { usePromptTurn } from '@/lib/overlays';
import type { AndroidUpdateEvent, AndroidUpdateState } from '../model/android-update';
import { useAndroidUpdate } from '../model/use-android-update';
import '../app-update.css';

/** spec 1 §2, spec 2 §2: the check shows only when enabled in configuration (a feature flag). */
function useIsEnabled(): boolean {
  const { data } = useQuery({
    ...flagQueries.list(),
    select: (flags) =>
      flags.some((flag) => flag.name === ANDROID_IN_APP_UPDATE_FLAG && flag.isEnabled),
  });
  return data ?? false;
}

/**
 * The Android package's in-app update toast (spec 2 §2, §4): it asks `/android/{source}/latest.json`
 * (the visitor's marketing source) for the package, and when it is newer than this app offers it;
 * Download fetches it with its progress, Install hands it to Android's package installer — the
 * WebView shell receives the object URL of the downloaded package as a download and opens it. A
 * failed download or install is the update error (spec 2 §8), with Retry. It never closes by
 * itself, and steps aside while the player or a dialog is open (lib/overlays.ts), its download
 * going on meanwhile.
 */
export function AndroidUpdateToast() {
  const isEnabled = useIsEnabled();
  return isEnabled ? <AndroidUpdateCheck /> : null;
}

function AndroidUpdateCheck() {
  const { t } = useTranslation();
  const { state, dispatch, install } = useAndroidUpdate();

  const isOnScreen = usePromptTurn(state.status !== 'idle' && state.status !== 'closed');
  if (!isOnScreen || state.status === 'idle' || state.status === 'closed') return null;
  const closeButton = state.status !== 'downloading' && (
    <button
      type="button"
      className="app-update-close"
      onClick={() => dispatch({ type: 'close' })}
      aria-label={t('updates.android.close')}
    >
      <CloseIcon size={16} />
    </button>
  );

  return (
    <section
      className="app-update"
      role="status"
      aria-label={t('updates.android.label')}
      data-testid="android-update-toast"
      data-status={state.status}
    >
      {closeButton}
      <AndroidUpdateContent state={state} dispatch={dispatch} onInstall={install} />
    </section>
  );
}

/** What the toast says and offers in each status of the update. */
function AndroidUpdateContent({
  state,
  dispatch,
  onInstall,
}: {
  state: Exclude<AndroidUpdateState, { status: 'idle' | 'closed' }>;
  dispatch: Dispatch<AndroidUpdateEvent>;
  onInstall: () => void;
}) {
  const { t } = useTranslation();
  const { version } = state.release;
  return (
    <>
      {state.status === 'available' && (
        <>
          <p className="app-update-title">{t('updates.android.availableTitle')}</p>
          <p className="app-update-text">{t('updates.android.availableText', { version })}</p>
          <div className="app-update-actions">
            <button
              type="button"
              className="button button-small"
              onClick={() => dispatch({ type: 'download' })}
            >
              {t('updates.android.download')}
            </button>
          </div>
        </>
      )}
      {state.status === 'downloading' && (
        <>
          <p className="app-update-title">{t('updates.android.downloadingTitle')}</p>
          <progress
            className="app-update-progress"
            max={100}
            value={state.percent}
            aria-label={t('updates.android.progressLabel')}
          />
          <p className="app-update-text">
            {t('updates.android.progress', { percent: Math.floor(state.percent) })}
          </p>
        </>
      )}
      {state.status === 'downloaded' && (
        <>
          <p className="app-update-title">{t('updates.android.downloadedTitle')}</p>
          <p className="app-update-text">{t('updates.android.downloadedText', { version })}</p>
          <div className="app-update-actions">
            <button type="button" className="button button-small" onClick={onInstall}>
              {t('updates.android.install')}
            </button>
          </div>
        </>
      )}
      {state.status === 'failed' && (
        <>
          <p className="app-update-title">{t('updates.android.errorTitle')}</p>
          <p className="app-update-text">{t('updates.android.errorText')}</p>
          <div className="app-update-actions">
            <button
              type="button"
              className="button button-small"
              onClick={() => dispatch({ type: 'retry' })}
            >
              {t('updates.android.retry')}
            </button>
          </div>
        </>
      )}
    </>
  );
}
