import { describe, expect, it } from 'vitest';
import { feedbackProblem, isPositiveGrade } from './feedback.js';

describe('feedback form (spec 2 §4, §5)', () => {
  it('needs a rating', () => {
    expect(feedbackProblem({ grade: null, options: [], text: '' })).toBe('rating_required');
  });

  it('takes a positive rating alone', () => {
    expect(isPositiveGrade(3)).toBe(true);
    expect(feedbackProblem({ grade: 3, options: [], text: '' })).toBeNull();
  });

  it('asks a low rating for a reason or some text', () => {
    expect(isPositiveGrade(2)).toBe(false);
    for (const grade of [1, 2]) {
      expect(feedbackProblem({ grade, options: [], text: '' })).toBe('reason_required');
      expect(feedbackProblem({ grade, options: [], text: '   ' })).toBe('reason_required');
      expect(feedbackProblem({ grade, options: ['appPerformance'], text: '' })).toBeNull();
      expect(feedbackProblem({ grade, options: [], text: 'Too dark' })).toBeNull();
    }
  });
});
