import {
  FEEDBACK_GRADES,
  FEEDBACK_OPTIONS,
  FEEDBACK_TEXT_MAX,
} from '@parallax/core/contracts/player';
import { isPositiveGrade } from '@parallax/core/rules/feedback';
import { useId } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { usePlayerTranslation } from '../i18n';
import { useFeedbackForm } from '../model/use-feedback-form';
import '../player.css';

/*
 * The content feedback form (spec 2 §3-§5, §8): a rating of 1–3 (reallyBad, itsOkay, superGood);
 * reasons and free text appear once a rating is chosen; the title turns positive above 2. A low
 * rating asks what went wrong and needs a reason or some text. Success and failure are toasts.
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
  const form = useFeedbackForm(contentId, onDone);
  const { grade, isSending, problem } = form;

  const title =
    grade !== null && isPositiveGrade(grade)
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
          void form.send();
        }}
      >
        <GradeChoice grade={grade} onChoose={form.chooseGrade} />
        {grade !== null && <FeedbackDetails form={form} isLow={!isPositiveGrade(grade)} />}
        {problem && (
          <p className="field-error" role="alert" data-testid="feedback-problem">
            {t(problem)}
          </p>
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

function GradeChoice({
  grade,
  onChoose,
}: {
  grade: number | null;
  onChoose: (grade: number) => void;
}) {
  const { t } = usePlayerTranslation();
  return (
    <fieldset className="feedback-form__grades">
      <legend>{t('player.feedback.grade')}</legend>
      {GRADES.map(([name, value]) => (
        <label key={name} className="feedback-form__grade" data-selected={grade === value}>
          <input
            type="radio"
            name="grade"
            value={value}
            checked={grade === value}
            onChange={() => onChoose(value)}
          />
          <span aria-hidden="true">{GRADE_ICONS[name]}</span>
          {t(`player.feedback.grades.${name}`)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The reasons and the free text, shown once a rating is chosen; after a low rating they ask what
 * went wrong (the reason variant).
 */
function FeedbackDetails({
  form,
  isLow,
}: {
  form: ReturnType<typeof useFeedbackForm>;
  isLow: boolean;
}) {
  const { t } = usePlayerTranslation();
  return (
    <>
      <fieldset className="feedback-form__reasons">
        <legend>
          {isLow ? t('player.feedback.reasonsTitleLow') : t('player.feedback.reasonsTitle')}
        </legend>
        {FEEDBACK_OPTIONS.map((option) => (
          <label key={option} className="feedback-form__reason">
            <input
              type="checkbox"
              checked={form.options.includes(option)}
              onChange={(event) => form.toggleOption(option, event.target.checked)}
            />
            {t(`player.feedback.reasons.${option}`)}
          </label>
        ))}
      </fieldset>
      <label className="feedback-form__text">
        {isLow ? t('player.feedback.textLabelLow') : t('player.feedback.textLabel')}
        <textarea
          value={form.text}
          maxLength={FEEDBACK_TEXT_MAX}
          rows={3}
          onChange={(event) => form.setText(event.target.value)}
        />
      </label>
    </>
  );
}
