import type { ContentPack } from '@parallax/core/contracts/content';
import { sessionButtonState, type SessionContent } from '@parallax/core/rules/session';
import { useQuery } from '@tanstack/react-query';
import { useOptionalDownloadApp } from '@/data/download-app/download-app-context';
import { useSession } from '@/data/session/session-context';
import { metadataQuery } from '../api/player-api';
import { usePlayerTranslation } from '../i18n';
import '../player.css';
import { dispatchSession, stopSession, usePlayerSession } from '../model/session-store';

/**
 * The content page's play buttons (spec 2 §4 content button states): Play in VR and, where the 2D
 * viewer is enabled, Watch in 2D — for the scenes the server says the viewer may play (each
 * scene's isAccessible: owned, demo, opened by their subscription, or a trial scene); "Stop session" while this pack plays (playing) and a restriction notice while another
 * one does (playing_other).
 */
export function PlayButtons({ pack }: { pack: ContentPack }) {
  // spec 2 §2 how-to-watch-in-VR modal, offered beside the buttons.
  const guides = useOptionalDownloadApp();
  const { t, language } = usePlayerTranslation();
  const session = useSession();
  const player = usePlayerSession();
  const viewer = session.user?.id ?? 'guest';
  const metadata = useQuery({
    ...metadataQuery(pack.id, viewer, language),
    enabled: session.auth.status !== 'unknown' && pack.status === 'PUBLISHED',
  });
  const accessible = metadata.data?.scenes.filter((scene) => scene.isAccessible) ?? [];
  if (accessible.length === 0) return null;

  const buttonState = sessionButtonState(player, pack.id);
  if (buttonState === 'playing') {
    return (
      <button
        type="button"
        className="button button-secondary"
        onClick={stopSession}
        data-testid="stop-session"
      >
        {t('player.stopSession')}
      </button>
    );
  }
  if (buttonState === 'playing_other') {
    return (
      <p className="content-note" role="status" data-testid="playing-other">
        {t('player.playingOther')}
      </p>
    );
  }

  const isTrialOnly =
    accessible.every((scene) => scene.isTrial) &&
    !pack.isOwned &&
    !pack.isDemo &&
    !pack.isUnlockedBySubscription;
  const first = accessible[0]!;
  const content: SessionContent = {
    contentId: pack.id,
    contentName: pack.title,
    contentPreview: pack.storePreview,
    contentPriceType: pack.price > 0 ? 'paid' : 'free',
    contentFormat: first.format,
    partId: first.id,
    is2DViewerEnabled: pack.is2DViewerEnabled,
  };
  const has2d = pack.is2DViewerEnabled;
  const start = (sessionType: 'VR' | '2D') => {
    dispatchSession({ type: 'setSource', source: 'content-page' });
    dispatchSession({ type: 'start', sessionType, content });
  };
  return (
    <div className="play-buttons" data-testid="play-buttons">
      <button type="button" className="button" onClick={() => start('VR')}>
        {isTrialOnly ? t('player.playTrialVr') : t('player.playVr')}
      </button>
      {has2d && (
        <button type="button" className="button button-secondary" onClick={() => start('2D')}>
          {isTrialOnly ? t('player.playTrial2d') : t('player.play2d')}
        </button>
      )}
      {guides && (
        <button type="button" className="link-button" onClick={guides.openHowToWatch}>
          {t('player.howToWatch')}
        </button>
      )}
    </div>
  );
}
