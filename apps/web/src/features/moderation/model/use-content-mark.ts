import { ContentModeration, type ModerationStatus } from '@parallax/core/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { schemaProblems, serverFieldProblems } from '@/lib/form-problems';
import { showToast } from '@/lib/toast';
import { markContent } from '../api/moderation-api';

const MARK_FIELDS = ['message'] as const;

/**
 * Marking a pack with a status and an optional note. Every cached page may list the pack, so all
 * queries are refreshed afterwards.
 */
export function useContentMark(
  contentPackId: string,
  status: ModerationStatus,
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const isHiding = status === 'hidden';
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
        onDone();
        void queryClient.invalidateQueries();
      },
      onError: (error) => {
        const fromServer = serverFieldProblems(error, MARK_FIELDS).message;
        if (fromServer) setProblem(fromServer);
        else showToast('moderation.failed', { tone: 'error' });
      },
    });
  };
  const changeMessage = (value: string) => {
    setMessage(value);
    setProblem(undefined);
  };

  return { message, changeMessage, problem, handleSubmit, isPending: mark.isPending };
}
