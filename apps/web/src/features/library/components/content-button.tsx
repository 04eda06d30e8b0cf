import type { ContentShortItem } from '@parallax/core/contracts/catalog';
import type { ContentPack } from '@parallax/core/contracts/content';
import type { ContentButtonState } from '@parallax/core/rules/content-button';
import { downloadStatusLabel } from '@parallax/core/rules/download';
import { useTranslation } from '@/lib/i18n';
import {
  buttonPackOf,
  useContentButton,
  type ButtonPack,
  type ButtonSource,
} from '../model/use-content-button';
import { ContentButtonActions } from './content-button-actions';
import { DownloadProgress } from './download-progress';
import './library.css';

/** States another control already covers where the button sits beside Play in VR. */
const PLAY_STATES: ReadonlySet<ContentButtonState> = new Set([
  'launch_in_vr',
  'playing',
  'playing_other',
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
      <div className="content-button-actions">
        <ContentButtonActions
          pack={pack}
          button={button}
          size={size}
          withPlayActions={withPlayActions}
        />
      </div>
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
