import type { ContentPack, ContentShortItem } from '@parallax/core/contracts/catalog';
import { downloadStatusLabel, type ContentButtonState } from '@parallax/core/rules/download';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import {
  buttonPackOf,
  useContentButton,
  type ButtonPack,
  type ButtonSource,
} from '../model/use-content-button';
import { DownloadProgress } from './download-progress';
import './library.css';

/** States another control already covers where the button sits beside Play in VR. */
const PLAY_STATES: ReadonlySet<ContentButtonState> = new Set([
  'launch_in_vr',
  'playing',
  'playing_other',
]);

/** States that only wait: a disabled button saying what is under way. */
const WAITING_STATES: ReadonlySet<ContentButtonState> = new Set([
  'adding_to_library',
  'added_to_library',
  'loading',
  'preparing_to_launch',
]);

/**
 * A content pack's one button (spec 2 §4 content button states), on library cards, the content
 * page and origins pack elements: add to library, download with progress and pause, resume,
 * update, unpack or cancel, play in VR or 2D, stop session, the restriction notice while another
 * session plays, and removal from the device; the paused / update-available label (spec 2 §2).
 * `withPlayActions` false: Play in VR and Watch in 2D sit beside it (the content page), so it
 * leaves streaming and session control to them and plays nothing itself.
 */
export function ContentButton({
  pack,
  source,
  withPlayActions = true,
}: {
  pack: ButtonPack;
  source: ButtonSource;
  withPlayActions?: boolean;
}) {
  const { t } = useTranslation();
  const button = useContentButton(pack, source);
  // Beside the content page's full-size play buttons it is full size too.
  const size = source === 'content-page' ? '' : ' button-small';
  const { state, record } = button;
  if (!withPlayActions && PLAY_STATES.has(state)) return null;
  // A pack the viewer may not play is bought first; the library cannot take it.
  if (state === 'ready_add_to_library' && !pack.isEntitled) return null;

  const action = (
    name: string,
    label: string,
    onClick: () => void,
    variant: 'primary' | 'secondary' = 'primary',
  ) => (
    <button
      key={name}
      type="button"
      className={`button${size}${variant === 'secondary' ? ' button-secondary' : ''}`}
      data-action={name}
      onClick={onClick}
    >
      {label}
    </button>
  );
  const playActions = withPlayActions
    ? [
        action('play', t('library.buttons.ready_to_play'), () => button.play('VR')),
        pack.is2DViewerEnabled &&
          action('play-2d', t('library.actions.play2d'), () => button.play('2D'), 'secondary'),
      ]
    : [];
  const remove = action(
    'remove',
    t('library.actions.removeFromDevice'),
    button.removeFromDevice,
    'secondary',
  );

  let actions: ReactNode;
  if (WAITING_STATES.has(state)) {
    actions = (
      <button type="button" className={`button${size}`} disabled aria-busy="true">
        {t(`library.buttons.${state}`)}
      </button>
    );
  } else {
    switch (state) {
      case 'ready_add_to_library':
        actions = action('add', t('library.buttons.ready_add_to_library'), button.add);
        break;
      case 'ready_to_download':
        actions = action('download', t('library.buttons.ready_to_download'), button.download);
        break;
      case 'progress': {
        const status = record?.status;
        const activity =
          status === 'updating' || status === 'decompressing' ? status : 'downloading';
        actions = [
          <button
            key="progress"
            type="button"
            className={`button${size}`}
            disabled
            aria-busy="true"
          >
            {t(`library.activity.${activity}`)}
          </button>,
          status === 'downloading' &&
            action('pause', t('library.actions.pause'), button.pause, 'secondary'),
        ];
        break;
      }
      case 'ready_to_resume_download':
        actions = [
          action('resume', t('library.buttons.ready_to_resume_download'), button.resume),
          remove,
        ];
        break;
      case 'ready_to_update':
        // spec 2 §2: an outdated pack still plays; offload is offered.
        actions = [
          action('update', t('library.buttons.ready_to_update'), button.update),
          ...playActions,
          remove,
        ];
        break;
      case 'ready_to_decompress':
        // spec 2 §2: cancel offered — the pack leaves the device.
        actions = [
          action('unpack', t('library.buttons.ready_to_decompress'), button.unpack),
          action('cancel', t('library.actions.cancel'), button.removeFromDevice, 'secondary'),
        ];
        break;
      case 'ready_to_play':
        actions = [...playActions, remove];
        break;
      case 'playing':
        actions = action('stop', t('library.buttons.playing'), button.stop, 'secondary');
        break;
      case 'playing_other':
        actions = (
          <p className="content-button-notice" role="status">
            {t('library.playingOther')}
          </p>
        );
        break;
      case 'launch_in_vr':
        actions = action('launch', t('library.buttons.launch_in_vr'), () => button.play('VR'));
        break;
    }
  }

  const label = downloadStatusLabel(record?.status ?? null);
  const showsProgress =
    record !== null && (state === 'progress' || state === 'ready_to_resume_download');
  return (
    <div
      className="content-button"
      data-testid="content-button"
      data-state={state}
      data-content-id={pack.id}
    >
      {label && (
        <span className="badge download-label" data-testid="download-label">
          {t(`library.status.${label}`)}
        </span>
      )}
      <div className="content-button-actions">{actions}</div>
      {showsProgress && <DownloadProgress progress={record.progress} title={pack.title} />}
    </div>
  );
}

/** The content button of a catalog pack: the content page's and an origins pack element's. */
export function CatalogContentButton({
  pack,
  source,
  withPlayActions = true,
}: {
  pack: ContentPack | ContentShortItem;
  source: ButtonSource;
  withPlayActions?: boolean;
}) {
  return (
    <ContentButton pack={buttonPackOf(pack)} source={source} withPlayActions={withPlayActions} />
  );
}
