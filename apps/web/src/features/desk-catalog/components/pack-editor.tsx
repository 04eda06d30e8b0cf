import { zodResolver } from '@hookform/resolvers/zod';
import type { DeskPackEditor } from '@parallax/core/contracts/desk-catalog';
import { pagePath } from '@parallax/core/pages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { ApiError, isNotFound } from '@/lib/http';
import { useLocalTexts } from '@/lib/local-texts';
import { catalogDeskQueries, useSavePack } from '../api/catalog-desk-api';
import {
  formValuesOf,
  PackForm,
  saveBodyOf,
  serverFieldProblems,
  type PackFormValues,
} from '../model/pack-form';
import { CATALOG_TEXTS } from '../model/texts';
import { PackDetailsFields } from './pack-details-fields';
import { PackPartsField, PackPreviewsField } from './pack-parts-field';
import { PackPublishing } from './pack-publishing';
import { PackTextsFields } from './pack-texts-fields';

type Outcome = 'saved' | 'changed' | 'failed' | null;

/** The form's state and its save: a 409 keeps the typed values, a 400 lands on its fields. */
function usePackForm(id: string, editor: DeskPackEditor) {
  const save = useSavePack(id);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The revision the form was opened (or last saved) with: a refetch after publishing does not
  // move it, so a change someone else saved meanwhile is still refused (409).
  const [revision, setRevision] = useState(editor.revision);
  const form = useForm<PackFormValues>({
    resolver: zodResolver(PackForm),
    defaultValues: formValuesOf(editor.pack),
    shouldFocusError: true,
  });
  const handleSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await save.mutateAsync(saveBodyOf(values, revision));
      setRevision(saved.revision);
      form.reset(formValuesOf(saved.pack));
      setOutcome('saved');
    } catch (error) {
      if (error instanceof ApiError && error.errorType === 'ChangedSinceOpened') {
        setOutcome('changed');
        return;
      }
      const problems =
        error instanceof ApiError && error.status === 400
          ? serverFieldProblems(error.issues, error.message)
          : [];
      problems.forEach(({ field, problem }, index) =>
        form.setError(
          field as Path<PackFormValues>,
          { type: 'server', message: problem },
          { shouldFocus: index === 0 },
        ),
      );
      if (problems.length === 0) setOutcome('failed');
    }
  });
  return { form, outcome, handleSubmit, isSaving: save.isPending };
}

/** The editor of one opened pack: its form and its publishing. */
function OpenedPack({ editor, onReload }: { editor: DeskPackEditor; onReload: () => void }) {
  const texts = useLocalTexts(CATALOG_TEXTS);
  const { pack } = editor;
  const { form, outcome, handleSubmit, isSaving } = usePackForm(pack.id, editor);
  return (
    <FormProvider {...form}>
      <form
        className="desk-form"
        noValidate
        aria-label={pack.texts.en.title}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <PackTextsFields />
        <PackPartsField />
        <PackDetailsFields editor={editor} />
        <PackPreviewsField />
        {outcome === 'changed' && (
          <div className="desk-notice" role="alert" data-testid="desk-pack-changed">
            <p>{texts.editor.changed}</p>
            <button type="button" className="desk-button" onClick={onReload}>
              {texts.editor.reload}
            </button>
          </div>
        )}
        {outcome === 'saved' && (
          <p className="desk-notice" role="status" data-testid="desk-pack-saved">
            {texts.editor.saved}
          </p>
        )}
        {outcome === 'failed' && (
          <p className="desk-error" role="alert">
            {texts.editor.failed}
          </p>
        )}
        <div className="desk-actions">
          <button
            type="submit"
            className="desk-button desk-button-primary"
            disabled={isSaving}
            data-testid="desk-pack-save"
          >
            {isSaving ? texts.editor.saving : texts.editor.save}
          </button>
        </div>
      </form>
      <PackPublishing pack={pack} />
    </FormProvider>
  );
}

/** A content pack's editor (`?pack=<id>`): loaded, edited, saved and published. */
export function PackEditor({ id, onClose }: { id: string; onClose: () => void }) {
  const texts = useLocalTexts(CATALOG_TEXTS);
  const query = useQuery(catalogDeskQueries.pack(id));
  const [generation, setGeneration] = useState(0);
  const { data, error, refetch } = query;
  // A reload shows what is stored now: the form starts again from it.
  const handleReload = () => void refetch().then(() => setGeneration((value) => value + 1));
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);

  return (
    <div className="catalog-desk-editor">
      <div className="desk-toolbar">
        <button type="button" className="desk-button" onClick={onClose}>
          {texts.editor.back}
        </button>
        {data && (
          <a
            className="desk-button"
            href={pagePath('content', { slug: data.pack.slug })}
            target="_blank"
            rel="noreferrer"
            data-testid="desk-pack-view-in-store"
          >
            {texts.editor.viewInStore}
          </a>
        )}
      </div>
      {error && (
        <p className="desk-error" role="alert">
          {isNotFound(error) ? texts.editor.notFound : texts.editor.loadFailed}
        </p>
      )}
      {!data && !error && <p aria-busy="true">{texts.editor.loading}</p>}
      {data && (
        <>
          <h2>
            {data.pack.texts.en.title}{' '}
            <small data-testid="desk-pack-state">{texts.states[data.pack.state]}</small>
          </h2>
          <OpenedPack key={`${data.pack.id}-${generation}`} editor={data} onReload={handleReload} />
        </>
      )}
    </div>
  );
}
