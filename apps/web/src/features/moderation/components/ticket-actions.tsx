import type { TicketStatus } from '@parallax/core/contracts/support';
import type { ReactNode } from 'react';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/i18n';
import type { Queue } from '../api/moderation-api';
import { ticketActions } from '../model/ticket-actions';
import { useTicketActions } from '../model/use-ticket-actions';

/**
 * A ticket's answer form (TicketAnswer: answering makes it answered) and its close and reopen
 * buttons; each change refreshes the desk's queues, where the ticket moves to its new status.
 */
export function TicketActions({
  queue,
  id,
  status,
  answerHint,
  children,
}: {
  queue: Queue;
  id: string;
  status: TicketStatus;
  /** Where the answer goes: the reporter's notifications, or the requester's e-mail. */
  answerHint: string;
  /** More actions in the same row (a report's Hide or Restore content). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { canAnswer, canClose, canReopen } = ticketActions(status);
  const { answer, changeAnswer, problem, handleSubmit, isSending, isBusy, moveTo } =
    useTicketActions(queue, id);

  return (
    <div className="ticket-actions">
      {canAnswer && (
        <form className="ticket-answer-form" noValidate onSubmit={handleSubmit}>
          <TextField
            label={t('moderation.answerLabel')}
            name="answer"
            rows={3}
            value={answer}
            onChange={changeAnswer}
            error={problem ? t(problem) : undefined}
            hint={answerHint}
            isDisabled={isBusy}
          />
          <button
            type="submit"
            className="button button-small"
            disabled={isBusy}
            aria-busy={isSending || undefined}
          >
            {t('moderation.sendAnswer')}
          </button>
        </form>
      )}
      <div className="ticket-buttons">
        {canClose && (
          <button
            type="button"
            className="button button-small button-secondary"
            disabled={isBusy}
            onClick={() => moveTo('closed')}
          >
            {t('moderation.close')}
          </button>
        )}
        {canReopen && (
          <button
            type="button"
            className="button button-small button-secondary"
            disabled={isBusy}
            onClick={() => moveTo('open')}
          >
            {t('moderation.reopen')}
          </button>
        )}
        {children}
      </div>
    </div>
  );
}
