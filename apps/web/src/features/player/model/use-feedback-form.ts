import type { FeedbackOption } from '@parallax/core/contracts/player';
import { useState } from 'react';
import { errorMessageKey } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { submitFeedback } from '../api/player-api';

/**
 * The content feedback form's state and its sending (spec 2 §8): a rating is required; success
 * and failure are toasts, and a sent form is done.
 */
export function useFeedbackForm(contentId: string, onDone: () => void) {
  const [grade, setGrade] = useState<number | null>(null);
  const [options, setOptions] = useState<FeedbackOption[]>([]);
  const [text, setText] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    if (grade === null) {
      setProblem('player.feedback.ratingRequired');
      return;
    }
    setIsSending(true);
    try {
      await submitFeedback({
        feedbackFormType: 'ContentFeedback',
        grade,
        contentPackId: contentId,
        options,
        ...(text.trim() ? { text: text.trim() } : {}),
      });
      showToast('playerToasts.feedbackSent', { tone: 'success' });
      onDone();
    } catch (error) {
      setIsSending(false);
      showToast(errorMessageKey(error), { tone: 'error' });
    }
  };

  const chooseGrade = (value: number) => {
    setGrade(value);
    setProblem(null);
  };
  const toggleOption = (option: FeedbackOption, isChecked: boolean) =>
    setOptions((current) =>
      isChecked ? [...current, option] : current.filter((item) => item !== option),
    );

  return { grade, chooseGrade, options, toggleOption, text, setText, isSending, problem, send };
}
