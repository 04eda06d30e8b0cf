import type { FeedbackOption } from '@parallax/core/contracts/player';
import { feedbackProblem, type FeedbackProblem } from '@parallax/core/rules/feedback';
import { useState } from 'react';
import { errorMessageKey } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { submitFeedback } from '../api/player-api';

const PROBLEM_KEYS: Record<FeedbackProblem, string> = {
  rating_required: 'player.feedback.ratingRequired',
  reason_required: 'player.feedback.reasonRequired',
};

/**
 * The content feedback form's state and its sending (spec 2 §5, §8): a rating is required, and a
 * low rating a reason or some text; success and failure are toasts, and a sent form is done.
 */
export function useFeedbackForm(contentId: string, onDone: () => void) {
  const [grade, setGrade] = useState<number | null>(null);
  const [options, setOptions] = useState<FeedbackOption[]>([]);
  const [text, setText] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    const found = feedbackProblem({ grade, options, text });
    if (found !== null || grade === null) {
      setProblem(PROBLEM_KEYS[found ?? 'rating_required']);
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
  const toggleOption = (option: FeedbackOption, isChecked: boolean) => {
    setOptions((current) =>
      isChecked ? [...current, option] : current.filter((item) => item !== option),
    );
    if (isChecked) setProblem(null);
  };
  const changeText = (value: string) => {
    setText(value);
    if (value.trim()) setProblem(null);
  };

  return {
    grade,
    chooseGrade,
    options,
    toggleOption,
    text,
    setText: changeText,
    isSending,
    problem,
    send,
  };
}
