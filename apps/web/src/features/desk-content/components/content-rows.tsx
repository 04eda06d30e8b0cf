import { useFieldArray, type Control, type UseFormReturn } from 'react-hook-form';
import { useLocalTexts } from '@/lib/local-texts';
import {
  fieldProblemOf,
  newRowOf,
  rowFieldsOf,
  type ContentFormValues,
  type ContentRow,
  type FormField,
} from '../model/content-form';
import type { ListSpec } from '../model/content-kinds';
import { LIST_TEXTS } from '../model/list-texts';
import { CONTENT_TEXTS } from '../model/texts';
import { ContentField } from './content-field';

type Form = UseFormReturn<ContentFormValues>;

/**
 * A list of a kind's form (an origins pack's elements): its rows in order, each with its fields
 * (English beside Spanish) and buttons to move it up or down or remove it; a button adds one.
 */
export function ContentRows({
  list,
  form,
  formId,
}: {
  list: ListSpec;
  form: Form;
  formId: string;
}) {
  const texts = useLocalTexts(LIST_TEXTS);
  const { problems } = useLocalTexts(CONTENT_TEXTS);
  // The form's values hold texts beside lists; this part of it holds only rows.
  const control = form.control as unknown as Control<Record<string, ContentRow[]>>;
  const { fields, append, remove, move } = useFieldArray({ control, name: list.name });
  const listProblem = fieldProblemOf(form.getFieldState(list.name, form.formState).error?.message);
  const hintId = `${formId}-${list.name}-hint`;
  const errorId = `${formId}-${list.name}-error`;
  const rowName = texts.row[list.name] ?? ((position: number) => `${position}`);
  return (
    <fieldset
      className="desk-content-rows"
      aria-describedby={[hintId, listProblem ? errorId : null].filter(Boolean).join(' ')}
      data-testid={`desk-content-list-${list.name}`}
    >
      <legend>{texts.lists[list.name] ?? list.name}</legend>
      <p id={hintId} className="desk-content-hint">
        {texts.listHints[list.name]}
      </p>
      {fields.length === 0 && <p>{texts.none}</p>}
      {fields.map((row, index) => (
        <fieldset
          key={row.id}
          className="desk-content-row"
          data-testid={`desk-content-row-${index}`}
        >
          <legend>{rowName(index + 1)}</legend>
          <RowFields list={list} form={form} formId={formId} index={index} />
          <div className="desk-actions">
            <button
              type="button"
              className="desk-button"
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              {texts.moveUp(rowName(index + 1))}
            </button>
            <button
              type="button"
              className="desk-button"
              disabled={index === fields.length - 1}
              onClick={() => move(index, index + 1)}
            >
              {texts.moveDown(rowName(index + 1))}
            </button>
            <button type="button" className="desk-button" onClick={() => remove(index)}>
              {texts.remove(rowName(index + 1))}
            </button>
          </div>
        </fieldset>
      ))}
      {listProblem && (
        <p id={errorId} className="desk-error">
          {problems[listProblem]}
        </p>
      )}
      <button
        type="button"
        className="desk-button"
        disabled={fields.length >= list.max}
        onClick={() => append(newRowOf(list))}
        data-testid={`desk-content-add-${list.name}`}
      >
        {texts.add[list.name]}
      </button>
    </fieldset>
  );
}

/**
 * One row's inputs: its choice (a type), each English text beside its Spanish one, the rest (a
 * pack or a tag chosen by its name).
 */
function RowFields({
  list,
  form,
  formId,
  index,
}: {
  list: ListSpec;
  form: Form;
  formId: string;
  index: number;
}) {
  const texts = useLocalTexts(LIST_TEXTS);
  const languages = useLocalTexts(CONTENT_TEXTS).languages;
  const fieldOf = (field: FormField) => {
    const key = `${list.name}.${index}.${field.key}`;
    const label = texts.fields[field.name] ?? field.name;
    return (
      <ContentField
        key={key}
        field={{ ...field, key }}
        formId={formId}
        register={form.register}
        control={form.control}
        problem={fieldProblemOf(form.getFieldState(key, form.formState).error?.message)}
        label={field.language ? `${label} (${languages[field.language]})` : label}
        choiceLabels={texts.choices}
      />
    );
  };
  const fields = rowFieldsOf(list);
  const own = fields.filter((field) => !field.language);
  // A choice of fixed values (a type) comes first; a choice from a loaded list keeps its place.
  const isFixedChoice = (field: FormField) => field.type === 'choice' && !field.optionsFrom;
  return (
    <>
      {own.filter(isFixedChoice).map(fieldOf)}
      {fields
        .filter((field) => field.language === 'en')
        .map((english) => (
          <div key={english.name} className="desk-content-pair">
            {fieldOf(english)}
            {fields
              .filter((field) => field.language === 'es' && field.name === english.name)
              .map(fieldOf)}
          </div>
        ))}
      {own.filter((field) => !isFixedChoice(field)).map(fieldOf)}
    </>
  );
}
