import { ContentModeration, type ModerationStatus } from '@parallax/core/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { TextField } from '@/components/ui/text-field';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { schemaProblems, serverFieldProblems } from '@/lib/form-problems';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { markContent } from '../api/moderation-api';

const MARK_FIELDS = ['message'] as const;

/**
 * Confirms marking a pack with a status (spec 2 §3 contentModerationDto): HIDDEN takes it out of
 * the store, READY brings it back; an optional note goes on the record. Every cached page may
 * list the pack, so all queries are refreshed afterwards.
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
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const isHiding = status === 'HIDDEN';
  const mark = useMutation({ mutationFn: markContent });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = { contentPackId, status, ...(message.trim() ? { message } : {}) };
    const found = schemaProblems(ContentModeration, body, MARK_FIELDS).message;
    setProblem(found);
    if (found) {
      focusFirstInvalid(form);
      return;
    }
    mark.mutate(body, {
      onSuccess: () => {
        showToast(isHiding ? 'moderation.hidden' : 'moderation.restored', { tone: 'success' });
        onClose();
        void queryClient.invalidateQueries();
      },
      onError: (error) => {
        const fromServer = serverFieldProblems(error, MARK_FIELDS).message;
        if (fromServer) setProblem(fromServer);
        else showToast('moderation.failed', { tone: 'error' });
      },
    });
  };

  const close = () => {
    if (!mark.isPending) onClose();
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
        isDisabled={mark.isPending}
      />
      <form className="dialog-body ticket-answer-form" noValidate onSubmit={handleSubmit}>
        <p>{t(isHiding ? 'moderation.hideText' : 'moderation.restoreText')}</p>
        <TextField
          label={t('moderation.markMessage')}
          name="message"
          rows={3}
          value={message}
          onChange={(value) => {
            setMessage(value);
            setProblem(undefined);
          }}
          error={problem ? t(problem) : undefined}
          isDisabled={mark.isPending}
        />
        <div className="dialog-actions">
          <button
            type="submit"
            className={isHiding ? 'button button-danger' : 'button'}
            disabled={mark.isPending}
            aria-busy={mark.isPending || undefined}
          >
            {t(isHiding ? 'moderation.hide' : 'moderation.restore')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={close}
            disabled={mark.isPending}
          >
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
