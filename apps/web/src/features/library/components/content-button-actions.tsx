import type { ContentButtonState } from '@parallax/core/rules/content-button';
import type { ReactNode } from 'react';
import { type TFunction, useTranslation } from '@/lib/i18n';
import type { ButtonPack, ContentButtonModel } from '../model/use-content-button';

/** States that only wait: a disabled button saying what is under way. */
const WAITING_STATES: ReadonlySet<ContentButtonState> = new Set([
  'adding_to_library',
  'added_to_library',
  'loading',
  'preparing_to_launch',
]);

type ActionsProps = {
  pack: ButtonPack;
  button: ContentButtonModel;
  /** The size class the buttons share (' button-small' on cards and pack elements). */
  size: string;
  withPlayActions: boolean;
};

/** Makes one action button of the content button. */
type Action = (
  name: string,
  label: string,
  onClick: () => void,
  variant?: 'primary' | 'secondary',
) => ReactNode;

/** The content button's buttons in its state (spec 2 §4 content button states). */
export function ContentButtonActions(props: ActionsProps) {
  const { t } = useTranslation();
  const { state } = props.button;
  const { size } = props;
  if (WAITING_STATES.has(state)) {
    return (
      <button type="button" className={`button${size}`} disabled aria-busy="true">
        {t(`library.buttons.${state}`)}
      </button>
    );
  }
  const action: Action = (name, label, onClick, variant = 'primary') => (
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
  return <>{actionsOf(props, action, t)}</>;
}

function actionsOf(
  { pack, button, size, withPlayActions }: ActionsProps,
  action: Action,
  t: TFunction,
) {
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
  switch (button.state) {
    case 'ready_add_to_library':
      return action('add', t('library.buttons.ready_add_to_library'), button.add);
    case 'ready_to_download':
      return action('download', t('library.buttons.ready_to_download'), button.download);
    case 'progress':
      return progressActions(button, size, action, t);
    case 'ready_to_resume_download':
      return [
        action('resume', t('library.buttons.ready_to_resume_download'), button.resume),
        remove,
      ];
    case 'ready_to_update':
      // spec 2 §2: an outdated pack still plays; offload is offered.
      return [
        action('update', t('library.buttons.ready_to_update'), button.update),
        ...playActions,
        remove,
      ];
    case 'ready_to_decompress':
      // spec 2 §2: cancel offered — the pack leaves the device.
      return [
        action('unpack', t('library.buttons.ready_to_decompress'), button.unpack),
        action('cancel', t('library.actions.cancel'), button.removeFromDevice, 'secondary'),
      ];
    case 'ready_to_play':
      return [...playActions, remove];
    case 'playing':
      return action('stop', t('library.buttons.playing'), button.stop, 'secondary');
    case 'playing_other':
      return (
        <p className="content-button-notice" role="status">
          {t('library.playingOther')}
        </p>
      );
    case 'launch_in_vr':
      return action('launch', t('library.buttons.launch_in_vr'), () => button.play('VR'));
    default:
      return undefined;
  }
}

/** Under way: what is happening, and pause while downloading. */
function progressActions(button: ContentButtonModel, size: string, action: Action, t: TFunction) {
  const status = button.record?.status;
  const activity = status === 'updating' || status === 'decompressing' ? status : 'downloading';
  return [
    <button key="progress" type="button" className={`button${size}`} disabled aria-busy="true">
      {t(`library.activity.${activity}`)}
    </button>,
    status === 'downloading' &&
      action('pause', t('library.actions.pause'), button.pause, 'secondary'),
  ];
}
