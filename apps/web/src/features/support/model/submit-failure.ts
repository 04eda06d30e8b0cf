import { serverFieldProblems } from '@/lib/form-problems';
import { ApiError, errorMessageKey } from '@/lib/http';

/**
 * How a refused report or support request is shown: the server's messages under their fields;
 * a refusal for sending too many (429) in the form, in the page's language — the hourly limit of
 * reports and requests (SupportLimitReached) in its own words, the per-minute limit of every
 * client address as too many requests; anything else as the form's failure toast (spec 2 §8).
 */
export type SubmitFailure<Field extends string> =
  | { kind: 'fields'; problems: Partial<Record<Field, string>> }
  | { kind: 'refused'; messageKey: string }
  | { kind: 'failed' };

export function submitFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): SubmitFailure<Field> {
  const problems = serverFieldProblems(error, fields);
  if (Object.keys(problems).length > 0) return { kind: 'fields', problems };
  if (error instanceof ApiError && error.status === 429) {
    // Branches on errorType, never the message: the rate limiter's is the framework's English.
    return { kind: 'refused', messageKey: errorMessageKey(error) };
  }
  return { kind: 'failed' };
}
