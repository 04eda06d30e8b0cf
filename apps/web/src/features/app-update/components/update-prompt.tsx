import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useIsOverlayOpen, usePromptTurn } from '@/lib/overlays';
import { APP_VERSION } from '@/lib/platform';
import { reloadWithNewestWorker } from '@/lib/service-worker';
import { releaseQueries } from '../api/release-queries';
import type { DownloadActivity } from '../model/download-activity';
import { INITIAL_UPDATE_PROMPT, updatePromptReducer } from '../model/update-prompt';
import '../app-update.css';

/**
 * spec 1 §2, §7: the release check (on start, every 30 minutes, when the tab is shown again) and
 * a non-blocking prompt when the server serves a newer version than this page's: Update loads it
 * (the new service worker takes over, then the page reloads), Later puts it off.
 *
 * A download of the library must not be cut mid-write by that reload: downloads resume after a
 * reload by design (the chunks on disk are checked again), but the worker stops in the middle of
 * a chunk and its progress is lost. Pausing them first would leave them paused after the reload
 * (a pause is the user's choice, kept on disk), so Update waits instead: while one is under way
 * the prompt says so, and the update applies once none is. The card steps aside while the player
 * or a dialog is open (lib/overlays.ts): it sits in the corner the player docks in; and an update
 * put off for a download does not reload the page under a session or a form the user opened since.
 */
export function UpdatePrompt({ downloadActivity }: { downloadActivity: DownloadActivity }) {
  const { t } = useTranslation();
  const { data } = useQuery(releaseQueries.latest());
  const [state, dispatch] = useReducer(updatePromptReducer, INITIAL_UPDATE_PROMPT);
  const [isDownloadActive, setIsDownloadActive] = useState<boolean | null>(null);
  const hasApplied = useRef(false);
  const isOverlayOpen = useIsOverlayOpen();

  useEffect(() => {
    if (data) dispatch({ type: 'announced', version: data.version, installed: APP_VERSION });
  }, [data]);

  const isShown = state.phase !== 'hidden';
  useEffect(() => {
    if (!isShown) return;
    return downloadActivity.watch(setIsDownloadActive);
  }, [isShown, downloadActivity]);

  useEffect(() => {
    if (state.phase === 'waiting' && isDownloadActive === false)
      dispatch({ type: 'downloadsIdle' });
    if (state.phase === 'applying' && !hasApplied.current && !isOverlayOpen) {
      hasApplied.current = true;
      void reloadWithNewestWorker();
    }
  }, [state.phase, isDownloadActive, isOverlayOpen]);

  const isOnScreen = usePromptTurn(isShown);
  if (!isOnScreen) return null;
  const isBusy = state.phase === 'applying';
  const note =
    state.phase === 'waiting'
      ? t('updates.prompt.waiting')
      : isDownloadActive
        ? t('updates.prompt.downloadActive')
        : t('updates.prompt.text');

  return (
    <section
      className="app-update"
      role="status"
      aria-label={t('updates.prompt.label')}
      data-testid="update-prompt"
    >
      <p className="app-update-title">{t('updates.prompt.title')}</p>
      <p className="app-update-text">{note}</p>
      <div className="app-update-actions">
        {state.phase !== 'waiting' && (
          <button
            type="button"
            className="button button-small"
            disabled={isBusy}
            onClick={() => dispatch({ type: 'update', isDownloadActive })}
          >
            {isBusy ? t('updates.prompt.updating') : t('updates.prompt.update')}
          </button>
        )}
        <button
          type="button"
          className="button button-small button-secondary"
          disabled={isBusy}
          onClick={() => dispatch({ type: 'later' })}
        >
          {t('updates.prompt.later')}
        </button>
      </div>
    </section>
  );
}
