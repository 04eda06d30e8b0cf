import { TicketAnswer, type TicketStatus } from '@parallax/core/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '@/components/ui/text-field';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { schemaProblems, serverFieldProblems } from '@/lib/form-problems';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import {
  answerTicket,
  moderationQueries,
  setTicketStatus,
  type Queue,
} from '../api/moderation-api';
import { ticketActions } from '../model/ticket-actions';

const ANSWER_FIELDS = ['answer'] as const;

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
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const { canAnswer, canClose, canReopen } = ticketActions(status);
  const refresh = () => queryClient.invalidateQueries({ queryKey: moderationQueries.queue(queue) });

  const send = useMutation({
    mutationFn: (text: string) => answerTicket(queue, id, text),
    onSuccess: async () => {
      showToast('moderation.answered', { tone: 'success' });
      setAnswer('');
      await refresh();
    },
  });
  const move = useMutation({
    mutationFn: (next: TicketStatus) => setTicketStatus(queue, id, next),
    onSuccess: async (_ticket, next) => {
      showToast(next === 'closed' ? 'moderation.closed' : 'moderation.reopened', {
        tone: 'success',
      });
      await refresh();
    },
    onError: () => showToast('moderation.failed', { tone: 'error' }),
  });
  const isBusy = send.isPending || move.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = schemaProblems(TicketAnswer, { answer }, ANSWER_FIELDS).answer;
    setProblem(found);
    if (found) {
      focusFirstInvalid(form);
      return;
    }
    send.mutate(answer, {
      onError: (error) => {
        const fromServer = serverFieldProblems(error, ANSWER_FIELDS).answer;
        if (fromServer) {
          setProblem(fromServer);
          focusFirstInvalid(form);
        } else {
          showToast('moderation.failed', { tone: 'error' });
        }
      },
    });
  };

  return (
    <div className="ticket-actions">
      {canAnswer && (
        <form className="ticket-answer-form" noValidate onSubmit={handleSubmit}>
          <TextField
            label={t('moderation.answerLabel')}
            name="answer"
            rows={3}
            value={answer}
            onChange={(value) => {
              setAnswer(value);
              setProblem(undefined);
            }}
            error={problem ? t(problem) : undefined}
            hint={answerHint}
            isDisabled={isBusy}
          />
          <button
            type="submit"
            className="button button-small"
            disabled={isBusy}
            aria-busy={send.isPending || undefined}
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
            onClick={() => move.mutate('closed')}
          >
            {t('moderation.close')}
          </button>
        )}
        {canReopen && (
          <button
            type="button"
            className="button button-small button-secondary"
            disabled={isBusy}
            onClick={() => move.mutate('open')}
          >
            {t('moderation.reopen')}
          </button>
        )}
        {children}
      </div>
    </div>
  );
}
