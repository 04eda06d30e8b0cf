import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { initI18n } from '@/lib/i18n';
import { submitFailure } from './submit-failure';

beforeAll(() => initI18n('en'));

const FIELDS = ['email', 'problemDescription'] as const;

describe('submitFailure', () => {
  it('puts the server’s messages under their fields, the first per field', () => {
    const error = new ApiError(400, 'ValidationError', 'body.email: Invalid email', [
      { path: 'body.email', message: 'invalid_email' },
      { path: 'body.email', message: 'email_required' },
      { path: 'body.problemDescription', message: 'describe_problem_required' },
      { path: 'body.vrSetup', message: 'Invalid option' },
    ]);
    expect(submitFailure(error, FIELDS)).toEqual({
      kind: 'fields',
      problems: {
        email: 'errors.invalid_email',
        problemDescription: 'errors.describe_problem_required',
      },
    });
  });

  it('gives a message the catalogue lacks the generic text, still under its field', () => {
    const error = new ApiError(400, 'ValidationError', 'x', [
      { path: 'body.email', message: 'Too big' },
    ]);
    expect(submitFailure(error, FIELDS)).toEqual({
      kind: 'fields',
      problems: { email: 'errors.something_went_wrong' },
    });
  });

  it('refuses sending too many in the catalogue’s words, whatever the server said', () => {
    const limit = new ApiError(429, 'SupportLimitReached', 'Too many reports in the last hour');
    expect(submitFailure(limit, FIELDS)).toEqual({
      kind: 'refused',
      messageKey: 'errors.support_limit',
    });
    const perMinute = new ApiError(
      429,
      'TooManyRequests',
      'Rate limit exceeded, retry in 1 minute',
    );
    expect(submitFailure(perMinute, FIELDS)).toEqual({
      kind: 'refused',
      messageKey: 'errors.early_resend',
    });
  });

  it('leaves anything else to the form’s toast', () => {
    expect(submitFailure(new ApiError(503, 'ServiceUnavailable', 'down'), FIELDS)).toEqual({
      kind: 'failed',
    });
    expect(
      submitFailure(new ApiError(400, 'ValidationError', 'body.contentId', []), FIELDS),
    ).toEqual({ kind: 'failed' });
    expect(submitFailure(new TypeError('Failed to fetch'), FIELDS)).toEqual({ kind: 'failed' });
  });
});
