import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/link';
import { useLocalTexts } from '@/lib/local-texts';
import { canCreate, CONTENT_PAGE_SIZE, contentQueries } from '../api/content-api';
import type { ContentKind } from '../model/content-kinds';
import { CONTENT_TEXTS } from '../model/texts';

/** A kind's list: searched, paged, each row a link that opens it; and a button to create one. */
export function ContentList({
  kind,
  openId,
  hrefOf,
}: {
  kind: ContentKind;
  openId: string | null;
  /** The address that opens a thing (`new` for a new one). */
  hrefOf: (id: string) => string;
}) {
  const texts = useLocalTexts(CONTENT_TEXTS);
  const [search, setSearch] = useState({ q: '', page: 0 });
  const list = useQuery(contentQueries.list(kind, search.q, search.page));
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / CONTENT_PAGE_SIZE));

  return (
    <div className="desk-content-list">
      <div className="desk-toolbar">
        <ContentSearch onSearch={(q) => setSearch({ q, page: 0 })} />
        {canCreate(kind) && (
          <Link
            to={hrefOf('new')}
            className="desk-button desk-button-primary"
            data-testid="desk-content-new"
          >
            {texts.newOf[kind]}
          </Link>
        )}
      </div>
      {list.isPending ? (
        <p role="status">{texts.loading}</p>
      ) : list.isError ? (
        <p className="desk-error" role="alert">
          {texts.loadFailed}{' '}
          <button type="button" className="desk-button" onClick={() => void list.refetch()}>
            {texts.retry}
          </button>
        </p>
      ) : list.data.items.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <table className="desk-table" data-testid="desk-content-list">
          <caption className="visually-hidden">{texts.table.caption(texts.kinds[kind])}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.table.name}</th>
              <th scope="col">{texts.table.detail}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link
                    to={hrefOf(row.id)}
                    aria-current={row.id === openId ? 'true' : undefined}
                    data-testid="desk-content-row"
                  >
                    {row.label || row.detail}
                  </Link>
                </td>
                <td>{row.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ContentPager
        page={search.page}
        pages={pages}
        onPage={(page) => setSearch({ ...search, page })}
      />
    </div>
  );
}

/** Previous and next pages of a list longer than one page. */
function ContentPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const texts = useLocalTexts(CONTENT_TEXTS);
  if (pages <= 1) return null;
  return (
    <div className="desk-actions">
      <button
        type="button"
        className="desk-button"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {texts.previous}
      </button>
      <span>{texts.pageOf(page + 1, pages)}</span>
      <button
        type="button"
        className="desk-button"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        {texts.next}
      </button>
    </div>
  );
}

/** The list's search: a name, slug or question, sent with its button or Enter. */
function ContentSearch({ onSearch }: { onSearch: (q: string) => void }) {
  const texts = useLocalTexts(CONTENT_TEXTS);
  const id = useId();
  const [typed, setTyped] = useState('');
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" onSubmit={handleSearch} className="desk-content-search">
      <div className="desk-field">
        <label htmlFor={`${id}-q`}>{texts.search}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={typed}
          maxLength={200}
          onChange={(event) => setTyped(event.target.value)}
          data-testid="desk-content-search"
        />
      </div>
      <button type="submit" className="desk-button">
        {texts.searchSubmit}
      </button>
    </form>
  );
}
