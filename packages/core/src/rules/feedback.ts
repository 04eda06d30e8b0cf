/**
 * spec 2 §3-§5 content feedback: a rating of 1 to 3 is required; the title turns positive above
 * 2. A low rating (2 or less) makes the form the reason variant: it asks what went wrong, and a
 * reason or some text of the user's own is needed before it is sent.
 */
export type FeedbackProblem = 'rating_required' | 'reason_required';

export const isPositiveGrade = (grade: number): boolean => grade > 2;

export function feedbackProblem(form: {
  grade: number | null;
  options: readonly string[];
  text: string;
}): FeedbackProblem | null {
  if (form.grade === null) return 'rating_required';
  if (isPositiveGrade(form.grade)) return null;
  return form.options.length > 0 || form.text.trim() !== '' ? null : 'reason_required';
}
