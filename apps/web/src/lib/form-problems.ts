import {
  confirmationProblem,
  newPasswordProblem,
  passwordProblem,
} from '@parallax/core/rules/auth';
import type { z } from 'zod';
import { ApiError } from './http';
import { i18n } from './i18n';

/** Only the fields with a problem, as catalogue keys (`errors.*`); empty when the form is valid. */
export function collectProblems<Field extends string>(
  checks: Partial<Record<Field, string | null>>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [field, key] of Object.entries(checks) as [Field, string | null][]) {
    if (key) errors[field] = key.startsWith('errors.') ? key : `errors.${key}`;
  }
  return errors;
}

/**
 * spec 1 §5: the problems of a new password and its confirmation. Given the old password (a
 * change rather than a first password), the new one must also differ from it.
 */
export function newPasswordProblems(
  password: string,
  confirmation: string,
  oldPassword?: string,
): { password: string | null; confirmation: string | null } {
  return {
    password:
      oldPassword === undefined
        ? passwordProblem(password)
        : newPasswordProblem(oldPassword, password),
    confirmation: confirmationProblem(password, confirmation),
  };
}

/** A field's message key (`errors.*`), or the generic one when the catalogue has no such key. */
function fieldMessageKey(key: string): string {
  const full = `errors.${key}`;
  return i18n.exists(full) ? full : 'errors.something_went_wrong';
}

/** The field an issue's path names (`message`, or `body.message` in a server answer). */
function fieldOf<Field extends string>(path: string, fields: readonly Field[]): Field | undefined {
  return fields.find((name) => path === name || path.endsWith(`.${name}`));
}

/**
 * The problems a request schema of @parallax/core finds in a form's values, by field (the first
 * per field), as catalogue keys: the form checks with the very contract the server checks with.
 */
export function schemaProblems<Field extends string>(
  schema: z.ZodType,
  value: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const result = schema.safeParse(value);
  const problems: Partial<Record<Field, string>> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path.map(String).join('.'), fields);
    if (field) problems[field] ??= fieldMessageKey(issue.message);
  }
  return problems;
}

/**
 * The problems a 400 ValidationError names on a form's fields (its issues carry message keys),
 * so the server's answer shows under the fields as the form's own check would.
 */
export function serverFieldProblems<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!(error instanceof ApiError) || error.errorType !== 'ValidationError') return problems;
  for (const issue of error.issues) {
    const field = fieldOf(issue.path, fields);
    if (field) problems[field] ??= fieldMessageKey(issue.message);
  }
  return problems;
}
