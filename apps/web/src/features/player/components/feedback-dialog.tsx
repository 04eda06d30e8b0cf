import {
  FEEDBACK_GRADES,
  FEEDBACK_OPTIONS,
  FEEDBACK_TEXT_MAX,
  type FeedbackOption,
} from '@parallax/core/contracts/player';
import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { errorMessageKey } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { submitFeedback } from '../api/player-api';
import { usePlayerTranslation } from '../i18n';
import '../player.css';

/*
 * The content feedback form (spec 2 §3, §4, §8): a rating of 1–3 (reallyBad, itsOkay, superGood);
 * reasons and free text appear once a rating is chosen; the title turns positive above 2. Success
 * and failure are toasts.
 */

const GRADES = Object.entries(FEEDBACK_GRADES) as [keyof typeof FEEDBACK_GRADES, number][];
const GRADE_ICONS = { reallyBad: '☹', itsOkay: '😐', superGood: '☺' } as const;

export function FeedbackDialog({
  contentId,
  contentName,
  onDone,
}: {
  contentId: string;
  contentName: string;
  onDone: () => void;
}) {
  const { t } = usePlayerTranslation();
  const titleId = useId();
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

  const title =
    grade !== null && grade > 2
      ? t('player.feedback.titlePositive', { name: contentName })
      : t('player.feedback.title', { name: contentName });

  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={() => {
        if (!isSending) onDone();
      }}
      className="feedback-dialog"
      testId="feedback-dialog"
      initialFocus="input[type=radio]"
    >
      <DialogHeader title={title} titleId={titleId} onClose={onDone} isDisabled={isSending} />
      <form
        className="dialog-body feedback-form"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <fieldset className="feedback-form__grades">
          <legend>{t('player.feedback.grade')}</legend>
          {GRADES.map(([name, value]) => (
            <label key={name} className="feedback-form__grade" data-selected={grade === value}>
              <input
                type="radio"
                name="grade"
                value={value}
                checked={grade === value}
                onChange={() => {
                  setGrade(value);
                  setProblem(null);
                }}
              />
              <span aria-hidden="true">{GRADE_ICONS[name]}</span>
              {t(`player.feedback.grades.${name}`)}
            </label>
          ))}
        </fieldset>
        {problem && (
          <p className="field-error" role="alert">
            {t(problem)}
          </p>
        )}
        {grade !== null && (
          <>
            <fieldset className="feedback-form__reasons">
              <legend>{t('player.feedback.reasonsTitle')}</legend>
              {FEEDBACK_OPTIONS.map((option) => (
                <label key={option} className="feedback-form__reason">
                  <input
                    type="checkbox"
                    checked={options.includes(option)}
                    onChange={(event) =>
                      setOptions((current) =>
                        event.target.checked
                          ? [...current, option]
                          : current.filter((item) => item !== option),
                      )
                    }
                  />
                  {t(`player.feedback.reasons.${option}`)}
                </label>
              ))}
            </fieldset>
            <label className="feedback-form__text">
              {t('player.feedback.textLabel')}
              <textarea
                value={text}
                maxLength={FEEDBACK_TEXT_MAX}
                rows={3}
                onChange={(event) => setText(event.target.value)}
              />
            </label>
          </>
        )}
        <div className="dialog-actions">
          <button
            type="submit"
            className="button"
            disabled={isSending}
            aria-busy={isSending || undefined}
          >
            {t('player.feedback.submit')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={onDone}
            disabled={isSending}
          >
            {t('player.feedback.skip')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
