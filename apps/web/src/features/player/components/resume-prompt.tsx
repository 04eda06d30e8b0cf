import { useId } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { usePlayerTranslation } from '../i18n';

/** Resume where the user stopped, or start over (spec 2 §4). */
export function ResumePrompt(props: {
  time: string;
  onResume: () => void;
  onStartOver: () => void;
  onCancel: () => void;
}) {
  const { t } = usePlayerTranslation();
  const titleId = useId();
  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={props.onCancel}
      testId="resume-prompt"
      initialFocus="button"
    >
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-title">
          {t('player.resumeTitle')}
        </h2>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={props.onResume}>
            {t('player.resumeFrom', { time: props.time })}
          </button>
          <button type="button" className="button button-secondary" onClick={props.onStartOver}>
            {t('player.startOver')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
