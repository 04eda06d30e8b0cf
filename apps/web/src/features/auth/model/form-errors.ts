import { ApiError, errorMessageKey } from '@/lib/http';
import type { FieldErrors, FieldName } from './auth-modal-machine';

/**
 * How a failed submit is shown (spec 1 §8: auth errors show under the form). A schema failure
 * names fields with message keys of the catalogue: those go under their fields instead.
 */
export function submitFailure(
  error: unknown,
  fields: readonly FieldName[],
  isKnownKey: (key: string) => boolean,
): { error: string | null; fieldErrors?: FieldErrors } {
  if (error instanceof ApiError && error.errorType === 'ValidationError') {
    const fieldErrors: FieldErrors = {};
    for (const issue of error.issues) {
      const field = fields.find((name) => issue.path === name || issue.path.endsWith(`.${name}`));
      const key = `errors.${issue.message}`;
      if (field && isKnownKey(key)) fieldErrors[field] ??= key;
    }
    if (Object.keys(fieldErrors).length > 0) return { error: null, fieldErrors };
  }
  return { error: errorMessageKey(error) };
}
