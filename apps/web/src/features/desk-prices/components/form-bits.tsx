import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/http';
import { useLocalTexts } from '@/lib/local-texts';
import { problemOf, serverFields, type Problem } from '../model/form-problems';
import { PRICES_TEXTS } from '../model/texts';

/** What a save's refusal was: a change saved since (409), fields refused, or a failure. */
export type SaveOutcome = 'saved' | 'conflict' | 'fields' | 'failed';

/** The label, control and message of one field; the control gets its ids from `controlProps`. */
export function Field({
  id,
  label,
  problem,
  hint,
  children,
}: {
  id: string;
  label: string;
  problem: Problem | null;
  hint?: string | undefined;
  children: ReactNode;
}) {
  const texts = useLocalTexts(PRICES_TEXTS);
  return (
    <div className="desk-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="prices-hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className="desk-error">
          {texts.problems[problem]}
        </p>
      )}
    </div>
  );
}

/** A control's accessibility: invalid when it has a problem, described by its message and hint. */
export function controlProps(id: string, problem: Problem | null, hint?: string) {
  const describedBy = [problem ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** A tick box with its label after it. */
export function Tick({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="prices-tick">
      {children}
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The problem react-hook-form holds for a field (nested ones by their dotted name). */
export function problemAt<V extends FieldValues>(form: UseFormReturn<V>, name: Path<V>) {
  return problemOf(form.getFieldState(name, form.formState).error?.message);
}

/**
 * Lays the server's refusal on the form: a 409 ChangedSinceOpened is `conflict` (the typed values
 * stay until the operator reloads), a 400's issues (or a message naming its field) and a 409 on
 * the code land on their fields, the first focused.
 */
export function outcomeOf<V extends FieldValues>(
  form: UseFormReturn<V>,
  error: unknown,
  renames: Readonly<Record<string, string>> = {},
  lists: readonly string[] = [],
): SaveOutcome {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.errorType === 'ChangedSinceOpened') return 'conflict';
  const taken = error.errorType === 'PromoCodeNotUnique';
  if (error.status !== 400 && !taken) return 'failed';
  const fields = serverFields(error.issues, error.message, renames, lists).filter(
    (field) => form.getValues(field as Path<V>) !== undefined,
  );
  fields.forEach((field, index) =>
    form.setError(
      field as Path<V>,
      { type: 'server', message: taken ? 'taken' : field === 'itemIds' ? 'items' : 'server' },
      { shouldFocus: index === 0 },
    ),
  );
  return fields.length > 0 ? 'fields' : 'failed';
}

/** The line under a form: saved, refused over a change saved since (with Reload), or failed. */
export function SaveNotice({
  outcome,
  onReload,
  savedText,
}: {
  outcome: SaveOutcome | null;
  onReload: () => void;
  savedText?: string | undefined;
}) {
  const texts = useLocalTexts(PRICES_TEXTS);
  if (outcome === 'conflict') {
    return (
      <div className="desk-notice" role="alert" data-testid="desk-prices-conflict">
        <p>{texts.changedSinceOpened}</p>
        <button type="button" className="desk-button" onClick={onReload}>
          {texts.reload}
        </button>
      </div>
    );
  }
  if (outcome === 'failed') {
    return (
      <p className="desk-error" role="alert">
        {texts.failed}
      </p>
    );
  }
  if (outcome === 'saved') {
    return (
      <p className="desk-notice" role="status" data-testid="desk-prices-saved">
        {savedText ?? texts.saved}
      </p>
    );
  }
  return null;
}
