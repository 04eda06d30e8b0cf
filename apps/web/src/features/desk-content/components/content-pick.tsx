import { useQuery } from '@tanstack/react-query';
import { useController, type Control } from 'react-hook-form';
import { useLocalTexts } from '@/lib/local-texts';
import { contentQueries } from '../api/content-api';
import type { ContentFormValues, FieldProblem, FormField } from '../model/content-form';
import type { OptionSource } from '../model/content-kinds';
import { LIST_TEXTS } from '../model/list-texts';
import { CONTENT_TEXTS } from '../model/texts';

/**
 * A `choice` of ids whose options come from a loaded list (a content pack by its title, a tag by
 * its name), with its label and its problem (announced, and described by).
 */
export function ContentPick({
  field,
  source,
  formId,
  control,
  problem,
  label,
}: {
  field: FormField;
  source: OptionSource;
  formId: string;
  control: Control<ContentFormValues>;
  problem: FieldProblem | undefined;
  label: string;
}) {
  const texts = useLocalTexts(CONTENT_TEXTS);
  const picks = useLocalTexts(LIST_TEXTS).picks[source];
  const options = useQuery(contentQueries.options(source));
  // Controlled: the list arrives after the form, and the chosen id must stay chosen. An id the
  // list does not offer (still loading, or gone) stays chosen too, shown as it is.
  const { field: input } = useController({ control, name: field.key });
  const chosen = typeof input.value === 'string' ? input.value : '';
  const list = options.data ?? [];
  const isOffered = chosen === '' || list.some((option) => option.id === chosen);
  const inputId = `${formId}-${field.key}`;
  const errorId = `${inputId}-error`;
  const statusId = `${inputId}-status`;
  const status = options.isPending ? picks.loading : options.isError ? picks.failed : null;
  const describedBy = [problem ? errorId : null, status ? statusId : null].filter(Boolean);
  return (
    <div className="desk-field">
      <label htmlFor={inputId}>{label}</label>
      <select
        id={inputId}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy.join(' ') || undefined}
        data-testid={`desk-content-field-${field.key}`}
        {...input}
        value={chosen}
      >
        <option value="">{field.required ? picks.choose : picks.none}</option>
        {!isOffered && <option value={chosen}>{picks.unknown(chosen)}</option>}
        {list.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {status && (
        <p id={statusId} className="desk-content-hint">
          {status}
        </p>
      )}
      {problem && (
        <p id={errorId} className="desk-error">
          {texts.problems[problem]}
        </p>
      )}
    </div>
  );
}
