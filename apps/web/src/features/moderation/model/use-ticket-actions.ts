import { TicketAnswer, type TicketStatus } from '@parallax/core/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { schemaProblems, serverFieldProblems } from '@/lib/form-problems';
import { showToast } from '@/lib/toast';
import {
  answerTicket,
  moderationQueries,
  setTicketStatus,
  type Queue,
} from '../api/moderation-api';

const ANSWER_FIELDS = ['answer'] as const;

/** A ticket's answer (checked before sending, the server's problem under the field) and its moves. */
export function useTicketActions(queue: Queue, id: string) {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
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
  const changeAnswer = (value: string) => {
    setAnswer(value);
    setProblem(undefined);
  };

  return {
    answer,
    changeAnswer,
    problem,
    handleSubmit,
    isSending: send.isPending,
    isBusy: send.isPending || move.isPending,
    moveTo: (next: TicketStatus) => move.mutate(next),
  };
}
