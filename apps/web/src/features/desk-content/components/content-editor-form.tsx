import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/http';
import { useLocalTexts } from '@/lib/local-texts';
import { canRemove, useContentMutations, type ContentView } from '../api/content-api';
import {
  contentBodyOf,
  contentFormSchema,
  fieldProblemOf,
  formFieldsOf,
  formValuesOf,
  problemFromServer,
  takenFieldOf,
  type ContentFormValues,
  type FormField,
} from '../model/content-form';
import { KIND_SPECS, type ContentKind } from '../model/content-kinds';
import { CONTENT_TEXTS } from '../model/texts';
import { ContentField } from './content-field';
import { ContentRows } from './content-rows';
import { DeleteContent } from './delete-content';

/** What the editor says above its form after an action. */
export type EditorNotice = 'saved' | 'created' | 'changed' | 'inUse' | 'failed';

/** The server's refusal, on its fields where it names them; else a notice. */
function showFailure(
  kind: ContentKind,
  form: UseFormReturn<ContentFormValues>,
  error: unknown,
): EditorNotice {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.errorType === 'ChangedSinceOpened') return 'changed';
  if (error.errorType === 'StillInUse') return 'inUse';
  const taken = error.errorType === 'SlugNotUnique' ? takenFieldOf(kind, error.message) : null;
  if (taken) {
    form.setError(taken, { type: 'server', message: 'taken' }, { shouldFocus: true });
    return 'failed';
  }
  // A refusal of the server's own checks names its field in its message (`categoryId: …`).
  const named = /^([\w.]+):/.exec(error.message)?.[1];
  const issues =
    error.issues.length > 0 || !named
      ? error.issues
      : [{ path: `body.${named}`, message: error.message }];
  const fields = issues.map((issue) => problemFromServer(kind, issue)).filter((f) => f !== null);
  fields.forEach(({ key, problem }, index) =>
    form.setError(key, { type: 'server', message: problem }, { shouldFocus: index === 0 }),
  );
  return 'failed';
}

/** The form's state, its save or create, and its delete: the server's refusals on the fields. */
function useContentEditor(
  kind: ContentKind,
  view: ContentView | null,
  onNotice: (notice: EditorNotice | null) => void,
  onOpen: (id: string | null) => void,
) {
  const mutations = useContentMutations(kind);
  const [isConfirming, setConfirming] = useState(false);
  const form = useForm<ContentFormValues>({
    resolver: zodResolver(contentFormSchema(kind)),
    defaultValues: formValuesOf(kind, view),
    shouldFocusError: true,
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    onNotice(null);
    const body = contentBodyOf(kind, values);
    try {
      if (view) {
        const revision = view.revision;
        await mutations.save.mutateAsync({ id: view.id, body: { ...body, revision } });
        onNotice('saved');
      } else {
        const created = await mutations.create.mutateAsync(body);
        onNotice('created');
        onOpen(created.id);
      }
    } catch (error) {
      onNotice(showFailure(kind, form, error));
    }
  });

  const handleRemove = async () => {
    if (!view) return;
    try {
      await mutations.remove.mutateAsync(view.id);
      onOpen(null);
    } catch (error) {
      setConfirming(false);
      onNotice(showFailure(kind, form, error));
    }
  };
  return { form, handleSubmit, handleRemove, isConfirming, setConfirming };
}

/** A kind's form: its own fields, then its texts in English and Spanish side by side. */
export function ContentEditorForm({
  kind,
  view,
  onNotice,
  onOpen,
}: {
  kind: ContentKind;
  /** The thing as opened; null for a new one. */
  view: ContentView | null;
  onNotice: (notice: EditorNotice | null) => void;
  onOpen: (id: string | null) => void;
}) {
  const texts = useLocalTexts(CONTENT_TEXTS);
  const formId = useId();
  const fields = useMemo(() => formFieldsOf(kind), [kind]);
  const editor = useContentEditor(kind, view, onNotice, onOpen);
  const { form, isConfirming, setConfirming } = editor;
  const { errors, isSubmitting } = form.formState;

  const fieldOf = (field: FormField) => {
    const labels: Readonly<Record<string, string>> = texts.fields;
    const label = labels[field.name] ?? field.name;
    return (
      <ContentField
        key={field.key}
        field={field}
        formId={formId}
        register={form.register}
        control={form.control}
        problem={fieldProblemOf(errors[field.key]?.message)}
        label={field.language ? `${label} (${texts.languages[field.language]})` : label}
      />
    );
  };

  return (
    <form
      className="desk-form desk-content-form"
      noValidate
      onSubmit={(event) => void editor.handleSubmit(event)}
      aria-labelledby={`${formId}-title`}
    >
      <h3 id={`${formId}-title`}>{view ? texts.kinds[kind] : texts.newOf[kind]}</h3>
      {fields.filter((field) => !field.language).map(fieldOf)}
      <BilingualFields fields={fields} fieldOf={fieldOf} />
      {(KIND_SPECS[kind].lists ?? []).map((list) => (
        <ContentRows key={list.name} list={list} form={form} formId={formId} />
      ))}
      <div className="desk-actions">
        <button
          type="submit"
          className="desk-button desk-button-primary"
          disabled={isSubmitting}
          data-testid="desk-content-save"
        >
          {isSubmitting ? texts.saving : view ? texts.save : texts.create}
        </button>
        <button type="button" className="desk-button" onClick={() => onOpen(null)}>
          {texts.close}
        </button>
        {view && canRemove(kind) && !isConfirming && (
          <button
            type="button"
            className="desk-button"
            onClick={() => setConfirming(true)}
            data-testid="desk-content-delete"
          >
            {texts.remove}
          </button>
        )}
      </div>
      {isConfirming && (
        <DeleteContent
          onConfirm={() => void editor.handleRemove()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  );
}

/** The texts: each field's English input beside its Spanish one. */
function BilingualFields({
  fields,
  fieldOf,
}: {
  fields: readonly FormField[];
  fieldOf: (field: FormField) => ReactNode;
}) {
  const texts = useLocalTexts(CONTENT_TEXTS);
  const english = fields.filter((field) => field.language === 'en');
  if (english.length === 0) return null;
  return (
    <fieldset className="desk-content-texts">
      <legend>
        {texts.english} / {texts.spanish}
      </legend>
      <p className="desk-content-hint">{texts.spanishHint}</p>
      {english.map((field) => {
        const spanish = fields.find((each) => each.language === 'es' && each.name === field.name);
        return (
          <div key={field.name} className="desk-content-pair">
            {fieldOf(field)}
            {spanish && fieldOf(spanish)}
          </div>
        );
      })}
    </fieldset>
  );
}
