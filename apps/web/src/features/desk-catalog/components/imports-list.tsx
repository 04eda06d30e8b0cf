import type { DeskImport } from '@parallax/core/contracts/desk-catalog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocalTexts } from '@/lib/local-texts';
import { CATALOG_PAGE_SIZE, catalogDeskQueries } from '../api/catalog-desk-api';
import { CATALOG_TEXTS } from '../model/texts';
import { Pager } from './pager';

/** One import: its folder, state, progress, packs (each opening its editor) and failed files. */
function ImportRow({ run, onOpenPack }: { run: DeskImport; onOpenPack: (id: string) => void }) {
  const texts = useLocalTexts(CATALOG_TEXTS);
  return (
    <tr data-testid={`desk-import-row-${run.id}`}>
      <td>{run.folder}</td>
      <td>{texts.imports.statuses[run.status]}</td>
      <td className="desk-number">
        <progress value={run.prepared} max={Math.max(run.total, 1)} />{' '}
        {texts.imports.ofTotal(run.prepared, run.total)}
      </td>
      <td>
        <time dateTime={run.startedAt}>{new Date(run.startedAt).toLocaleString()}</time>
      </td>
      <td>
        <ul className="catalog-desk-plain">
          {run.packs.map((pack) => (
            <li key={pack.slug}>
              {pack.id ? (
                <button
                  type="button"
                  className="catalog-desk-link"
                  data-testid={`desk-import-pack-${pack.slug}`}
                  onClick={() => pack.id && onOpenPack(pack.id)}
                >
                  {pack.title}
                </button>
              ) : (
                pack.title
              )}
            </li>
          ))}
        </ul>
      </td>
      <td>
        {run.error && <p className="desk-error">{run.error}</p>}
        <ul className="catalog-desk-plain">
          {run.failures.map((failure) => (
            <li key={failure.file}>
              <code>{failure.file}</code>: {failure.error}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

/** The content imports (read-only): progress, errors per file, and the packs each made. */
export function ImportsList({ onOpenPack }: { onOpenPack: (id: string) => void }) {
  const texts = useLocalTexts(CATALOG_TEXTS);
  const [page, setPage] = useState(0);
  const { data, isError } = useQuery(catalogDeskQueries.imports(page));
  const pages = data ? Math.max(1, Math.ceil(data.total / CATALOG_PAGE_SIZE)) : 1;

  if (isError) return <p className="desk-error">{texts.editor.loadFailed}</p>;
  if (!data) return <p aria-busy="true">{texts.editor.loading}</p>;
  if (data.items.length === 0) return <p>{texts.imports.empty}</p>;
  return (
    <div>
      <table className="desk-table">
        <thead>
          <tr>
            <th scope="col">{texts.imports.folder}</th>
            <th scope="col">{texts.imports.status}</th>
            <th scope="col" className="desk-number">
              {texts.imports.progress}
            </th>
            <th scope="col">{texts.imports.started}</th>
            <th scope="col">{texts.imports.packs}</th>
            <th scope="col">{texts.imports.errors}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((run) => (
            <ImportRow key={run.id} run={run} onOpenPack={onOpenPack} />
          ))}
        </tbody>
      </table>
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
