import type { ModerationStatus } from '@parallax/core/contracts/support';
import { useId } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/i18n';
import { useContentMark } from '../model/use-content-mark';

/**
 * Confirms marking a pack with a status (spec 2 §3 contentModerationDto): `hidden` takes it out of
 * the store, `ready` brings it back; an optional note goes on the record.
 */
export function ContentMarkDialog({
  contentPackId,
  title,
  status,
  onClose,
}: {
  contentPackId: string;
  title: string;
  status: ModerationStatus;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const isHiding = status === 'hidden';
  const { message, changeMessage, problem, handleSubmit, isPending } = useContentMark(
    contentPackId,
    status,
    onClose,
  );

  const close = () => {
    if (!isPending) onClose();
  };
  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={close}
      className="moderation-dialog"
      testId="content-mark-dialog"
      initialFocus="textarea"
    >
      <DialogHeader
        title={t(isHiding ? 'moderation.hideTitle' : 'moderation.restoreTitle', { title })}
        titleId={titleId}
        onClose={close}
        isDisabled={isPending}
      />
      <form className="dialog-body ticket-answer-form" noValidate onSubmit={handleSubmit}>
        <p>{t(isHiding ? 'moderation.hideText' : 'moderation.restoreText')}</p>
        <TextField
          label={t('moderation.markMessage')}
          name="message"
          rows={3}
          value={message}
          onChange={changeMessage}
          error={problem ? t(problem) : undefined}
          isDisabled={isPending}
        />
        <div className="dialog-actions">
          <button
            type="submit"
            className={isHiding ? 'button button-danger' : 'button'}
            disabled={isPending}
            aria-busy={isPending || undefined}
          >
            {t(isHiding ? 'moderation.hide' : 'moderation.restore')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={close}
            disabled={isPending}
          >
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
