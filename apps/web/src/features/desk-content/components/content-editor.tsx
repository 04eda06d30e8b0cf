import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/lib/http';
import { useLocalTexts } from '@/lib/local-texts';
import { contentQueries, type ContentView } from '../api/content-api';
import type { ContentKind } from '../model/content-kinds';
import { CONTENT_TEXTS } from '../model/texts';
import { ContentEditorForm, type EditorNotice } from './content-editor-form';

/**
 * One thing of a kind, opened (or a new one when `id` is `new`). A save over someone else's
 * change is refused by the server; the typed values stay in the form until the editor reloads.
 */
export function ContentEditor({
  kind,
  id,
  onOpen,
}: {
  kind: ContentKind;
  id: string;
  /** Opens another thing (the one just created), or closes the editor (null). */
  onOpen: (id: string | null) => void;
}) {
  const texts = useLocalTexts(CONTENT_TEXTS);
  const isNew = id === 'new';
  const query = useQuery({ ...contentQueries.one(kind, id), enabled: !isNew });
  const [notice, setNotice] = useState<EditorNotice | null>(null);
  const handleReload = async () => {
    await query.refetch();
    setNotice(null);
  };

  if (!isNew && query.isPending) return <p role="status">{texts.loading}</p>;
  if (!isNew && query.isError) {
    const isGone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <p className="desk-error" role="alert">
        {isGone ? texts.empty : texts.loadFailed}{' '}
        <button type="button" className="desk-button" onClick={() => onOpen(null)}>
          {texts.close}
        </button>
      </p>
    );
  }
  const view: ContentView | null = isNew ? null : (query.data ?? null);
  return (
    <div className="desk-content-editor" data-testid="desk-content-editor">
      {notice === 'changed' ? (
        <div className="desk-notice" role="alert" data-testid="desk-content-changed">
          <p>{texts.changedSinceOpened}</p>
          <button
            type="button"
            className="desk-button"
            onClick={() => void handleReload()}
            data-testid="desk-content-reload"
          >
            {texts.reload}
          </button>
        </div>
      ) : (
        notice && (
          <p
            className={notice === 'saved' || notice === 'created' ? 'desk-notice' : 'desk-error'}
            role="status"
          >
            {texts[notice]}
          </p>
        )
      )}
      <ContentEditorForm
        key={view?.revision ?? 'new'}
        kind={kind}
        view={view}
        onNotice={setNotice}
        onOpen={onOpen}
      />
    </div>
  );
}
